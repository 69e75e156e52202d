import CollectionEngine
import EngineTestSupport
import Foundation
import Testing
@testable import XHost

/// Recorded XInput 2 gestures, written as the demo's `xi2` command takes them
/// (`XInput2Recording.swift`), replayed through `XInput2Translator` into `XInput2ReplayTests.Replay`'s
/// window: a touchpad's three-finger swipe (XI 2.4), and two touches on a touchscreen (XI 2.2) pinching.
@MainActor
@Suite struct XInput2GestureReplayTests {
    /// A three-finger swipe to the left, as libinput reports one: a begin with no movement, then
    /// accelerated deltas in pixels, then the end.
    static let swipeLeft = ["swipe began 200 300 0 0 3", "swipe changed 200 300 -6 0.5 3", "swipe changed 200 300 -18 1 3",
                            "swipe changed 200 300 -31 0 3", "swipe changed 200 300 -24 -1 3", "swipe ended 200 300 0 0 3"]

    /// Two fingers landing 100 pixels apart around (200, 300) and spreading to 200 apart.
    static let touchPinch = ["touch begin 31 150 300", "touch begin 32 250 300", "touch update 31 130 300", "touch update 32 270 300",
                             "touch update 31 100 300", "touch update 32 300 300", "touch end 32 300 300", "touch end 31 100 300"]

    private func play(_ lines: [String], into replay: XInput2ReplayTests.Replay) throws {
        for line in lines { replay.play([try #require(XInput2Event(recorded: line), "\(line) is a recorded event")]) }
    }

    @Test func recordedLinesReadBackAsTheirEvents() {
        #expect(XInput2Event(recorded: "touch update 7 10.5 20") == .touch(.update, source: 0, touch: 7, x: 10.5, y: 20, modifiers: 0))
        #expect(XInput2Event(recorded: "pinch changed 1 2 1.5") == .pinch(.changed, x: 1, y: 2, scale: 1.5, modifiers: 0))
        #expect(XInput2Event(recorded: "swipe ended 1 2 -3 4 3") == .swipe(.ended, x: 1, y: 2, dx: -3, dy: 4, touches: 3, modifiers: 0))
        for bad in ["", "touch", "touch hover 1 2 3", "pinch began 1 2", "swipe began 1 2 3 4 five", "touch begin 1.5 2 3", "wheel 1 2"] {
            #expect(XInput2Event(recorded: bad) == nil, "\(bad)")
        }
    }

    @Test func threeFingerSwipeDrivesASwipeRecognizerOnce() throws {
        let replay = XInput2ReplayTests.Replay()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        swipe.numberOfTouchesRequired = 3
        var recognized = 0
        swipe.addAction { _ in recognized += 1 }
        replay.scrollView.addGestureRecognizer(swipe)
        try play(Self.swipeLeft, into: replay)
        #expect(recognized == 1)
        #expect(replay.delivered.first == .swipe(.began, dx: 0, dy: 0, touches: 3))
        #expect(replay.offsetY == 0, "a swipe does not scroll")
    }

    @Test func swipeWithANotANumberDeltaIsReportedAndMovesNothing() {
        let replay = XInput2ReplayTests.Replay()
        replay.play([.swipe(.began, x: 200, y: 300, dx: 0, dy: 0, touches: 3, modifiers: 0),
                     .swipe(.changed, x: 200, y: 300, dx: .nan, dy: .infinity, touches: 3, modifiers: 0)])
        #expect(replay.delivered.last == .swipe(.changed, dx: 0, dy: 0, touches: 3))
        #expect(replay.reports.count == 1)
    }

    @Test func twoTouchesSpreadingZoomAboutTheirMidpoint() throws {
        let replay = XInput2ReplayTests.Replay()
        let zoomDelegate = XInput2ReplayTests.ZoomDelegate()
        zoomDelegate.view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        replay.scrollView.addSubview(zoomDelegate.view!)
        replay.scrollView.delegate = zoomDelegate
        replay.scrollView.maximumZoomScale = 4
        try play(Self.touchPinch, into: replay)
        #expect(replay.scrollView.zoomScale == 2)
        #expect(replay.scrollView.contentOffset == CGPoint(x: 200, y: 300))
        #expect(!replay.scrollView.isZooming && !replay.scrollView.isTracking)
    }

    @Test func touchscreenUnpluggedMidPinchCancelsIt() throws {
        let replay = XInput2ReplayTests.Replay()
        let pinch = UIPinchGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        pinch.addAction { states.append($0.state) }
        replay.scrollView.addGestureRecognizer(pinch)
        try play(Array(Self.touchPinch.prefix(4)), into: replay)
        replay.translator.handle(.deviceRemoved(id: 0))
        #expect(states.first == .began && states.last == .cancelled)
    }
}
