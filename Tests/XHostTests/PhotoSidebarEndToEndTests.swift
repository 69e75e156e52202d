import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// `--photos` as a split view on Xvfb: the sidebar lists All photos and the folders as an outline;
/// clicking a folder's row makes the grid show that folder and everything under it, All photos every
/// folder again; a folder's chevron shows its subfolders. Screenshots land in test-output/photos-sidebar-*.png.
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

        // Row0 is All photos; the folders follow by name (more, trip, zz-bad); zz-bad is the grid's third.
        let last = try session.control("Folder:zz-bad")
        var skip = session.demo.outputLines.count
        session.driver.click(at: last.midX, last.midY)
        #expect(session.demo.waitForLine(startingWith: "sidebar folder zz-bad", after: skip, timeout: 5) != nil)
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

    @Test func aFoldersChevronShowsItsSubfoldersAndChoosingOneShowsItAndEverythingUnderIt() throws {
        let folder = try PhotoGalleryEndToEndTests.Folder()
        // a (2 photos) / b (3) / c (4), and a link from c back to a, which the scan refuses and reports.
        var nested = folder.root
        for (name, count) in [("a", 2), ("b", 3), ("c", 4)] {
            nested = nested.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
            for index in 0..<count {
                let jpeg = PhotoFixtures.jpeg(uprightWidth: 400, uprightHeight: 300, seed: 60 + index, date: "2022:0\(count):0\(index + 1) 09:00:00")
                try Data(jpeg).write(to: nested.appendingPathComponent("\(name)-\(index).jpg"))
            }
        }
        try FileManager.default.createSymbolicLink(atPath: nested.appendingPathComponent("back").path, withDestinationPath: "../..")
        let session = try GallerySession(size: "1000x700", arguments: ["--photos", folder.root.path], manualClock: true,
                                         environment: folder.environment)
        defer { session.close() }
        #expect(session.demo.waitForError(containing: "the link a/b/c/back leads to a folder already read"), "the loop is reported")
        _ = try #require(session.photosLoaded())
        #expect(itemCount(in: session) == 56, "All photos: 47 + 2 + 3 + 4")
        let closed = rows(session)
        #expect(closed["Folder:a"] != nil && closed["Folder:a/b"] == nil, "folders start closed")
        let top = try #require(session.driver.capture())

        // Open a by its chevron; mid-animation, then settled.
        let chevron = try #require(rows(session, kind: "disclosure")["Folder:a"])
        var skip = session.demo.outputLines.count
        session.driver.click(at: chevron.midX, chevron.midY)
        #expect(session.demo.waitForLine(startingWith: "sidebar expanded a", after: skip, timeout: 10) != nil)
        session.advanceClock(milliseconds: 120)
        let midExpand = session.driver.capture()
        session.save(midExpand, as: "photos-sidebar-4-mid-expand")
        let expanded = try #require(session.settledCapture())
        let open = rows(session)
        let a = try #require(open["Folder:a"]), b = try #require(open["Folder:a/b"], "a's subfolder shows")
        #expect(b.y == a.y + a.height, "right under its parent")
        #expect(open["Folder:a/b/c"] == nil)
        #expect(open["Folder:more"].map { $0.y > b.y } == true, "the next folder moved down")
        #expect(expanded.changedFraction(comparedTo: top, in: PixelBox(x: b.x, y: b.y, width: b.width, height: b.height)) > 0.02,
                "b's row is drawn where the next folder was")

        // Open b, then choose it: the grid shows b and c, 3 + 4 photos.
        let bChevron = try #require(rows(session, kind: "disclosure")["Folder:a/b"])
        skip = session.demo.outputLines.count
        session.driver.click(at: bChevron.midX, bChevron.midY)
        #expect(session.demo.waitForLine(startingWith: "sidebar expanded a/b", after: skip, timeout: 10) != nil)
        let deeper = try #require(session.settledCapture())
        session.save(deeper, as: "photos-sidebar-5-expanded")
        let c = try #require(rows(session)["Folder:a/b/c"], "b's subfolder shows")
        #expect(c.y == b.y + b.height)
        skip = session.demo.outputLines.count
        session.driver.click(at: b.x + b.width / 3, b.midY)
        #expect(session.demo.waitForLine(startingWith: "sidebar folder a/b", after: skip, timeout: 10) != nil)
        _ = try #require(session.photosLoaded())
        #expect(itemCount(in: session) == 7, "b's 3 photos and c's 4")
        let chosen = try #require(session.driver.capture())
        session.save(chosen, as: "photos-sidebar-6-subfolder")
        #expect(chosen.changedFraction(comparedTo: deeper, in: b) > 0.3, "b's row shows the sidebar's selection")
        #expect(chosen.changedFraction(comparedTo: deeper, in: PixelBox(x: 260, y: 60, width: 700, height: 600)) > 0.2, "the grid changed")
        #expect(session.check()?.problems == [])
    }

    @Test func groupedByMonthTheMonthsStayAndAFolderShowsItsPhotosOfEachMonth() throws {
        let folder = try PhotoGalleryEndToEndTests.Folder()
        let session = try GallerySession(size: "1000x700", arguments: ["--photos", folder.root.path, "--group-by", "month"],
                                         manualClock: true, environment: folder.environment)
        defer { session.close() }
        _ = try #require(session.photosLoaded())
        #expect(itemCount(in: session) == 47)
        let listed = rows(session)
        #expect(listed["Row1"] != nil && listed["Row2"] != nil, "the months are listed")
        let trip = try #require(listed["Folder:trip"])
        #expect(trip.y > (listed["Row2"]?.y ?? .max), "the folders follow the months")
        let skip = session.demo.outputLines.count
        session.driver.click(at: trip.midX, trip.midY)
        #expect(session.demo.waitForLine(startingWith: "sidebar folder trip", after: skip, timeout: 10) != nil)
        _ = try #require(session.photosLoaded())
        #expect(itemCount(in: session) == PhotoGalleryEndToEndTests.Folder.tripNames.count, "the trip's photos alone")
        #expect(shownSections(in: session) == [0], "one month: May 2023, the first")
        session.save(session.driver.capture(), as: "photos-sidebar-7-month-folder")
        #expect(session.check()?.problems == [])
    }

    /// The rows and chevrons the sidebar reports now (its `check` answer).
    private func rows(_ session: GallerySession, kind: String = "row") -> [String: PixelBox] {
        let skip = session.demo.outputLines.count
        session.demo.send("check")
        _ = session.demo.waitForLine(startingWith: "check ", after: skip, timeout: 10)
        return cellBoxes(from: Array(session.demo.outputLines.dropFirst(skip)), kind: kind)
    }

    /// How many photos the grid holds, from the demo's last `photos` line (`items=N`).
    private func itemCount(in session: GallerySession) -> Int? {
        guard let line = session.demo.outputLines.last(where: { $0.hasPrefix("photos ") }),
              let items = line.split(separator: " ").first(where: { $0.hasPrefix("items=") }) else { return nil }
        return Int(items.dropFirst("items=".count))
    }

    /// The library sections of the visible photos, from the demo's last `photos` line (`shown=0,2`).
    private func shownSections(in session: GallerySession) -> [Int]? {
        guard let line = session.demo.outputLines.last(where: { $0.hasPrefix("photos ") }),
              let shown = line.split(separator: " ").first(where: { $0.hasPrefix("shown=") }) else { return nil }
        return shown.dropFirst("shown=".count).split(separator: ",").compactMap { Int($0) }
    }
}
