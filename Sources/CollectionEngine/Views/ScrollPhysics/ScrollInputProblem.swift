import Foundation

/// Scroll input the scroll view could not use as it came, and what it did instead. A collection view
/// reports these to its `errorHandler` (as `CollectionViewError.unusableScrollInput`); another scroll
/// view writes them to standard error. The content never sticks: each is clamped or ignored.
public enum ScrollInputProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// A drag delta that was not finite; it was ignored.
    case nonFiniteDelta
    /// A release speed (points per second) that was not finite or faster than 12,000 points a second
    /// along an axis; `used` is the speed the content moved on at.
    case unusableVelocity(measured: CGPoint, used: CGPoint)
    /// A target offset from a layout or a delegate that was not finite or lay outside the content;
    /// the content came to rest at `used`.
    case unusableTarget(target: CGPoint, used: CGPoint)
    /// A drag with no event for `idle` seconds (its end never came); it ended as a release held still.
    case abandonedDrag(idle: TimeInterval)

    /// A sentence naming the input, the values involved and what the scroll view did instead.
    public var description: String {
        switch self {
        case .nonFiniteDelta:
            return "a scroll delta that is not a number was ignored"
        case let .unusableVelocity(measured, used):
            return "release velocity (\(measured.x), \(measured.y)) pt/s is unusable; moved on at (\(used.x), \(used.y))"
        case let .unusableTarget(target, used):
            return "target content offset (\(target.x), \(target.y)) is not finite or outside the content; rests at (\(used.x), \(used.y))"
        case let .abandonedDrag(idle):
            return "a drag had no event for \(idle) s (its end never came); it ended where it was"
        }
    }
}
