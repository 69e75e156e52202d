import CollectionEngine
import Foundation

/// A grid that answers every rect query with every element, as a careless layout may: the
/// collection view must still keep views only for what is visible.
@MainActor
public final class EverythingLayout: GridTestLayout {
    /// How many attributes the last query returned.
    public private(set) var lastAnswerCount = 0

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let everything = super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize)) ?? []
        lastAnswerCount = everything.count
        return everything
    }
}
