/// Where a HEIF file's EXIF item lies, read from its boxes alone (`meta` → `iinf` names the item,
/// `iloc` places it): what the scan needs for a photo's date, without libheif, which reads a whole
/// file's image data (7 MB for a 12-MP HEIC) to parse it. A small pure parser: every size and
/// offset is checked, a malformed file gives nil.
enum HEIFExifLocator {
    /// The file range (offset, length) of the first `Exif` item in a HEIF file whose first bytes are
    /// `prefix` (the `meta` box must lie within them; writers put it first); nil when there is none,
    /// it is stored in another way than at a file offset, or the boxes are malformed.
    static func exifRange(prefix bytes: [UInt8]) -> (offset: Int, length: Int)? {
        guard let meta = child("meta", in: 0..<bytes.count, of: bytes), meta.count >= 4 else { return nil }
        let children = (meta.lowerBound + 4)..<meta.upperBound  // meta is a full box: version and flags first
        guard let infos = child("iinf", in: children, of: bytes), let exifID = exifItemID(iinf: infos, bytes),
              let locations = child("iloc", in: children, of: bytes) else { return nil }
        return location(of: exifID, iloc: locations, bytes)
    }

    /// The payload range of the first box of `type` among the boxes filling `range`.
    static func child(_ type: String, in range: Range<Int>, of bytes: [UInt8]) -> Range<Int>? {
        var position = range.lowerBound
        while position + 8 <= range.upperBound {
            var size = read(bytes, position, 4) ?? 0, header = 8
            if size == 1 {
                guard let large = read(bytes, position + 8, 8) else { return nil }
                (size, header) = (large, 16)
            } else if size == 0 {
                size = range.upperBound - position  // to the end
            }
            guard size >= header, size <= Int.max / 4 else { return nil }
            let end = position + size
            // A box running past `range` (an `mdat` beyond the bytes read) ends the search.
            if bytes[position + 4..<position + 8].elementsEqual(type.utf8) { return end <= range.upperBound ? (position + header)..<end : nil }
            position = end
        }
        return nil
    }

    /// The id of the first `infe` entry (version 2 or 3) whose item type is `Exif`.
    private static func exifItemID(iinf: Range<Int>, _ bytes: [UInt8]) -> Int? {
        guard iinf.count >= 6 else { return nil }
        let version = bytes[iinf.lowerBound]
        var position = iinf.lowerBound + 4 + (version == 0 ? 2 : 4)
        while let entry = child("infe", in: position..<iinf.upperBound, of: bytes) {
            let entryVersion = bytes[entry.lowerBound]
            let idSize = entryVersion == 3 ? 4 : 2
            if entryVersion >= 2, entry.count >= 4 + idSize + 2 + 4, let id = read(bytes, entry.lowerBound + 4, idSize),
               bytes[(entry.lowerBound + 4 + idSize + 2)..<(entry.lowerBound + 4 + idSize + 6)].elementsEqual("Exif".utf8) {
                return id
            }
            position = entry.upperBound
        }
        return nil
    }

    /// The file range of item `id`'s first extent in an `iloc` box (construction method 0 only).
    private static func location(of id: Int, iloc: Range<Int>, _ bytes: [UInt8]) -> (offset: Int, length: Int)? {
        guard iloc.count >= 8 else { return nil }
        let version = Int(bytes[iloc.lowerBound])
        guard version <= 2 else { return nil }
        var position = iloc.lowerBound + 4
        let sizes = bytes[position], more = bytes[position + 1]
        let (offsetSize, lengthSize, baseSize) = (Int(sizes >> 4), Int(sizes & 0xF), Int(more >> 4))
        let indexSize = version >= 1 ? Int(more & 0xF) : 0
        position += 2
        guard let count = read(bytes, position, version < 2 ? 2 : 4) else { return nil }
        position += version < 2 ? 2 : 4
        for _ in 0..<min(count, 65_535) {
            guard let itemID = read(bytes, position, version < 2 ? 2 : 4) else { return nil }
            position += version < 2 ? 2 : 4
            var method = 0
            if version >= 1 {
                guard let value = read(bytes, position, 2) else { return nil }
                method = value & 0xF
                position += 2
            }
            position += 2  // data reference index
            guard let base = read(bytes, position, baseSize), let extents = read(bytes, position + baseSize, 2) else { return nil }
            position += baseSize + 2
            var first: (offset: Int, length: Int)?
            for _ in 0..<extents {
                position += indexSize
                guard let offset = read(bytes, position, offsetSize), let length = read(bytes, position + offsetSize, lengthSize) else { return nil }
                position += offsetSize + lengthSize
                if first == nil { first = (base + offset, length) }
            }
            guard position <= iloc.upperBound else { return nil }
            if itemID == id { return method == 0 ? first.flatMap { $0.length > 0 ? $0 : nil } : nil }
        }
        return nil
    }

    /// A big-endian unsigned number of `size` bytes (0, 2, 4 or 8) at `offset`; 0 for size 0.
    private static func read(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> Int? {
        guard [0, 1, 2, 4, 8].contains(size), offset >= 0, offset + size <= bytes.count else { return nil }
        var value = 0
        for index in offset..<offset + size {
            guard value >> 55 == 0 else { return nil }  // beyond any file
            value = value << 8 | Int(bytes[index])
        }
        return value
    }
}
