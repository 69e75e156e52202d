import Foundation

/// Whether an interface is light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The text size the user prefers, as UIKit's `UIContentSizeCategory`: seven standard sizes from
/// `extraSmall` to `extraExtraExtraLarge` (`large` is the default) and five accessibility sizes.
///
/// ```swift
/// if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
///     stack.axis = .vertical
/// }
/// ```
///
/// Categories compare in size order: `.large < .extraLarge`.
///
/// - Note: On the desktop the category follows the text scaling the desktop publishes (see
///   `UIContentSizeCategory.nearest(toTextScale:)`), instead of the device's Settings.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's string for the category.
    public var rawValue: String
    /// The category with UIKit's string `rawValue`; an unknown string sizes text as `large`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference: text is sized as for `large`.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest standard size (body text 14 points).
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Body text 15 points.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Body text 16 points.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default size (body text 17 points).
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Body text 19 points.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Body text 21 points.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest standard size (body text 23 points).
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size (body text 28 points).
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Body text 33 points.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Body text 40 points.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Body text 47 points.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest size (body text 53 points).
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted (by the window whose category changed) when the preferred category changes; the
    /// new category is under `UIContentSizeCategory.newValueUserInfoKey`.
    nonisolated public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `didChangeNotification` user-info key whose value is the new category.
    nonisolated public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Every category in size order, smallest first (without `unspecified`).
    public static let allOrdered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in `allOrdered`; `unspecified` and unknown values count as `large`, as UIKit
    /// treats them when it picks sizes.
    var index: Int { UIContentSizeCategory.allOrdered.firstIndex(of: self) ?? 3 }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { index >= 7 }

    /// Whether `lhs` is a smaller text size than `rhs`; `unspecified` and unknown values count as `large`.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.index < rhs.index }

    /// The category whose body text is closest (by ratio) to `scale` times the default body size:
    /// a desktop's text scaling of 1.25 is `extraExtraLarge` (21 pt body), 2 is `accessibilityLarge`.
    /// Nil for a scale that is not a finite number between 0.5 and 4, which no desktop means.
    public static func nearest(toTextScale scale: Double) -> UIContentSizeCategory? {
        guard scale.isFinite, scale >= 0.5, scale <= 4 else { return nil }
        let body = DynamicTypeTable.sizes[.body] ?? []
        return zip(allOrdered, body).min { a, b in
            abs(log(Double(a.1) / 17 / scale)) < abs(log(Double(b.1) / 17 / scale))
        }?.0
    }
}
