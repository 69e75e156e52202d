import CollectionEngine
import Foundation

/// Times a piece of work: repeats it until enough time has passed and returns the median, in seconds.
///
/// The median resists the occasional slow sample from a busy machine better than the mean does.
func medianTime(minimumRuns: Int = 5, budget: Duration = .milliseconds(200), _ work: () -> Void) -> Double {
    var samples: [Double] = []
    let clock = ContinuousClock()
    let start = clock.now
    while samples.count < minimumRuns || clock.now - start < budget {
        let before = clock.now
        work()
        let elapsed = clock.now - before
        samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        if samples.count >= 10_000 { break }
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// The frame clock of a benchmark: it moves only when the benchmark advances it, a frame at a time.
@MainActor
final class BenchClock: FrameClock {
    var now: TimeInterval
    init(now: TimeInterval = 0) { self.now = now }
}

/// `value` as a multiple of `base`, as the figures print it ("1.25×").
func ratio(_ value: Double, _ base: Double) -> String {
    String(format: "%.2f×", value / max(base, 1e-12))
}

/// A duration in the unit that keeps it readable.
func formatTime(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-6: return String(format: "%.0f ns", seconds * 1e9)
    case ..<1e-3: return String(format: "%.1f µs", seconds * 1e6)
    case ..<1: return String(format: "%.2f ms", seconds * 1e3)
    default: return String(format: "%.2f s", seconds)
    }
}

func formatCount(_ count: Int) -> String {
    let digits = String(count)
    var result = ""
    for (index, character) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
        result.append(character)
    }
    return result
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
