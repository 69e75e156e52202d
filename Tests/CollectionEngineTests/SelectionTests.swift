import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

@MainActor @Suite struct SelectionFromCodeTests {
    @Test func selectingFromCodeDoesNotCallTheDelegate() {
        let harness = CollectionScene()
        let recorder = DisplayRecorder()
        harness.collectionView.delegate = recorder
        harness.layoutPass()
        harness.collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
        harness.collectionView.deselectItem(at: path(3), animated: false)
        harness.collectionView.selectItem(at: path(4), animated: true, scrollPosition: [])
        harness.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(recorder.selectionCalls == [])
        harness.expectConsistent()
    }

    @Test func singleSelectionReplacesThePreviousItem() {
        let harness = CollectionScene()
        harness.layoutPass()
        harness.collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
        harness.collectionView.selectItem(at: path(5), animated: false, scrollPosition: [])
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(5)])
        #expect(harness.collectionView.cellForItem(at: path(3))?.isSelected == false)
        #expect(harness.collectionView.cellForItem(at: path(5))?.isSelected == true)
        harness.expectConsistent()
    }

    @Test func multipleSelectionKeepsEveryItemInSelectionOrder() {
        let harness = CollectionScene()
        harness.collectionView.allowsMultipleSelection = true
        harness.layoutPass()
        for item in [7, 2, 9] { harness.collectionView.selectItem(at: path(item), animated: false, scrollPosition: []) }
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(7), path(2), path(9)])
        harness.collectionView.deselectItem(at: path(2), animated: false)
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(7), path(9)])
        #expect(harness.testCells.filter(\.isSelected).count == 2)
        harness.expectConsistent()
    }

    @Test func turningMultipleSelectionOffKeepsTheFirstSelectedItem() {
        let harness = CollectionScene()
        harness.collectionView.allowsMultipleSelection = true
        harness.layoutPass()
        for item in [7, 2, 9] { harness.collectionView.selectItem(at: path(item), animated: false, scrollPosition: []) }
        harness.collectionView.allowsMultipleSelection = false
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(7)])
        harness.expectConsistent()
    }

    @Test func noSelectionIsNilNotEmpty() {
        let harness = CollectionScene()
        #expect(harness.collectionView.indexPathsForSelectedItems == nil)
        harness.collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        harness.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(harness.collectionView.indexPathsForSelectedItems == nil)
        harness.expectConsistent()
    }

    @Test func selectionFollowsTheItemNotTheCellWhileScrolling() {
        let harness = CollectionScene()
        harness.layoutPass()
        harness.collectionView.selectItem(at: path(0), animated: false, scrollPosition: [])
        harness.scroll(toY: 600)
        #expect(harness.collectionView.visibleCells.allSatisfy { !$0.isSelected }, "reused cells do not carry the selection")
        harness.scroll(toY: 0)
        #expect(harness.collectionView.cellForItem(at: path(0))?.isSelected == true)
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(0)])
    }

    @Test func selectingWithAScrollPositionScrollsToTheItem() {
        let harness = CollectionScene()
        harness.layoutPass()
        harness.collectionView.selectItem(at: path(60), animated: false, scrollPosition: .centeredVertically)
        harness.layoutPass()
        #expect(harness.collectionView.contentOffset.y == CGFloat(750 + 25 - 95))
        #expect(harness.collectionView.cellForItem(at: path(60))?.isSelected == true)
    }

    @Test func selectingAnItemThatDoesNotExistIsReportedAndChangesNothing() {
        let harness = CollectionScene(items: 10, sections: 2)
        harness.collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        harness.collectionView.selectItem(at: path(10, 1), animated: false, scrollPosition: [])
        harness.collectionView.selectItem(at: path(0, 2), animated: false, scrollPosition: .top)
        #expect(harness.errors == [
            .indexPathOutOfRange(operation: "selectItem(at:animated:scrollPosition:)", indexPath: path(10, 1),
                                 numberOfSections: 2, numberOfItemsInSection: 10),
            .indexPathOutOfRange(operation: "selectItem(at:animated:scrollPosition:)", indexPath: path(0, 2),
                                 numberOfSections: 2, numberOfItemsInSection: nil),
        ])
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(1)])
        harness.layoutPass()
    }

    @Test func reloadDataClearsTheSelection() {
        let harness = CollectionScene()
        harness.layoutPass()
        harness.collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        harness.collectionView.reloadData()
        #expect(harness.collectionView.indexPathsForSelectedItems == nil)
        harness.layoutPass()
        #expect(harness.collectionView.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test func selectionAndDeselectionHaveNoEffectWhenSelectionIsNotAllowed() {
        let harness = CollectionScene()
        harness.layoutPass()
        harness.collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        harness.collectionView.allowsSelection = false
        harness.collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
        harness.collectionView.deselectItem(at: path(2), animated: false)
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(2)])
        harness.expectConsistent()
    }

    @Test func aSelectedCellShowsItsSelectedBackgroundView() {
        let harness = CollectionScene()
        harness.layoutPass()
        let cell = harness.collectionView.cellForItem(at: path(1))
        let selectedBackground = UIView()
        cell?.selectedBackgroundView = selectedBackground
        #expect(selectedBackground.isHidden)
        harness.collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        #expect(!selectedBackground.isHidden)
        cell?.layoutIfNeeded()
        #expect(selectedBackground.frame == cell?.bounds)
    }
}

@MainActor @Suite struct SelectionModelTests {
    @Test func randomSelectingAndDeselectingKeepsSelectionOrder() {
        let harness = CollectionScene(items: 500)
        harness.collectionView.allowsMultipleSelection = true
        var random = SeededGenerator(seed: 7)
        var model: [IndexPath] = []
        for step in 0..<3000 {
            let item = path(Int.random(in: 0..<500, using: &random))
            if Bool.random(using: &random) {
                harness.collectionView.selectItem(at: item, animated: false, scrollPosition: [])
                if !model.contains(item) { model.append(item) }
            } else {
                harness.collectionView.deselectItem(at: item, animated: false)
                model.removeAll { $0 == item }
            }
            if step % 500 == 0 { harness.layoutPass() }
            guard (harness.collectionView.indexPathsForSelectedItems ?? []) == model else {
                Issue.record("step \(step), seed \(random.seed): selection differs from the model")
                return
            }
        }
        harness.layoutPass()
    }

    @Test func deselectingAllOfALargeSelectionLeavesNothingSelected() {
        let harness = CollectionScene(items: 1_000_000)
        harness.collectionView.allowsMultipleSelection = true
        harness.layoutPass()
        for item in stride(from: 0, to: 1_000_000, by: 25) {
            harness.collectionView.selectItem(at: path(item), animated: false, scrollPosition: [])
        }
        #expect(harness.collectionView.indexPathsForSelectedItems?.count == 40_000)
        harness.collectionView.allowsMultipleSelection = false
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(0)])
        harness.collectionView.allowsMultipleSelection = true
        for item in stride(from: 1, to: 1_000_000, by: 25) {
            harness.collectionView.selectItem(at: path(item), animated: false, scrollPosition: [])
        }
        harness.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(harness.collectionView.indexPathsForSelectedItems == nil)
        harness.layoutPass()
        #expect(harness.collectionView.visibleCells.allSatisfy { !$0.isSelected })
    }
}
