import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// The gallery as a user meets it: a real X server (Xvfb), the real demo, input through XTest, and
/// the window's pixels read back. Screenshots land in test-output/.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryEndToEndTests {
    @Test func aClickSelectsTheCardUnderThePointerAndLeavesTheOthersAlone() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let target = try session.card(1), left = try session.card(0), right = try session.card(2)
        let before = try #require(session.driver.capture())
        session.save(before, as: "click-before")

        session.driver.click(at: target.midX, target.y + 40)

        #expect(session.demo.waitForLine(startingWith: "selected 0.1", timeout: 5) != nil)
        let after = try #require(session.settledCapture())
        session.save(after, as: "click-after")
        #expect(after.changedFraction(comparedTo: before, in: session.pictureArea(of: target)) > 0.5)
        #expect(after.changedFraction(comparedTo: before, in: left) == 0)
        #expect(after.changedFraction(comparedTo: before, in: right) == 0)
    }

    @Test func controlClickTogglesOneCardWithoutTouchingTheOtherSelectedCard() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let first = try session.card(0), second = try session.card(2)
        let original = try #require(session.driver.capture())

        session.driver.click(at: first.midX, first.y + 40, holding: [XK_Control_L])
        _ = try #require(session.settledCapture())
        session.driver.click(at: second.midX, second.y + 40, holding: [XK_Control_L])
        let both = try #require(session.settledCapture())
        session.save(both, as: "ctrl-click-both-selected")
        session.driver.click(at: first.midX, first.y + 40, holding: [XK_Control_L])
        let toggled = try #require(session.settledCapture())
        session.save(toggled, as: "ctrl-click-first-toggled-off")

        #expect(both.changedFraction(comparedTo: original, in: session.pictureArea(of: first)) > 0.5)
        #expect(both.changedFraction(comparedTo: original, in: session.pictureArea(of: second)) > 0.5)
        #expect(toggled.changedFraction(comparedTo: original, in: first) == 0, "the first card looks unselected again")
        #expect(toggled.changedFraction(comparedTo: both, in: second) == 0, "the second card stays selected")
        #expect(session.demo.waitForLine(startingWith: "deselected 0.0", timeout: 2) != nil)
    }

    @Test func oneWheelNotchScrollsTheContentByExactlyOneWheelStep() throws {
        try expectWheel(notches: 1, screenshot: "wheel-one-notch")
    }

    @Test func aBurstOfWheelNotchesScrollsExactlyTheirSumWithoutOvershoot() throws {
        try expectWheel(notches: 3, screenshot: "wheel-three-notches")
    }

    /// Content under the pointer moves up by `notches × wheelStep` points: the pixels of a card's
    /// picture reappear exactly that many pixels higher.
    private func expectWheel(notches: Int, screenshot: String) throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let card = try session.card(4)
        let before = try #require(session.driver.capture())

        session.driver.scrollWheel(notches: notches, at: card.midX, card.midY)

        let after = try #require(session.settledCapture())
        session.save(before, as: "\(screenshot)-before")
        session.save(after, as: "\(screenshot)-after")
        let distance = notches * 48  // InputEvent.wheelStep at scale 1 (Xvfb reports 96 dpi)
        let picture = session.pictureArea(of: card)
        let moved = try #require(after.crop(picture.offsetBy(dy: -distance)))
        #expect(moved == before.crop(picture), "the picture moved up by exactly \(distance) pixels")
        #expect(after.crop(picture) != before.crop(picture), "the content did move")
    }

    @Test func resizingTheWindowRelaysTheGridWithFewerColumns() throws {
        let session = try GallerySession(size: "1000x700", manualClock: true)
        defer { session.close() }
        let card = try session.card(0)
        let before = try #require(session.driver.capture())

        session.driver.resize(width: 700, height: 700)

        let after = try #require(session.settledCapture())
        session.save(before, as: "resize-before")
        session.save(after, as: "resize-after")
        #expect(after.width == 700)
        #expect(columns(in: before, firstCard: card) == 4)
        #expect(columns(in: after, firstCard: card) == 3)
    }

    /// Cards in the first row: runs of white along a row through the bottom of their caption strips.
    private func columns(in image: PixelImage, firstCard card: PixelBox) -> Int {
        guard let bottom = image.bottomOfWhiteBlock(x: card.x + 30, from: card.y) else { return 0 }
        return image.whiteRuns(atRow: bottom - 3, minimum: 100).count
    }

    @Test func theWindowFollowsDesktopConventions() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let driver = session.driver

        #expect(driver.textProperty("_NET_WM_NAME") == "Tessera Gallery — 48 pictures", "a UTF-8 title")
        #expect(driver.textProperty("WM_CLASS") == "tesseragallery|TesseraGallery")
        #expect(driver.property("_NET_WM_PID")?.items == [Int(session.demo.processIdentifier)])
        #expect(driver.property("WM_PROTOCOLS")?.items.contains(driver.atom("WM_DELETE_WINDOW")) == true)
        // WM_NORMAL_HINTS: flags, then x, y, width, height, min_width, min_height…
        let hints = try #require(driver.property("WM_NORMAL_HINTS")?.items)
        #expect(hints.count > 6 && hints[0] & 16 != 0 && hints[5] == 640 && hints[6] == 400, "a minimum size of 640×400")
    }

    @Test func closingTheWindowEndsTheDemoWithStatusZero() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }

        session.driver.requestClose()

        #expect(session.demo.waitForExit(timeout: 10) == 0)
    }

    @Test func theScreenshotOptionWritesAPNGOfTheFirstFrameAndExitsZero() throws {
        let xvfb = try XvfbSession()
        defer { xvfb.stop() }
        let path = FileManager.default.currentDirectoryPath + "/test-output/screenshot-option.png"
        try? FileManager.default.removeItem(atPath: path)
        let demo = try DemoProcess(executable: DemoProcess.builtProduct("CollectionDemo"),
                                   arguments: ["--size", "900x600", "--screenshot", path], display: xvfb.displayName)

        #expect(demo.waitForExit(timeout: 20) == 0)
        let header = try #require(FileManager.default.contents(atPath: path)).prefix(8)
        #expect(Array(header) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func withoutADisplayTheDemoSaysSoAndExitsNonZero() throws {
        let demo = try DemoProcess(executable: DemoProcess.builtProduct("CollectionDemo"), arguments: [], display: nil)

        let status = demo.waitForExit(timeout: 10)

        #expect(status != nil && status != 0)
        #expect(demo.errorText.contains("cannot open X display"))
    }
}
