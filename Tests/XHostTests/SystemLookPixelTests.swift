import CollectionEngine
import Foundation
import HostTestSupport
import Testing
import XHost

/// The system look on screen: dark mode resolves dynamic colours, an override keeps its own, and
/// symbols are drawn from the icon theme in the tint colour. Each test draws once on its own Xvfb.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct SystemLookPixelTests {
    private func render(_ name: String, appearance: UIUserInterfaceStyle? = nil, _ build: (UIWindow) -> Void) throws -> PixelImage {
        let saved = UITraitCollection.current
        defer { UITraitCollection.current = saved }
        return try FirstFrameRendering.render("system-look-\(name)", title: "SystemLookPixelTests", background: .systemBackground,
                                              appearance: appearance, build)
    }

    private func box(_ color: UIColor, _ frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    private func close(_ p: (r: UInt8, g: UInt8, b: UInt8)?, _ rgb: UInt32, tolerance: Int = 3) -> Bool {
        guard let p else { return false }
        let want = [Int(rgb >> 16 & 0xFF), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF)]
        return zip([Int(p.r), Int(p.g), Int(p.b)], want).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func darkAppearanceDrawsTheDarkValuesOfSemanticColours() throws {
        let image = try render("dark", appearance: .dark) { window in
            window.addSubview(box(.secondarySystemBackground, CGRect(x: 20, y: 20, width: 100, height: 60)))
            window.addSubview(box(.systemBlue, CGRect(x: 140, y: 20, width: 100, height: 60)))
        }
        #expect(close(image.pixel(300, 200), 0x000000), "systemBackground is black in the dark")
        #expect(close(image.pixel(70, 50), 0x1C1C1E))
        #expect(close(image.pixel(190, 50), 0x0A84FF))
    }

    @Test func lightAppearanceDrawsTheLightValues() throws {
        let image = try render("light", appearance: .light) { window in
            window.addSubview(box(.secondarySystemBackground, CGRect(x: 20, y: 20, width: 100, height: 60)))
            window.addSubview(box(.systemBlue, CGRect(x: 140, y: 20, width: 100, height: 60)))
        }
        #expect(close(image.pixel(300, 200), 0xFFFFFF))
        #expect(close(image.pixel(70, 50), 0xF2F2F7))
        #expect(close(image.pixel(190, 50), 0x007AFF))
    }

    @Test func anOverriddenSubtreeKeepsItsAppearanceInADarkWindow() throws {
        let image = try render("override", appearance: .dark) { window in
            let panel = box(.systemBackground, CGRect(x: 20, y: 20, width: 200, height: 120))
            panel.overrideUserInterfaceStyle = .light
            panel.addSubview(box(.systemGray6, CGRect(x: 20, y: 20, width: 60, height: 40)))
            window.addSubview(panel)
        }
        #expect(close(image.pixel(180, 120), 0xFFFFFF), "the panel is light")
        #expect(close(image.pixel(60, 60), 0xF2F2F7), "and so is what is inside it")
        #expect(close(image.pixel(300, 200), 0x000000), "the window around it is dark")
    }

    /// The pixels in `box` that are near `rgb`.
    private func count(_ image: PixelImage, _ box: PixelBox, near rgb: UInt32) -> Int {
        image.count(in: box) { r, g, b in self.close((r, g, b), rgb, tolerance: 40) }
    }

    @Test func aSymbolIsDrawnFromTheIconThemeInTheTintColour() throws {
        let image = try render("symbol", appearance: .light) { window in
            let trash = UIImageView(image: UIImage(systemName: "trash.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 56)))
            trash.frame.origin = CGPoint(x: 20, y: 20)
            trash.tintColor = .systemRed
            window.addSubview(trash)
            let star = UIImageView(image: UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 56)))
            star.frame.origin = CGPoint(x: 120, y: 20)
            window.addSubview(star)
        }
        let trashBox = PixelBox(x: 20, y: 20, width: 64, height: 64), starBox = PixelBox(x: 120, y: 20, width: 64, height: 64)
        #expect(count(image, trashBox, near: 0xFF3B30) > 400, "the trash can is drawn in its red tint")
        #expect(count(image, trashBox, near: 0x007AFF) == 0)
        #expect(count(image, starBox, near: 0x007AFF) > 400, "the star in the default tint, the system blue")
        #expect(count(image, PixelBox(x: 220, y: 20, width: 100, height: 64), near: 0x007AFF) == 0, "nothing beside them")
    }

    @Test func aHeavierWeightDrawsThickerStrokes() throws {
        let image = try render("symbol-weights", appearance: .light) { window in
            for (index, weight) in [UIImage.SymbolWeight.regular, .black].enumerated() {
                let view = UIImageView(image: UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 56, weight: weight)))
                view.frame.origin = CGPoint(x: 20 + 100 * index, y: 20)
                view.tintColor = .black
                window.addSubview(view)
            }
        }
        let regular = count(image, PixelBox(x: 20, y: 20, width: 64, height: 64), near: 0x000000)
        let black = count(image, PixelBox(x: 120, y: 20, width: 64, height: 64), near: 0x000000)
        #expect(regular > 200 && black > regular + regular / 5, "regular \(regular), black \(black)")
    }
}
