import CollectionEngine
import Foundation

/// Plays synthetic input into a window the way the host does: each event stamped with the manual
/// clock's time, animations stepped in 1/60 s frames of that clock.
///
/// ```swift
/// let input = SyntheticInput(window: window)
/// input.click(at: CGPoint(x: 30, y: 30), modifiers: .control)
/// input.wheel(notches: 3, at: CGPoint(x: 30, y: 30))
/// input.settle()
/// ```
@MainActor
public final class SyntheticInput {
    public let window: UIWindow
    public let clock: ManualClock
    /// The driver scroll views under test should use (`scrollView.frameDriver = input.driver`).
    public let driver: FrameDriver
    public static let frameInterval: TimeInterval = 1.0 / 60
    /// Runs after every event and every frame: a place for invariant checks.
    public var afterEachStep: (() -> Void)?

    public init(window: UIWindow, clock: ManualClock = ManualClock()) {
        self.window = window
        self.clock = clock
        driver = FrameDriver(clock: clock)
    }

    public func send(_ kind: InputEvent.Kind, at point: CGPoint, modifiers: InputEvent.Modifiers = []) {
        window.sendEvent(InputEvent(kind, at: point, modifiers: modifiers, timestamp: clock.now))
        afterEachStep?()
    }

    public func press(at point: CGPoint, button: InputEvent.PointerButton = .primary, modifiers: InputEvent.Modifiers = []) {
        send(.pointerDown(button), at: point, modifiers: modifiers)
    }

    public func move(to point: CGPoint) {
        send(.pointerMoved, at: point)
    }

    public func release(at point: CGPoint, button: InputEvent.PointerButton = .primary, modifiers: InputEvent.Modifiers = []) {
        send(.pointerUp(button), at: point, modifiers: modifiers)
    }

    /// A press and a release at the same point.
    public func click(at point: CGPoint, modifiers: InputEvent.Modifiers = []) {
        press(at: point, modifiers: modifiers)
        release(at: point, modifiers: modifiers)
    }

    /// A press at `start`, moves in `steps` equal parts to `end`, and a release there.
    public func drag(from start: CGPoint, to end: CGPoint, button: InputEvent.PointerButton = .primary, steps: Int = 4) {
        press(at: start, button: button)
        for step in 1...max(1, steps) {
            let fraction = CGFloat(step) / CGFloat(max(1, steps))
            move(to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
        release(at: end, button: button)
    }

    public func wheel(notches: CGFloat, at point: CGPoint) {
        send(.scroll(dx: 0, dy: notches * InputEvent.wheelStep), at: point)
    }

    public func scroll(dx: CGFloat, dy: CGFloat, at point: CGPoint) {
        send(.scroll(dx: dx, dy: dy), at: point)
    }

    // MARK: Touchscreen and touchpad

    public func touchDown(_ id: Int = 1, at point: CGPoint) { send(.touchBegan(id: id), at: point) }
    public func touchMove(_ id: Int = 1, to point: CGPoint) { send(.touchMoved(id: id), at: point) }
    public func touchUp(_ id: Int = 1, at point: CGPoint) { send(.touchEnded(id: id), at: point) }

    /// A finger put down at `start` and moved towards `end` at `speed` points per second, one move a
    /// frame, then lifted while still moving (`lift`), or left down.
    public func touchDrag(from start: CGPoint, to end: CGPoint, speed: CGFloat, id: Int = 1, lift: Bool = true) {
        touchDown(id, at: start)
        let distance = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
        let frames = max(1, Int((distance / speed * 60).rounded()))
        for frame in 1...frames {
            stepFrames(1)
            let fraction = CGFloat(frame) / CGFloat(frames)
            touchMove(id, to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
        if lift { touchUp(id, at: end) }
    }

    /// Two fingers on a touchpad moving the content by `dx`, `dy` points.
    public func touchpadScroll(dx: CGFloat, dy: CGFloat, at point: CGPoint) { send(.touchpadScroll(dx: dx, dy: dy), at: point) }

    /// The fingers leave the touchpad (XInput 2's scroll stop).
    public func touchpadLift(at point: CGPoint) { send(.touchpadScrollEnded, at: point) }

    public func pinch(_ phase: InputEvent.GesturePhase, scale: CGFloat, at point: CGPoint) { send(.pinch(phase, scale: scale), at: point) }

    /// One step of a touchpad swipe of `touches` fingers that moved `dx`, `dy` points since the last.
    public func swipe(_ phase: InputEvent.GesturePhase, dx: CGFloat = 0, dy: CGFloat = 0, touches: Int = 3, at point: CGPoint) {
        send(.swipe(phase, dx: dx, dy: dy, touches: touches), at: point)
    }

    public func key(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers = []) {
        send(.keyDown(key), at: .zero, modifiers: modifiers)
        send(.keyUp(key), at: .zero, modifiers: modifiers)
    }

    public func exit(at point: CGPoint) {
        send(.pointerExited, at: point)
    }

    /// Lets `seconds` pass without stepping frames (events that arrive faster than frames).
    public func wait(_ seconds: TimeInterval) {
        clock.advance(by: seconds)
    }

    /// Steps `count` frames of 16.7 ms, then lays the window out, as the host's frame loop does.
    public func stepFrames(_ count: Int) {
        for _ in 0..<count {
            clock.advance(by: Self.frameInterval)
            driver.step()
            window.layoutIfNeeded()
            afterEachStep?()
        }
    }

    /// Steps frames until nothing animates (at most ten seconds' worth); returns how many it stepped.
    @discardableResult
    public func settle() -> Int {
        driver.settle(clock: clock) { [window, afterEachStep] in
            window.layoutIfNeeded()
            afterEachStep?()
        }
    }
}
