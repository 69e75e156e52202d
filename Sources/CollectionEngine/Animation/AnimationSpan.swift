import Foundation

/// The stretch of frame time an animation runs over: the one place where a frame time becomes the
/// fraction of the animation that has elapsed.
struct AnimationSpan: Sendable, Equatable {
    var start: TimeInterval
    var duration: TimeInterval

    /// The elapsed fraction at `time`, in 0…1 (1 at once for a zero duration).
    func fraction(at time: TimeInterval) -> CGFloat {
        duration > 0 ? CGFloat(min(1, max(0, (time - start) / duration))) : 1
    }

    func isFinished(at time: TimeInterval) -> Bool { time >= start + duration }
}
