import Foundation

// Right-to-left layout, done once: a layout that `flipsHorizontallyInOppositeLayoutDirection`
// computes its frames left to right, and everything the collection view reads from it (attributes,
// rects it asks about, proposed offsets, a lifted item's position) passes through these `shown…`
// queries, which mirror across the content's width with one pure function (`HorizontalMirror`).
// Layout code stays direction-free; the collection view sees the mirrored picture only.

extension UICollectionViewLayout {
    /// The mirror the collection view sees this layout through; nil when it shows the layout as computed.
    ///
    /// The content is mirrored across its own width, or the collection view's when that is wider, so
    /// content narrower than the view (a short horizontal row) starts at the right edge.
    var shownMirror: HorizontalMirror? {
        guard flipsHorizontallyInOppositeLayoutDirection, let collectionView,
              collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection else { return nil }
        return HorizontalMirror(width: max(collectionViewContentSize.width, collectionView.bounds.width))
    }

    /// `layoutAttributesForElements(in:)` as the collection view shows it.
    func shownAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let mirror = shownMirror else { return layoutAttributesForElements(in: rect) }
        return layoutAttributesForElements(in: mirror.rect(rect))?.map(mirror.attributes)
    }

    /// `layoutAttributesForItem(at:)` as the collection view shows it.
    func shownAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: indexPath)
        return shownMirror.flatMap { mirror in attributes.map(mirror.attributes) } ?? attributes
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)` as the collection view shows it.
    func shownAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        return shownMirror.flatMap { mirror in attributes.map(mirror.attributes) } ?? attributes
    }

    /// `layoutAttributesForDecorationView(ofKind:at:)` as the collection view shows it.
    func shownAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        return shownMirror.flatMap { mirror in attributes.map(mirror.attributes) } ?? attributes
    }

    /// The lifted item's attributes for a pointer at `position` in the collection view's coordinates.
    func shownAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes {
        guard let mirror = shownMirror else {
            return layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        }
        return mirror.attributes(layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: mirror.point(position)))
    }

    /// `targetContentOffset(forProposedContentOffset:)` as the collection view shows it: offsets are
    /// the left edge of the visible rect, so they mirror with the view's width.
    func shownTargetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
        guard let mirror = shownMirror, let width = collectionView?.bounds.width else {
            return targetContentOffset(forProposedContentOffset: proposed)
        }
        let target = targetContentOffset(forProposedContentOffset: CGPoint(x: mirror.x(proposed.x + width), y: proposed.y))
        return CGPoint(x: mirror.x(target.x + width), y: target.y)
    }

    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` as the collection view
    /// shows it; the velocity mirrors too.
    func shownTargetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let mirror = shownMirror, let width = collectionView?.bounds.width else {
            return targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        }
        let target = targetContentOffset(forProposedContentOffset: CGPoint(x: mirror.x(proposed.x + width), y: proposed.y),
                                         withScrollingVelocity: CGPoint(x: -velocity.x, y: velocity.y))
        return CGPoint(x: mirror.x(target.x + width), y: target.y)
    }
}
