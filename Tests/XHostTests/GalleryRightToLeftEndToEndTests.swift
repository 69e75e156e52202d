import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// The demo right to left, as a user of an Arabic or Hebrew desktop sees it: the real demo on Xvfb
/// with `--layout-direction rtl` or a right-to-left `LANG`, driven through XTest, pixels read back.
/// Screenshots land in test-output/rtl-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryRightToLeftEndToEndTests {
    private func isWhitish(_ p: (r: UInt8, g: UInt8, b: UInt8)?) -> Bool { p.map { $0.r > 235 && $0.g > 235 && $0.b > 235 } ?? false }

    @Test func theGridAndToolbarRunFromTheRightEdge() throws {
        let session = try GallerySession(arguments: ["--layout-direction", "rtl"], manualClock: true)
        defer { session.close() }
        let first = try #require(session.driver.capture())
        session.save(first, as: "rtl-grid")
        let a = try session.card(0), b = try session.card(1)
        #expect(a.x > b.x, "the first card is right of the second")
        #expect(a.x + a.width > 900, "and stands at the right edge of a 1000-point window")
        let add = try session.control("Add"), layout = try session.control("Layout")
        #expect(add.x > layout.x, "the toolbar's first buttons are at the right")
    }

    /// The grid → list switch animates right to left too (its middle frame is saved to look at), and
    /// ends with each row's picture at the right.
    @Test func switchingToTheListRightToLeftEndsWithPicturesAtTheRight() throws {
        let session = try GallerySession(arguments: ["--layout-direction", "rtl"], manualClock: true)
        defer { session.close() }
        session.driver.pressKey(XK_l)
        #expect(session.advanceClock(milliseconds: 200) == true, "the switch is still animating")
        session.save(session.driver.capture(), as: "rtl-switch-mid")
        let settled = try #require(session.settledCapture())
        session.save(settled, as: "rtl-switch-list")
        // The boxes are the grid's, from the start: the list's first row spans the grid's first row,
        // from its top, between its outer edges.
        let first = try session.card(0)
        let left = try #require(session.cells.values.filter { $0.y == first.y }.map(\.x).min())
        let y = first.y + 22
        #expect(!isWhitish(settled.pixel(first.x + first.width - 20, y)), "the picture at the row's right end")
        #expect(isWhitish(settled.pixel(left + 12, y)), "white text area at its left end")
    }

    @Test func aRightToLeftLocaleMirrorsTheWindowWithoutAnOption() throws {
        let session = try GallerySession(manualClock: true, environment: ["LANG": "he_IL.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""])
        defer { session.close() }
        let a = try session.card(0), b = try session.card(1)
        #expect(a.x > b.x)
    }

    @Test func listRowsPutTheirPictureAtTheRight() throws {
        let session = try GallerySession(arguments: ["--layout-direction", "rtl", "--layout", "list"], manualClock: true)
        defer { session.close() }
        let image = try #require(session.driver.capture())
        session.save(image, as: "rtl-list")
        let row = try session.card(0)
        // The thumbnail fills the row's right end; its left end is the row's white text area.
        #expect(!isWhitish(image.pixel(row.x + row.width - 20, row.midY)))
        #expect(isWhitish(image.pixel(row.x + 12, row.midY)))
    }

    @Test func theScriptsSectionShowsArabicAndHebrewTitlesAtTheRowsLeadingEdge() throws {
        let session = try GallerySession(size: "1000x860", arguments: ["--layout-direction", "rtl", "--layout", "list", "--sections", "4", "--items", "4"],
                                         manualClock: true)
        defer { session.close() }
        let image = try #require(session.driver.capture())
        session.save(image, as: "rtl-scripts-section")
        let row = try session.card(0, section: 3)
        // The title's ink lies in the right half of the row's text area (beside the thumbnail at the
        // right), and the left half stays white.
        let textTop = PixelBox(x: row.x + 8, y: row.y + 6, width: row.width - 100, height: 18)
        let dark: (UInt8, UInt8, UInt8) -> Bool = { r, g, b in Int(r) + Int(g) + Int(b) < 300 }
        let left = PixelBox(x: textTop.x, y: textTop.y, width: textTop.width / 2, height: textTop.height)
        let right = PixelBox(x: textTop.x + textTop.width / 2, y: textTop.y, width: textTop.width / 2, height: textTop.height)
        #expect(image.count(in: right, where: dark) > 20, "the Arabic title is drawn at the right")
        #expect(image.count(in: left, where: dark) == 0, "and nothing at the left")
    }

    @Test func draggingACardLeftwardsMovesItForwards() throws {
        let session = try GallerySession(arguments: ["--layout-direction", "rtl"], manualClock: true)
        defer { session.close() }
        let a = try session.card(0), c = try session.card(2)
        #expect(c.x < a.x, "the third card is left of the first")
        let skip = session.demo.outputLines.count
        session.drag(from: a.midX, a.midY, to: c.midX, c.midY, steps: 30, release: false)
        let held = session.settledCapture()
        session.save(held, as: "rtl-drag-held")
        session.driver.release()
        #expect(session.demo.waitForLine(startingWith: "moved 0.0 -> 0.2", after: skip, timeout: 5) != nil)
        #expect(session.reportedItems(section: 0, after: skip).map { Array($0.prefix(4)) } == [1, 2, 0, 3])
        session.save(session.settledCapture(), as: "rtl-drag-dropped")
        #expect(session.check()?.problems == [])
    }
}
