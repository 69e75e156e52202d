@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The diffable data source's reordering handlers: an app that reorders without writing the move.
@MainActor
@Suite struct DiffableReorderingTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>
    let scene: CollectionScene<UICollectionViewFlowLayout>
    let dataSource: UICollectionViewDiffableDataSource<String, Int>
    var window: UIWindow { scene.window }
    var collectionView: UICollectionView { scene.collectionView }
    var input: SyntheticInput { scene.input }
    var layout: UICollectionViewFlowLayout { scene.layout }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        scene = CollectionScene(layout: layout, model: [], frame: CGRect(x: 0, y: 0, width: 430, height: 500))
        dataSource = UICollectionViewDiffableDataSource(labellingItemsIn: scene.collectionView)
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3, 4], toSection: "a")
        snapshot.appendItems([5, 6], toSection: "b")
        dataSource.apply(snapshot, animatingDifferences: false)
        scene.window.layoutIfNeeded()
    }

    private func center(_ section: Int, _ item: Int, dx: CGFloat = 0) -> CGPoint {
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .zero
        return CGPoint(x: frame.midX + dx, y: frame.midY)
    }

    @Test func withoutHandlersNothingCanBeReordered() {
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }

    @Test func canReorderItemDecidesPerItem() {
        dataSource.reorderingHandlers.canReorderItem = { $0 != 2 }
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }

    @Test func aDragReordersTheSnapshotAndReportsTheTransaction() {
        var transactions: [String] = []
        var final: Snapshot?
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.willReorder = { transactions.append("will \($0.initialSnapshot.itemIdentifiers)") }
        dataSource.reorderingHandlers.didReorder = {
            transactions.append("did \($0.finalSnapshot.itemIdentifiers)")
            final = $0.finalSnapshot
        }
        input.press(at: center(0, 0))
        input.move(to: center(0, 0, dx: 10))
        input.move(to: center(1, 0, dx: 20))
        input.release(at: center(1, 0, dx: 20))
        input.settle()
        window.layoutIfNeeded()
        #expect(transactions == ["will [1, 2, 3, 4, 5, 6]", "did [2, 3, 4, 5, 1, 6]"])
        #expect(final?.itemIdentifiers(inSection: "b") == [5, 1, 6])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "a") == [2, 3, 4])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == 1)
        #expect(collectionView.checkInvariants() == [])
    }
}
