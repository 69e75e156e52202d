import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// The gallery in its navigation controller, driven as a user does on Xvfb with real XTest input:
/// a double click pushes a card's page (photographed mid-slide), the mouse's back button, Alt+Left
/// and Escape come back to the same place with the card selected. Screenshots land in
/// test-output/navigation-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryNavigationEndToEndTests {
    /// Two clicks on the same spot with the demo's clock standing still: a double click.
    private func doubleClick(_ session: GallerySession, _ box: PixelBox) {
        session.driver.click(at: box.midX, box.midY)
        session.driver.click(at: box.midX, box.midY)
    }

    @Test func aDoubleClickSlidesTheCardsPageInAndTheMouseBackButtonReturnsWithTheCardSelected() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let gallery = try #require(session.settledCapture())
        let card = try session.card(5)
        var skip = session.demo.outputLines.count
        doubleClick(session, card)
        #expect(session.demo.waitForLine(startingWith: "open 0.5", after: skip, timeout: 5) != nil)
        #expect(session.advanceClock(milliseconds: 150) == true, "the page is still sliding 150 ms in")
        let middle = try #require(session.driver.capture())
        #expect(session.settle() == true)
        #expect(session.demo.waitForLine(startingWith: "pushed detail 0.5", after: skip, timeout: 5) != nil)
        let page = try #require(session.driver.capture())
        session.save(gallery, as: "navigation-1-gallery")
        session.save(middle, as: "navigation-2-mid-push")
        session.save(page, as: "navigation-3-detail")
        let content = PixelBox(x: 0, y: 60, width: gallery.width, height: gallery.height - 60)
        #expect(middle.changedFraction(comparedTo: gallery, in: content) > 0.2, "mid-slide, the page covers part of the gallery")
        #expect(middle.changedFraction(comparedTo: page, in: content) > 0.2, "mid-slide, the page is not all in yet")

        skip = session.demo.outputLines.count
        session.driver.click(at: card.midX, card.midY, button: 8)
        #expect(session.settle() == true)
        #expect(session.demo.waitForLine(startingWith: "shown gallery", after: skip, timeout: 5) != nil)
        let back = try #require(session.driver.capture())
        session.save(back, as: "navigation-4-back")
        #expect(session.check()?.selection == [IndexPath(item: 5, section: 0)])
        #expect(back.changedFraction(comparedTo: gallery, in: content) < 0.2, "the same cards in the same place (one now selected)")
    }

    @Test func altLeftAndEscapeGoBackAndEnterOpensTheFocusedCard() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let card = try session.card(1)
        session.driver.click(at: card.midX, card.midY)
        var skip = session.demo.outputLines.count
        session.driver.pressKey(XK_Return)
        #expect(session.settle() == true)
        #expect(session.demo.waitForLine(startingWith: "pushed detail 0.1", after: skip, timeout: 5) != nil)
        skip = session.demo.outputLines.count
        session.driver.pressKey(XK_Left, holding: [XK_Alt_L])
        #expect(session.settle() == true)
        #expect(session.demo.waitForLine(startingWith: "shown gallery", after: skip, timeout: 5) != nil)

        // Focus left the cards with the keys; a click brings it back to a card for Enter.
        let other = try session.card(2)
        session.driver.click(at: other.midX, other.midY)
        skip = session.demo.outputLines.count
        session.driver.pressKey(XK_Return)
        #expect(session.settle() == true)
        #expect(session.demo.waitForLine(startingWith: "pushed detail 0.2", after: skip, timeout: 5) != nil)
        skip = session.demo.outputLines.count
        session.driver.pressKey(XK_Escape)
        #expect(session.settle() == true)
        #expect(session.demo.waitForLine(startingWith: "shown gallery", after: skip, timeout: 5) != nil)
        #expect(session.check()?.problems == [])
    }

    @Test func afterAPopTheFocusRingIsBackOnTheCardThatWasOpenedAndArrowsGoOnFromIt() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let first = try session.card(1)
        session.driver.click(at: first.midX, first.midY)
        #expect(session.demo.waitForLine(startingWith: "focused 0.1", timeout: 5) != nil)
        session.driver.pressKey(XK_Right)
        #expect(session.demo.waitForLine(startingWith: "focused 0.2", timeout: 5) != nil)
        var skip = session.demo.outputLines.count
        session.driver.pressKey(XK_Return)
        #expect(session.settle() == true)
        #expect(session.demo.waitForLine(startingWith: "pushed detail 0.2", after: skip, timeout: 5) != nil)
        skip = session.demo.outputLines.count
        session.driver.pressKey(XK_Escape)
        #expect(session.settle() == true)
        #expect(session.demo.waitForLine(startingWith: "shown gallery", after: skip, timeout: 5) != nil)
        #expect(session.demo.waitForLine(startingWith: "focused 0.2", after: skip, timeout: 5) != nil)

        let image = try #require(session.settledCapture())
        session.save(image, as: "navigation-5-focus-back")
        // The focus ring is orange, a few pixels outside the focused card.
        let orange = { (box: PixelBox) in image.count(in: box.insetBy(-10)) { r, g, b in r > 220 && (120...170).contains(g) && b < 60 } }
        #expect(orange(try session.card(2)) > 20, "the opened card has the ring again")
        #expect(orange(first) == 0, "the card focus passed through has none")
        skip = session.demo.outputLines.count
        session.driver.pressKey(XK_Right)
        #expect(session.demo.waitForLine(startingWith: "focused 0.3", after: skip, timeout: 5) != nil)
    }

    @Test func aClickOnACardsPageSlidesTheBarAwayAndGoingBackBringsItBack() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let gallery = try #require(session.settledCapture())
        doubleClick(session, try session.card(3))
        #expect(session.settle() == true)
        let page = try #require(session.driver.capture())
        var skip = session.demo.outputLines.count
        session.driver.click(at: page.width / 2, page.height / 2)
        #expect(session.demo.waitForLine(startingWith: "bar hidden", after: skip, timeout: 5) != nil)
        #expect(session.advanceClock(milliseconds: 100) == true, "the bar is still sliding 100 ms in")
        let middle = try #require(session.driver.capture())
        #expect(session.settle() == true)
        let hidden = try #require(session.driver.capture())
        session.save(page, as: "navigation-6-page-with-bar")
        session.save(middle, as: "navigation-7-bar-sliding-away")
        session.save(hidden, as: "navigation-8-bar-away")
        let bar = PixelBox(x: 0, y: 0, width: page.width, height: 40)
        #expect(middle.changedFraction(comparedTo: page, in: bar) > 0.05, "mid-slide, the bar has moved")
        #expect(middle.changedFraction(comparedTo: hidden, in: bar) > 0.05, "mid-slide, the bar is not gone yet")
        #expect(hidden.changedFraction(comparedTo: page, in: PixelBox(x: 0, y: 60, width: page.width, height: page.height - 60)) > 0.2,
                "the picture grew into the room the bar left")

        skip = session.demo.outputLines.count
        session.driver.pressKey(XK_Escape)
        #expect(session.settle() == true)
        #expect(session.demo.waitForLine(startingWith: "shown gallery", after: skip, timeout: 5) != nil)
        let back = try #require(session.driver.capture())
        session.save(back, as: "navigation-9-back-with-bar")
        #expect(back.changedFraction(comparedTo: gallery, in: bar) < 0.02, "the gallery's bar is back as it was")
    }

    @Test func theBarsBackButtonReturns() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        doubleClick(session, try session.card(0))
        #expect(session.settle() == true)
        let skip = session.demo.outputLines.count
        // The back button sits at the bar's left end, where Add was.
        let add = try session.control("Add")
        session.driver.click(at: add.midX, add.midY)
        #expect(session.settle() == true)
        #expect(session.demo.waitForLine(startingWith: "shown gallery", after: skip, timeout: 5) != nil)
    }
}
