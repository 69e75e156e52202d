import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// `--screenshot` saves the frame the window shows, even when the window does not fit on the screen,
/// and fails loudly (a message, a non-zero status) when it cannot.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct ScreenshotEndToEndTests {
    @Test func aWindowLargerThanTheScreenIsSavedWhole() throws {
        let xvfb = try XvfbSession(width: 1024, height: 768)
        defer { xvfb.stop() }
        let image = try screenshot(arguments: ["--size", "1400x1200"], display: xvfb.displayName, name: "screenshot-larger-than-screen")
        #expect(image.width == 1400 && image.height == 1200)
        #expect(image.blackFraction < 0.01, "the picture is the gallery, not black")
    }

    @Test func aWindowScaledForA144DpiScreenBeyondTheScreenIsSavedWhole() throws {
        let xvfb = try XvfbSession(width: 1280, height: 900)
        defer { xvfb.stop() }
        // Held open: when the last client leaves, the server resets and forgets its resources.
        let resources = try setResources("Xft.dpi:\t144\n", display: xvfb.displayName)
        defer { XCloseDisplay(resources) }
        let image = try screenshot(arguments: [], display: xvfb.displayName, name: "screenshot-144-dpi")
        #expect(image.width == 1650 && image.height == 1140, "1100×760 points at 1.5 pixels a point")
        #expect(image.blackFraction < 0.01, "the picture is the gallery, not black")
    }

    /// Runs the demo with `--screenshot` and reads the PNG it wrote; it must exit 0 without X errors.
    private func screenshot(arguments: [String], display: String, name: String) throws -> PixelImage {
        let path = FileManager.default.currentDirectoryPath + "/test-output/\(name).png"
        try? FileManager.default.removeItem(atPath: path)
        let demo = try DemoProcess(executable: DemoProcess.builtProduct("CollectionDemo"),
                                   arguments: arguments + ["--screenshot", path], display: display)
        #expect(demo.waitForExit(timeout: 30) == 0)
        #expect(!demo.errorText.contains("X error"), "stderr: \(demo.errorText)")
        return try #require(PixelImage.readPNG(at: path))
    }

    /// Sets the screen's X resources (what `xrdb` does), such as `Xft.dpi`, on a connection the
    /// caller closes.
    private func setResources(_ resources: String, display name: String) throws -> OpaquePointer {
        let display = try #require(XOpenDisplay(name))
        let root = XRootWindow(display, XDefaultScreen(display))
        let bytes = Array(resources.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            _ = XChangeProperty(display, root, XInternAtom(display, "RESOURCE_MANAGER", 0), XInternAtom(display, "STRING", 0), 8,
                                PropModeReplace, buffer.baseAddress, Int32(bytes.count))
        }
        XSync(display, 0)
        return display
    }
}
