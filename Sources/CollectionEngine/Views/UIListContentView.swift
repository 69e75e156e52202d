import Foundation

/// The view that shows a `UIListContentConfiguration`: an image, a text and a secondary text laid out
/// within the configuration's margins, as UIKit's `UIListContentView`.
///
/// The image sits at the leading edge, centred vertically; the texts follow it, one above the other
/// (or side by side, the secondary at the trailing edge), centred vertically as a block. Its
/// `sizeThatFits(_:)` is the height that content needs at a given width, which self-sizing rows use.
@MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        imageView.clipsToBounds = true
        for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
        apply(configuration)
    }

    /// A view showing an empty `cell()` configuration; the coder is not read (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
        apply(listConfiguration)
    }

    /// The configuration shown; setting one lays the view out again.
    ///
    /// - Note: A configuration that is not a `UIListContentConfiguration` is ignored, where UIKit traps.
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply(list)
        }
    }

    private func apply(_ configuration: UIListContentConfiguration) {
        let properties = configuration.imageProperties
        if let symbolConfiguration = properties.preferredSymbolConfiguration, let image = configuration.image, image.isSymbolImage {
            imageView.image = image.applyingSymbolConfiguration(symbolConfiguration) ?? image
        } else {
            imageView.image = configuration.image
        }
        imageView.isHidden = configuration.image == nil
        imageView.layer.cornerRadius = properties.cornerRadius
        imageView.tintColor = configuration.drawsOnSelectedFill ? .white : properties.resolvedTintColor(for: tintColor ?? .tintColor)
        style(textLabel, configuration.text, configuration.textProperties, white: configuration.drawsOnSelectedFill)
        style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties, white: configuration.drawsOnSelectedFill)
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties, white: Bool) {
        label.text = text
        label.isHidden = text?.isEmpty ?? true
        label.font = properties.font
        label.textColor = white ? .white : properties.color
        label.textAlignment = properties.alignment
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
    }

    /// The size the image is shown at, and the room kept for it.
    private var imageSlot: (shown: CGSize, reserved: CGSize) {
        let properties = listConfiguration.imageProperties
        var shown = imageView.image?.size ?? .zero
        let limit = properties.maximumSize
        if limit.width > 0, limit.height > 0, shown.width > 0, shown.height > 0 {
            let scale = min(1, limit.width / shown.width, limit.height / shown.height)
            shown = CGSize(width: (shown.width * scale).rounded(), height: (shown.height * scale).rounded())
        }
        return (shown, CGSize(width: max(shown.width, properties.reservedLayoutSize.width),
                              height: max(shown.height, properties.reservedLayoutSize.height)))
    }

    /// Where the texts start, from the content's leading edge.
    private var textStart: CGFloat {
        let reserved = imageSlot.reserved.width
        return reserved > 0 ? reserved + listConfiguration.imageToTextPadding : 0
    }

    /// Where the text starts, from the view's leading edge: a list row's separator lines up with it.
    var textLeading: CGFloat { listConfiguration.directionalLayoutMargins.leading + textStart }

    /// The sizes of the two texts for a content width.
    private func textSizes(width: CGFloat) -> (text: CGSize, secondary: CGSize) {
        let available = CGSize(width: max(0, width - textStart), height: .greatestFiniteMagnitude)
        let text = textLabel.isHidden ? .zero : textLabel.sizeThatFits(available)
        guard !secondaryTextLabel.isHidden else { return (text, .zero) }
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            let rest = CGSize(width: max(0, available.width - text.width - listConfiguration.textToSecondaryTextHorizontalPadding), height: available.height)
            return (text, secondaryTextLabel.sizeThatFits(rest))
        }
        return (text, secondaryTextLabel.sizeThatFits(available))
    }

    private func textBlockHeight(_ sizes: (text: CGSize, secondary: CGSize)) -> CGFloat {
        if listConfiguration.prefersSideBySideTextAndSecondaryText { return max(sizes.text.height, sizes.secondary.height) }
        let gap = sizes.text.height > 0 && sizes.secondary.height > 0 ? listConfiguration.textToSecondaryTextVerticalPadding : 0
        return sizes.text.height + gap + sizes.secondary.height
    }

    /// The height the texts and image need at `size.width`, with the margins; the width is kept.
    ///
    /// - Complexity: Measures the texts, O(characters of both texts).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = listConfiguration.directionalLayoutMargins
        let width = size.width - margins.leading - margins.trailing
        let content = max(imageSlot.reserved.height, textBlockHeight(textSizes(width: width)))
        return CGSize(width: size.width, height: (margins.top + content + margins.bottom).rounded(.up))
    }

    /// Places the image and the texts inside the layout margins.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = listConfiguration.directionalLayoutMargins
        let content = CGRect(x: margins.leading, y: margins.top, width: max(0, bounds.width - margins.leading - margins.trailing),
                             height: max(0, bounds.height - margins.top - margins.bottom))
        let slot = imageSlot
        imageView.frame = CGRect(x: content.minX + (slot.reserved.width - slot.shown.width) / 2, y: content.midY - slot.shown.height / 2,
                                 width: slot.shown.width, height: slot.shown.height)
        let sizes = textSizes(width: content.width)
        let textX = content.minX + textStart, textWidth = max(0, content.maxX - textX)
        let top = (content.midY - textBlockHeight(sizes) / 2).rounded()
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            textLabel.frame = CGRect(x: textX, y: content.midY - sizes.text.height / 2, width: sizes.text.width, height: sizes.text.height)
            secondaryTextLabel.frame = CGRect(x: content.maxX - sizes.secondary.width, y: content.midY - sizes.secondary.height / 2,
                                              width: sizes.secondary.width, height: sizes.secondary.height)
        } else {
            textLabel.frame = CGRect(x: textX, y: top, width: textWidth, height: sizes.text.height)
            let secondaryY = top + sizes.text.height + (sizes.text.height > 0 ? listConfiguration.textToSecondaryTextVerticalPadding : 0)
            secondaryTextLabel.frame = CGRect(x: textX, y: secondaryY, width: textWidth, height: sizes.secondary.height)
        }
        // Placed left to right above; right to left the image leads from the right edge.
        guard isRightToLeft else { return }
        let mirror = HorizontalMirror(width: bounds.minX + bounds.maxX)
        for view in [imageView, textLabel, secondaryTextLabel] { view.frame = mirror.rect(view.frame) }
    }
}
