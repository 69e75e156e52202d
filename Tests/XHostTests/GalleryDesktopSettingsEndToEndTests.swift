import CollectionEngine
import Foundation
import HostTestSupport
import Testing
import XHost

/// The gallery follows the desktop's settings live: an XSETTINGS manager run by the test turns the
/// theme dark and the text larger while the demo runs, then goes away.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryDesktopSettingsEndToEndTests {
    /// The gallery's dark background (Palette.background).
    private static let darkBackground: UInt32 = 0x101219

    private func near(_ p: (r: UInt8, g: UInt8, b: UInt8)?, _ rgb: UInt32, tolerance: Int = 4) -> Bool {
        guard let p else { return false }
        let want = [Int(rgb >> 16 & 0xFF), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF)]
        return zip([Int(p.r), Int(p.g), Int(p.b)], want).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Where the toolbar ends in a dark frame: the first row at the window's left edge (left of every
    /// button) showing the gallery's background.
    private func toolbarBottom(_ image: PixelImage) -> Int? {
        (0..<400).first { near(image.pixel(4, $0), Self.darkBackground) }
    }

    /// Waits for the demo's `traits` line after output line `skip` saying `expected`.
    private func waitForTraits(_ session: GallerySession, after skip: Int, _ expected: String) -> Bool {
        guard let index = session.demo.waitForLineIndex(startingWith: "traits \(expected)", after: skip, timeout: 20) else { return false }
        return index >= skip
    }

    @Test func theGalleryFollowsTheDesktopsThemeAndTextScaleLive() throws {
        let session = try GallerySession(size: "1000x700", manualClock: true)
        defer { session.close() }
        let light = try #require(session.settledCapture())
        session.save(light, as: "desktop-settings-1-light")
        #expect(!near(light.pixel(4, 300), Self.darkBackground), "no manager yet: light")

        // A settings daemon starts and says the theme is dark.
        var skip = session.demo.outputLines.count
        let manager = try #require(XSettingsManager(displayName: session.xvfb.displayName,
                                                    settings: ["Net/ThemeName": .string("Adwaita-dark"), "Xft/DPI": .integer(96 * 1024)]))
        defer { manager.close() }
        #expect(waitForTraits(session, after: skip, "style=dark size=\(UIContentSizeCategory.large.rawValue)"))
        let dark = try #require(session.settledCapture())
        session.save(dark, as: "desktop-settings-2-dark")
        #expect(near(dark.pixel(4, 300), Self.darkBackground), "the gallery's background turned dark")
        let normalToolbar = try #require(toolbarBottom(dark))

        // The user makes text larger: GNOME publishes it as a higher Xft/DPI (96 × 1.5).
        skip = session.demo.outputLines.count
        manager.publish(["Net/ThemeName": .string("Adwaita-dark"), "Xft/DPI": .integer(144 * 1024)])
        #expect(waitForTraits(session, after: skip, "style=dark size=\(UIContentSizeCategory.accessibilityMedium.rawValue)"))
        let large = try #require(session.settledCapture())
        session.save(large, as: "desktop-settings-3-large-text")
        let largeToolbar = try #require(toolbarBottom(large))
        #expect(largeToolbar > normalToolbar + 20, "the toolbar's larger titles wrap into another row (\(normalToolbar) → \(largeToolbar))")

        // The daemon quits: the defaults come back, said once.
        skip = session.demo.outputLines.count
        manager.vanish()
        #expect(waitForTraits(session, after: skip, "style=light size=\(UIContentSizeCategory.large.rawValue)"))
        let back = try #require(session.settledCapture())
        session.save(back, as: "desktop-settings-4-manager-gone")
        #expect(!near(back.pixel(4, 300), Self.darkBackground))
        #expect(session.demo.errorText.contains("went away"))
    }

    @Test func malformedSettingsAreSaidOnceAndLeaveTheDefaults() throws {
        let session = try GallerySession(size: "1000x700", manualClock: true)
        defer { session.close() }
        let skip = session.demo.outputLines.count
        let manager = try #require(XSettingsManager(displayName: session.xvfb.displayName, settings: ["Net/ThemeName": .string("Adwaita-dark")]))
        defer { manager.close() }
        #expect(waitForTraits(session, after: skip, "style=dark"))
        // Truncated data, then absurd text scaling: both fall back.
        manager.publishRaw(Array(XSettingsManager.encode(["Net/ThemeName": .string("Adwaita-dark")]).prefix(14)))
        #expect(waitForTraits(session, after: skip + 1, "style=light"))
        manager.publish(["Xft/DPI": .integer(5000 * 1024)])
        _ = session.settle()
        manager.publishRaw([9, 9, 9])
        _ = session.settle()
        let errors = session.demo.errorText
        #expect(errors.components(separatedBy: "are malformed").count - 1 == 2, "one message per kind of bad data: \(errors)")
        #expect(errors.contains("out of range"))
        #expect(session.demo.outputLines.dropFirst(skip).filter { $0.hasPrefix("traits") }.last?.contains("size=\(UIContentSizeCategory.large.rawValue)") == true)
    }
}
