import Foundation

/// The motion of one axis after a release, as a pure function of time: momentum that decays
/// (`Deceleration`), a spring onto an edge or a page (`SpringBack`), or a decay that runs past the
/// content's edge and springs back from there.
struct AxisMomentum: Equatable {
    /// Where a free decay passes the content's edge, and what follows: a spring back onto the edge,
    /// or (when the view does not bounce) a stop at it.
    private struct EdgeCrossing: Equatable {
        let time: TimeInterval
        let edge: CGFloat
        let springBack: SpringBack?
    }

    private enum Path: Equatable {
        case resting(CGFloat)
        case spring(SpringBack)
        case decay(Deceleration, crossing: EdgeCrossing?)
    }

    private let path: Path

    /// The motion of an axis shown at `offset`, released at `velocity` (points per second), that is to
    /// rest at `target` inside `range`.
    ///
    /// - When `target` is where the momentum itself ends (clamped to the content), the content decays
    ///   freely; if that runs past an edge it goes on past it and springs back (`bounces`) or stops there.
    /// - When the content is past an edge, or `springs` (paging), it springs to `target` from its speed.
    /// - Any other target (a delegate's or a layout's) is reached by a decay scaled to end exactly there.
    init(offset: CGFloat, velocity: CGFloat, target: CGFloat, range: ClosedRange<CGFloat>, rate: CGFloat,
         bounces: Bool, springs: Bool, at time: TimeInterval) {
        let natural = Deceleration(start: offset, velocity: velocity, rate: rate, at: time)
        if springs || !range.contains(offset) {
            let spring = SpringBack(from: offset, to: target, velocity: velocity, at: time)
            path = spring.isAtRest(at: time) ? .resting(target) : .spring(spring)
        } else if velocity != 0, target == min(max(natural.end, range.lowerBound), range.upperBound) {
            path = .decay(natural, crossing: Self.crossing(of: natural, leaving: range, bounces: bounces))
        } else {
            let scaled = Deceleration(start: offset, end: target, rate: rate, at: time)
            path = scaled.isAtRest(at: time) ? .resting(target) : .decay(scaled, crossing: nil)
        }
    }

    private static func crossing(of decay: Deceleration, leaving range: ClosedRange<CGFloat>, bounces: Bool) -> EdgeCrossing? {
        let edge = decay.end < range.lowerBound ? range.lowerBound : decay.end > range.upperBound ? range.upperBound : nil
        guard let edge, let time = decay.time(reaching: edge) else { return nil }
        let spring = bounces ? SpringBack(from: edge, to: edge, velocity: decay.velocity(at: time), at: time) : nil
        return EdgeCrossing(time: time, edge: edge, springBack: spring)
    }

    /// Where the axis is at `time`.
    func offset(at time: TimeInterval) -> CGFloat {
        switch path {
        case let .resting(offset): return offset
        case let .spring(spring): return spring.offset(at: time)
        case let .decay(decay, crossing):
            guard let crossing, time > crossing.time else { return decay.offset(at: time) }
            return crossing.springBack?.offset(at: time) ?? crossing.edge
        }
    }

    /// Whether the axis has come to rest by `time`.
    func isAtRest(at time: TimeInterval) -> Bool {
        switch path {
        case .resting: return true
        case let .spring(spring): return spring.isAtRest(at: time)
        case let .decay(decay, crossing):
            guard let crossing else { return decay.isAtRest(at: time) }
            return time > crossing.time && crossing.springBack?.isAtRest(at: time) != false
        }
    }

    /// Where the axis ends.
    var restingOffset: CGFloat {
        switch path {
        case let .resting(offset): return offset
        case let .spring(spring): return spring.rest
        case let .decay(decay, crossing): return crossing?.edge ?? decay.end
        }
    }
}
