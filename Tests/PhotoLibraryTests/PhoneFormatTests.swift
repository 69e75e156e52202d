import Foundation
import HostTestSupport
@testable import PhotoLibrary
import Testing

/// HEIC, AVIF and WebP: each made in the test from the project's assets by the real encoders, then
/// read back through the gallery's decoder.
@Suite(.serialized) struct PhoneFormatTests {
    static let formats: [ImageFormat] = [.heif, .avif, .webp]
    static let asset = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/aurora.png").standardizedFileURL

    /// A fresh folder for one test's files.
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-phone-formats-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The asset encoded as `format` (HEIF with a 160-pixel thumbnail, as phones store one).
    static func encodedAsset(_ format: ImageFormat, in folder: URL, extra: [String] = []) throws -> [UInt8] {
        let output = folder.appendingPathComponent("aurora-\(format.rawValue)-\(extra.count)")
        try PhotoEncoders.encode(asset, as: format, to: output, quality: 85, thumbnail: format == .heif ? 160 : nil, extra: extra)
        return Array(try Data(contentsOf: output))
    }

    /// The fixtures' 80×60 picture (red left, blue right when upright), stored as `orientation` says
    /// with EXIF saying so and dated `date`, encoded as `format` by its encoder.
    static func encodedFixture(_ format: ImageFormat, orientation: ExifOrientation = .up, date: String? = nil, seed: Int,
                               in folder: URL, extra: [String] = []) throws -> [UInt8] {
        let jpeg = folder.appendingPathComponent("fixture-\(seed).jpg"), output = folder.appendingPathComponent("fixture-\(seed).\(format.rawValue)")
        try Data(PhotoFixtures.jpeg(uprightWidth: 80, uprightHeight: 60, seed: seed, orientation: orientation, date: date, quality: 95)).write(to: jpeg)
        try PhotoEncoders.encode(jpeg, as: format, to: output, quality: 90, extra: extra)
        return Array(try Data(contentsOf: output))
    }

    /// The mean difference per channel between a decoded image and the asset's pixels.
    static func meanDifferenceFromAsset(_ image: RGBAImage) -> Double {
        guard let source = try? PhotoDecoder.decode(asset, maxSide: 4096), source.width == image.width, source.height == image.height else { return 255 }
        var total = 0
        for pixel in 0..<source.width * source.height {
            for channel in 0..<3 { total += abs(Int(source.pixels[pixel * 4 + channel]) - Int(image.pixels[pixel * 4 + channel])) }
        }
        return Double(total) / Double(source.width * source.height * 3)
    }

    // MARK: Telling formats by content

    @Test func formatsAreToldByTheirFirstBytes() {
        #expect(ImageFormat(sniffing: [0xFF, 0xD8, 0xFF, 0xE1]) == .jpeg)
        #expect(ImageFormat(sniffing: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == .png)
        #expect(ImageFormat(sniffing: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
        func ftyp(_ major: String, _ compatible: [String]) -> [UInt8] {
            let size = 16 + 4 * compatible.count
            return [0, 0, 0, UInt8(size)] + Array("ftyp".utf8) + Array(major.utf8) + [0, 0, 0, 0] + compatible.flatMap { Array($0.utf8) }
        }
        #expect(ImageFormat(sniffing: ftyp("heic", ["mif1", "heic"])) == .heif)
        #expect(ImageFormat(sniffing: ftyp("mif1", ["avif", "miaf"])) == .avif)
        #expect(ImageFormat(sniffing: ftyp("avis", [])) == .avif)
    }

    @Test func videosAndOtherFilesAreNotPhotos() {
        func ftyp(_ major: String, _ compatible: [String]) -> [UInt8] {
            [0, 0, 0, UInt8(16 + 4 * compatible.count)] + Array("ftyp".utf8) + Array(major.utf8) + [0, 0, 0, 0] + compatible.flatMap { Array($0.utf8) }
        }
        #expect(ImageFormat(sniffing: ftyp("qt  ", ["qt  "])) == nil)
        #expect(ImageFormat(sniffing: ftyp("isom", ["isom", "mp42"])) == nil)
        #expect(ImageFormat(sniffing: Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)) == nil)
        #expect(ImageFormat(sniffing: Array("hello, world".utf8)) == nil)
        #expect(ImageFormat(sniffing: []) == nil)
        // A box size smaller than its own header is no ftyp box.
        #expect(ImageFormat(sniffing: [0, 0, 0, 4] + Array("ftypheic".utf8) + [0, 0, 0, 0]) == nil)
    }

    // MARK: Decoding each format

    @Test(arguments: formats)
    func decodesTheAssetAtFullSize(_ format: ImageFormat) throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try PhotoDecoder.decode(Self.encodedAsset(format, in: folder), maxSide: 4096)
        #expect(image.width == 320 && image.height == 220)
        #expect(Self.meanDifferenceFromAsset(image) < 8)
    }

    @Test(arguments: formats)
    func decodesToTheSizeAsked(_ format: ImageFormat) throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try PhotoDecoder.decode(Self.encodedAsset(format, in: folder), maxSide: 64)
        #expect(image.width == 64 && image.height == 44)
    }

    @Test func heifUsesItsThumbnailImageWhenItIsLargeEnough() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let heic = try Self.encodedAsset(.heif, in: folder)
        #expect(HEIFDecoder.thumbnailSide(heic, forMaxSide: 128) == 160)
        #expect(HEIFDecoder.thumbnailSide(heic, forMaxSide: 256) == nil)
        let fromThumbnail = try PhotoDecoder.decode(heic, maxSide: 128)
        #expect(fromThumbnail.width == 128 && fromThumbnail.height == 88)
    }

    @Test func aTenBitFileIsScaledToEightBitsNotCut() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 10-bit, BT.709 primaries, sRGB transfer: SDR at high depth.
        let avif = try Self.encodedAsset(.avif, in: folder, extra: ["-d", "10", "--cicp", "1/13/1"])
        let image = try PhotoDecoder.decode(avif, maxSide: 4096)
        #expect(Self.meanDifferenceFromAsset(image) < 8)
    }

    @Test func pqContentIsToneMappedNotClipped() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The asset's values read as PQ signal in BT.2020: its sky lands around 50–400 cd/m².
        let avif = try Self.encodedAsset(.avif, in: folder, extra: ["-d", "10", "--cicp", "9/16/9"])
        let image = try PhotoDecoder.decode(avif, maxSide: 4096)
        var saturated = 0, black = 0
        for index in stride(from: 0, to: image.pixels.count, by: 4) {
            let rgb = image.pixels[index..<index + 3]
            if rgb.allSatisfy({ $0 == 255 }) { saturated += 1 }
            if rgb.allSatisfy({ $0 == 0 }) { black += 1 }
        }
        let pixels = image.width * image.height
        #expect(saturated * 20 < pixels, "clipped to white: \(saturated) of \(pixels)")
        #expect(black * 20 < pixels, "crushed to black: \(black) of \(pixels)")
    }

    // MARK: Tone mapping

    @Test func pqReferenceWhiteIsTwoHundredAndThreeNits() {
        #expect(abs(HighBitDepthReduction.pqToNits(0.58069) - 203) < 1)
        #expect(abs(HighBitDepthReduction.pqToNits(1) - 10_000) < 1)
        #expect(HighBitDepthReduction.pqToNits(0) == 0)
    }

    @Test func toneCurveKeepsShadowsAndRollsHighlightsOffToThePeak() {
        #expect(HighBitDepthReduction.toneMapped(0.5) == 0.5)
        let peak = HighBitDepthReduction.peakLuminance / HighBitDepthReduction.referenceWhite
        #expect(abs(HighBitDepthReduction.toneMapped(peak) - 1) < 1e-9)
        #expect(HighBitDepthReduction.toneMapped(peak * 4) <= 1)
        var previous = 0.0
        for step in 1...400 {
            let mapped = HighBitDepthReduction.toneMapped(Double(step) * peak / 300)
            #expect(mapped >= previous)
            previous = mapped
        }
    }

    @Test func hlgDiffuseWhiteLandsNearReferenceWhite() {
        // BT.2408: HLG's 75 % signal is reference white (203 cd/m² on a 1,000 cd/m² display).
        let scene = HighBitDepthReduction.hlgToScene(0.75)
        let nits = HighBitDepthReduction.hlgToNits((scene, scene, scene))
        #expect(abs(nits.0 - 203) < 10)
    }

    // MARK: Y′CbCr shrunk before conversion

    @Test func fullRangeBT601GivesJPEGsColours() {
        let matrix = YCbCrReduction(matrix: 6, fullRange: true)
        #expect(matrix.convert(luma: 128, blue: 128, red: 128) == (128, 128, 128))
        // JPEG's red: Y 76, Cb 85, Cr 255.
        let red = matrix.convert(luma: 76.245, blue: 84.972, red: 255.5)
        #expect(red.0 == 255 && red.1 <= 1 && red.2 <= 1)
    }

    @Test func studioRangeRunsFromSixteenToTwoHundredThirtyFive() {
        let matrix = YCbCrReduction(matrix: 1, fullRange: false)
        #expect(matrix.convert(luma: 16, blue: 128, red: 128) == (0, 0, 0))
        #expect(matrix.convert(luma: 235, blue: 128, red: 128) == (255, 255, 255))
    }

    @Test func shrinkingAveragesLumaAndItsSubsampledChroma() {
        // 4×2 luma (left half 50, right half 150), 4:2:0 chroma 2×1 (neutral).
        let luma: [UInt8] = [50, 50, 150, 150, 50, 50, 150, 150], chroma: [UInt8] = [128, 128]
        let image = luma.withUnsafeBytes { y in
            chroma.withUnsafeBytes { c in
                YCbCrReduction(matrix: 6, fullRange: true).reduce(luma: .init(bytes: y, stride: 4), blue: .init(bytes: c, stride: 2),
                                                                  red: .init(bytes: c, stride: 2), width: 4, height: 2, chromaShift: (1, 1), maxSide: 2)
            }
        }
        #expect(image.width == 2 && image.height == 1)
        #expect(image.pixels == [50, 50, 50, 255, 150, 150, 150, 255])
    }

    // MARK: Orientation and dates

    @Test func webpTurnsUprightByItsExifChunk() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Stored turned, as a phone held upright writes it; EXIF (carried over by cwebp) says so.
        let bytes = try Self.encodedFixture(.webp, orientation: .right, date: "2023:05:06 07:08:09", seed: 4, in: folder)
        #expect(PhotoDecoder.exif(bytes) == ExifMetadata(orientation: .right, dateTimeOriginal: "2023:05:06 07:08:09"))
        let image = try PhotoDecoder.decode(bytes, maxSide: 4096)
        #expect(image.width == 80 && image.height == 60)
        expectRedOnTheLeft(image)
    }

    @Test func heifTransformationIsAppliedOnceNotAgainFromExif() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Pixels stored turned, the file's irot turning them upright, and EXIF saying the same: a
        // reader applying both would turn the picture twice. irot counts quarter turns anticlockwise:
        // 3 is the quarter turn clockwise that Orientation 6 asks.
        let exif = folder.appendingPathComponent("exif.bin")
        try Data(PhotoEncoders.exifTIFF(orientation: .right, date: "2022:01:02 03:04:05")).write(to: exif)
        let bytes = try Self.encodedFixture(.avif, orientation: .right, seed: 5, in: folder, extra: ["--irot", "3", "--exif", exif.path])
        #expect(PhotoDecoder.exif(bytes)?.dateTimeOriginal == "2022:01:02 03:04:05")
        let image = try PhotoDecoder.decode(bytes, maxSide: 4096)
        #expect(image.width == 80 && image.height == 60)
        expectRedOnTheLeft(image)
    }

    @Test func heicFromAJPEGKeepsItsDate() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = try Self.encodedFixture(.heif, date: "2024:07:14 18:03:51", seed: 6, in: folder)
        #expect(PhotoDecoder.exif(bytes)?.dateTimeOriginal == "2024:07:14 18:03:51")
        let image = try PhotoDecoder.decode(bytes, maxSide: 4096)
        #expect(image.width == 80 && image.height == 60)
        expectRedOnTheLeft(image)
    }

    @Test(arguments: [ImageFormat.heif, .avif])
    func scanFindsTheExifItemFromTheBoxesAsLibheifDoes(_ format: ImageFormat) throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let exif = folder.appendingPathComponent("exif.bin")
        try Data(PhotoEncoders.exifTIFF(orientation: .up, date: "2021:09:08 07:06:05")).write(to: exif)
        let bytes = try Self.encodedFixture(format, date: "2021:09:08 07:06:05", seed: 8, in: folder,
                                            extra: format == .avif ? ["--exif", exif.path] : [])
        let file = folder.appendingPathComponent("photo")
        try Data(bytes).write(to: file)
        #expect(HEIFDecoder.exif(atPath: file.path)?.dateTimeOriginal == "2021:09:08 07:06:05")
        #expect(HEIFDecoder.exif(atPath: file.path) == HEIFDecoder.exif(bytes))
    }

    @Test func heifExifOrientationAloneIsNotApplied() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // heif-enc 1.15 keeps a JPEG's stored pixels and its EXIF (Orientation 6) and writes no irot:
        // HEIF readers show what the file's own properties say, so the stored picture (60×80) it is.
        let bytes = try Self.encodedFixture(.heif, orientation: .right, seed: 7, in: folder)
        #expect(PhotoDecoder.exif(bytes)?.orientation == .right)
        let image = try PhotoDecoder.decode(bytes, maxSide: 4096)
        #expect(image.width == 60 && image.height == 80)
    }

    /// The fixtures' upright picture: a red band on the left, a blue one on the right.
    func expectRedOnTheLeft(_ image: RGBAImage, sourceLocation: SourceLocation = #_sourceLocation) {
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let index = (y * image.width + x) * 4
            return (Int(image.pixels[index]), Int(image.pixels[index + 1]), Int(image.pixels[index + 2]))
        }
        let left = pixel(image.width / 10, image.height / 2), right = pixel(image.width * 9 / 10, image.height / 2)
        #expect(left.0 > 150 && left.2 < 110, "left \(left)", sourceLocation: sourceLocation)
        #expect(right.2 > 150 && right.0 < 110, "right \(right)", sourceLocation: sourceLocation)
    }

    // MARK: The desktop's thumbnail cache

    @Test(arguments: formats)
    func thumbnailGoesToTheSharedCacheAndComesBack(_ format: ImageFormat) throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("photo")
        try Data(Self.encodedAsset(format, in: folder)).write(to: photo)
        let cache = ThumbnailDiskCache(root: folder.appendingPathComponent("thumbnails"))
        try cache.makeThumbnail(of: photo, size: .large)
        var status = stat()
        #expect(stat(photo.path, &status) == 0)
        let thumbnail = cache.read(photo, mtime: Int(status.st_mtim.tv_sec), size: .large)
        #expect(thumbnail?.width == 256 && thumbnail?.height == 176)
    }
}
