/// Shrinks an 8-bit Y′CbCr picture (as HEVC and AV1 decoders give it) and turns it into RGBA at
/// the small size: a 12-megapixel photo's thumbnail needs 50,000 colour conversions, not 12 million,
/// and the full-size RGBA picture (48 MB) is never made.
struct YCbCrReduction: Sendable {
    /// The luma weights of the colour matrix (ITU-T H.273's matrix coefficients).
    var redWeight: Double
    var blueWeight: Double
    /// Whether the values use the full 0...255 range (JPEG-like) rather than studio range (16...235).
    var fullRange: Bool

    /// The matrix for H.273 matrix code `code`: BT.709 (1), BT.2020 (9, 10), else BT.601 (5, 6 and
    /// what HEIF assumes when a file says nothing).
    init(matrix code: Int, fullRange: Bool) {
        switch code {
        case 1: (redWeight, blueWeight) = (0.2126, 0.0722)
        case 9, 10: (redWeight, blueWeight) = (0.2627, 0.0593)
        default: (redWeight, blueWeight) = (0.299, 0.114)
        }
        self.fullRange = fullRange
    }

    /// One plane: `stride` bytes a row.
    struct Plane {
        var bytes: UnsafeRawBufferPointer
        var stride: Int
    }

    /// The `width`×`height` picture whose chroma planes are subsampled by 2^`chromaShift` in each
    /// direction (4:2:0 is (1, 1), 4:2:2 (1, 0), 4:4:4 (0, 0)), shrunk to fit `maxSide`, as RGBA.
    ///
    /// - Complexity: O(source pixels) additions, O(result pixels) conversions.
    func reduce(luma: Plane, blue: Plane, red: Plane, width: Int, height: Int, chromaShift: (x: Int, y: Int), maxSide: Int) -> RGBAImage {
        let (newWidth, newHeight) = RGBAImage.fittingSize(width: width, height: height, maxSide: maxSide)
        let chromaWidth = (width + (1 << chromaShift.x) - 1) >> chromaShift.x, chromaHeight = (height + (1 << chromaShift.y) - 1) >> chromaShift.y
        var pixels = [UInt8](repeating: 255, count: newWidth * newHeight * 4)
        pixels.withUnsafeMutableBufferPointer { target in
            for y in 0..<newHeight {
                let y0 = y * height / newHeight, y1 = max(y0 + 1, (y + 1) * height / newHeight)
                let cy0 = min(y0 >> chromaShift.y, chromaHeight - 1), cy1 = max(cy0 + 1, min(y1 >> chromaShift.y, chromaHeight))
                for x in 0..<newWidth {
                    let x0 = x * width / newWidth, x1 = max(x0 + 1, (x + 1) * width / newWidth)
                    let cx0 = min(x0 >> chromaShift.x, chromaWidth - 1), cx1 = max(cx0 + 1, min(x1 >> chromaShift.x, chromaWidth))
                    let lumaAverage = YCbCrReduction.average(luma, x: x0..<x1, y: y0..<y1)
                    let blueAverage = YCbCrReduction.average(blue, x: cx0..<cx1, y: cy0..<cy1)
                    let redAverage = YCbCrReduction.average(red, x: cx0..<cx1, y: cy0..<cy1)
                    let rgb = convert(luma: lumaAverage, blue: blueAverage, red: redAverage)
                    let out = (y * newWidth + x) * 4
                    (target[out], target[out + 1], target[out + 2]) = rgb
                }
            }
        }
        return RGBAImage(width: newWidth, height: newHeight, pixels: pixels)
    }

    /// The mean of a plane's values over a box.
    private static func average(_ plane: Plane, x: Range<Int>, y: Range<Int>) -> Double {
        var sum = 0
        for row in y {
            let start = row * plane.stride
            for column in x { sum += Int(plane.bytes[start + column]) }
        }
        return Double(sum) / Double(x.count * y.count)
    }

    /// One pixel's Y′, Cb and Cr (0...255 each) as 8-bit R′G′B′.
    func convert(luma: Double, blue: Double, red: Double) -> (UInt8, UInt8, UInt8) {
        let lumaValue = fullRange ? luma / 255 : (luma - 16) / 219
        let blueDifference = (blue - 128) / (fullRange ? 255 : 224), redDifference = (red - 128) / (fullRange ? 255 : 224)
        let r = lumaValue + 2 * (1 - redWeight) * redDifference
        let b = lumaValue + 2 * (1 - blueWeight) * blueDifference
        let g = (lumaValue - redWeight * r - blueWeight * b) / (1 - redWeight - blueWeight)
        return (HighBitDepthReduction.byte(r), HighBitDepthReduction.byte(g), HighBitDepthReduction.byte(b))
    }
}
