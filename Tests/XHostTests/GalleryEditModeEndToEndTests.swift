import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// Edit mode in the real demo: Select, choose photos, Delete them, Ctrl+Z brings them back.
/// Screenshots land in test-output/editmode-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryEditModeEndToEndTests {
    @Test func editModeDeletesTheChosenPhotosAndCtrlZPutsThemBack() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        try session.click("Select")
        #expect(session.demo.waitForLine(startingWith: "editing on", timeout: 5) != nil)
        for item in [1, 2, 5] {
            // Where the card is now, should anything in edit mode move the grid after the first frame.
            let card = try session.currentCard(item)
            session.driver.click(at: card.midX, card.y + 40)
            #expect(session.demo.waitForLine(startingWith: "selected 0.\(item)", timeout: 5) != nil)
        }
        let chosen = try #require(session.settledCapture())
        session.save(chosen, as: "editmode-chosen")

        var skip = session.demo.outputLines.count
        try session.click("Delete")
        let remaining = try #require(session.reportedItems(section: 0, after: skip))
        #expect(Array(remaining.prefix(5)) == [0, 3, 4, 6, 7], "photos 1, 2 and 5 are gone")
        session.save(session.settledCapture(), as: "editmode-deleted")

        skip = session.demo.outputLines.count
        session.driver.pressKey(XK_z, holding: [XK_Control_L])
        let restored = try #require(session.reportedItems(section: 0, after: skip))
        #expect(Array(restored.prefix(8)) == Array(0..<8), "Ctrl+Z puts them back where they were")
        session.save(session.settledCapture(), as: "editmode-undone")
    }
}
