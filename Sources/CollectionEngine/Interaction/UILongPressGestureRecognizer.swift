import Foundation

/// Recognizes a press held still for `minimumPressDuration`, then follows it, as UIKit's
/// `UILongPressGestureRecognizer` (a continuous gesture: `.began`, `.changed` as the pointer moves,
/// `.ended` on release).
///
/// Before it begins, moving more than `allowableMovement` points makes it fail. Time is the window's
/// clock, so tests step it.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer, FrameTicking {
    /// How long the press must be held, in seconds; 0.5 by default, as in UIKit.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the pointer may move before the gesture begins, in points; 10 by default, as in UIKit.
    open var allowableMovement: CGFloat = 10

    private var pressStart: CGPoint?
    private var deadline: TimeInterval?

    override func pointerDown(_ event: InputEvent) {
        lastLocation = event.location
        pressStart = event.location
        deadline = event.timestamp + minimumPressDuration
        view?.frameDriver.add(self)
    }

    override func pointerMoved(_ event: InputEvent) {
        lastLocation = event.location
        switch state {
        case .possible:
            guard let pressStart else { return }
            if hypot(event.location.x - pressStart.x, event.location.y - pressStart.y) > allowableMovement { fail() }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    override func pointerUp(_ event: InputEvent) {
        lastLocation = event.location
        if state == .began || state == .changed { transition(to: .ended) } else { fail() }
    }

    /// Nothing happens until the press has lasted `minimumPressDuration`.
    var restsUntil: TimeInterval? { deadline.map { $0 - 1e-9 } }

    func advance(to time: TimeInterval) -> Bool {
        guard let deadline, state == .possible, isTracking else { return false }
        guard time + 1e-9 >= deadline else { return true }
        self.deadline = nil
        transition(to: .began)
        return false
    }

    override func reset() {
        pressStart = nil
        deadline = nil
    }
}
