import CollectionEngine
import Foundation

/// A flow-layout delegate that sizes items with a closure.
@MainActor
public final class SizingFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    public var size: (IndexPath) -> CGSize
    public private(set) var sizeCalls = 0

    public init(size: @escaping (IndexPath) -> CGSize) { self.size = size }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeCalls += 1
        return size(indexPath)
    }
}

/// A flow-layout delegate that implements only section insets, so items keep the layout's `itemSize`.
@MainActor
public final class InsetOnlyFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    public var inset: UIEdgeInsets
    public init(inset: UIEdgeInsets) { self.inset = inset }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets { inset }
}
