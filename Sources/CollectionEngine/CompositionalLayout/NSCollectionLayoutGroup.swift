import Foundation

/// Items arranged in a row, a column or a pattern of your own, as UIKit's `NSCollectionLayoutGroup`.
/// A section repeats its group along the scroll axis (or, when it scrolls orthogonally, across it).
///
/// ```swift
/// // Five squares per row.
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
///     subitems: [item])
/// ```
///
/// How a row or column fills (UIKit's rules):
/// - `subitems:` places the subitems in order, and again from the first, for as long as the next one
///   fits (the first always does), with `interItemSpacing` and each item's `edgeSpacing` between them.
/// - `repeatingSubitem:count:` places exactly `count` copies and makes them as long as the group
///   allows along its axis, whatever the item's own dimension on that axis says.
/// - Flexible spacings share the length left over equally; items shorter than the group across its
///   axis sit at its start unless their edge spacing moves them.
/// - A group's `contentInsets` shrink the space its subitems are laid out in; its subitems'
///   fractional dimensions are fractions of that space.
@MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case line(UICollectionView.ScrollDirection, repeatCount: Int?)
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// The items (and groups) the group arranges; empty for a custom group.
    public let subitems: [NSCollectionLayoutItem]
    /// Space between neighbouring subitems along the group's axis; none when nil.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    private init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], arrangement: Arrangement,
                 supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.arrangement = arrangement
        self.subitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// A row of `subitems`, repeated while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .line(.horizontal, repeatCount: nil))
    }

    /// A row of exactly `count` copies of `repeatingSubitem`, sized to fill the row.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .line(.horizontal, repeatCount: count))
    }

    /// The iOS 13 spelling of `horizontal(layoutSize:repeatingSubitem:count:)`.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A column of `subitems`, repeated while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .line(.vertical, repeatCount: nil))
    }

    /// A column of exactly `count` copies of `repeatingSubitem`, sized to fill the column.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .line(.vertical, repeatCount: count))
    }

    /// The iOS 13 spelling of `vertical(layoutSize:repeatingSubitem:count:)`.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group whose items are wherever `itemProvider` puts them, in the group's coordinates. The
    /// provider's environment has the group's size as its container.
    ///
    /// - Complexity: The provider is called once per layout pass for each container size (sections sharing the
    ///   group share the call); every repetition of the group in the section uses the items it returned.
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider))
    }
}

/// Makes the items of a custom group for an environment whose container is the group.
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One item of a custom group: its frame in the group's coordinates and its stacking order, as UIKit's
/// `NSCollectionLayoutGroupCustomItem`.
public final class NSCollectionLayoutGroupCustomItem: NSObject, Sendable {
    /// The item's frame in the group's coordinates.
    public let frame: CGRect
    /// The item's stacking order; larger draws in front.
    public let zIndex: Int

    /// An item at `frame`, at z index 0.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    /// An item at `frame`, stacked at `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
