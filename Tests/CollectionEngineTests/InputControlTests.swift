import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UIControl`/`UIButton` under the pointer.
@MainActor
@Suite struct InputControlTests {
    /// A window with one 100 × 40 button at (20, 20), recording the control events it sends.
    @MainActor
    final class Fixture {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        let input: SyntheticInput
        var events: [String] = []
        let inside = CGPoint(x: 70, y: 40)
        let outside = CGPoint(x: 200, y: 200)

        init() {
            input = SyntheticInput(window: window)
            window.addSubview(button)
            let names: [(String, UIControl.Event)] = [
                ("touchDown", .touchDown), ("touchUpInside", .touchUpInside), ("primaryActionTriggered", .primaryActionTriggered),
                ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
            ]
            for (name, event) in names {
                button.addAction(UIAction { [unowned self] _ in events.append(name) }, for: event)
            }
        }
    }

    @Test func pressHighlightsAndSendsTouchDown() {
        let fixture = Fixture()
        fixture.input.press(at: fixture.inside)
        #expect(fixture.button.isHighlighted)
        #expect(fixture.button.state == .highlighted)
        #expect(fixture.events == ["touchDown"])
    }

    @Test func releaseInsideSendsTouchUpInsideAndPrimaryActionTriggered() {
        let fixture = Fixture()
        fixture.input.click(at: fixture.inside)
        #expect(fixture.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(!fixture.button.isHighlighted)
    }

    @Test func releaseOutsideSendsTouchUpOutsideOnly() {
        let fixture = Fixture()
        fixture.input.press(at: fixture.inside)
        fixture.input.move(to: fixture.outside)
        fixture.input.release(at: fixture.outside)
        #expect(fixture.events == ["touchDown", "touchUpOutside"])
        #expect(!fixture.button.isHighlighted)
    }

    @Test func movingOutUnhighlightsAndMovingBackHighlightsAgain() {
        let fixture = Fixture()
        fixture.input.press(at: fixture.inside)
        fixture.input.move(to: fixture.outside)
        #expect(!fixture.button.isHighlighted)
        fixture.input.move(to: fixture.inside)
        #expect(fixture.button.isHighlighted)
        fixture.input.release(at: fixture.inside)
        #expect(fixture.events.last == "primaryActionTriggered")
    }

    @Test func escapeDuringThePressSendsTouchCancel() {
        let fixture = Fixture()
        fixture.input.press(at: fixture.inside)
        fixture.input.key(.escape)
        fixture.input.release(at: fixture.inside)
        #expect(fixture.events == ["touchDown", "touchCancel"])
        #expect(!fixture.button.isHighlighted)
        #expect(!fixture.button.isTracking)
    }

    @Test func pointerLeavingTheWindowSendsTouchCancel() {
        let fixture = Fixture()
        fixture.input.press(at: fixture.inside)
        fixture.input.exit(at: fixture.outside)
        #expect(fixture.events == ["touchDown", "touchCancel"])
    }

    @Test func disabledButtonIgnoresThePress() {
        let fixture = Fixture()
        fixture.button.isEnabled = false
        fixture.input.click(at: fixture.inside)
        #expect(!fixture.button.isHighlighted)
        #expect(fixture.events == [])
    }

    @Test func buttonDisabledDuringThePressDoesNotFire() {
        let fixture = Fixture()
        fixture.input.press(at: fixture.inside)
        fixture.button.isEnabled = false
        fixture.input.release(at: fixture.inside)
        #expect(fixture.events == ["touchDown", "touchCancel"])
        #expect(!fixture.button.isHighlighted)
    }

    @Test func buttonEnabledDuringAPressThatBeganDisabledDoesNotFire() {
        let fixture = Fixture()
        fixture.button.isEnabled = false
        fixture.input.press(at: fixture.inside)
        fixture.button.isEnabled = true
        fixture.input.move(to: fixture.inside)
        fixture.input.release(at: fixture.inside)
        #expect(fixture.events == [])
        #expect(!fixture.button.isHighlighted)
    }

    @Test func onlyThePrimaryButtonPressesAButton() {
        let fixture = Fixture()
        for button in [InputEvent.PointerButton.secondary, .middle] {
            fixture.input.press(at: fixture.inside, button: button)
            #expect(!fixture.button.isHighlighted)
            fixture.input.release(at: fixture.inside, button: button)
        }
        #expect(fixture.events == [])
    }

    @Test func hiddenButtonIsNotPressed() {
        let fixture = Fixture()
        fixture.button.isHidden = true
        fixture.input.click(at: fixture.inside)
        #expect(fixture.events == [])
    }

    @Test func buttonInACellTakesThePressBeforeTheItem() {
        let scene = CollectionScene.inputGrid()
        let cell = scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        var fired = 0
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 30), primaryAction: UIAction { _ in fired += 1 })
        cell?.contentView.addSubview(button)
        scene.input.click(at: button.convert(CGPoint(x: 50, y: 15), to: scene.window))
        #expect(fired == 1)
        #expect(scene.selectionCalls == [])
        let belowButton = scene.point(0, 0)
        scene.input.click(at: CGPoint(x: belowButton.x, y: belowButton.y + 30))
        #expect(scene.selected == ["0-0"])
    }
}
