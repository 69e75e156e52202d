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
        let rgba = argb.flatMap { pixel in [UInt8(pixel >> 16 & 0xFF), UInt8(pixel >> 8 & 0xFF), UInt8(pixel & 0xFF), UInt8(pixel >> 24)] }
        try PNGWriter.write(rgba, width: width, height: height, alpha: true, to: path)
    }

    /// The `_NET_WM_ICON` property's values for `icons`: each one's width, height and pixels, one C
    /// `long` each (format-32 properties travel as longs in Xlib, 64 bits here).
    static func propertyValues(_ icons: [WindowIcon]) -> [Int] {
        icons.flatMap { [$0.width, $0.height] + $0.argb.map { Int($0) } }
    }
}
