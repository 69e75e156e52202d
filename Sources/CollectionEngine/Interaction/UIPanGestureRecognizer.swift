import Foundation

/// Recognizes a drag, as UIKit's `UIPanGestureRecognizer`: it begins once the pointer has moved
/// `UIPanGestureRecognizer.hysteresis` points from the press, reports `.changed` on every move, and
/// `.ended` on release.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the pointer must move before the pan begins, in points.
    public static let hysteresis: CGFloat = 10

    /// The press's location, in window coordinates; translation is measured from it.
    private var origin: CGPoint?
    /// The last two locations with their times, for the velocity.
    private var samples: [(location: CGPoint, time: TimeInterval)] = []

    /// How far the pointer moved since the press (or the last `setTranslation`), in `view`'s coordinate
    /// space (its scale and rotation; the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        return Self.delta(from: origin, to: lastLocation, in: view)
    }

    /// Makes the translation read `translation` from here on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        // Measure from the point `translation` (in `view`'s space) behind the pointer.
        guard let view else { return origin = CGPoint(x: lastLocation.x - translation.x, y: lastLocation.y - translation.y) }
        let pointer = view.convert(lastLocation, from: nil)
        origin = view.convert(CGPoint(x: pointer.x - translation.x, y: pointer.y - translation.y), to: nil)
    }

    /// The pointer's speed over the last two moves, in points per second in `view`'s space.
    open func velocity(in view: UIView?) -> CGPoint {
        guard samples.count == 2, samples[1].time > samples[0].time else { return .zero }
        let delta = Self.delta(from: samples[0].location, to: samples[1].location, in: view)
        let seconds = CGFloat(samples[1].time - samples[0].time)
        return CGPoint(x: delta.x / seconds, y: delta.y / seconds)
    }

    /// The vector from `a` to `b` (window coordinates) in `view`'s coordinate space.
    private static func delta(from a: CGPoint, to b: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        let pa = view.convert(a, from: nil), pb = view.convert(b, from: nil)
        return CGPoint(x: pb.x - pa.x, y: pb.y - pa.y)
    }

    private func record(_ event: InputEvent) {
        lastLocation = event.location
        samples.append((event.location, event.timestamp))
        if samples.count > 2 { samples.removeFirst() }
    }

    override func pointerDown(_ event: InputEvent) {
        origin = event.location
        samples.removeAll()
        record(event)
    }

    override func pointerMoved(_ event: InputEvent) {
        record(event)
        switch state {
        case .possible:
            guard let origin, hypot(event.location.x - origin.x, event.location.y - origin.y) >= Self.hysteresis else { return }
            transition(to: .began)
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    override func pointerUp(_ event: InputEvent) {
        record(event)
        if state == .began || state == .changed { transition(to: .ended) } else { fail() }
    }

    override func reset() {
        origin = nil
        samples.removeAll()
    }
}
