import Foundation

/// The one source of time in the engine.
///
/// The host's clock follows the wall; tests use a manual clock and step 16 ms frames, so every
/// animation, cadence delay and autoscroll is a function of the time this returns.
@MainActor
public protocol FrameClock: AnyObject {
    /// Seconds since an arbitrary, fixed origin.
    var now: TimeInterval { get }
}

/// A clock that follows the system's monotonic time.
@MainActor
public final class SystemFrameClock: FrameClock {
    private let origin = ContinuousClock.now

    /// A clock whose time starts at 0 now.
    public init() {}

    /// Seconds since the clock was made, from the system's monotonic clock.
    public var now: TimeInterval {
        let elapsed = ContinuousClock.now - origin
        return TimeInterval(elapsed.components.seconds) + TimeInterval(elapsed.components.attoseconds) * 1e-18
    }
}
