@testable import CollectionDemo
import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The gallery selects as desktops do, through the collection view's delegate.
@MainActor
@Suite struct DesktopSelectionTests {
    @Test func plainClickReplacesTheSelection() {
        let scene = GalleryScene()
        scene.input.click(at: scene.point(0, 1))
        scene.input.click(at: scene.point(0, 3))
        #expect(scene.selected == ["0.3"])
    }

    @Test func plainClickOnASelectedCardKeepsItAlone() {
        let scene = GalleryScene()
        scene.input.click(at: scene.point(0, 1))
        scene.input.click(at: scene.point(0, 2), modifiers: .control)
        scene.input.click(at: scene.point(0, 2))
        #expect(scene.selected == ["0.2"])
    }

    @Test func controlClickTogglesACardInAndOut() {
        let scene = GalleryScene()
        scene.input.click(at: scene.point(0, 1))
        scene.input.click(at: scene.point(0, 4), modifiers: .control)
        #expect(scene.selected == ["0.1", "0.4"])
        scene.input.click(at: scene.point(0, 1), modifiers: .control)
        #expect(scene.selected == ["0.4"])
    }

    @Test func shiftClickExtendsFromTheLastCardClicked() {
        let scene = GalleryScene()
        scene.input.click(at: scene.point(0, 2))
        scene.input.click(at: scene.point(0, 5), modifiers: .shift)
        #expect(scene.selected == ["0.2", "0.3", "0.4", "0.5"])
    }

    @Test func clickOnEmptySpaceClearsTheSelection() {
        let scene = GalleryScene()
        scene.input.click(at: scene.point(0, 1))
        scene.input.click(at: scene.point(0, 2), modifiers: .control)
        // Left of the first card: the section inset, backdrop only.
        let empty = CGPoint(x: 8, y: scene.point(0, 0).y)
        scene.input.click(at: empty)
        #expect(scene.selected == [])
    }

    @Test func controlClickOnEmptySpaceKeepsTheSelection() {
        let scene = GalleryScene()
        scene.input.click(at: scene.point(0, 1))
        scene.input.click(at: CGPoint(x: 8, y: scene.point(0, 0).y), modifiers: .control)
        #expect(scene.selected == ["0.1"])
    }

    @Test func escapeClearsTheSelection() {
        let scene = GalleryScene()
        scene.input.click(at: scene.point(0, 1))
        scene.input.click(at: scene.point(0, 3), modifiers: .control)
        scene.input.key(.escape)
        #expect(scene.selected == [])
    }

    @Test func controlASelectsEveryCard() {
        let scene = GalleryScene(items: 12, sections: 2)
        scene.input.click(at: scene.point(0, 1))
        scene.input.key(.character("a"), modifiers: .control)
        #expect(scene.selected.count == 12)
    }

    @Test func spaceStillTogglesTheFocusedCardWithoutReplacing() {
        let scene = GalleryScene()
        scene.input.click(at: scene.point(0, 1))
        scene.input.key(.right)
        scene.input.key(.space)
        #expect(scene.selected == ["0.1", "0.2"])
    }
}
