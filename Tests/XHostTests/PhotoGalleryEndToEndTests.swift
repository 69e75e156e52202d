import CX11
import Foundation
import HostTestSupport
@testable import PhotoLibrary
import Testing
@testable import XHost

/// `CollectionDemo --photos`: a generated folder (good photos of several sizes and EXIF orientations,
/// one bad file of each kind), shown by the real demo on Xvfb. Screenshots land in test-output/photos-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct PhotoGalleryEndToEndTests {
    /// The folder: `trip/` holds five photos in date order (section 0), `more/` 36 small ones (section
    /// 1), `zz-bad/` the six bad files, dated now (the last section).
    struct Folder {
        let root: URL
        let cache: URL
        let trip: URL

        /// Section 0's photos by item: upright landscape, portrait turned right, landscape turned left,
        /// mirrored, a PNG.
        static let tripNames = ["up.jpg", "right.jpg", "left.jpg", "mirrored.jpg", "plain.png"]

        init() throws {
            let manager = FileManager.default
            let base = manager.temporaryDirectory.appendingPathComponent("tessera-photo-e2e-\(UUID().uuidString)")
            root = base.appendingPathComponent("Pictures")
            cache = base.appendingPathComponent("cache")
            trip = root.appendingPathComponent("trip")
            let more = root.appendingPathComponent("more"), bad = root.appendingPathComponent("zz-bad")
            for folder in [trip, more, bad, cache] { try manager.createDirectory(at: folder, withIntermediateDirectories: true) }
            let shapes: [(ExifOrientation, Int, Int)] = [(.up, 1600, 1200), (.right, 900, 1200), (.left, 1200, 900), (.upMirrored, 800, 600)]
            for (index, (orientation, width, height)) in shapes.enumerated() {
                let jpeg = PhotoFixtures.jpeg(uprightWidth: width, uprightHeight: height, seed: index, orientation: orientation,
                                              date: "2023:05:01 10:0\(index):00")
                try Data(jpeg).write(to: trip.appendingPathComponent(Folder.tripNames[index]))
            }
            let png = trip.appendingPathComponent("plain.png")
            try Data(PhotoFixtures.png(width: 500, height: 375, seed: 9)).write(to: png)
            try manager.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_682_935_800)], ofItemAtPath: png.path)  // 2023-05-01 10:10 UTC
            for index in 0..<36 {
                let jpeg = PhotoFixtures.jpeg(uprightWidth: 400, uprightHeight: 300, seed: 20 + index, date: "2023:06:\(10 + index / 2):00:00")
                try Data(jpeg).write(to: more.appendingPathComponent(String(format: "more-%02d.jpg", index)))
            }
            try PhotoFixtures.writeBadFiles(into: bad)
        }

        var environment: [String: String] { ["XDG_CACHE_HOME": cache.path] }
    }

    private func launch(_ folder: Folder) throws -> GallerySession {
        try GallerySession(size: "1000x700", arguments: ["--photos", folder.root.path], manualClock: true, environment: folder.environment)
    }

    /// Mostly red on the left third and blue on the right third of `box`: the fixture picture, upright.
    func showsUprightPicture(_ image: PixelImage, in box: PixelBox) -> Bool {
        func average(_ area: PixelBox) -> (r: Int, g: Int, b: Int) {
            guard let bytes = image.crop(area), !bytes.isEmpty else { return (0, 0, 0) }
            var sums = (0, 0, 0)
            for i in stride(from: 0, to: bytes.count, by: 3) { sums = (sums.0 + Int(bytes[i]), sums.1 + Int(bytes[i + 1]), sums.2 + Int(bytes[i + 2])) }
            let count = bytes.count / 3
            return (sums.0 / count, sums.1 / count, sums.2 / count)
        }
        let third = box.width / 3
        let left = average(PixelBox(x: box.x + 4, y: box.y + box.height / 4, width: third / 2, height: box.height / 2))
        let right = average(PixelBox(x: box.x + box.width - 4 - third / 2, y: box.y + box.height / 4, width: third / 2, height: box.height / 2))
        return left.r > 170 && left.b < 90 && right.b > 170 && right.r < 90
    }

    /// The picture part of a photo cell (above its name strip).
    func picture(of cell: PixelBox) -> PixelBox {
        PixelBox(x: cell.x, y: cell.y, width: cell.width, height: cell.height - 26)
    }

    @Test func thumbnailsLoadUprightAndTheLastScreenShowsBrokenCardsForBadFiles() throws {
        let folder = try Folder()
        let session = try launch(folder)
        defer { session.close() }

        let first = try #require(session.photosLoaded())
        #expect(first.waiting == 0 && first.placeholders == 0)
        let firstScreen = try #require(session.driver.capture())
        session.save(firstScreen, as: "photos-first-screen")
        for (item, name) in Folder.tripNames.enumerated() {
            #expect(showsUprightPicture(firstScreen, in: picture(of: try session.card(item))), "\(name) is not upright")
        }

        session.driver.pressKey(XK_End)
        let end = try #require(session.photosLoaded())
        let lastScreen = try #require(session.driver.capture())
        session.save(lastScreen, as: "photos-scrolled-to-end")
        #expect(end.waiting == 0 && end.placeholders == 0)
        #expect(end.broken == 6)
    }

    @Test func clickingAPhotoZoomsItToTheWindowArrowsStepAndEscapeReturns() throws {
        let folder = try Folder()
        let session = try launch(folder)
        defer { session.close() }
        _ = try #require(session.photosLoaded())
        let card = try session.card(0)
        let grid = try #require(session.driver.capture())

        session.driver.click(at: card.midX, card.midY)
        #expect(session.demo.waitForLine(startingWith: "large 0.0", timeout: 5) != nil)
        session.advanceClock(milliseconds: 150)
        session.save(session.driver.capture(), as: "photos-opening-midway")
        _ = try #require(session.photosLoaded())
        let large = try #require(session.driver.capture())
        session.save(large, as: "photos-large")
        let window = session.driver.windowSize
        let view = PixelBox(x: 0, y: 40, width: window.width, height: window.height - 40)
        // 4:3 fitted into the view: centred, as tall as the view.
        let fitted = view.height * 4 / 3
        #expect(showsUprightPicture(large, in: PixelBox(x: (view.width - fitted) / 2, y: view.y, width: fitted, height: view.height)))

        let skip = session.demo.outputLines.count
        session.driver.pressKey(XK_Right)
        #expect(session.demo.waitForLine(startingWith: "large 0.1", after: skip, timeout: 5) != nil)
        _ = try #require(session.photosLoaded())
        let next = try #require(session.driver.capture())
        session.save(next, as: "photos-large-next")
        let portrait = view.height * 3 / 4
        #expect(showsUprightPicture(next, in: PixelBox(x: (view.width - portrait) / 2, y: view.y, width: portrait, height: view.height)))

        session.driver.pressKey(XK_Escape)
        #expect(session.demo.waitForLine(startingWith: "grid", after: skip, timeout: 5) != nil)
        let back = try #require(session.settledCapture())
        session.save(back, as: "photos-back-to-grid")
        #expect(showsUprightPicture(back, in: picture(of: card).insetBy(4)))
        #expect(back.changedFraction(comparedTo: grid, in: picture(of: try session.card(2)).insetBy(4)) < 0.02)
    }

    @Test func thumbnailsAreReadFromAndWrittenToTheDesktopThumbnailCache() throws {
        let folder = try Folder()
        let cache = ThumbnailDiskCache(root: folder.cache.appendingPathComponent("thumbnails"))
        // Another viewer's thumbnail of plain.png, current for its modification time: solid green.
        let png = folder.trip.appendingPathComponent("plain.png")
        let mtime = Int(try #require(FileManager.default.attributesOfItem(atPath: png.path)[.modificationDate] as? Date).timeIntervalSince1970)
        let green = [UInt8](repeating: 0, count: 256 * 192 * 4).enumerated().map { $0.offset % 4 == 1 || $0.offset % 4 == 3 ? UInt8(255) : 0 }
        cache.write(RGBAImage(width: 256, height: 192, pixels: green), of: png, mtime: mtime, size: .large)

        let session = try launch(folder)
        defer { session.close() }
        _ = try #require(session.photosLoaded())
        let screen = try #require(session.driver.capture())
        let plain = try #require(screen.crop(picture(of: try session.card(4)).insetBy(10)))
        #expect(stride(from: 0, to: plain.count, by: 3).allSatisfy { plain[$0] < 40 && plain[$0 + 1] > 200 && plain[$0 + 2] < 40 })

        let written = try #require(try? PhotoDecoder.readFile(cache.path(for: folder.trip.appendingPathComponent("up.jpg"), size: .large)))
        let tags = PNGTextChunks.text(in: written)
        #expect(tags["Thumb::URI"] == "file://" + folder.trip.appendingPathComponent("up.jpg").standardizedFileURL.path)
        let upTime = try #require(FileManager.default.attributesOfItem(atPath: folder.trip.appendingPathComponent("up.jpg").path)[.modificationDate] as? Date)
        #expect(tags["Thumb::MTime"] == String(Int(upTime.timeIntervalSince1970)))
    }
}
