import CollectionEngine
import EngineTestSupport
import Foundation
import Testing
@testable import XHost

/// Recorded XInput 2 sequences replayed through `XInput2Translator`, the code live XI2 events go
/// through (`XInput2Input` only reads them out of their X structures), into a window with a scroll
/// view on a manual clock. No X server here can fake XI2 touchpads, touchscreens or pinches.
///
/// The sequences are shaped as libinput's X driver sends them: a touchpad (device 12) with scroll
/// valuators 2 (horizontal) and 3 (vertical), increment 15, ending each scroll with a motion whose
/// scroll valuators have not changed (the scroll stop); a mouse (device 10) whose wheel is
/// valuator 2, increment 120, with the server's emulated buttons 4 and 5 beside it; an XTest device
/// (device 4) with no scroll valuators at all.
@MainActor
@Suite struct XInput2ReplayTests {
    static let touchpad = XInput2Device(id: 12, scrollAxes: [
        .init(number: 2, vertical: false, increment: 15), .init(number: 3, vertical: true, increment: 15),
    ], isTouchpad: true)
    static let mouse = XInput2Device(id: 10, scrollAxes: [.init(number: 2, vertical: true, increment: 120)], isTouchpad: false)
    static let xtest = XInput2Device(id: 4, scrollAxes: [], isTouchpad: false)

    /// A window with a 400 × 600 scroll view over 400 × 20,000 of content, and the translator feeding it.
    @MainActor
    final class Replay {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 700))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let input: SyntheticInput
        let translator = XInput2Translator(scale: 1)
        var delivered: [InputEvent.Kind] = []
        var reports: [String] = []

        init() {
            input = SyntheticInput(window: window)
            window.frameDriver = input.driver
            scrollView.contentSize = CGSize(width: 400, height: 20_000)
            scrollView.inputScrollAnimationDuration = 0
            window.addSubview(scrollView)
            translator.clock = { [input] in input.clock.now }
            translator.deliver = { [unowned self] event in
                delivered.append(event.kind)
                window.sendEvent(event)
            }
            translator.report = { [unowned self] in reports.append($0) }
            for device in [XInput2ReplayTests.touchpad, XInput2ReplayTests.mouse, XInput2ReplayTests.xtest] { translator.handle(.device(device)) }
        }

        /// The events one frame (1/60 s) apart, as a touchpad reports at about 60 Hz.
        func play(_ events: [XInput2Event]) {
            for event in events {
                translator.handle(event)
                input.stepFrames(1)
            }
        }

        var offsetY: CGFloat { scrollView.contentOffset.y }
    }

    static func touchpadMotion(vertical: Double, horizontal: Double = 0) -> XInput2Event {
        .motion(source: 12, x: 200, y: 300, valuators: [2: horizontal, 3: vertical], modifiers: 0, emulated: false)
    }

    /// A touchpad flick: fingers down (the baseline), moving faster and faster, then lifted.
    static let touchpadFlick: [XInput2Event] = [0, 4, 12, 24, 40, 60, 84, 84].map { touchpadMotion(vertical: 1000 + $0) }

    /// A slow drag; the fingers then rest (the touchpad sends nothing) before they lift.
    static let slowDrag: [XInput2Event] = [0, 1, 2, 3, 4, 5].map { touchpadMotion(vertical: 500 + $0) }

    @Test func touchpadFlickMovesOneToOneThenDecelerates() {
        let replay = Replay()
        replay.play(Array(Self.touchpadFlick.dropLast()))
        // 84 valuator units at 15 a notch and 48 points a notch.
        #expect(abs(replay.offsetY - 84.0 / 15 * 48) < 1e-9)
        #expect(replay.scrollView.isTracking)
        replay.play([Self.touchpadFlick.last!])
        #expect(replay.scrollView.isDecelerating)
        replay.input.settle()
        #expect(replay.offsetY > 84.0 / 15 * 48 + 100)
        #expect(replay.delivered.last == .touchpadScrollEnded)
    }

    @Test func slowDragThenStopRestsWhereTheFingersLeftIt() {
        let replay = Replay()
        replay.play(Self.slowDrag)
        replay.input.stepFrames(8)
        replay.translator.handle(Self.touchpadMotion(vertical: 505))
        #expect(!replay.scrollView.isDecelerating)
        #expect(replay.offsetY == 5.0 / 15 * 48)
    }

    @Test func twoAxisScrollArrivesAsOneDeltaOnBothAxes() {
        let replay = Replay()
        replay.play([Self.touchpadMotion(vertical: 0, horizontal: 0), Self.touchpadMotion(vertical: 15, horizontal: 30)])
        #expect(replay.delivered.contains(.touchpadScroll(dx: 96, dy: 48)))
    }

    @Test func firstValueAfterADeviceAppearsIsABaselineNotADelta() {
        let replay = Replay()
        replay.play([Self.touchpadMotion(vertical: 90_000)])
        #expect(replay.offsetY == 0)
        #expect(!replay.delivered.contains { if case .touchpadScroll = $0 { return true } else { return false } })
    }

    @Test func emulatedWheelButtonsBesideTheValuatorAreNotCountedTwice() {
        let replay = Replay()
        replay.play([
            .motion(source: 10, x: 200, y: 300, valuators: [2: 0], modifiers: 0, emulated: false),
            .motion(source: 10, x: 200, y: 300, valuators: [2: 120], modifiers: 0, emulated: false),
            .button(pressed: true, source: 10, button: 5, x: 200, y: 300, modifiers: 0, emulated: true),
            .button(pressed: false, source: 10, button: 5, x: 200, y: 300, modifiers: 0, emulated: true),
        ])
        #expect(replay.offsetY == InputEvent.wheelStep)
    }

    @Test func mouseWheelValuatorScrollsByNotchesNotAsADrag() {
        let replay = Replay()
        replay.play([
            .motion(source: 10, x: 200, y: 300, valuators: [2: 0], modifiers: 0, emulated: false),
            .motion(source: 10, x: 200, y: 300, valuators: [2: 240], modifiers: 0, emulated: false),
        ])
        #expect(replay.delivered.contains(.scroll(dx: 0, dy: 2 * InputEvent.wheelStep)))
        #expect(!replay.scrollView.isTracking)
    }

    @Test func plainWheelWithoutScrollValuatorsStillScrolls() {
        let replay = Replay()
        replay.play([.button(pressed: true, source: 4, button: 5, x: 200, y: 300, modifiers: 0, emulated: false),
                     .button(pressed: false, source: 4, button: 5, x: 200, y: 300, modifiers: 0, emulated: false)])
        #expect(replay.offsetY == InputEvent.wheelStep)
    }

    @Test func valuatorJumpIsReportedAndTakenAsANewBaseline() {
        let replay = Replay()
        replay.play([Self.touchpadMotion(vertical: 0), Self.touchpadMotion(vertical: 15), Self.touchpadMotion(vertical: 9_000_000),
                     Self.touchpadMotion(vertical: 9_000_015)])
        #expect(replay.offsetY == 96)
        #expect(replay.reports.count == 1)
    }

    @Test func notANumberValuatorIsReportedAndIgnored() {
        let replay = Replay()
        replay.play([Self.touchpadMotion(vertical: 0), Self.touchpadMotion(vertical: .nan), Self.touchpadMotion(vertical: 15)])
        #expect(replay.offsetY == 48)
        #expect(replay.reports.count == 1)
    }

    @Test func touchpadUnpluggedMidScrollEndsTheScroll() {
        let replay = Replay()
        replay.play([Self.touchpadMotion(vertical: 0), Self.touchpadMotion(vertical: 30), Self.touchpadMotion(vertical: 60)])
        replay.translator.handle(.deviceRemoved(id: 12))
        #expect(!replay.scrollView.isTracking)
        #expect(replay.reports.count == 1)
        replay.input.settle()
        #expect(!replay.scrollView.isDecelerating)
    }

    @Test func touchTapArrivesAsABeganAndEndedTouch() {
        let replay = Replay()
        replay.play([.touch(.begin, source: 20, touch: 7, x: 100, y: 100, modifiers: 0),
                     .touch(.end, source: 20, touch: 7, x: 100, y: 100, modifiers: 0)])
        #expect(replay.delivered == [.touchBegan(id: 7), .touchEnded(id: 7)])
        #expect(replay.offsetY == 0)
    }

    @Test func touchDragScrollsTheContentWithTheFinger() {
        let replay = Replay()
        let ys: [Double] = [500, 480, 440, 400, 360]
        replay.play([.touch(.begin, source: 20, touch: 3, x: 100, y: ys[0], modifiers: 0)]
            + ys.dropFirst().map { .touch(.update, source: 20, touch: 3, x: 100, y: $0, modifiers: 0) })
        // The first move (20 points) passes the slop; the content follows from there.
        #expect(replay.offsetY == 120)
        replay.play([.touch(.end, source: 20, touch: 3, x: 100, y: 360, modifiers: 0)])
        #expect(replay.scrollView.isDecelerating)
    }

    @Test func touchscreenUnpluggedMidDragCancelsTheTouch() {
        let replay = Replay()
        replay.play([.touch(.begin, source: 20, touch: 3, x: 100, y: 500, modifiers: 0),
                     .touch(.update, source: 20, touch: 3, x: 100, y: 400, modifiers: 0)])
        replay.translator.handle(.deviceRemoved(id: 20))
        #expect(replay.delivered.last == .touchCancelled(id: 3))
        #expect(!replay.scrollView.isTracking)
    }

    @Test func pinchZoomsTheScrollViewsZoomView() {
        let replay = Replay()
        let zoomDelegate = ZoomDelegate()
        zoomDelegate.view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        replay.scrollView.addSubview(zoomDelegate.view!)
        replay.scrollView.delegate = zoomDelegate
        replay.scrollView.maximumZoomScale = 4
        replay.play([.pinch(.began, x: 200, y: 300, scale: 1, modifiers: 0), .pinch(.changed, x: 200, y: 300, scale: 1.5, modifiers: 0),
                     .pinch(.changed, x: 200, y: 300, scale: 2, modifiers: 0), .pinch(.ended, x: 200, y: 300, scale: 2, modifiers: 0)])
        #expect(replay.scrollView.zoomScale == 2)
        #expect(replay.scrollView.contentSize == CGSize(width: 800, height: 1200))
        // The point under the pinch stays under it.
        #expect(replay.scrollView.contentOffset == CGPoint(x: 200, y: 300))
    }

    @MainActor
    final class ZoomDelegate: NSObject, UIScrollViewDelegate {
        var view: UIView?
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }
}
