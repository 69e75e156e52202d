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

    /// Presses item 0-1, lets `change` change the data, waits past the hold delay (18 frames of 16 ms
    /// on the manual clock) and releases where the press was.
    private func pressSecondItem(changingTheDataWith change: () -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        let pressed = scene.point(0, 1)
        scene.input.press(at: pressed)
        change()
        scene.input.stepFrames(19)
        #expect(scene.phase == .idle, "nothing lifted", sourceLocation: sourceLocation)
        scene.input.release(at: pressed)
        scene.settle()
        #expect((collectionView.indexPathsForSelectedItems ?? []).isEmpty, "nor clicked", sourceLocation: sourceLocation)
        #expect(scene.dataSource.moves.isEmpty, sourceLocation: sourceLocation)
        #expect(scene.errors.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func aDeleteThatMovesThePressedItemAwayEndsThePressWithoutALift() {
        pressSecondItem {
            scene.dataSource.model[0].remove(at: 0)
            collectionView.deleteItems(at: [path(0, 0)])
        }
        #expect(scene.shown[0] == Array(1..<8), "item 2, now at 0-1 under the pointer, stayed in place")
    }

    @Test func deletingThePressedItemEndsThePress() {
        pressSecondItem {
            scene.dataSource.model[0].remove(at: 1)
            collectionView.deleteItems(at: [path(0, 1)])
        }
        #expect(scene.shown[0] == [0] + Array(2..<8))
    }

    @Test func aReloadEndsThePress() {
        pressSecondItem {
            scene.dataSource.model[0].swapAt(1, 2)
            collectionView.reloadData()
        }
        #expect(scene.shown[0] == [0, 2, 1] + Array(3..<8))
    }

    @Test func aChangeElsewhereLeavesThePressedItemToBeLifted() {
        scene.input.press(at: scene.point(0, 1))
        scene.dataSource.model[1].insert(999, at: 0)
        collectionView.insertItems(at: [path(1, 0)])
        #expect(collectionView.cellForItem(at: path(0, 1))?.isHighlighted == true)
        scene.input.stepFrames(19)
        #expect(scene.target == path(0, 1))
        #expect((collectionView.cellForItem(at: path(0, 1)) as? TestCell)?.label.text == "1")
    }
}
