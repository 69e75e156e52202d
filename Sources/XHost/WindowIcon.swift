import CX11
import Foundation

/// An application icon at one size, as `_NET_WM_ICON` carries it: straight (not premultiplied) ARGB,
/// one 32-bit value per pixel, row by row.
public struct WindowIcon: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let argb: [UInt32]

    /// An icon of `width` × `height` pixels; nil unless `argb` holds exactly that many.
    public init?(width: Int, height: Int, argb: [UInt32]) {
        guard width > 0, height > 0, argb.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.argb = argb
    }

    /// Saves the icon as an RGBA PNG (for the desktop entry), creating the folder if needed; the file
    /// appears whole or not at all.
    public func writePNG(to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let partial = path + ".partial-\(getpid())"
        defer { unlink(partial) }
        let rgba = argb.flatMap { pixel in [UInt8(pixel >> 16 & 0xFF), UInt8(pixel >> 8 & 0xFF), UInt8(pixel & 0xFF), UInt8(pixel >> 24)] }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA
        let ok = rgba.withUnsafeBytes { buffer in
            png_image_write_to_file(&image, partial, 0, buffer.baseAddress, Int32(clamping: width * 4), nil)
        }
        let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        png_image_free(&image)
        guard ok != 0 else { throw ScreenshotError.cannotWrite(path: path, reason: message) }
        guard rename(partial, path) == 0 else { throw ScreenshotError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
    }

    /// The `_NET_WM_ICON` property's values for `icons`: each one's width, height and pixels, one C
    /// `long` each (format-32 properties travel as longs in Xlib, 64 bits here).
    static func propertyValues(_ icons: [WindowIcon]) -> [Int] {
        icons.flatMap { [$0.width, $0.height] + $0.argb.map { Int($0) } }
    }
}
