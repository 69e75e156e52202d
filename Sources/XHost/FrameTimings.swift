import Foundation

/// Where the last frame's time went, in milliseconds of wall time, for benchmarks that look for what
/// makes a frame slow: the engine's part (animations, layout, cells configured), the renderer's
/// (recording and drawing), handing the frame to the server, and the prepared images uploaded after
/// it; `cpu` is the main thread's own CPU over the frame, so a frame slow for want of a core
/// (a loaded machine) tells itself apart from one slow for its work.
public struct FrameTimings: Sendable, Equatable {
    public var prepare = 0.0
    public var render = 0.0
    public var present = 0.0
    public var upload = 0.0
    public var cpu = 0.0

    /// A frame that took no time.
    public init() {}

    /// A stopwatch over one frame: `lap()` returns the milliseconds since the last lap.
    struct Stopwatch {
        private var last = Stopwatch.now()
        private let cpuStart = Stopwatch.threadCPU()

        mutating func lap() -> Double {
            let now = Stopwatch.now()
            defer { last = now }
            return (now - last) * 1000
        }

        /// The calling thread's CPU since the stopwatch started, in milliseconds.
        var cpu: Double { (Stopwatch.threadCPU() - cpuStart) * 1000 }

        private static func now() -> TimeInterval { EventLoop.monotonicNow() }

        private static func threadCPU() -> TimeInterval {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
        }
    }
}
