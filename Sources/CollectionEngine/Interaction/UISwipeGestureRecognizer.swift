import Foundation

/// Recognizes a swipe in one of its allowed directions, as UIKit's `UISwipeGestureRecognizer` (a
/// discrete gesture: its actions run once, with `.recognized`).
///
/// With `numberOfTouchesRequired` 1 (the default) a primary press — a finger on a touchscreen, or the
/// mouse — that travels `minimumDistance` points mostly along an allowed direction within
/// `maximumDuration` is a swipe. With more, a touchpad swipe of that many fingers (XInput 2.4's swipe
/// gesture, three or four fingers) is.
///
/// ```swift
/// let next = UISwipeGestureRecognizer(target: self, action: Self.showNext)
/// next.direction = .left
/// next.numberOfTouchesRequired = 3
/// viewer.addGestureRecognizer(next)
/// ```
///
/// - Note: A two-finger touchpad swipe scrolls (XInput 2 delivers it as smooth scrolling), so no
///   recognizer sees one; two fingers on a touchscreen are a pinch.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take, as UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions recognized; `.right` by default, as in UIKit.
    open var direction: Direction = .right
    /// How many fingers make the swipe: 1 for a press, 3 or 4 for a touchpad's swipe gesture.
    open var numberOfTouchesRequired = 1

    /// How far the fingers travel along the swipe's direction before it is recognized, in points.
    public static let minimumDistance: CGFloat = 50
    /// How long a one-finger swipe may take to cover `minimumDistance`; slower, it is a drag.
    public static let maximumDuration: TimeInterval = 0.5

    /// The travel so far and when it began; nil between gestures.
    private var travel: CGPoint?
    private var start: (location: CGPoint, time: TimeInterval)?

    /// The direction `travel` has gone, once it is `minimumDistance` long: the main axis's sign.
    static func direction(of travel: CGPoint) -> Direction? {
        let along = max(abs(travel.x), abs(travel.y))
        guard along >= minimumDistance else { return nil }
        if abs(travel.x) >= abs(travel.y) { return travel.x > 0 ? .right : .left }
        return travel.y > 0 ? .down : .up
    }

    /// Recognized once the travel reaches an allowed direction; failed when it goes another way.
    private func judge(_ travel: CGPoint) {
        guard let went = Self.direction(of: travel) else { return }
        if direction.contains(went) { transition(to: .recognized) } else { fail() }
    }

    // MARK: A press (one finger)

    override func pointerDown(_ event: InputEvent) {
        lastLocation = event.location
        guard numberOfTouchesRequired == 1 else { return fail() }
        start = (event.location, event.timestamp)
    }

    override func pointerMoved(_ event: InputEvent) {
        lastLocation = event.location
        guard let start, state == .possible else { return }
        guard event.timestamp - start.time <= Self.maximumDuration else { return fail() }
        judge(CGPoint(x: event.location.x - start.location.x, y: event.location.y - start.location.y))
    }

    override func pointerUp(_ event: InputEvent) {
        pointerMoved(event)
        if state == .possible, isTracking { fail() }
    }

    // MARK: A touchpad swipe (three or four fingers)

    /// Follows one step of a touchpad swipe of `touches` fingers at `event`'s location.
    func swipe(_ phase: InputEvent.GesturePhase, delta: CGPoint, touches: Int, event: InputEvent) {
        lastLocation = event.location
        switch phase {
        case .began:
            guard touches == numberOfTouchesRequired else { return }
            isTracking = true
            travel = .zero
            fallthrough
        case .changed:
            guard var moved = travel, state == .possible, delta.x.isFinite, delta.y.isFinite else { return }
            moved.x += delta.x
            moved.y += delta.y
            travel = moved
            judge(moved)
        case .ended, .cancelled:
            if travel != nil, state == .possible { fail() }
        }
    }

    override func reset() {
        travel = nil
        start = nil
    }
}
