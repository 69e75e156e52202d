import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UISlider` under the pointer: the thumb follows the drag along the track.
@MainActor
@Suite struct InputSliderTests {
    /// A window with a 222-point slider at (10, 10): its track runs from x = 21 to x = 221.
    @MainActor
    final class Fixture {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 222, height: 30))
        let input: SyntheticInput
        var events: [String] = []

        init() {
            input = SyntheticInput(window: window)
            window.addSubview(slider)
            let names: [(String, UIControl.Event)] = [
                ("valueChanged", .valueChanged), ("touchUpInside", .touchUpInside),
                ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
            ]
            for (name, event) in names {
                slider.addAction(UIAction { [unowned self] _ in events.append(name) }, for: event)
            }
            window.layoutIfNeeded()
        }
    }

    @Test func pressOnTheTrackMovesTheThumbThere() {
        let fixture = Fixture()
        fixture.input.press(at: CGPoint(x: 121, y: 25))
        #expect(fixture.slider.value == 0.5)
        #expect(fixture.events == ["valueChanged"])
    }

    @Test func draggingPastTheEndStopsAtTheMaximum() {
        let fixture = Fixture()
        fixture.input.press(at: CGPoint(x: 121, y: 25))
        fixture.input.move(to: CGPoint(x: 390, y: 200))
        #expect(fixture.slider.value == 1)
        fixture.input.release(at: CGPoint(x: 390, y: 200))
        #expect(fixture.events.last == "touchUpOutside")
    }

    @Test func releaseOnTheSliderSendsTouchUpInside() {
        let fixture = Fixture()
        fixture.input.press(at: CGPoint(x: 71, y: 25))
        fixture.input.release(at: CGPoint(x: 71, y: 25))
        #expect(fixture.slider.value == 0.25)
        #expect(fixture.events == ["valueChanged", "touchUpInside"])
    }

    @Test func nonContinuousSliderReportsTheValueOnlyOnRelease() {
        let fixture = Fixture()
        fixture.slider.isContinuous = false
        fixture.input.press(at: CGPoint(x: 71, y: 25))
        fixture.input.move(to: CGPoint(x: 171, y: 25))
        #expect(fixture.events.isEmpty)
        fixture.input.release(at: CGPoint(x: 171, y: 25))
        #expect(fixture.events == ["valueChanged", "touchUpInside"])
        #expect(fixture.slider.value == 0.75)
    }

    @Test func valueIsKeptWithinTheRange() {
        let slider = UISlider(frame: .zero)
        slider.maximumValue = 10
        slider.value = 42
        #expect(slider.value == 10)
        slider.value = .nan
        #expect(slider.value == 0)
    }

    @Test func thumbSitsOverTheValue() {
        let fixture = Fixture()
        fixture.slider.value = 1
        fixture.window.layoutIfNeeded()
        let thumb = fixture.slider.thumbRect(forBounds: fixture.slider.bounds, trackRect: fixture.slider.trackRect(forBounds: fixture.slider.bounds), value: 1)
        #expect(thumb.midX == 211)
    }

    /// Right to left the slider is mirrored, as UIKit's: the minimum at the right end, so a press
    /// near the left end gives a value near the maximum and the thumb is drawn there.
    @Test func rightToLeftTheMinimumIsAtTheRightEnd() {
        let fixture = Fixture()
        fixture.slider.semanticContentAttribute = .forceRightToLeft
        fixture.input.click(at: CGPoint(x: 71, y: 25))
        #expect(abs(fixture.slider.value - 0.75) < 0.001)
        fixture.window.layoutIfNeeded()
        let thumb = fixture.slider.thumbRect(forBounds: fixture.slider.bounds, trackRect: fixture.slider.trackRect(forBounds: fixture.slider.bounds),
                                             value: fixture.slider.value)
        #expect(abs(thumb.midX - 61) < 0.001, "the thumb is under the press (slider coordinates)")
    }
}

