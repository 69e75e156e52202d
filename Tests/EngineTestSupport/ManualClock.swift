import CollectionEngine
import Foundation

/// A frame clock that moves only when a test moves it.
///
/// ```swift
/// let clock = ManualClock()
/// let driver = FrameDriver(clock: clock)
/// collectionView.frameDriver = driver
/// clock.advance(by: 0.016); driver.step()
/// ```
@MainActor
public final class ManualClock: FrameClock {
    public var now: TimeInterval

    public init(now: TimeInterval = 0) {
        self.now = now
    }

    /// Moves time forward by `seconds` (backward when negative; tests of clock skew may want that).
    public func advance(by seconds: TimeInterval) {
        now += seconds
    }
}
