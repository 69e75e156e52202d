import Foundation

extension ExifMetadata {
    /// The EXIF facts of the photo file at `path`, whatever its format, reading only the parts of
    /// the file that hold them (a JPEG's first 64 KiB, a HEIF's boxes and EXIF item, a WebP's chunk
    /// headers and EXIF chunk); nil when it has none or cannot be read.
    ///
    /// - Note: In HEIF and AVIF files the orientation is informative only: the decoder applies the
    ///   file's own rotation and mirror, so only `dateTimeOriginal` is for use.
    public init?(photoAt path: String) {
        guard let prefix = try? PhotoDecoder.readFile(URL(fileURLWithPath: path), atMost: ImageFormat.sniffLength) else { return nil }
        let found: ExifMetadata?
        switch ImageFormat(sniffing: prefix) {
        case .jpeg: found = (try? PhotoDecoder.readFile(URL(fileURLWithPath: path), atMost: 65_536)).flatMap(ExifMetadata.init(jpegPrefix:))
        case .webp: found = WebPDecoder.exif(atPath: path)
        case .heif, .avif: found = HEIFDecoder.exif(atPath: path)
        case .png, nil: found = nil
        }
        guard let found else { return nil }
        self = found
    }
}
