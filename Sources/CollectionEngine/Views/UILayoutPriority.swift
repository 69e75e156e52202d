import Foundation

/// How firmly a size must be kept when a view is measured, as UIKit's `UILayoutPriority`.
///
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` keeps the
/// target length on an axis whose priority is `.required` and measures the content on the others.
///
/// - Note: Tessera has no Auto Layout, so there are no constraints to weigh: a priority only says
///   whether an axis is fixed (`.required`) or measured (anything lower).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
