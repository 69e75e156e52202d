@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A change to the data while an item is lifted (an app's Delete or Add, a reload, a snapshot) ends the
/// movement before the change is applied: the presented order is dropped, the data source is never
/// told of a move on index paths the change made stale, and the release that follows does nothing.
@MainActor
@Suite struct DataChangeDuringMovementTests {
    let scene = CollectionScene.reorderable()
    private var collectionView: UICollectionView { scene.collectionView }
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// Lifts 0-1 with the mouse and drags it over 0-3, so the gap shows the would-be order.
    private func dragSecondItemOverFourth() {
        scene.lift(0, 1)
        scene.input.move(to: scene.point(0, 3, dx: 20))
        scene.input.stepFrames(2)
        #expect(scene.target == path(0, 3))
    }

    @Test func aBatchDeleteMidDragCancelsTheMovementFirst() {
        dragSecondItemOverFourth()
        collectionView.performBatchUpdates {
            scene.dataSource.model[0].remove(at: 0)
            collectionView.deleteItems(at: [path(0, 0)])
        }
        #expect(scene.phase.isSettlingOrIdle)
        scene.input.release(at: scene.point(0, 3, dx: 20))
        scene.settle()
        #expect(scene.errors.isEmpty)
        #expect(scene.dataSource.moves.isEmpty)
        #expect(scene.dataSource.model[0] == Array(1..<8))
        #expect(scene.shown[0] == Array(1..<8))
    }

    @Test func aBatchInsertMidDragCancelsTheMovementFirst() {
        dragSecondItemOverFourth()
        collectionView.performBatchUpdates {
            scene.dataSource.model[0].append(8)
            collectionView.insertItems(at: [path(0, 8)])
        }
        scene.input.move(to: scene.point(0, 5, dx: 20))
        scene.input.release(at: scene.point(0, 5, dx: 20))
        scene.settle()
        #expect(scene.errors.isEmpty)
        #expect(scene.dataSource.moves.isEmpty)
        #expect(scene.shown[0] == Array(0..<9))
    }

    @Test func reloadDataMidDragCancelsTheMovementFirst() {
        dragSecondItemOverFourth()
        scene.dataSource.model[0].removeLast(3)
        collectionView.reloadData()
        scene.input.release(at: scene.point(0, 3, dx: 20))
        scene.settle()
        #expect(scene.errors.isEmpty)
        #expect(scene.dataSource.moves.isEmpty)
        #expect(scene.shown[0] == Array(0..<5))
    }

    @Test func aCancelledMovementLeavesNoCellLifted() {
        dragSecondItemOverFourth()
        collectionView.performBatchUpdates {
            scene.dataSource.model[0].remove(at: 7)
            collectionView.deleteItems(at: [path(0, 7)])
        }
        scene.input.release(at: scene.point(0, 3, dx: 20))
        scene.settle()
        for cell in scene.testCells {
            #expect(cell.layer.transform == CATransform3DIdentity)
            #expect(cell.layer.zPosition < CGFloat(UICollectionViewLayout.interactivelyMovingItemZIndex))
        }
    }
}

extension MovementSession.Phase {
    var isSettlingOrIdle: Bool {
        switch self {
        case .idle, .settling: true
        case .lifting, .moving: false
        }
    }
}
