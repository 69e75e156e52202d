@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A change to the data while an item is pressed but not yet lifted: the press follows its item, so
/// the hold that ends later lifts that item or nothing, never whichever item took its index path.
@MainActor
@Suite struct DataChangeDuringPressTests {
    let scene = CollectionScene.reorderable()
    private var collectionView: UICollectionView { scene.collectionView }
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// The hold delay, in the manual clock's 16 ms frames, and one more.
    private let holdFrames = 19

    @Test func aDeleteThatMovesThePressedItemAwayEndsThePressWithoutALift() {
        let pressed = scene.point(0, 1)
        scene.input.press(at: pressed)
        scene.dataSource.model[0].remove(at: 0)
        collectionView.deleteItems(at: [path(0, 0)])
        scene.input.stepFrames(holdFrames)
        #expect(scene.phase == .idle, "item 2, now at 0-1 under the pointer, is not lifted")
        scene.input.release(at: pressed)
        scene.settle()
        #expect((collectionView.indexPathsForSelectedItems ?? []).isEmpty, "nor clicked")
        #expect(scene.dataSource.moves.isEmpty)
        #expect(scene.shown[0] == Array(1..<8))
        #expect(scene.errors.isEmpty)
    }

    @Test func deletingThePressedItemEndsThePress() {
        let pressed = scene.point(0, 1)
        scene.input.press(at: pressed)
        scene.dataSource.model[0].remove(at: 1)
        collectionView.deleteItems(at: [path(0, 1)])
        scene.input.stepFrames(holdFrames)
        #expect(scene.phase == .idle)
        scene.input.release(at: pressed)
        scene.settle()
        #expect((collectionView.indexPathsForSelectedItems ?? []).isEmpty)
        #expect(scene.shown[0] == [0] + Array(2..<8))
    }

    @Test func aReloadEndsThePress() {
        let pressed = scene.point(0, 1)
        scene.input.press(at: pressed)
        scene.dataSource.model[0].swapAt(1, 2)
        collectionView.reloadData()
        scene.input.stepFrames(holdFrames)
        #expect(scene.phase == .idle)
        scene.input.release(at: pressed)
        scene.settle()
        #expect((collectionView.indexPathsForSelectedItems ?? []).isEmpty)
    }

    @Test func aChangeElsewhereLeavesThePressedItemToBeLifted() {
        scene.input.press(at: scene.point(0, 1))
        scene.dataSource.model[1].insert(999, at: 0)
        collectionView.insertItems(at: [path(1, 0)])
        #expect(collectionView.cellForItem(at: path(0, 1))?.isHighlighted == true)
        scene.input.stepFrames(holdFrames)
        #expect(scene.target == path(0, 1))
        #expect((collectionView.cellForItem(at: path(0, 1)) as? TestCell)?.label.text == "1")
    }
}
