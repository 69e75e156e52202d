@testable import CollectionEngine
import Foundation
import Testing

/// The field's text model on its own: cluster-safe positions, words, and what one undo step is.
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

    @Test func consecutiveTypingBeginsOneUndoStepAndAMoveEndsIt() {
        var buffer = TextEditingBuffer(text: "ab")
        #expect(buffer.insert("c") == TextEditingBuffer.Snapshot(text: "ab", selection: 2..<2))
        #expect(buffer.insert("d") == nil, "typing on continues the step")
        buffer.moveCaret(to: 0, extending: false)
        #expect(buffer.insert("e") == TextEditingBuffer.Snapshot(text: "abcd", selection: 0..<0))
        #expect(buffer.delete(forward: true) != nil, "deleting after typing is a step of its own")
    }

    @Test func restoringASnapshotPutsBackTextAndSelection() {
        var buffer = TextEditingBuffer(text: "abc")
        buffer.select(1..<2)
        let before = buffer.snapshot
        buffer.insert("x")
        buffer.restore(before)
        #expect(buffer.text == "abc")
        #expect(buffer.selection == 1..<2)
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
