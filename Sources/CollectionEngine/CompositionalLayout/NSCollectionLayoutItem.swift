import Foundation

/// The smallest piece of a compositional layout: the size, insets and attachments of one cell, as
/// UIKit's `NSCollectionLayoutItem`. Groups arrange items; sections repeat a group.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// ```
///
/// Fractional dimensions are fractions of the group that holds the item (of the section's content
/// area for a section's group).
///
/// - Note: Unlike UIKit's, these objects do not adopt `NSCopying` (they are main-actor objects,
///   and Swift 6 will not let them satisfy a nonisolated protocol); share them or make new ones.
@MainActor
public class NSCollectionLayoutItem: NSObject {
    /// The space the item takes in its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Space between the item's content and the edges of the space it takes: the cell is that much
    /// smaller. Ignored along an axis whose dimension is `.estimated`, as in UIKit.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space kept around the item in its group, which moves it (and its neighbours) instead of
    /// shrinking it.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Views attached to the item, such as badges; they follow the item's index path.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize` with nothing attached.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary views, such as badges, attached to each of its cells.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    /// `contentInsets` as plain insets, leaving out the axes whose dimension is estimated.
    var effectiveInsets: UIEdgeInsets {
        let width = !layoutSize.widthDimension.isEstimated, height = !layoutSize.heightDimension.isEstimated
        return UIEdgeInsets(top: height ? contentInsets.top : 0, left: width ? contentInsets.leading : 0,
                            bottom: height ? contentInsets.bottom : 0, right: width ? contentInsets.trailing : 0)
    }
}
