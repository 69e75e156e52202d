import Foundation

/// Recognizes a pinch, as UIKit's `UIPinchGestureRecognizer`: two fingers spreading or closing on a
/// touchpad (XInput 2.4's pinch gesture) or on a touchscreen (two XInput 2.2 touches). It begins with
/// the pinch, reports `.changed` as the fingers move, and `.ended` (or `.cancelled`) when they lift.
///
/// ```swift
/// let pinch = UIPinchGestureRecognizer()
/// pinch.addAction { recognizer in
///     guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
///     photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
///     pinch.scale = 1
/// }
/// photo.addGestureRecognizer(pinch)
/// ```
///
/// - Note: A pinch over a view with this recognizer goes to it rather than zooming the scroll view
///   around it. On a touchscreen the pinch begins when the second finger lands and ends when either
///   lifts; `scale` is the fingers' distance over their distance then, `location(in:)` their midpoint.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The pinch's spread as the touchpad reports it, relative to its start.
    private var reported: CGFloat = 1
    /// `scale` is `multiplier * reported / divisor`: setting it rebases both.
    private var divisor: CGFloat = 1
    private var multiplier: CGFloat = 1
    private var lastChange: (scale: CGFloat, time: TimeInterval)?

    /// The scale of the fingers' spread since the pinch began (or since `scale` was last set).
    open var scale: CGFloat {
        get { multiplier * reported / divisor }
        set {
            multiplier = newValue.isFinite ? newValue : 1
            divisor = reported
        }
    }

    /// How fast the scale changes, in scale factor per second.
    open private(set) var velocity: CGFloat = 0

    /// Two fingers while pinching.
    override open var numberOfTouches: Int { state == .began || state == .changed ? 2 : 0 }

    /// Follows one step of a pinch (a touchpad's, or two touches') at `event`'s location.
    func pinch(_ phase: InputEvent.GesturePhase, scale newScale: CGFloat, event: InputEvent) {
        lastLocation = event.location
        let usable = newScale.isFinite && newScale > 0 ? newScale : reported
        switch phase {
        case .began:
            (reported, divisor, multiplier, velocity, lastChange) = (usable, usable, 1, 0, (1, event.timestamp))
            isTracking = true
            transition(to: .began)
        case .changed:
            guard state == .began || state == .changed else { return }
            if let last = lastChange, event.timestamp > last.time {
                velocity = (multiplier * usable / divisor - last.scale) / CGFloat(event.timestamp - last.time)
            }
            reported = usable
            lastChange = (scale, event.timestamp)
            transition(to: .changed)
        case .ended:
            guard state == .began || state == .changed else { return }
            transition(to: .ended)
        case .cancelled:
            guard state == .began || state == .changed else { return }
            transition(to: .cancelled)
        }
    }

    override func reset() {
        (reported, divisor, multiplier, lastChange) = (1, 1, 1, nil)
    }
}
