import CollectionEngine
import Foundation

/// Items on a ring sized to the window, clockwise from the top, starting at a given item.
///
/// A ring only reads well with a few dozen items, so it shows `capacity` of them from the item it
/// starts at (the user's place in the gallery; fewer when that is near the end, so the ring stays
/// full); the others are not part of this layout and fade out when switching to it.
final class CircleLayout: UICollectionViewLayout {
    var capacity = 48
    /// The item the ring was asked to start at; nil for the first.
    private let start: IndexPath?
    private var positions = ItemPositions(nil)
    /// The running number of the item at the top of the ring.
    private var first = 0
    private var ringCenter = CGPoint.zero
    private var radius: CGFloat = 0
    private var itemSide: CGFloat = 0

    init(startingAt start: IndexPath? = nil) {
        self.start = start
        super.init()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The item at the top of the ring.
    var firstItem: IndexPath? { positions.indexPath(at: first) }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        positions = ItemPositions(collectionView)
        let bounds = collectionView.bounds
        let shown = min(capacity, positions.count)
        first = max(0, min(start.flatMap(positions.position(of:)) ?? 0, positions.count - shown))
        ringCenter = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let outer = max(40, min(bounds.width, bounds.height) / 2 - 16)
        // Items as large as their share of the circumference allows, within reason.
        let share = shown > 0 ? 2 * .pi * outer / CGFloat(shown) : outer
        itemSide = min(120, max(28, share * 0.85))
        radius = max(0, outer - itemSide / 2)
    }

    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (first..<first + min(capacity, positions.count)).compactMap { position in
            positions.indexPath(at: position).flatMap { layoutAttributesForItem(at: $0) }
        }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let shown = min(capacity, positions.count)
        guard let position = positions.position(of: indexPath).map({ $0 - first }), (0..<shown).contains(position) else { return nil }
        let angle = 2 * .pi * CGFloat(position) / CGFloat(shown) - .pi / 2
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = CGSize(width: itemSide, height: itemSide)
        attributes.center = CGPoint(x: ringCenter.x + radius * cos(angle), y: ringCenter.y + radius * sin(angle))
        // Turn each card to face outwards, a little, so the ring reads as a ring.
        attributes.transform = CGAffineTransform(rotationAngle: (angle + .pi / 2) * 0.15)
        attributes.zIndex = position
        return attributes
    }
}
