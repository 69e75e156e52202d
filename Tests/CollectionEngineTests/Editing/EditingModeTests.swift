@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Editing mode: its defaults, its selection rules, and cells told through their configuration state.
@MainActor
@Suite struct EditingModeTests {
    @Test func defaultsAreUIKits() {
        let collectionView = CollectionScene.inputGrid().collectionView
        #expect(!collectionView.isEditing)
        #expect(!collectionView.allowsSelectionDuringEditing)
        #expect(!collectionView.allowsMultipleSelectionDuringEditing)
    }

    @Test func everyCellOnScreenSeesEditingInItsConfigurationState() {
        let scene = CollectionScene.inputGrid()
        scene.collectionView.setEditing(true, animated: true)
        #expect(!scene.testCells.isEmpty)
        #expect(scene.testCells.allSatisfy { $0.configurationStates.last?.isEditing == true })
        scene.settle()
        scene.collectionView.isEditing = false
        #expect(scene.testCells.allSatisfy { $0.configurationStates.last?.isEditing == false })
    }

    @Test func aCellThatScrollsInWhileEditingSeesIt() throws {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.collectionView.isEditing = true
        scene.scroll(toY: 800)
        let cell = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 30, section: 0)) as? TestCell)
        #expect(cell.configurationStates.last?.isEditing == true)
    }

    @Test func clicksSelectNothingWhileEditingUnlessAllowed() {
        let scene = CollectionScene.inputGrid()
        scene.collectionView.isEditing = true
        scene.input.click(at: scene.point(0, 1))
        #expect(scene.selected == [])
        scene.collectionView.allowsSelectionDuringEditing = true
        scene.input.click(at: scene.point(0, 1))
        #expect(scene.selected == ["0-1"])
    }

    /// The input grid editing, with multiple selection allowed while editing.
    private func editingScene() -> CollectionScene<GridTestLayout> {
        let scene = CollectionScene.inputGrid()
        scene.collectionView.allowsSelectionDuringEditing = true
        scene.collectionView.allowsMultipleSelectionDuringEditing = true
        scene.collectionView.isEditing = true
        return scene
    }

    @Test func multipleSelectionDuringEditingTogglesEachClick() {
        let scene = editingScene()
        scene.input.click(at: scene.point(0, 1))
        scene.input.click(at: scene.point(0, 2))
        scene.input.click(at: scene.point(0, 1))
        #expect(scene.selected == ["0-2"])
    }

    @Test func leavingEditingKeepsOnlyWhatTheNormalModeAllows() {
        let scene = editingScene()
        scene.input.click(at: scene.point(0, 1))
        scene.input.click(at: scene.point(0, 2))
        scene.collectionView.isEditing = false
        #expect(scene.selected == ["0-1"])
    }

    @Test func theControllerPassesEditingToItsCollectionView() {
        let controller = UICollectionViewController(collectionViewLayout: GridTestLayout())
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing)
        #expect(controller.collectionView.isEditing)
    }

    @Test func configurationUpdateHandlerRunsWhenNotOverridden() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var states: [UICellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in states.append(state) }
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(states.last?.isSelected == true)
    }
}
