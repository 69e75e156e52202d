import CollectionEngine
import Foundation

/// A layout that places exactly the attributes it is given (cells of section 0 and anything else),
/// for tests that need overlapping or precisely placed elements.
@MainActor
public final class FixedFramesLayout: UICollectionViewLayout {
    public var elements: [UICollectionViewLayoutAttributes]
    public var contentSize: CGSize

    public init(elements: [UICollectionViewLayoutAttributes], contentSize: CGSize) {
        self.elements = elements
        self.contentSize = contentSize
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    /// Cell attributes for `frames`, item `i` of section 0 at `frames[i]`.
    public static func cells(_ frames: [CGRect]) -> [UICollectionViewLayoutAttributes] {
        frames.enumerated().map { item, frame in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = frame
            return attributes
        }
    }

    public override var collectionViewContentSize: CGSize { contentSize }

    /// The elements that meet `rect`, and every element with a non-finite frame (Foundation's
    /// `intersects` traps on NaN on Linux; the collection view must cope with such elements itself).
    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elements.filter {
            let frame = $0.frame
            return ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) || frame.intersects(rect)
        }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elements.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    public override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        elements.first {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind
                && $0.indexPath == indexPath
        }
    }
}
