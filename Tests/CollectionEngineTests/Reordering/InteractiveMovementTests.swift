@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A delegate that redirects moves and records the targeting calls.
@MainActor
final class TargetingDelegate: NSObject, UICollectionViewDelegate {
    var redirect: ((IndexPath) -> IndexPath)?
    private(set) var asked: [String] = []

    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        asked.append("\(originalIndexPath.item) \(currentIndexPath.item) \(proposedIndexPath.item)")
        return redirect?(proposedIndexPath) ?? proposedIndexPath
    }
}

/// A delegate that implements only the older targeting method.
@MainActor
final class OldTargetingDelegate: NSObject, UICollectionViewDelegate {
    private(set) var asked = 0
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        asked += 1
        return proposedIndexPath
    }
}

/// Interactive movement through its public API, as an app (or UIKit's standard gesture) drives it.
@MainActor
@Suite struct InteractiveMovementTests {
    let scene = CollectionScene.reorderable()
    private var collectionView: UICollectionView { scene.collectionView }
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    private func step(_ frames: Int = 1) { scene.input.stepFrames(frames) }

    @Test func beginAsksTheDataSourceAndRefusesPinnedItems() {
        scene.dataSource.canMoveItem = { $0 != 2 }
        #expect(!collectionView.beginInteractiveMovementForItem(at: path(0, 2)))
        #expect(scene.phase == .idle)
        #expect(collectionView.beginInteractiveMovementForItem(at: path(0, 1)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: path(0, 3)))
    }

    @Test func beginOnAnItemThatDoesNotExistIsReportedAndRefused() {
        #expect(!collectionView.beginInteractiveMovementForItem(at: path(0, 42)))
        #expect(scene.errors == [.indexPathOutOfRange(
            operation: "beginInteractiveMovementForItem(at:)", indexPath: path(0, 42), numberOfSections: 2, numberOfItemsInSection: 8)])
    }

    @Test func theLiftedItemFollowsThePositionRaisedAndScaled() {
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 60, y: 105))
        step()
        let cell = collectionView.cellForItem(at: path(0, 0))
        #expect(scene.target == path(0, 0))
        #expect(cell?.center == CGPoint(x: 60, y: 105))
        #expect(cell?.layer.zPosition == CGFloat(UICollectionViewLayout.interactivelyMovingItemZIndex))
        #expect(cell?.layer.transform == CATransform3DMakeScale(1.05, 1.05, 1))
    }

    @Test func theGapOpensAndVisibleCellsShowTheWouldBeOrder() {
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, 2, dx: 20))
        #expect(scene.target == path(0, 2))
        scene.settle()
        #expect(scene.shown[0] == [1, 2, 0, 3, 4, 5, 6, 7])
        #expect(scene.dataSource.model[0] == Array(0..<8))
        #expect(scene.dataSource.moves.isEmpty)
    }

    @Test func neighboursGlideToTheirNewPlacesInsteadOfJumping() {
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        scene.settle()
        let neighbour = collectionView.cellForItem(at: path(0, 1))
        let before = neighbour?.presentation.center
        collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, 1, dx: 20))
        step()
        let during = collectionView.cellForItem(at: path(0, 0))?.presentation.center
        #expect(during != before && during?.x ?? 0 > 50 && during?.x ?? 0 < before?.x ?? 0)
        scene.settle()
        #expect(collectionView.cellForItem(at: path(0, 0))?.presentation.center.x == 50)
    }

    @Test func endCallsMoveItemAtExactlyOnceAndKeepsTheOrder() {
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, 1, dx: 20))
        collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, 3, dx: 20))
        collectionView.endInteractiveMovement()
        collectionView.endInteractiveMovement()
        scene.settle()
        #expect(scene.dataSource.moves == ["move 0-0 > 0-3"])
        #expect(scene.dataSource.model[0] == [1, 2, 3, 0, 4, 5, 6, 7])
        #expect(scene.shown[0] == [1, 2, 3, 0, 4, 5, 6, 7])
        #expect(scene.phase == .idle)
    }

    @Test func cancelNeverCallsMoveItemAtAndRestoresTheOrder() {
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, 3, dx: 20))
        collectionView.cancelInteractiveMovement()
        scene.settle()
        #expect(scene.dataSource.moves.isEmpty)
        #expect(scene.shown[0] == Array(0..<8))
        #expect(collectionView.cellForItem(at: path(0, 0))?.center == scene.contentPoint(0, 0))
    }

    @Test func anItemMovesAcrossSections() {
        collectionView.beginInteractiveMovementForItem(at: path(0, 1))
        collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(1, 0, dx: -20))
        #expect(scene.target == path(1, 0))
        #expect(collectionView.numberOfItems(inSection: 0) == 7)
        #expect(collectionView.numberOfItems(inSection: 1) == 9)
        collectionView.endInteractiveMovement()
        scene.settle()
        #expect(scene.dataSource.moves == ["move 0-1 > 1-0"])
        #expect(scene.dataSource.model == [[0, 2, 3, 4, 5, 6, 7], [1] + Array(100..<108)])
    }

    @Test func cellsAreAskedForWithTheDataSourcesIndexPaths() {
        let tall = CollectionScene.reorderable(model: [Array(0..<20)], height: 120)
        tall.collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        tall.collectionView.updateInteractiveMovementTargetPosition(tall.contentPoint(0, 1, dx: 20))
        tall.collectionView.contentOffset = CGPoint(x: 0, y: 220)
        tall.settle()
        // Rows 2 and 3 came into view: items 8…15 shown where the data source has them, as it has them.
        #expect(tall.shown[0].filter { $0 >= 8 } == Array(8..<16))
        #expect(tall.errors.isEmpty)
    }

    @Test func theDelegateCanRedirectTheTarget() {
        let delegate = TargetingDelegate()
        delegate.redirect = { _ in IndexPath(item: 5, section: 0) }
        collectionView.delegate = delegate
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, 1, dx: 20))
        #expect(delegate.asked == ["0 0 1"])
        #expect(scene.target == path(0, 5))
    }

    @Test func aTargetOutOfRangeFromTheDelegateIsReportedAndIgnored() {
        let delegate = TargetingDelegate()
        delegate.redirect = { _ in IndexPath(item: 99, section: 0) }
        collectionView.delegate = delegate
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, 1, dx: 20))
        #expect(scene.target == path(0, 0))
        #expect(scene.errors == [.invalidMoveTarget(original: path(0, 0), proposed: path(0, 1), returned: path(0, 99))])
        collectionView.endInteractiveMovement()
        scene.settle()
        #expect(sortedItems(scene.dataSource.model) == sortedItems([Array(0..<8), Array(100..<108)]))
    }

    @Test func theOlderTargetingMethodIsAskedWhenTheNewerIsNotImplemented() {
        let delegate = OldTargetingDelegate()
        collectionView.delegate = delegate
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, 1, dx: 20))
        #expect(delegate.asked == 1)
        #expect(scene.target == path(0, 1))
    }

    @Test func aDataSourceThatDoesNotApplyACrossSectionMoveIsReportedAndReloaded() {
        // A data source that agrees to moves but never changes its counts.
        let stubborn = ModelDataSource<Int>(model: ReferenceModel(counts: [4, 4]))
        stubborn.canMoveItem = { _ in true }
        stubborn.appliesMoves = false
        collectionView.dataSource = stubborn
        collectionView.layoutIfNeeded()
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(1, 0, dx: -20))
        collectionView.endInteractiveMovement()
        scene.settle()
        #expect(scene.errors == [.moveNotApplied(from: path(0, 0), to: path(1, 0), expectedCounts: [3, 5], actualCounts: [4, 4])])
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
    }

    @Test func theSelectionFollowsItsItemsThroughAMove() {
        collectionView.selectItem(at: path(0, 2), animated: false, scrollPosition: [])
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, 3, dx: 20))
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 1)])
        collectionView.cancelInteractiveMovement()
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 2)])
        scene.settle()
    }

    @Test func layoutIsToldAboutEveryChangeOfTheMovement() {
        let layout = RecordingMovementLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView.collectionViewLayout = layout
        collectionView.layoutIfNeeded()
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 60, y: 60))
        collectionView.endInteractiveMovement()
        #expect(layout.calls == ["moving [0] > [0]", "moving [0] > [0]", "ending [0] > [0] cancelled: false"])
    }

    @Test func aReloadDuringTheMovementAbandonsIt() {
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(1, 0, dx: -20))
        scene.dataSource.model = [[1, 2], [3]]
        collectionView.reloadData()
        scene.settle()
        #expect(scene.phase == .idle)
        #expect(scene.dataSource.moves.isEmpty)
        #expect(scene.shown == [[1, 2], [3]])
    }
}

/// A flow layout that records the interactive-movement contexts it is asked for.
@MainActor
final class RecordingMovementLayout: UICollectionViewFlowLayout {
    private(set) var calls: [String] = []

    override func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        calls.append("moving \(previousIndexPaths.map(\.item)) > \(targetIndexPaths.map(\.item))")
        return super.invalidationContext(
            forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
            previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
    }

    override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        calls.append("ending \(previousIndexPaths.map(\.item)) > \(indexPaths.map(\.item)) cancelled: \(movementCancelled)")
        return super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
    }
}

/// A cell that records its drag states.
final class DragStateCell: UICollectionViewCell {
    private(set) var states: [DragState] = []
    override func dragStateDidChange(_ dragState: DragState) { states.append(dragState) }
}

@MainActor
@Suite struct CellDragStateTests {
    @Test func theLiftedCellHearsLiftingDraggingAndNone() throws {
        let scene = CollectionScene.reorderable(cellClass: DragStateCell.self)
        let cell = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? DragStateCell)
        scene.lift(0, 0)
        scene.input.move(to: scene.point(0, 2, dx: 20))
        #expect(cell.states == [.lifting, .dragging])
        scene.input.release(at: scene.point(0, 2, dx: 20))
        #expect(cell.states == [.lifting, .dragging])
        scene.settle()
        #expect(cell.states == [.lifting, .dragging, .none])
    }
}
