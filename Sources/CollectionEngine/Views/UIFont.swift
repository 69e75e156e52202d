import Foundation

/// A font: a family, a size in points and a weight, as UIKit's `UIFont`.
///
/// - Note: The host renders fonts through fontconfig and Xft; `familyName` is a fontconfig family
///   ("DejaVu Sans" unless you pick another) and the system font is that family.
public final class UIFont: NSObject, @unchecked Sendable {
    public let familyName: String
    public let pointSize: CGFloat
    public let weight: Weight
    public let isItalic: Bool

    /// The family used by `systemFont(ofSize:)`; DejaVu Sans is in Debian's `fonts-dejavu-core`.
    nonisolated public static let systemFamilyName = "DejaVu Sans"

    public init(familyName: String, pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false) {
        self.familyName = familyName
        self.pointSize = max(1, pointSize.isFinite ? pointSize : 17)
        self.weight = weight
        self.isItalic = isItalic
    }

    /// UIKit's failable initialiser by name; any name is accepted and resolved by fontconfig when drawn.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(familyName: fontName, pointSize: fontSize)
    }

    public var fontName: String { familyName }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: fontSize)
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: fontSize, weight: weight)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: fontSize, weight: .bold)
    }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: fontSize, isItalic: true)
    }

    /// iOS's default sizes for the text styles (no Dynamic Type).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        switch style {
        case .largeTitle: systemFont(ofSize: 34)
        case .title1: systemFont(ofSize: 28)
        case .title2: systemFont(ofSize: 22)
        case .title3: systemFont(ofSize: 20)
        case .headline: systemFont(ofSize: 17, weight: .semibold)
        case .subheadline: systemFont(ofSize: 15)
        case .callout: systemFont(ofSize: 16)
        case .footnote: systemFont(ofSize: 13)
        case .caption1: systemFont(ofSize: 12)
        case .caption2: systemFont(ofSize: 11)
        default: systemFont(ofSize: 17)
        }
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(familyName: familyName, pointSize: fontSize, weight: weight, isItalic: isItalic)
    }

    /// Typical ascender and descender ratios for the default family, used when no host measures text.
    public var lineHeight: CGFloat { (pointSize * 1.164).rounded(.up) }
    /// The distance from the baseline to the top of the tallest glyphs (DejaVu Sans's 0.928 em).
    public var ascender: CGFloat { pointSize * 0.928 }
    /// The distance from the baseline down to the lowest glyphs, negative as in UIKit (−0.236 em).
    public var descender: CGFloat { -pointSize * 0.236 }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return familyName == other.familyName && pointSize == other.pointSize && weight == other.weight
            && isItalic == other.isItalic
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(familyName); hasher.combine(pointSize); hasher.combine(weight); hasher.combine(isItalic)
        return hasher.finalize()
    }

    /// A font weight, with UIKit's values (regular is 0, bold is 0.4).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
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
}
