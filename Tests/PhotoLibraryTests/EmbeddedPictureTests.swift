import Foundation
import HostTestSupport
@testable import PhotoLibrary
import Testing

/// The pictures phone formats carry beside their photos, found by the loader's quick look: the
/// result itself when as large as asked, else a stand-in while the photo decodes. Files are made in
/// the test by the real encoders.
@Suite(.serialized) struct EmbeddedPictureTests {
    /// The quick look at `bytes` written to a file, for a `maxPixelSize` request.
    static func look(_ bytes: [UInt8], named name: String, in folder: URL, maxPixelSize: Int) throws -> PhotoLoader.Look {
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return PhotoLoader.look(PhotoLoader.Request(url: file, maxPixelSize: maxPixelSize), diskCache: nil)
    }

    @Test func heifThumbnailImageAsLargeAsAskedIsTheQuickLooksResult() throws {
        let folder = try PhoneFormatTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The asset is 320×220, its thumbnail image 160×110.
        let look = try Self.look(PhoneFormatTests.encodedAsset(.heif, in: folder), named: "IMG_0001.HEIC", in: folder, maxPixelSize: 128)
        guard case let .done(.loaded(image), source, _) = look else {
            Issue.record("a 160-px thumbnail image answers a 128-px request: \(look)")
            return
        }
        #expect(source == .embeddedThumbnail)
        #expect(image.size == CGSize(width: 128, height: 88))
    }

    @Test func aHeifThumbnailImageShownAsTheThumbnailIsSharedWithTheDesktopsCache() throws {
        let folder = try PhoneFormatTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("IMG_0003.HEIC")
        try Data(PhoneFormatTests.encodedAsset(.heif, in: folder)).write(to: file)
        let cache = ThumbnailDiskCache(root: folder.appendingPathComponent("thumbnails"))
        let look = PhotoLoader.look(PhotoLoader.Request(url: file, maxPixelSize: 128), diskCache: cache)
        guard case let .done(_, _, share) = look else {
            Issue.record("a 160-px thumbnail image answers a 128-px request: \(look)")
            return
        }
        // The desktop's "normal" size (128 px), as GNOME Files would read it.
        #expect(share?.size == .normal)
        #expect(share?.image.width == 128 && share?.image.height == 88)
    }

    @Test func aSmallerHeifThumbnailImageStandsInWhileThePhotoDecodes() throws {
        let folder = try PhoneFormatTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let look = try Self.look(PhoneFormatTests.encodedAsset(.heif, in: folder), named: "IMG_0002.HEIC", in: folder, maxPixelSize: 256)
        guard case let .decode(_, preview, _) = look else {
            Issue.record("a 160-px thumbnail image cannot be a 256-px thumbnail: \(look)")
            return
        }
        #expect(preview?.size == CGSize(width: 160, height: 110))
    }

    @Test func avifWithoutAThumbnailImageHasNoStandIn() throws {
        let folder = try PhoneFormatTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let look = try Self.look(PhoneFormatTests.encodedAsset(.avif, in: folder), named: "photo.avif", in: folder, maxPixelSize: 256)
        guard case let .decode(_, preview, _) = look else {
            Issue.record("an AVIF without a thumbnail image is decoded: \(look)")
            return
        }
        #expect(preview == nil)
    }

    @Test func heifBoxesTellWhetherThereIsAThumbnailImageWithoutLibheif() throws {
        let folder = try PhoneFormatTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let heic = try PhoneFormatTests.encodedAsset(.heif, in: folder), avif = try PhoneFormatTests.encodedAsset(.avif, in: folder)
        #expect(HEIFExifLocator.hasThumbnailItem(prefix: Array(heic.prefix(65_536))) == true)
        #expect(HEIFExifLocator.hasThumbnailItem(prefix: Array(avif.prefix(65_536))) == false)
        // Cut inside its boxes: undecided, so libheif is asked.
        #expect(HEIFExifLocator.hasThumbnailItem(prefix: Array(heic.prefix(200))) == nil)
    }

    @Test func webpExifThumbnailStandsInTurnedUpright() throws {
        let folder = try PhoneFormatTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A phone's picture stored turned (Orientation 6), converted to WebP with its EXIF, thumbnail and all.
        let thumbnail = PhotoFixtures.jpeg(uprightWidth: 48, uprightHeight: 32, seed: 3, orientation: .right)
        let plain = folder.appendingPathComponent("plain.webp"), tagged = folder.appendingPathComponent("tagged.webp")
        try Data(PhoneFormatTests.encodedFixture(.webp, orientation: .right, seed: 3, in: folder)).write(to: plain)
        try PhotoEncoders.addExif(PhotoEncoders.exifTIFF(orientation: .right, date: nil, thumbnail: thumbnail), toWebP: plain, output: tagged)
        let look = PhotoLoader.look(PhotoLoader.Request(url: tagged, maxPixelSize: 256), diskCache: nil)
        guard case let .decode(_, preview, _) = look else {
            Issue.record("a 48-px EXIF thumbnail cannot be a 256-px thumbnail: \(look)")
            return
        }
        #expect(preview?.size == CGSize(width: 48, height: 32))
        #expect(try PhotoDecoder.decode(tagged, maxSide: 256).width == 80)  // the photo itself still decodes
    }

    @Test func theSmallestPictureReachingTheSizeIsChosenElseTheLargest() {
        #expect(ThumbnailChoice.isBetter(320, than: 1024, for: 256))
        #expect(!ThumbnailChoice.isBetter(1024, than: 320, for: 256))
        #expect(ThumbnailChoice.isBetter(256, than: 160, for: 256))
        #expect(!ThumbnailChoice.isBetter(160, than: 320, for: 256))
        #expect(ThumbnailChoice.isBetter(160, than: 96, for: 256))
        #expect(!ThumbnailChoice.isBetter(96, than: 160, for: 256))
    }

    @Test func decodesAreRankedJPEGThenWebPThenHEVCAndAV1() {
        // 12-MP files as phones and converters write them: a 4 MB JPEG, a 2.7 MB WebP, a 3 MB HEIC and AVIF.
        #expect(DecodeCost(format: .jpeg, fileSize: 4 << 20, maxSide: 256) == .light)
        #expect(DecodeCost(format: .webp, fileSize: 2_700_000, maxSide: 256) == .medium)
        #expect(DecodeCost(format: .heif, fileSize: 3 << 20, maxSide: 256) == .heavy)
        #expect(DecodeCost(format: .avif, fileSize: 3 << 20, maxSide: 256) == .heavy)
    }

    @Test func smallFilesAndNonPhotosAreLight() {
        // A small HEIF (a screenshot's, a sticker's); a file that is no photo is refused at once.
        #expect(DecodeCost(format: .heif, fileSize: 100 << 10, maxSide: 256) == .light)
        #expect(DecodeCost(format: nil, fileSize: 50 << 20, maxSide: 256) == .light)
    }

    @Test func aJPEGDecodedForALargeViewCostsMoreThanItsThumbnail() {
        #expect(DecodeCost(format: .jpeg, fileSize: 4 << 20, maxSide: 256) == .light)
        #expect(DecodeCost(format: .jpeg, fileSize: 4 << 20, maxSide: 1920) == .medium)
    }
}
