import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UISwipeGestureRecognizer`: one finger (a press) or a touchpad's swipe of three or four fingers.
@MainActor
@Suite struct SwipeGestureRecognizerTests {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    private let pane = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    private let swipe = UISwipeGestureRecognizer()
    private let input: SyntheticInput
    private let middle = CGPoint(x: 200, y: 150)

    init() {
        input = SyntheticInput(window: window)
        window.frameDriver = input.driver
        window.addSubview(pane)
        pane.addGestureRecognizer(swipe)
    }

    /// How many times the recognizer's action ran, and with which states.
    private func record() -> () -> [UIGestureRecognizer.State] {
        var seen: [UIGestureRecognizer.State] = []
        swipe.addAction { seen.append($0.state) }
        return { seen }
    }

    private func touchpadSwipe(_ steps: [CGFloat], vertical: Bool = false, touches: Int = 3) {
        input.swipe(.began, touches: touches, at: middle)
        for step in steps {
            input.stepFrames(1)
            input.swipe(.changed, dx: vertical ? 0 : step, dy: vertical ? step : 0, touches: touches, at: middle)
        }
        input.swipe(.ended, touches: touches, at: middle)
    }

    @Test func threeFingersSwipingLeftAreRecognizedOnceWhenTheyHaveTravelledFarEnough() {
        let seen = record()
        swipe.direction = .left
        swipe.numberOfTouchesRequired = 3
        touchpadSwipe([-20, -20, -20, -20])
        #expect(seen() == [.recognized])
        #expect(swipe.state == .possible)
    }

    @Test func aTouchpadSwipeOfAnotherFingerCountIsNotRecognized() {
        let seen = record()
        swipe.direction = .left
        swipe.numberOfTouchesRequired = 3
        touchpadSwipe([-40, -40], touches: 4)
        #expect(seen().isEmpty)
    }

    @Test func aSwipeTheOtherWayFails() {
        let seen = record()
        swipe.direction = .left
        swipe.numberOfTouchesRequired = 3
        touchpadSwipe([30, 30, -200])
        #expect(seen().isEmpty, "it failed at 60 points to the right and ignored the rest")
    }

    @Test func aVerticalSwipeMatchesUpOrDown() {
        let seen = record()
        swipe.direction = [.up, .down]
        swipe.numberOfTouchesRequired = 4
        touchpadSwipe([25, 25, 25], vertical: true, touches: 4)
        #expect(seen() == [.recognized])
    }

    @Test func aShortTouchpadSwipeEndsUnrecognized() {
        let seen = record()
        swipe.direction = .left
        swipe.numberOfTouchesRequired = 3
        touchpadSwipe([-10, -10])
        #expect(seen().isEmpty)
        touchpadSwipe([-30, -30])
        #expect(seen() == [.recognized], "the next swipe starts afresh")
    }

    @Test func aNotANumberDeltaIsIgnored() {
        let seen = record()
        swipe.direction = .right
        swipe.numberOfTouchesRequired = 3
        touchpadSwipe([.nan, 30, 30])
        #expect(seen() == [.recognized])
    }

    @Test func aFastOneFingerDragIsASwipe() {
        let seen = record()
        input.press(at: middle)
        input.stepFrames(2)
        input.move(to: CGPoint(x: 230, y: 152))
        input.stepFrames(2)
        input.move(to: CGPoint(x: 270, y: 155))
        input.release(at: CGPoint(x: 270, y: 155))
        #expect(seen() == [.recognized])
    }

    @Test func aSlowOneFingerDragIsNotASwipe() {
        let seen = record()
        input.press(at: middle)
        input.stepFrames(40)
        input.move(to: CGPoint(x: 270, y: 150))
        input.release(at: CGPoint(x: 270, y: 150))
        #expect(seen().isEmpty)
    }

    @Test func aOneFingerPressDoesNotDriveAThreeFingerSwipe() {
        let seen = record()
        swipe.numberOfTouchesRequired = 3
        input.drag(from: middle, to: CGPoint(x: 350, y: 150))
        #expect(seen().isEmpty)
    }
}
