import Foundation

/// The offsets a drag passed through in its last moments, to measure its speed when released.
struct VelocitySamples<Offset: DragOffset> {
    /// How far back, in seconds, the speed on release is measured.
    static var window: TimeInterval { 0.1 }
    /// A release this long after the last move was held still first: it has no speed.
    static var stillness: TimeInterval { 0.05 }

    private var recent: [(time: TimeInterval, offset: Offset)] = []

    /// Notes that the drag reached `offset` at `time`, forgetting what is older than the window.
    mutating func record(_ offset: Offset, at time: TimeInterval) {
        recent.append((time, offset))
        recent.removeAll { $0.time < time - Self.window }
    }

    /// The speed over the window, in points per second: zero when no time passed in it.
    var velocity: Offset {
        guard let first = recent.first, let last = recent.last, last.time > first.time else { return .zero }
        return last.offset.velocity(from: first.offset, over: last.time - first.time)
    }

    /// The speed of a release at `time`: zero when the drag was held still before it.
    func velocity(releasedAt time: TimeInterval) -> Offset {
        guard let last = recent.last, time - last.time <= Self.stillness else { return .zero }
        return velocity
    }
}
