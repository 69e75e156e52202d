import Foundation

/// RFC 1321 MD5, for the one thing the freedesktop thumbnail cache needs it for: naming a thumbnail
/// after its file's URI. Not for anything that needs a secure hash.
enum MD5 {
    /// The digest of `bytes` as 32 lowercase hexadecimal digits.
    static func hexDigest<Bytes: Collection<UInt8>>(of bytes: Bytes) -> String {
        digest(of: bytes).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// The 16-byte digest of `bytes`.
    static func digest<Bytes: Collection<UInt8>>(of bytes: Bytes) -> [UInt8] {
        var message = Array(bytes)
        let bitLength = UInt64(message.count) &* 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for shift in stride(from: 0, to: 64, by: 8) { message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }

        var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476)
        var words = [UInt32](repeating: 0, count: 16)
        for block in stride(from: 0, to: message.count, by: 64) {
            for index in 0..<16 {
                let base = block + index * 4
                words[index] = UInt32(message[base]) | UInt32(message[base + 1]) << 8
                    | UInt32(message[base + 2]) << 16 | UInt32(message[base + 3]) << 24
            }
            var (a, b, c, d) = state
            for step in 0..<64 {
                let mixed: UInt32, wordIndex: Int
                switch step {
                case 0..<16: (mixed, wordIndex) = ((b & c) | (~b & d), step)
                case 16..<32: (mixed, wordIndex) = ((d & b) | (~d & c), (5 * step + 1) % 16)
                case 32..<48: (mixed, wordIndex) = (b ^ c ^ d, (3 * step + 5) % 16)
                default: (mixed, wordIndex) = (c ^ (b | ~d), (7 * step) % 16)
                }
                let sum = a &+ mixed &+ constants[step] &+ words[wordIndex]
                (a, d, c) = (d, c, b)
                b = b &+ (sum << shifts[step] | sum >> (32 - shifts[step]))
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
        }
        return [state.0, state.1, state.2, state.3].flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32($0 * 8)) } }
    }

    private static let shifts: [UInt32] = [7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
                                           5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
                                           4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
                                           6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21]

    /// floor(abs(sin(i + 1)) * 2^32), as RFC 1321 defines its table.
    private static let constants: [UInt32] = (0..<64).map { UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296)) }
}
