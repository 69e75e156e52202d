@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Focus stays on its item through updates and layout changes, and finds a neighbour when it goes.
@MainActor
@Suite struct FocusFollowsItemTests {
    private func focusedScene() -> CollectionScene<GridTestLayout> {
        let scene = CollectionScene.inputGrid(counts: [8, 8])
        scene.window.keyTarget = scene.collectionView
        scene.input.click(at: scene.point(0, 3))
        return scene
    }

    @Test func focusFollowsItsItemPastAnInsertion() {
        let scene = focusedScene()
        scene.collectionView.performBatchUpdates {
            scene.dataSource.model[0].insert(100, at: 0)
            scene.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        scene.settle()
        #expect(scene.collectionView.focus.focused == IndexPath(item: 4, section: 0))
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isFocused == true)
    }

    @Test func deletingTheFocusedItemMovesFocusToTheNextOne() {
        let scene = focusedScene()
        scene.collectionView.performBatchUpdates {
            scene.dataSource.model[0].remove(at: 3)
            scene.collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])
        }
        scene.settle()
        // Old item 4 is now item 3.
        #expect(scene.collectionView.focus.focused == IndexPath(item: 3, section: 0))
        let cell = scene.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? TestCell
        #expect(cell?.isFocused == true)
        #expect(cell?.configurationStates.last?.isFocused == true)
    }

    @Test func deletingTheLastItemsMovesFocusToThePreviousOne() {
        let scene = focusedScene()
        scene.collectionView.performBatchUpdates {
            scene.dataSource.model[0].removeSubrange(3...)
            scene.collectionView.deleteItems(at: (3..<8).map { IndexPath(item: $0, section: 0) })
        }
        scene.settle()
        #expect(scene.collectionView.focus.focused == IndexPath(item: 2, section: 0))
    }

    @Test func focusSurvivesALayoutChange() {
        let scene = focusedScene()
        scene.collectionView.setCollectionViewLayout(
            GridTestLayout(columns: 2, itemSize: CGSize(width: 100, height: 100), spacing: 10, margin: 10, sectionSpacing: 10),
            animated: false)
        scene.settle()
        #expect(scene.collectionView.focus.focused == IndexPath(item: 3, section: 0))
        scene.input.key(.down)
        #expect(scene.collectionView.focus.focused == IndexPath(item: 5, section: 0))
    }

    @Test func reloadDataTakesFocusAway() {
        let scene = focusedScene()
        scene.collectionView.reloadData()
        scene.layoutPass()
        #expect(scene.collectionView.focus.focused == nil)
    }
}
