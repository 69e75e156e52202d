import CX11
import Foundation

/// Pixels read back from the X server, as straight RGB; what tests probe and screenshots save.
public struct PixelImage: Sendable, Equatable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    /// Three bytes (red, green, blue) per pixel, row by row.
    public var rgb: [UInt8]

    public init(width: Int, height: Int, rgb: [UInt8]) {
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// Short, so that a failed test expectation does not print every pixel.
    public var description: String { "PixelImage(\(width)×\(height))" }

    /// The pixel at (`x`, `y`), or nil outside the image.
    public func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 3
        return (rgb[i], rgb[i + 1], rgb[i + 2])
    }

    /// Reads `width` × `height` pixels of a window or pixmap with XGetImage; nil when it fails
    /// (the window is gone, or not mapped, or not wholly on the screen).
    ///
    /// A pixmap has no visual, so XGetImage leaves its colour masks empty: they are taken from the
    /// screen's default visual, which the host's windows and back buffers use.
    public static func capture(display: OpaquePointer, drawable: UInt, width: Int, height: Int) -> PixelImage? {
        guard width > 0, height > 0,
              let image = XGetImage(display, drawable, 0, 0, UInt32(width), UInt32(height), UInt.max, ZPixmap) else { return nil }
        defer { XDestroyImage(image) }
        let ximage = image.pointee
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        var masks = [ximage.red_mask, ximage.green_mask, ximage.blue_mask]
        if masks.allSatisfy({ $0 == 0 }), let visual = XDefaultVisual(display, XDefaultScreen(display)) {
            masks = [visual.pointee.red_mask, visual.pointee.green_mask, visual.pointee.blue_mask]
        }
        guard masks.allSatisfy({ $0 != 0 }) else { return nil }
        let shifts = masks.map { $0 == 0 ? 0 : $0.trailingZeroBitCount }
        let maxima = masks.enumerated().map { Double($0.element >> UInt(shifts[$0.offset])) }
        let direct = ximage.bits_per_pixel == 32 && ximage.byte_order == LSBFirst && ximage.data != nil
        for y in 0..<height {
            for x in 0..<width {
                let value: UInt
                if direct {
                    let offset = y * Int(ximage.bytes_per_line) + x * 4
                    value = UInt(UnsafeRawPointer(ximage.data!).loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                } else {
                    value = XGetPixel(image, Int32(x), Int32(y))
                }
                for c in 0..<3 {
                    let channel = Double((value & masks[c]) >> UInt(shifts[c]))
                    rgb[(y * width + x) * 3 + c] = maxima[c] > 0 ? UInt8((channel * 255 / maxima[c]).rounded()) : 0
                }
            }
        }
        return PixelImage(width: width, height: height, rgb: rgb)
    }

    /// Saves the image as a PNG with libpng, creating the folder if needed. The file appears whole or
    /// not at all: it is written beside its final name and renamed.
    public func writePNG(to path: String) throws {
        try PNGWriter.write(rgb, width: width, height: height, alpha: false, to: path)
    }
}

public enum ScreenshotError: Error, CustomStringConvertible {
    case cannotWrite(path: String, reason: String)
    case cannotCapture

    public var description: String {
        switch self {
        case let .cannotWrite(path, reason): "cannot write PNG \(path): \(reason)"
        case .cannotCapture: "cannot read the window's pixels back"
        }
    }
}
