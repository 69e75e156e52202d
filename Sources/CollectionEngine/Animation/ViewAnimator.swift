import Foundation

/// One property of one view moving from a value to another over time.
///
/// A class, so that the per-frame paths pass a reference rather than copying two values.
final class PropertyAnimation {
    // The references come first, so that a frame's read touches one cache line for them and the values.
    /// When it runs and how progress follows time; shared by the animations one `animate` call starts.
    let timing: AnimationTiming
    let group: AnimationGroup
    unowned let animator: ViewAnimator
    let from: AnimatableValue
    let to: AnimatableValue

    init(from: AnimatableValue, to: AnimatableValue, timing: AnimationTiming, group: AnimationGroup, animator: ViewAnimator) {
        (self.from, self.to, self.timing) = (from, to, timing)
        (self.group, self.animator) = (group, animator)
    }

    /// The value on screen now: at the time of the last frame of the animation's driver.
    @MainActor var currentValue: AnimatableValue { from.interpolated(to: to, fraction: timing.progress) }

    /// Puts the value on screen now into `presentation`, the property's field.
    ///
    /// Points, sizes and scalars are mixed in place: making each an `AnimatableValue` first (an enum
    /// as large as a transform) and taking it apart again cost more than the arithmetic, for every
    /// animating view of every frame.
    @MainActor func present(in presentation: inout ViewPresentation) {
        let t = timing.progress
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (from, to) {
        case let (.point(a), .point(b)):
            presentation.center = CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y))
        case let (.size(a), .size(b)):
            presentation.bounds.size = CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
        case let (.scalar(a), .scalar(b)):
            presentation.alpha = mix(a, b)
        default:
            switch from.interpolated(to: to, fraction: t) {
            case let .point(point): presentation.center = point
            case let .size(size): presentation.bounds.size = size
            case let .transform(transform): presentation.transform3D = transform
            case let .scalar(alpha): presentation.alpha = alpha
            case let .color(color): presentation.backgroundColor = color
            }
        }
    }

    func isFinished(at time: TimeInterval) -> Bool { timing.span.isFinished(at: time) }

    /// The frame time at which the animation ends.
    var end: TimeInterval { timing.span.start + timing.span.duration }
}

/// The span and curve of the animations one `animate` call starts on one driver, and their progress
/// at the driver's frame time, worked out once per frame for all of them (a layout change of 500
/// cards starts thousands of animations that all share it).
@MainActor
final class AnimationTiming {
    let span: AnimationSpan
    let curve: AnimationCurve
    /// The frame time of the driver the animations run on.
    let instant: FrameInstant
    private var progressTime = TimeInterval.nan
    private var progressAtTime: CGFloat = 0

    init(span: AnimationSpan, curve: AnimationCurve, instant: FrameInstant) {
        (self.span, self.curve, self.instant) = (span, curve, instant)
    }

    /// Progress along the curve at the driver's last frame.
    var progress: CGFloat {
        let time = instant.time
        if time != progressTime {
            progressTime = time
            progressAtTime = curve.progress(span.fraction(at: time))
        }
        return progressAtTime
    }
}

/// A view's running animations, one stored slot per property: no hashing and no array on the paths
/// every frame takes, and no allocation when a view starts animating.
struct RunningAnimations {
    private var center: PropertyAnimation?
    private var size: PropertyAnimation?
    private var transform: PropertyAnimation?
    private var alpha: PropertyAnimation?
    private var backgroundColor: PropertyAnimation?

    var isEmpty: Bool {
        center == nil && size == nil && transform == nil && alpha == nil && backgroundColor == nil
    }

    subscript(property: AnimatableProperty) -> PropertyAnimation? {
        get {
            switch property {
            case .center: center
            case .size: size
            case .transform: transform
            case .alpha: alpha
            case .backgroundColor: backgroundColor
            }
        }
        set {
            switch property {
            case .center: center = newValue
            case .size: size = newValue
            case .transform: transform = newValue
            case .alpha: alpha = newValue
            case .backgroundColor: backgroundColor = newValue
            }
        }
    }

    mutating func removeValue(forKey property: AnimatableProperty) -> PropertyAnimation? {
        defer { self[property] = nil }
        return self[property]
    }
}

/// How progress follows time: a timing curve or a spring.
enum AnimationCurve: Equatable, Sendable {
    case timing(TimingCurve)
    case spring(SpringCurve)

    func progress(_ t: CGFloat) -> CGFloat {
        switch self {
        case let .timing(curve): curve.progress(t)
        case let .spring(spring): spring.progress(t)
        }
    }
}

/// The animations started by one `UIView.animate` call: its completion runs once all of them end.
@MainActor
final class AnimationGroup {
    private var running = 0
    private var interrupted = false
    private var completion: ((Bool) -> Void)?
    private var sealed = false
    /// The timing the group's last animation was given, for the next one on the same driver.
    private var lastTiming: AnimationTiming?

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    /// The timing of an animation of this group on `animator`'s driver: every change made in one
    /// `animate` call on one driver starts at the same instant, as in one Core Animation transaction,
    /// and shares one progress per frame.
    ///
    /// - Note: Delay, duration and curve are the `animate` call's own, the same for all of its changes.
    func timing(on animator: ViewAnimator, delay: TimeInterval, duration: TimeInterval, curve: AnimationCurve) -> AnimationTiming {
        if let lastTiming, lastTiming.instant === animator.instant { return lastTiming }
        let timing = AnimationTiming(span: AnimationSpan(start: animator.now + delay, duration: duration), curve: curve,
                                     instant: animator.instant)
        lastTiming = timing
        return timing
    }

    func retain() { running += 1 }

    /// One animation of the group ended, by reaching its end or by being replaced.
    func release(finished: Bool) {
        running -= 1
        if !finished { interrupted = true }
        completeIfDone()
    }

    /// No more animations will join: if none started (or all already ended) the completion runs now.
    func seal() {
        sealed = true
        completeIfDone()
    }

    private func completeIfDone() {
        guard sealed, running == 0, let completion else { return }
        self.completion = nil
        completion(!interrupted)
    }
}

/// Steps every running view animation of one frame driver and keeps presentation values.
///
/// Each view keeps its model values (what code set last); while a property animates, what is on
/// screen is its presentation value. A new animation of a property starts from the presentation value
/// of that moment, so changes that arrive mid-flight retarget without a jump.
@MainActor
final class ViewAnimator: FrameTicking {
    private unowned let driver: FrameDriver
    private var animating: [ObjectIdentifier: UIView] = [:]
    /// No running animation ends before this time, so frames before it have nothing to sweep: a frame
    /// of a 500-card layout change costs O(1) here rather than a look at every animating view. It may
    /// be earlier than needed (after a cancel), which only costs a sweep that finds nothing.
    private var nextEnd = TimeInterval.infinity

    init(driver: FrameDriver) { self.driver = driver }

    /// Where the driver keeps `frameTime`, for animations to hold.
    var instant: FrameInstant { driver.instant }

    /// The time a new animation starts from.
    var now: TimeInterval { driver.now }

    func add(_ animation: PropertyAnimation, for property: AnimatableProperty, on view: UIView) {
        // A property set again inside the same `animate` call (a view measured and laid out again
        // mid-relayout) only retargets it: that call's completion still reports it finished.
        if let replaced = view.runningAnimations[property] { replaced.group.release(finished: replaced.group === animation.group) }
        animation.group.retain()
        view.runningAnimations[property] = animation
        animating[ObjectIdentifier(view)] = view
        nextEnd = min(nextEnd, animation.end)
        driver.add(self)
    }

    /// Stops a property's animation where the model is (used when a change is made without animation).
    func cancel(_ property: AnimatableProperty, on view: UIView) {
        guard let removed = view.runningAnimations.removeValue(forKey: property) else { return }
        removed.group.release(finished: false)
        if view.runningAnimations.isEmpty { animating[ObjectIdentifier(view)] = nil }
    }

    func advance(to time: TimeInterval) -> Bool {
        guard time >= nextEnd else { return !animating.isEmpty }
        var ended: [AnimationGroup] = []
        nextEnd = .infinity
        for (id, view) in animating {
            for property in AnimatableProperty.allCases {
                guard let animation = view.runningAnimations[property] else { continue }
                guard animation.isFinished(at: time) else {
                    nextEnd = min(nextEnd, animation.end)
                    continue
                }
                view.runningAnimations[property] = nil
                ended.append(animation.group)
            }
            if view.runningAnimations.isEmpty { animating[id] = nil }
        }
        // Completions run after the bookkeeping, since they may start new animations.
        for group in ended { group.release(finished: true) }
        return !animating.isEmpty
    }

    var isAnimating: Bool { !animating.isEmpty }
}
