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
        updateElementGuides()
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

    /// Where the image and the texts go in a view of `size`: the layout pass places them there, and
    /// the layout guides follow them.
    ///
    /// - Complexity: Measures the texts, O(characters of both texts); once per layout pass when the
    ///   layout guides' constraints read it too (kept until the pass places them).
    func placement(in size: CGSize) -> ListContentPlacement {
        if let cached = cachedPlacement, cached.size == size, cached.window == window.map(ObjectIdentifier.init) { return cached.placement }
        let margins = listConfiguration.directionalLayoutMargins
        let content = CGRect(x: margins.leading, y: margins.top, width: max(0, size.width - margins.leading - margins.trailing),
                             height: max(0, size.height - margins.top - margins.bottom))
        let slot = imageSlot
        var placement = ListContentPlacement()
        placement.image = CGRect(x: content.minX + (slot.reserved.width - slot.shown.width) / 2, y: content.midY - slot.shown.height / 2,
                                 width: slot.shown.width, height: slot.shown.height)
        let sizes = textSizes(width: content.width)
        let textX = content.minX + textStart, textWidth = max(0, content.maxX - textX)
        let top = (content.midY - textBlockHeight(sizes) / 2).rounded()
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            placement.text = CGRect(x: textX, y: content.midY - sizes.text.height / 2, width: sizes.text.width, height: sizes.text.height)
            placement.secondaryText = CGRect(x: content.maxX - sizes.secondary.width, y: content.midY - sizes.secondary.height / 2,
                                             width: sizes.secondary.width, height: sizes.secondary.height)
        } else {
            // A text of natural alignment hugs its width, so its guide ends where the text does.
            func width(_ measured: CGFloat, _ properties: UIListContentConfiguration.TextProperties) -> CGFloat {
                properties.alignment == .natural ? min(measured, textWidth) : textWidth
            }
            placement.text = CGRect(x: textX, y: top, width: width(sizes.text.width, listConfiguration.textProperties), height: sizes.text.height)
            let secondaryY = top + sizes.text.height + (sizes.text.height > 0 ? listConfiguration.textToSecondaryTextVerticalPadding : 0)
            placement.secondaryText = CGRect(x: textX, y: secondaryY, width: width(sizes.secondary.width, listConfiguration.secondaryTextProperties),
                                             height: sizes.secondary.height)
        }
        // Placed left to right above; right to left the image leads from the right edge.
        if isRightToLeft { placement = placement.mirrored(width: size.width) }
        return placement
    }

    /// The placement for the current size, kept for the rest of the layout pass.
    private func keptPlacement() -> ListContentPlacement {
        let placement = placement(in: bounds.size)
        cachedPlacement = (bounds.size, window.map(ObjectIdentifier.init), placement)
        return placement
    }

    /// The placement measured for the current layout pass, at the size it was measured for, in the
    /// window whose text measurer measured it.
    private var cachedPlacement: (size: CGSize, window: ObjectIdentifier?, placement: ListContentPlacement)?
    /// The placement the guides' constraints were last solved with, and the view's size it was for.
    private var placementReadByGuides: (size: CGSize, placement: ListContentPlacement)?
    /// The size the last solve gives the view, until its layout pass does (`ContentElementGuides`).
    var guideSolvingSize: CGSize?

    /// Places the image and the texts inside the layout margins; a constraint to a layout guide is
    /// solved again when its element moved since the solve.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let placement = keptPlacement()
        let origin = bounds.origin
        imageView.frame = placement.image.offsetBy(dx: origin.x, dy: origin.y)
        textLabel.frame = placement.text.offsetBy(dx: origin.x, dy: origin.y)
        secondaryTextLabel.frame = placement.secondaryText.offsetBy(dx: origin.x, dy: origin.y)
        cachedPlacement = nil
        guideSolvingSize = nil
        if elementGuides.values.contains(where: { !$0.referencingConstraints.isEmpty }), placementReadByGuides?.placement != placement {
            placementReadByGuides = (bounds.size, placement)
            constraintConstantsDidChange()
        }
    }

    // MARK: Layout guides

    /// The guides made for the content's elements, each while its element shows.
    private var elementGuides: [ListContentElement: UILayoutGuide] = [:]

    /// A guide around the text, to align other views with it; nil while the configuration has no text.
    ///
    /// ```swift
    /// if let text = listContentView.textLayoutGuide {
    ///     badge.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: 8).isActive = true
    /// }
    /// ```
    ///
    /// A configuration without text removes the guide and deactivates the constraints that read it,
    /// as UIKit does; its frame (`layoutFrame`) is the text's, and constraints to it follow the text
    /// as the configuration or the view's size change.
    ///
    /// - Note: The text is placed by the view's own layout, not by constraints inside it: when
    ///   constraints size the view, the text is placed again at the size solved and the constraints
    ///   solved once more, in the same layout pass. A text of natural alignment hugs its width.
    public var textLayoutGuide: UILayoutGuide? { elementGuide(.text) }

    /// A guide around the secondary text; nil while the configuration has none (see `textLayoutGuide`).
    public var secondaryTextLayoutGuide: UILayoutGuide? { elementGuide(.secondaryText) }

    /// A guide around the image as shown (aspect-fitted within its maximum size); nil while the
    /// configuration has no image (see `textLayoutGuide`).
    public var imageLayoutGuide: UILayoutGuide? { elementGuide(.image) }

    private func shows(_ element: ListContentElement) -> Bool {
        switch element {
        case .image: listConfiguration.image != nil
        case .text: !(listConfiguration.text?.isEmpty ?? true)
        case .secondaryText: !(listConfiguration.secondaryText?.isEmpty ?? true)
        }
    }

    private func elementGuide(_ element: ListContentElement) -> UILayoutGuide? {
        guard shows(element) else { return nil }
        if let guide = elementGuides[element] { return guide }
        let guide = UILayoutGuide(role: .contentElement, identifier: element.guideIdentifier)
        elementGuides[element] = guide
        addContentElementGuide(guide)
        return guide
    }

    /// Drops the guides of elements the configuration no longer shows (their constraints with them),
    /// and tells the constraints to the others that their elements may move.
    private func updateElementGuides() {
        cachedPlacement = nil
        guard !elementGuides.isEmpty else { return }
        for (element, guide) in elementGuides where !shows(element) {
            elementGuides[element] = nil
            removeLayoutGuide(guide)
        }
        placementReadByGuides = nil
        constraintConstantsDidChange()
    }
}

extension UIListContentView: ContentElementGuides {
    func frame(ofElementGuide guide: UILayoutGuide) -> CGRect? {
        guard let element = elementGuides.first(where: { $0.value === guide })?.key else { return nil }
        return placement(in: bounds.size)[element]
    }

    func solvingFrame(ofElementGuide guide: UILayoutGuide) -> CGRect? {
        guard let element = elementGuides.first(where: { $0.value === guide })?.key else { return nil }
        let size = guideSolvingSize ?? bounds.size
        let placement = size == bounds.size ? keptPlacement() : self.placement(in: size)
        placementReadByGuides = (size, placement)
        return placement[element]
    }

    var sizeReadByGuides: CGSize? { placementReadByGuides?.size }
}

/// The parts of a list content view that have layout guides.
enum ListContentElement: CaseIterable {
    case image, text, secondaryText

    var guideIdentifier: String {
        switch self {
        case .image: "UIListContentViewImageLayoutGuide"
        case .text: "UIListContentViewTextLayoutGuide"
        case .secondaryText: "UIListContentViewSecondaryTextLayoutGuide"
        }
    }
}

/// Where a list content view puts its image and texts, in its bounds (from the origin).
struct ListContentPlacement: Equatable {
    var image = CGRect.zero
    var text = CGRect.zero
    var secondaryText = CGRect.zero

    subscript(element: ListContentElement) -> CGRect {
        switch element {
        case .image: image
        case .text: text
        case .secondaryText: secondaryText
        }
    }

    /// The same placement in a right-to-left view `width` wide.
    func mirrored(width: CGFloat) -> ListContentPlacement {
        let mirror = HorizontalMirror(width: width)
        return ListContentPlacement(image: mirror.rect(image), text: mirror.rect(text), secondaryText: mirror.rect(secondaryText))
    }
}
