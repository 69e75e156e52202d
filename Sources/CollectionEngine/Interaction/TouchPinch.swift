import Foundation

/// Two fingers on a touchscreen, pinching.
///
/// A second finger that lands while the first is down, over something that pinches (a
/// `UIPinchGestureRecognizer`, a scroll view that zooms), turns the touch into a pinch, as on iOS:
/// what the first finger was doing (a press, a drag) is cancelled, and the pinch begins with a scale
/// of 1. As either finger moves, the scale is the fingers' distance over their distance when the second
/// landed, at their midpoint; when either lifts the pinch ends. Fingers beyond the second are not followed.
@MainActor
final class TouchPinch: PointerTracking {
    /// The closest two fingers are taken to be, so a pinch begun with them together has a finite scale.
    static let minimumSpread: CGFloat = 1

    private var fingers: [Int: CGPoint]
    private let startSpread: CGFloat
    private let send: (InputEvent.GesturePhase, _ scale: CGFloat, _ at: CGPoint, _ time: TimeInterval) -> Void
    private var lastTime: TimeInterval
    private(set) weak var view: UIView?
    var isHighlightingPress: Bool { false }

    /// A pinch of the finger `first` (now at `firstLocation`) and the one `event` put down, over `view`;
    /// `send` carries each step (its phase, scale and the fingers' midpoint, in the window) where it goes.
    init(first: Int, at firstLocation: CGPoint, second event: InputEvent, secondID: Int, view: UIView?,
         send: @escaping (InputEvent.GesturePhase, CGFloat, CGPoint, TimeInterval) -> Void) {
        fingers = [first: firstLocation, secondID: event.location]
        startSpread = max(Self.minimumSpread, firstLocation.distance(to: event.location))
        self.view = view
        self.send = send
        lastTime = event.timestamp
        send(.began, 1, midpoint, event.timestamp)
    }

    /// Whether `id` is one of the two fingers.
    func follows(_ id: Int) -> Bool { fingers[id] != nil }

    /// Finger `id` moved to the event's location.
    func fingerMoved(_ id: Int, _ event: InputEvent) {
        guard follows(id), event.location.x.isFinite, event.location.y.isFinite else { return }
        fingers[id] = event.location
        lastTime = event.timestamp
        send(.changed, scale, midpoint, event.timestamp)
    }

    /// Finger `id` lifted (or its device went away: `cancelled`): the pinch ends.
    func fingerLifted(_ id: Int, _ event: InputEvent, cancelled: Bool) {
        guard follows(id) else { return }
        if !cancelled, event.location.x.isFinite, event.location.y.isFinite { fingers[id] = event.location }
        send(cancelled ? .cancelled : .ended, scale, midpoint, event.timestamp)
        fingers = [:]
    }

    /// The fingers' spread relative to where the second landed.
    private var scale: CGFloat {
        let points = Array(fingers.values)
        guard points.count == 2 else { return 1 }
        return max(Self.minimumSpread, points[0].distance(to: points[1])) / startSpread
    }

    private var midpoint: CGPoint {
        let points = Array(fingers.values)
        guard !points.isEmpty else { return .zero }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count), y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    // The mouse plays no part in a touch pinch (the server's emulated pointer events are dropped).
    func pointerMoved(_ event: InputEvent) {}
    func pointerReleased(_ event: InputEvent) {}

    func cancel() {
        guard !fingers.isEmpty else { return }
        send(.cancelled, scale, midpoint, lastTime)
        fingers = [:]
    }
}
