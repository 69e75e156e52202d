import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// Reordering cards by dragging them, as a user does it: the real demo on Xvfb, a held button moved
/// through XTest, pixels read back. Screenshots land in test-output/reorder-*.png.
///
/// Item number `n` of section 0 shows picture `n % 8`, and the first frame shows items 0…7, one
/// picture each: a card's picture area tells which item stands there.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryReorderingEndToEndTests {
    /// The picture areas of cards 0…7 on the first frame: what each item looks like.
    private func references(_ session: GallerySession, _ image: PixelImage) throws -> [[UInt8]] {
        try (0..<8).map { try #require(image.crop(session.pictureArea(of: session.card($0)))) }
    }

    /// Which item's picture stands in the slot of card `slot` now (nil when none matches).
    private func item(in slot: Int, of image: PixelImage, _ session: GallerySession, _ pictures: [[UInt8]]) throws -> Int? {
        let shown = image.crop(session.pictureArea(of: try session.card(slot)))
        return pictures.firstIndex { $0 == shown }
    }

    @Test func draggingACardOntoAnotherPutsItInThatPlace() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let first = try #require(session.driver.capture())
        let pictures = try references(session, first)
        let a = try session.card(0), c = try session.card(2)
        let skip = session.demo.outputLines.count

        session.drag(from: a.midX, a.midY, to: c.midX, c.midY, steps: 30, release: false)
        #expect(session.demo.waitForLine(startingWith: "pointer grabbing", after: skip, timeout: 5) != nil, "the pointer shows a grab")
        let held = try #require(session.settledCapture())
        session.driver.release()

        #expect(session.demo.waitForLine(startingWith: "moved 0.0 -> 0.2", after: skip, timeout: 5) != nil)
        #expect(session.reportedItems(section: 0, after: skip).map { Array($0.prefix(4)) } == [1, 2, 0, 3])
        let after = try #require(session.settledCapture())
        session.save(held, as: "reorder-drag-held")
        session.save(after, as: "reorder-drag-dropped")
        #expect(try item(in: 0, of: after, session, pictures) == 1)
        #expect(try item(in: 1, of: after, session, pictures) == 2)
        #expect(try item(in: 2, of: after, session, pictures) == 0, "card A stands where card C stood")
        #expect(session.demo.waitForLine(startingWith: "pointer arrow", after: skip, timeout: 5) != nil, "and the pointer is an arrow again")
    }

    @Test func aQuickSweepAtSlowCadenceReordersNothingUntilThePointerRests() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        try session.click("Slow")
        #expect(session.demo.waitForLine(startingWith: "button cadence=Slow", timeout: 5) != nil)
        #expect(session.settle() == true)
        let first = try #require(session.driver.capture())
        let pictures = try references(session, first)
        let a = try session.card(0), d = try session.card(3)
        let skip = session.demo.outputLines.count

        // Across three cards in 8 moves 12 ms apart on the demo's clock: far quicker than the slow
        // cadence's 0.5 s.
        session.driver.drag(from: a.midX, a.midY, to: d.midX, d.midY, steps: 8, release: false) {
            #expect(session.advanceClock(milliseconds: 12) != nil)
        }
        let swept = try #require(session.driver.capture())
        #expect(session.demo.waitForLine(startingWith: "pointer grabbing", after: skip, timeout: 5) != nil, "the card was lifted")
        // Resting over card 3 longer than the cadence's 0.5 s, the gap follows at last.
        session.advanceClock(milliseconds: 700)
        let rested = try #require(session.driver.capture())
        session.driver.pressKey(XK_Escape)
        session.driver.release()
        #expect(session.settle() == true)
        let after = try #require(session.driver.capture())

        session.save(swept, as: "reorder-slow-sweep")
        session.save(rested, as: "reorder-slow-rested")
        // The lifted card trails the pointer along the row; the left half of card 1 is clear of it. Had
        // the gap followed the sweep, card 1 would have moved into card 0's place.
        let slot1 = session.pictureArea(of: try session.card(1))
        let leftHalf = PixelBox(x: slot1.x, y: slot1.y, width: slot1.width / 2, height: slot1.height)
        let unmoved = swept.crop(leftHalf) == first.crop(leftHalf)
        #expect(unmoved, "card 1 has not made way during the sweep")
        #expect(rested.crop(leftHalf) != first.crop(leftHalf), "after resting, card 1 has made way")
        #expect(!session.demo.outputLines.dropFirst(skip).contains { $0.hasPrefix("moved ") }, "cancelled, nothing was moved")
        for slot in 0..<8 { #expect(try item(in: slot, of: after, session, pictures) == slot) }
    }

    @Test func escapeMidDragPutsEveryCardBack() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        #expect(session.settle() == true)
        let first = try #require(session.driver.capture())
        let pictures = try references(session, first)
        let a = try session.card(0), c = try session.card(2)
        let skip = session.demo.outputLines.count

        session.drag(from: a.midX, a.midY, to: c.midX, c.midY, steps: 30, release: false)
        session.advanceClock(milliseconds: 1000)
        let opened = try #require(session.driver.capture())
        session.driver.pressKey(XK_Escape)
        session.driver.release()
        #expect(session.settle() == true, "once the cards are back, nothing moves")
        let cancelled = try #require(session.driver.capture())

        session.save(opened, as: "reorder-escape-gap-open")
        session.save(cancelled, as: "reorder-escape-restored")
        #expect(try item(in: 1, of: opened, session, pictures) != 1, "while dragging, the gap had opened")
        for slot in 0..<8 { #expect(try item(in: slot, of: cancelled, session, pictures) == slot, "card \(slot) is back in its place") }
        // The release was handled before `settle` answered: a move would have been reported by now.
        #expect(!session.demo.outputLines.dropFirst(skip).contains { $0.hasPrefix("moved ") }, "the data source was never asked to move")
    }

    @Test func holdingADraggedCardAtTheBottomEdgeScrollsTheGallery() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        #expect(session.settle() == true)
        let first = try #require(session.driver.capture())
        let a = try session.card(0)
        let header = PixelBox(x: 0, y: 60, width: 600, height: 60)

        session.drag(from: a.midX, a.midY, to: a.midX, 695, steps: 30, release: false)
        #expect(session.advanceClock(milliseconds: 1000) == true, "held at the edge for a second, it still scrolls")
        let scrolled = try #require(session.driver.capture())
        session.driver.pressKey(XK_Escape)
        session.driver.release()

        session.save(scrolled, as: "reorder-autoscroll")
        #expect(scrolled.changedFraction(comparedTo: first, in: header) > 0.2, "the section header has scrolled away from the top")
    }
}
