@_spi(ManualLayout) import CollectionEngine
import Foundation

/// A rounded pill button whose colours follow its state: a shade darker under the pointer, darker
/// again while pressed, as desktop buttons answer the mouse.
final class ToolbarButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
        titleLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13, weight: .semibold))
        titleLabel.adjustsFontForContentSizeCategory = true
        symbolView.contentMode = .center
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

    /// The symbol before the title (`setSymbol`), drawn in the title's colour.
    private let symbolView = UIImageView(frame: .zero)

    /// Shows the SF Symbol `name` before the title.
    func setSymbol(_ name: String) {
        symbolView.image = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(textStyle: .footnote, scale: .medium))
        if symbolView.superview == nil { addSubview(symbolView) }
        updateColors()
        setNeedsLayout()
    }

    private var symbolWidth: CGFloat { symbolView.image.map { $0.size.width + 4 } ?? 0 }

    /// Its symbol and title's width plus padding on either side.
    var fittingWidth: CGFloat { max(40, (symbolWidth + titleLabel.intrinsicContentSize.width + 18).rounded(.up)) }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let symbol = symbolView.image else { return }
        // The symbol and the title, together centred.
        let content = symbolWidth + titleLabel.intrinsicContentSize.width
        let x = ((bounds.width - content) / 2).rounded()
        symbolView.frame = CGRect(x: x, y: ((bounds.height - symbol.size.height) / 2).rounded(), width: symbol.size.width, height: symbol.size.height)
        titleLabel.frame = CGRect(x: x + symbolWidth, y: 0, width: max(0, bounds.width - x - symbolWidth), height: bounds.height)
        titleLabel.textAlignment = .natural
        mirrorFramesForLayoutDirection([symbolView, titleLabel])
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // A symbol sized by a text style changes size with the text: the toolbar lays its buttons out again.
        if symbolView.image != nil { symbolView.setNeedsDisplay(); superview?.setNeedsLayout() }
    }

    override var isHighlighted: Bool { didSet { updateColors() } }
    override var isSelected: Bool { didSet { updateColors() } }

    /// Whether the keyboard is on this button (Tab moved it to the toolbar): an orange ring, as on cards.
    var showsFocusRing = false {
        didSet {
            layer.borderWidth = showsFocusRing ? 3 : 0
            layer.borderColor = Palette.focus
        }
    }

    private func updateColors() {
        if isSelected {
            backgroundColor = isHighlighted ? Palette.accentPressed : isHovered ? Palette.accentHovered : Palette.accent
            titleLabel.textColor = .white
        } else {
            backgroundColor = isHighlighted ? Palette.buttonPressed : isHovered ? Palette.buttonHovered : Palette.button
            titleLabel.textColor = Palette.ink
        }
        symbolView.tintColor = titleLabel.textColor
    }
}
