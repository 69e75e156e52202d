/// Straight-alpha RGBA pixels, row by row: what the decoders produce and the thumbnail steps work on,
/// off the main thread.
struct RGBAImage: Sendable, Equatable {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4, "RGBAImage: \(pixels.count) bytes for \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Bytes the pixels take.
    var byteCount: Int { pixels.count }

    /// The pixels without their alpha, three bytes each, when every one is opaque; nil otherwise.
    var opaqueRGB: [UInt8]? {
        pixels.withUnsafeBufferPointer { source -> [UInt8]? in
            for index in stride(from: 3, to: source.count, by: 4) where source[index] != 255 { return nil }
            return [UInt8](unsafeUninitializedCapacity: width * height * 3) { target, count in
                for pixel in 0..<width * height {
                    (target[pixel * 3], target[pixel * 3 + 1], target[pixel * 3 + 2]) = (source[pixel * 4], source[pixel * 4 + 1], source[pixel * 4 + 2])
                }
                count = width * height * 3
            }
        }
    }

    /// The size that fits `maxSide` on the longer edge with the same proportions (never enlarged).
    static func fittingSize(width: Int, height: Int, maxSide: Int) -> (width: Int, height: Int) {
        let longest = max(width, height)
        guard longest > maxSide, maxSide > 0 else { return (width, height) }
        let scale = Double(maxSide) / Double(longest)
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }

    /// The image shrunk to fit `maxSide`, each new pixel the average of the source pixels it covers.
    ///
    /// - Complexity: O(source pixels).
    func scaled(toFit maxSide: Int) -> RGBAImage {
        let (newWidth, newHeight) = RGBAImage.fittingSize(width: width, height: height, maxSide: maxSide)
        guard newWidth != width || newHeight != height else { return self }
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        pixels.withUnsafeBufferPointer { source in
            result.withUnsafeMutableBufferPointer { target in
                for y in 0..<newHeight {
                    let y0 = y * height / newHeight, y1 = max(y0 + 1, (y + 1) * height / newHeight)
                    for x in 0..<newWidth {
                        let x0 = x * width / newWidth, x1 = max(x0 + 1, (x + 1) * width / newWidth)
                        var sums: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                        for sy in y0..<y1 {
                            var index = (sy * width + x0) * 4
                            for _ in x0..<x1 {
                                sums.0 += UInt32(source[index]); sums.1 += UInt32(source[index + 1])
                                sums.2 += UInt32(source[index + 2]); sums.3 += UInt32(source[index + 3])
                                index += 4
                            }
                        }
                        let count = UInt32((y1 - y0) * (x1 - x0)), out = (y * newWidth + x) * 4
                        target[out] = UInt8((sums.0 + count / 2) / count)
                        target[out + 1] = UInt8((sums.1 + count / 2) / count)
                        target[out + 2] = UInt8((sums.2 + count / 2) / count)
                        target[out + 3] = UInt8((sums.3 + count / 2) / count)
                    }
                }
            }
        }
        return RGBAImage(width: newWidth, height: newHeight, pixels: result)
    }

    /// The image turned upright as an EXIF orientation asks.
    func oriented(_ orientation: ExifOrientation) -> RGBAImage {
        guard orientation != .up else { return self }
        let (newWidth, newHeight) = orientation.swapsDimensions ? (height, width) : (width, height)
        var result = [UInt8](repeating: 0, count: pixels.count)
        let (w, h) = (width, height)
        pixels.withUnsafeBufferPointer { source in
            result.withUnsafeMutableBufferPointer { target in
                for sy in 0..<h {
                    for sx in 0..<w {
                        let (dx, dy) = orientation.uprightPosition(x: sx, y: sy, width: w, height: h)
                        let from = (sy * w + sx) * 4, to = (dy * newWidth + dx) * 4
                        for channel in 0..<4 { target[to + channel] = source[from + channel] }
                    }
                }
            }
        }
        return RGBAImage(width: newWidth, height: newHeight, pixels: result)
    }
}
