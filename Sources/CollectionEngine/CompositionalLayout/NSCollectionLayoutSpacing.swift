import Foundation

/// Space between items of a group, or around one item: fixed, or flexible (at least this much, and a
/// share of whatever the group has left over), as UIKit's `NSCollectionLayoutSpacing`.
///
/// ```swift
/// group.interItemSpacing = .fixed(10)      // exactly 10 points between items
/// group.interItemSpacing = .flexible(8)    // items spread to fill the group, 8 points apart at least
/// ```
public final class NSCollectionLayoutSpacing: NSObject, NSCopying, Sendable {
    /// The spacing in points (the least spacing, for a flexible one).
    public let spacing: CGFloat
    /// Whether the spacing may grow to share the group's leftover space.
    public let isFlexibleSpacing: Bool

    private init(spacing: CGFloat, isFlexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = isFlexible
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFlexible: false) }

    /// At least `flexibleSpacing` points, plus an equal share of the space the group has left over.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, isFlexible: true) }

    /// Whether the spacing is exactly `spacing`.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// The spacing itself: it is immutable, so a copy would be indistinguishable.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// True for a spacing of the same kind and value.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSpacing else { return false }
        return spacing == other.spacing && isFlexibleSpacing == other.isFlexibleSpacing
    }

    /// A hash of the kind and value, consistent with `isEqual(_:)`.
    public override var hash: Int { spacing.hashValue ^ isFlexibleSpacing.hashValue }
}

/// The space kept around an item inside its group, edge by edge, as UIKit's
/// `NSCollectionLayoutEdgeSpacing`. Unlike `contentInsets` it moves the item rather than shrinking it.
///
/// ```swift
/// // Centre a narrow item in a full-width group.
/// item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
/// ```
public final class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying, Sendable {
    /// Space before the item's leading edge; nil for none.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the item; nil for none.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the item's trailing edge; nil for none.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the item; nil for none.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing from one spacing per edge; flexible spacings on opposite edges centre the item.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The edge spacing itself: it is immutable, so a copy would be indistinguishable.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// True when all four edges are equal.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutEdgeSpacing else { return false }
        return leading == other.leading && top == other.top && trailing == other.trailing && bottom == other.bottom
    }

    /// A hash of the four edges, consistent with `isEqual(_:)`.
    public override var hash: Int { [leading, top, trailing, bottom].map { $0?.hash ?? 0 }.reduce(0) { $0 &* 31 &+ $1 } }
}
