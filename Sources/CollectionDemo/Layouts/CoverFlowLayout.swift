import CollectionEngine
import Foundation

/// A horizontal cover flow: the item in the middle faces you, the others turn away in perspective,
/// stacked behind it and fading out towards the edges.
///
/// Scrolls horizontally; scrolling stops with an item in the middle.
final class CoverFlowLayout: UICollectionViewLayout {
    /// The distance between neighbouring items' centres when they are turned away.
    var spacing: CGFloat = 110
    private var positions = ItemPositions(nil)
    private var itemSize = CGSize.zero

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        positions = ItemPositions(collectionView)
        let height = collectionView.bounds.height
        let side = max(60, min(320, height * 0.55))
        itemSize = CGSize(width: side, height: side * 1.1)
    }

    private var sideInset: CGFloat { (collectionView?.bounds.width ?? 0) / 2 }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 2 * sideInset + CGFloat(max(0, positions.count - 1)) * spacing, height: collectionView?.bounds.height ?? 0)
    }

    /// Every scroll changes the perspective of every visible item.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard positions.count > 0 else { return [] }
        // Turned items overlap their neighbours by up to half a card: widen the range by that much.
        let reach = itemSize.width / 2
        let first = max(0, Int(((rect.minX - sideInset - reach) / spacing).rounded(.down)))
        let last = min(positions.count - 1, Int(((rect.maxX - sideInset + reach) / spacing).rounded(.up)))
        guard first <= last else { return [] }
        return (first...last).compactMap { positions.indexPath(at: $0).flatMap(layoutAttributesForItem(at:)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView, let position = positions.position(of: indexPath) else { return nil }
        let middle = collectionView.bounds.midX
        let x = sideInset + CGFloat(position) * spacing
        // -1 … 1: how far the item is from the middle, in item spacings, saturating.
        let offset = max(-1, min(1, (x - middle) / spacing))
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 600
        transform = CATransform3DRotate(transform, -offset * .pi / 3, 0, 1, 0)
        transform = CATransform3DTranslate(transform, 0, 0, -abs(offset) * 80)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = itemSize
        attributes.center = CGPoint(x: x, y: collectionView.bounds.height / 2)
        attributes.transform3D = transform
        attributes.zIndex = 10_000 - Int(abs(x - middle))
        // Opaque near the middle (see-through cards would show the ones behind), fading towards the edges.
        attributes.alpha = max(0.2, min(1, 1.8 - abs(x - middle) / (spacing * 3)))
        return attributes
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        offset(centring: card(at: proposedContentOffset).rounded())
    }

    /// A scroll (the wheel, a key, a drag) stops with a card in the middle, and moves at least one card
    /// its way: a wheel notch is less than half a card, and would otherwise snap back.
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let card = card(at: proposedContentOffset)
        return offset(centring: velocity.x > 0 ? card.rounded(.up) : velocity.x < 0 ? card.rounded(.down) : card.rounded())
    }

    /// Which card (its running number, fractional between cards) is in the middle at `offset`.
    private func card(at offset: CGPoint) -> CGFloat {
        (offset.x + (collectionView?.bounds.width ?? 0) / 2 - sideInset) / spacing
    }

    /// The offset that puts card `card` (clamped to those there are) in the middle.
    private func offset(centring card: CGFloat) -> CGPoint {
        let clamped = max(0, min(CGFloat(max(0, positions.count - 1)), card))
        return CGPoint(x: sideInset + clamped * spacing - (collectionView?.bounds.width ?? 0) / 2, y: 0)
    }
}
