import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// The DocC article's Getting Started app (Examples/GettingStarted) runs as the article says: a grid
/// of cards in an 800×600 window, and a click on a card removes it.
@MainActor
@Suite struct GettingStartedEndToEndTests {
    /// Card places in the window's pixels: the flow layout's 16-point inset, 120×80 items, five to a row.
    private let first = PixelBox(x: 16, y: 16, width: 120, height: 80)
    private let second = PixelBox(x: 178, y: 16, width: 120, height: 80)

    /// The screen after each frame the app shows from its `skip`th output line on (the host prints a
    /// `frame` line once a frame is on the server, asked with `TESSERA_ANNOUNCE_FRAMES`), until one
    /// meets `condition`; nil if the app stopped showing frames (for 10 s) before one did.
    private func screen(of app: DemoProcess, driver: XTestDriver, after skip: Int = 0, until condition: (PixelImage) -> Bool) -> PixelImage? {
        var seen = skip
        while let index = app.waitForLineIndex(startingWith: "frame ", after: seen) {
            seen = index + 1
            if let image = driver.captureScreen(), condition(image) { return image }
        }
        return nil
    }

    @Test func clickingACardRemovesItAndTheNextTakesItsPlace() throws {
        let xvfb = try XvfbSession()
        defer { xvfb.stop() }
        let app = try DemoProcess(executable: DemoProcess.builtProduct("GettingStarted"), arguments: [], display: xvfb.displayName,
                                  environment: ["TESSERA_ANNOUNCE_FRAMES": "1"])
        defer { app.terminate() }
        // No window manager: the app's window sits at the screen's origin, so the root window's
        // pixels are the window's. The connection that asks for the root stays open until the driver
        // has connected: Xvfb resets itself whenever its last client leaves.
        let probe = try #require(XOpenDisplay(xvfb.displayName))
        let connected = XTestDriver(displayName: xvfb.displayName, window: UInt(XDefaultRootWindow(probe)))
        XCloseDisplay(probe)
        let driver = try #require(connected, "\(XTestDriver.unavailability(displayName: xvfb.displayName) ?? "")")
        defer { driver.close() }
        let isCardGrey = { (image: PixelImage) in image.count(in: first.insetBy(4)) { r, g, b in r == 235 && g == 235 && b == 235 } > 1000 }

        let shown = try #require(screen(of: app, driver: driver, until: isCardGrey), "no grid of cards appeared; stderr: \(app.errorText)")
        let secondCard = try #require(shown.crop(second))
        #expect(shown.crop(first) != secondCard, "cards 1 and 2 show different numbers")

        let linesBeforeClick = app.outputLines.count
        driver.click(at: first.midX, first.midY)
        let after = screen(of: app, driver: driver, after: linesBeforeClick) { $0.crop(first) == secondCard }
        #expect(after != nil, "card 2 moved into card 1's place")
        try? after?.writePNG(to: "test-output/getting-started-after-click.png")
    }
}
