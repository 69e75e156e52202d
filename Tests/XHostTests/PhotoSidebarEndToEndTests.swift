import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// `--photos` as a split view on Xvfb: the sidebar lists All photos and each folder; clicking a
/// folder's row makes the grid show that folder alone, and All photos every folder again.
/// Screenshots land in test-output/photos-sidebar-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct PhotoSidebarEndToEndTests {
    @Test func clickingAFoldersRowShowsOnlyThatFolderAndAllPhotosEveryFolder() throws {
        let folder = try PhotoGalleryEndToEndTests.Folder()
        let session = try GallerySession(size: "1000x700", arguments: ["--photos", folder.root.path], manualClock: true,
                                         environment: folder.environment)
        defer { session.close() }
        _ = try #require(session.photosLoaded())
        let first = shownSections(in: session)
        #expect(first?.first == 0 && (first?.count ?? 0) > 1, "the first folders' photos are on screen at first")
        let top = try #require(session.driver.capture())
        let grid = PixelBox(x: 260, y: 60, width: 700, height: 600)

        // Row0 is All photos; the folders follow in the grid's order (trip, more, zz-bad).
        let last = try session.control("Row3")
        var skip = session.demo.outputLines.count
        session.driver.click(at: last.midX, last.midY)
        #expect(session.demo.waitForLine(startingWith: "sidebar 2", after: skip, timeout: 5) != nil)
        _ = try #require(session.photosLoaded())
        #expect(shownSections(in: session) == [2], "the grid shows the chosen folder alone")
        let chosen = try #require(session.driver.capture())
        session.save(top, as: "photos-sidebar-1-top")
        session.save(chosen, as: "photos-sidebar-2-last-folder")
        #expect(chosen.changedFraction(comparedTo: top, in: grid) > 0.2, "the grid changed to the last folder")
        #expect(chosen.changedFraction(comparedTo: top, in: last) > 0.3, "the chosen row shows the sidebar's selection")

        let all = try session.control("Row0")
        skip = session.demo.outputLines.count
        session.driver.click(at: all.midX, all.midY)
        #expect(session.demo.waitForLine(startingWith: "sidebar all", after: skip, timeout: 5) != nil)
        _ = try #require(session.photosLoaded())
        #expect(shownSections(in: session) == first, "All photos shows the first folders again")
        let back = try #require(session.driver.capture())
        session.save(back, as: "photos-sidebar-3-all")
        #expect(back.changedFraction(comparedTo: top, in: grid) < 0.05, "All photos is the whole grid from the top again")
        #expect(session.check()?.problems == [])
    }

    /// The library sections of the visible photos, from the demo's last `photos` line (`shown=0,2`).
    private func shownSections(in session: GallerySession) -> [Int]? {
        guard let line = session.demo.outputLines.last(where: { $0.hasPrefix("photos ") }),
              let shown = line.split(separator: " ").first(where: { $0.hasPrefix("shown=") }) else { return nil }
        return shown.dropFirst("shown=".count).split(separator: ",").compactMap { Int($0) }
    }
}
