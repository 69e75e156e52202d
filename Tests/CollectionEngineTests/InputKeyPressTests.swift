@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Keys reach responders through `pressesBegan(_:with:)`, from the window's key target outwards.
@MainActor
@Suite struct InputKeyPressTests {
    /// A view that records the keys it is offered and handles those in `handled`.
    final class KeyRecorder: UIView {
        var handled: Set<String> = []
        var heard: [String] = []

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
            heard.append(key.characters)
            if !handled.contains(key.charactersIgnoringModifiers) { super.pressesBegan(presses, with: event) }
        }
    }

    /// A recorder holding a 200 × 200 scroll view (content 1000 tall), the window's key target.
    @MainActor
    final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let container = KeyRecorder(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let input: SyntheticInput

        init() {
            input = SyntheticInput(window: window)
            scrollView.contentSize = CGSize(width: 200, height: 1000)
            scrollView.inputScrollAnimationDuration = 0
            container.addSubview(scrollView)
            window.addSubview(container)
            window.keyTarget = scrollView
        }
    }

    @Test func aKeyNoScrollViewUsesReachesTheResponderAroundTheKeyTarget() {
        let scene = Scene()
        scene.input.key(.character("l"), modifiers: [.shift])
        #expect(scene.container.heard == ["L"])
    }

    @Test func aKeyTheScrollViewUsesScrollsAndGoesNoFurther() {
        let scene = Scene()
        scene.input.key(.pageDown)
        #expect(scene.scrollView.contentOffset.y > 0)
        #expect(scene.container.heard.isEmpty)
    }

    @Test func aKeyHandledByTheKeyTargetDoesNotScroll() {
        let scene = Scene()
        let target = KeyRecorder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        target.handled = ["UIKeyInputPageDown"]
        scene.scrollView.addSubview(target)
        scene.window.keyTarget = target
        scene.input.key(.pageDown)
        #expect(target.heard == ["UIKeyInputPageDown"])
        #expect(scene.scrollView.contentOffset.y == 0)
    }

    @Test func specialKeysCarryUIKitsInputNamesAndModifierFlags() {
        let key = UIKey(.delete, modifiers: [.control, .alternate])
        #expect(key.characters == "\u{7F}")
        #expect(key.modifierFlags == [.control, .alternate])
        #expect(UIKey(.escape, modifiers: []).characters == "UIKeyInputEscape")
    }
}
