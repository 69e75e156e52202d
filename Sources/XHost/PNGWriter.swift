import CImageCodecs
import Foundation

/// Writes 8-bit RGB or RGBA pixels as a PNG with libpng, creating the folder if needed. The file
/// appears whole or not at all: it is written beside its final name and renamed.
enum PNGWriter {
    static func write(_ bytes: [UInt8], width: Int, height: Int, alpha: Bool, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let partial = path + ".partial-\(getpid())"
        defer { unlink(partial) }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = alpha ? PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA : PNG_FORMAT_FLAG_COLOR
        let ok = bytes.withUnsafeBytes { buffer in
            png_image_write_to_file(&image, partial, 0, buffer.baseAddress, Int32(clamping: width * (alpha ? 4 : 3)), nil)
        }
        let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        png_image_free(&image)
        guard ok != 0 else { throw ScreenshotError.cannotWrite(path: path, reason: message) }
        guard rename(partial, path) == 0 else { throw ScreenshotError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
    }
}
