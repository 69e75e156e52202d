import CollectionEngine
import Foundation
import HostTestSupport
@testable import PhotoLibrary
import Testing

/// The photo pieces below the gallery: hashing, EXIF, pixels, the caches and the decoders.
@Suite struct PhotoPipelineTests {
    @Test func md5MatchesRFC1321TestSuite() {
        #expect(MD5.hexDigest(of: Array("".utf8)) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(MD5.hexDigest(of: Array("abc".utf8)) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(MD5.hexDigest(of: Array("message digest".utf8)) == "f96b697d7cb7938d525a2f31aaf161d0")
        #expect(MD5.hexDigest(of: Array(String(repeating: "1234567890", count: 8).utf8)) == "57edf4a22be3c955ac49da2e2107b67a")
    }

    @Test func thumbnailIsNamedByTheMD5OfTheEscapedFileURI() {
        let cache = ThumbnailDiskCache(root: URL(fileURLWithPath: "/cache/thumbnails"))
        let file = URL(fileURLWithPath: "/home/jens/photos/me.png")
        #expect(ThumbnailDiskCache.uri(for: file) == "file:///home/jens/photos/me.png")
        // The standard's own example: file:///home/jens/photos/me.png hashes to c6ee772d9e49320e97ec29a7eb5b1697.
        #expect(cache.path(for: file, size: .normal).path == "/cache/thumbnails/normal/c6ee772d9e49320e97ec29a7eb5b1697.png")
        #expect(ThumbnailDiskCache.uri(for: URL(fileURLWithPath: "/a/b c/ü.jpg")) == "file:///a/b%20c/%C3%BC.jpg")
    }

    @Test func exifGivesOrientationAndDateTimeOriginal() {
        let jpeg = PhotoFixtures.jpeg(uprightWidth: 40, uprightHeight: 30, seed: 1, orientation: .right, date: "2021:03:04 05:06:07")
        let exif = ExifMetadata(jpegPrefix: jpeg)
        #expect(exif == ExifMetadata(orientation: .right, dateTimeOriginal: "2021:03:04 05:06:07"))
    }

    @Test func exifIsNilForTruncatedOrForeignBytes() {
        let segment = PhotoFixtures.exifSegment(orientation: .left, date: "2021:03:04 05:06:07")
        for cut in [3, 10, 20, 40, segment.count - 5] {
            #expect(ExifMetadata(jpegPrefix: [0xFF, 0xD8] + segment.prefix(cut))?.dateTimeOriginal == nil)
        }
        #expect(ExifMetadata(jpegPrefix: Array("not a jpeg".utf8)) == nil)
    }

    @Test(arguments: [ExifOrientation.up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored, .left])
    func orientingStoredPixelsGivesTheUprightPicture(_ orientation: ExifOrientation) {
        let stored = PhotoFixtures.storedPixels(uprightWidth: 10, uprightHeight: 6, seed: 3, orientation: orientation)
        let upright = PhotoFixtures.storedPixels(uprightWidth: 10, uprightHeight: 6, seed: 3, orientation: .up)
        let turned = RGBAImage(width: stored.width, height: stored.height, pixels: stored.pixels).oriented(orientation)
        #expect(turned == RGBAImage(width: 10, height: 6, pixels: upright.pixels))
    }

    @Test func scalingAveragesTheCoveredPixels() {
        let image = RGBAImage(width: 2, height: 2, pixels: [0, 0, 0, 255, 200, 0, 0, 255, 0, 100, 0, 255, 0, 0, 40, 255])
        #expect(image.scaled(toFit: 1).pixels == [50, 25, 10, 255])
        #expect(image.scaled(toFit: 4) == image)
    }

    @Test func jpegScalingPicksTheStrongestReductionThatKeepsTheSize() {
        #expect(PhotoDecoder.scalingFactor(width: 4000, height: 3000, atLeast: 256) == (1, 8))
        #expect(PhotoDecoder.scalingFactor(width: 4000, height: 3000, atLeast: 1100) == (3, 8))  // 1500 wide; 1/4 would be 1000
        #expect(PhotoDecoder.scalingFactor(width: 250, height: 200, atLeast: 256) == (1, 1))
    }

    @Test func textChunksRoundTripThroughAPNG() throws {
        let png = PhotoFixtures.png(width: 8, height: 8, seed: 2)
        let tagged = try #require(PNGTextChunks.inserting([("Thumb::URI", "file:///x.jpg"), ("Thumb::MTime", "123")], into: png))
        #expect(PNGTextChunks.text(in: tagged) == ["Thumb::URI": "file:///x.jpg", "Thumb::MTime": "123"])
        #expect(try PhotoDecoder.decodePNG(tagged, maxSide: 8).width == 8)  // libpng accepts the CRCs
    }

    @Test func thumbnailCacheReturnsAThumbnailOnlyWhileItsTagsMatch() throws {
        let folder = try temporaryFolder()
        let cache = ThumbnailDiskCache(root: folder.appendingPathComponent("thumbnails"))
        let file = folder.appendingPathComponent("p.jpg")
        let image = RGBAImage(width: 4, height: 3, pixels: [UInt8](repeating: 128, count: 48))
        cache.write(image, of: file, mtime: 1000, size: .large)
        #expect(cache.read(file, mtime: 1000, size: .large)?.width == 4)
        #expect(cache.read(file, mtime: 1001, size: .large) == nil)  // the photo changed since
        #expect(cache.read(folder.appendingPathComponent("q.jpg"), mtime: 1000, size: .large) == nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("thumbnails/large").path)
        #expect(leftovers == [cache.path(for: file, size: .large).lastPathComponent])  // no temporary file left
    }

    @Test func aCachedThumbnailReadsBackWithTheOriginalsPixels() throws {
        let folder = try temporaryFolder()
        let cache = ThumbnailDiskCache(root: folder.appendingPathComponent("thumbnails"))
        let file = folder.appendingPathComponent("p.jpg")
        for (width, height, alpha) in [(256, 192, UInt8(255)), (97, 128, UInt8(200))] {
            let pixels = (0..<width * height * 4).map { $0 % 4 == 3 ? alpha : UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
            let image = RGBAImage(width: width, height: height, pixels: pixels)
            cache.write(image, of: file, mtime: 1000, size: .large)
            #expect(cache.read(file, mtime: 1000, size: .large) == image, "\(width)×\(height), alpha \(alpha)")
        }
    }

    @Test func anOpaqueThumbnailIsStoredAsRGBAndReadsBackTheSame() throws {
        let pixels = (0..<48).map { $0 % 4 == 3 ? UInt8(255) : UInt8($0 * 5) }
        let opaque = RGBAImage(width: 4, height: 3, pixels: pixels)
        let png = try #require(ThumbnailDiskCache.encodePNG(opaque))
        #expect(png[25] == 2)  // IHDR colour type 2: truecolour, no alpha
        #expect(try PhotoDecoder.decodePNG(png, maxSide: 4) == opaque)
        var translucent = opaque
        translucent.pixels[7] = 128
        let withAlpha = try #require(ThumbnailDiskCache.encodePNG(translucent))
        #expect(withAlpha[25] == 6)  // truecolour with alpha
        #expect(try PhotoDecoder.decodePNG(withAlpha, maxSide: 4) == translucent)
    }

    @Test func decoderShrinksAndTurnsAJPEGUpright() throws {
        let jpeg = PhotoFixtures.jpeg(uprightWidth: 1200, uprightHeight: 1600, seed: 4, orientation: .right)
        let image = try PhotoDecoder.decodeJPEG(jpeg, maxSide: 256)
        #expect((image.width, image.height) == (192, 256))
        let left = image.pixels[(128 * image.width + 5) * 4], right = image.pixels[(128 * image.width + image.width - 5) * 4 + 2]
        #expect(left > 180 && right > 180)  // red on the left, blue on the right: upright
    }

    @Test func embeddedExifThumbnailIsFoundAndTurnedUpright() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("camera.jpg")
        try Data(PhotoFixtures.jpeg(uprightWidth: 1200, uprightHeight: 1600, seed: 4, orientation: .right, date: "2021:03:04 05:06:07",
                                    embeddedThumbnail: true)).write(to: file)
        let thumbnail = try #require(PhotoDecoder.embeddedThumbnail(file))
        #expect((thumbnail.width, thumbnail.height) == (120, 160))
        let left = thumbnail.pixels[(80 * thumbnail.width + 5) * 4], right = thumbnail.pixels[(80 * thumbnail.width + thumbnail.width - 5) * 4 + 2]
        #expect(left > 180 && right > 180)  // red on the left, blue on the right: upright
        #expect(ExifMetadata(jpegPrefix: try PhotoDecoder.readFile(file))?.dateTimeOriginal == "2021:03:04 05:06:07")
        #expect(try PhotoDecoder.decode(file, maxSide: 256).height == 256)  // the photo itself still decodes
    }

    @Test func anEmbeddedThumbnailAsLargeAsAskedIsTheThumbnailWithoutADecode() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("phone.jpg")
        try Data(PhotoFixtures.jpeg(uprightWidth: 1600, uprightHeight: 1200, seed: 5, embeddedThumbnail: true, thumbnailSide: 320)).write(to: file)
        guard case let .done(.loaded(image), source, _) = PhotoLoader.look(PhotoLoader.Request(url: file, maxPixelSize: 256), diskCache: nil) else {
            Issue.record("a 320-px embedded thumbnail should answer a 256-px request")
            return
        }
        #expect(source == .embeddedThumbnail)
        #expect(image.size == CGSize(width: 256, height: 192))
    }

    @Test func aSmallerEmbeddedThumbnailOnlyStandsInWhileThePhotoDecodes() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("camera.jpg")
        try Data(PhotoFixtures.jpeg(uprightWidth: 1600, uprightHeight: 1200, seed: 5, embeddedThumbnail: true)).write(to: file)
        guard case let .decode(_, preview, _) = PhotoLoader.look(PhotoLoader.Request(url: file, maxPixelSize: 256), diskCache: nil) else {
            Issue.record("a 160-px embedded thumbnail cannot be a 256-px thumbnail")
            return
        }
        #expect(preview?.size == CGSize(width: 160, height: 120))
    }

    @Test func jpegWithoutAnEmbeddedThumbnailHasNoStandIn() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("edited.jpg")
        try Data(PhotoFixtures.jpeg(uprightWidth: 400, uprightHeight: 300, seed: 2, date: "2021:03:04 05:06:07")).write(to: file)
        #expect(PhotoDecoder.embeddedThumbnail(file) == nil)
    }

    @Test func badFilesGiveTheirReasonsWithoutAllocatingFromHeaders() throws {
        let folder = try temporaryFolder()
        try PhotoFixtures.writeBadFiles(into: folder)
        func error(_ name: String) -> PhotoLoadError? {
            do { _ = try PhotoDecoder.decode(folder.appendingPathComponent(name), maxSide: 256); return nil } catch { return error }
        }
        #expect(error("empty.jpg") == .empty)
        #expect(error("huge.png") == .tooLarge(width: 30_000, height: 30_000))
        #expect(error("folder.jpg") == .notAFile)
        #expect(error("vanished.jpg") == .unreadable(errno: ENOENT))
        if case .corrupt = error("truncated.jpg") {} else { Issue.record("truncated JPEG: \(String(describing: error("truncated.jpg")))") }
        if case .corrupt = error("bad-crc.png") {} else { Issue.record("bad CRC: \(String(describing: error("bad-crc.png")))") }
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
