import CImageCodecs

/// The PNG chunk structure, as far as the thumbnail cache needs it: reading the `tEXt` key/value
/// pairs and adding new ones after the header. Pure byte work; the pixels are libpng's business.
enum PNGTextChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Every `tEXt` pair before the image data (where thumbnail writers put them); empty when `png`
    /// is not a PNG or its chunks run off its end.
    static func text(in png: [UInt8]) -> [String: String] {
        guard png.starts(with: signature) else { return [:] }
        var pairs: [String: String] = [:]
        var position = 8
        while position + 12 <= png.count {
            let length = Int(bigEndian32(png, at: position))
            let type = String(decoding: png[position + 4..<position + 8], as: UTF8.self)
            let dataStart = position + 8, dataEnd = dataStart + length
            guard length >= 0, dataEnd + 4 <= png.count else { break }
            if type == "tEXt", let separator = png[dataStart..<dataEnd].firstIndex(of: 0) {
                // tEXt is Latin-1; keys and file URIs are ASCII, so each byte maps to one character.
                let key = String(png[dataStart..<separator].map { Character(Unicode.Scalar($0)) })
                let value = String(png[(separator + 1)..<dataEnd].map { Character(Unicode.Scalar($0)) })
                pairs[key] = value
            }
            if type == "IDAT" || type == "IEND" { break }
            position = dataEnd + 4
        }
        return pairs
    }

    /// `png` with a `tEXt` chunk for each pair inserted right after IHDR; nil when `png` has no IHDR
    /// first or a key or value is not Latin-1.
    static func inserting(_ pairs: [(key: String, value: String)], into png: [UInt8]) -> [UInt8]? {
        guard png.starts(with: signature), png.count >= 33, String(decoding: png[12..<16], as: UTF8.self) == "IHDR" else { return nil }
        let headerEnd = 8 + 12 + Int(bigEndian32(png, at: 8))
        var chunks: [UInt8] = []
        for (key, value) in pairs {
            guard let keyBytes = latin1(key), let valueBytes = latin1(value), (1...79).contains(keyBytes.count) else { return nil }
            chunks += chunk(type: "tEXt", data: keyBytes + [0] + valueBytes)
        }
        return Array(png[..<headerEnd]) + chunks + Array(png[headerEnd...])
    }

    /// A chunk: length, type, data, and the CRC of type and data.
    static func chunk(type: String, data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        return bigEndianBytes(UInt32(data.count)) + typed + bigEndianBytes(crc)
    }

    private static func latin1(_ string: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in string.unicodeScalars {
            guard scalar.value < 256, scalar.value != 0 else { return nil }
            bytes.append(UInt8(scalar.value))
        }
        return bytes
    }

    private static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
