@testable import CollectionEngine
import Foundation
import Testing

/// The field's text model on its own: cluster-safe positions, words, and the undo budget.
@Suite struct TextEditingBufferTests {
    @Test func positionsInsideAClusterRoundDownToItsStart() {
        let buffer = TextEditingBuffer(text: "e\u{301}x")
        #expect(buffer.boundary(atOrBefore: 1) == 0)
        #expect(buffer.step(from: 0, forward: true) == 2)
    }

    @Test func aSurrogatePairIsOneStep() {
        let buffer = TextEditingBuffer(text: "a𝄞b")
        #expect(buffer.step(from: 1, forward: true) == 3)
        #expect(buffer.step(from: 3, forward: false) == 1)
    }

    @Test func wordRangeIsTheRunOfWordOrOtherCharactersAroundTheOffset() {
        let buffer = TextEditingBuffer(text: "photo-2024_07.jpg")
        #expect(buffer.wordRange(at: 2) == 0..<5)
        #expect(buffer.wordRange(at: 5) == 5..<6)
        #expect(buffer.wordRange(at: 8) == 6..<13)
    }

    @Test func undoHistoryStaysWithinItsByteBudget() {
        var buffer = TextEditingBuffer(text: String(repeating: "x", count: 10 << 20))
        for _ in 0..<6 { buffer.replace(0..<1, with: "y", kind: .other) }
        let kept = buffer.undoStack.reduce(0) { $0 + $1.text.utf8.count }
        #expect(kept <= TextEditingBuffer.undoByteBudget)
        #expect(buffer.canUndo)
    }

    @Test func invalidSequencesDecodedAsReplacementCharactersAreOrdinaryText() {
        let decoded = String(decoding: [0x61, 0xFF, 0xC3, 0x62] as [UInt8], as: UTF8.self)
        var buffer = TextEditingBuffer()
        buffer.insert(decoded)
        #expect(buffer.text == "a\u{FFFD}\u{FFFD}b")
        buffer.delete(forward: false)
        #expect(buffer.text == "a\u{FFFD}\u{FFFD}")
    }
}
