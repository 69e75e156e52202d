import CollectionEngine
import Foundation

/// A frame clock that moves only when a test says so.
///
/// ```swift
/// let clock = ManualClock()
/// let driver = FrameDriver(clock: clock)
/// clock.advance(by: 0.016); driver.step()
/// ```
@MainActor
public final class ManualClock: FrameClock {
    public var now: TimeInterval

    public init(now: TimeInterval = 0) {
        self.now = now
    }

    public func advance(by seconds: TimeInterval) {
        now += seconds
    }
}
