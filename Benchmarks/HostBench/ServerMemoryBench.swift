import CX11
import Foundation
import HostTestSupport

/// What the demo holds on the X server through a long storm of layout switches, resizes and wheel
/// bursts (`GalleryStorm`), read with X-Resource at rest after each sixth of the run, against what it
/// held once its first frame was up: the goal is at most the host's budget (`--image-cache-mb`,
/// 64 MB) above its back buffer, and flat from one stretch of the run to the next.
func measureServerMemory(display: String, steps: Int, seed: UInt64 = 1) throws {
    let demo = try DemoProcess(executable: DemoProcess.builtProduct("CollectionDemo"), arguments: ["--manual-clock"], display: display)
    defer { demo.terminate() }
    guard let ready = demo.waitForLine(startingWith: "ready ", timeout: 30),
          let window = ready.split(separator: " ").first(where: { $0.hasPrefix("window=") }).flatMap({ UInt($0.dropFirst(7)) }),
          let driver = XTestDriver(displayName: display, window: window) else {
        return print("host: server memory: the demo did not start: \(demo.errorText)")
    }
    defer { driver.close() }
    func usage() -> ServerResourceUsage? { ServerResourceUsage.ofClient(owning: window, on: driver.display) }
    guard let start = usage() else { return print("host: server memory: the server has no X-Resource extension") }
    print("host: server memory at the first frame: \(start)")
    var storm = GalleryStorm(demo: demo, driver: driver, seed: seed, screen: screen)
    var most = 0
    let stretch = max(1, steps / 6)
    while storm.steps < steps {
        guard storm.run(min(stretch, steps - storm.steps)), storm.rest(), let now = usage(), let host = demo.serverMemory() else {
            return print("host: server memory: the demo stopped answering after \(storm.steps) actions: \(demo.errorText)")
        }
        let above = now.pixmapBytes - host.backBuffer
        most = max(most, above)
        print(String(format: "host: server memory after %5d storm actions: %@ (%+.1f MB on the first frame); %.1f MB above the back buffer, the host counts %.1f MB (limit %.0f MB)",
                     storm.steps, now.description, Double(now.pixmapBytes - start.pixmapBytes) / 1_048_576, Double(above) / 1_048_576,
                     Double(host.kept) / 1_048_576, Double(host.limit) / 1_048_576))
    }
    print(String(format: "host: server memory over %d storm actions: at most %.1f MB above the back buffer, at rest", steps, Double(most) / 1_048_576))
}
