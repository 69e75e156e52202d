import CX11
import CollectionEngine
import Foundation
import HostTestSupport
import Testing
@testable import XHost

/// Where lines may end, by the Unicode line breaking algorithm (ICU), and how text is filled into
/// lines at those places, with widths where every character is one unit (no server needed).
@Suite struct LineBreakingTests {
    private func breaks(_ text: String) -> [Int] { LineBreaks.opportunities(in: Array(text.unicodeScalars)) }

    /// Wrapping where each scalar is one unit wide, except combining marks (none).
    private func wrapping(width: CGFloat, measured: @escaping (String) -> Void = { _ in }) -> LineWrapping {
        LineWrapping(width: width, advances: { paragraph, _ in
            paragraph.unicodeScalars.map { $0.properties.generalCategory == .nonspacingMark ? 0 : 1 }
        }, measure: { line, _ in
            measured(line)
            return CGFloat(line.unicodeScalars.filter { $0.properties.generalCategory != .nonspacingMark }.count)
        })
    }

    @Test func aLineMayEndAfterASpaceOrAHyphen() {
        #expect(breaks("well-known words") == [5, 11, 16])
    }

    @Test func aNumberAndTheClosingPunctuationAfterItStayTogether() {
        // Not inside "3.14", not before ")" or ".".
        #expect(breaks("pi is 3.14).") == [3, 6, 12])
    }

    @Test func ideographsBreakBetweenEachOtherButNotBeforeAFullStop() {
        #expect(breaks("漢字です。") == [1, 2, 3, 5])
    }

    @Test func thaiBreaksBetweenItsWordsThoughItHasNoSpaces() {
        // ภาษา ไทย ง่าย นิด เดียว ("Thai is quite easy"), found by ICU's Thai dictionary.
        #expect(breaks("ภาษาไทยง่ายนิดเดียว") == [4, 7, 11, 14, 19])
    }

    @Test func aURLBreaksAfterItsSlashesAndHyphensNotInsideItsWords() {
        let url = "https://example.org/line-breaking"
        let ends = breaks(url)
        let after = ends.dropLast().map { url.unicodeScalars[url.unicodeScalars.index(url.unicodeScalars.startIndex, offsetBy: $0 - 1)] }
        #expect(!ends.isEmpty && ends.last == url.unicodeScalars.count)
        #expect(after.allSatisfy { "/-".unicodeScalars.contains($0) }, "breaks only after / or -, found after \(after)")
        #expect(after.contains("-"))
    }

    @Test func linesAreFilledToTheLastOpportunityThatFitsAndDropTheirTrailingSpaces() {
        let lines = wrapping(width: 9).lines(of: "one two three-four five")
        #expect(lines.map(\.text) == ["one two", "three-", "four five"])
    }

    @Test func aWordWiderThanTheLineBreaksBetweenClustersNeverInsideOne() {
        // Four "é" written as e and a combining acute: two per line, each kept whole.
        let lines = wrapping(width: 2).lines(of: String(repeating: "e\u{301}", count: 4))
        #expect(lines.map(\.text) == ["e\u{301}e\u{301}", "e\u{301}e\u{301}"])
        // A cluster wider than the line still takes a line of its own.
        #expect(wrapping(width: 0.5).lines(of: "ab").map(\.text) == ["a", "b"])
    }

    @Test func lineFeedsEndParagraphsAndEmptyOnesAreEmptyLines() {
        #expect(wrapping(width: 20).lines(of: "one\n\ntwo\r\nthree\n").map(\.text) == ["one", "", "two", "three", ""])
    }

    @Test func everyLineOfARightToLeftParagraphTakesItsDirection() {
        // The second line starts with Latin and a number: as a line of a Hebrew paragraph it is still
        // ordered right to left; the Latin paragraph after the line feed is left to right.
        let lines = wrapping(width: 9).lines(of: "שלום עולם Tessera 2026\nplain")
        #expect(lines.map(\.text) == ["שלום עולם", "Tessera", "2026", "plain"])
        #expect(lines.map(\.isRightToLeft) == [true, true, true, false])
    }

    @Test func aLineMeasuredWiderThanItsAdvancesSaidStepsBackToAnEarlierOpportunity() {
        // The measure charges 5 more for a line holding "x" (as joining at a cut may widen a line).
        let wrapping = LineWrapping(width: 10, advances: { paragraph, _ in paragraph.unicodeScalars.map { _ in 1 } },
                                    measure: { line, _ in CGFloat(line.count + (line.contains("x") ? 5 : 0)) })
        let lines = wrapping.lines(of: "ab cd ex gh")
        #expect(lines.map(\.text) == ["ab cd", "ex gh"])
    }

    @Test func wrappingAHundredThousandCharactersMeasuresEachLineAboutOnce() {
        // Bounded by construction: the advances pick each line's end, the measure only confirms it,
        // so what is measured adds up to about the text's length, not its square.
        let text = String(repeating: "word-wrapping ภาษาไทย 漢字 ", count: 4_200)
        #expect(text.unicodeScalars.count > 100_000)
        var measuredScalars = 0, measures = 0
        let lines = wrapping(width: 60) { measuredScalars += $0.unicodeScalars.count; measures += 1 }.lines(of: text)
        #expect(lines.count > 1_000)
        #expect(measures <= 2 * lines.count)
        #expect(measuredScalars <= 2 * text.unicodeScalars.count)
        #expect(lines.allSatisfy { $0.text.unicodeScalars.count <= 60 })
    }

    @Test func aLimitStopsWrappingAtThatManyLinesAcrossParagraphs() {
        var measures = 0
        let text = "one two three\nfour five six\n" + String(repeating: "word ", count: 20_000)
        let lines = wrapping(width: 9) { _ in measures += 1 }.lines(of: text, limit: 3)
        #expect(lines.map(\.text) == ["one two", "three", "four five"])
        #expect(measures == 3)
    }

    @Test func aHundredThousandCharacterWordBreaksIntoClusters() {
        let text = String(repeating: "a", count: 100_000)
        let lines = wrapping(width: 1_000).lines(of: text)
        #expect(lines.count == 100)
        #expect(lines.allSatisfy { $0.text.count == 1_000 })
    }
}

/// Wrapping with the shapes the host draws (DejaVu Sans and fontconfig's fallbacks on a real server):
/// each line fits when shaped on its own, in its paragraph's direction, as `draw` shapes it.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct ShapedWrappingTests {
    /// Every line fits `width` as drawn (shaped in its paragraph's direction).
    private func expectFits(_ lines: [WrappedLine], _ width: CGFloat, _ text: TextSystem, _ font: UnsafeMutablePointer<XftFont>) {
        for line in lines {
            let drawn = text.shaper.shape(line.text, font: font, rightToLeft: line.isRightToLeft).pixelWidth
            #expect(CGFloat(drawn) <= width, "\(line.text) is \(drawn) pixels")
        }
    }

    @Test func aThaiSentenceWrapsBetweenWords() throws {
        try withDejaVuText { text, font in
            let words = ["ภาษา", "ไทย", "ง่าย", "นิด", "เดียว"]
            let sentence = String(repeating: words.joined(), count: 3)
            let lines = text.wrappedLines(sentence, width: 90, font: font)
            #expect(lines.count > 3)
            #expect(lines.map(\.text).joined() == sentence)
            expectFits(lines, 90, text, font)
            // Each line is whole words: it starts where a word does.
            var boundaries: Set<Int> = [0], offset = 0
            for word in Array(repeating: words, count: 3).joined() { offset += word.unicodeScalars.count; boundaries.insert(offset) }
            let starts = lines.map { sentence.unicodeScalars.distance(from: sentence.unicodeScalars.startIndex, to: $0.start) }
            #expect(starts.allSatisfy(boundaries.contains), "lines start at \(starts)")
        }
    }

    @Test func aURLWrapsAfterASlashOrHyphen() throws {
        try withDejaVuText { text, font in
            let lines = text.wrappedLines("see https://example.org/line-breaking-rules now", width: 170, font: font)
            #expect(lines.count >= 3)
            expectFits(lines, 170, text, font)
            for line in lines.dropLast().dropFirst() { #expect(line.text.hasSuffix("/") || line.text.hasSuffix("-"), "\(line.text)") }
        }
    }

    @Test func japaneseWrapsBetweenCharactersButKeepsTheFullStopWithItsWord() throws {
        try withDejaVuText { text, font in
            let sentence = "日本語の文章は空白なしで折り返されます。次の文です。"
            let lines = text.wrappedLines(sentence, width: 100, font: font)
            #expect(lines.count > 2)
            #expect(lines.map(\.text).joined() == sentence)
            expectFits(lines, 100, text, font)
            #expect(lines.allSatisfy { !$0.text.hasPrefix("。") })
        }
    }

    @Test func anArabicParagraphWrapsInLogicalOrderAndEachLineIsDrawnRightToLeft() throws {
        try withDejaVuText { text, font in
            let paragraph = "مرحبا بالعالم Tessera مرحبا بالعالم مرحبا"
            let lines = text.wrappedLines(paragraph, width: 150, font: font)
            #expect(lines.count >= 3)
            #expect(lines.allSatisfy { $0.isRightToLeft == true })
            expectFits(lines, 150, text, font)
            // Logical order: the lines read the paragraph from its start.
            #expect(lines.map(\.text).joined(separator: " ") == paragraph)
            // The line that starts with Latin is still a line of a right-to-left paragraph: its first
            // logical run, "Tessera", is at its right end, the Arabic word after it to its left.
            let latin = try #require(lines.first { $0.text.hasPrefix("Tessera ") }, "lines: \(lines.map(\.text))")
            let shaped = text.shaper.shape(latin.text, font: font, rightToLeft: true)
            let latinGlyphs = shaped.glyphs.filter { $0.cluster < 7 }
            let otherGlyphs = shaped.glyphs.filter { $0.cluster >= 8 }
            #expect(!otherGlyphs.isEmpty)
            #expect((latinGlyphs.map(\.x).min() ?? 0) > (otherGlyphs.map(\.x).max() ?? 0))
            // Shaped on its own (its first strong character Latin), the same line would read left to right.
            let alone = text.shaper.shape(latin.text, font: font)
            #expect((alone.glyphs.filter { $0.cluster < 7 }.map(\.x).max() ?? 0) < (alone.glyphs.filter { $0.cluster >= 8 }.map(\.x).min() ?? 0))
            // And its Arabic words run right to left: the first letter is the rightmost of its word.
            let first = try #require(lines.first)
            let arabic = text.shaper.shape(first.text, font: font, rightToLeft: true).glyphs
            #expect(arabic.first?.cluster == first.text.unicodeScalars.count - 1)
            #expect(arabic.last?.cluster == 0)
        }
    }

    @Test func aHundredThousandCharacterLabelWrapsIntoLinesThatEachFit() throws {
        try withDejaVuText { text, font in
            let huge = String(repeating: "مرحبا abc 123 ภาษาไทย ", count: 4_600)
            #expect(huge.unicodeScalars.count > 100_000)
            let lines = text.wrappedLines(huge, width: 300, font: font)
            #expect(lines.count > 1_000)
            expectFits(Array(lines.prefix(50)), 300, text, font)
            expectFits(Array(lines.suffix(50)), 300, text, font)
        }
    }

    @Test func theMeasuredLinesAreTheLinesDrawn() throws {
        try withDejaVuText { text, font in
            let uiFont = UIFont(name: "DejaVu Sans", size: 20) ?? .systemFont(ofSize: 20)
            let sentence = "ภาษาไทยง่ายนิดเดียว مرحبا بالعالم well-known 3.14"
            let measured = text.lines(of: sentence, width: 120, font: uiFont, limit: 0)
            #expect(measured == text.wrappedLines(sentence, width: 120, font: font).map(\.text))
            #expect(measured.count > 2)
        }
    }
}
