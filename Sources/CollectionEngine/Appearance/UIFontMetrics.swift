import Foundation

/// Scales custom fonts and sizes the way a text style scales with the preferred text size, as
/// UIKit's `UIFontMetrics`.
///
/// ```swift
/// let base = UIFont(name: "DejaVu Serif", size: 18)!
/// label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: base)
/// label.adjustsFontForContentSizeCategory = true
/// spacing = UIFontMetrics.default.scaledValue(for: 8)
/// ```
///
/// A value is given for the default category (`large`) and multiplied by the ratio of the style's
/// size at the wanted category to its size at `large` (body: 17 → 23 at `extraExtraExtraLarge`).
public final class UIFontMetrics: NSObject, Sendable {
    /// The text style whose scaling these metrics follow.
    public let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` at the size the current text size gives it; a label that adjusts for the content size
    /// category scales it again when the category changes.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` at the size `traitCollection`'s text size gives it (`current`'s when nil or unspecified).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.scaled(like: textStyle, unscaledSize: font.pointSize,
                    to: scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    /// `font` scaled as `scaledFont(for:)`, but never above `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = scaledFont(for: font)
        return scaled.pointSize <= maximumPointSize ? scaled
            : font.scaled(like: textStyle, unscaledSize: font.pointSize, to: max(1, maximumPointSize))
    }

    /// `value` (a spacing, a height) scaled as this style's text scales at the current text size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled as this style's text scales at `traitCollection`'s text size.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UITraitCollection.current.preferredContentSizeCategory }
        let base = DynamicTypeTable.pointSize(of: textStyle, at: .large)
        return value * DynamicTypeTable.pointSize(of: textStyle, at: category) / base
    }
}
