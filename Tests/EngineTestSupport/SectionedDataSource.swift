import CollectionEngine
import Foundation

/// A data source with fixed item counts per section and plain cells, for layout-driven tests.
///
/// It registers `UICollectionViewCell` under `"cell"` and a plain reusable view for headers and
/// footers when attached with `attach(to:)`.
@MainActor
public final class SectionedDataSource: NSObject, UICollectionViewDataSource {
    public var counts: [Int]

    public init(counts: [Int]) { self.counts = counts }

    /// Registers the views this data source dequeues and makes it the collection view's data source.
    public func attach(to collectionView: UICollectionView) {
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collectionView.dataSource = self
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }
}

/// A flow-layout delegate that sizes items with a closure, and records the errors of its collection view.
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
