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

extension FrameDriver {
    /// Steps frames of `clock` (`interval` apart, 1/60 s unless told) until nothing animates (at most
    /// `maximumFrames`), calling `afterEachFrame` after each (a layout pass, a check); returns how many
    /// frames it stepped. When nothing animates it steps none: lay out afterwards if a change did not animate.
    ///
    /// ```swift
    /// collectionView.performBatchUpdates { … }
    /// driver.settle(clock: clock) { collectionView.layoutIfNeeded() }
    /// ```
    @discardableResult
    public func settle(
        clock: ManualClock, interval: TimeInterval = SyntheticInput.frameInterval, maximumFrames: Int = 600,
        afterEachFrame: () -> Void = {}
    ) -> Int {
        var frames = 0
        while isAnimating, frames < maximumFrames {
            clock.advance(by: interval)
            step()
            afterEachFrame()
            frames += 1
        }
        return frames
    }
}
