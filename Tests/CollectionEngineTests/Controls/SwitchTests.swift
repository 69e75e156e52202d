import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UISwitch`: clicks and keys flip it and say so; code sets it silently.
@MainActor
@Suite struct SwitchTests {
    @MainActor
    final class Fixture {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 51, height: 31))
        let input: SyntheticInput
        var events: [String] = []

        init() {
            input = SyntheticInput(window: window)
            window.frameDriver = input.driver
            window.addSubview(toggle)
            for (name, event) in [("valueChanged", UIControl.Event.valueChanged), ("primary", .primaryActionTriggered),
                                  ("upInside", .touchUpInside), ("upOutside", .touchUpOutside)] {
                toggle.addAction(UIAction { [unowned self] _ in events.append(name) }, for: event)
            }
        }
    }

    @Test func clickTurnsItOnAndSendsValueChangedThenPrimaryAction() {
        let fixture = Fixture()
        fixture.input.click(at: CGPoint(x: 40, y: 35))
        #expect(fixture.toggle.isOn)
        #expect(fixture.events == ["valueChanged", "primary", "upInside"])
    }

    @Test func releaseOutsideLeavesItAsItWas() {
        let fixture = Fixture()
        fixture.input.press(at: CGPoint(x: 40, y: 35))
        fixture.input.move(to: CGPoint(x: 200, y: 150))
        fixture.input.release(at: CGPoint(x: 200, y: 150))
        #expect(!fixture.toggle.isOn)
        #expect(fixture.events == ["upOutside"])
    }

    @Test func settingIsOnInCodeSendsNothing() {
        let fixture = Fixture()
        fixture.toggle.setOn(true, animated: true)
        fixture.input.settle()
        #expect(fixture.toggle.isOn)
        #expect(fixture.events.isEmpty)
    }

    @Test func thumbSlidesToTheTrailingEndWhenOn() {
        let fixture = Fixture()
        fixture.window.layoutIfNeeded()
        let thumb = fixture.toggle.subviews[1]
        let offX = thumb.frame.minX
        fixture.toggle.setOn(true, animated: true)
        fixture.input.stepFrames(3)
        let midway = thumb.presentation.frame.minX
        fixture.input.settle()
        #expect(offX < midway && midway < thumb.frame.minX)
        #expect(thumb.frame.maxX == 49)
    }

    @Test func spaceFlipsItWhileItHoldsTheKeys() {
        let fixture = Fixture()
        #expect(fixture.toggle.becomeFirstResponder())
        #expect(fixture.toggle.isFocused)
        fixture.input.key(.space)
        #expect(fixture.toggle.isOn)
        #expect(fixture.events == ["valueChanged", "primary"])
    }

    @Test func disabledSwitchCannotTakeTheKeysOrFlip() {
        let fixture = Fixture()
        fixture.toggle.isEnabled = false
        #expect(!fixture.toggle.becomeFirstResponder())
        fixture.input.click(at: CGPoint(x: 40, y: 35))
        #expect(!fixture.toggle.isOn)
        #expect(fixture.events.isEmpty)
    }

    @Test func intrinsicSizeIsUIKits() {
        #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
    }
}
