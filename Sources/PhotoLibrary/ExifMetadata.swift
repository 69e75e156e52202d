import Foundation

/// How a camera says its picture must be turned to stand upright: EXIF's Orientation tag (0x0112).
/// The raw values name where row 0 and column 0 of the stored pixels belong.
public enum ExifOrientation: Int, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// Whether the upright picture is the stored one turned a quarter, so its width is the stored height.
    public var swapsDimensions: Bool { rawValue >= 5 }

    /// Where the stored pixel (`x`, `y`) of a `width`×`height` image lands in the upright picture.
    public func uprightPosition(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        switch self {
        case .up: (x, y)
        case .upMirrored: (width - 1 - x, y)
        case .down: (width - 1 - x, height - 1 - y)
        case .downMirrored: (x, height - 1 - y)
        case .leftMirrored: (y, x)
        case .right: (height - 1 - y, x)
        case .rightMirrored: (height - 1 - y, width - 1 - x)
        case .left: (y, width - 1 - x)
        }
    }
}

/// The two EXIF facts the gallery uses, read from a JPEG's APP1 segment (or a HEIF or WebP file's EXIF
/// block) by a small pure parser.
///
/// ```swift
/// let exif = ExifMetadata(jpegPrefix: Array(firstKilobytes))
/// exif?.orientation        // .right for a phone held upright
/// exif?.dateTimeOriginal   // "2024:07:14 18:03:51", the camera's local time
/// ```
public struct ExifMetadata: Sendable, Equatable {
    public var orientation: ExifOrientation = .up
    /// DateTimeOriginal (tag 0x9003) as the camera wrote it, `YYYY:MM:DD HH:MM:SS`, local time, no zone.
    public var dateTimeOriginal: String?
    /// Where the camera's embedded thumbnail (a small JPEG, typically 160×120, in IFD1) lies in the
    /// bytes given to `init(jpegPrefix:)`; nil when there is none or it lies beyond them.
    public var thumbnailRange: Range<Int>?

    public init(orientation: ExifOrientation = .up, dateTimeOriginal: String? = nil, thumbnailRange: Range<Int>? = nil) {
        self.orientation = orientation
        self.dateTimeOriginal = dateTimeOriginal
        self.thumbnailRange = thumbnailRange
    }

    /// Reads the EXIF segment from the start of a JPEG file (the APP segments come before the image
    /// data, so the first 64 KiB hold it in practice); nil when there is none or it is malformed.
    /// Every offset is checked: a corrupt or hostile file gives nil, never a crash.
    public init?(jpegPrefix bytes: [UInt8]) {
        guard let tiff = ExifMetadata.exifPayload(in: bytes) else { return nil }
        self.init(tiff: tiff)
    }

    /// Reads an EXIF block as HEIF and WebP files carry it: HEIF's `Exif` item starts with a
    /// four-byte offset to the TIFF header, WebP's `EXIF` chunk is the TIFF structure itself (some
    /// writers put JPEG's `Exif\0\0` in front; both are accepted).
    public init?(exifBlock bytes: [UInt8], hasHeaderOffset: Bool) {
        var start = 0
        if hasHeaderOffset {
            guard bytes.count >= 4 else { return nil }
            start = 4 + (Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3]))
        }
        if start + 6 <= bytes.count, bytes[start..<start + 6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) { start += 6 }
        guard start >= 0, start < bytes.count else { return nil }
        self.init(tiff: bytes[start...])
    }

    /// Reads the TIFF structure EXIF consists of (from its `II`/`MM` byte-order mark on).
    init?(tiff: ArraySlice<UInt8>) {
        guard let reader = TIFFReader(tiff), let ifd0 = reader.uint32(at: 4) else { return nil }
        var metadata = ExifMetadata()
        var exifIFD: Int?
        reader.forEachEntry(ofIFDAt: Int(ifd0)) { tag, type, _, valueOffset in
            switch tag {
            case 0x0112 where type == 3:
                if let raw = reader.uint16(at: valueOffset), let orientation = ExifOrientation(rawValue: Int(raw)) {
                    metadata.orientation = orientation
                }
            case 0x8769 where type == 4:
                exifIFD = reader.uint32(at: valueOffset).map(Int.init)
            default: break
            }
        }
        metadata.thumbnailRange = ExifMetadata.thumbnailRange(reader: reader, ifd0: Int(ifd0), in: tiff)
        if let exifIFD {
            reader.forEachEntry(ofIFDAt: exifIFD) { tag, type, count, valueOffset in
                guard tag == 0x9003, type == 2, count >= 19 else { return }
                // ASCII longer than four bytes is stored elsewhere; the entry holds its offset.
                guard let offset = reader.uint32(at: valueOffset), let text = reader.ascii(at: Int(offset), count: 19) else { return }
                metadata.dateTimeOriginal = text
            }
        }
        self = metadata
    }

    /// IFD1 (the IFD after IFD0) describes the thumbnail: JPEGInterchangeFormat (0x0201) is its
    /// offset from the TIFF header, JPEGInterchangeFormatLength (0x0202) its length.
    private static func thumbnailRange(reader: TIFFReader, ifd0: Int, in tiff: ArraySlice<UInt8>) -> Range<Int>? {
        guard let entries = reader.uint16(at: ifd0), let ifd1 = reader.uint32(at: ifd0 + 2 + Int(entries) * 12), ifd1 > 0 else { return nil }
        var offset: Int?, length: Int?
        reader.forEachEntry(ofIFDAt: Int(ifd1)) { tag, type, _, valueOffset in
            guard type == 4 || type == 3 else { return }
            let value = type == 4 ? reader.uint32(at: valueOffset).map(Int.init) : reader.uint16(at: valueOffset).map(Int.init)
            if tag == 0x0201 { offset = value }
            if tag == 0x0202 { length = value }
        }
        guard let offset, let length, length > 0, offset > 0, offset + length <= tiff.count else { return nil }
        return (tiff.startIndex + offset)..<(tiff.startIndex + offset + length)
    }

    /// The TIFF structure inside the first APP1 segment that starts with `Exif\0\0`.
    static func exifPayload(in bytes: [UInt8]) -> ArraySlice<UInt8>? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8,
              case let .found(payload) = findExifSegment(in: bytes), payload.upperBound <= bytes.count else { return nil }
        return bytes[payload]
    }

    /// What the markers at the start of a JPEG say about its first EXIF segment.
    public enum ExifSegmentSearch: Equatable, Sendable {
        /// The segment's TIFF payload lies at these offsets (it may end beyond the bytes seen).
        case found(payload: Range<Int>)
        /// The image data, the end or a malformed marker comes first: there is none.
        case absent
        /// The bytes end at this offset before the markers tell.
        case undecided(at: Int)
    }

    /// Walks the markers after a JPEG's start-of-image (`bytes` from the file's first byte) to its
    /// first EXIF segment.
    public static func findExifSegment(in bytes: [UInt8]) -> ExifSegmentSearch {
        var position = 2
        while position + 4 <= bytes.count {
            guard bytes[position] == 0xFF else { return .absent }
            let marker = bytes[position + 1]
            if marker == 0xFF { position += 1; continue }  // fill bytes before a marker
            if marker == 0xDA || marker == 0xD9 { return .absent }  // image data or the end: no EXIF came first
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { position += 2; continue }  // no length
            let length = Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            guard length >= 2 else { return .absent }
            let start = position + 4, end = position + 2 + length
            if marker == 0xE1, length >= 8 {
                guard start + 6 <= bytes.count else { return .undecided(at: position) }
                if bytes[start..<start + 6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) { return .found(payload: (start + 6)..<end) }
            }
            position = end
        }
        return .undecided(at: position)
    }
}

/// Offsets relative to the TIFF header, in the byte order it declares (`II` little, `MM` big endian).
private struct TIFFReader {
    let bytes: ArraySlice<UInt8>
    let littleEndian: Bool

    init?(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        guard bytes.count >= 8 else { return nil }
        let start = bytes.startIndex
        switch (bytes[start], bytes[start + 1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        guard uint16(at: 2) == 42 else { return nil }
    }

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        let a = UInt16(bytes[bytes.startIndex + offset]), b = UInt16(bytes[bytes.startIndex + offset + 1])
        return littleEndian ? a | b << 8 : a << 8 | b
    }

    func uint32(at offset: Int) -> UInt32? {
        guard let first = uint16(at: offset), let second = uint16(at: offset + 2) else { return nil }
        return littleEndian ? UInt32(first) | UInt32(second) << 16 : UInt32(first) << 16 | UInt32(second)
    }

    func ascii(at offset: Int, count: Int) -> String? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        let start = bytes.startIndex + offset
        return String(bytes: bytes[start..<start + count], encoding: .ascii)
    }

    /// Calls `body(tag, type, count, offset of the value field)` for each entry of the IFD at `offset`.
    func forEachEntry(ofIFDAt offset: Int, _ body: (UInt16, UInt16, UInt32, Int) -> Void) {
        guard let entryCount = uint16(at: offset) else { return }
        for index in 0..<Int(entryCount) {
            let entry = offset + 2 + index * 12
            guard let tag = uint16(at: entry), let type = uint16(at: entry + 2), let count = uint32(at: entry + 4),
                  entry + 12 <= bytes.count else { return }
            body(tag, type, count, entry + 8)
        }
    }
}
