import CImageCodecs
import Foundation
import XHost

extension PixelImage {
    /// Reads a PNG (such as the demo's `--screenshot`) with libpng; nil when it cannot be read.
    public static func readPNG(at path: String) -> PixelImage? {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, path) != 0 else { return nil }
        image.format = PNG_FORMAT_RGB
        let width = Int(image.width), height = Int(image.height)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        let ok = rgb.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 3), nil) }
        png_image_free(&image)
        return ok != 0 ? PixelImage(width: width, height: height, rgb: rgb) : nil
    }

    /// The share of pixels that are pure black.
    public var blackFraction: Double {
        var black = 0
        for index in stride(from: 0, to: rgb.count, by: 3) where rgb[index] == 0 && rgb[index + 1] == 0 && rgb[index + 2] == 0 { black += 1 }
        return Double(black) / Double(max(1, width * height))
    }
}
