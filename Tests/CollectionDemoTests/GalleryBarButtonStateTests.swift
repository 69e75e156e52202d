@testable import CollectionDemo
import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Bar buttons answer the mouse: a tinted backdrop under the pointer, stronger while pressed.
@MainActor
@Suite struct GalleryBarButtonStateTests {
    private func layoutButton(_ scene: GalleryScene) -> (UIView, CGPoint) {
        let button = scene.controller.bar.namedControls.first { $0.0 == "Layout" }!.1
        return (button, button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: scene.window))
    }

    /// How strong the button's backdrop is: 0 with none.
    private func backdrop(_ view: UIView) -> CGFloat { view.backgroundColor?.alpha ?? 0 }

    @Test func aBackdropAppearsUnderThePointerAndGoesWhenItLeaves() {
        let scene = GalleryScene()
        let (button, centre) = layoutButton(scene)
        let resting = backdrop(button)
        scene.input.move(to: centre)
        let hovered = backdrop(button)
        scene.input.move(to: CGPoint(x: centre.x, y: 400))
        #expect(hovered > resting)
        #expect(backdrop(button) == resting)
    }

    @Test func aPressedButtonsBackdropIsStrongerThanAHoveredOnes() {
        let scene = GalleryScene()
        let (button, centre) = layoutButton(scene)
        scene.input.move(to: centre)
        let hovered = backdrop(button)
        scene.input.press(at: centre)
        #expect(backdrop(button) > hovered)
        scene.input.release(at: centre)
        #expect(backdrop(button) == hovered)
    }
}
