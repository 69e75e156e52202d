import CollectionEngine
import Foundation

/// One photo at a time, the size of the collection view, side by side across all sections: the
/// large view. Switching to it from the grid with `setCollectionViewLayout(_:animated:)` zooms the
/// chosen thumbnail up to fill the window.
///
/// - Complexity: rect queries are arithmetic on the page width, whatever the number of photos.
final class PhotoPagerLayout: RunningOrderLayout {
    /// The photo to land on when the layout is installed; nil keeps the nearest page.
    var openingItem: IndexPath?
    private var page = CGSize.zero

    override func prepare() {
        super.prepare()
        page = collectionView?.bounds.size ?? page
    }

    override var collectionViewContentSize: CGSize { CGSize(width: page.width * CGFloat(positions.count), height: page.height) }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { newBounds.size != page }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rowIndexPaths(from: rect.minX, to: rect.maxX, origin: 0, pitch: page.width)
            .compactMap(layoutAttributesForItem(at:)).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let position = positions.position(of: indexPath) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: CGFloat(position) * page.width, y: 0, width: page.width, height: page.height)
        attributes.zIndex = 1  // above the grid's cards while they fly in and out
        return attributes
    }

    /// The page of the opening photo, else the page nearest `proposedContentOffset`.
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard page.width > 0 else { return proposedContentOffset }
        if let openingItem, let position = positions.position(of: openingItem) {
            return CGPoint(x: CGFloat(position) * page.width, y: 0)
        }
        return CGPoint(x: (proposedContentOffset.x / page.width).rounded() * page.width, y: 0)
    }

    /// The photo `steps` pages from the one on screen at `offset`, nil past either end.
    func item(steppingBy steps: Int, from offset: CGPoint) -> IndexPath? {
        guard page.width > 0 else { return nil }
        return positions.indexPath(at: Int((offset.x / page.width).rounded()) + steps)
    }

    /// The photo on screen at `offset`.
    func item(at offset: CGPoint) -> IndexPath? { item(steppingBy: 0, from: offset) }
}
