import Foundation

/// An immutable sRGB colour with alpha, as UIKit's `UIColor`.
///
/// ```swift
/// cell.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
/// cell.layer.borderColor = UIColor.systemBlue.cgColor
/// ```
///
/// - Note: Components are stored as straight (not premultiplied) sRGB values in 0…1. There is no
///   dynamic (light/dark) colour and no pattern colour. `CGColor` is an alias of `UIColor` here, so
///   `color.cgColor` and `layer.borderColor` work as on iOS.
public final class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB), each in 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - floor(hue)) * 6, sector = Int(h) % 6, f = h - floor(h)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// A colour from a 24-bit `0xRRGGBB` value (a Tessera convenience; UIKit has none).
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                  blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The same colour; `CGColor` is `UIColor` in Tessera.
    public var cgColor: CGColor { self }

    /// UIKit's way to read components; always succeeds here.
    public func getRed(
        _ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
        blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        r?.pointee = red; g?.pointee = green; b?.pointee = blue; a?.pointee = alpha
        return true
    }

    /// The colour `fraction` of the way from `self` to `other` (straight-alpha interpolation).
    public func interpolated(to other: UIColor, fraction: CGFloat) -> UIColor {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * fraction }
        return UIColor(red: mix(red, other.red), green: mix(green, other.green),
                       blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
        return hasher.finalize()
    }

    public override var description: String {
        String(format: "UIColor(r: %.3f, g: %.3f, b: %.3f, a: %.3f)", red, green, blue, alpha)
    }

    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    // The system colours use iOS's light-appearance values.
    public static var systemBlue: UIColor { UIColor(rgb: 0x007AFF) }
    public static var systemRed: UIColor { UIColor(rgb: 0xFF3B30) }
    public static var systemGreen: UIColor { UIColor(rgb: 0x34C759) }
    public static var systemOrange: UIColor { UIColor(rgb: 0xFF9500) }
    public static var systemYellow: UIColor { UIColor(rgb: 0xFFCC00) }
    public static var systemPink: UIColor { UIColor(rgb: 0xFF2D55) }
    public static var systemPurple: UIColor { UIColor(rgb: 0xAF52DE) }
    public static var systemTeal: UIColor { UIColor(rgb: 0x5AC8FA) }
    public static var systemIndigo: UIColor { UIColor(rgb: 0x5856D6) }
    public static var systemGray: UIColor { UIColor(rgb: 0x8E8E93) }
    public static var systemBackground: UIColor { .white }
    public static var secondarySystemBackground: UIColor { UIColor(rgb: 0xF2F2F7) }
    public static var label: UIColor { .black }
    public static var secondaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6) }
    public static var separator: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) }
    public static var tintColor: UIColor { .systemBlue }
}

/// In Tessera a Core Graphics colour is a `UIColor`.
public typealias CGColor = UIColor
