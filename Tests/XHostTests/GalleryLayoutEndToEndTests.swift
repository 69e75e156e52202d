import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// Switching layouts in the gallery, as a user does it: the Layout button, the L key and the slider
/// that scrubs an interactive transition. Screenshots land in test-output/layout-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryLayoutEndToEndTests {
    @Test func theLayoutButtonAnimatesFromTheGridThroughInBetweenFramesToExactlyTheList() throws {
        let list = try listReference()
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        #expect(session.settle() == true)
        let grid = try #require(session.driver.capture())
        let content = contentArea(of: grid)

        try session.click("Layout")
        #expect(session.advanceClock(milliseconds: 16) == true, "one frame into the 0.4 s transition")
        let start = try #require(session.driver.capture())
        #expect(session.advanceClock(milliseconds: 184) == true, "half-way: 0.2 s into it")
        let middle = try #require(session.driver.capture())
        #expect(session.settle() == true)
        let end = try #require(session.driver.capture())

        session.save(grid, as: "layout-button-0-grid")
        session.save(start, as: "layout-button-1-start")
        session.save(middle, as: "layout-button-2-middle")
        session.save(end, as: "layout-button-3-end")
        #expect(session.demo.waitForLine(startingWith: "layout List installed", timeout: 2) != nil)
        #expect(start.changedFraction(comparedTo: grid, in: content) < middle.changedFraction(comparedTo: grid, in: content),
                "the start is nearer the grid than the middle is")
        #expect(middle.changedFraction(comparedTo: grid, in: content) > 0.2, "half-way, the cards have left the grid")
        #expect(middle.changedFraction(comparedTo: end, in: content) > 0.2, "half-way, the cards are not in the list yet")
        let exact = end.crop(content) == list.crop(content)
        #expect(exact, "the end is pixel for pixel the list as the demo draws it when it starts in the list")
    }

    @Test func theLKeySwitchesToTheNextLayout() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let card = try session.card(0)
        session.driver.move(to: card.midX, card.midY)

        session.driver.pressKey(XK_l)
        #expect(session.settle() == true, "the switch runs to its end on the demo's clock")

        #expect(session.demo.waitForLine(startingWith: "layout List installed", timeout: 5) != nil)
    }

    @Test func scrubbingTheSliderPastHalfWayAndReleasingInstallsTheNextLayout() throws {
        let list = try listReference()
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let grid = try #require(session.settledCapture())

        let middle = try scrub(session, to: 0.8)
        let end = try #require(session.settledCapture())

        session.save(middle, as: "layout-scrub-finish-held")
        session.save(end, as: "layout-scrub-finish-released")
        #expect(session.demo.waitForLine(startingWith: "layout List installed", timeout: 5) != nil)
        #expect(middle.changedFraction(comparedTo: grid, in: contentArea(of: grid)) > 0.2, "held at 0.8, the cards are on their way")
        let exact = end.crop(contentArea(of: grid)) == list.crop(contentArea(of: grid))
        #expect(exact, "released, the list is in place exactly")
    }

    @Test func scrubbingTheSliderLessThanHalfWayAndReleasingPutsTheOldLayoutBack() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let grid = try #require(session.settledCapture())

        let middle = try scrub(session, to: 0.3)
        let end = try #require(session.settledCapture())

        session.save(middle, as: "layout-scrub-cancel-held")
        session.save(end, as: "layout-scrub-cancel-released")
        #expect(session.demo.waitForLine(startingWith: "layout Grid restored", timeout: 5) != nil)
        #expect(middle.changedFraction(comparedTo: grid, in: contentArea(of: grid)) > 0.05, "held at 0.3, the cards have moved")
        let restored = end == grid
        #expect(restored, "released, the window is exactly as before, slider back at the start")
    }

    /// Drags the slider's thumb to `fraction` of its track, captures the window while the button is
    /// still held, then releases.
    private func scrub(_ session: GallerySession, to fraction: Double) throws -> PixelImage {
        let slider = try session.control("Slider")
        let thumb = 11  // half of UISlider's 22-point thumb, at scale 1
        let from = slider.x + thumb, to = slider.x + thumb + Int(Double(slider.width - 2 * thumb) * fraction)
        session.drag(from: from, slider.midY, to: to, slider.midY, release: false)
        defer { session.driver.release() }
        #expect(session.demo.waitForLine(startingWith: "scrub Grid to List", timeout: 5) != nil)
        return try #require(session.settledCapture())
    }

    /// The collection view, less the scroll indicator's strip on the right.
    private func contentArea(of image: PixelImage) -> PixelBox {
        PixelBox(x: 0, y: 57, width: image.width - 16, height: image.height - 57)
    }

    /// The window of a demo started in the list layout, at the sessions' default size.
    private func listReference() throws -> PixelImage {
        let session = try GallerySession(arguments: ["--layout", "list"], manualClock: true)
        defer { session.close() }
        let image = try #require(session.settledCapture())
        session.save(image, as: "layout-list-reference")
        return image
    }
}

/// The mosaic, the compositional layout of the cycle.
@MainActor
@Suite(.serialized) struct GalleryMosaicEndToEndTests {
    @Test func theLayoutButtonAnimatesFromTheListToExactlyTheMosaic() throws {
        let mosaic = try reference("mosaic")
        let session = try GallerySession(arguments: ["--layout", "list"], manualClock: true)
        defer { session.close() }
        let list = try #require(session.settledCapture())
        try session.click("Layout")
        #expect(session.advanceClock(milliseconds: 200) == true, "half-way: 0.2 s into the 0.4 s transition")
        let middle = try #require(session.driver.capture())
        #expect(session.settle() == true)
        let end = try #require(session.settledCapture())
        session.save(middle, as: "mosaic-1-middle")
        session.save(end, as: "mosaic-2-end")
        #expect(session.demo.waitForLine(startingWith: "layout Mosaic installed", timeout: 5) != nil)
        let content = PixelBox(x: 0, y: 57, width: end.width - 16, height: end.height - 57)
        #expect(middle.changedFraction(comparedTo: list, in: content) > 0.2, "half-way, the rows are on their way")
        #expect(middle.changedFraction(comparedTo: end, in: content) > 0.2, "half-way, the pictures are not in the mosaic yet")
        let exact = end.crop(content) == mosaic.crop(content)
        #expect(exact, "the end is pixel for pixel the mosaic as the demo draws it when it starts in it")
    }

    @Test func theMosaicsSectionTitleStaysAtTheTopAsItsPicturesScrollUnderIt() throws {
        let session = try GallerySession(arguments: ["--layout", "mosaic"], manualClock: true)
        defer { session.close() }
        let top = try #require(session.settledCapture())
        let card = try session.card(0)
        session.driver.scrollWheel(notches: 4, at: card.midX, card.midY)
        #expect(session.settle() == true)
        let scrolled = try #require(session.settledCapture())
        session.save(top, as: "mosaic-3-top")
        session.save(scrolled, as: "mosaic-4-scrolled")
        let title = PixelBox(x: 0, y: 57, width: 400, height: 50)
        let pictures = PixelBox(x: 0, y: 200, width: top.width - 16, height: 300)
        #expect(scrolled.changedFraction(comparedTo: top, in: pictures) > 0.2, "the pictures moved")
        #expect(scrolled.changedFraction(comparedTo: top, in: title) < 0.02, "the title did not")
    }

    private func reference(_ layout: String) throws -> PixelImage {
        let session = try GallerySession(arguments: ["--layout", layout], manualClock: true)
        defer { session.close() }
        let image = try #require(session.settledCapture())
        session.save(image, as: "\(layout)-reference")
        return image
    }
}
