import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

@MainActor @Suite struct SelectionFromCodeTests {
    @Test func selectingFromCodeDoesNotCallTheDelegate() {
        let scene = CollectionScene()
        let recorder = DisplayRecorder()
        scene.collectionView.delegate = recorder
        scene.layoutPass()
        scene.collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
        scene.collectionView.deselectItem(at: path(3), animated: false)
        scene.collectionView.selectItem(at: path(4), animated: true, scrollPosition: [])
        scene.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(recorder.selectionCalls == [])
        scene.expectConsistent()
    }

    @Test func singleSelectionReplacesThePreviousItem() {
        let scene = CollectionScene()
        scene.layoutPass()
        scene.collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
        scene.collectionView.selectItem(at: path(5), animated: false, scrollPosition: [])
        #expect(scene.collectionView.indexPathsForSelectedItems == [path(5)])
        #expect(scene.collectionView.cellForItem(at: path(3))?.isSelected == false)
        #expect(scene.collectionView.cellForItem(at: path(5))?.isSelected == true)
        scene.expectConsistent()
    }

    @Test func multipleSelectionKeepsEveryItemInSelectionOrder() {
        let scene = CollectionScene()
        scene.collectionView.allowsMultipleSelection = true
        scene.layoutPass()
        for item in [7, 2, 9] { scene.collectionView.selectItem(at: path(item), animated: false, scrollPosition: []) }
        #expect(scene.collectionView.indexPathsForSelectedItems == [path(7), path(2), path(9)])
        scene.collectionView.deselectItem(at: path(2), animated: false)
        #expect(scene.collectionView.indexPathsForSelectedItems == [path(7), path(9)])
        #expect(scene.testCells.filter(\.isSelected).count == 2)
        scene.expectConsistent()
    }

    @Test func turningMultipleSelectionOffKeepsTheFirstSelectedItem() {
        let scene = CollectionScene()
        scene.collectionView.allowsMultipleSelection = true
        scene.layoutPass()
        for item in [7, 2, 9] { scene.collectionView.selectItem(at: path(item), animated: false, scrollPosition: []) }
        scene.collectionView.allowsMultipleSelection = false
        #expect(scene.collectionView.indexPathsForSelectedItems == [path(7)])
        scene.expectConsistent()
    }

    @Test func noSelectionIsNilNotEmpty() {
        let scene = CollectionScene()
        #expect(scene.collectionView.indexPathsForSelectedItems == nil)
        scene.collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        scene.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(scene.collectionView.indexPathsForSelectedItems == nil)
        scene.expectConsistent()
    }

    @Test func selectionFollowsTheItemNotTheCellWhileScrolling() {
        let scene = CollectionScene()
        scene.layoutPass()
        scene.collectionView.selectItem(at: path(0), animated: false, scrollPosition: [])
        scene.scroll(toY: 600)
        #expect(scene.collectionView.visibleCells.allSatisfy { !$0.isSelected }, "reused cells do not carry the selection")
        scene.scroll(toY: 0)
        #expect(scene.collectionView.cellForItem(at: path(0))?.isSelected == true)
        #expect(scene.collectionView.indexPathsForSelectedItems == [path(0)])
    }

    @Test func selectingWithAScrollPositionScrollsToTheItem() {
        let scene = CollectionScene()
        scene.layoutPass()
        scene.collectionView.selectItem(at: path(60), animated: false, scrollPosition: .centeredVertically)
        scene.layoutPass()
        #expect(scene.collectionView.contentOffset.y == CGFloat(750 + 25 - 95))
        #expect(scene.collectionView.cellForItem(at: path(60))?.isSelected == true)
    }

    @Test func selectingAnItemThatDoesNotExistIsReportedAndChangesNothing() {
        let scene = CollectionScene(items: 10, sections: 2)
        scene.collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        scene.collectionView.selectItem(at: path(10, 1), animated: false, scrollPosition: [])
        scene.collectionView.selectItem(at: path(0, 2), animated: false, scrollPosition: .top)
        #expect(scene.errors == [
            .indexPathOutOfRange(operation: "selectItem(at:animated:scrollPosition:)", indexPath: path(10, 1),
                                 numberOfSections: 2, numberOfItemsInSection: 10),
            .indexPathOutOfRange(operation: "selectItem(at:animated:scrollPosition:)", indexPath: path(0, 2),
                                 numberOfSections: 2, numberOfItemsInSection: nil),
        ])
        #expect(scene.collectionView.indexPathsForSelectedItems == [path(1)])
        scene.layoutPass()
    }

    @Test func reloadDataClearsTheSelection() {
        let scene = CollectionScene()
        scene.layoutPass()
        scene.collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        scene.collectionView.reloadData()
        #expect(scene.collectionView.indexPathsForSelectedItems == nil)
        scene.layoutPass()
        #expect(scene.collectionView.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test func selectionAndDeselectionHaveNoEffectWhenSelectionIsNotAllowed() {
        let scene = CollectionScene()
        scene.layoutPass()
        scene.collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        scene.collectionView.allowsSelection = false
        scene.collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
        scene.collectionView.deselectItem(at: path(2), animated: false)
        #expect(scene.collectionView.indexPathsForSelectedItems == [path(2)])
        scene.expectConsistent()
    }

    @Test func aSelectedCellShowsItsSelectedBackgroundView() {
        let scene = CollectionScene()
        scene.layoutPass()
        let cell = scene.collectionView.cellForItem(at: path(1))
        let selectedBackground = UIView()
        cell?.selectedBackgroundView = selectedBackground
        #expect(selectedBackground.isHidden)
        scene.collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        #expect(!selectedBackground.isHidden)
        cell?.layoutIfNeeded()
        #expect(selectedBackground.frame == cell?.bounds)
    }
}

@MainActor @Suite struct SelectionModelTests {
    @Test func randomSelectingAndDeselectingKeepsSelectionOrder() {
        let scene = CollectionScene(items: 500)
        scene.collectionView.allowsMultipleSelection = true
        var random = SeededGenerator(seed: 7)
        var model: [IndexPath] = []
        for step in 0..<3000 {
            let item = path(Int.random(in: 0..<500, using: &random))
            if Bool.random(using: &random) {
                scene.collectionView.selectItem(at: item, animated: false, scrollPosition: [])
                if !model.contains(item) { model.append(item) }
            } else {
                scene.collectionView.deselectItem(at: item, animated: false)
                model.removeAll { $0 == item }
            }
            if step % 500 == 0 { scene.layoutPass() }
            guard (scene.collectionView.indexPathsForSelectedItems ?? []) == model else {
                Issue.record("step \(step), seed \(random.seed): selection differs from the model")
                return
            }
        }
        scene.layoutPass()
    }

    @Test func deselectingAllOfALargeSelectionLeavesNothingSelected() {
        let scene = CollectionScene(items: 1_000_000)
        scene.collectionView.allowsMultipleSelection = true
        scene.layoutPass()
        for item in stride(from: 0, to: 1_000_000, by: 25) {
            scene.collectionView.selectItem(at: path(item), animated: false, scrollPosition: [])
        }
        #expect(scene.collectionView.indexPathsForSelectedItems?.count == 40_000)
        scene.collectionView.allowsMultipleSelection = false
        #expect(scene.collectionView.indexPathsForSelectedItems == [path(0)])
        scene.collectionView.allowsMultipleSelection = true
        for item in stride(from: 1, to: 1_000_000, by: 25) {
            scene.collectionView.selectItem(at: path(item), animated: false, scrollPosition: [])
        }
        scene.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(scene.collectionView.indexPathsForSelectedItems == nil)
        scene.layoutPass()
        #expect(scene.collectionView.visibleCells.allSatisfy { !$0.isSelected })
    }
}
