import CollectionEngine
import Foundation
import Testing
@testable import XHost

/// Symbols from the icon theme: finding icons, rasterising SVG with librsvg, thickening for weight.
struct SymbolRasterTests {
    private static let adwaitaInstalled = FileManager.default.fileExists(atPath: "/usr/share/icons/Adwaita/index.theme")

    @Test(.enabled(if: adwaitaInstalled, "adwaita-icon-theme is not installed"))
    func everyKnownSymbolHasAnAdwaitaIcon() {
        let theme = IconTheme(name: "Adwaita")
        for name in UIImage.systemSymbolNames {
            guard let image = UIImage(systemName: name), case let .symbol(symbol) = image.source else {
                Issue.record("\(name) is not a symbol")
                continue
            }
            #expect(theme.file(for: symbol.iconNames) != nil, "\(name): \(symbol.iconNames)")
        }
    }

    @Test(.enabled(if: adwaitaInstalled, "adwaita-icon-theme is not installed"))
    func aMissingThemeFallsBackToAdwaita() {
        let theme = IconTheme(name: "No-Such-Theme")
        #expect(!theme.isInstalled)
        #expect(theme.file(for: ["user-trash"])?.lastPathComponent == "user-trash-symbolic.svg")
    }

    @Test func noThemeAtAllFindsNothing() {
        let theme = IconTheme(name: "Adwaita", baseFolders: [URL(fileURLWithPath: "/nonexistent-icons")])
        #expect(theme.file(for: ["user-trash"]) == nil)
    }

    @Test func anSVGIsDrawnAtTheAskedSize() throws {
        let svg = Array("""
        <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect x="4" y="4" width="8" height="8" fill="#000"/></svg>
        """.utf8)
        let image = try SVGRasterizer.rasterize(svg, width: 32, height: 32).get()
        #expect(image.width == 32 && image.height == 32)
        func alpha(_ x: Int, _ y: Int) -> UInt8 { image.pixels[(y * 32 + x) * 4 + 3] }
        #expect(alpha(16, 16) == 255, "the square, scaled twice, covers the middle")
        #expect(alpha(2, 2) == 0, "and leaves the corner clear")
    }

    @Test func aBrokenSVGIsAnErrorWithLibrsvgsReason() {
        for bytes in [Array("<svg".utf8), Array("not xml at all".utf8), [], [0xFF, 0xFE, 0x00]] {
            if case .success = SVGRasterizer.rasterize(bytes, width: 16, height: 16) { Issue.record("drew \(bytes)") }
        }
        if case .success = SVGRasterizer.rasterize(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), width: 0, height: 16) {
            Issue.record("drew at a zero size")
        }
    }

    @Test func emboldeningThickensByTheRadius() {
        var pixels = [UInt8](repeating: 0, count: 9 * 9 * 4)
        for c in 0..<4 { pixels[(4 * 9 + 4) * 4 + c] = 255 }
        let dot = DecodedImage(width: 9, height: 9, pixels: pixels, isOpaque: false)
        let bold = SVGRasterizer.emboldened(dot, radius: 2)
        func alpha(_ x: Int, _ y: Int) -> UInt8 { bold.pixels[(y * 9 + x) * 4 + 3] }
        #expect(alpha(2, 2) == 255 && alpha(6, 6) == 255 && alpha(4, 6) == 255)
        #expect(alpha(1, 4) == 0 && alpha(4, 7) == 0)
        #expect(SVGRasterizer.emboldened(dot, radius: 0).pixels == pixels)
    }
}
