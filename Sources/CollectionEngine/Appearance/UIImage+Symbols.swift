import Foundation

/// What a system symbol image draws: the icon names that stand for it and its configuration.
public struct SymbolImage: Sendable, Equatable {
    /// The SF Symbol name it was asked for (`"star.fill"`).
    public let name: String
    /// Freedesktop icon names for it, best first; the host appends `-symbolic` to look them up.
    public let iconNames: [String]
    /// The size, weight and scale asked for.
    public let configuration: UIImage.SymbolConfiguration

    /// The glyph's size in points: the configuration's point size (its text style's size at the
    /// current text size, else 17) times its scale, square as freedesktop icons are.
    public var size: CGSize {
        let side = (configuration.resolvedPointSize * configuration.scale.factor * 1.15).rounded()
        return CGSize(width: side, height: side)
    }
}

extension UIImage {
    /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// A template for symbols, the image's own colours otherwise.
        case automatic
        /// Its own colours.
        case alwaysOriginal
        /// Its shape (alpha) filled with the tint colour.
        case alwaysTemplate
    }

    /// The weight a symbol is drawn at, as UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// How much the host thickens the icon's strokes, in 1/32 of its size: icon themes draw one
        /// weight (about regular), so lighter weights draw as regular.
        public var emboldening: CGFloat {
            switch self {
            case .unspecified, .ultraLight, .thin, .light, .regular: 0
            case .medium: 0.25
            case .semibold: 0.4
            case .bold: 0.6
            case .heavy: 0.8
            case .black: 1
            }
        }
    }

    /// A symbol's size relative to its point size, as UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.3
            default: 1
            }
        }
    }

    /// How a symbol image is sized and weighted, as UIKit's `UIImage.SymbolConfiguration`.
    ///
    /// ```swift
    /// let big = UIImage.SymbolConfiguration(pointSize: 28, weight: .bold, scale: .large)
    /// button.setImage(UIImage(systemName: "star.fill", withConfiguration: big), for: .normal)
    /// ```
    ///
    /// - Note: A struct here (a class in UIKit); the same initialisers and `applying(_:)`.
    public struct SymbolConfiguration: Sendable, Equatable {
        /// The glyph's point size; nil to take it from `textStyle` (or 17).
        public var pointSize: CGFloat?
        /// The stroke weight; `.unspecified` to leave it to the other configuration or the default.
        public var weight: SymbolWeight = .unspecified
        /// Small, medium or large relative to the point size; `.unspecified` leaves it open.
        public var scale: SymbolScale = .unspecified
        /// The text style whose size, at the current text size, gives the point size when `pointSize` is nil.
        public var textStyle: UIFont.TextStyle?

        /// A configuration that specifies nothing.
        public static let unspecified = SymbolConfiguration()

        init() {}

        /// A configuration of `pointSize` points.
        ///
        /// - Note: A size that is not finite or not within 1…1024 points is left unspecified, where UIKit
        ///   would try to draw it.
        public init(pointSize: CGFloat) { self.pointSize = Self.sane(pointSize) }
        /// A configuration of `pointSize` points and `weight`.
        public init(pointSize: CGFloat, weight: SymbolWeight) { (self.pointSize, self.weight) = (Self.sane(pointSize), weight) }
        /// A configuration of `pointSize` points, `weight` and `scale`.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            (self.pointSize, self.weight, self.scale) = (Self.sane(pointSize), weight, scale)
        }
        /// A configuration of `weight` only.
        public init(weight: SymbolWeight) { self.weight = weight }
        /// A configuration of `scale` only.
        public init(scale: SymbolScale) { self.scale = scale }
        /// A configuration sized by `textStyle`, following the user's text size.
        public init(textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
        /// A configuration sized by `textStyle` at `scale`.
        public init(textStyle: UIFont.TextStyle, scale: SymbolScale) { (self.textStyle, self.scale) = (textStyle, scale) }
        /// The font's size, and the weight nearest its weight.
        public init(font: UIFont) {
            pointSize = font.pointSize
            let weights: [(CGFloat, SymbolWeight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                                                      (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            weight = weights.min { abs($0.0 - font.weight.rawValue) < abs($1.0 - font.weight.rawValue) }?.1 ?? .regular
        }

        /// A point size between 1 and 1024; anything else is taken as unspecified.
        private static func sane(_ size: CGFloat) -> CGFloat? { size.isFinite && size >= 1 && size <= 1024 ? size : nil }

        /// This configuration with what `other` specifies put over it.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var combined = self
            if let size = other.pointSize { combined.pointSize = size; combined.textStyle = nil }
            if let style = other.textStyle { combined.textStyle = style; combined.pointSize = nil }
            if other.weight != .unspecified { combined.weight = other.weight }
            if other.scale != .unspecified { combined.scale = other.scale }
            return combined
        }

        /// The point size drawn: the explicit one, the text style's at the current text size, or
        /// the body's.
        var resolvedPointSize: CGFloat {
            if let pointSize { return pointSize }
            return UIFont.preferredFont(forTextStyle: textStyle ?? .body).pointSize
        }
    }

    /// A system symbol by its SF Symbols name, drawn from the desktop's icon theme; nil for a name
    /// Tessera does not know, as iOS answers nil for a name it has no symbol for.
    ///
    /// ```swift
    /// let trash = UIImage(systemName: "trash.fill")
    /// ```
    ///
    /// - Note: Tessera knows the most used symbols (`UIImage.systemSymbolNames`) and draws each with
    ///   the freedesktop icon that means the same (Adwaita's symbolic icons when the desktop's theme
    ///   has none), so a symbol looks like the desktop's icon, not like Apple's glyph. Symbols are
    ///   templates: drawn in the image view's `tintColor`.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol with `configuration` applied.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let icons = SymbolNames.icons[name] else { return nil }
        self.init(source: .symbol(SymbolImage(name: name, iconNames: icons, configuration: configuration ?? .unspecified)))
    }

    /// Every name `UIImage(systemName:)` knows.
    public static var systemSymbolNames: [String] { SymbolNames.icons.keys.sorted() }

    /// Whether this is a symbol image.
    public var isSymbolImage: Bool {
        if case .symbol = source { return true }
        return false
    }

    /// The symbol's configuration; nil for other images.
    public var symbolConfiguration: SymbolConfiguration? {
        if case let .symbol(symbol) = source { return symbol.configuration }
        return nil
    }

    /// Whether the image is drawn as a template (its alpha filled with a tint colour).
    public var isTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: isSymbolImage
        }
    }

    /// The same symbol with `configuration` replacing its own; other images are returned as they are.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard case let .symbol(symbol) = source else { return self }
        return copy(source: .symbol(SymbolImage(name: symbol.name, iconNames: symbol.iconNames, configuration: configuration)))
    }

    /// The same symbol with what `configuration` specifies put over its own configuration.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard case let .symbol(symbol) = source else { return nil }
        return withConfiguration(symbol.configuration.applying(configuration))
    }

    /// The same image drawn as `renderingMode` says.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let image = copy(source: source)
        image.renderingMode = renderingMode
        return image
    }

    /// The same image drawn as a template in `color`, whatever tint colour its image view has.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysTemplate)
    }

    /// The same image in `color`, drawn as `renderingMode` says.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let image = withRenderingMode(renderingMode)
        image.tintColor = color
        return image
    }

    private func copy(source: Source) -> UIImage {
        let image = UIImage(source: source, scale: scale)
        image.renderingMode = renderingMode
        image.tintColor = tintColor
        return image
    }
}
