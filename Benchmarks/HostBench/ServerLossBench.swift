import Foundation
import HostTestSupport

/// How soon the demo ends once its X server is killed under it, against xev (x11-utils): a plain Xlib
/// client blocked in `XNextEvent`, which Xlib ends as soon as the socket closes, the quickest a client
/// can notice. Each run kills a fresh Xvfb with the client shown on it; the test
/// (`GalleryFaultEndToEndTests`) checks that the demo ends with a failure, this says how soon.
func measureServerLoss(runs: Int = 5) throws {
    let demo = try (0..<runs).map { _ in
        try secondsToExit(DemoProcess.builtProduct("CollectionDemo"), arguments: [], shownWhen: "ready")
    }
    guard let xev = ["/usr/bin/xev", "/usr/local/bin/xev"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
        return print(String(format: "host: X server killed -> demo exits in %.1f ms (median of %d); xev is not installed (x11-utils) to compare",
                            median(demo) * 1000, runs))
    }
    let plain = try (0..<runs).map { _ in try secondsToExit(URL(fileURLWithPath: xev), arguments: [], shownWhen: "Expose") }
    print(String(format: "host: X server killed -> demo exits in %.1f ms = %.1fx xev's %.1f ms (medians of %d)",
                 median(demo) * 1000, median(demo) / max(median(plain), 1e-6), median(plain) * 1000, runs))
}

/// Seconds from killing the server to `executable`'s exit, once it printed a line starting with `shown`;
/// .infinity when it did not start or outlived 10 s.
private func secondsToExit(_ executable: URL, arguments: [String], shownWhen shown: String) throws -> Double {
    let xvfb = try XvfbSession()
    defer { xvfb.stop() }
    let client = try DemoProcess(executable: executable, arguments: arguments, display: xvfb.displayName)
    defer { client.terminate() }
    guard client.waitForLine(startingWith: shown, timeout: 30) != nil else { return .infinity }
    let start = ContinuousClock.now
    xvfb.stop()
    guard client.waitForExit(timeout: 10) != nil else { return .infinity }
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}
