import Foundation
import HostTestSupport

/// Frames while a touchpad flick decelerates, at 1080p on the demo's manual clock: over the
/// 16.7M-item gallery and over the photo grid. The demo flicks its own window (`flick 0 3000`: six
/// smooth-scroll deltas and the lift, as XInput 2 delivers a touchpad's), then the bench steps one
/// 1/60 s frame at a time until the content rests, reading each frame's wall time, drawn and on the
/// X server (`worst=`). Then the demo's CPU over two idle seconds, which should be zero: at rest
/// nothing animates and the event loop sleeps in poll().
@MainActor
func measureDeceleration(arguments: [String], label: String, display: String, server: Int32) throws {
    let demo = try DemoProcess(executable: DemoProcess.builtProduct("CollectionDemo"),
                               arguments: arguments + ["--size", "1920x1080", "--manual-clock"], display: display)
    defer { demo.terminate() }
    guard demo.waitForLine(startingWith: "ready ", timeout: 120) != nil else {
        print("host: \(label): the demo did not start: \(demo.errorText)")
        return
    }
    _ = decelerationAnswer(demo, arguments.contains("--photos") ? "photos" : "settle")
    let loadBefore = loadAverage()
    var frames: [DecelerationFrame] = []
    for speed in [3000, -3000, 6000] {
        guard let flick = decelerationAnswer(demo, "flick 0 \(speed)") else { break }
        var animating = flick.contains("animating=yes")
        var index = 0
        while animating, frames.count < 5000 {
            let before = (SchedulerTimes(of: server), SchedulerTimes(of: demo.processIdentifier))
            guard let answer = decelerationAnswer(demo, "advance 16.667") else { break }
            let after = (SchedulerTimes(of: server), SchedulerTimes(of: demo.processIdentifier))
            if var frame = DecelerationFrame(answer: answer, index: index) {
                frame.server = after.0 - before.0
                frame.demo = after.1 - before.1
                frames.append(frame)
            }
            index += 1
            animating = answer.contains("animating=yes")
        }
    }
    let sorted = frames.map(\.wall).sorted()
    guard !sorted.isEmpty else { return }
    print(String(format: "host: %@: %d frames decelerating after three flicks: p50 %.2f ms, p95 %.2f ms, max %.2f ms, %d over 16.7 ms (load %@ before, %@ after)",
                 label, sorted.count, sorted[sorted.count / 2], sorted[sorted.count * 95 / 100], sorted.last ?? 0,
                 sorted.filter { $0 > 16.7 }.count, loadBefore, loadAverage()))
    DecelerationFrame.explainSlow(frames, label: label)
    // At rest means nothing left to do: the photos the flicks brought on screen have loaded.
    if arguments.contains("--photos") { _ = decelerationAnswer(demo, "photos") }
    Thread.sleep(forTimeInterval: 0.3)
    guard let start = cpuTicks(of: demo.processIdentifier) else { return }
    Thread.sleep(forTimeInterval: 2)
    guard let end = cpuTicks(of: demo.processIdentifier) else { return }
    print("host: \(label): demo CPU over 2 s at rest after the flicks: \(end - start) ticks (should be 0)")
}

private func decelerationAnswer(_ demo: DemoProcess, _ command: String) -> String? {
    let skip = demo.outputLines.count
    demo.send(command)
    return demo.waitForLine(startingWith: "clock ", after: skip, timeout: 60)
}

/// One frame of a deceleration as the demo's `clock` answer gives it: its wall time, drawn and on the
/// server, and where that went (`FrameTimings`), `index` frames after its flick's lift.
struct DecelerationFrame {
    var wall: Double
    var parts: [String: Double]
    var index: Int
    /// What the X server's and the demo's main threads did over the command that drew the frame.
    var server = SchedulerTimes.zero
    var demo = SchedulerTimes.zero

    init?(answer: String, index: Int) {
        let words = answer.split(separator: " ")
        guard let wall = words.first(where: { $0.hasPrefix("worst=") }).flatMap({ Double($0.dropFirst(6)) }) else { return nil }
        self.wall = wall
        self.index = index
        parts = Dictionary(words.first { $0.hasPrefix("parts=") }.map { $0.dropFirst(6).split(separator: ",") }?.compactMap { pair in
            let halves = pair.split(separator: ":")
            return halves.count == 2 ? Double(halves[1]).map { (String(halves[0]), $0) } : nil
        } ?? [], uniquingKeysWith: { $1 })
    }

    /// The client's own share: what the main thread did, measured part by part.
    var client: Double { ["prepare", "render", "present", "upload"].reduce(0) { $0 + (parts[$1] ?? 0) } }
    /// The rest of the wall time: waiting for the X server to finish the frame (XSync).
    var serverWait: Double { max(0, wall - client) }

    /// For the frames over 16.7 ms: how many the main thread's CPU alone overran (work) and how many
    /// ran long for want of a core (the thread's CPU well under its wall time), the mean of each part,
    /// and where in the deceleration they fell.
    static func explainSlow(_ frames: [DecelerationFrame], label: String) {
        let slow = frames.filter { $0.wall > 16.7 }
        guard !slow.isEmpty else { return }
        func mean(_ value: (DecelerationFrame) -> Double) -> Double { slow.map(value).reduce(0, +) / Double(slow.count) }
        let overCPU = slow.filter { ($0.parts["cpu"] ?? 0) > 16.7 }.count
        let starved = slow.filter { ($0.parts["cpu"] ?? 0) < $0.client * 0.5 }.count
        let early = slow.filter { $0.index < 5 }.count
        print(String(format: "host: %@: the %d slow frames: %d with more than 16.7 ms of main-thread CPU, %d with under half their client time on the CPU (waiting for a core); %d in the first 5 frames after a lift",
                     label, slow.count, overCPU, starved, early))
        print(String(format: "host: %@: slow frames' mean ms: prepare %.2f, render %.2f, present %.2f, upload %.2f, server wait %.2f, main-thread CPU %.2f (all frames: prepare %.2f, render %.2f, server wait %.2f, CPU %.2f)",
                     label, mean { $0.parts["prepare"] ?? 0 }, mean { $0.parts["render"] ?? 0 }, mean { $0.parts["present"] ?? 0 },
                     mean { $0.parts["upload"] ?? 0 }, mean(\.serverWait), mean { $0.parts["cpu"] ?? 0 },
                     frames.map { $0.parts["prepare"] ?? 0 }.reduce(0, +) / Double(frames.count),
                     frames.map { $0.parts["render"] ?? 0 }.reduce(0, +) / Double(frames.count),
                     frames.map(\.serverWait).reduce(0, +) / Double(frames.count),
                     frames.map { $0.parts["cpu"] ?? 0 }.reduce(0, +) / Double(frames.count)))
        print(String(format: "host: %@: slow frames' mean ms from the scheduler: X server running %.2f, waiting for a core %.2f; demo's main thread running %.2f, waiting for a core %.2f (all frames: server running %.2f, waiting %.2f)",
                     label, mean(\.server.running), mean(\.server.waiting), mean(\.demo.running), mean(\.demo.waiting),
                     frames.map(\.server.running).reduce(0, +) / Double(frames.count),
                     frames.map(\.server.waiting).reduce(0, +) / Double(frames.count)))
    }
}

/// A thread's time on a core and waiting in the run queue for one, in milliseconds, from
/// /proc/PID/schedstat (the process's main thread; nanosecond counts, unlike /proc/PID/stat's ticks).
struct SchedulerTimes {
    var running: Double
    var waiting: Double

    static let zero = SchedulerTimes(running: 0, waiting: 0)

    init(running: Double, waiting: Double) {
        (self.running, self.waiting) = (running, waiting)
    }

    init(of pid: Int32) {
        let fields = ((try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8)) ?? "").split(separator: " ")
        running = fields.count > 1 ? (Double(fields[0]) ?? 0) / 1e6 : 0
        waiting = fields.count > 1 ? (Double(fields[1]) ?? 0) / 1e6 : 0
    }

    static func - (a: SchedulerTimes, b: SchedulerTimes) -> SchedulerTimes {
        SchedulerTimes(running: a.running - b.running, waiting: a.waiting - b.waiting)
    }
}

/// The machine's load averages over 1, 5 and 15 minutes, as `uptime` shows them.
func loadAverage() -> String {
    ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
}
