/// How much CPU decoding a photo takes, coarsely: when decodes wait, the cheaper ones go first (see
/// `LoadQueue`), as more of them finish while their cells are still on screen.
///
/// Estimated from the format and the file's size (what the entropy decoder reads) with the rates
/// measured for 12-megapixel files on a 2-core machine with Debian 12's libraries
/// (`scripts/bench-photos --mixed` prints them; CPU of every thread): a JPEG's 1/8 DCT decode about
/// 7.5 ms a megabyte (31 ms for a 4.2 MB photo), WebP about 50 (134 ms for 2.7 MB: libwebp
/// reconstructs every pixel before scaling), AV1 about 70 (275 ms for 3.9 MB) and HEVC about 100
/// (694 ms for 7 MB); neither of the last two can decode at a reduced size.
enum DecodeCost: Int, Comparable, Sendable {
    /// Up to about 60 ms: a camera JPEG's scaled decode, a small WebP, PNG or HEIF.
    case light
    /// Up to about 200 ms: a phone-size WebP, a large PNG.
    case medium
    /// More: a whole 12-MP HEVC or AV1 picture (275–700 ms), a JPEG decoded near full size.
    case heavy

    /// The cost of decoding a `format` file of `fileSize` bytes to fit `maxSide` pixels.
    init(format: ImageFormat?, fileSize: Int, maxSide: Int) {
        let milliseconds = DecodeCost.estimatedMilliseconds(format: format, fileSize: fileSize, maxSide: maxSide)
        self = milliseconds <= 60 ? .light : milliseconds <= 200 ? .medium : .heavy
    }

    /// The CPU milliseconds the decode is expected to take, from `format`'s rate per megabyte.
    static func estimatedMilliseconds(format: ImageFormat?, fileSize: Int, maxSide: Int) -> Double {
        let megabytes = Double(fileSize) / 1_048_576
        switch format {
        // A large view is decoded at 1/2 or 1/1: several times the work of the 1/8 decode (estimated, not measured).
        case .jpeg: return megabytes * (maxSide > 1024 ? 40 : 7.5)
        case .webp: return megabytes * 50
        // Inflate and unfiltering, every pixel (estimated, not measured).
        case .png: return megabytes * 8
        case .avif: return megabytes * 70
        case .heif: return megabytes * 100
        // Refused after a few bytes.
        case nil: return 0
        }
    }

    static func < (lhs: DecodeCost, rhs: DecodeCost) -> Bool { lhs.rawValue < rhs.rawValue }
}
