import Foundation

/// An immutable sRGB colour with alpha, fixed or resolved by appearance, as UIKit's `UIColor`.
///
/// ```swift
/// cell.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
/// label.textColor = .secondaryLabel          // light or dark with the desktop
/// layer.borderColor = UIColor.systemBlue.cgColor
/// ```
///
/// - Note: Components are stored as straight (not premultiplied) sRGB values in 0…1; there is no
///   extended range and no pattern colour. A dynamic colour's components (`red`, `getRed`) are those
///   it resolves to in `UITraitCollection.current`, as UIKit's are. `CGColor` is an alias of
///   `UIColor` here, so `color.cgColor` and `layer.borderColor` work as on iOS (and `cgColor`
///   resolves a dynamic colour, as on iOS).
public final class UIColor: NSObject, @unchecked Sendable {
    private let fixed: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// Set for a dynamic colour; two dynamic colours are equal when they share it.
    let provider: DynamicColorProvider?

    /// The red component, 0…1, as the colour resolves in `UITraitCollection.current`.
    ///
    /// - Note: Tessera's shortcut for what `getRed(_:green:blue:alpha:)` writes; UIKit has no such property.
    public var red: CGFloat { provider == nil ? fixed.red : cgColor.red }
    /// The green component, 0…1, as the colour resolves in `UITraitCollection.current`.
    public var green: CGFloat { provider == nil ? fixed.green : cgColor.green }
    /// The blue component, 0…1, as the colour resolves in `UITraitCollection.current`.
    public var blue: CGFloat { provider == nil ? fixed.blue : cgColor.blue }
    /// The opacity, 0…1, as the colour resolves in `UITraitCollection.current`.
    public var alpha: CGFloat { provider == nil ? fixed.alpha : cgColor.alpha }

    /// A fixed sRGB colour.
    ///
    /// - Note: Components are clamped to 0…1 (NaN becomes 0); UIKit keeps values outside that range as
    ///   extended sRGB.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }
        fixed = (clamp(red), clamp(green), clamp(blue), clamp(alpha))
        provider = nil
    }

    /// A colour that `provider` picks for each trait collection it is resolved in: light and dark
    /// variants, as UIKit's dynamic colours.
    ///
    /// ```swift
    /// let card = UIColor { traits in
    ///     traits.userInterfaceStyle == .dark ? UIColor(white: 0.15, alpha: 1) : .white
    /// }
    /// ```
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        fixed = (0, 0, 0, 1)
        self.provider = DynamicColorProvider(provider)
    }

    /// A dynamic colour of two fixed ones, for the system colours.
    init(light: UIColor, dark: UIColor) {
        fixed = (0, 0, 0, 1)
        provider = DynamicColorProvider(light: light, dark: dark)
    }

    /// The fixed colour this one is in `traitCollection`: itself when it is not dynamic.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var resolved = self
        // A provider may answer with another dynamic colour: followed a few levels, never forever
        // (a provider answering with its own colour ends as opaque black).
        for _ in 0..<8 {
            guard let provider = resolved.provider else { return resolved }
            resolved = provider.resolve(traitCollection)
        }
        return resolved.provider == nil ? resolved : UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    }

    /// A grey: `white` 0 is black, 1 is white.
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

    /// The colour with its alpha replaced; a dynamic colour stays dynamic.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard provider != nil else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) }
    }

    /// The colour resolved in `UITraitCollection.current`, as UIKit's; `CGColor` is `UIColor` in Tessera.
    ///
    /// - Complexity: O(1); a system colour resolves from the current appearance alone, without
    ///   reading the whole current trait collection.
    public var cgColor: CGColor {
        guard let provider else { return self }
        if let pair = provider.pair { return UITraitCollection.currentStyleIsDark ? pair.dark : pair.light }
        return resolvedColor(with: .current)
    }

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

    /// Fixed colours are equal when their components are; dynamic colours when they are the same dynamic colour.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if provider != nil || other.provider != nil { return provider === other.provider }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        if let provider { return ObjectIdentifier(provider).hashValue }
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
        return hasher.finalize()
    }

    /// The components, or "UIColor(dynamic)" for a colour that depends on the appearance.
    public override var description: String {
        if provider != nil { return "UIColor(dynamic)" }
        return String(format: "UIColor(r: %.3f, g: %.3f, b: %.3f, a: %.3f)", red, green, blue, alpha)
    }

    /// Opaque black.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Opaque white.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Fully transparent.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// 50 % grey.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Two-thirds grey.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// One-third grey.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Pure red (1, 0, 0).
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green (0, 1, 0).
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue (0, 0, 1).
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Pure yellow (1, 1, 0).
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Orange (1, 0.5, 0).
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple (0.5, 0, 0.5).
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
}

/// In Tessera a Core Graphics colour is a `UIColor`.
public typealias CGColor = UIColor

/// The closure of a dynamic colour, in a box whose identity is the colour's; or, for the system's
/// colours, just their light and dark values, which resolve without calling anything.
final class DynamicColorProvider: Sendable {
    private let closure: (@Sendable (UITraitCollection) -> UIColor)?
    let pair: (light: UIColor, dark: UIColor)?

    init(_ resolve: @escaping @Sendable (UITraitCollection) -> UIColor) { (closure, pair) = (resolve, nil) }
    init(light: UIColor, dark: UIColor) { (closure, pair) = (nil, (light, dark)) }

    func resolve(_ traits: UITraitCollection) -> UIColor {
        if let pair { return traits.userInterfaceStyle == .dark ? pair.dark : pair.light }
        return closure?(traits) ?? UIColor(white: 0, alpha: 1)
    }
}
