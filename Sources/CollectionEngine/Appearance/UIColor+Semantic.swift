import Foundation

// UIKit's semantic and system colours, with iOS's light and dark values. Each is one dynamic colour
// made once, so `view.backgroundColor = .systemBackground` set twice is no change.
extension UIColor {
    /// A dynamic colour from iOS's light and dark values, `0xRRGGBB` with alpha.
    static func appearance(light: UInt32, _ lightAlpha: CGFloat = 1, dark: UInt32, _ darkAlpha: CGFloat = 1) -> UIColor {
        UIColor(light: UIColor(rgb: light, alpha: lightAlpha), dark: UIColor(rgb: dark, alpha: darkAlpha))
    }

    // MARK: System colours

    /// The system red: #FF3B30 in the light appearance, #FF453A in the dark one.
    public static let systemRed = appearance(light: 0xFF3B30, dark: 0xFF453A)
    /// The system orange: #FF9500 in the light appearance, #FF9F0A in the dark one.
    public static let systemOrange = appearance(light: 0xFF9500, dark: 0xFF9F0A)
    /// The system yellow: #FFCC00 in the light appearance, #FFD60A in the dark one.
    public static let systemYellow = appearance(light: 0xFFCC00, dark: 0xFFD60A)
    /// The system green: #34C759 in the light appearance, #30D158 in the dark one.
    public static let systemGreen = appearance(light: 0x34C759, dark: 0x30D158)
    /// The system mint: #00C7BE in the light appearance, #63E6E2 in the dark one.
    public static let systemMint = appearance(light: 0x00C7BE, dark: 0x63E6E2)
    /// The system teal: #30B0C7 in the light appearance, #40C8E0 in the dark one.
    public static let systemTeal = appearance(light: 0x30B0C7, dark: 0x40C8E0)
    /// The system cyan: #32ADE6 in the light appearance, #64D2FF in the dark one.
    public static let systemCyan = appearance(light: 0x32ADE6, dark: 0x64D2FF)
    /// The system blue: #007AFF in the light appearance, #0A84FF in the dark one.
    public static let systemBlue = appearance(light: 0x007AFF, dark: 0x0A84FF)
    /// The system indigo: #5856D6 in the light appearance, #5E5CE6 in the dark one.
    public static let systemIndigo = appearance(light: 0x5856D6, dark: 0x5E5CE6)
    /// The system purple: #AF52DE in the light appearance, #BF5AF2 in the dark one.
    public static let systemPurple = appearance(light: 0xAF52DE, dark: 0xBF5AF2)
    /// The system pink: #FF2D55 in the light appearance, #FF375F in the dark one.
    public static let systemPink = appearance(light: 0xFF2D55, dark: 0xFF375F)
    /// The system brown: #A2845E in the light appearance, #AC8E68 in the dark one.
    public static let systemBrown = appearance(light: 0xA2845E, dark: 0xAC8E68)
    /// The system grey: #8E8E93 in the light appearance, #8E8E93 in the dark one.
    public static let systemGray = appearance(light: 0x8E8E93, dark: 0x8E8E93)
    /// The system grey 2: #AEAEB2 in the light appearance, #636366 in the dark one.
    public static let systemGray2 = appearance(light: 0xAEAEB2, dark: 0x636366)
    /// The system grey 3: #C7C7CC in the light appearance, #48484A in the dark one.
    public static let systemGray3 = appearance(light: 0xC7C7CC, dark: 0x48484A)
    /// The system grey 4: #D1D1D6 in the light appearance, #3A3A3C in the dark one.
    public static let systemGray4 = appearance(light: 0xD1D1D6, dark: 0x3A3A3C)
    /// The system grey 5: #E5E5EA in the light appearance, #2C2C2E in the dark one.
    public static let systemGray5 = appearance(light: 0xE5E5EA, dark: 0x2C2C2E)
    /// The system grey 6: #F2F2F7 in the light appearance, #1C1C1E in the dark one.
    public static let systemGray6 = appearance(light: 0xF2F2F7, dark: 0x1C1C1E)
    /// The accent colour controls take when no `tintColor` is set: the system blue.
    public static let tintColor = systemBlue

    // MARK: Labels

    /// Text of primary importance, such as titles: #000000 in the light appearance, #FFFFFF in the dark one.
    public static let label = appearance(light: 0x000000, dark: 0xFFFFFF)
    /// Text of secondary importance, such as subtitles: #3C3C43 at 60 % in the light appearance, #EBEBF5 at
    /// 60 % in the dark one.
    public static let secondaryLabel = appearance(light: 0x3C3C43, 0.6, dark: 0xEBEBF5, 0.6)
    /// Text of tertiary importance: #3C3C43 at 30 % in the light appearance, #EBEBF5 at 30 % in the dark one.
    public static let tertiaryLabel = appearance(light: 0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
    /// Text of least importance, such as watermarks: #3C3C43 at 18 % in the light appearance, #EBEBF5 at 16
    /// % in the dark one.
    public static let quaternaryLabel = appearance(light: 0x3C3C43, 0.18, dark: 0xEBEBF5, 0.16)
    /// Placeholder text in empty fields: #3C3C43 at 30 % in the light appearance, #EBEBF5 at 30 % in the dark one.
    public static let placeholderText = appearance(light: 0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
    /// Link text: #007AFF in the light appearance, #0984FF in the dark one.
    public static let link = appearance(light: 0x007AFF, dark: 0x0984FF)
    /// White at 60 %, for text on dark backgrounds, whatever the appearance.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Opaque black, for text on light backgrounds, whatever the appearance.
    public static let darkText = UIColor(white: 0, alpha: 1)

    // MARK: Separators and fills

    /// Thin lines between content, drawn over it (translucent): #3C3C43 at 29 % in the light appearance,
    /// #545458 at 60 % in the dark one.
    public static let separator = appearance(light: 0x3C3C43, 0.29, dark: 0x545458, 0.6)
    /// Thin lines that hide the content beneath them: #C6C6C8 in the light appearance, #38383A in the dark one.
    public static let opaqueSeparator = appearance(light: 0xC6C6C8, dark: 0x38383A)
    /// The fill of thin, small shapes, such as a slider track: #787880 at 20 % in the light appearance,
    /// #787880 at 36 % in the dark one.
    public static let systemFill = appearance(light: 0x787880, 0.2, dark: 0x787880, 0.36)
    /// The fill of medium-sized shapes, such as a switch background: #787880 at 16 % in the light
    /// appearance, #787880 at 32 % in the dark one.
    public static let secondarySystemFill = appearance(light: 0x787880, 0.16, dark: 0x787880, 0.32)
    /// The fill of large shapes, such as input fields and search bars: #767680 at 12 % in the light
    /// appearance, #767680 at 24 % in the dark one.
    public static let tertiarySystemFill = appearance(light: 0x767680, 0.12, dark: 0x767680, 0.24)
    /// The fill of large areas holding complex content: #747480 at 8 % in the light appearance, #767680 at
    /// 18 % in the dark one.
    public static let quaternarySystemFill = appearance(light: 0x747480, 0.08, dark: 0x767680, 0.18)

    // MARK: Backgrounds

    /// - Note: iOS lightens the dark backgrounds of elevated content (sheets, popovers); Tessera has
    ///   no elevation trait and always gives the base values.
    public static let systemBackground = appearance(light: 0xFFFFFF, dark: 0x000000)
    /// The background of content layered on `systemBackground`: #F2F2F7 in the light appearance, #1C1C1E in
    /// the dark one.
    public static let secondarySystemBackground = appearance(light: 0xF2F2F7, dark: 0x1C1C1E)
    /// The background of content layered on `secondarySystemBackground`: #FFFFFF in the light appearance,
    /// #2C2C2E in the dark one.
    public static let tertiarySystemBackground = appearance(light: 0xFFFFFF, dark: 0x2C2C2E)
    /// The background behind a grouped list: #F2F2F7 in the light appearance, #000000 in the dark one.
    public static let systemGroupedBackground = appearance(light: 0xF2F2F7, dark: 0x000000)
    /// The background of a grouped list's rows: #FFFFFF in the light appearance, #1C1C1E in the dark one.
    public static let secondarySystemGroupedBackground = appearance(light: 0xFFFFFF, dark: 0x1C1C1E)
    /// The background of content layered on a grouped list's rows: #F2F2F7 in the light appearance, #2C2C2E
    /// in the dark one.
    public static let tertiarySystemGroupedBackground = appearance(light: 0xF2F2F7, dark: 0x2C2C2E)

    // MARK: Display P3

    /// A colour given in the Display P3 space (the wide gamut of Apple's screens), converted to sRGB:
    /// the components are linearised, taken through P3's primaries to sRGB's (a 3×3 matrix, both
    /// white points D65), and encoded again.
    ///
    /// ```swift
    /// let accent = UIColor(displayP3Red: 1, green: 0.2, blue: 0.3, alpha: 1)
    /// ```
    ///
    /// - Note: UIKit keeps colours outside sRGB in an extended range; Tessera draws into sRGB
    ///   pixels, so a component outside 0…1 after conversion is clamped (P3's pure red becomes sRGB's).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = ColorSpaceConversion.sRGB(fromDisplayP3: (Double(red), Double(green), Double(blue)))
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }
}

/// Colour-space arithmetic: pure functions on component triples.
enum ColorSpaceConversion {
    /// Linear light from an sRGB-encoded component (Display P3 uses the same curve).
    static func linear(_ encoded: Double) -> Double {
        let c = min(1, max(0, encoded))
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The sRGB encoding of a linear component (not clamped: the caller clamps).
    static func encoded(_ linear: Double) -> Double {
        let sign: Double = linear < 0 ? -1 : 1, c = abs(linear)
        return sign * (c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055)
    }

    /// Linear Display P3 to linear sRGB: P3's primaries to XYZ, then XYZ to sRGB's, both D65.
    static let p3ToSRGB: [[Double]] = [
        [1.2249401, -0.2249404, 0.0000000],
        [-0.0420569, 1.0420571, 0.0000000],
        [-0.0196376, -0.0786361, 1.0982735],
    ]

    /// sRGB components (clamped to 0…1) for Display P3 components.
    static func sRGB(fromDisplayP3 p3: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = [linear(p3.0), linear(p3.1), linear(p3.2)]
        let m = p3ToSRGB.map { row in encoded(row[0] * l[0] + row[1] * l[1] + row[2] * l[2]) }
        return (min(1, max(0, m[0])), min(1, max(0, m[1])), min(1, max(0, m[2])))
    }
}
