@testable import CollectionEngine
import Foundation
import Testing

/// Semantic colours resolve to iOS's light and dark values; dynamic providers; Display P3.
struct SemanticColorTests {
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    private func rgb(_ color: UIColor) -> (Int, Int, Int, CGFloat) {
        (Int((color.red * 255).rounded()), Int((color.green * 255).rounded()), Int((color.blue * 255).rounded()), color.alpha)
    }

    @Test func backgroundsAndLabelsHaveIOSsLightAndDarkValues() {
        #expect(rgb(UIColor.systemBackground.resolvedColor(with: light)) == (255, 255, 255, 1))
        #expect(rgb(UIColor.systemBackground.resolvedColor(with: dark)) == (0, 0, 0, 1))
        #expect(rgb(UIColor.secondarySystemBackground.resolvedColor(with: dark)) == (0x1C, 0x1C, 0x1E, 1))
        #expect(rgb(UIColor.systemGroupedBackground.resolvedColor(with: light)) == (0xF2, 0xF2, 0xF7, 1))
        #expect(rgb(UIColor.label.resolvedColor(with: dark)) == (255, 255, 255, 1))
        let secondary = rgb(UIColor.secondaryLabel.resolvedColor(with: dark))
        #expect(secondary.0 == 0xEB && secondary.2 == 0xF5 && abs(secondary.3 - 0.6) < 0.001)
        #expect(rgb(UIColor.systemBlue.resolvedColor(with: dark)) == (0x0A, 0x84, 0xFF, 1))
        #expect(rgb(UIColor.systemGray6.resolvedColor(with: light)) == (0xF2, 0xF2, 0xF7, 1))
        #expect(rgb(UIColor.systemGray6.resolvedColor(with: dark)) == (0x1C, 0x1C, 0x1E, 1))
    }

    @Test func anUnspecifiedAppearanceResolvesAsLight() {
        #expect(rgb(UIColor.label.resolvedColor(with: UITraitCollection())) == (0, 0, 0, 1))
    }

    @Test func aDynamicProviderIsAskedWithTheTraits() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .red : .blue }
        #expect(color.resolvedColor(with: dark) == .red)
        #expect(color.resolvedColor(with: light) == .blue)
        #expect(color == color && color != UIColor { _ in .red }, "dynamic colours are equal only to themselves")
        let faded = color.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: dark) == UIColor.red.withAlphaComponent(0.5), "withAlphaComponent stays dynamic")
    }

    @Test func aProviderAnsweringWithADynamicColourIsResolvedOnceMore() {
        let nested = UIColor { _ in UIColor.label }
        #expect(rgb(nested.resolvedColor(with: dark)).0 == 255)
    }

    @Test func aProviderAnsweringWithItselfEndsInsteadOfLoopingForever() {
        final class Box: @unchecked Sendable { var color: UIColor? }
        let box = Box()
        let loop = UIColor { _ in box.color ?? .red }
        box.color = loop
        #expect(loop.resolvedColor(with: dark).alpha == 1)
    }

    @Test func fixedColoursResolveToThemselves() {
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        #expect(color.resolvedColor(with: dark) === color)
    }

    @Test func displayP3IsConvertedThroughLinearLight() {
        // P3's white and grey are sRGB's: same primaries' white point, same curve.
        let grey = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        #expect(abs(grey.red - 0.5) < 0.001 && abs(grey.blue - 0.5) < 0.001)
        // A P3 colour inside sRGB: converted, not copied (linearise, matrix, encode).
        let inside = UIColor(displayP3Red: 0.8, green: 0.4, blue: 0.3, alpha: 1)
        let r = ColorSpaceConversion.encoded(1.2249401 * ColorSpaceConversion.linear(0.8) - 0.2249404 * ColorSpaceConversion.linear(0.4))
        #expect(abs(inside.red - r) < 0.0001)
        #expect(inside.red > 0.8 && inside.green < 0.4, "sRGB needs more red and less green for the same colour")
        // P3's pure red lies outside sRGB: clamped after conversion.
        let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red.red == 1 && red.green == 0 && red.blue == 0)
    }

    @Test func everyChannelRoundTripsThroughTheCurve() {
        for step in 0...20 {
            let value = Double(step) / 20
            #expect(abs(ColorSpaceConversion.encoded(ColorSpaceConversion.linear(value)) - value) < 1e-9)
        }
    }
}
