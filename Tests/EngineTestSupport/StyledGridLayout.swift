import CollectionEngine
import Foundation

/// A grid whose cells carry a transform, an alpha and a z index chosen per item, the way a custom
/// layout subclass decorates its superclass's attributes on iOS.
@MainActor
public final class StyledGridLayout: GridTestLayout {
    /// Sets the look of one cell's attributes.
    public var style: (UICollectionViewLayoutAttributes) -> Void = { _ in }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(styled)
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(styled)
    }

    private func styled(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        if attributes.representedElementCategory == .cell { style(attributes) }
        return attributes
    }
}
