import Foundation

/// How much a constraint matters against others, from 1 to 1000, as UIKit's `UILayoutPriority`.
///
/// Required constraints (1000) must hold. Optional ones are satisfied in priority order: every
/// constraint of a higher priority as well as it can be before any of a lower one is considered.
/// Content hugging and compression resistance are priorities too, and `systemLayoutSizeFitting` takes
/// one per axis for the target size.
///
/// ```swift
/// let preferred = title.widthAnchor.constraint(equalToConstant: 200)
/// preferred.priority = .defaultHigh - 1   // gives way to a neighbour's compression resistance
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value; a constraint clamps it to 1...1000 when it is set.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`, as UIKit's unlabelled initialiser.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the priority of content compression resistance by default.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: the priority of content hugging by default.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the fitting priority a self-sizing cell gives its free axes, so its size follows its content.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether `lhs` matters less than `rhs`.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority `rhs` above `lhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` below `lhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
