import Foundation
import HostTestSupport

/// Frames while a touchpad flick decelerates, at 1080p on the demo's manual clock: over the
/// 16.7M-item gallery and over the photo grid. The demo flicks its own window (`flick 0 3000`: six
/// smooth-scroll deltas and the lift, as XInput 2 delivers a touchpad's), then the bench steps one
/// 1/60 s frame at a time until the content rests, reading each frame's wall time, drawn and on the
/// X server (`worst=`). Then the demo's CPU over two idle seconds, which should be zero: at rest
/// nothing animates and the event loop sleeps in poll().
@MainActor
func measureDeceleration(arguments: [String], label: String, display: String) throws {
    let demo = try DemoProcess(executable: DemoProcess.builtProduct("CollectionDemo"),
                               arguments: arguments + ["--size", "1920x1080", "--manual-clock"], display: display)
    defer { demo.terminate() }
    guard demo.waitForLine(startingWith: "ready ", timeout: 120) != nil else {
        print("host: \(label): the demo did not start: \(demo.errorText)")
        return
    }
    _ = decelerationAnswer(demo, arguments.contains("--photos") ? "photos" : "settle")
    var frames: [Double] = []
    for speed in [3000, -3000, 6000] {
        guard let flick = decelerationAnswer(demo, "flick 0 \(speed)") else { break }
        var animating = flick.contains("animating=yes")
        while animating, frames.count < 5000, let answer = decelerationAnswer(demo, "advance 16.667") {
            if let worst = answer.split(separator: " ").first(where: { $0.hasPrefix("worst=") }).flatMap({ Double($0.dropFirst(6)) }) {
                frames.append(worst)
            }
            animating = answer.contains("animating=yes")
        }
    }
    let sorted = frames.sorted()
    guard !sorted.isEmpty else { return }
    print(String(format: "host: %@: %d frames decelerating after three flicks: p50 %.2f ms, p95 %.2f ms, max %.2f ms, %d over 16.7 ms",
                 label, sorted.count, sorted[sorted.count / 2], sorted[sorted.count * 95 / 100], sorted.last ?? 0,
                 sorted.filter { $0 > 16.7 }.count))
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
