import Foundation
import PhotoLibrary
import XHost

/// HEIC, AVIF and WebP files made by the real encoders Debian ships (`heif-enc` from
/// libheif-examples, `avifenc` from libavif-bin, `cwebp` and `webpmux` from webp; `scripts/setup`
/// installs them), from a JPEG or PNG file: what tests and benchmarks decode is what phones and
/// browsers write, never a committed binary.
public enum PhotoEncoders {
    public enum Failure: Error, CustomStringConvertible {
        case toolFailed(String, status: Int32, output: String)

        public var description: String {
            switch self {
            case let .toolFailed(tool, status, output): "\(tool) exited with \(status): \(output.suffix(400))"
            }
        }
    }

    /// Encodes `input` (JPEG or PNG) as `format` into `output`. `thumbnail`: for HEIF, the longer
    /// edge of the thumbnail image stored beside the photo, as phones do (nil: none). EXIF in a JPEG
    /// input is carried over by all three encoders. `extra`: further arguments for the encoder.
    public static func encode(_ input: URL, as format: ImageFormat, to output: URL, quality: Int = 70, thumbnail: Int? = nil,
                              extra: [String] = []) throws {
        switch format {
        case .heif:
            try run("heif-enc", ["-q", String(quality)] + (thumbnail.map { ["-t", String($0)] } ?? []) + extra + [input.path, "-o", output.path])
        case .avif:
            // Speed 9 of 10: a 12-megapixel photo in seconds rather than minutes; what is read back is the same format.
            // avifenc 0.11 takes quantizers (0 lossless … 63), not a quality: the same scale turned round.
            let quantizer = String((100 - min(max(quality, 0), 100)) * 63 / 100)
            try run("avifenc", ["-s", "9", "-j", "1", "--min", quantizer, "--max", quantizer] + extra + [input.path, output.path])
        case .webp:
            try run("cwebp", ["-quiet", "-q", String(quality), "-metadata", "exif"] + extra + [input.path, "-o", output.path])
        case .jpeg, .png:
            try FileManager.default.copyItem(at: input, to: output)
        }
    }

    /// `webp` with `exif` (a TIFF structure) as its `EXIF` chunk, written to `output`.
    public static func addExif(_ exif: [UInt8], toWebP webp: URL, output: URL) throws {
        let block = output.deletingLastPathComponent().appendingPathComponent(output.lastPathComponent + ".exif")
        try Data(exif).write(to: block)
        defer { try? FileManager.default.removeItem(at: block) }
        try run("webpmux", ["-set", "exif", block.path, webp.path, "-o", output.path])
    }

    /// The TIFF structure inside `PhotoFixtures.exifSegment` (without the APP1 marker and `Exif\0\0`),
    /// with a JPEG `thumbnail` in IFD1 when given.
    public static func exifTIFF(orientation: ExifOrientation, date: String?, thumbnail: [UInt8]? = nil) -> [UInt8] {
        Array(PhotoFixtures.exifSegment(orientation: orientation, date: date, thumbnail: thumbnail).dropFirst(10))
    }

    /// Runs `tool` from the PATH with `arguments`; throws with its output when it fails.
    public static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure.toolFailed(tool, status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
        }
    }
}

extension PhotoEncoders {
    /// A camera-size JPEG made from one of the project's assets (a PNG): enlarged to `width`×`height`
    /// (bilinear), with camera-like noise (seeded) so it is as large and as slow to code as a real
    /// photo, and an EXIF segment with DateTimeOriginal `date`. The source the encoders turn into
    /// HEIC, AVIF and WebP in the benchmark. `thumbnailSide`: an EXIF thumbnail that many pixels on
    /// its longer edge in IFD1, as a phone's camera writes (160 × 120 is the usual one). Nil when
    /// the asset cannot be read.
    public static func cameraJPEG(fromAsset asset: URL, width: Int, height: Int, seed: Int, date: String, thumbnailSide: Int? = nil) -> [UInt8]? {
        guard let source = PixelImage.readPNG(at: asset.path), source.width > 1, source.height > 1 else { return nil }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        var random = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        source.rgb.withUnsafeBufferPointer { rgb in
            for y in 0..<height {
                let sy = Double(y) * Double(source.height - 1) / Double(max(1, height - 1))
                let y0 = min(Int(sy), source.height - 2), fy = sy - Double(y0)
                for x in 0..<width {
                    let sx = Double(x) * Double(source.width - 1) / Double(max(1, width - 1))
                    let x0 = min(Int(sx), source.width - 2), fx = sx - Double(x0)
                    random ^= random << 13; random ^= random >> 7; random ^= random << 17
                    let jitter = Double(Int(random & 0x1F) - 16)
                    for channel in 0..<3 {
                        func at(_ px: Int, _ py: Int) -> Double { Double(rgb[(py * source.width + px) * 3 + channel]) }
                        let top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx, bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx
                        pixels[(y * width + x) * 4 + channel] = UInt8(min(max(top * (1 - fy) + bottom * fy + jitter, 0), 255))
                    }
                }
            }
        }
        let encoded = PhotoFixtures.encode(pixels, width: width, height: height, quality: 90)
        guard encoded.count > 2 else { return nil }
        let thumbnail = thumbnailSide.map { side -> [UInt8] in
            let small = boxShrunk(pixels, width: width, height: height, toFit: side)
            return PhotoFixtures.encode(small.pixels, width: small.width, height: small.height, quality: 75)
        }
        return Array(encoded[0..<2]) + PhotoFixtures.exifSegment(orientation: .up, date: date, thumbnail: thumbnail) + Array(encoded[2...])
    }

    /// RGBA `pixels` shrunk to fit `side` by averaging the source pixels each covers.
    static func boxShrunk(_ pixels: [UInt8], width: Int, height: Int, toFit side: Int) -> (pixels: [UInt8], width: Int, height: Int) {
        let scale = Double(max(width, height)) / Double(max(1, side))
        let (smallWidth, smallHeight) = (max(1, Int(Double(width) / scale)), max(1, Int(Double(height) / scale)))
        var small = [UInt8](repeating: 255, count: smallWidth * smallHeight * 4)
        for y in 0..<smallHeight {
            let rows = (y * height / smallHeight)..<max(y * height / smallHeight + 1, (y + 1) * height / smallHeight)
            for x in 0..<smallWidth {
                let columns = (x * width / smallWidth)..<max(x * width / smallWidth + 1, (x + 1) * width / smallWidth)
                for channel in 0..<3 {
                    var total = 0
                    for row in rows { for column in columns { total += Int(pixels[(row * width + column) * 4 + channel]) } }
                    small[(y * smallWidth + x) * 4 + channel] = UInt8(total / (rows.count * columns.count))
                }
            }
        }
        return (small, smallWidth, smallHeight)
    }
}
