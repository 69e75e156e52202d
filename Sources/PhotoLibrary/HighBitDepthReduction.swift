import Foundation

/// Turns a 10- or 12-bit photo (HEIF, AVIF) into the gallery's 8-bit sRGB: shrunk first, at full
/// precision, then each remaining pixel mapped once. SDR content is rescaled to 8 bits; HDR content
/// (PQ or HLG transfer) is brought to display light, tone-mapped so highlights roll off instead of
/// clipping, turned from BT.2020 to BT.709 primaries and encoded as sRGB.
struct HighBitDepthReduction: Sendable {
    /// How the stored values relate to light (ITU-T H.273's transfer characteristics).
    enum Transfer: Sendable, Equatable {
        /// Any SDR curve (BT.709, sRGB, BT.2020): the values are already display-referred for 8 bits.
        case standard
        /// SMPTE ST 2084 (PQ, code 16): absolute luminance up to 10,000 cd/m².
        case perceptualQuantizer
        /// ARIB STD-B67 (HLG, code 18): relative scene light.
        case hybridLogGamma

        init(h273 code: Int) {
            self = code == 16 ? .perceptualQuantizer : code == 18 ? .hybridLogGamma : .standard
        }
    }

    var transfer: Transfer
    /// Whether the primaries are BT.2020's (H.273 code 9), to be converted to sRGB's.
    var wideGamut: Bool
    /// The largest stored value (1023 for 10 bits).
    var maximumValue: Int

    /// SDR's reference white in HDR content (ITU-R BT.2408): 203 cd/m² lands on sRGB's white.
    static let referenceWhite = 203.0
    /// The brightest display light kept distinct; above it everything is white (a typical mastering peak).
    static let peakLuminance = 1000.0
    /// Relative luminance below which the tone curve leaves light unchanged.
    static let knee = 0.75

    /// `source`: `width`×`height` pixels of `channels` (3 or 4) little-endian 16-bit values each,
    /// rows `stride` bytes apart. Returns the picture shrunk to fit `maxSide`, 8-bit RGBA.
    ///
    /// - Complexity: O(source pixels) additions, O(result pixels) tone mappings.
    func reduce(_ source: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, channels: Int, maxSide: Int) -> RGBAImage {
        let (newWidth, newHeight) = RGBAImage.fittingSize(width: width, height: height, maxSide: maxSide)
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        let scale = 1.0 / Double(maximumValue)
        result.withUnsafeMutableBufferPointer { target in
            var sums = [Double](repeating: 0, count: newWidth * 4)
            for y in 0..<newHeight {
                let y0 = y * height / newHeight, y1 = max(y0 + 1, (y + 1) * height / newHeight)
                for index in sums.indices { sums[index] = 0 }
                for sy in y0..<y1 {
                    let row = sy * stride
                    for x in 0..<newWidth {
                        let x0 = x * width / newWidth, x1 = max(x0 + 1, (x + 1) * width / newWidth)
                        for sx in x0..<x1 {
                            let at = row + sx * channels * 2
                            for channel in 0..<channels {
                                sums[x * 4 + channel] += Double(source.loadUnaligned(fromByteOffset: at + channel * 2, as: UInt16.self).littleEndian)
                            }
                        }
                    }
                }
                for x in 0..<newWidth {
                    let x0 = x * width / newWidth, x1 = max(x0 + 1, (x + 1) * width / newWidth)
                    let weight = scale / Double((x1 - x0) * (y1 - y0))
                    let rgb = map((sums[x * 4] * weight, sums[x * 4 + 1] * weight, sums[x * 4 + 2] * weight))
                    let out = (y * newWidth + x) * 4
                    (target[out], target[out + 1], target[out + 2]) = (rgb.0, rgb.1, rgb.2)
                    target[out + 3] = channels == 4 ? HighBitDepthReduction.byte(sums[x * 4 + 3] * weight) : 255
                }
            }
        }
        return RGBAImage(width: newWidth, height: newHeight, pixels: result)
    }

    /// One pixel of normalised stored values (0...1) as 8-bit sRGB.
    func map(_ value: (Double, Double, Double)) -> (UInt8, UInt8, UInt8) {
        guard transfer != .standard else { return (Self.byte(value.0), Self.byte(value.1), Self.byte(value.2)) }
        var light: (Double, Double, Double)
        switch transfer {
        case .perceptualQuantizer:
            light = (Self.pqToNits(value.0), Self.pqToNits(value.1), Self.pqToNits(value.2))
        case .hybridLogGamma, .standard:
            light = Self.hlgToNits((Self.hlgToScene(value.0), Self.hlgToScene(value.1), Self.hlgToScene(value.2)))
        }
        light = (light.0 / Self.referenceWhite, light.1 / Self.referenceWhite, light.2 / Self.referenceWhite)
        let luminance = 0.2627 * light.0 + 0.6780 * light.1 + 0.0593 * light.2  // BT.2020's weights
        if luminance > 0 {
            let factor = Self.toneMapped(luminance) / luminance
            light = (light.0 * factor, light.1 * factor, light.2 * factor)
        }
        if wideGamut { light = Self.bt2020ToBT709(light) }
        return (Self.byte(Self.srgbEncoded(light.0)), Self.byte(Self.srgbEncoded(light.1)), Self.byte(Self.srgbEncoded(light.2)))
    }

    /// Relative luminance (1 = reference white) on the display: unchanged up to `knee`, then
    /// compressed (extended Reinhard) so the peak lands exactly on 1.
    static func toneMapped(_ luminance: Double) -> Double {
        guard luminance > knee else { return luminance }
        let peak = (peakLuminance / referenceWhite - knee) / (1 - knee)
        let over = min((luminance - knee) / (1 - knee), peak)
        return knee + (1 - knee) * over * (1 + over / (peak * peak)) / (1 + over)
    }

    /// SMPTE ST 2084's EOTF: a PQ signal (0...1) as cd/m².
    static func pqToNits(_ signal: Double) -> Double {
        let (m1, m2, c1, c2, c3) = (0.1593017578125, 78.84375, 0.8359375, 18.8515625, 18.6875)
        let power = pow(max(signal, 0), 1 / m2)
        return 10_000 * pow(max(power - c1, 0) / (c2 - c3 * power), 1 / m1)
    }

    /// ARIB STD-B67's inverse OETF: an HLG signal (0...1) as relative scene light (0...1).
    static func hlgToScene(_ signal: Double) -> Double {
        let (a, b, c) = (0.17883277, 0.28466892, 0.55991073)
        let value = max(signal, 0)
        return value <= 0.5 ? value * value / 3 : (exp((value - c) / a) + b) / 12
    }

    /// BT.2100's HLG OOTF for a 1,000 cd/m² display (system gamma 1.2): scene light as cd/m².
    static func hlgToNits(_ scene: (Double, Double, Double)) -> (Double, Double, Double) {
        let luminance = 0.2627 * scene.0 + 0.6780 * scene.1 + 0.0593 * scene.2
        let gain = peakLuminance * pow(max(luminance, 1e-9), 0.2)
        return (scene.0 * gain, scene.1 * gain, scene.2 * gain)
    }

    /// Linear BT.2020 RGB as linear BT.709 (sRGB) RGB (ITU-R BT.2087's matrix).
    static func bt2020ToBT709(_ light: (Double, Double, Double)) -> (Double, Double, Double) {
        (1.6605 * light.0 - 0.5876 * light.1 - 0.0728 * light.2,
         -0.1246 * light.0 + 1.1329 * light.1 - 0.0083 * light.2,
         -0.0182 * light.0 - 0.1006 * light.1 + 1.1187 * light.2)
    }

    /// Linear light (0...1) as sRGB's encoded value.
    static func srgbEncoded(_ linear: Double) -> Double {
        let value = min(max(linear, 0), 1)
        return value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
    }

    /// A value in 0...1 as a byte, rounded.
    static func byte(_ value: Double) -> UInt8 { UInt8(min(max(value * 255, 0), 255).rounded()) }
}
