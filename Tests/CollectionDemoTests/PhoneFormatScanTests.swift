@testable import CollectionDemo
import Foundation
import HostTestSupport
import PhotoLibrary
import Testing

/// The scan on a phone's folder: HEIC, WebP and AVIF are listed and dated by their EXIF like JPEGs,
/// and a photo is found by its content whatever its name says.
@Suite struct PhoneFormatScanTests {
    @Test func phonePhotosAreFoundByContentAndSortedByTheirExifDates() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-phone-scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        func camera(_ name: String, _ date: String, seed: Int) throws -> URL {
            let url = root.appendingPathComponent(".src-\(name).jpg")
            try Data(PhotoFixtures.jpeg(uprightWidth: 64, uprightHeight: 48, seed: seed, date: date)).write(to: url)
            return url
        }
        // Dates in the opposite order of the names, so only the EXIF dates can order them.
        try PhotoEncoders.encode(camera("a", "2022:03:01 10:00:00", seed: 1), as: .heif, to: root.appendingPathComponent("a.heic"))
        try PhotoEncoders.encode(camera("b", "2021:03:01 10:00:00", seed: 2), as: .webp, to: root.appendingPathComponent("b.webp"))
        try PhotoEncoders.encode(camera("c", "2020:03:01 10:00:00", seed: 3), as: .heif, to: root.appendingPathComponent("c_no_extension"))
        let exif = root.appendingPathComponent(".exif")
        try Data(PhotoEncoders.exifTIFF(orientation: .up, date: "2019:03:01 10:00:00")).write(to: exif)
        try PhotoEncoders.encode(camera("d", "2000:01:01 00:00:00", seed: 4), as: .avif, to: root.appendingPathComponent("d.avif"),
                                 extra: ["--exif", exif.path])
        // Not photos: a video's ftyp and a text file.
        try Data([0, 0, 0, 20] + Array("ftypqt  ".utf8) + [0, 0, 0, 0] + Array("qt  ".utf8)).write(to: root.appendingPathComponent("clip.mov"))
        try Data("shopping list".utf8).write(to: root.appendingPathComponent("notes.txt"))

        let (library, _) = PhotoLibrary.scan(root, grouping: .folder, index: nil)
        #expect(library.sections.map { $0.photos.map(\.name) } == [["d.avif", "c_no_extension", "b.webp", "a.heic"]])
        #expect(library.sections.first?.photos.first?.date == PhotoLibrary.exifDate("2019:03:01 10:00:00"))
    }
}
