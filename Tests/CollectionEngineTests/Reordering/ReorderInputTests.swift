@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Pointer input that becomes a movement: hold or threshold, release, Escape, leaving, autoscroll, cursor.
@MainActor
@Suite struct ReorderInputTests {
    let scene = CollectionScene.reorderable()
    private var collectionView: UICollectionView { scene.collectionView }
    private var input: SyntheticInput { scene.input }
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func aPressMovedPastTheThresholdBeginsAMovement() {
        let start = scene.point(0, 1)
        input.press(at: start)
        input.move(to: CGPoint(x: start.x + 5, y: start.y))
        #expect(scene.phase == .idle)
        input.move(to: CGPoint(x: start.x + 6, y: start.y))
        #expect(scene.target == path(0, 1))
        #expect(scene.window.cursor == .grabbing)
    }

    @Test func aPressHeldFor300MillisecondsBeginsAMovement() {
        input.press(at: scene.point(0, 1))
        input.stepFrames(17)
        #expect(scene.phase == .idle)
        input.stepFrames(1)
        #expect(scene.target == path(0, 1))
    }

    @Test func anItemGrabbedOffCentreDoesNotJumpUnderThePointer() {
        let centre = scene.contentPoint(0, 1)
        let press = scene.point(0, 1, dx: 30, dy: 25)
        input.press(at: press)
        input.stepFrames(18)
        let cell = collectionView.cellForItem(at: path(0, 1))
        #expect(scene.target == path(0, 1))
        #expect(cell?.center == centre)
        input.move(to: CGPoint(x: press.x + 4, y: press.y + 3))
        #expect(cell?.center == CGPoint(x: centre.x + 4, y: centre.y + 3))
    }

    @Test func aClickStillSelects() {
        let delegate = RecordingCollectionDelegate()
        collectionView.delegate = delegate
        input.click(at: scene.point(0, 2))
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 2)])
        #expect(delegate.calls(startingWith: "did") == ["didHighlight 0-2", "didUnhighlight 0-2", "didSelect 0-2"])
        input.stepFrames(30)
        #expect(scene.phase == .idle)
    }

    @Test func aPressOnAnItemThatCannotMoveStaysAClick() {
        scene.dataSource.canMoveItem = { $0 != 1 }
        let start = scene.point(0, 1)
        input.press(at: start)
        input.move(to: CGPoint(x: start.x + 10, y: start.y))
        input.stepFrames(30)
        #expect(scene.phase == .idle)
        input.release(at: CGPoint(x: start.x + 10, y: start.y))
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 1)])
    }

    @Test func draggingAnItemOntoAnotherReordersTheData() {
        scene.lift(0, 0)
        input.move(to: scene.point(0, 2, dx: 20))
        input.release(at: scene.point(0, 2, dx: 20))
        scene.settle()
        #expect(scene.dataSource.moves == ["move 0-0 > 0-2"])
        #expect(scene.shown[0] == [1, 2, 0, 3, 4, 5, 6, 7])
        #expect(scene.window.cursor == .arrow)
        #expect(collectionView.indexPathsForSelectedItems ?? [] == [])
    }

    @Test func droppingOnTheCentreOfAnotherCardTakesItsPlace() {
        let c = scene.point(0, 2), a = scene.point(0, 0)
        input.press(at: a)
        for step in 1...10 {
            let fraction = CGFloat(step) / 10
            input.move(to: CGPoint(x: a.x + (c.x - a.x) * fraction, y: a.y))
        }
        input.release(at: c)
        scene.settle()
        #expect(scene.dataSource.model[0] == [1, 2, 0, 3, 4, 5, 6, 7])
        // And back onto the first card's centre, across the row and a row boundary.
        let back = scene.point(0, 0)
        scene.lift(1, 1)
        input.move(to: back)
        input.release(at: back)
        scene.settle()
        #expect(scene.dataSource.model == [[101, 1, 2, 0, 3, 4, 5, 6, 7], [100, 102, 103, 104, 105, 106, 107]])
    }

    @Test func escapeCancelsAndRestoresTheOrder() {
        scene.lift(0, 0)
        input.move(to: scene.point(0, 3, dx: 20))
        input.key(.escape)
        scene.settle()
        #expect(scene.dataSource.moves.isEmpty)
        #expect(scene.shown[0] == Array(0..<8))
        #expect(scene.window.cursor == .arrow)
        input.release(at: scene.point(0, 3))
        #expect(scene.dataSource.moves.isEmpty)
    }

    @Test func releasingOutsideTheViewCancels() {
        scene.lift(0, 0)
        input.move(to: scene.point(0, 3, dx: 20))
        input.move(to: CGPoint(x: 700, y: 100))
        input.release(at: CGPoint(x: 700, y: 100))
        scene.settle()
        #expect(scene.dataSource.moves.isEmpty)
        #expect(scene.dataSource.model[0] == Array(0..<8))
    }

    @Test func leavingTheWindowDoesNotCancelTheMovement() {
        scene.lift(0, 0)
        input.exit(at: CGPoint(x: 799, y: 100))
        #expect(scene.target == path(0, 0))
    }

    @Test func theLiftedItemAnimatesBackIntoItsSlotOnCancel() {
        scene.lift(0, 0)
        input.move(to: CGPoint(x: 300, y: 145))
        input.stepFrames(1)
        let cell = collectionView.cellForItem(at: path(0, 0))
        input.key(.escape)
        input.stepFrames(1)
        let midway = cell?.presentation.center ?? .zero
        #expect(midway != scene.contentPoint(0, 0))
        scene.settle()
        #expect(cell?.presentation.center == scene.contentPoint(0, 0))
        #expect(cell?.presentation.transform3D == CATransform3DIdentity)
    }

    @Test func holdingNearTheBottomEdgeAutoscrollsFasterDeeperIn() {
        let tall = CollectionScene.reorderable(model: [Array(0..<40)])
        let bottom = tall.collectionView.convert(CGPoint(x: 0, y: tall.collectionView.bounds.maxY), to: tall.window).y
        tall.lift(0, 0)
        tall.input.move(to: CGPoint(x: 230, y: bottom - 40))
        tall.input.stepFrames(10)
        let shallow = tall.collectionView.contentOffset.y
        tall.input.move(to: CGPoint(x: 230, y: bottom - 5))
        tall.input.stepFrames(10)
        let deep = tall.collectionView.contentOffset.y - shallow
        #expect(shallow > 0)
        #expect(deep > shallow)
        tall.input.release(at: CGPoint(x: 230, y: bottom - 5))
        tall.settle()
        #expect(sortedItems(tall.dataSource.model) == Array(0..<40))
        #expect(tall.dataSource.moves.count == 1)
        #expect(tall.dataSource.model[0].firstIndex(of: 0) ?? 0 > 4, "\(tall.dataSource.moves)")
    }

    @Test func aWheelScrollKeepsTheLiftedItemUnderThePointer() {
        let tall = CollectionScene.reorderable(model: [Array(0..<40)])
        tall.lift(0, 0)
        let pointer = CGPoint(x: 230, y: 200)
        tall.input.move(to: pointer)
        tall.input.wheel(notches: 2, at: pointer)
        #expect(tall.collectionView.contentOffset.y == 2 * InputEvent.wheelStep)
        tall.input.stepFrames(1)
        let lifted = tall.collectionView.cellForItem(at: tall.target ?? IndexPath(item: 0, section: 0))
        #expect(lifted?.center == tall.collectionView.convert(pointer, from: nil))
        #expect(tall.target != IndexPath(item: 0, section: 0))
    }

    @Test func autoscrollStopsWhenThePointerLeavesTheEdgeZone() {
        let tall = CollectionScene.reorderable(model: [Array(0..<40)])
        let bottom = tall.collectionView.convert(CGPoint(x: 0, y: tall.collectionView.bounds.maxY), to: tall.window).y
        tall.lift(0, 0)
        tall.input.move(to: CGPoint(x: 230, y: bottom - 10))
        tall.input.stepFrames(5)
        tall.input.move(to: CGPoint(x: 230, y: bottom - 150))
        tall.input.stepFrames(1)
        let offset = tall.collectionView.contentOffset.y
        tall.input.stepFrames(10)
        #expect(tall.collectionView.contentOffset.y == offset)
        // Nothing keeps frames coming while the lifted item rests away from the edges.
        #expect(tall.input.settle() < 600)
        #expect(tall.collectionView.contentOffset.y == offset)
    }
}

@MainActor
@Suite struct ReorderSettleTests {
    @Test func theLiftedItemAnimatesIntoItsNewSlotOnRelease() {
        let scene = CollectionScene.reorderable()
        scene.lift(0, 0)
        let release = scene.point(0, 2, dx: 30, dy: 20)
        scene.input.move(to: release)
        scene.input.stepFrames(1)
        let cell = scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        scene.input.release(at: release)
        scene.input.stepFrames(3)
        let midway = cell?.presentation.center ?? .zero
        let slot = scene.contentPoint(0, 2)
        let released = scene.collectionView.convert(release, from: nil)
        #expect(midway != slot && midway != released)
        scene.settle()
        #expect(cell?.presentation.center == slot)
        #expect(cell?.layer.zPosition == 0)
    }
}
