/// What a photo file is, told by its first bytes, never by its name: a phone's `.jpg` that is really
/// HEIC, or a download saved without an extension, still finds its decoder.
///
/// ```swift
/// ImageFormat(sniffing: Array(firstBytes))   // .heif for an iPhone's IMG_0001.HEIC
/// ```
public enum ImageFormat: String, Sendable, CaseIterable {
    case jpeg, png, webp
    /// HEIF with HEVC (HEIC, what iPhones save) or any other HEIF image libheif reads.
    case heif
    /// HEIF with AV1 (AVIF).
    case avif

    /// How many bytes from a file's start `init(sniffing:)` needs to decide (an `ftyp` box listing
    /// a dozen brands fits).
    public static let sniffLength = 64

    /// The file extensions photos of each format usually carry, lower case; the scan lists them
    /// without opening the file, and reads the first bytes of every other file to find photos by content.
    public static let usualExtensions: Set<String> = ["jpg", "jpeg", "jpe", "png", "webp", "heic", "heif", "hif", "avif", "avifs"]

    /// The format of a file that starts with `bytes`, nil when it is none the library decodes.
    public init?(sniffing bytes: [UInt8]) {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { self = .jpeg; return }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png; return }
        if bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8) { self = .webp; return }
        guard let brands = ImageFormat.ftypBrands(bytes) else { return nil }
        if brands.contains(where: ImageFormat.avifBrands.contains) { self = .avif; return }
        if brands.contains(where: ImageFormat.heifBrands.contains) { self = .heif; return }
        return nil
    }

    /// AV1 image and image-sequence brands.
    static let avifBrands: Set<String> = ["avif", "avis"]
    /// HEVC image brands and HEIF's structural ones (`mif1`: any still image). A video's `ftyp`
    /// (`isom`, `mp42`, `qt  `) names none of them, so a phone's `.mov` beside its photos is not one.
    static let heifBrands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "heif", "mif1", "msf1"]

    /// The major and compatible brands of an ISO base media file's leading `ftyp` box (those within
    /// `bytes`); nil when the file does not start with one.
    static func ftypBrands(_ bytes: [UInt8]) -> [String]? {
        guard bytes.count >= 16, bytes[4..<8].elementsEqual("ftyp".utf8) else { return nil }
        let size = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        guard size >= 16 else { return nil }
        let end = min(size, bytes.count)
        // Major brand at 8, minor version at 12, compatible brands from 16 on, four bytes each.
        let offsets = [8] + Array(stride(from: 16, to: end - 3, by: 4))
        return offsets.map { String(decoding: bytes[$0..<$0 + 4], as: UTF8.self) }
    }

    /// The format's name as a person knows it.
    public var displayName: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .webp: "WebP"
        case .heif: "HEIF"
        case .avif: "AVIF"
        }
    }
}
