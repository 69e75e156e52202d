import CX11
import CollectionEngine
import Foundation
import HostTestSupport
import Testing
@testable import XHost

/// The bidi algorithm's part of shaping, without a server: levels from FriBidi and the visual order
/// of runs (rule L2).
@Suite struct BidiLayoutTests {
    private func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    @Test func hebrewInALeftToRightLineIsAnOddRun() {
        #expect(BidiLayout.levels(of: scalars("ab שלום")) == [0, 0, 0, 1, 1, 1, 1])
    }

    @Test func numbersInsideRightToLeftTextKeepTheirOwnOrder() {
        // A right-to-left paragraph: letters at 1, the European number above them at 2.
        #expect(BidiLayout.levels(of: scalars("שלום 12")) == [1, 1, 1, 1, 1, 2, 2])
    }

    @Test func textWithNothingRightToLeftIsAllLevelZero() {
        #expect(BidiLayout.levels(of: scalars("Photos 2024 (new)")).allSatisfy { $0 == 0 })
    }

    @Test func unpairedControlsEndWithTheLine() {
        // An override and an isolate never closed: the algorithm ends them at the line's end.
        let levels = BidiLayout.levels(of: scalars("\u{202E}abc\u{2067}def"))
        #expect(levels.count == 8)
        #expect(levels[1...3].allSatisfy { $0 % 2 == 1 })
    }

    @Test func runsAreReversedFromTheHighestLevelDown() {
        #expect(BidiLayout.visualOrder(of: [0, 1, 1, 0]) == [0, 2, 1, 3])
        #expect(BidiLayout.visualOrder(of: [1, 2, 1]) == [2, 1, 0])
        #expect(BidiLayout.visualOrder(of: [0, 0]) == [0, 1])
    }
}

/// Runs `body` with a text system on a fresh Xvfb and its 20-pixel DejaVu Sans, then stops the server.
@MainActor
func withDejaVuText(_ body: (TextSystem, UnsafeMutablePointer<XftFont>) throws -> Void) throws {
    let xvfb = try XvfbSession(width: 320, height: 240)
    defer { xvfb.stop() }
    let connection = try DisplayConnection(name: xvfb.displayName)
    let text = TextSystem(connection: connection)
    defer { text.closeAll() }
    let font = try #require(text.xftFont(for: UIFont(name: "DejaVu Sans", size: 20) ?? .systemFont(ofSize: 20)))
    try body(text, font)
}

/// Shaping on a real server's fonts (DejaVu Sans, and fontconfig's fallbacks): joining, visual order,
/// fallback fonts, truncation and bad input.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct TextShapingTests {
    private func clusters(_ line: ShapedLine) -> [Int] { line.glyphs.map(\.cluster) }

    @Test func arabicLettersTakeTheirJoiningForms() throws {
        try withDejaVuText { text, font in
            let isolated = text.shaper.shape("ب", font: font).glyphs.map(\.glyph)
            let joined = text.shaper.shape("ببب", font: font).glyphs.map(\.glyph)
            #expect(joined.count == 3)
            // Final, medial and initial forms (visual order, left to right): none is the isolated form,
            // and the medial differs from the initial and final.
            #expect(!joined.contains(isolated[0]))
            #expect(Set(joined).count == 3)
        }
    }

    @Test func hebrewIsLaidOutRightToLeft() throws {
        try withDejaVuText { text, font in
            #expect(clusters(text.shaper.shape("שלום", font: font)) == [3, 2, 1, 0])
        }
    }

    @Test func aNumberInHebrewTextReadsLeftToRightInItsPlace() throws {
        try withDejaVuText { text, font in
            // Visual order: the number "12" at the left of the Hebrew word, its digits in order.
            #expect(clusters(text.shaper.shape("שלום 12", font: font)) == [5, 6, 4, 3, 2, 1, 0])
        }
    }

    @Test func aScriptTheFontLacksIsDrawnInAFallbackFont() throws {
        try withDejaVuText { text, font in
            let line = text.shaper.shape("Hi नमस्ते", font: font)
            #expect(line.fonts.count == 2)
            #expect(line.fonts.first == font)
            // The conjunct "स्ते" shapes to fewer glyphs than its five scalars.
            #expect(line.glyphs.count < "Hi नमस्ते".unicodeScalars.count)
        }
    }

    @Test func measuringIsTheShapedAdvance() throws {
        try withDejaVuText { text, font in
            let line = text.shaper.shape("مرحبا بالعالم", font: font)
            #expect(text.pixelWidth(of: "مرحبا بالعالم", font: font) == line.pixelWidth)
            #expect(line.pixelWidth > 0)
        }
    }

    @Test func truncationKeepsALogicalPrefixAndFits() throws {
        try withDejaVuText { text, font in
            let long = "שלום עולם, זהו משפט ארוך מאוד שלא ייכנס בשורה אחת"
            let cut = text.truncatingTail(long, width: 120, font: font)
            #expect(cut.hasSuffix("…"))
            #expect(long.hasPrefix(String(cut.dropLast()).trimmingTrailingSpaces()))
            #expect(text.pixelWidth(of: cut, font: font) <= 120)
            #expect(text.truncatingTail("short", width: 200, font: font) == "short")
        }
    }

    @Test func caretsFallOnClusterEdgesInVisualPlace() throws {
        try withDejaVuText { text, font in
            let line = text.shaper.shape("ab", font: font)
            let carets = line.caretOffsets(scalarCount: 2, boundaries: [0, 1])
            #expect(carets.first == 0)
            #expect(carets.last == line.width)
            let hebrew = text.shaper.shape("של", font: font)
            // Right to left: the caret before the first letter is at the line's right end.
            #expect(hebrew.caretOffsets(scalarCount: 2, boundaries: [0, 1]).first == hebrew.width)
        }
    }

    @Test func caretOffsetsHaveOneBoundaryPerClusterAndEndAtTheWidth() throws {
        try withDejaVuText { text, _ in
            let font = UIFont(name: "DejaVu Sans", size: 20) ?? .systemFont(ofSize: 20)
            let latin = text.caretOffsets(of: "Tessera", font: font)
            #expect(latin.count == 8)
            #expect(latin == latin.sorted())
            let xft = try #require(text.xftFont(for: font))
            #expect(latin.last == CGFloat(text.shaper.shape("Tessera", font: xft).width) / 64)
            // "é" written as e + combining acute is one cluster: one caret place, not two.
            #expect(text.caretOffsets(of: "ne\u{301}e", font: font).count == 4)
            let hebrew = text.caretOffsets(of: "שלום", font: font)
            #expect(hebrew == hebrew.sorted(by: >), "right to left, each caret is left of the one before")
        }
    }

    @Test func badInputIsShapedWithoutCrashingOrHanging() throws {
        try withDejaVuText { text, font in
            let invalid = String(decoding: [0xFF, 0xFE, 0x41, 0xC3], as: UTF8.self)
            #expect(text.pixelWidth(of: invalid, font: font) > 0)
            let storm = "a" + String(repeating: "\u{0301}", count: 5000)
            #expect(text.shaper.shape(storm, font: font).pixelWidth > 0)
            let unpaired = "\u{202B}\u{2066}abc\u{202C}\u{202C}\u{2069}\u{2069}שלום\u{202E}"
            #expect(text.shaper.shape(unpaired, font: font).glyphs.count > 0)
            let unsupported = "\u{10FFFD}\u{E000}"
            _ = text.shaper.shape(unsupported, font: font)
            let huge = String(repeating: "مرحبا abc 123 ", count: 7200)
            #expect(huge.count > 100_000)
            let cut = text.truncatingTail(huge, width: 300, font: font)
            #expect(text.pixelWidth(of: cut, font: font) <= 300)
        }
    }

    @Test func theShapingCacheStaysWithinItsBudget() throws {
        let xvfb = try XvfbSession(width: 320, height: 240)
        defer { xvfb.stop() }
        let connection = try DisplayConnection(name: xvfb.displayName)
        let text = TextSystem(connection: connection)
        defer { text.closeAll() }
        let font = try #require(text.xftFont(for: .systemFont(ofSize: 14)))
        let shaper = TextShaper(display: connection.display, cacheBytes: 64 << 10)
        defer { shaper.closeAll() }
        for index in 0..<400 {
            _ = shaper.shape("label \(index) " + String(repeating: "שלום ", count: 20), font: font)
        }
        #expect(shaper.cachedBytes <= 64 << 10)
        #expect(shaper.cachedBytes > 0)
    }
}
