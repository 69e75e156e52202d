import CollectionEngine

final class CardLayoutAttributes: UICollectionViewLayoutAttributes {
    var tilt: CGFloat = 0
    var shadowOpacity: Float = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CardLayoutAttributes
        copy.tilt = tilt
        copy.shadowOpacity = shadowOpacity
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CardLayoutAttributes else { return false }
        return other.tilt == tilt && other.shadowOpacity == shadowOpacity && super.isEqual(object)
    }
}

/// Cards stacked like a wallet: each one overlaps the previous, later cards on top, slightly tilted.
final class StackedCardsLayout: UICollectionViewLayout {
    var cardHeight: CGFloat = 120
    var visibleStrip: CGFloat = 40
    var horizontalInset: CGFloat = 16

    private var cache: [IndexPath: CardLayoutAttributes] = [:]
    private var contentHeight: CGFloat = 0
    private(set) var prepareCount = 0

    override class var layoutAttributesClass: AnyClass {
        CardLayoutAttributes.self
    }

    override func prepare() {
        super.prepare()
        prepareCount += 1
        cache.removeAll()
        guard let collectionView = collectionView else { return }

        let width = collectionView.bounds.width - 2 * horizontalInset
        var y: CGFloat = 0
        var stackIndex = 0
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let attributesClass = type(of: self).layoutAttributesClass as! UICollectionViewLayoutAttributes.Type
                let attributes = attributesClass.init(forCellWith: indexPath) as! CardLayoutAttributes
                attributes.frame = CGRect(x: horizontalInset, y: y, width: width, height: cardHeight)
                attributes.zIndex = stackIndex
                attributes.tilt = stackIndex % 2 == 0 ? -0.02 : 0.02
                attributes.transform = CGAffineTransform(rotationAngle: attributes.tilt)
                attributes.shadowOpacity = 0.25
                cache[indexPath] = attributes
                y += visibleStrip
                stackIndex += 1
            }
        }
        contentHeight = stackIndex == 0 ? 0 : y - visibleStrip + cardHeight
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.values.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
