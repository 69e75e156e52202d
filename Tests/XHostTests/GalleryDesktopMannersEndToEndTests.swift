import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// The gallery answers the mouse and keyboard as desktop apps do, with real input on Xvfb.
/// Screenshots land in test-output/manners-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryDesktopMannersEndToEndTests {
    private func selection(_ session: GallerySession) -> [String] {
        (session.check()?.selection ?? []).map { "\($0.section).\($0.item)" }
    }

    @Test func clicksSelectAsOnEveryDesktop() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let (one, three, five) = (try session.card(1), try session.card(3), try session.card(5))
        session.driver.click(at: one.midX, one.midY)
        session.driver.click(at: three.midX, three.midY, holding: [XK_Control_L])
        #expect(selection(session) == ["0.1", "0.3"])
        session.driver.click(at: one.midX, one.midY, holding: [XK_Shift_L])
        #expect(selection(session) == ["0.1", "0.2", "0.3"])
        session.driver.click(at: five.midX, five.midY)
        #expect(selection(session) == ["0.5"])
        session.save(session.settledCapture(), as: "manners-plain-click")
        session.driver.pressKey(XK_Escape)
        #expect(selection(session) == [])
        session.driver.pressKey(XK_a, holding: [XK_Control_L])
        #expect(selection(session).count == 48)
        session.driver.click(at: 8, one.midY)
        #expect(selection(session) == [], "a click on the backdrop clears")
    }

    @Test func toolbarButtonDarkensUnderThePointer() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let button = try session.control("Layout")
        let before = try #require(session.settledCapture())
        session.driver.move(to: button.midX, button.midY)
        let hovered = try #require(session.settledCapture())
        session.save(hovered, as: "manners-hover")
        // A point of the button's face clear of its title.
        let face = PixelBox(x: button.x + 3, y: button.midY, width: 1, height: 1)
        let (b, h) = (try #require(before.crop(face)), try #require(hovered.crop(face)))
        #expect(Int(h[0]) < Int(b[0]) - 8, "the face goes from \(b) to \(h)")
    }

    @Test func clickOnTheScrollBarTrackPagesDown() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let before = try #require(session.settledCapture())
        let card = try session.card(0)
        let scale = 1
        // The vertical scroll bar runs down the right edge; the thumb starts at the top.
        session.driver.click(at: Int(before.width) - 5 * scale, Int(before.height) - 30)
        let after = try #require(session.settledCapture())
        session.save(after, as: "manners-track-page")
        #expect(after.changedFraction(comparedTo: before, in: card) > 0.5, "the first card scrolled away")
        #expect(selection(session) == [])
    }

    @Test func ringBadgeLeavesTheSelectedThumbnailVisible() throws {
        let session = try GallerySession(arguments: ["--layout", "ring"], manualClock: true)
        defer { session.close() }
        let card = try session.card(0)
        session.driver.click(at: card.midX, card.midY)
        let image = try #require(session.settledCapture())
        session.save(image, as: "manners-ring-selected")
        // The badge's accent blue marks a corner of the thumbnail; the middle half shows the picture.
        let middle = card.insetBy(card.width / 4)
        let accent = image.count(in: middle) { r, g, b in b > 200 && r < 90 && g < 120 }
        #expect(Double(accent) < 0.05 * Double(middle.width * middle.height), "\(accent) accent pixels in the middle of \(card)")
    }

    @Test func coverFlowBringsAClickedSideCardToTheMiddle() throws {
        let session = try GallerySession(arguments: ["--layout", "cover-flow"], manualClock: true)
        defer { session.close() }
        let side = try session.card(2)
        session.driver.click(at: side.x + side.width * 3 / 4, side.midY)
        let image = try #require(session.settledCapture())
        session.save(image, as: "manners-coverflow-click")
        #expect(selection(session) == ["0.2"])
        // The clicked card is now where the first one was, in the middle: a click there is on it.
        let middle = try session.card(0)
        session.driver.click(at: middle.midX, middle.midY)
        #expect(selection(session) == ["0.2"])
        // A wheel notch moves one card on, and stops with it in the middle.
        session.driver.scrollWheel(notches: 1, at: middle.midX, middle.midY)
        session.save(session.settledCapture(), as: "manners-coverflow-wheel")
        session.driver.click(at: middle.midX, middle.midY)
        #expect(selection(session) == ["0.3"])
    }
}
