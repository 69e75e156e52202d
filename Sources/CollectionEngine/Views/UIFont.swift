import Foundation
import Synchronization

/// A font: a family, a size in points and a weight, as UIKit's `UIFont`.
///
/// - Note: The host renders fonts through fontconfig and Xft; `familyName` is a fontconfig family.
///   The system font is the desktop's UI font (`UIFont.systemFamilyName`), read when the font is
///   drawn, so system fonts follow the desktop when it changes.
public final class UIFont: NSObject, @unchecked Sendable {
    /// The family; for a system font, the system family at the time of reading.
    public var familyName: String { isSystemFont ? UIFont.systemFamilyName : storedFamilyName }
    private let storedFamilyName: String
    /// Whether the family is the system's (whatever the desktop's UI font is when drawn).
    let isSystemFont: Bool
    /// The size in points, between 1 and 4,096.
    ///
    /// - Note: A size outside that range is clamped to it, and one that is not finite becomes 17,
    ///   where UIKit would keep it.
    public let pointSize: CGFloat
    /// The stroke weight the family is drawn with.
    ///
    /// - Note: Not a `UIFont` property in UIKit, where the weight lives in the font descriptor's traits.
    public let weight: Weight
    /// Whether the italic face of the family is drawn.
    ///
    /// - Note: Not a `UIFont` property in UIKit, where slant lives in the font descriptor's traits.
    public let isItalic: Bool
    /// The text style the font scales with and its size at the default category (`large`), for
    /// fonts from `preferredFont(forTextStyle:)` and `UIFontMetrics.scaledFont(for:)`: what a view
    /// that adjusts for the content size category scales again when the category changes.
    let scaling: (style: TextStyle, unscaledSize: CGFloat)?

    private static let systemFamily = Mutex("DejaVu Sans")

    /// The family of the system font: the desktop's UI font, which the X host sets from the desktop's
    /// settings (`Gtk/FontName`, else fontconfig's `sans-serif`); DejaVu Sans until then.
    ///
    /// - Note: Not in UIKit, whose system font is San Francisco. Setting it changes every system
    ///   font, including those already made, the next time they are measured or drawn.
    nonisolated public static var systemFamilyName: String {
        get { systemFamily.withLock { $0 } }
        set { systemFamily.withLock { $0 = newValue.isEmpty ? "DejaVu Sans" : newValue } }
    }

    /// A font of the fontconfig family `familyName`, resolved when the host first draws with it.
    ///
    /// - Note: Not in UIKit, which makes fonts by PostScript name or descriptor.
    public convenience init(familyName: String, pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false) {
        self.init(family: familyName, isSystemFont: false, pointSize: pointSize, weight: weight, isItalic: isItalic, scaling: nil)
    }

    init(family: String, isSystemFont: Bool, pointSize: CGFloat, weight: Weight, isItalic: Bool,
         scaling: (style: TextStyle, unscaledSize: CGFloat)?) {
        storedFamilyName = family
        self.isSystemFont = isSystemFont
        self.pointSize = max(1, min(4096, pointSize.isFinite ? pointSize : 17))
        self.weight = weight
        self.isItalic = isItalic
        self.scaling = scaling
    }

    /// UIKit's failable initialiser by name; any name is accepted and resolved by fontconfig when drawn.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(familyName: fontName, pointSize: fontSize)
    }

    /// The family name.
    ///
    /// - Note: UIKit answers a PostScript face name ("Helvetica-Bold"); Tessera's fonts are fontconfig
    ///   families with a weight, so this is `familyName`.
    public var fontName: String { familyName }

    /// A system font (the desktop's UI font) of `fontSize` points.
    private static func system(_ fontSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false) -> UIFont {
        UIFont(family: "", isSystemFont: true, pointSize: fontSize, weight: weight, isItalic: isItalic, scaling: nil)
    }

    /// The regular system font (the desktop's UI font) of `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { system(fontSize) }

    /// The system font of `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { system(fontSize, weight: weight) }

    /// The bold system font of `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { system(fontSize, weight: .bold) }

    /// The italic system font of `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { system(fontSize, isItalic: true) }

    /// The system font for `style` at the text size of `UITraitCollection.current` (the desktop's):
    /// iOS's Dynamic Type size and weight for that style and category.
    ///
    /// ```swift
    /// label.font = .preferredFont(forTextStyle: .headline)
    /// label.adjustsFontForContentSizeCategory = true
    /// ```
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at the text size of `traitCollection` (of `current` when nil or
    /// unspecified).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UITraitCollection.current.preferredContentSizeCategory }
        return UIFont(family: "", isSystemFont: true, pointSize: DynamicTypeTable.pointSize(of: style, at: category),
                      weight: DynamicTypeTable.weight(of: style), isItalic: false,
                      scaling: (style, DynamicTypeTable.pointSize(of: style, at: .large)))
    }

    /// The same family, weight and slant at `fontSize` points.
    ///
    /// - Note: The result no longer scales with a text style when the content size category changes.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: storedFamilyName, isSystemFont: isSystemFont, pointSize: fontSize, weight: weight, isItalic: isItalic,
               scaling: nil)
    }

    /// The same font scaled like `style`: `unscaledSize` at the default category.
    func scaled(like style: TextStyle, unscaledSize: CGFloat, to size: CGFloat) -> UIFont {
        UIFont(family: storedFamilyName, isSystemFont: isSystemFont, pointSize: size, weight: weight, isItalic: isItalic,
               scaling: (style, unscaledSize))
    }

    /// This font at `category`'s size, when it scales with a text style (else itself).
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let scaling else { return self }
        let size = UIFontMetrics(forTextStyle: scaling.style).scaledValue(
            for: scaling.unscaledSize, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
        return size == pointSize ? self : scaled(like: scaling.style, unscaledSize: scaling.unscaledSize, to: size)
    }

    /// Typical ascender and descender ratios for the default family, used when no host measures text.
    public var lineHeight: CGFloat { (pointSize * 1.164).rounded(.up) }
    /// The distance from the baseline to the top of the tallest glyphs (DejaVu Sans's 0.928 em).
    public var ascender: CGFloat { pointSize * 0.928 }
    /// The distance from the baseline down to the lowest glyphs, negative as in UIKit (−0.236 em).
    public var descender: CGFloat { -pointSize * 0.236 }

    /// Whether `object` is a font of the same family (or both system fonts), size, weight and slant.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return isSystemFont == other.isSystemFont && storedFamilyName == other.storedFamilyName && pointSize == other.pointSize && weight == other.weight
            && isItalic == other.isItalic
    }

    /// A hash of the family, size, weight and slant, consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(isSystemFont); hasher.combine(storedFamilyName); hasher.combine(pointSize); hasher.combine(weight); hasher.combine(isItalic)
        return hasher.finalize()
    }

    /// A font weight, with UIKit's values (regular is 0, bold is 0.4).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        /// The weight, from −1 (lightest) to 1 (heaviest).
        public var rawValue: CGFloat
        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's ultra-light weight (−0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit's thin weight (−0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit's light weight (−0.4).
        public static let light = Weight(rawValue: -0.4)
        /// UIKit's regular weight (0).
        public static let regular = Weight(rawValue: 0)
        /// UIKit's medium weight (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's semibold weight (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's bold weight (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit's heavy weight (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit's black weight (0.62).
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type text style: `preferredFont(forTextStyle:)` gives its size and weight for the
    /// content size category, from iOS's table.
    ///
    /// - Note: An unknown raw value sizes as `body`.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// The style's name, as UIKit's constants spell it.
        public var rawValue: String
        /// A style named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 34 points at the default category.
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        /// 28 points at the default category.
        public static let title1 = TextStyle(rawValue: "title1")
        /// 22 points at the default category.
        public static let title2 = TextStyle(rawValue: "title2")
        /// 20 points at the default category.
        public static let title3 = TextStyle(rawValue: "title3")
        /// 17 points, semibold, at the default category.
        public static let headline = TextStyle(rawValue: "headline")
        /// 15 points at the default category.
        public static let subheadline = TextStyle(rawValue: "subheadline")
        /// 17 points at the default category.
        public static let body = TextStyle(rawValue: "body")
        /// 16 points at the default category.
        public static let callout = TextStyle(rawValue: "callout")
        /// 13 points at the default category.
        public static let footnote = TextStyle(rawValue: "footnote")
        /// 12 points at the default category.
        public static let caption1 = TextStyle(rawValue: "caption1")
        /// 11 points at the default category.
        public static let caption2 = TextStyle(rawValue: "caption2")
    }
}

/// Measures text for layout; the host gives each window one backed by its real fonts
/// (`UIWindow.textMeasurer`).
@MainActor
public protocol TextMeasuring: AnyObject {
    /// The advance width of `text` set in `font`, in points.
    func width(of text: String, font: UIFont) -> CGFloat
    /// The distance between baselines of consecutive lines in `font`.
    func lineHeight(of font: UIFont) -> CGFloat
    /// Where a caret goes in one line of `text` set in `font`: the x offset, in points from the line's
    /// start, of the boundary before each grapheme cluster and after the last (`text.count + 1`
    /// values, the first 0). Text fields place their caret and selection with it, so it must agree
    /// with how the host draws the line.
    ///
    /// The default adds up `width(of:)` of each cluster, which is right for a renderer that does not
    /// kern across clusters.
    ///
    /// - Complexity: O(*n*) in the clusters of `text`; a field asks only for what it shows.
    func caretOffsets(of text: String, font: UIFont) -> [CGFloat]
    /// The lines `text` set in `font` wraps into at `width` points, in logical order, without the
    /// spaces that end them; only the first `limit` when it is above 0 (a label's `numberOfLines`).
    /// A multi-line label's size is measured from them, so they must be the lines the host draws.
    ///
    /// The default breaks at spaces only (and a word wider than the line between characters, by
    /// `width(of:font:)`): enough for estimates outside a window. The X host breaks by the Unicode
    /// line breaking algorithm (UAX #14: after hyphens, between CJK ideographs, between Thai words)
    /// with the widths it draws.
    ///
    /// - Complexity: The default measures O(*n*) candidate lines for *n* words.
    func lines(of text: String, width: CGFloat, font: UIFont, limit: Int) -> [String]
}

extension TextMeasuring {
    public func lines(of text: String, width: CGFloat, font: UIFont, limit: Int) -> [String] {
        let lines = TextWrapping.lines(of: text, width: width) { self.width(of: $0, font: font) }
        return limit > 0 ? Array(lines.prefix(limit)) : lines
    }

    public func caretOffsets(of text: String, font: UIFont) -> [CGFloat] {
        var offsets: [CGFloat] = [0]
        offsets.reserveCapacity(text.count + 1)
        var x: CGFloat = 0
        for character in text {
            x += width(of: String(character), font: font)
            offsets.append(x)
        }
        return offsets
    }
}

/// Text measured from DejaVu Sans's average advance (0.55 em): what labels use outside a window, or
/// before the host has given the window its fonts.
@MainActor
final class EstimatedTextMeasurer: TextMeasuring {
    /// It holds nothing, so one instance serves every window.
    static let shared = EstimatedTextMeasurer()

    func width(of text: String, font: UIFont) -> CGFloat {
        (CGFloat(text.count) * font.pointSize * 0.55).rounded(.up)
    }

    func lineHeight(of font: UIFont) -> CGFloat { font.lineHeight }

    /// Evenly spaced, so that the last offset is `width(of:)` before its rounding.
    func caretOffsets(of text: String, font: UIFont) -> [CGFloat] {
        (0...text.count).map { CGFloat($0) * font.pointSize * 0.55 }
    }
}
