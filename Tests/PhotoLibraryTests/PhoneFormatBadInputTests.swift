import EngineTestSupport
import Foundation
import HostTestSupport
@testable import PhotoLibrary
import Testing

/// Damaged HEIC, AVIF and WebP files: each gives a reason, never a crash, a hang or a huge allocation.
/// The seeded fuzz here is short; `scripts/fuzz` runs it longer (`TESSERA_FUZZ_ITERATIONS`).
@Suite(.serialized) struct PhoneFormatBadInputTests {
    static let fuzzIterations = Int(ProcessInfo.processInfo.environment["TESSERA_FUZZ_ITERATIONS"] ?? "") ?? 150

    static func encoded(_ format: ImageFormat) throws -> [UInt8] {
        let folder = try PhoneFormatTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        return try PhoneFormatTests.encodedAsset(format, in: folder)
    }

    /// The decoder's answer for `bytes`: the reason it failed, nil when it decoded.
    static func failure(_ bytes: [UInt8]) -> PhotoLoadError? {
        do throws(PhotoLoadError) {
            _ = try PhotoDecoder.decode(bytes, maxSide: 256)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: PhoneFormatTests.formats)
    func truncatedFileGivesAReason(_ format: ImageFormat) throws {
        let bytes = try Self.encoded(format)
        for fraction in [2, 3, 5] {
            let reason = Self.failure(Array(bytes.prefix(bytes.count * (fraction - 1) / fraction)))
            #expect(reason != nil, "\(format) cut to \(fraction - 1)/\(fraction) decoded")
            #expect(reason?.description.isEmpty == false)
        }
    }

    @Test func zeroLengthFileIsEmpty() throws {
        let folder = try PhoneFormatTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty.heic")
        try Data().write(to: empty)
        #expect(throws: PhotoLoadError.empty) { try PhotoDecoder.decode(empty, maxSide: 256) }
    }

    @Test(arguments: PhoneFormatTests.formats)
    func wrongExtensionStillDecodesByContent(_ format: ImageFormat) throws {
        let folder = try PhoneFormatTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let misnamed = folder.appendingPathComponent("IMG_0001.jpg")
        try Data(Self.encoded(format)).write(to: misnamed)
        #expect(try PhotoDecoder.decode(misnamed, maxSide: 64).width == 64)
    }

    @Test func textNamedLikeAPhotoIsUnsupported() throws {
        let folder = try PhoneFormatTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("notes.heic")
        try Data("not a photo at all".utf8).write(to: text)
        #expect(throws: PhotoLoadError.unsupportedFormat) { try PhotoDecoder.decode(text, maxSide: 256) }
    }

    @Test func hundredMegapixelWebPIsRefusedBeforeDecoding() {
        // A lossless WebP header declaring 16384×16384 (268 MP) and nothing after it.
        let header: [UInt8] = Array("RIFF".utf8) + [22, 0, 0, 0] + Array("WEBPVP8L".utf8) + [10, 0, 0, 0, 0x2F, 0xFF, 0xFF, 0xFF, 0x0F, 0, 0, 0, 0, 0]
        #expect(Self.failure(header) == .tooLarge(width: 16384, height: 16384))
    }

    @Test(arguments: [ImageFormat.heif, .avif])
    func hundredMegapixelHEIFIsRefusedBeforeDecoding(_ format: ImageFormat) throws {
        // The primary image's `ispe` box rewritten to say 12000×12000 (144 MP).
        var bytes = try Self.encoded(format)
        let ispe = try #require((4..<bytes.count - 16).first { bytes[$0..<$0 + 4].elementsEqual("ispe".utf8) })
        for (offset, value) in [(ispe + 8, 12_000), (ispe + 12, 12_000)] {
            bytes[offset..<offset + 4] = [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        #expect(Self.failure(bytes) == .tooLarge(width: 12_000, height: 12_000))
    }

    @Test(arguments: [ImageFormat.heif, .avif])
    func corruptBoxGivesAReason(_ format: ImageFormat) throws {
        // The `iloc` box (where each item's data lies) claims to be larger than the file.
        var bytes = try Self.encoded(format)
        let iloc = try #require((4..<bytes.count - 4).first { bytes[$0..<$0 + 4].elementsEqual("iloc".utf8) })
        bytes[iloc - 4..<iloc] = [0x7F, 0xFF, 0xFF, 0xFF]
        #expect(Self.failure(bytes) != nil)
    }

    @Test func corruptWebPChunkGivesAReason() throws {
        var bytes = try Self.encoded(.webp)
        // The VP8 chunk's size made larger than the file.
        bytes[16..<20] = [0xFF, 0xFF, 0xFF, 0x7F]
        #expect(Self.failure(bytes) != nil)
    }

    /// Seeded damage: bytes flipped, runs overwritten, the file cut.
    static func damaged(_ original: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        var bytes = original
        for _ in 0..<1 + Int(random.next() % 8) {
            let at = Int(random.next() % UInt64(bytes.count))
            switch random.next() % 3 {
            case 0: bytes[at] ^= UInt8(truncatingIfNeeded: random.next() | 1)
            case 1: for index in at..<min(bytes.count, at + 16) { bytes[index] = UInt8(truncatingIfNeeded: random.next()) }
            default: bytes = Array(bytes.prefix(max(1, at)))
            }
        }
        return bytes
    }

    /// Every decoder entry point (the decode, the EXIF read, the thumbnail choice, the thumbnail
    /// image) must answer seeded damage.
    @Test(arguments: PhoneFormatTests.formats)
    func seededCorruptionNeverCrashes(_ format: ImageFormat) throws {
        let original = try Self.encoded(format)
        var random = SeededGenerator(seed: UInt64(format.rawValue.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
        var failures = 0
        for _ in 0..<Self.fuzzIterations {
            let bytes = Self.damaged(original, &random)
            if Self.failure(bytes) != nil { failures += 1 }
            _ = PhotoDecoder.exif(bytes)
            if format != .webp {
                _ = HEIFDecoder.thumbnailSide(bytes, forMaxSide: 64)
                _ = HEIFDecoder.embeddedThumbnail(bytes, format: format, maxSide: 256)
                _ = HEIFExifLocator.exifRange(prefix: bytes)
                _ = HEIFExifLocator.hasThumbnailItem(prefix: bytes)
            }
        }
        // Some damage lands in pixels and still decodes; some must have been caught.
        #expect(failures > 0, "\(random)")
    }

    /// The quick look reads a WebP's EXIF chunk, and the thumbnail in it, from the file: damage
    /// anywhere gives a picture or none, never a crash.
    @Test func seededCorruptionOfAWebPExifThumbnailNeverCrashes() throws {
        let folder = try PhoneFormatTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("plain.webp"), tagged = folder.appendingPathComponent("tagged.webp")
        try Data(Self.encoded(.webp)).write(to: plain)
        let thumbnail = PhotoFixtures.jpeg(uprightWidth: 48, uprightHeight: 32, seed: 9)
        try PhotoEncoders.addExif(PhotoEncoders.exifTIFF(orientation: .left, date: "2020:01:02 03:04:05", thumbnail: thumbnail), toWebP: plain, output: tagged)
        let original = Array(try Data(contentsOf: tagged))
        #expect(WebPDecoder.exifThumbnail(atPath: tagged.path) != nil)
        var random = SeededGenerator(seed: 0x5EED_CAFE)
        let damaged = folder.appendingPathComponent("damaged.webp")
        for _ in 0..<Self.fuzzIterations {
            try Data(Self.damaged(original, &random)).write(to: damaged)
            _ = WebPDecoder.exifThumbnail(atPath: damaged.path)
            _ = PhotoLoader.look(PhotoLoader.Request(url: damaged, maxPixelSize: 256), diskCache: nil)
        }
    }
}
