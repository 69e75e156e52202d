@testable import CollectionDemo
import Foundation
import HostTestSupport
import PhotoLibrary
import Testing

/// Scanning a real folder: EXIF dates and file dates, and the date index that lets a folder seen
/// before open without reading its files again, yet never hides a changed file.
@Suite struct PhotoLibraryScanTests {
    /// A folder of photos made on disk, removed at the end of the test.
    private final class Folder {
        let root: URL
        let indexDirectory: URL

        init() throws {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-scan-\(UUID().uuidString)")
            root = base.appendingPathComponent("photos")
            indexDirectory = base.appendingPathComponent("cache")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }

        /// A JPEG taken at `date` (EXIF, local time), or without one; modified at `modified` seconds since 1970.
        @discardableResult
        func jpeg(_ path: String, date: String?, modified: Int, seed: Int = 1) throws -> URL {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(PhotoFixtures.jpeg(uprightWidth: 24, uprightHeight: 16, seed: seed, date: date, embeddedThumbnail: true)).write(to: url)
            try setModified(url, seconds: modified)
            return url
        }

        func setModified(_ url: URL, seconds: Int, nanoseconds: Int = 0) throws {
            let time = timespec(tv_sec: seconds, tv_nsec: nanoseconds)
            let times = [time, time]
            guard utimensat(AT_FDCWD, url.path, times, 0) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }

        /// The scan with the index kept in `indexDirectory`, saved afterwards as the app does.
        func scan() -> PhotoLibrary {
            let known = PhotoDateIndex.load(for: root.path, from: indexDirectory)
            let (library, index) = PhotoLibrary.scan(root, grouping: .folder, index: known)
            if index != known { index.save(in: indexDirectory) }
            return library
        }

        var indexFile: URL { PhotoDateIndex.file(for: root.path, in: indexDirectory) }
    }

    private static func local(_ exif: String) -> Date { PhotoLibrary.exifDate(exif)! }

    private static func names(_ library: PhotoLibrary) -> [[String]] { library.sections.map { $0.photos.map(\.name) } }

    /// Rewrites the DateTimeOriginal in `url` in place (same size), then puts its modification time back.
    private static func alterDateKeepingStamp(_ url: URL, from old: String, to new: String, folder: Folder) throws {
        var status = stat()
        #expect(stat(url.path, &status) == 0)
        var bytes = try [UInt8](Data(contentsOf: url))
        let start = try #require(bytes.indices.first { bytes[$0...].starts(with: Array(old.utf8)) })
        bytes.replaceSubrange(start..<start + old.utf8.count, with: Array(new.utf8))
        try Data(bytes).write(to: url)
        try folder.setModified(url, seconds: status.st_mtim.tv_sec, nanoseconds: status.st_mtim.tv_nsec)
    }

    @Test func aGeneratedFolderIsInDateOrderByExifDateElseFileDateInSectionsByFolder() throws {
        let folder = try Folder()
        try folder.jpeg("2024/b.jpg", date: "2024:03:01 08:00:00", modified: 1_000)
        try folder.jpeg("2024/a.jpg", date: "2024:01:05 12:00:00", modified: 2_000)
        // No EXIF date: its file date (1970) puts it first.
        try folder.jpeg("2024/c.jpg", date: nil, modified: 3_000)
        try folder.jpeg("old/d.jpg", date: "2019:06:01 10:00:00", modified: 4_000)
        let library = PhotoLibrary.scan(folder.root, grouping: .folder, index: nil).library
        #expect(library.sections.map(\.title) == ["2024", "old"])
        #expect(Self.names(library) == [["c.jpg", "a.jpg", "b.jpg"], ["d.jpg"]])
        #expect(library.sections[0].photos.map(\.date) == [Date(timeIntervalSince1970: 3_000), Self.local("2024:01:05 12:00:00"),
                                                           Self.local("2024:03:01 08:00:00")])
    }

    @Test func aFolderSeenBeforeTakesItsDatesFromTheIndexWithoutReadingTheFiles() throws {
        let folder = try Folder()
        let photo = try folder.jpeg("a.jpg", date: "2024:03:01 08:00:00", modified: 1_000)
        _ = folder.scan()
        // Same size, same modification time: only a scan that reads the file sees the new date.
        try Self.alterDateKeepingStamp(photo, from: "2024:03:01", to: "2011:03:01", folder: folder)
        #expect(folder.scan().sections[0].photos[0].date == Self.local("2024:03:01 08:00:00"))
        #expect(PhotoLibrary.scan(folder.root, grouping: .folder, index: nil).library.sections[0].photos[0].date
            == Self.local("2011:03:01 08:00:00"))
    }

    @Test func aFileChangedSinceTheIndexIsReadAgain() throws {
        let folder = try Folder()
        let photo = try folder.jpeg("a.jpg", date: "2024:03:01 08:00:00", modified: 1_000)
        _ = folder.scan()
        try Self.alterDateKeepingStamp(photo, from: "2024:03:01", to: "2011:03:01", folder: folder)
        try folder.setModified(photo, seconds: 1_000, nanoseconds: 1)  // one nanosecond later
        #expect(folder.scan().sections[0].photos[0].date == Self.local("2011:03:01 08:00:00"))
    }

    @Test func filesAddedAndRemovedSinceTheIndexAreFoundAndForgotten() throws {
        let folder = try Folder()
        let gone = try folder.jpeg("a.jpg", date: "2024:03:01 08:00:00", modified: 1_000)
        _ = folder.scan()
        try FileManager.default.removeItem(at: gone)
        try folder.jpeg("b.jpg", date: "2024:02:01 08:00:00", modified: 1_000)
        #expect(Self.names(folder.scan()) == [["b.jpg"]])
        #expect(PhotoDateIndex.load(for: folder.root.path, from: folder.indexDirectory).records.keys.sorted() == ["b.jpg"])
    }

    @Test func aCorruptIndexIsIgnored() throws {
        let folder = try Folder()
        let photo = try folder.jpeg("a.jpg", date: "2024:03:01 08:00:00", modified: 1_000)
        _ = folder.scan()
        try Self.alterDateKeepingStamp(photo, from: "2024:03:01", to: "2011:03:01", folder: folder)
        var bytes = try [UInt8](Data(contentsOf: folder.indexFile))
        bytes[bytes.count / 2] ^= 0x40  // one flipped bit anywhere fails the checksum
        try Data(bytes).write(to: folder.indexFile)
        #expect(PhotoDateIndex.decode(bytes) == nil)
        #expect(folder.scan().sections[0].photos[0].date == Self.local("2011:03:01 08:00:00"))
    }

    @Test func truncatedOrForeignIndexFilesReadAsEmpty() throws {
        let folder = try Folder()
        try folder.jpeg("a.jpg", date: "2024:03:01 08:00:00", modified: 1_000)
        _ = folder.scan()
        let bytes = try [UInt8](Data(contentsOf: folder.indexFile))
        for length in [0, 3, 4, 12, bytes.count / 2, bytes.count - 1] {
            #expect(PhotoDateIndex.decode(Array(bytes.prefix(length))) == nil, "\(length) of \(bytes.count) bytes")
        }
        try Data("not an index".utf8).write(to: folder.indexFile)
        #expect(PhotoDateIndex.load(for: folder.root.path, from: folder.indexDirectory).records.isEmpty)
        // Another folder's index under this folder's name (a hash collision, a copied cache) is not used.
        let foreign = PhotoDateIndex(root: "/elsewhere", records: ["a.jpg": .init(stamp: .init(size: 1, seconds: 1, nanoseconds: 0), exifDate: nil)])
        try Data(foreign.encoded()).write(to: folder.indexFile)
        #expect(PhotoDateIndex.load(for: folder.root.path, from: folder.indexDirectory).records.isEmpty)
    }

    @Test func anIndexWrittenInAnotherTimeZoneIsNotUsed() throws {
        let stamp = PhotoDateIndex.Stamp(size: 10, seconds: 1_000, nanoseconds: 5)
        let index = PhotoDateIndex(root: "/p", timeZone: "Europe/Paris",
                                   records: ["a.jpg": .init(stamp: stamp, exifDate: Date(timeIntervalSince1970: 7))])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-index-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        index.save(in: directory)
        #expect(PhotoDateIndex.load(for: "/p", from: directory, timeZone: "Europe/Paris") == index)
        #expect(PhotoDateIndex.load(for: "/p", from: directory, timeZone: "UTC").records.isEmpty)
    }

    @Test func onlyTheBytesUpToTheEndOfTheExifSegmentAreNeeded() {
        let jpeg = PhotoFixtures.jpeg(uprightWidth: 640, uprightHeight: 480, seed: 3, orientation: .right,
                                      date: "2024:07:14 18:03:51", embeddedThumbnail: true)
        let needed = PhotoLibrary.bytesHoldingExif(Array(jpeg.prefix(4_096)), limit: 65_536)
        #expect(needed < 65_536)
        #expect(ExifMetadata(jpegPrefix: Array(jpeg.prefix(needed))) == ExifMetadata(jpegPrefix: Array(jpeg.prefix(65_536))))
        #expect(ExifMetadata(jpegPrefix: Array(jpeg.prefix(needed - 1)))?.dateTimeOriginal == nil)
    }
}
