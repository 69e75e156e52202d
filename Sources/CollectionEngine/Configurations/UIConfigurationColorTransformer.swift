import Foundation

/// A function from one colour to another that a configuration applies to a colour it resolves, as
/// UIKit's `UIConfigurationColorTransformer`.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listGroupedCell()
/// background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
/// ```
public struct UIConfigurationColorTransformer: Sendable {
    /// The function.
    public let transform: @Sendable (UIColor) -> UIColor

    /// A transformer that runs `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

    /// The transformed colour.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Turns a colour into the grey of the same lightness; a dynamic colour stays dynamic.
    public static let grayscale = UIConfigurationColorTransformer { color in
        UIColor { traits in
            let fixed = color.resolvedColor(with: traits)
            // Rec. 709 luma: the weights of the primaries' perceived lightness.
            return UIColor(white: 0.2126 * fixed.red + 0.7152 * fixed.green + 0.0722 * fixed.blue, alpha: fixed.alpha)
        }
    }
}
