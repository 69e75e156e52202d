import Foundation

// How a scroll view follows a finger and moves on after it lifts, as UIKit's does. A touch on a
// touchscreen, or two fingers on a touchpad (XInput 2 smooth scrolling), drag the content 1:1
// (`isTracking`, `isDragging`), with UIKit's resistance past the edges (`RubberBand`). On release the
// scroll view works out where the content would come to rest (`Deceleration`), lets a paging scroll
// view round that to a page, a collection view's layout and then the delegate's
// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` change it, and moves there on the
// frame clock (`AxisMomentum`): decaying, springing back from past an edge, or springing onto a page.
//
// `ScrollPhase` is the state; `enter(_:)` is the one place that moves between states and tells the
// delegate. The math is in ScrollPhysics/, pure functions of time.

/// What is moving a scroll view's content by input.
enum ScrollPhase {
    /// Nothing: the content is where it rests (or a code or wheel glide moves it, `isScrollAnimating`).
    case resting
    /// A finger or a touchpad drags the content.
    case tracking(ScrollTracking)
    /// The content moves on after a release: momentum, a bounce back or a page settling.
    case decelerating(ScrollMomentum)
}

/// A drag in progress: where the content would be without resistance at the edges (`free`), and the
/// samples its speed on release is measured from.
struct ScrollTracking {
    var free: CGPoint
    /// The offset shown when the drag began (paging turns at most one page from it).
    let startOffset: CGPoint
    var samples = VelocitySamples<CGPoint>()
    var lastEventTime: TimeInterval

    init(free: CGPoint, startOffset: CGPoint, at time: TimeInterval) {
        self.free = free
        self.startOffset = startOffset
        lastEventTime = time
        samples.record(free, at: time)
    }
}

extension UIScrollView {
    /// The fastest release the scroll view takes, in points per second; faster ones (a device's jump)
    /// are reported and slowed to it.
    static let maximumReleaseSpeed: CGFloat = 12_000

    /// A drag with no event for this long (a touch whose end never came) ends as if released still.
    static let abandonedDragInterval: TimeInterval = 0.5

    // MARK: The state machine

    /// Moves to `next`, telling the delegate what UIKit tells it on the way.
    func enter(_ next: ScrollPhase) {
        let previous = scrollPhase
        scrollPhase = next
        if case let .decelerating(momentum) = previous { frameDriver.remove(momentum) }
        switch (previous, next) {
        case (.tracking, .tracking), (.decelerating, .decelerating):
            break
        case (_, .tracking):
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        case let (.tracking, .decelerating(momentum)):
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
            delegate?.scrollViewWillBeginDecelerating(self)
            frameDriver.add(momentum)
        case (.tracking, .resting):
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        case let (.resting, .decelerating(momentum)):
            delegate?.scrollViewWillBeginDecelerating(self)
            frameDriver.add(momentum)
        case (.decelerating, .resting):
            delegate?.scrollViewDidEndDecelerating(self)
        case (.resting, .resting):
            break
        }
        if case .tracking = next { startWatchingDrag() }
    }

    /// Whether a finger or touchpad holds the content.
    public var isTracking: Bool {
        if case .tracking = scrollPhase { return true }
        return false
    }

    /// Whether the content moves on after the user lifted their finger.
    public var isDecelerating: Bool {
        if case .decelerating = scrollPhase { return true }
        return false
    }

    /// Whether the content may now be shown past its edges (dragged or bouncing back).
    var mayShowPastEdges: Bool {
        if case .resting = scrollPhase { return false }
        return true
    }

    // MARK: Dragging

    /// Starts a drag at `time`; a motion under way stops where it is (a finger catches the content).
    func beginTracking(at time: TimeInterval) {
        if isTracking { return }
        stopScrollAnimation()
        let shown = contentOffset
        let free = CGPoint(x: freeOffset(showing: shown.x, along: .horizontal), y: freeOffset(showing: shown.y, along: .vertical))
        enter(.tracking(ScrollTracking(free: free, startOffset: shown, at: time)))
    }

    /// Moves the content by `delta` (positive `y` shows content further down) under a finger or a
    /// touchpad, with resistance past the edges. A delta that is not finite is reported and ignored.
    func track(by delta: CGPoint, at time: TimeInterval) {
        guard case var .tracking(tracking) = scrollPhase else { return }
        guard delta.x.isFinite, delta.y.isFinite else { return reportScrollProblem(.nonFiniteDelta) }
        let moved = CGPoint(
            x: canDrag(along: .horizontal) ? tracking.free.x + delta.x : tracking.free.x,
            y: canDrag(along: .vertical) ? tracking.free.y + delta.y : tracking.free.y)
        tracking.free = moved
        tracking.samples.record(moved, at: time)
        tracking.lastEventTime = time
        scrollPhase = .tracking(tracking)
        showContentOffset(CGPoint(x: shownOffset(forFree: moved.x, along: .horizontal), y: shownOffset(forFree: moved.y, along: .vertical)))
    }

    /// Ends a drag at `time`: the content moves on at the drag's speed, or rests.
    func endTracking(at time: TimeInterval) {
        guard case let .tracking(tracking) = scrollPhase else { return }
        release(at: time, velocity: tracking.samples.velocity(releasedAt: time), startOffset: tracking.startOffset)
    }

    /// Ends a drag released at `velocity` (points per second): asks where to stop and moves there.
    func release(at time: TimeInterval, velocity measured: CGPoint, startOffset: CGPoint) {
        let velocity = usableVelocity(measured)
        let shown = contentOffset
        let range = contentOffsetRange
        let natural = CGPoint(
            x: shown.x + Deceleration.projection(velocity: velocity.x, rate: decelerationRate.rawValue),
            y: shown.y + Deceleration.projection(velocity: velocity.y, rate: decelerationRate.rawValue))
        var proposed = clampedContentOffset(natural)
        if isPagingEnabled { proposed = pageOffset(releasedAt: shown, velocity: velocity, startOffset: startOffset) }
        proposed = targetContentOffset(forInputScrollTo: proposed, velocity: velocity)
        var target = proposed
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: pointer)
        }
        target = usableTarget(target, proposed: proposed)
        let momentum = ScrollMomentum(
            scrollView: self, offset: shown, velocity: velocity, target: target, range: range,
            rate: decelerationRate.rawValue, bounces: bounces, springs: isPagingEnabled, at: time)
        enter(momentum.isAtRest(at: time) ? .resting : .decelerating(momentum))
    }

    /// Called by the momentum when every axis has come to rest.
    func momentumEnded(_ momentum: ScrollMomentum) {
        guard case let .decelerating(current) = scrollPhase, current === momentum else { return }
        enter(.resting)
    }

    // MARK: Axes and edges

    /// Whether a drag moves the content along `axis`: it is longer than the view, or
    /// `alwaysBounceVertical`/`alwaysBounceHorizontal` lets it bounce anyway.
    func canDrag(along axis: ScrollAxis) -> Bool {
        guard isScrollEnabled else { return false }
        let range = contentOffsetRange
        if axis.length(of: range.max) > axis.length(of: range.min) { return true }
        return bounces && (axis == .vertical ? alwaysBounceVertical : alwaysBounceHorizontal)
    }

    private func offsetRange(along axis: ScrollAxis) -> ClosedRange<CGFloat> {
        let range = contentOffsetRange
        return axis.length(of: range.min)...axis.length(of: range.max)
    }

    private func shownOffset(forFree free: CGFloat, along axis: ScrollAxis) -> CGFloat {
        let range = offsetRange(along: axis)
        guard bounces else { return min(max(free, range.lowerBound), range.upperBound) }
        return RubberBand.offset(free, in: range, dimension: axis.length(of: bounds.size))
    }

    private func freeOffset(showing shown: CGFloat, along axis: ScrollAxis) -> CGFloat {
        RubberBand.freeOffset(showing: shown, in: offsetRange(along: axis), dimension: axis.length(of: bounds.size))
    }

    /// Sets the offset as the physics computes it, past the edges if need be (not finite: ignored).
    func showContentOffset(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite, offset != bounds.origin else { return }
        bounds.origin = offset
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Paging

    /// The page a release at `shown` rests on: the nearest when slow, the next one in the direction of
    /// a flick (at most one page from where the drag began), as UIKit pages.
    private func pageOffset(releasedAt shown: CGPoint, velocity: CGPoint, startOffset: CGPoint) -> CGPoint {
        func page(_ axis: ScrollAxis) -> CGFloat {
            let range = offsetRange(along: axis)
            let size = axis.length(of: bounds.size)
            guard size > 0, range.upperBound > range.lowerBound else { return axis.length(of: shown) }
            let pages = OrthogonalSnapping(
                base: range.lowerBound, step: size, count: Int(((range.upperBound - range.lowerBound) / size).rounded(.up)) + 1,
                range: range)
            return pages.rest(proposed: axis.length(of: shown), start: axis.length(of: startOffset), velocity: axis.length(of: velocity))
        }
        return CGPoint(x: page(.horizontal), y: page(.vertical))
    }

    // MARK: Bad input

    private func usableVelocity(_ velocity: CGPoint) -> CGPoint {
        func usable(_ value: CGFloat) -> CGFloat {
            guard value.isFinite else { return 0 }
            return min(max(value, -Self.maximumReleaseSpeed), Self.maximumReleaseSpeed)
        }
        let used = CGPoint(x: usable(velocity.x), y: usable(velocity.y))
        if used != velocity { reportScrollProblem(.unusableVelocity(measured: velocity, used: used)) }
        return used
    }

    /// A target from a layout or a delegate inside the content; a non-finite one becomes `proposed`.
    private func usableTarget(_ target: CGPoint, proposed: CGPoint) -> CGPoint {
        let finite = CGPoint(x: target.x.isFinite ? target.x : proposed.x, y: target.y.isFinite ? target.y : proposed.y)
        let used = clampedContentOffset(finite)
        if abs(used.x - target.x) > 0.5 || abs(used.y - target.y) > 0.5 || !target.x.isFinite || !target.y.isFinite {
            reportScrollProblem(.unusableTarget(target: target, used: used))
        }
        return used
    }

    /// Ends a drag nobody released: its touch or touchpad stopped reporting (a device unplugged, an
    /// end event lost). It ends as a release held still, so the content bounces back and rests.
    private func startWatchingDrag() {
        let watch = AbandonedDragWatch(scrollView: self)
        frameDriver.add(watch)
    }

    func endAbandonedDrag(at time: TimeInterval) -> Bool {
        guard case let .tracking(tracking) = scrollPhase else { return false }
        guard time - tracking.lastEventTime >= Self.abandonedDragInterval else { return true }
        reportScrollProblem(.abandonedDrag(idle: time - tracking.lastEventTime))
        release(at: time, velocity: .zero, startOffset: tracking.startOffset)
        return false
    }
}

/// The motion after a release, stepped by the frame driver: both axes' `AxisMomentum`.
@MainActor
final class ScrollMomentum: FrameTicking {
    private weak var scrollView: UIScrollView?
    private let horizontal: AxisMomentum
    private let vertical: AxisMomentum

    init(scrollView: UIScrollView, offset: CGPoint, velocity: CGPoint, target: CGPoint, range: (min: CGPoint, max: CGPoint),
         rate: CGFloat, bounces: Bool, springs: Bool, at time: TimeInterval) {
        self.scrollView = scrollView
        horizontal = AxisMomentum(offset: offset.x, velocity: velocity.x, target: target.x, range: range.min.x...range.max.x,
                                  rate: rate, bounces: bounces, springs: springs, at: time)
        vertical = AxisMomentum(offset: offset.y, velocity: velocity.y, target: target.y, range: range.min.y...range.max.y,
                                rate: rate, bounces: bounces, springs: springs, at: time)
    }

    /// Where the motion ends.
    var restingOffset: CGPoint { CGPoint(x: horizontal.restingOffset, y: vertical.restingOffset) }

    func offset(at time: TimeInterval) -> CGPoint {
        CGPoint(x: horizontal.offset(at: time), y: vertical.offset(at: time))
    }

    func isAtRest(at time: TimeInterval) -> Bool {
        horizontal.isAtRest(at: time) && vertical.isAtRest(at: time)
    }

    func advance(to time: TimeInterval) -> Bool {
        guard let scrollView else { return false }
        scrollView.showContentOffset(offset(at: time))
        guard isAtRest(at: time) else { return true }
        scrollView.momentumEnded(self)
        return false
    }
}

/// Watches a drag for the end that never comes (see `UIScrollView.abandonedDragInterval`).
@MainActor
final class AbandonedDragWatch: FrameTicking {
    private weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) { self.scrollView = scrollView }

    func advance(to time: TimeInterval) -> Bool {
        scrollView?.endAbandonedDrag(at: time) ?? false
    }
}
