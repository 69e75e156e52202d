import Foundation

/// Momentum after a release, as UIKit's scroll view decays it: the velocity is multiplied by the
/// deceleration rate once per millisecond, so a release at `v` points per second travels
/// `v / 1000 * r / (1 - r)` points in all (the sum of the per-millisecond steps).
///
/// The path is a pure function of time. It ends when what is left to travel is under
/// `restThreshold` (half a point: the step would not show), the moment iOS's own decay ends, so a
/// flick takes the same number of frames; that last half point is spread over the whole motion
/// (0.1 % of a 500-point flick), so the content arrives at its end without a final jump.
struct Deceleration: Equatable {
    /// Below this distance from its end, a motion is at rest (half a point, as iOS rounds to pixels).
    static let restThreshold: CGFloat = 0.5

    /// Where the motion starts, and where it comes to rest.
    let start: CGFloat
    let end: CGFloat
    /// The rate per millisecond (`UIScrollView.DecelerationRate.rawValue`), in (0, 1).
    let rate: CGFloat
    /// The clock time the motion starts at.
    let startTime: TimeInterval

    /// How far a release at `velocity` points per second travels before it stops.
    static func projection(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard velocity.isFinite else { return 0 }
        let rate = usableRate(rate)
        return velocity / 1000 * rate / (1 - rate)
    }

    /// The motion of a release at `velocity` from `start` at `time`: it ends at the projection.
    init(start: CGFloat, velocity: CGFloat, rate: CGFloat, at time: TimeInterval) {
        self.init(start: start, end: start + Self.projection(velocity: velocity, rate: rate), rate: rate, at: time)
    }

    /// A motion with the decay's shape that ends at `end` exactly (a target a delegate or layout chose):
    /// its speed is scaled so that the sum of its steps is the distance.
    init(start: CGFloat, end: CGFloat, rate: CGFloat, at time: TimeInterval) {
        self.start = start
        self.end = end
        self.rate = Self.usableRate(rate)
        startTime = time
    }

    /// `rate` kept where the decay ends in finite time: a rate of 1 or more would never stop, and 0 or
    /// less (or NaN) would not move at all.
    static func usableRate(_ rate: CGFloat) -> CGFloat {
        rate.isFinite ? min(max(rate, 0.5), 0.9999) : UIScrollView.DecelerationRate.normal.rawValue
    }

    /// The share of the distance still to travel after `elapsed` seconds: the decay `rate` to the power
    /// of the milliseconds gone, less the half point that is left when the motion ends, so the last
    /// frame arrives at `end` without a jump.
    private func remainingFraction(after elapsed: TimeInterval) -> CGFloat {
        let tail = finalFraction
        return max(0, (pow(rate, CGFloat(max(0, elapsed) * 1000)) - tail) / (1 - tail))
    }

    /// The share of the decay left when the motion ends (`restThreshold` of the distance).
    private var finalFraction: CGFloat {
        let distance = abs(end - start)
        return distance > Self.restThreshold ? Self.restThreshold / distance : 1
    }

    /// Where the motion is at `time`; exactly `end` once at rest.
    func offset(at time: TimeInterval) -> CGFloat {
        isAtRest(at: time) ? end : end - (end - start) * remainingFraction(after: time - startTime)
    }

    /// The speed at `time`, in points per second.
    func velocity(at time: TimeInterval) -> CGFloat {
        guard !isAtRest(at: time) else { return 0 }
        let decay = pow(rate, CGFloat(max(0, time - startTime) * 1000))
        return -(end - start) * decay / (1 - finalFraction) * 1000 * log(rate)
    }

    func isAtRest(at time: TimeInterval) -> Bool {
        time - startTime >= duration
    }

    /// How long the motion lasts: until less than `restThreshold` would be left to travel.
    var duration: TimeInterval {
        let distance = abs(end - start)
        guard distance > Self.restThreshold else { return 0 }
        return TimeInterval(log(Self.restThreshold / distance) / (1000 * log(rate)))
    }
}

extension Deceleration {
    /// When the motion passes `value` (an edge it crosses on its way to `end`), or nil if it never does.
    func time(reaching value: CGFloat) -> TimeInterval? {
        let distance = end - start
        guard distance != 0 else { return nil }
        let fraction = (end - value) / distance
        guard fraction > 0, fraction < 1 else { return nil }
        // Inverse of remainingFraction: the decay factor that leaves `fraction` still to go.
        let decay = fraction * (1 - finalFraction) + finalFraction
        let elapsed = TimeInterval(log(decay) / (1000 * log(rate)))
        return elapsed < duration ? startTime + elapsed : nil
    }
}
