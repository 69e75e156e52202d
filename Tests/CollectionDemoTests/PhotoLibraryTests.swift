@testable import CollectionDemo
import Foundation
import Testing

/// The photo library: sections by folder or by month, photos in date order, EXIF dates read as the
/// camera's local time.
@Suite struct PhotoLibraryTests {
    private static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private func photo(_ path: String, _ date: String, folder: String) -> Photo {
        Photo(url: URL(fileURLWithPath: path), date: PhotoLibrary.exifDate(date, calendar: Self.utc)!, folder: folder)
    }

    private var photos: [Photo] {
        [photo("/p/b/3.jpg", "2024:02:10 09:00:00", folder: "b"),
         photo("/p/a/2.jpg", "2024:03:01 08:00:00", folder: "a"),
         photo("/p/a/1.jpg", "2024:01:05 12:00:00", folder: "a"),
         photo("/p/b/4.jpg", "2024:01:20 18:30:00", folder: "b")]
    }

    @Test func foldersBecomeSectionsOrderedByTheirFirstPhotoAndPhotosByDate() {
        let library = PhotoLibrary(photos: photos, grouping: .folder, calendar: Self.utc)
        #expect(library.sections.map(\.title) == ["a", "b"])
        #expect(library.sections.map { $0.photos.map(\.name) } == [["1.jpg", "2.jpg"], ["4.jpg", "3.jpg"]])
    }

    @Test func eachPhotoIsFoundAtItsIndexPathByItsFile() {
        let library = PhotoLibrary(photos: photos, grouping: .month, calendar: Self.utc)
        for (section, contents) in library.sections.enumerated() {
            for (item, photo) in contents.photos.enumerated() {
                #expect(library.indexPath(of: photo.url) == IndexPath(item: item, section: section))
            }
        }
        #expect(library.indexPath(of: URL(fileURLWithPath: "/p/a/9.jpg")) == nil)
    }

    @Test func monthsBecomeSectionsInCalendarOrder() {
        let library = PhotoLibrary(photos: photos, grouping: .month, calendar: Self.utc)
        #expect(library.sections.map(\.title) == ["January 2024", "February 2024", "March 2024"])
        #expect(library.sections[0].photos.map(\.name) == ["1.jpg", "4.jpg"])
    }

    @Test func exifDatesAreReadAsLocalTimeAndUnsetOnesAreRejected() {
        let date = PhotoLibrary.exifDate("2024:07:14 18:03:51", calendar: Self.utc)
        #expect(date == Date(timeIntervalSince1970: 1_720_980_231))
        #expect(PhotoLibrary.exifDate("0000:00:00 00:00:00") == nil)
        #expect(PhotoLibrary.exifDate("yesterday") == nil)
    }

    // MARK: Folders people really have

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aSymlinkLoopIsScannedOnceAndEnds() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let album = root.appendingPathComponent("album")
        try FileManager.default.createDirectory(at: album, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: album.appendingPathComponent("a.jpg").path, contents: Data())
        // album/again → .. : following it would find album/again/album/again/… for ever.
        try FileManager.default.createSymbolicLink(atPath: album.appendingPathComponent("again").path, withDestinationPath: "..")
        let library = PhotoLibrary.scan(root, grouping: .folder, index: nil).library
        #expect(library.sections.flatMap(\.photos).map(\.name) == ["a.jpg"])
    }

    @Test func aFolderOfAHundredThousandFilesIsListedWhole() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for index in 0..<100_000 {
            _ = FileManager.default.createFile(atPath: root.appendingPathComponent("\(index).jpg").path, contents: nil)
        }
        let start = ContinuousClock.now
        let library = PhotoLibrary.scan(root, grouping: .folder, index: nil).library
        print("scanning 100,000 files took \(ContinuousClock.now - start)")  // a figure for the record, not a check
        #expect(library.sections.reduce(0) { $0 + $1.photos.count } == 100_000)
    }
}
