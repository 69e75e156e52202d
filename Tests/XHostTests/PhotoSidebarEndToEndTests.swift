import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// `--photos` as a split view on Xvfb: the sidebar lists All photos and each folder; clicking a
/// folder's row brings its photos into view. Screenshots land in test-output/photos-sidebar-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct PhotoSidebarEndToEndTests {
    @Test func clickingAFoldersRowScrollsTheGridToItAndAllPhotosBack() throws {
        let folder = try PhotoGalleryEndToEndTests.Folder()
        let session = try GallerySession(size: "1000x700", arguments: ["--photos", folder.root.path], manualClock: true,
                                         environment: folder.environment)
        defer { session.close() }
        _ = try #require(session.photosLoaded())
        let top = try #require(session.driver.capture())
        let grid = PixelBox(x: 260, y: 60, width: 700, height: 600)

        // Row0 is All photos; the folders follow in the grid's order (trip, more, zz-bad).
        let last = try session.control("Row3")
        var skip = session.demo.outputLines.count
        session.driver.click(at: last.midX, last.midY)
        #expect(session.demo.waitForLine(startingWith: "sidebar 2", after: skip, timeout: 5) != nil)
        _ = try #require(session.photosLoaded())
        let scrolled = try #require(session.driver.capture())
        session.save(top, as: "photos-sidebar-1-top")
        session.save(scrolled, as: "photos-sidebar-2-last-folder")
        #expect(scrolled.changedFraction(comparedTo: top, in: grid) > 0.2, "the grid moved on to the last folder")

        let all = try session.control("Row0")
        skip = session.demo.outputLines.count
        session.driver.click(at: all.midX, all.midY)
        #expect(session.demo.waitForLine(startingWith: "sidebar all", after: skip, timeout: 5) != nil)
        _ = try #require(session.photosLoaded())
        let back = try #require(session.driver.capture())
        #expect(back.changedFraction(comparedTo: top, in: grid) < 0.05, "All photos is the top of the grid again")
        #expect(session.check()?.problems == [])
    }
}
