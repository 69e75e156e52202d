import Foundation

/// The text of a one-line field with its selection: every edit a field makes goes through here, so the
/// rules (grapheme-safe moves, word boundaries, what one undo step is) are one value that tests drive
/// directly. The undo history itself is the window's `UndoManager`'s.
///
/// Positions are UTF-16 offsets, as UIKit's `NSRange` and `UITextPosition` offsets are; every position
/// the buffer holds sits on a grapheme-cluster boundary, so an emoji or an accented letter moves and
/// deletes as one character.
struct TextEditingBuffer: Equatable {
    private(set) var text = ""
    /// The selection; empty for a caret.
    private(set) var selection: Range<Int> = 0..<0
    /// The end that stays put while Shift extends the selection.
    private(set) var anchor = 0

    /// The part of the buffer an undo step brings back.
    struct Snapshot: Equatable {
        var text: String
        var selection: Range<Int>
    }

    /// What the last edit was, so consecutive typing is undone as one step.
    enum EditKind: Equatable { case typing, deleting, other }

    private var lastEdit: EditKind?

    var length: Int { text.utf16.count }
    var caret: Int { selection.upperBound == anchor ? selection.lowerBound : selection.upperBound }
    var selectedText: String { substring(selection) }

    init(text: String = "") {
        self.text = text
        selection = length..<length
        anchor = length
    }

    // MARK: Positions

    func index(_ offset: Int) -> String.Index {
        let clamped = min(max(0, offset), length)
        return text.utf16.index(text.utf16.startIndex, offsetBy: clamped)
    }

    func offset(_ index: String.Index) -> Int { text.utf16.distance(from: text.utf16.startIndex, to: index) }

    /// The grapheme boundary at or before `offset`.
    func boundary(atOrBefore offset: Int) -> Int {
        let raw = index(offset)
        if raw == text.endIndex || raw.samePosition(in: text) != nil { return self.offset(raw) }
        // Inside a cluster: the step after rounds down to its start first, so one step back is that start.
        return self.offset(text.index(before: text.index(after: raw)))
    }

    func substring(_ range: Range<Int>) -> String { String(text[index(range.lowerBound)..<index(range.upperBound)]) }

    /// The boundary one character after (or before) `offset`.
    func step(from offset: Int, forward: Bool) -> Int {
        let position = index(offset)
        if forward { return position == text.endIndex ? length : self.offset(text.index(after: position)) }
        return position == text.startIndex ? 0 : self.offset(text.index(before: position))
    }

    /// The start of the word at or before `offset` (backward) or the end of the word at or after it.
    func wordBoundary(from offset: Int, forward: Bool) -> Int {
        var position = index(offset)
        if forward {
            while position < text.endIndex, !Self.isWordCharacter(text[position]) { position = text.index(after: position) }
            while position < text.endIndex, Self.isWordCharacter(text[position]) { position = text.index(after: position) }
        } else {
            while position > text.startIndex, !Self.isWordCharacter(text[text.index(before: position)]) { position = text.index(before: position) }
            while position > text.startIndex, Self.isWordCharacter(text[text.index(before: position)]) { position = text.index(before: position) }
        }
        return self.offset(position)
    }

    /// The word (letters, digits, underscores, marks) around `offset`; the run of other characters
    /// there when it is not in a word, as desktop fields select on a double-click.
    func wordRange(at offset: Int) -> Range<Int> {
        guard !text.isEmpty else { return 0..<0 }
        var position = index(offset)
        if position == text.endIndex { position = text.index(before: position) }
        let isWord = Self.isWordCharacter(text[position])
        var start = position, end = text.index(after: position)
        while start > text.startIndex, Self.isWordCharacter(text[text.index(before: start)]) == isWord { start = text.index(before: start) }
        while end < text.endIndex, Self.isWordCharacter(text[end]) == isWord { end = text.index(after: end) }
        return self.offset(start)..<self.offset(end)
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character.unicodeScalars.first?.properties.isAlphabetic == true
    }

    // MARK: Selection

    /// Selects `range` (rounded out to grapheme boundaries), the anchor at its start.
    mutating func select(_ range: Range<Int>) {
        let lower = boundary(atOrBefore: range.lowerBound)
        let upper = range.isEmpty ? lower : max(lower, boundaryAtOrAfter(range.upperBound))
        selection = lower..<upper
        anchor = lower
        lastEdit = nil
    }

    private func boundaryAtOrAfter(_ offset: Int) -> Int {
        let before = boundary(atOrBefore: offset)
        return before == min(max(0, offset), length) ? before : step(from: before, forward: true)
    }

    /// Moves the caret to `offset`, or, when `extending`, moves the selection's free end there.
    mutating func moveCaret(to offset: Int, extending: Bool) {
        let target = boundary(atOrBefore: offset)
        if extending {
            selection = min(anchor, target)..<max(anchor, target)
        } else {
            selection = target..<target
            anchor = target
        }
        lastEdit = nil
    }

    /// Extends from `anchor` to cover `range` (a word or the whole text under a double-click drag).
    mutating func extend(from anchorRange: Range<Int>, to range: Range<Int>) {
        let lower = min(anchorRange.lowerBound, range.lowerBound), upper = max(anchorRange.upperBound, range.upperBound)
        selection = lower..<upper
        anchor = range.lowerBound < anchorRange.lowerBound ? anchorRange.upperBound : anchorRange.lowerBound
        lastEdit = nil
    }

    mutating func selectAll() {
        selection = 0..<length
        anchor = 0
        lastEdit = nil
    }

    // MARK: Editing

    /// Replaces `range` with `replacement` and leaves the caret after it. Returns the buffer as it was
    /// when the edit begins a new undo step, or nil when it continues the last one (the same kind of
    /// edit at the caret: consecutive typing is one step).
    @discardableResult
    mutating func replace(_ range: Range<Int>, with replacement: String, kind: EditKind = .other) -> Snapshot? {
        let lower = boundary(atOrBefore: range.lowerBound), upper = max(lower, boundaryAtOrAfter(range.upperBound))
        let before = kind == .other || kind != lastEdit || !selection.isEmpty ? snapshot : nil
        text.replaceSubrange(index(lower)..<index(upper), with: replacement)
        // The replacement can join with a neighbour into one grapheme (a combining mark): stay on a boundary.
        let end = boundary(atOrBefore: lower + replacement.utf16.count)
        selection = end..<end
        anchor = end
        lastEdit = kind
        return before
    }

    /// Types `string` over the selection.
    @discardableResult
    mutating func insert(_ string: String, kind: EditKind = .typing) -> Snapshot? { replace(selection, with: string, kind: kind) }

    /// Deletes the selection, or the character (or word, `byWord`) before or after the caret.
    @discardableResult
    mutating func delete(forward: Bool, byWord: Bool = false) -> Snapshot? {
        if !selection.isEmpty { return replace(selection, with: "", kind: .deleting) }
        let other = byWord ? wordBoundary(from: caret, forward: forward) : step(from: caret, forward: forward)
        guard other != caret else { return nil }
        return replace(min(other, caret)..<max(other, caret), with: "", kind: .deleting)
    }

    /// Replaces the whole text (the app set `text`): the caret goes to the end, the history stays.
    mutating func setText(_ newText: String) {
        text = newText
        selection = length..<length
        anchor = length
        lastEdit = nil
    }

    // MARK: Undo

    /// The text and selection now, for an undo step to bring back.
    var snapshot: Snapshot { Snapshot(text: text, selection: selection) }

    /// Puts back the text and selection of an undo step; the next edit begins a new step.
    mutating func restore(_ snapshot: Snapshot) {
        text = snapshot.text
        let length = self.length
        selection = min(snapshot.selection.lowerBound, length)..<min(snapshot.selection.upperBound, length)
        anchor = selection.lowerBound
        lastEdit = nil
    }
}
