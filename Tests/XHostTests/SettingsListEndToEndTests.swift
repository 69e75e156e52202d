import CollectionEngine
import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// The demo's settings page driven with real XTest input on Xvfb: the folders outline expands and
/// collapses from its chevron, a folder swiped left shows Delete, and Ctrl+Z brings a deleted folder
/// back. Each step waits for the demo's debug channel; time is the demo's manual clock.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct SettingsListEndToEndTests {
    private func open() throws -> GallerySession {
        try GallerySession(size: "700x760", arguments: ["--settings"], manualClock: true)
    }

    /// The rows and chevrons the demo reports now (its `check` answer on the settings page).
    private func rows(_ session: GallerySession, kind: String = "row") -> [String: PixelBox] {
        let skip = session.demo.outputLines.count
        session.demo.send("check")
        _ = session.demo.waitForLine(startingWith: "row ", after: skip, timeout: 10)
        session.handled()
        return cellBoxes(from: Array(session.demo.outputLines.dropFirst(skip)), kind: kind)
    }

    private func close(_ p: (r: UInt8, g: UInt8, b: UInt8)?, _ rgb: UInt32, tolerance: Int = 8) -> Bool {
        guard let p else { return false }
        let want = [Int(rgb >> 16 & 0xFF), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF)]
        return zip([Int(p.r), Int(p.g), Int(p.b)], want).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func clickingAFoldersChevronExpandsItsSubfoldersAndClickingAgainCollapsesThem() throws {
        let session = try open()
        defer { session.close() }
        let before = rows(session)
        let chevron = try #require(rows(session, kind: "disclosure")["Albums"])
        let screenshots = try #require(before["Screenshots"])
        #expect(before["Trips"] == nil)

        let skip = session.demo.outputLines.count
        session.driver.click(at: chevron.midX, chevron.midY)
        #expect(session.demo.waitForLine(startingWith: "expanded Albums", after: skip, timeout: 10) != nil)
        session.advanceClock(milliseconds: 120)
        session.save(session.driver.capture(), as: "settings-outline-mid-expand")
        let expanded = try #require(session.settledCapture())
        session.save(expanded, as: "settings-outline-expanded")
        let after = rows(session)
        let trips = try #require(after["Trips"], "the subfolders show")
        #expect(after["Family"] != nil)
        #expect(after["Screenshots"]?.y == screenshots.y + 2 * trips.height, "the rows below move down by two rows")
        #expect(trips.x == before["Albums"]?.x, "the row keeps its place in the section")

        let again = session.demo.outputLines.count
        session.driver.click(at: chevron.midX, chevron.midY)
        #expect(session.demo.waitForLine(startingWith: "collapsed Albums", after: again, timeout: 10) != nil)
        #expect(session.settle() == true)
        let collapsed = rows(session)
        #expect(collapsed["Trips"] == nil)
        #expect(collapsed["Screenshots"] == screenshots)
    }

    @Test func swipingAFolderLeftRevealsDeleteWhichDeletesItAndCtrlZBringsItBack() throws {
        let session = try open()
        defer { session.close() }
        let row = try #require(rows(session)["Favourites"])
        // Colours are read near the row's top, above the Delete title's white letters.
        let y = row.midY, start = row.x + row.width - 40, redY = row.y + 4

        // Half open: the pointer still down 40 pixels in.
        let swiping = session.demo.outputLines.count
        session.drag(from: start, y, to: start - 40, y, steps: 10, release: false)
        let half = try #require(session.driver.capture())
        session.save(half, as: "settings-swipe-half-open")
        #expect(close(half.pixel(row.x + row.width - 10, redY), 0xFF3B30), "the red Delete shows at the row's end")
        #expect(!close(half.pixel(row.x + row.width - 60, redY), 0xFF3B30), "only as far as the row moved")

        #expect(session.demo.waitForLine(startingWith: "swiped Favourites yes", after: swiping, timeout: 10) != nil)
        session.drag(from: start - 40, y, to: start - 120, y, steps: 10)
        let open = try #require(session.settledCapture())
        session.save(open, as: "settings-swipe-open")
        #expect(close(open.pixel(row.x + row.width - 30, redY), 0xFF3B30))
        #expect(close(open.pixel(row.x + row.width - 60, redY), 0xFF3B30))

        let deleting = session.demo.outputLines.count
        session.driver.click(at: row.x + row.width - 30, y)
        #expect(session.demo.waitForLine(startingWith: "deleted Favourites", after: deleting, timeout: 10) != nil)
        #expect(session.settle() == true)
        let after = rows(session)
        #expect(after["Favourites"] == nil)
        #expect(after["Undo"] != nil, "an Undo row offers the folder back")

        let undoing = session.demo.outputLines.count
        session.driver.pressKey(Int32(XK_z), holding: [Int32(XK_Control_L)])
        #expect(session.demo.waitForLine(startingWith: "undone Favourites", after: undoing, timeout: 10) != nil)
        #expect(session.settle() == true)
        let restored = rows(session)
        #expect(restored["Favourites"] == row)
        #expect(restored["Undo"] == nil)
    }
}
