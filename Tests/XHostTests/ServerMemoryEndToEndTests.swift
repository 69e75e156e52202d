import Foundation
import HostTestSupport
import Testing

/// What the demo holds on the X server through a long storm of layout switches, window resizes and
/// wheel bursts (`GalleryStorm`): the server's own count (X-Resource) agrees with the host's, and stays
/// within the host's budget above the back buffer, or within what the last frame showed when that
/// alone is more. HostBench's server-memory figure runs the storm forty times longer.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct ServerMemoryEndToEndTests {
    /// Pixmap bytes the host's count leaves out: none are expected; this is rounding.
    private let slack = 64 << 10

    @Test func aLongStormKeepsWhatTheServerHoldsUnderTheBudget() throws {
        // A small budget, so a short storm goes over it many times.
        let session = try GallerySession(arguments: ["--image-cache-mb", "16"], manualClock: true)
        defer { session.close() }
        var storm = GalleryStorm(demo: session.demo, driver: session.driver, seed: 3)
        for _ in 0..<3 {
            let answered = storm.run(25)
            #expect(answered, "the demo answered every step: \(session.demo.errorText)")
            // Measured at rest: mid-frame, the server holds a frame's new pictures before the old are freed.
            #expect(session.settle() == true)
            let host = try #require(session.serverMemory())
            let server = try #require(ServerResourceUsage.ofClient(owning: session.driver.window, on: session.driver.display))
            #expect(host.limit == 16 << 20)
            #expect(host.kept <= host.limit || host.kept == host.lastFrame, "after \(storm.steps) actions: \(host)")
            #expect(server.pixmapBytes <= host.backBuffer + max(host.limit, host.lastFrame) + slack, "after \(storm.steps) actions: \(server)")
            #expect(abs(server.pixmapBytes - (host.kept + host.backBuffer)) <= slack,
                    "the host counts what the server holds: \(host.kept + host.backBuffer) bytes counted, \(server)")
        }
    }
}
