@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Keyboard focus on items: how it arrives, how keys move it by geometry, and what the delegate hears.
@MainActor
@Suite struct FocusKeyboardTests {
    /// The input grid with the collection view as the window's key target.
    private func scene(counts: [Int] = [8, 8], multiple: Bool = false) -> CollectionScene<GridTestLayout> {
        let scene = CollectionScene.inputGrid(counts: counts, allowsMultipleSelection: multiple)
        scene.window.keyTarget = scene.collectionView
        return scene
    }

    private func focused(_ scene: CollectionScene<GridTestLayout>) -> IndexPath? { scene.collectionView.focus.focused }

    @Test func defaultsFollowADesktop() {
        let collectionView = scene().collectionView
        #expect(collectionView.allowsFocus)
        #expect(collectionView.allowsFocusDuringEditing)
        #expect(!collectionView.selectionFollowsFocus)
        #expect(!collectionView.remembersLastFocusedIndexPath)
    }

    @Test func nothingHasFocusUntilTabOrAClick() {
        let scene = scene()
        #expect(focused(scene) == nil)
        #expect(scene.testCells.allSatisfy { !$0.isFocused })
    }

    @Test func tabFocusesTheItemNearestTheTopLeft() {
        let scene = scene()
        scene.input.key(.tab)
        #expect(focused(scene) == IndexPath(item: 0, section: 0))
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isFocused == true)
    }

    @Test func tabFocusesTheDelegatesPreferredItem() {
        let scene = scene()
        scene.delegate.preferredFocus = IndexPath(item: 3, section: 0)
        scene.input.key(.tab)
        #expect(focused(scene) == IndexPath(item: 3, section: 0))
    }

    @Test func aClickFocusesTheClickedItem() {
        let scene = scene()
        scene.input.click(at: scene.point(0, 6))
        #expect(focused(scene) == IndexPath(item: 6, section: 0))
    }

    @Test func arrowsMoveAlongRowsAndColumns() {
        let scene = scene()
        scene.input.click(at: scene.point(0, 1))
        scene.input.key(.right)
        #expect(focused(scene) == IndexPath(item: 2, section: 0))
        scene.input.key(.down)
        #expect(focused(scene) == IndexPath(item: 6, section: 0))
        scene.input.key(.left)
        #expect(focused(scene) == IndexPath(item: 5, section: 0))
        scene.input.key(.up)
        #expect(focused(scene) == IndexPath(item: 1, section: 0))
    }

    @Test func downCrossesIntoTheNextSectionByPosition() {
        let scene = scene()
        scene.input.click(at: scene.point(0, 5))
        scene.input.key(.down)
        #expect(focused(scene) == IndexPath(item: 1, section: 1))
    }

    @Test func anArrowAtTheEdgeKeepsFocusAndDoesNotScroll() {
        let scene = scene()
        scene.input.click(at: scene.point(0, 4))
        scene.input.key(.left)
        scene.input.key(.up)
        #expect(focused(scene) == IndexPath(item: 0, section: 0))
        scene.input.key(.up)
        #expect(focused(scene) == IndexPath(item: 0, section: 0))
        #expect(scene.collectionView.contentOffset.y == 0)
    }

    @Test func movingFocusScrollsTheItemIntoView() {
        let scene = scene(counts: [40])
        scene.input.click(at: scene.point(0, 8))
        scene.input.key(.down)
        scene.input.key(.down)
        scene.settle()
        #expect(focused(scene) == IndexPath(item: 16, section: 0))
        let frame = scene.collectionView.cellForItem(at: IndexPath(item: 16, section: 0))?.frame ?? .zero
        #expect(scene.collectionView.bounds.contains(frame))
    }

    @Test func anItemTheDelegateCannotFocusIsSkipped() {
        let scene = scene()
        scene.delegate.refusesFocus = [IndexPath(item: 2, section: 0)]
        scene.input.click(at: scene.point(0, 1))
        scene.input.key(.right)
        #expect(focused(scene) == IndexPath(item: 3, section: 0))
    }

    @Test func withoutAllowsFocusArrowsScrollInstead() {
        let scene = scene(counts: [40])
        scene.collectionView.allowsFocus = false
        scene.input.click(at: scene.point(0, 1))
        scene.input.key(.tab)
        #expect(focused(scene) == nil)
        scene.input.key(.down)
        #expect(scene.collectionView.contentOffset.y == InputEvent.wheelStep)
    }

    @Test func theDelegateCanRefuseAChange() {
        let scene = scene()
        scene.input.click(at: scene.point(0, 1))
        scene.delegate.refusesFocusUpdates = true
        scene.input.key(.right)
        #expect(focused(scene) == IndexPath(item: 1, section: 0))
    }

    @Test func theDelegateAndBothCellsHearOfAChange() throws {
        let scene = scene()
        scene.input.click(at: scene.point(0, 1))
        scene.delegate.reset()
        scene.input.key(.right)
        #expect(scene.delegate.calls(startingWith: "focus") == ["focusShould 0-1>0-2", "focusDid 0-1>0-2"])
        let context = try #require(scene.delegate.focusUpdates.last)
        #expect(context.focusHeading == .right)
        let old = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? TestCell)
        let new = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? TestCell)
        #expect(context.previouslyFocusedView === old && context.nextFocusedView === new)
        #expect(old.focusContexts.last === context && new.focusContexts.last === context)
    }

    @Test func cellsSeeFocusInTheirConfigurationState() throws {
        let scene = scene()
        scene.input.click(at: scene.point(0, 1))
        scene.input.key(.right)
        scene.window.layoutIfNeeded()
        let old = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? TestCell)
        let new = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? TestCell)
        #expect(old.configurationStates.last?.isFocused == false)
        #expect(new.configurationStates.last?.isFocused == true)
    }

    @Test func aCellThatScrollsInForTheFocusedItemIsFocused() throws {
        let scene = scene(counts: [40])
        scene.input.click(at: scene.point(0, 0))
        scene.scroll(toY: 800)
        scene.scroll(toY: 0)
        let cell = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? TestCell)
        #expect(cell.isFocused)
        #expect(cell.configurationStates.last?.isFocused == true)
    }

    // MARK: Page, Home, End

    @Test func pageDownMovesFocusAboutAScreenDown() {
        let scene = scene(counts: [40])
        scene.input.click(at: scene.point(0, 1))
        scene.input.key(.pageDown)
        // 340 points down from row 0's centre (y 60) is y 400: row 3 (340…440).
        #expect(focused(scene) == IndexPath(item: 13, section: 0))
        scene.input.key(.pageUp)
        #expect(focused(scene) == IndexPath(item: 1, section: 0))
    }

    @Test func homeAndEndGoToTheFirstAndLastItems() {
        let scene = scene(counts: [8, 8])
        scene.input.click(at: scene.point(0, 1))
        scene.input.key(.end)
        #expect(focused(scene) == IndexPath(item: 7, section: 1))
        scene.input.key(.home)
        #expect(focused(scene) == IndexPath(item: 0, section: 0))
    }

    // MARK: Selection by keys

    @Test func spaceTogglesTheFocusedItem() {
        let scene = scene(multiple: true)
        scene.input.key(.tab)
        scene.input.key(.space)
        #expect(scene.selected == ["0-0"])
        scene.input.key(.space)
        #expect(scene.selected == [])
    }

    @Test func enterSelectsThenPerformsThePrimaryAction() {
        let scene = scene()
        scene.input.key(.tab)
        scene.input.key(.right)
        scene.delegate.reset()
        scene.input.key(.enter)
        #expect(scene.selected == ["0-1"])
        #expect(scene.delegate.calls(startingWith: "shouldSelect", "didSelect", "primaryAction")
                == ["shouldSelect 0-1", "didSelect 0-1", "primaryAction 0-1"])
    }

    @Test func noPrimaryActionWhileEditing() {
        let scene = scene()
        scene.collectionView.allowsSelectionDuringEditing = true
        scene.collectionView.isEditing = true
        scene.input.key(.tab)
        scene.delegate.reset()
        scene.input.key(.enter)
        #expect(scene.delegate.calls(startingWith: "primaryAction") == [])
    }

    @Test func shiftArrowsExtendTheSelectionFromTheAnchor() {
        let scene = scene(multiple: true)
        scene.input.click(at: scene.point(0, 1))
        scene.input.key(.right, modifiers: .shift)
        scene.input.key(.down, modifiers: .shift)
        #expect(Set(scene.selected) == ["0-1", "0-2", "0-3", "0-4", "0-5", "0-6"])
    }

    @Test func controlASelectsEveryItem() {
        let scene = scene(counts: [3, 2], multiple: true)
        scene.input.key(.character("a"), modifiers: .control)
        #expect(scene.selected.count == 5)
    }

    @Test func controlAWithoutMultipleSelectionDoesNothing() {
        let scene = scene(counts: [3, 2])
        scene.input.key(.character("a"), modifiers: .control)
        #expect(scene.selected == [])
    }

    @Test func selectionFollowsFocusSelectsTheFocusedItem() {
        let scene = scene()
        scene.collectionView.selectionFollowsFocus = true
        scene.input.key(.tab)
        scene.input.key(.right)
        #expect(scene.selected == ["0-1"])
    }

    // MARK: Leaving and coming back

    @Test func focusLeavesWithTheKeyTarget() {
        let scene = scene()
        scene.input.click(at: scene.point(0, 2))
        scene.window.keyTarget = nil
        #expect(focused(scene) == nil)
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isFocused == false)
    }

    /// Where focus lands when it leaves item 2 and Tab brings it back, the delegate preferring 1-0.
    private func focusAfterComingBack(remembering: Bool) -> IndexPath? {
        let scene = scene()
        scene.collectionView.remembersLastFocusedIndexPath = remembering
        scene.delegate.preferredFocus = IndexPath(item: 0, section: 1)
        scene.input.click(at: scene.point(0, 2))
        scene.window.keyTarget = nil
        scene.window.keyTarget = scene.collectionView
        scene.input.key(.tab)
        return focused(scene)
    }

    @Test func remembersLastFocusedIndexPathBringsFocusBackToIt() {
        #expect(focusAfterComingBack(remembering: true) == IndexPath(item: 2, section: 0))
    }

    @Test func withoutRememberingFocusComesBackToThePreferredItem() {
        #expect(focusAfterComingBack(remembering: false) == IndexPath(item: 0, section: 1))
    }
}
