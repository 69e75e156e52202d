import CollectionEngine
import EngineTestSupport
import Foundation
import HostTestSupport
import Testing
@testable import XHost

/// Reading the desktop's settings: the XSETTINGS wire format, and what Tessera takes from it.
struct DesktopSettingsTests {
    @Test func settingsRoundTripThroughTheWireFormat() throws {
        let bytes = XSettingsManager.encode(["Net/ThemeName": .string("Adwaita-dark"), "Xft/DPI": .integer(120 * 1024),
                                            "Gtk/FontName": .string("Cantarell 11")])
        let settings = try XSettingsFormat.parse(bytes)
        #expect(settings["Net/ThemeName"] == .string("Adwaita-dark"))
        #expect(settings["Xft/DPI"] == .integer(120 * 1024))
        #expect(settings["Gtk/FontName"] == .string("Cantarell 11"))
    }

    @Test func bigEndianDataIsRead() throws {
        // One integer setting "a" = 7, most significant byte first.
        let bytes: [UInt8] = [1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0x61, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 7]
        #expect(try XSettingsFormat.parse(bytes)["a"] == .integer(7))
    }

    @Test func malformedDataIsAnErrorNeverATrap() {
        let good = XSettingsManager.encode(["Net/ThemeName": .string("Adwaita")])
        var cases: [[UInt8]] = [[], [0, 0, 0], [7] + Array(good.dropFirst())]
        cases += (0..<good.count).map { Array(good.prefix($0)) }  // every truncation
        var huge = good
        huge[8...11] = [0xFF, 0xFF, 0xFF, 0xFF][...]  // four billion settings in a few bytes
        cases.append(huge)
        var badType = good
        badType[12] = 9
        cases.append(badType)
        for bytes in cases where bytes != good {
            #expect(throws: XSettingsFormatError.self, "\(bytes.count) bytes") { try XSettingsFormat.parse(bytes) }
        }
    }

    @Test func randomBytesNeverTrap() {
        var generator = SeededGenerator(seed: 0x5EED)
        for _ in 0..<2000 {
            var bytes = (0..<Int.random(in: 0...64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            // Mostly a valid byte order, so the parser gets past the header.
            if !bytes.isEmpty { bytes[0] = UInt8.random(in: 0...2, using: &generator) }
            _ = try? XSettingsFormat.parse(bytes)
        }
    }

    @Test func aThemeNamedDarkIsDark() {
        for name in ["Adwaita-dark", "Yaru-Dark", "Breeze:dark", "Arc_dark"] {
            #expect(DesktopSettings(themeName: name).prefersDark, "\(name)")
        }
        for name in ["Adwaita", "Darkness", "HighContrast"] {
            #expect(!DesktopSettings(themeName: name).prefersDark, "\(name)")
        }
        #expect(!DesktopSettings().prefersDark)
    }

    @Test func theFontsFamilyIsTheDescriptionWithoutSizeAndStyle() {
        #expect(DesktopSettings(fontName: "Cantarell 11").fontFamily == "Cantarell")
        #expect(DesktopSettings(fontName: "Noto Sans, Bold 10").fontFamily == "Noto Sans")
        #expect(DesktopSettings(fontName: "DejaVu Sans").fontFamily == "DejaVu Sans")
        #expect(DesktopSettings(fontName: "12").fontFamily == nil)
    }

    @Test func theTextScaleIsTheDPIBeyondThePixelScale() {
        let settings = DesktopSettings(["Xft/DPI": .integer(120 * 1024)])
        #expect(settings.textScale(pixelScale: 1) == 1.25)
        #expect(settings.textScale(pixelScale: 1.25) == 1)
        #expect(DesktopSettings().textScale(pixelScale: 1) == nil)
        #expect(DesktopSettings(["Xft/DPI": .integer(-5)]).dpi == nil)
    }

    @Test func aMissingFontFallsBackToSansSerifWithOneMessage() {
        let (family, message) = TextSystem.systemFamily(for: "No Such Font Family 4711")
        #expect(!family.isEmpty && family != "No Such Font Family 4711")
        #expect(message?.contains("No Such Font Family 4711") == true)
        let installed = TextSystem.systemFamily(for: "DejaVu Sans")
        #expect(installed.family == "DejaVu Sans" && installed.message == nil)
        #expect(TextSystem.systemFamily(for: nil).message == nil)
    }
}
