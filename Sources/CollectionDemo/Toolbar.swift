import CollectionEngine
import Foundation

/// The strip above the gallery: the app's name, the layout switch and the cadence chooser. Later
/// issues give the buttons their work; for now they report what they would do.
final class Toolbar: UIView {
    enum Cadence: String, CaseIterable {
        case immediate = "Immediate", fast = "Fast", slow = "Slow"
    }

    static let height: CGFloat = 56

    var onLayoutSwitch: () -> Void = {}
    var onCadenceChange: (Cadence) -> Void = { _ in }

    private let titleLabel = UILabel(frame: .zero)
    private let separator = UIView(frame: .zero)
    private lazy var layoutButton = ToolbarButton(frame: .zero, primaryAction: UIAction(title: "Layout") { [weak self] _ in
        self?.onLayoutSwitch()
    })
    private lazy var cadenceButtons: [ToolbarButton] = Cadence.allCases.map { cadence in
        ToolbarButton(frame: .zero, primaryAction: UIAction(title: cadence.rawValue) { [weak self] _ in
            self?.select(cadence)
        })
    }
    private let cadenceLabel = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 1, alpha: 0.94)
        titleLabel.text = "Tessera Gallery"
        titleLabel.font = .systemFont(ofSize: 19, weight: .bold)
        titleLabel.textColor = Palette.ink
        separator.backgroundColor = UIColor(white: 0, alpha: 0.12)
        cadenceLabel.text = "Cadence"
        cadenceLabel.font = .systemFont(ofSize: 13, weight: .medium)
        cadenceLabel.textColor = Palette.secondaryInk
        cadenceLabel.textAlignment = .right
        for view in [titleLabel, separator, layoutButton, cadenceLabel] + cadenceButtons { addSubview(view) }
        cadenceButtons.first?.isSelected = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func select(_ cadence: Cadence) {
        for (button, candidate) in zip(cadenceButtons, Cadence.allCases) { button.isSelected = candidate == cadence }
        onCadenceChange(cadence)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        separator.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
        var x = bounds.width - 24
        for button in cadenceButtons.reversed() {
            x -= 92
            button.frame = CGRect(x: x, y: 12, width: 88, height: 32)
        }
        // On a narrow window the "Cadence" caption gives way first, then the title shortens.
        cadenceLabel.isHidden = bounds.width < 760
        if !cadenceLabel.isHidden {
            x -= 74
            cadenceLabel.frame = CGRect(x: x, y: 12, width: 66, height: 32)
        }
        layoutButton.frame = CGRect(x: x - 96, y: 12, width: 84, height: 32)
        titleLabel.frame = CGRect(x: 24, y: 0, width: max(0, min(240, layoutButton.frame.minX - 40)), height: bounds.height)
    }
}

/// A rounded pill button whose colours follow its state.
final class ToolbarButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
        titleLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        updateColors()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var isHighlighted: Bool { didSet { updateColors() } }
    override var isSelected: Bool { didSet { updateColors() } }

    private func updateColors() {
        if isSelected {
            backgroundColor = isHighlighted ? Palette.accent.withAlphaComponent(0.8) : Palette.accent
            titleLabel.textColor = .white
        } else {
            backgroundColor = isHighlighted ? UIColor(white: 0.84, alpha: 1) : UIColor(white: 0.93, alpha: 1)
            titleLabel.textColor = Palette.ink
        }
    }
}

/// The demo's few colours, in one place.
enum Palette {
    static let accent = UIColor(rgb: 0x3D5AFE)
    static let ink = UIColor(rgb: 0x1C2033)
    static let secondaryInk = UIColor(rgb: 0x5F6680)
}
