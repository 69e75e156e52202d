import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// The demo when the system misbehaves around it: the X server killed under it, its window destroyed by
/// another client, no display at all, a server without an extension it needs. Each ends in one clear
/// line on standard error and a non-zero status, never a crash or a hang.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryFaultEndToEndTests {
    private func launch(display: String?, arguments: [String] = []) throws -> DemoProcess {
        try DemoProcess(executable: DemoProcess.builtProduct("CollectionDemo"), arguments: arguments, display: display)
    }

    /// How soon it ends is a figure, not a check: HostBench's `server-loss`.
    @Test func theXServerKilledUnderTheDemoEndsItWithAFailure() throws {
        let session = try GallerySession()
        defer { session.close() }
        session.driver.close()  // the test's own connection must not outlive the server
        session.xvfb.stop()
        #expect(session.demo.waitForExit(timeout: 5) == 1)
        #expect(session.demo.errorText.contains("lost the connection to the X server"), "stderr: \(session.demo.errorText)")
    }

    @Test func theWindowDestroyedByAnotherClientEndsTheDemoWithAFailure() throws {
        let session = try GallerySession()
        defer { session.close() }
        XDestroyWindow(session.driver.display, Window(session.driver.window))
        XSync(session.driver.display, 0)
        #expect(session.demo.waitForExit(timeout: 5) == 1)
        // A frame sent before the demo read the DestroyNotify may draw into the destroyed window: that
        // error is logged and ignored, as every protocol error is.
        #expect(session.demo.errorText.contains("the window was destroyed by another client"), "stderr: \(session.demo.errorText)")
    }

    @Test func noDisplaySetIsOneLineAndStatusOne() throws {
        let demo = try launch(display: nil)
        #expect(demo.waitForExit() == 1)
        #expect(demo.errorText == "CollectionDemo: cannot open X display (DISPLAY is not set): start an X server or set DISPLAY")
    }

    @Test func aDisplayPointingNowhereIsOneLineAndStatusOne() throws {
        let demo = try launch(display: ":65000")
        #expect(demo.waitForExit() == 1)
        #expect(demo.errorText == "CollectionDemo: cannot open X display ':65000': start an X server or set DISPLAY")
    }

    @Test func aServerWithoutRenderIsNamedAsLackingIt() throws {
        let xvfb = try XvfbSession(arguments: ["-extension", "RENDER"])
        defer { xvfb.stop() }
        let demo = try launch(display: xvfb.displayName)
        #expect(demo.waitForExit() == 1)
        #expect(demo.errorText == "CollectionDemo: the X server lacks the RENDER extension, which Tessera draws with")
    }

    @Test func aServerWithoutXTestRunsTheDemoAndTheDriverNamesWhatIsMissing() throws {
        let xvfb = try XvfbSession(arguments: ["-extension", "XTEST"])
        defer { xvfb.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-noxtest-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try launch(display: xvfb.displayName, arguments: ["--screenshot", folder.appendingPathComponent("shot.png").path])
        #expect(demo.waitForExit(timeout: 20) == 0, "the demo itself does not need XTEST: \(demo.errorText)")
        #expect(XTestDriver.unavailability(displayName: xvfb.displayName)?.contains("lacks the XTEST extension") == true)
    }
}
