import CollectionEngine

/// The demo's few colours, in one place, each with a light and a dark value: the window follows the
/// desktop's appearance (or `--appearance`), as an iOS app follows the device's.
enum Palette {
    /// A colour that is `light` in the light appearance and `dark` in the dark one.
    static func adaptive(_ light: UInt32, _ dark: UInt32, alpha: CGFloat = 1) -> UIColor {
        let light = UIColor(rgb: light, alpha: alpha), dark = UIColor(rgb: dark, alpha: alpha)
        return UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    static let accent = adaptive(0x3D5AFE, 0x5C77FF)
    static let accentHovered = adaptive(0x3049E0, 0x4A66F5)
    static let accentPressed = adaptive(0x2436B8, 0x3A52D6)
    static let ink = adaptive(0x1C2033, 0xE6E9F2)
    static let secondaryInk = adaptive(0x5F6680, 0x9BA2BA)
    /// Keyboard focus: orange, so it never reads as the blue of a selection.
    static let focus = UIColor(rgb: 0xFF8F00)
    /// Behind the gallery (its backdrop picture is light, so the dark appearance shows this instead).
    static let background = adaptive(0xECF1FA, 0x101219)
    /// A card, a photo, a placeholder.
    static let card = adaptive(0xFFFFFF, 0x1F222D)
    static let placeholder = adaptive(0xDCE3F0, 0x2A2F3C)
    static let broken = adaptive(0xFBEDEA, 0x3A2522)
    static let warning = adaptive(0xB04A3A, 0xFF8A75)
    static let photosBackground = adaptive(0xF3F5FA, 0x0E1016)
    static let toolbar = adaptive(0xFFFFFF, 0x181A23, alpha: 0.94)
    static let rule = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.12) : UIColor(white: 0, alpha: 0.12) }
    /// A toolbar button at rest, under the pointer, and pressed.
    static let button = adaptive(0xEDEDED, 0x2B2E3A)
    static let buttonHovered = adaptive(0xE0E0E0, 0x353947)
    static let buttonPressed = adaptive(0xCCCCCC, 0x424657)
}
