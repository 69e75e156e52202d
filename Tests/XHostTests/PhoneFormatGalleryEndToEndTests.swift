import Foundation
import HostTestSupport
@testable import PhotoLibrary
import Testing
@testable import XHost

/// `CollectionDemo --photos` on a phone's camera roll: HEIC, WebP, AVIF and JPEG mixed, some misnamed
/// or without an extension, turned by EXIF or by HEIF's own rotation, and damaged ones, made by the
/// real encoders. Screenshots land in test-output/phone-formats-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct PhoneFormatGalleryEndToEndTests {
    /// `roll/` holds six photos in date order, `zz-bad/` three damaged ones.
    struct Folder {
        let root: URL
        let cache: URL

        init() throws {
            let manager = FileManager.default
            let base = manager.temporaryDirectory.appendingPathComponent("tessera-phone-e2e-\(UUID().uuidString)")
            root = base.appendingPathComponent("Pictures")
            cache = base.appendingPathComponent("cache")
            let roll = root.appendingPathComponent("roll"), bad = root.appendingPathComponent("zz-bad"), sources = base.appendingPathComponent("sources")
            for folder in [roll, bad, cache, sources] { try manager.createDirectory(at: folder, withIntermediateDirectories: true) }
            /// A fixture JPEG (red left, blue right when upright) taken at minute `index`.
            func camera(_ index: Int, _ orientation: ExifOrientation, _ width: Int, _ height: Int, date: Bool = true) throws -> URL {
                let url = sources.appendingPathComponent("\(index).jpg")
                try Data(PhotoFixtures.jpeg(uprightWidth: width, uprightHeight: height, seed: index, orientation: orientation,
                                            date: date ? "2023:05:01 10:0\(index):00" : nil, quality: 90)).write(to: url)
                return url
            }
            try PhotoEncoders.encode(camera(0, .up, 1600, 1200), as: .heif, to: roll.appendingPathComponent("up.heic"), thumbnail: 320)
            try PhotoEncoders.encode(camera(1, .right, 900, 1200), as: .webp, to: roll.appendingPathComponent("right.webp"))
            // Stored turned, HEIF's irot turning it upright, and EXIF saying the same (applied once).
            let exif = sources.appendingPathComponent("exif")
            try Data(PhotoEncoders.exifTIFF(orientation: .right, date: "2023:05:01 10:02:00")).write(to: exif)
            try PhotoEncoders.encode(camera(2, .right, 1200, 900, date: false), as: .avif, to: roll.appendingPathComponent("turned.avif"),
                                     extra: ["--irot", "3", "--exif", exif.path])
            try PhotoEncoders.encode(camera(3, .up, 1200, 900), as: .webp, to: roll.appendingPathComponent("really-webp.jpg"))
            try PhotoEncoders.encode(camera(4, .up, 1200, 900), as: .heif, to: roll.appendingPathComponent("IMG_0005"))
            try PhotoEncoders.encode(camera(5, .up, 1200, 900), as: .jpeg, to: roll.appendingPathComponent("plain.jpg"))
            let good = try Data(contentsOf: roll.appendingPathComponent("up.heic"))
            try good.prefix(good.count / 2).write(to: bad.appendingPathComponent("truncated.heic"))
            try Data().write(to: bad.appendingPathComponent("empty.avif"))
            var webp = [UInt8](try Data(contentsOf: roll.appendingPathComponent("right.webp")))
            for index in stride(from: 40, to: webp.count, by: 7) { webp[index] ^= 0x5A }
            try Data(webp).write(to: bad.appendingPathComponent("corrupt.webp"))
        }

        var environment: [String: String] { ["XDG_CACHE_HOME": cache.path] }
    }

    @Test func aMixedRollShowsEveryPhotoUprightAndCardsForDamagedOnes() throws {
        let folder = try Folder()
        let session = try GallerySession(size: "1000x700", arguments: ["--photos", folder.root.path], manualClock: true, environment: folder.environment)
        defer { session.close() }

        let first = try #require(session.photosLoaded())
        // The three damaged files fit on the same screen, after the roll.
        #expect(first.waiting == 0 && first.placeholders == 0 && first.broken == 3)
        let screen = try #require(session.driver.capture())
        session.save(screen, as: "phone-formats-first-screen")
        let checks = PhotoGalleryEndToEndTests()
        for (item, name) in ["up.heic", "right.webp", "turned.avif", "really-webp.jpg", "IMG_0005", "plain.jpg"].enumerated() {
            #expect(checks.showsUprightPicture(screen, in: checks.picture(of: try session.card(item))), "\(name) is not shown upright")
        }

    }
}
