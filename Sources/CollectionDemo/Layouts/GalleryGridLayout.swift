import CollectionEngine
import Foundation

/// The grid: a flow layout of equal cards whose every card stays in its column, so a lone card (or
/// the two of a one-line section) starts at the row's leading edge, as in every gallery, and on the
/// display's pixel grid.
///
/// UIKit's flow layout centres an item alone on its line and spreads a section's only line from edge
/// to edge; iOS galleries override it as this does, moving each card to its column's position.
final class GalleryGridLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(inColumn)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(inColumn)
    }

    /// `attributes` (a copy) moved to its column, if it is a card.
    private func inColumn(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard attributes.representedElementCategory == .cell, let collectionView else { return attributes }
        let available = collectionView.bounds.width - sectionInset.left - sectionInset.right
        let column = CGFloat(attributes.indexPath.item % GalleryGridLayout.columns(itemWidth: itemSize.width, available: available,
                                                                                  spacing: minimumInteritemSpacing))
        let pitch = itemSize.width + GalleryGridLayout.gap(itemWidth: itemSize.width, available: available, spacing: minimumInteritemSpacing)
        let moved = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        // On the pixel grid, so a card's edges are crisp at any display scale.
        let scale = collectionView.traitCollection.displayScale
        moved.frame.origin.x = ((sectionInset.left + column * pitch) * scale).rounded() / scale
        return moved
    }

    /// How many cards of `itemWidth` fit in `available` points at least `spacing` apart (at least one).
    static func columns(itemWidth: CGFloat, available: CGFloat, spacing: CGFloat) -> Int {
        max(1, Int(((available + spacing) / (itemWidth + spacing)).rounded(.down)))
    }

    /// The space between columns of a full row, which the flow layout spreads evenly.
    static func gap(itemWidth: CGFloat, available: CGFloat, spacing: CGFloat) -> CGFloat {
        let columns = columns(itemWidth: itemWidth, available: available, spacing: spacing)
        return columns > 1 ? (available - CGFloat(columns) * itemWidth) / CGFloat(columns - 1) : 0
    }
}
