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
/// the text; `valueCell()` the secondary text at the trailing edge, on the same line; `sidebarCell()`
/// and its kin for sidebars; `header()`, `plainHeader()`, `groupedHeader()`, `sidebarHeader()` and
/// `footer()` for supplementary views.
///
/// A symbol image is drawn in `imageProperties.tintColor` (the view's tint colour when nil) at the
/// size of `imageProperties.preferredSymbolConfiguration`:
///
/// ```swift
/// content.image = UIImage(systemName: "folder")
/// content.imageProperties.tintColor = .systemOrange
/// content.imageProperties.preferredSymbolConfiguration = .init(pointSize: 20)
/// ```
///
/// `updated(for:)` gives a sidebar row white text and image while it is selected (on the tint-coloured
/// fill of `UIBackgroundConfiguration.listSidebarCell()`); the other styles look the same in every state.
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
        /// The size, weight and scale a symbol image is drawn at; nil for the symbol's own.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The colour a symbol (or template) image is drawn in; nil for the view's tint colour.
        public var tintColor: UIColor?
        /// Applied to the tint colour before a symbol is drawn in it.
        public var tintColorTransformer: UIConfigurationColorTransformer?

        /// The colour a symbol is drawn in: `tintColor` (or `tintColor` given) through the transformer.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }

        /// Equal when everything but the transformer (a function, which cannot be compared) is.
        public static func == (a: ImageProperties, b: ImageProperties) -> Bool {
            a.maximumSize == b.maximumSize && a.reservedLayoutSize == b.reservedLayoutSize && a.cornerRadius == b.cornerRadius
                && a.preferredSymbolConfiguration == b.preferredSymbolConfiguration && a.tintColor == b.tintColor
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(maximumSize.width); hasher.combine(maximumSize.height); hasher.combine(cornerRadius)
        }
    }

    /// Whether this is a sidebar row, whose text and image turn white while it is selected.
    var isSidebarRow = false
    /// Set by `updated(for:)` on a selected sidebar row: the view draws text and image white.
    var drawsOnSelectedFill = false

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

    /// A row of a sidebar: the text beside the image, white on the selection's tint-coloured fill.
    public static func sidebarCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.isSidebarRow = true
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 10, bottom: 11, trailing: 10)
        configuration.imageToTextPadding = 10
        return configuration
    }

    /// A sidebar row with the secondary text under the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { sidebarCell() }

    /// A row of a sidebar shown beside other content (its selection is grey, its text stays dark).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        var configuration = sidebarCell()
        configuration.isSidebarRow = false
        return configuration
    }

    /// An accompanied sidebar row with the secondary text under the text.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { accompaniedSidebarCell() }

    /// A section header of a sidebar: bold, the secondary label colour.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(textFont: .systemFont(ofSize: 15, weight: .semibold), textColor: .secondaryLabel,
                                                       secondaryFont: .systemFont(ofSize: 13), secondaryColor: .secondaryLabel)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 10, bottom: 6, trailing: 10)
        return configuration
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

    /// This configuration in `state`: a sidebar row's text and image are drawn white while it is selected.
    ///
    /// - Note: The text and image properties keep their colours; the view draws them white (UIKit
    ///   changes the colours in the returned configuration).
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        guard isSidebarRow, let cell = state as? UICellConfigurationState else { return self }
        var updated = self
        updated.drawsOnSelectedFill = cell.isSelected
        return updated
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
            && a.isSidebarRow == b.isSidebarRow && a.drawsOnSelectedFill == b.drawsOnSelectedFill
    }

    /// Hashes the two texts only, which is enough to tell most configurations apart quickly.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(secondaryText)
    }
}
