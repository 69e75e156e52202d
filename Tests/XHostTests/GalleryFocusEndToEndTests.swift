import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// The keyboard in the real demo on Xvfb: focus walks the cards by where they are on screen, and the
/// orange ring shows where it is. Screenshots land in test-output/focus-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryFocusEndToEndTests {
    /// The `focused …` lines printed after output line `skip`.
    private func focusLines(_ session: GallerySession, after skip: Int) -> [String] {
        session.demo.outputLines.dropFirst(skip).filter { $0.hasPrefix("focused ") }
    }

    @Test func rightArrowWalksTheRingClockwiseWithTheRingDrawn() throws {
        let session = try GallerySession(arguments: ["--layout", "ring"], manualClock: true)
        defer { session.close() }
        let top = try session.card(0)
        session.driver.click(at: top.midX, top.midY)
        #expect(session.demo.waitForLine(startingWith: "focused 0.0", timeout: 5) != nil)
        let skip = session.demo.outputLines.count
        for _ in 0..<4 { session.driver.pressKey(XK_Right) }
        #expect(session.demo.waitForLine(startingWith: "focused 0.4", after: skip, timeout: 5) != nil)
        #expect(focusLines(session, after: skip) == ["focused 0.1", "focused 0.2", "focused 0.3", "focused 0.4"])

        let image = try #require(session.settledCapture())
        session.save(image, as: "focus-ring-walk")
        // The ring is orange, a few pixels outside the focused card; no other card has one.
        let focused = try session.card(4)
        #expect(orangePixels(in: image, around: focused) > 20, "the focused card has its ring")
        #expect(orangePixels(in: image, around: try session.card(0)) == 0, "the card focus left has none")
    }

    @Test func tabMovesTheKeysToTheToolbarAndBack() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let card = try session.card(2)
        session.driver.click(at: card.midX, card.midY)
        #expect(session.demo.waitForLine(startingWith: "focused 0.2", timeout: 5) != nil)
        let skip = session.demo.outputLines.count
        session.driver.pressKey(XK_Tab)
        #expect(session.demo.waitForLine(startingWith: "focused toolbar Add", after: skip, timeout: 5) != nil)
        session.driver.pressKey(XK_Tab)
        #expect(session.demo.waitForLine(startingWith: "focused 0.0", after: skip, timeout: 5) != nil,
                "focus comes back where the collection view brings it in")
        session.save(session.settledCapture(), as: "focus-tab-back")
    }

    /// Strongly orange pixels (the focus ring's colour) in a 10-pixel band around `box`.
    private func orangePixels(in image: PixelImage, around box: PixelBox) -> Int {
        image.count(in: box.insetBy(-10)) { r, g, b in r > 220 && (120...170).contains(g) && b < 60 }
    }
}
