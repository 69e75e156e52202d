import CollectionEngine
import Foundation

/// The system clock slowed down `scale` times, for `--animation-scale`: installed as the window's
/// clock, every animation (and every input timestamp) runs on it, so a 0.3 s animation takes
/// 3 s of wall time at scale 10 and a test can photograph it half-way without racing the clock.
@MainActor
final class ScaledClock: FrameClock {
    private let wall = SystemFrameClock()
    private let scale: Double

    init(scale: Double) { self.scale = max(1, scale) }

    var now: TimeInterval { wall.now / scale }
}
