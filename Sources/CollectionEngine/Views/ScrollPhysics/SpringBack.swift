import Foundation

/// A critically damped spring that brings content back to `rest`: past an edge after a drag or a
/// flick, or onto a page. A pure function of time.
///
/// `x(t) = (x0 + (v0 + ω x0) t) e^(-ω t)` for the displacement `x` from rest. Critical damping never
/// oscillates, and the initial velocity is limited so the content cannot cross `rest` either: it
/// comes back without overshoot however fast it was moving towards rest.
struct SpringBack: Equatable {
    /// The spring's natural frequency, per second: back from 100 points in about half a second.
    static let frequency: CGFloat = 13

    let rest: CGFloat
    let startTime: TimeInterval
    private let displacement: CGFloat
    private let velocity: CGFloat

    init(from offset: CGFloat, to rest: CGFloat, velocity: CGFloat, at time: TimeInterval) {
        self.rest = rest
        startTime = time
        displacement = offset - rest
        let launch = velocity.isFinite ? velocity : 0
        // With x0 > 0 the path stays positive while v0 + ω x0 ≥ 0: a faster approach would cross rest.
        let limit = -Self.frequency * displacement
        self.velocity = displacement > 0 ? max(launch, limit) : displacement < 0 ? min(launch, limit) : launch
    }

    private func raw(at time: TimeInterval) -> CGFloat {
        let t = CGFloat(max(0, time - startTime)), ω = Self.frequency
        return (displacement + (velocity + ω * displacement) * t) * exp(-ω * t)
    }

    /// Where the content is at `time`: exactly `rest` once at rest.
    func offset(at time: TimeInterval) -> CGFloat {
        isAtRest(at: time) ? rest : rest + raw(at: time)
    }

    /// The speed at `time`, in points per second.
    func velocity(at time: TimeInterval) -> CGFloat {
        guard !isAtRest(at: time) else { return 0 }
        let t = CGFloat(max(0, time - startTime)), ω = Self.frequency
        return (velocity - ω * (velocity + ω * displacement) * t) * exp(-ω * t)
    }

    /// At rest once past the furthest point (a spring launched away from rest first goes out) and
    /// within `Deceleration.restThreshold` of rest.
    func isAtRest(at time: TimeInterval) -> Bool {
        let t = CGFloat(time - startTime)
        return t >= peakTime && abs(raw(at: time)) <= Deceleration.restThreshold
    }

    /// When the displacement is largest: at once, unless the spring was launched away from rest.
    private var peakTime: CGFloat {
        let c = velocity + Self.frequency * displacement
        guard c != 0, displacement * velocity > 0 || displacement == 0 else { return 0 }
        return max(0, 1 / Self.frequency - displacement / c)
    }
}
