import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// `CollectionDemo --photos`: typing in the search bar with real XTest keys filters the photos by file
/// name and by date, animated, and clearing it brings every photo back. Every wait is for a line the
/// demo prints (`text …`, `search …`). Screenshots land in test-output/photos-search-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct PhotoSearchEndToEndTests {
    typealias Folder = PhotoGalleryEndToEndTests.Folder

    private func launch(_ folder: Folder) throws -> GallerySession {
        try GallerySession(size: "1000x700", arguments: ["--photos", folder.root.path], manualClock: true,
                           environment: folder.environment.merging(["LC_ALL": "C.UTF-8"]) { $1 })
    }

    /// Clicks into the search field and waits until it edits.
    private func focusSearch(_ session: GallerySession) throws {
        let field = try session.control("Search")
        let skip = session.demo.outputLines.count
        session.driver.click(at: field.midX, field.midY)
        #expect(session.demo.waitForLine(startingWith: "text caret=0 selection=0-0 editing=yes", after: skip) != nil)
    }

    /// Types `text` (lowercase ASCII letters, digits, '-' and '.') one XTest key at a time; waits for the
    /// last key's filter and returns how many photos it shows.
    private func search(_ text: String, in session: GallerySession) -> Int? {
        let skip = session.demo.outputLines.count
        for character in text { session.driver.pressKey(Int32(character.asciiValue ?? 0)) }
        let line = session.demo.waitForLine(startingWith: "search query=\(text) shown=", after: skip)
        return line.flatMap { Int($0.split(separator: "=").last ?? "") }
    }

    /// Empties the field with Ctrl+A and Backspace; returns how many photos it then shows.
    private func clear(_ session: GallerySession) -> Int? {
        let skip = session.demo.outputLines.count
        session.driver.pressKey(XK_a, holding: [XK_Control_L])
        session.driver.pressKey(XK_BackSpace)
        let line = session.demo.waitForLine(startingWith: "search query= shown=", after: skip)
        return line.flatMap { Int($0.split(separator: "=").last ?? "") }
    }

    private func fileCount(_ folder: Folder) throws -> Int {
        let manager = FileManager.default
        return try manager.contentsOfDirectory(atPath: folder.root.path).reduce(0) {
            $0 + (try manager.contentsOfDirectory(atPath: folder.root.appendingPathComponent($1).path).count)
        }
    }

    @Test func typingAMonthShowsThePhotosTakenThenAndClearingBringsEveryPhotoBack() throws {
        let folder = try Folder()
        let session = try launch(folder)
        defer { session.close() }
        _ = try #require(session.photosLoaded())
        try focusSearch(session)
        // trip/'s five photos were taken on 1 May 2023: four say so in EXIF, the PNG by its file's date.
        #expect(search("2023-05", in: session) == Folder.tripNames.count)
        // The caret blinks while the field edits, so nothing settles: the clock is moved past the animation.
        session.advanceClock(milliseconds: 120)
        session.save(session.driver.capture(), as: "photos-search-month-mid-animation")
        session.advanceClock(milliseconds: 1000)
        session.save(session.driver.capture(), as: "photos-search-month")
        #expect(session.check()?.problems == [])

        #expect(clear(session) == (try fileCount(folder)))
        session.advanceClock(milliseconds: 1000)
        session.save(session.driver.capture(), as: "photos-search-cleared")
        #expect(session.check()?.problems == [])
    }

    @Test func typingANameShowsThePhotosWhoseFileNameHasIt() throws {
        let folder = try Folder()
        let session = try launch(folder)
        defer { session.close() }
        _ = try #require(session.photosLoaded())
        try focusSearch(session)
        // more-00.jpg … more-09.jpg.
        #expect(search("more-0", in: session) == 10)
        session.advanceClock(milliseconds: 1000)
        session.save(session.driver.capture(), as: "photos-search-name")
        #expect(session.check()?.problems == [])
    }
}
