import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A blinking caret changes twice a second, so between blinks a window wants no frame and tells the host
/// how long it may sleep; anything that moves on every frame still wants every frame.
@MainActor
@Suite struct CaretRestTests {
    /// A field editing "a", its window's frame just prepared.
    private func editingScene() -> TextFieldScene {
        let scene = TextFieldScene()
        scene.edit("a")
        scene.window.prepareFrame()
        return scene
    }

    private var caretDelay: TimeInterval { 0.5 }

    @Test func betweenBlinksTheWindowWantsNoFrameAndSaysWhenItWill() throws {
        let scene = editingScene()
        scene.input.clock.advance(by: 0.1)
        #expect(!scene.window.needsFrame)
        let wait = try #require(scene.window.secondsUntilFrameNeeded)
        #expect(abs(wait - (caretDelay - 0.1)) < 1e-9)
    }

    @Test func whenTheBlinkIsDueTheWindowWantsAFrameThatHidesTheCaret() {
        let scene = editingScene()
        let caret = scene.field.subviews.first { $0.clipsToBounds }!.subviews[2]
        #expect(!caret.isHidden)
        scene.input.clock.advance(by: caretDelay)
        #expect(scene.window.needsFrame)
        scene.window.prepareFrame()
        #expect(caret.isHidden)
        // And the next rest runs to the blink after.
        scene.input.clock.advance(by: 0.2)
        #expect(!scene.window.needsFrame)
        #expect(abs((scene.window.secondsUntilFrameNeeded ?? 0) - (caretDelay - 0.2)) < 1e-9)
    }

    @Test func anAnimationBesideTheCaretWantsEveryFrame() {
        let scene = editingScene()
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        scene.window.addSubview(box)
        scene.window.prepareFrame()
        UIView.animate(withDuration: 1) { box.center.x = 300 }
        scene.window.prepareFrame()
        scene.input.clock.advance(by: 1.0 / 60)
        #expect(scene.window.needsFrame)
        #expect(scene.window.secondsUntilFrameNeeded == nil)
    }

    @Test func aFieldThatStopsEditingLeavesNothingToWakeFor() {
        let scene = editingScene()
        _ = scene.field.resignFirstResponder()
        scene.input.clock.advance(by: caretDelay)
        scene.window.prepareFrame()
        scene.input.clock.advance(by: caretDelay)
        #expect(!scene.window.needsFrame)
        #expect(scene.window.secondsUntilFrameNeeded == nil)
    }
}
