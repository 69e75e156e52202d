import Foundation

/// Recognizes `numberOfTapsRequired` clicks in quick succession without moving, as UIKit's
/// `UITapGestureRecognizer` (a discrete gesture: its actions run once, with `.recognized`).
///
/// A tap fails when the pointer moves more than `allowableMovement` points while pressed, or when the
/// next press of a multiple tap does not come within `maximumTapInterval` on the window's clock.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer, FrameTicking {
    /// How many clicks make the tap: 2 for a double click.
    open var numberOfTapsRequired = 1
    /// How far the pointer may move during a tap, in points.
    public static let allowableMovement: CGFloat = 10
    /// The longest wait for the next press of a multiple tap, in seconds.
    public static let maximumTapInterval: TimeInterval = 0.35

    private var taps = 0
    private var pressStart: CGPoint?
    private var deadline: TimeInterval?

    override func pointerDown(_ event: InputEvent) {
        lastLocation = event.location
        pressStart = event.location
        deadline = nil
    }

    override func pointerMoved(_ event: InputEvent) {
        lastLocation = event.location
        guard let pressStart else { return }
        if hypot(event.location.x - pressStart.x, event.location.y - pressStart.y) > Self.allowableMovement { fail() }
    }

    override func pointerUp(_ event: InputEvent) {
        lastLocation = event.location
        guard pressStart != nil else { return }
        pressStart = nil
        taps += 1
        if taps >= numberOfTapsRequired {
            transition(to: .recognized)
        } else if let view {
            deadline = event.timestamp + Self.maximumTapInterval
            view.frameDriver.add(self)
        }
    }

    /// Nothing happens until the wait for the next tap runs out.
    var restsUntil: TimeInterval? { deadline }

    func advance(to time: TimeInterval) -> Bool {
        guard let deadline, state == .possible, isTracking else { return false }
        guard time >= deadline else { return true }
        self.deadline = nil
        fail()
        return false
    }

    override func reset() {
        taps = 0
        pressStart = nil
        deadline = nil
    }
}
