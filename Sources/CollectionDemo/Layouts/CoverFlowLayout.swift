import CollectionEngine
import Foundation

/// A horizontal cover flow: the item in the middle faces you, the others turn away in perspective,
/// stacked behind it and fading out towards the edges.
///
/// Scrolls horizontally; scrolling stops with an item in the middle.
final class CoverFlowLayout: RunningOrderLayout {
    /// The distance between neighbouring items' centres when they are turned away.
    var spacing: CGFloat = 110
    private var itemSize = CGSize.zero

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
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
        // Turned items overlap their neighbours by up to half a card: widen the range by that much.
        let reach = itemSize.width / 2
        return rowIndexPaths(from: rect.minX - reach, to: rect.maxX + reach, origin: sideInset, pitch: spacing)
            .compactMap(layoutAttributesForItem(at:))
    }

    override class var layoutAttributesClass: AnyClass { CoverFlowLayoutAttributes.self }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView, let position = positions.position(of: indexPath) else { return nil }
        let middle = collectionView.bounds.midX
        let x = centerX(of: position)
        let attributes = CoverFlowLayoutAttributes(forCellWith: indexPath)
        attributes.size = itemSize
        attributes.center = CGPoint(x: x, y: collectionView.bounds.height / 2)
        attributes.transform3D = transform(at: x - middle)
        // Nearer the middle is in front. Every card is opaque: the cards overlap, and a see-through
        // one would show the title and the shadow of the card behind it.
        attributes.zIndex = 10_000 - Int(abs(x - middle))
        attributes.uncoveredSpan = uncoveredSpan(of: position, middle: middle)
        return attributes
    }

    private func centerX(of position: Int) -> CGFloat { sideInset + CGFloat(position) * spacing }

    /// How a card `distance` points right of the middle is turned: towards the middle, and set back.
    private func transform(at distance: CGFloat) -> CATransform3D {
        // -1 … 1: how far the item is from the middle, in item spacings, saturating.
        let offset = max(-1, min(1, distance / spacing))
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 600
        transform = CATransform3DRotate(transform, -offset * .pi / 3, 0, 1, 0)
        return CATransform3DTranslate(transform, 0, 0, -abs(offset) * 80)
    }

    /// The part of a card's width, at its caption strip, that the cards nearer the middle (drawn in
    /// front of it) leave in sight; nil when none covers it.
    private func uncoveredSpan(of position: Int, middle: CGFloat) -> ClosedRange<CGFloat>? {
        let x = centerX(of: position), width = itemSize.width
        let isRight = x > middle
        // The strip's height, relative to the card's centre (the title's line).
        let v = itemSize.height / 2 - 33
        let turned = transform(at: x - middle)
        // The far edge (from the middle) of the cards in front, on screen.
        var edge: CGFloat?
        for step in 1...3 {
            let neighbour = position + (isRight ? -step : step)
            guard neighbour >= 0, neighbour < positions.count else { break }
            let nx = centerX(of: neighbour)
            guard abs(nx - middle) < abs(x - middle) else { break }
            let t = transform(at: nx - middle)
            let sides = [-width / 2, width / 2].compactMap { CoverFlowLayout.projectedX(u: $0, v: v, transform: t) }.map { $0 + nx }
            guard let far = isRight ? sides.max() : sides.min() else { continue }
            edge = edge.map { isRight ? max($0, far) : min($0, far) } ?? far
        }
        guard let edge else { return nil }
        // The card's own point on that edge: its projection is monotonic across its width.
        var low = -width / 2, high = width / 2
        for _ in 0..<24 {
            let mid = (low + high) / 2
            guard let projected = CoverFlowLayout.projectedX(u: mid, v: v, transform: turned).map({ $0 + x }) else { return nil }
            if (projected < edge) == isRight { low = mid } else { high = mid }
        }
        let cut = ((low + high) / 2 + width / 2).rounded()
        let span = isRight ? min(width, cut)...width : 0...max(0, cut)
        return span == 0...width ? nil : span
    }

    /// Where a point (`u`, `v`) of a card, relative to its centre, lands across the screen under
    /// `transform`, relative to the card's centre; nil behind the eye.
    private static func projectedX(u: CGFloat, v: CGFloat, transform t: CATransform3D) -> CGFloat? {
        let w = u * t.m14 + v * t.m24 + t.m44
        guard w > 1e-6 else { return nil }
        return (u * t.m11 + v * t.m21 + t.m41) / w
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
