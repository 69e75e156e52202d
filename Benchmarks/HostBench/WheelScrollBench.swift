import CX11
import Foundation
import HostTestSupport

/// What 200 wheel clicks cost over the 16.7M-item gallery at the demo's default window size: the
/// demo's CPU time and the X server's (where XRender composites), each from /proc/<pid>/stat, over
/// the whole run. The demo runs on its manual clock: each click is followed by three 1/60 s frames
/// (a brisk wheel, about 20 clicks a second), and the glide is settled at the end, so every run draws
/// the same frames. It also prints the median share of the window's pixels a click's frames composite
/// (the demo's `clock … redrawn=` answer).
@MainActor
func measureWheelScrolling(clicks: Int = 200) throws {
    let xvfb = try XvfbSession()
    defer { xvfb.stop() }
    let demo = try DemoProcess(executable: DemoProcess.builtProduct("CollectionDemo"),
                               arguments: ["--items", "16777216", "--manual-clock"], display: xvfb.displayName)
    defer { demo.terminate() }
    guard let ready = demo.waitForLine(startingWith: "ready ", timeout: 60),
          let id = ready.split(separator: " ").first(where: { $0.hasPrefix("window=") }).flatMap({ UInt($0.dropFirst(7)) }),
          let driver = XTestDriver(displayName: xvfb.displayName, window: id) else {
        print("host: \(clicks) wheel clicks: the demo did not start: \(demo.errorText)")
        return
    }
    defer { driver.close() }
    let (width, height) = driver.windowSize
    _ = clockAnswer(demo, "settle")
    guard let demoStart = cpuTicks(of: demo.processIdentifier), let serverStart = cpuTicks(of: xvfb.processIdentifier) else { return }
    var redrawn: [Double] = []
    for _ in 0..<clicks {
        driver.scrollWheel(notches: 1, at: width / 2, height / 2 + 40)
        let answer = clockAnswer(demo, "advance 50")
        if let share = answer?.split(separator: " ").first(where: { $0.hasPrefix("redrawn=") }).flatMap({ Double($0.dropFirst(8)) }) {
            redrawn.append(share)
        }
    }
    _ = clockAnswer(demo, "settle")
    guard let demoEnd = cpuTicks(of: demo.processIdentifier), let serverEnd = cpuTicks(of: xvfb.processIdentifier) else { return }
    let tick = 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    print(String(format: "host: %d wheel clicks: client %.0f ms + server %.0f ms CPU", clicks,
                 Double(demoEnd - demoStart) * tick, Double(serverEnd - serverStart) * tick))
    if !redrawn.isEmpty {
        // What the copy saves: a click's frames composite only this share of the window, the rest is copied.
        print(String(format: "host: wheel frames composite a median %.0f %% of the window's pixels (%d clicks)",
                     redrawn.sorted()[redrawn.count / 2] * 100, redrawn.count))
    }
}

/// Sends a clock command to the demo and waits for its answer (the frame is then on screen).
private func clockAnswer(_ demo: DemoProcess, _ command: String) -> String? {
    let skip = demo.outputLines.count
    demo.send(command)
    return demo.waitForLine(startingWith: "clock ", after: skip, timeout: 30)
}
