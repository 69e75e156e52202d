@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Mouse selection through UIKit's delegate, with desktop modifiers.
@MainActor
@Suite struct InputSelectionTests {
    @Test func pressOnItemAsksAndHighlightsIt() {
        let scene = CollectionScene.inputGrid()
        scene.input.press(at: scene.point(0, 1))
        #expect(scene.selectionCalls == ["shouldHighlight 0-1", "didHighlight 0-1"])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == true)
        #expect(scene.selected == [])
    }

    @Test func releaseOnTheSameItemUnhighlightsThenSelects() {
        let scene = CollectionScene.inputGrid()
        scene.input.click(at: scene.point(0, 1))
        #expect(scene.selectionCalls == [
            "shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1", "shouldSelect 0-1", "didSelect 0-1",
        ])
        let cell = scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell?.isHighlighted == false)
        #expect(cell?.isSelected == true)
        #expect(scene.selected == ["0-1"])
    }

    @Test func movingWithinTheItemKeepsItHighlighted() {
        let scene = CollectionScene.inputGrid()
        let center = scene.point(0, 1)
        scene.input.press(at: center)
        scene.input.move(to: CGPoint(x: center.x + 30, y: center.y - 30))
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == true)
        scene.input.release(at: CGPoint(x: center.x + 30, y: center.y - 30))
        #expect(scene.selected == ["0-1"])
    }

    @Test func movingOffTheItemBeforeReleaseCancelsTheClick() {
        let scene = CollectionScene.inputGrid()
        scene.input.press(at: scene.point(0, 1))
        scene.input.move(to: scene.point(0, 2))
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == false)
        scene.input.move(to: scene.point(0, 1))
        scene.input.release(at: scene.point(0, 1))
        #expect(scene.selectionCalls == ["shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1"])
        #expect(scene.selected == [])
    }

    @Test func releaseOnAnotherItemSelectsNeither() {
        let scene = CollectionScene.inputGrid()
        scene.input.press(at: scene.point(0, 1))
        scene.input.release(at: scene.point(1, 0))
        #expect(scene.selected == [])
        #expect(scene.selectionCalls.last == "didUnhighlight 0-1")
    }

    @Test func refusedHighlightPreventsTheSelection() {
        let scene = CollectionScene.inputGrid()
        scene.delegate.refusesHighlight = [IndexPath(item: 1, section: 0)]
        scene.input.click(at: scene.point(0, 1))
        #expect(scene.selectionCalls == ["shouldHighlight 0-1"])
        #expect(scene.selected == [])
    }

    @Test func refusedSelectionLeavesTheSelectionAlone() {
        let scene = CollectionScene.inputGrid()
        scene.input.click(at: scene.point(0, 0))
        scene.delegate.refusesSelection = [IndexPath(item: 1, section: 0)]
        scene.delegate.reset()
        scene.input.click(at: scene.point(0, 1))
        #expect(scene.selectionCalls == [
            "shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1", "shouldSelect 0-1",
        ])
        #expect(scene.selected == ["0-0"])
    }

    @Test func clickReplacesTheSelectionWithoutMultipleSelection() {
        let scene = CollectionScene.inputGrid()
        scene.input.click(at: scene.point(0, 0))
        scene.delegate.reset()
        scene.input.click(at: scene.point(1, 2))
        #expect(scene.selectionCalls.suffix(3) == ["shouldSelect 1-2", "didDeselect 0-0", "didSelect 1-2"])
        #expect(scene.selected == ["1-2"])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    @Test func clickOnTheSelectedItemSelectsItAgainWithoutMultipleSelection() {
        let scene = CollectionScene.inputGrid()
        scene.input.click(at: scene.point(0, 0))
        scene.delegate.reset()
        scene.input.click(at: scene.point(0, 0))
        #expect(scene.selectionCalls.suffix(2) == ["shouldSelect 0-0", "didSelect 0-0"])
        #expect(scene.selected == ["0-0"])
    }

    @Test func clickTogglesWithMultipleSelection() {
        let scene = CollectionScene.inputGrid(allowsMultipleSelection: true)
        scene.input.click(at: scene.point(0, 0))
        scene.input.click(at: scene.point(0, 3))
        #expect(scene.selected == ["0-0", "0-3"])
        scene.delegate.reset()
        scene.input.click(at: scene.point(0, 0))
        #expect(scene.selectionCalls.suffix(2) == ["shouldDeselect 0-0", "didDeselect 0-0"])
        #expect(scene.selected == ["0-3"])
    }

    @Test func refusedDeselectionKeepsTheItemSelected() {
        let scene = CollectionScene.inputGrid(allowsMultipleSelection: true)
        scene.input.click(at: scene.point(0, 0))
        scene.delegate.refusesDeselection = [IndexPath(item: 0, section: 0)]
        scene.delegate.reset()
        scene.input.click(at: scene.point(0, 0))
        #expect(scene.selectionCalls.last == "shouldDeselect 0-0")
        #expect(scene.selected == ["0-0"])
    }

    @Test func controlClickTogglesOneItemWithMultipleSelection() {
        let scene = CollectionScene.inputGrid(allowsMultipleSelection: true)
        scene.input.click(at: scene.point(0, 0))
        scene.input.click(at: scene.point(0, 2), modifiers: .control)
        #expect(scene.selected == ["0-0", "0-2"])
        scene.input.click(at: scene.point(0, 2), modifiers: .control)
        #expect(scene.selected == ["0-0"])
    }

    @Test func controlClickReplacesWithoutMultipleSelection() {
        let scene = CollectionScene.inputGrid()
        scene.input.click(at: scene.point(0, 0))
        scene.input.click(at: scene.point(0, 2), modifiers: .control)
        #expect(scene.selected == ["0-2"])
    }

    @Test func shiftClickExtendsFromTheAnchorAcrossSections() {
        let scene = CollectionScene.inputGrid(counts: [3, 0, 2, 4], allowsMultipleSelection: true)
        scene.input.click(at: scene.point(0, 1))
        scene.delegate.reset()
        scene.input.click(at: scene.point(3, 1), modifiers: .shift)
        #expect(scene.selected == ["0-1", "0-2", "2-0", "2-1", "3-0", "3-1"])
        #expect(scene.delegate.calls(startingWith: "didSelect") == ["didSelect 0-2", "didSelect 2-0", "didSelect 2-1", "didSelect 3-0", "didSelect 3-1"])
    }

    @Test func shiftClickBeforeTheAnchorSelectsInIndexPathOrder() {
        let scene = CollectionScene.inputGrid(counts: [4, 4], allowsMultipleSelection: true)
        scene.input.click(at: scene.point(1, 1))
        scene.input.click(at: scene.point(0, 2), modifiers: .shift)
        #expect(scene.selected == ["1-1", "0-2", "0-3", "1-0"])
    }

    @Test func shiftClickKeepsTheAnchorAndNeverDeselects() {
        let scene = CollectionScene.inputGrid(counts: [8], allowsMultipleSelection: true)
        scene.input.click(at: scene.point(0, 3))
        scene.input.click(at: scene.point(0, 5), modifiers: .shift)
        scene.input.click(at: scene.point(0, 1), modifiers: .shift)
        #expect(Set(scene.selected) == ["0-1", "0-2", "0-3", "0-4", "0-5"])
        #expect(!scene.delegate.calls.contains { $0.hasPrefix("didDeselect") })
    }

    @Test func shiftClickAsksAboutEachItemInTheRange() {
        let scene = CollectionScene.inputGrid(counts: [8], allowsMultipleSelection: true)
        scene.delegate.refusesSelection = [IndexPath(item: 2, section: 0)]
        scene.input.click(at: scene.point(0, 0))
        scene.input.click(at: scene.point(0, 4), modifiers: .shift)
        #expect(scene.selected == ["0-0", "0-1", "0-3", "0-4"])
    }

    @Test func shiftClickStopsAtItemsADelegateReloadRemovedMidRange() {
        let scene = CollectionScene.inputGrid(counts: [8], allowsMultipleSelection: true)
        scene.input.click(at: scene.point(0, 0))
        scene.delegate.onDidSelect = { [dataSource = scene.dataSource, collectionView = scene.collectionView] indexPath in
            guard indexPath.item == 2 else { return }
            dataSource.model = ReferenceModel(counts: [3])
            collectionView.reloadData()
        }
        scene.input.click(at: scene.point(0, 6), modifiers: .shift)
        #expect(scene.delegate.calls(startingWith: "didSelect").last == "didSelect 0-2")
        #expect(scene.selected == [])
    }

    @Test func shiftClickWithoutAnAnchorToggles() {
        let scene = CollectionScene.inputGrid(allowsMultipleSelection: true)
        scene.input.click(at: scene.point(0, 4), modifiers: .shift)
        #expect(scene.selected == ["0-4"])
        scene.input.click(at: scene.point(0, 6), modifiers: .shift)
        #expect(scene.selected == ["0-4", "0-5", "0-6"])
    }

    @Test func shiftClickReplacesWithoutMultipleSelection() {
        let scene = CollectionScene.inputGrid()
        scene.input.click(at: scene.point(0, 0))
        scene.input.click(at: scene.point(0, 3), modifiers: .shift)
        #expect(scene.selected == ["0-3"])
    }

    @Test func reloadDataForgetsTheAnchor() {
        let scene = CollectionScene.inputGrid(allowsMultipleSelection: true)
        scene.input.click(at: scene.point(0, 0))
        scene.collectionView.reloadData()
        scene.window.layoutIfNeeded()
        scene.input.click(at: scene.point(0, 3), modifiers: .shift)
        #expect(scene.selected == ["0-3"])
    }

    @Test func clickOnEmptySpaceKeepsTheSelection() {
        let scene = CollectionScene.inputGrid()
        scene.input.click(at: scene.point(0, 0))
        scene.delegate.reset()
        scene.input.click(at: scene.emptySpace)
        #expect(scene.selected == ["0-0"])
        #expect(scene.selectionCalls == [])
    }

    @Test func pressesAreIgnoredWhileSelectionIsNotAllowed() {
        let scene = CollectionScene.inputGrid()
        scene.collectionView.allowsSelection = false
        scene.input.click(at: scene.point(0, 0))
        #expect(scene.selectionCalls == [])
        #expect(scene.selected == [])
    }

    @Test func secondaryAndMiddleButtonsDoNotSelect() {
        let scene = CollectionScene.inputGrid()
        for button in [InputEvent.PointerButton.secondary, .middle] {
            scene.input.press(at: scene.point(0, 0), button: button)
            scene.input.release(at: scene.point(0, 0), button: button)
        }
        #expect(scene.selectionCalls == [])
    }

    @Test func clickSelectsTheItemUnderThePointerAfterScrolling() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 220)
        scene.window.layoutIfNeeded()
        scene.input.click(at: CGPoint(x: CollectionScene<GridTestLayout>.inputGridOrigin.x + 60, y: CollectionScene<GridTestLayout>.inputGridOrigin.y + 60))
        #expect(scene.selected == ["0-8"])
    }

    @Test func highlightIsShownByACellThatComesOnScreenDuringThePress() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.press(at: scene.point(0, 0))
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 660)
        scene.window.layoutIfNeeded()
        scene.collectionView.contentOffset = .zero
        scene.window.layoutIfNeeded()
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == true)
    }
}

/// The pure part of click selection: intents and ranges.
@Suite struct ClickSelectionTests {
    private func intent(_ modifiers: InputEvent.Modifiers, multiple: Bool, anchor: IndexPath?) -> ClickSelection.Intent {
        ClickSelection.intent(modifiers: modifiers, allowsMultipleSelection: multiple, anchor: anchor)
    }

    private func items(_ a: IndexPath, _ b: IndexPath, counts: [Int]) -> [String] {
        ClickSelection.items(between: a, and: b, itemCounts: counts).map { "\($0.section)-\($0.item)" }
    }

    @Test func everyClickReplacesWithoutMultipleSelection() {
        let anchor = IndexPath(item: 2, section: 0)
        for modifiers: InputEvent.Modifiers in [[], .shift, .control, [.shift, .control]] {
            #expect(intent(modifiers, multiple: false, anchor: anchor) == .replace)
        }
    }

    @Test func plainAndControlClicksToggleWithMultipleSelection() {
        #expect(intent([], multiple: true, anchor: IndexPath(item: 2, section: 0)) == .toggle)
        #expect(intent(.control, multiple: true, anchor: IndexPath(item: 2, section: 0)) == .toggle)
    }

    @Test func shiftClickExtendsFromTheAnchorOrTogglesWithoutOne() {
        let anchor = IndexPath(item: 2, section: 0)
        #expect(intent(.shift, multiple: true, anchor: anchor) == .extend(from: anchor))
        #expect(intent([.shift, .control], multiple: true, anchor: anchor) == .extend(from: anchor))
        #expect(intent(.shift, multiple: true, anchor: nil) == .toggle)
    }

    @Test func rangeSkipsEmptySectionsAndStaysInsideTheCounts() {
        #expect(items(IndexPath(item: 1, section: 0), IndexPath(item: 9, section: 3), counts: [2, 0, 1, 2])
            == ["0-1", "2-0", "3-0", "3-1"])
    }

    @Test func rangeRunsInIndexPathOrderWhicheverEndComesFirst() {
        #expect(items(IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 0), counts: [3, 3]) == ["0-1", "0-2", "1-0"])
    }

    @Test func rangeOfOneItemIsThatItem() {
        let indexPath = IndexPath(item: 1, section: 1)
        #expect(items(indexPath, indexPath, counts: [2, 2]) == ["1-1"])
    }

    @Test func rangeOutsideTheCountsIsEmpty() {
        #expect(items(IndexPath(item: 0, section: 5), IndexPath(item: 0, section: 6), counts: [2]) == [])
        #expect(items(IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0), counts: []) == [])
    }
}
