import Foundation

extension UIButton {
    /// How a button looks: its style, title, subtitle, image, colours, insets and corners, as UIKit's
    /// `UIButton.Configuration`.
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.filled()
    /// configuration.title = "Add"
    /// configuration.image = UIImage(systemName: "plus")
    /// configuration.imagePadding = 6
    /// let add = UIButton(configuration: configuration, primaryAction: UIAction { _ in addPhoto() })
    /// ```
    ///
    /// - Note: Tessera has the four basic styles (`plain`, `tinted`, `gray`, `filled`); there is no
    ///   `background` (`UIBackgroundConfiguration`), attributed title or activity indicator: colour
    ///   the background with `baseBackgroundColor`. Sizes, insets and fonts are close to iOS 17's.
    public struct Configuration: Sendable {
        /// The four looks: plain text, a tinted wash, a grey wash, or filled with the tint.
        enum Style: Sendable { case plain, tinted, gray, filled }

        /// How round the corners are.
        public enum CornerStyle: Sendable {
            /// Follows `buttonSize` (small corners for small buttons).
            case dynamic
            /// `background`'s own radius; here, the same as `.medium`.
            case fixed
            case small, medium, large
            /// Half the height: a pill.
            case capsule
        }

        /// The button's size class: its insets, fonts and corners.
        public enum Size: Sendable { case mini, small, medium, large }

        /// How the title and subtitle line up with each other.
        public enum TitleAlignment: Sendable { case automatic, leading, center, trailing }

        var style: Style
        /// The title, or nil for none.
        public var title: String?
        /// A second, smaller line under the title, or nil.
        public var subtitle: String?
        /// The image beside the title, or nil.
        public var image: UIImage?
        /// The colour of the title, subtitle and template images; the style's (the tint) when nil.
        public var baseForegroundColor: UIColor?
        /// The background colour; the style's when nil.
        public var baseBackgroundColor: UIColor?
        /// Which side of the title the image sits on: `.leading`, `.trailing`, `.top` or `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the text.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// The space between the button's edges and its content.
        public var contentInsets: NSDirectionalEdgeInsets
        /// How round the corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class: insets, fonts and corners follow it.
        public var buttonSize: Size = .medium { didSet { contentInsets = Self.insets(for: buttonSize) } }
        /// How the title and subtitle line up.
        public var titleAlignment: TitleAlignment = .automatic

        init(style: Style) {
            self.style = style
            contentInsets = Self.insets(for: .medium)
        }

        /// Text on no background, in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// Tint-coloured text on a light wash of the tint.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// Tint-coloured text on a grey wash.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// White text on the tint colour: the prominent button.
        public static func filled() -> Configuration { Configuration(style: .filled) }

        /// A copy with the colours resolved for `button`'s state: highlighted darker, disabled grey.
        ///
        /// A button whose `automaticallyUpdatesConfiguration` is true draws this.
        @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var resolved = self
            resolved.baseForegroundColor = foregroundColor(tint: button.tintColor, enabled: button.isEnabled, highlighted: button.isHighlighted)
            resolved.baseBackgroundColor = backgroundColor(tint: button.tintColor, enabled: button.isEnabled, highlighted: button.isHighlighted)
            return resolved
        }

        func foregroundColor(tint: UIColor, enabled: Bool, highlighted: Bool) -> UIColor {
            guard enabled else { return .tertiaryLabel }
            let base = baseForegroundColor ?? (style == .filled ? .white : tint)
            return highlighted && style == .plain ? base.withAlphaComponent(0.5) : base
        }

        func backgroundColor(tint: UIColor, enabled: Bool, highlighted: Bool) -> UIColor {
            if style == .plain && baseBackgroundColor == nil { return .clear }
            guard enabled else { return .quaternarySystemFill }
            let base: UIColor
            switch style {
            case .plain, .filled: base = baseBackgroundColor ?? tint
            case .tinted: base = (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .gray: base = baseBackgroundColor ?? .secondarySystemFill
            }
            return highlighted ? base.interpolated(to: .black, fraction: style == .filled ? 0.2 : 0.08) : base
        }

        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's font at `traits`' preferred text size: each size class's text style (body,
        /// subheadline, or a small medium weight for mini) scaled as Dynamic Type scales it.
        func titleFont(compatibleWith traits: UITraitCollection) -> UIFont {
            let (style, font): (UIFont.TextStyle, UIFont) = switch buttonSize {
            case .mini: (.caption1, .systemFont(ofSize: 12, weight: .medium))
            case .small: (.subheadline, .systemFont(ofSize: 15))
            case .medium, .large: (.body, .systemFont(ofSize: 17))
            }
            return UIFontMetrics(forTextStyle: style).scaledFont(for: font, compatibleWith: traits)
        }

        /// The subtitle's font at `traits`' preferred text size.
        func subtitleFont(compatibleWith traits: UITraitCollection) -> UIFont {
            let (style, size): (UIFont.TextStyle, CGFloat) = buttonSize == .mini ? (.caption2, 10) : (.footnote, 13)
            return UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: size), compatibleWith: traits)
        }

        /// The corner radius for a button `height` points high.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .capsule: height / 2
            case .small: 4
            case .medium, .fixed: 8
            case .large: 12
            case .dynamic: buttonSize == .large ? 12 : buttonSize == .medium ? 8 : 6
            }
        }
    }
}

/// Where a configured button's image, title and subtitle go: pure arithmetic on their sizes.
struct ConfiguredButtonLayout: Equatable {
    var image: CGRect?
    var title: CGRect?
    var subtitle: CGRect?

    /// The content's size (without insets) for an image, a title and a subtitle of these sizes.
    static func contentSize(image: CGSize?, title: CGSize?, subtitle: CGSize?, configuration: UIButton.Configuration) -> CGSize {
        let text = textSize(title: title, subtitle: subtitle, padding: configuration.titlePadding)
        guard let image else { return text }
        guard text != .zero else { return image }
        let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        return vertical
            ? CGSize(width: max(image.width, text.width), height: image.height + configuration.imagePadding + text.height)
            : CGSize(width: image.width + configuration.imagePadding + text.width, height: max(image.height, text.height))
    }

    private static func textSize(title: CGSize?, subtitle: CGSize?, padding: CGFloat) -> CGSize {
        switch (title, subtitle) {
        case let (title?, subtitle?): CGSize(width: max(title.width, subtitle.width), height: title.height + padding + subtitle.height)
        case let (title?, nil): title
        case let (nil, subtitle?): subtitle
        case (nil, nil): .zero
        }
    }

    /// The frames in `bounds`: the content centred inside the insets, the image on its side of the text.
    init(bounds: CGRect, image: CGSize?, title: CGSize?, subtitle: CGSize?, configuration: UIButton.Configuration) {
        let insets = configuration.contentInsets
        let area = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                          width: max(0, bounds.width - insets.leading - insets.trailing),
                          height: max(0, bounds.height - insets.top - insets.bottom))
        let content = Self.contentSize(image: image, title: title, subtitle: subtitle, configuration: configuration)
        let origin = CGPoint(x: area.minX + ((area.width - min(content.width, area.width)) / 2).rounded(),
                             y: area.minY + ((area.height - content.height) / 2).rounded())
        let text = Self.textSize(title: title, subtitle: subtitle, padding: configuration.titlePadding)
        var textOrigin = origin
        if let image {
            let gap = text == .zero ? 0 : configuration.imagePadding
            var imageOrigin = origin
            switch configuration.imagePlacement {
            case .top:
                imageOrigin.x += (content.width - image.width) / 2
                textOrigin = CGPoint(x: origin.x + (content.width - text.width) / 2, y: origin.y + image.height + gap)
            case .bottom:
                imageOrigin = CGPoint(x: origin.x + (content.width - image.width) / 2, y: origin.y + text.height + gap)
                textOrigin.x += (content.width - text.width) / 2
            case .trailing:
                imageOrigin = CGPoint(x: origin.x + text.width + gap, y: origin.y + (content.height - image.height) / 2)
                textOrigin.y += (content.height - text.height) / 2
            default:
                imageOrigin.y += (content.height - image.height) / 2
                textOrigin = CGPoint(x: origin.x + image.width + gap, y: origin.y + (content.height - text.height) / 2)
            }
            self.image = CGRect(origin: imageOrigin, size: image).integral
        }
        let textWidth = min(text.width, max(0, area.maxX - textOrigin.x))
        func aligned(_ width: CGFloat) -> CGFloat {
            switch configuration.titleAlignment {
            case .leading: textOrigin.x
            case .trailing: textOrigin.x + textWidth - min(width, textWidth)
            case .automatic, .center: textOrigin.x + ((textWidth - min(width, textWidth)) / 2).rounded()
            }
        }
        if let title {
            self.title = CGRect(x: aligned(title.width), y: textOrigin.y, width: min(title.width, textWidth), height: title.height)
        }
        if let subtitle {
            let y = textOrigin.y + (title.map { $0.height + configuration.titlePadding } ?? 0)
            self.subtitle = CGRect(x: aligned(subtitle.width), y: y, width: min(subtitle.width, textWidth), height: subtitle.height)
        }
    }
}
