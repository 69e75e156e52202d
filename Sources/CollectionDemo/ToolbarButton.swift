import CollectionEngine
import Foundation

/// A rounded pill button whose colours follow its state: a shade darker under the pointer, darker
/// again while pressed, as desktop buttons answer the mouse.
final class ToolbarButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
        titleLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: ToolbarButton.hoverChanged))
        updateColors()
    }

    /// Whether the pointer is over the button.
    private(set) var isHovered = false {
        didSet { if isHovered != oldValue { updateColors() } }
    }

    private func hoverChanged(_ hover: UIHoverGestureRecognizer) {
        isHovered = hover.state == .began || hover.state == .changed
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Its title's width plus padding on either side.
    var fittingWidth: CGFloat { max(40, (titleLabel.intrinsicContentSize.width + 18).rounded(.up)) }

    override var isHighlighted: Bool { didSet { updateColors() } }
    override var isSelected: Bool { didSet { updateColors() } }

    /// Whether the keyboard is on this button (Tab moved it to the toolbar): an orange ring, as on cards.
    var showsFocusRing = false {
        didSet {
            layer.borderWidth = showsFocusRing ? 3 : 0
            layer.borderColor = Palette.focus.cgColor
        }
    }

    private func updateColors() {
        if isSelected {
            backgroundColor = isHighlighted ? Palette.accentPressed : isHovered ? Palette.accentHovered : Palette.accent
            titleLabel.textColor = .white
        } else {
            backgroundColor = UIColor(white: isHighlighted ? 0.80 : isHovered ? 0.88 : 0.93, alpha: 1)
            titleLabel.textColor = Palette.ink
        }
    }
}

/// The demo's few colours, in one place.
enum Palette {
    static let accent = UIColor(rgb: 0x3D5AFE)
    static let accentHovered = UIColor(rgb: 0x3049E0)
    static let accentPressed = UIColor(rgb: 0x2436B8)
    static let ink = UIColor(rgb: 0x1C2033)
    static let secondaryInk = UIColor(rgb: 0x5F6680)
    /// Keyboard focus: orange, so it never reads as the blue of a selection.
    static let focus = UIColor(rgb: 0xFF8F00)
}
