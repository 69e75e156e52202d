import Foundation

/// The content of a list row or header: an image, a text and a secondary text, styled, as UIKit's
/// `UIListContentConfiguration`.
///
/// ```swift
/// var content = UIListContentConfiguration.subtitleCell()
/// content.text = photo.title
/// content.secondaryText = photo.dateTaken
/// content.image = photo.thumbnail
/// content.textProperties.numberOfLines = 2
/// cell.contentConfiguration = content
/// ```
///
/// The styles: `cell()` one line of text beside the image; `subtitleCell()` the secondary text under
/// the text; `valueCell()` the secondary text at the trailing edge, on the same line; `header()`,
/// `plainHeader()`, `groupedHeader()` and `footer()` for supplementary views.
///
/// - Note: `updated(for:)` is not available: set the properties for the cell's state in
///   `updateConfiguration(using:)` instead.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How one of the texts is drawn.
    public struct TextProperties: Hashable, Sendable {
        /// The text's font.
        public var font: UIFont
        /// The text's colour.
        public var color: UIColor
        /// How lines are aligned in the text's width.
        public var alignment: NSTextAlignment = .natural
        /// 0 for as many lines as the text needs.
        public var numberOfLines = 0
        /// How a line too long for the width ends: truncated with an ellipsis by default.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable, Sendable {
        /// The largest size the image is shown at (zero: its own size); it keeps its aspect ratio.
        public var maximumSize: CGSize = .zero
        /// The room kept for the image whether or not there is one, so that rows line up (zero: none).
        public var reservedLayoutSize: CGSize = .zero
        /// The radius of the image's rounded corners.
        public var cornerRadius: CGFloat = 0
    }

    /// The main text; nil shows none.
    public var text: String?
    /// The secondary text, under or beside the main text; nil shows none.
    public var secondaryText: String?
    /// The image at the leading edge; nil shows none (unless a size is reserved for it).
    public var image: UIImage?
    /// How the main text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// Space between the content and the edges of the view.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// Space between the texts when the secondary text is under the main one.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Space between the texts when they are side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether the secondary text sits beside the text (at the trailing edge) rather than under it.
    public var prefersSideBySideTextAndSecondaryText = false

    nonisolated private init(textFont: UIFont, textColor: UIColor, secondaryFont: UIFont, secondaryColor: UIColor) {
        textProperties = TextProperties(font: textFont, color: textColor)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
    }

    /// A row: the text beside the image.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(textFont: .systemFont(ofSize: 17), textColor: .label, secondaryFont: .systemFont(ofSize: 15), secondaryColor: .secondaryLabel)
    }

    /// A row with the secondary text under the text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(textFont: .systemFont(ofSize: 17), textColor: .label, secondaryFont: .systemFont(ofSize: 15), secondaryColor: .secondaryLabel)
    }

    /// A row with the secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.alignment = .right
        return configuration
    }

    /// A section header in a plain list.
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(textFont: .systemFont(ofSize: 17, weight: .semibold), textColor: .label,
                                                       secondaryFont: .systemFont(ofSize: 15), secondaryColor: .secondaryLabel)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }

    /// A section header in a grouped list: smaller, secondary, above the section.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(textFont: .systemFont(ofSize: 13), textColor: .secondaryLabel,
                                                       secondaryFont: .systemFont(ofSize: 13), secondaryColor: .secondaryLabel)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }

    /// A section header; `plainHeader()`'s style.
    public static func header() -> UIListContentConfiguration { plainHeader() }

    /// A section footer: small secondary text.
    public static func footer() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return configuration
    }

    /// A `UIListContentView` showing this configuration.
    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// True when everything shown is the same; images are compared by identity.
    nonisolated public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        a.text == b.text && a.secondaryText == b.secondaryText && a.image === b.image && a.textProperties == b.textProperties
            && a.secondaryTextProperties == b.secondaryTextProperties && a.imageProperties == b.imageProperties
            && a.directionalLayoutMargins == b.directionalLayoutMargins && a.imageToTextPadding == b.imageToTextPadding
            && a.textToSecondaryTextVerticalPadding == b.textToSecondaryTextVerticalPadding
            && a.textToSecondaryTextHorizontalPadding == b.textToSecondaryTextHorizontalPadding
            && a.prefersSideBySideTextAndSecondaryText == b.prefersSideBySideTextAndSecondaryText
    }

    /// Hashes the two texts only, which is enough to tell most configurations apart quickly.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(secondaryText)
    }
}
