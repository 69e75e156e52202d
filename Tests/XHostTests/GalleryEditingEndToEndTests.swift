import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// Editing the gallery from the toolbar, as a user does it: the real demo on Xvfb, clicks through
/// XTest, pixels read back. Screenshots land in test-output/edit-*.png.
///
/// Tests that look inside an animation run the demo with `--manual-clock` and step its clock: the
/// 0.3 s update animation is photographed at exactly 150 ms, however slow the machine.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryEditingEndToEndTests {
    @Test func deletingASelectedCardAnimatesTheGapClosingAndTheNextCardEndsWhereItWas() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let deleted = try session.card(1), next = try session.card(2)
        session.driver.click(at: deleted.midX, deleted.y + 40)
        #expect(session.demo.waitForLine(startingWith: "selected 0.1", timeout: 5) != nil)
        #expect(session.settle() == true)
        let before = try #require(session.driver.capture())

        try session.click("Delete")
        #expect(session.advanceClock(milliseconds: 150) == true, "half-way through the 0.3 s update")
        let middle = try #require(session.driver.capture())
        #expect(session.settle() == true)
        let after = try #require(session.driver.capture())

        session.save(before, as: "edit-delete-before")
        session.save(middle, as: "edit-delete-middle")
        session.save(after, as: "edit-delete-after")
        let slot = session.pictureArea(of: deleted)
        let landed = after.crop(slot) == before.crop(session.pictureArea(of: next))
        #expect(landed, "card 0.2 now stands exactly where 0.1 stood")
        #expect(middle.changedFraction(comparedTo: before, in: slot) > 0.2, "half-way, the slot no longer shows the deleted card as it was")
        #expect(middle.changedFraction(comparedTo: after, in: slot) > 0.2, "half-way, the next card has not arrived yet")
    }

    @Test func addingWithoutASelectionPutsANewCardFirstAndShiftsTheOthersOn() throws {
        try expectCardsFollowTheModel(after: ["Add"], screenshot: "edit-add")
    }

    @Test func shufflingRearrangesTheVisibleCardsAsTheModelSays() throws {
        try expectCardsFollowTheModel(after: ["Shuffle"], screenshot: "edit-shuffle")
    }

    @Test func resetAfterEditsShowsTheGeneratedGalleryAgain() throws {
        try expectCardsFollowTheModel(after: ["Add", "Shuffle", "Reset"], screenshot: "edit-reset")
    }

    @Test func theAKeyAddsAsTheButtonDoes() throws {
        let session = try GallerySession()
        defer { session.close() }
        let card = try session.card(0)
        session.driver.move(to: card.midX, card.midY)

        session.driver.pressKey(XK_a)

        #expect(session.reportedItems(section: 0, after: 0)?.first == 16, "a new item (number 16) first in section 0")
    }

    @Test func anEditClickedMidAnimationCarriesTheCardsOnToTheNewModel() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        #expect(session.settle() == true)
        let pictures = try referencePictures(session)
        let card = try session.card(1)
        session.driver.click(at: card.midX, card.y + 40)
        #expect(session.demo.waitForLine(startingWith: "selected 0.1", timeout: 5) != nil)

        try session.click("Delete")
        #expect(session.advanceClock(milliseconds: 100) == true, "a third of the way through the 0.3 s update")
        let skip = session.demo.outputLines.count
        try session.click("Shuffle")
        let numbers = try #require(session.reportedItems(section: 0, after: skip))
        #expect(session.advanceClock(milliseconds: 100) == true, "the shuffle is under way")
        let middle = try #require(session.driver.capture())
        #expect(session.settle() == true)
        let end = try #require(session.driver.capture())

        session.save(middle, as: "edit-interrupted-middle")
        session.save(end, as: "edit-interrupted-end")
        expectCards(in: end, of: session, show: numbers, pictures: pictures)
    }

    /// After `clicks` (each settled before the next), every fully visible card of section 0 shows the
    /// picture of the item the demo's last `items` line puts there. Escape clears the selection first
    /// (Add selects the card it made, and a selected card's picture is tinted).
    private func expectCardsFollowTheModel(after clicks: [String], screenshot: String) throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let pictures = try referencePictures(session)
        var last = try #require(session.driver.capture())
        var numbers: [Int] = []
        for name in clicks {
            let skip = session.demo.outputLines.count
            try session.click(name)
            numbers = try #require(session.reportedItems(section: 0, after: skip))
            last = try #require(session.settledCapture())
        }
        session.driver.pressKey(XK_Escape)
        last = try #require(session.settledCapture())
        session.save(last, as: screenshot)
        expectCards(in: last, of: session, show: numbers, pictures: pictures)
    }

    /// Item number `n` of section 0 shows picture `n % 8`; the first frame shows items 0…7, one of
    /// each, so their picture areas are the references.
    private func referencePictures(_ session: GallerySession) throws -> [[UInt8]] {
        let first = try #require(session.settledCapture())
        return try (0..<8).map { try #require(first.crop(session.pictureArea(of: session.card($0)))) }
    }

    /// Each card slot of the first frame that is fully in `image` shows the picture of `numbers[slot]`.
    private func expectCards(in image: PixelImage, of session: GallerySession, show numbers: [Int], pictures: [[UInt8]]) {
        var compared = 0
        for (item, box) in session.cells where item.hasPrefix("0.") {
            guard let slot = Int(item.dropFirst(2)), slot < numbers.count,
                  let shown = image.crop(session.pictureArea(of: box)) else { continue }
            let matches = shown == pictures[numbers[slot] % 8]
            #expect(matches, "slot \(slot) shows item \(numbers[slot])")
            compared += 1
        }
        #expect(compared >= 8, "at least two rows of cards were compared")
    }
}
