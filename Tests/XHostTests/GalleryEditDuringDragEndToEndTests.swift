import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// Edits while a card is held, and moves across sections, through the real demo: the move is abandoned
/// before the edit applies (no drop on stale index paths, no engine error), and a card dropped in
/// another section shows that section's caption. The demo's `check` compares the screen with its model.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryEditDuringDragEndToEndTests {
    /// Holds card 0.3 over card 0.5 (button down), then runs `edit`, releases and settles.
    private func holdACard(in session: GallerySession, thenEdit edit: () throws -> Void) throws {
        let from = try session.card(3), to = try session.card(5)
        session.drag(from: from.midX, from.midY, to: to.midX, to.midY, steps: 20, release: false)
        #expect(session.settle() == true)
        try edit()
        session.driver.release()
        #expect(session.settle() == true)
    }

    private func expectNoDropAndNoError(_ session: GallerySession, after skip: Int) throws {
        let check = try #require(session.check())
        #expect(check.problems == [])
        #expect(!session.demo.outputLines.dropFirst(skip).contains { $0.hasPrefix("moved ") }, "the abandoned move was not dropped")
        #expect(!session.demo.errorText.contains("Tessera:"), "stderr: \(session.demo.errorText)")
    }

    @Test func deleteWhileACardIsHeldAbandonsTheMoveAndDeletesTheSelection() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let selected = try session.card(1)
        session.driver.click(at: selected.midX, selected.midY)
        let skip = session.demo.outputLines.count
        try holdACard(in: session) { session.driver.pressKey(XK_Delete) }
        #expect(session.reportedItems(section: 0, after: skip).map { Array($0.prefix(5)) } == [0, 2, 3, 4, 5])
        try expectNoDropAndNoError(session, after: skip)
        #expect(try #require(session.check()).model[0].prefix(5) == [0, 2, 3, 4, 5], "card 1 went, the held card stayed in place")
    }

    @Test func addWhileACardIsHeldAbandonsTheMoveAndAdds() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let selected = try session.card(6)
        session.driver.click(at: selected.midX, selected.midY)
        let skip = session.demo.outputLines.count
        try holdACard(in: session) { session.driver.pressKey(XK_a) }
        try expectNoDropAndNoError(session, after: skip)
        #expect(try #require(session.check()).model[0].prefix(8) == [0, 1, 2, 3, 4, 5, 6, 16])
    }

    @Test func aCardDroppedInAnotherSectionShowsThatSectionsCaption() throws {
        let session = try GallerySession(arguments: ["--items", "8", "--sections", "2"], manualClock: true)
        defer { session.close() }
        let card = try session.card(0), target = try session.card(1, section: 1)
        let skip = session.demo.outputLines.count
        session.drag(from: card.midX, card.midY, to: target.midX, target.midY, steps: 30)
        #expect(session.demo.waitForLine(startingWith: "moved 0.0 -> 1.", after: skip, timeout: 5) != nil)
        #expect(session.settle() == true)
        session.save(session.driver.capture(), as: "cross-section-drop")
        let check = try #require(session.check())
        #expect(check.problems == [], "every card shows its own title and its section's caption")
        #expect(Set(check.model[1]).count == check.model[1].count, "numbers are unique in the section")
    }
}
