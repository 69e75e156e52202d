@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Dragging on empty space draws a band and selects what it touches.
@MainActor
@Suite struct RubberBandSelectionTests {
    /// The window point for content point (`x`, `y`) of the input grid, wherever it is scrolled.
    private func window(_ scene: CollectionScene<GridTestLayout>, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
        scene.collectionView.convert(CGPoint(x: x, y: y), to: scene.window)
    }

    private func band(_ scene: CollectionScene<GridTestLayout>) -> UIView? {
        scene.collectionView.subviews.first { $0.layer.zPosition == .greatestFiniteMagnitude && !($0 is UICollectionReusableView) }
    }

    @Test func draggingFromEmptySpaceSelectsEveryItemTheBandTouches() {
        let scene = CollectionScene.inputGrid(counts: [16], allowsMultipleSelection: true)
        scene.input.drag(from: window(scene, 5, 5), to: window(scene, 120, 120))
        #expect(Set(scene.selected) == ["0-0", "0-1", "0-4", "0-5"])
        #expect(scene.selectionCalls.filter { $0.hasPrefix("didSelect") }.count == 4)
    }

    @Test func theBandIsAViewUnderThePointerWhileDraggingAndGoneAfter() {
        let scene = CollectionScene.inputGrid(counts: [16], allowsMultipleSelection: true)
        scene.input.press(at: window(scene, 5, 5))
        scene.input.move(to: window(scene, 60, 150))
        #expect(band(scene)?.frame == CGRect(x: 5, y: 5, width: 55, height: 145))
        scene.input.release(at: window(scene, 60, 150))
        #expect(band(scene) == nil)
    }

    @Test func shrinkingTheBandDeselectsWhatItNoLongerTouches() {
        let scene = CollectionScene.inputGrid(counts: [16], allowsMultipleSelection: true)
        scene.input.press(at: window(scene, 5, 5))
        scene.input.move(to: window(scene, 230, 120))
        scene.input.move(to: window(scene, 50, 50))
        scene.input.release(at: window(scene, 50, 50))
        #expect(scene.selected == ["0-0"])
    }

    @Test func aSmallWobbleIsStillAClickOnEmptySpace() {
        let scene = CollectionScene.inputGrid(counts: [16], allowsMultipleSelection: true)
        scene.input.click(at: scene.point(0, 7))
        scene.input.drag(from: window(scene, 5, 5), to: window(scene, 7, 7))
        #expect(scene.selected == ["0-7"])
    }

    @Test func withoutControlTheBandReplacesTheSelection() {
        let scene = CollectionScene.inputGrid(counts: [16], allowsMultipleSelection: true)
        scene.input.click(at: scene.point(0, 7))
        scene.input.drag(from: window(scene, 5, 5), to: window(scene, 50, 50))
        #expect(scene.selected == ["0-0"])
    }

    @Test func withControlTheBandAddsToTheSelection() {
        let scene = CollectionScene.inputGrid(counts: [16], allowsMultipleSelection: true)
        scene.input.click(at: scene.point(0, 7))
        scene.input.press(at: window(scene, 5, 5), modifiers: .control)
        scene.input.move(to: window(scene, 50, 50))
        scene.input.release(at: window(scene, 50, 50))
        #expect(Set(scene.selected) == ["0-7", "0-0"])
    }

    @Test func anItemTheDelegateRefusesStaysUnselected() {
        let scene = CollectionScene.inputGrid(counts: [16], allowsMultipleSelection: true)
        scene.delegate.refusesSelection = [IndexPath(item: 1, section: 0)]
        scene.input.drag(from: window(scene, 5, 5), to: window(scene, 120, 50))
        #expect(scene.selected == ["0-0"])
    }

    @Test func withoutMultipleSelectionThereIsNoBand() {
        let scene = CollectionScene.inputGrid(counts: [16])
        scene.input.drag(from: window(scene, 5, 5), to: window(scene, 120, 120))
        #expect(scene.selected == [])
    }

    @Test func holdingTheBandAtTheBottomEdgeScrollsAndSelectsOnward() {
        let scene = CollectionScene.inputGrid(counts: [40], allowsMultipleSelection: true)
        scene.input.press(at: window(scene, 5, 5))
        // 5 points above the view's bottom edge (the view is 340 tall at window y 40).
        let edge = CGPoint(x: 50 + 60, y: 40 + 335)
        scene.input.move(to: edge)
        scene.input.stepFrames(30)
        #expect(scene.collectionView.contentOffset.y > 300)
        scene.input.release(at: edge)
        #expect(scene.selected.contains("0-16"), "row 4 scrolled in under the band and was selected")
        #expect(!scene.selected.contains("0-1"), "the band is one column wide")
    }

    @Test func theBandAsksTheLayoutOnlyForItsOwnRectangle() {
        let scene = CollectionScene.inputGrid(counts: [100_000], allowsMultipleSelection: true)
        scene.input.press(at: window(scene, 5, 5))
        let before = scene.layout.rectQueries.count
        scene.input.move(to: window(scene, 120, 120))
        let queries = scene.layout.rectQueries.dropFirst(before)
        #expect(queries.contains(CGRect(x: 5, y: 5, width: 115, height: 115)))
        #expect(queries.allSatisfy { $0.height <= scene.collectionView.bounds.height + 1 }, "no query spans the content")
        scene.input.release(at: window(scene, 120, 120))
    }
}
