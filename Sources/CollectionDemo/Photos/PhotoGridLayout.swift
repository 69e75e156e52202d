import CollectionEngine
import Foundation

/// The photo grid: a flow layout whose section headers lie under the photos.
///
/// At rest nothing overlaps, so the order shows only while a photo zooms to the large view or back:
/// the photos grow over the headers fading out (or shrink off the headers fading in) instead of a
/// translucent header band lying across them, as a flow layout's headers (z-index 10) would.
final class PhotoGridLayout: UICollectionViewFlowLayout {
    /// Below the photos of the grid (0) and of the large view (`PhotoPagerLayout`, 1).
    static let headerZIndex = -1

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(PhotoGridLayout.underPhotos)
    }

    override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath).map(PhotoGridLayout.underPhotos)
    }

    /// A header's attributes, copied (the flow layout keeps its own), moved under the photos.
    private static func underPhotos(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard attributes.representedElementCategory == .supplementaryView,
              let copy = attributes.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        copy.zIndex = headerZIndex
        return copy
    }
}
