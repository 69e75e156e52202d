@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A cell prepared ahead of display shows what its item is when it shows: deletes, moves, reloads,
/// reconfigures and snapshots made meanwhile are never hidden behind a stale prepared cell.
///
/// Each test scrolls one frame so that row 4 (items 16–19, just below the visible rows) is prepared,
/// changes the data, then scrolls on and compares what every visible cell shows with the model.
@MainActor
struct PreparedCellInvalidationTests {
    private func sceneWithRowFourPrepared() -> CollectionScene<GridTestLayout> {
        let scene = CollectionScene(items: 200)
        scene.layoutPass()
        scene.scrollSteadily(dy: 5, frames: 1)
        let prepared = Set(scene.collectionView.prefetch.prepared.keys.map(\.indexPath))
        #expect(prepared.isSuperset(of: paths(16..<20)), "row 4 is prepared before the change")
        #expect(!prepared.contains { scene.visiblePaths.contains($0) })
        return scene
    }

    /// What the model says the visible items are, in index-path order.
    private func expected(_ scene: CollectionScene<GridTestLayout>) -> [[Int]] {
        [scene.visiblePaths.sorted().map { scene.dataSource.model[$0] }]
    }

    @Test func aDeletedItemsPreparedCellIsNotShown() {
        let scene = sceneWithRowFourPrepared()
        scene.collectionView.performBatchUpdates {
            scene.dataSource.model[0].remove(at: 17)
            scene.collectionView.deleteItems(at: [path(17)])
        }
        scene.settle()
        scene.scrollSteadily(dy: 10, frames: 10)
        #expect(scene.shown == expected(scene))
        #expect(!scene.shown[0].contains(17))
    }

    @Test func aMovedItemsPreparedCellDoesNotShowAtItsOldPlace() {
        let scene = sceneWithRowFourPrepared()
        scene.collectionView.performBatchUpdates {
            scene.dataSource.model.moveItem(from: path(18), to: path(0))
            scene.collectionView.moveItem(at: path(18), to: path(0))
        }
        scene.settle()
        scene.scrollSteadily(dy: 10, frames: 10)
        #expect(scene.shown == expected(scene))
    }

    @Test func reloadDataReplacesPreparedCells() {
        let scene = sceneWithRowFourPrepared()
        scene.dataSource.model = ReferenceModel([Array(500..<700)])
        scene.collectionView.reloadData()
        scene.layoutPass()
        scene.scrollSteadily(dy: 10, frames: 10)
        #expect(scene.shown == expected(scene))
    }

    @Test func aReconfiguredItemsPreparedCellIsConfiguredAgainWhenItShows() {
        let scene = sceneWithRowFourPrepared()
        scene.dataSource.model[path(17)] = 9_017
        scene.collectionView.reconfigureItems(at: [path(17)])
        scene.scrollSteadily(dy: 10, frames: 10)
        #expect(scene.shown == expected(scene))
        #expect(scene.shown[0].contains(9_017))
    }

    @Test func aSnapshotThatDeletesAPreparedItemDoesNotShowItsCell() {
        let scene = CollectionScene(layout: GridTestLayout(), model: [])
        let (collectionView, window, input) = (scene.collectionView, scene.window, scene.input)
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(labellingItemsIn: collectionView)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<200))
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        collectionView.contentOffset.y += 5
        input.stepFrames(1)
        #expect(collectionView.prefetch.prepared.keys.contains { $0.indexPath == path(17) })
        snapshot.deleteItems([17])
        dataSource.apply(snapshot, animatingDifferences: false)
        for _ in 0..<10 {
            collectionView.contentOffset.y += 10
            input.stepFrames(1)
        }
        let shown = collectionView.indexPathsForVisibleItems.sorted().map { (collectionView.cellForItem(at: $0) as? TestCell)?.label.text ?? "" }
        let expected = collectionView.indexPathsForVisibleItems.sorted().map { "\(dataSource.itemIdentifier(for: $0) ?? -1)" }
        #expect(shown == expected)
        #expect(!shown.contains("17"))
        #expect(collectionView.checkInvariants() == [])
    }
}
