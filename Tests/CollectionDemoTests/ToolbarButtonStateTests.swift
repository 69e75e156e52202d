@testable import CollectionDemo
import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Toolbar buttons answer the mouse: a shade darker under the pointer, darker still while pressed.
@MainActor
@Suite struct ToolbarButtonStateTests {
    private func layoutButton(_ scene: GalleryScene) -> (UIView, CGPoint) {
        let button = scene.controller.view.toolbar.namedControls.first { $0.0 == "Layout" }!.1
        return (button, button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: scene.window))
    }

    private func lightness(_ view: UIView) -> CGFloat { view.backgroundColor?.red ?? -1 }

    @Test func buttonDarkensUnderThePointerAndBackWhenItLeaves() {
        let scene = GalleryScene()
        let (button, centre) = layoutButton(scene)
        let resting = lightness(button)
        scene.input.move(to: centre)
        let hovered = lightness(button)
        scene.input.move(to: CGPoint(x: centre.x, y: 400))
        #expect(hovered < resting)
        #expect(lightness(button) == resting)
    }

    @Test func pressedButtonIsDarkerThanAHoveredOne() {
        let scene = GalleryScene()
        let (button, centre) = layoutButton(scene)
        scene.input.move(to: centre)
        let hovered = lightness(button)
        scene.input.press(at: centre)
        #expect(lightness(button) < hovered)
        scene.input.release(at: centre)
        #expect(lightness(button) == hovered)
    }
}
