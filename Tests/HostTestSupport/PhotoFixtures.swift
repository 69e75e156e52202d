import CImageCodecs
import Foundation
import PhotoLibrary

/// Photo files made for tests and benchmarks: JPEGs (TurboJPEG) with EXIF orientation and date,
/// PNGs (libpng), and one file of each kind the gallery must survive.
///
/// Every good photo shows the same upright picture whatever its EXIF orientation: a red band on the
/// left, a blue band on the right, a colour of its own between (`seed`), stored turned as the
/// orientation says, so only a viewer that honours the orientation shows red on the left.
public enum PhotoFixtures {
    public static let red: (UInt8, UInt8, UInt8) = (220, 40, 40)
    public static let blue: (UInt8, UInt8, UInt8) = (40, 70, 220)

    /// The upright picture's RGBA pixels, stored as `orientation` says (so turning them back is upright).
    public static func storedPixels(uprightWidth: Int, uprightHeight: Int, seed: Int, orientation: ExifOrientation,
                                    noise: Bool = false) -> (pixels: [UInt8], width: Int, height: Int) {
        let (width, height) = orientation.swapsDimensions ? (uprightHeight, uprightWidth) : (uprightWidth, uprightHeight)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        var random = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        let hue = (UInt8(truncatingIfNeeded: seed &* 53), UInt8(truncatingIfNeeded: seed &* 97 &+ 80), UInt8(truncatingIfNeeded: seed &* 31 &+ 160))
        for y in 0..<height {
            for x in 0..<width {
                let (ux, uy) = orientation.uprightPosition(x: x, y: y, width: width, height: height)
                var colour: (UInt8, UInt8, UInt8)
                if ux < uprightWidth * 3 / 10 { colour = red } else if ux >= uprightWidth * 7 / 10 { colour = blue } else {
                    let shade = UInt8(truncatingIfNeeded: uy * 120 / max(1, uprightHeight))
                    colour = (hue.0 &+ shade / 2, hue.1 &+ shade / 3, hue.2 &+ shade)
                }
                if noise {
                    // Camera-like entropy, so the JPEG is as big (and as slow to read) as a real photo's.
                    random ^= random << 13; random ^= random >> 7; random ^= random << 17
                    let jitter = UInt8(truncatingIfNeeded: random & 0x1F)
                    colour = (colour.0 &+ jitter, colour.1 &+ jitter / 2, colour.2 &+ jitter)
                }
                let index = (y * width + x) * 4
                (pixels[index], pixels[index + 1], pixels[index + 2]) = colour
            }
        }
        return (pixels, width, height)
    }

    /// A JPEG of the upright picture at `uprightWidth`×`uprightHeight`, with an EXIF segment giving
    /// `orientation` and, when set, DateTimeOriginal `date` (`YYYY:MM:DD HH:MM:SS`).
    /// `embeddedThumbnail`: an EXIF thumbnail of the stored picture, `thumbnailSide` pixels on its
    /// longer edge (160 as most cameras write it; some phones write larger ones), in IFD1.
    public static func jpeg(uprightWidth: Int, uprightHeight: Int, seed: Int, orientation: ExifOrientation = .up,
                            date: String? = nil, quality: Int = 85, noise: Bool = false, embeddedThumbnail: Bool = false,
                            thumbnailSide: Int = 160) -> [UInt8] {
        let stored = storedPixels(uprightWidth: uprightWidth, uprightHeight: uprightHeight, seed: seed, orientation: orientation, noise: noise)
        var thumbnail: [UInt8]?
        if embeddedThumbnail {
            // Stored orientation, as a camera writes it: readers turn it with the same Orientation tag.
            let side = thumbnailSide
            let small = storedPixels(uprightWidth: uprightWidth >= uprightHeight ? side : side * uprightWidth / uprightHeight,
                                     uprightHeight: uprightWidth >= uprightHeight ? side * uprightHeight / uprightWidth : side,
                                     seed: seed, orientation: orientation, noise: false)
            thumbnail = encode(small.pixels, width: small.width, height: small.height, quality: 75)
        }
        let encoded = encode(stored.pixels, width: stored.width, height: stored.height, quality: quality)
        guard !encoded.isEmpty else { return [] }
        // The EXIF segment goes right after the start-of-image marker, where cameras put it.
        return Array(encoded[0..<2]) + exifSegment(orientation: orientation, date: date, thumbnail: thumbnail) + Array(encoded[2...])
    }

    /// RGBA pixels as a 4:2:0 JPEG with no EXIF.
    static func encode(_ pixels: [UInt8], width: Int, height: Int, quality: Int) -> [UInt8] {
        guard let handle = tjInitCompress() else { return [] }
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = tjCompress2(handle, pixels, Int32(width), 0, Int32(height), Int32(TJPF_RGBA.rawValue),
                                 &buffer, &size, Int32(TJSAMP_420.rawValue), Int32(quality), 0)
        guard status == 0, let buffer else { return [] }
        defer { tjFree(buffer) }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }

    /// An APP1 `Exif` segment (big-endian TIFF) with Orientation, optionally DateTimeOriginal, and
    /// optionally a JPEG `thumbnail` in IFD1.
    public static func exifSegment(orientation: ExifOrientation, date: String?, thumbnail: [UInt8]? = nil) -> [UInt8] {
        func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value & 0xFFFF) }
        func entry(tag: Int, type: Int, count: Int, value: [UInt8]) -> [UInt8] {
            u16(tag) + u16(type) + u32(count) + value + [UInt8](repeating: 0, count: 4 - value.count)
        }
        // IFD0 at 8: 2 + 12 per entry + 4 (the next IFD's offset: IFD1 when there is a thumbnail).
        let ifd0End = 8 + 2 + (date == nil ? 1 : 2) * 12 + 4
        // With a date, the EXIF IFD (one entry, 18 bytes) and its 20 bytes of text follow IFD0.
        let ifd1 = date == nil ? ifd0End : ifd0End + 18 + 20
        var tiff: [UInt8] = Array("MM".utf8) + u16(42) + u32(8)
        tiff += u16(date == nil ? 1 : 2) + entry(tag: 0x0112, type: 3, count: 1, value: u16(orientation.rawValue))
        if date != nil { tiff += entry(tag: 0x8769, type: 4, count: 1, value: u32(ifd0End)) }
        tiff += u32(thumbnail == nil ? 0 : ifd1)
        if let date {
            tiff += u16(1) + entry(tag: 0x9003, type: 2, count: 20, value: u32(ifd0End + 18)) + u32(0)
            tiff += Array(date.utf8.prefix(19)) + [0]
        }
        if let thumbnail {
            // IFD1: Compression 6 (JPEG), JPEGInterchangeFormat and its length; the JPEG right after.
            let data = ifd1 + 2 + 3 * 12 + 4
            tiff += u16(3) + entry(tag: 0x0103, type: 3, count: 1, value: u16(6))
                + entry(tag: 0x0201, type: 4, count: 1, value: u32(data)) + entry(tag: 0x0202, type: 4, count: 1, value: u32(thumbnail.count))
                + u32(0) + thumbnail
        }
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        return [0xFF, 0xE1] + u16(payload.count + 2) + payload
    }

    /// A PNG of the upright picture (PNG has no orientation tag).
    public static func png(width: Int, height: Int, seed: Int) -> [UInt8] {
        let stored = storedPixels(uprightWidth: width, uprightHeight: height, seed: seed, orientation: .up)
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA
        var size = 0
        guard png_image_write_to_memory(&image, nil, &size, 0, stored.pixels, 0, nil) != 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: size)
        let ok = bytes.withUnsafeMutableBytes { png_image_write_to_memory(&image, $0.baseAddress, &size, 0, stored.pixels, 0, nil) }
        png_image_free(&image)
        return ok != 0 ? Array(bytes.prefix(size)) : []
    }

    /// A PNG whose header declares `width`×`height` and that has no real image data: a decoder that
    /// allocates from the header before checking it would ask for width × height × 4 bytes.
    public static func pngHeaderOnly(width: Int, height: Int) -> [UInt8] {
        func u32(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + data
            return u32(data.count) + typed + u32(Int(typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }))
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", u32(width) + u32(height) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
    }

    /// The bad files, by name, that a gallery must show as broken cards, written into `folder`:
    /// a truncated JPEG, an empty file, a PNG with a bad CRC, a 30000×30000 PNG header, a directory
    /// named like a photo, and a link to a file that is not there (unreadable).
    @discardableResult
    public static func writeBadFiles(into folder: URL) throws -> [String] {
        let manager = FileManager.default
        let good = jpeg(uprightWidth: 640, uprightHeight: 480, seed: 99)
        try Data(good.prefix(good.count * 2 / 5)).write(to: folder.appendingPathComponent("truncated.jpg"))
        try Data().write(to: folder.appendingPathComponent("empty.jpg"))
        var damaged = png(width: 200, height: 150, seed: 7)
        if let idat = (8..<damaged.count - 4).first(where: { damaged[$0..<$0 + 4].elementsEqual("IDAT".utf8) }) { damaged[idat + 10] ^= 0xFF }
        try Data(damaged).write(to: folder.appendingPathComponent("bad-crc.png"))
        try Data(pngHeaderOnly(width: 30_000, height: 30_000)).write(to: folder.appendingPathComponent("huge.png"))
        try manager.createDirectory(at: folder.appendingPathComponent("folder.jpg"), withIntermediateDirectories: true)
        try? manager.removeItem(at: folder.appendingPathComponent("vanished.jpg"))
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("vanished.jpg").path, withDestinationPath: "/nonexistent/photo.jpg")
        return ["truncated.jpg", "empty.jpg", "bad-crc.png", "huge.png", "folder.jpg", "vanished.jpg"]
    }
}
