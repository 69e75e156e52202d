import CollectionEngine
import Foundation

/// A clock that stands still until the debug channel moves it, for `--manual-clock`: installed as the
/// window's clock, every animation, cadence delay and autoscroll (and every input timestamp) follows
/// it, so an end-to-end test photographs "half-way" by stepping to half-way, not by sleeping.
@MainActor
final class ManualClock: FrameClock {
    private(set) var now: TimeInterval = 0

    func advance(by seconds: TimeInterval) { now += max(0, seconds) }
}
