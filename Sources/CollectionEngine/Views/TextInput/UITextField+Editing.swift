import Foundation

// The field's keys and commands: typing, moving and selecting, deleting, the clipboard and undo.
// Every change the user makes passes through `userReplace(_:with:kind:)`, which asks the delegate and
// registers the undo step with the responder chain's `UndoManager`.

extension UITextField {
    /// Handles a key while editing; returns whether the field used it.
    func handleEditingKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let control = flags.contains(.control), shift = flags.contains(.shift)
        if control || flags.contains(.command) {
            return handleCommand(key.charactersIgnoringModifiers.lowercased(), shift: shift, control: control)
        }
        switch key.charactersIgnoringModifiers {
        case "UIKeyInputLeftArrow": moveCaret(forward: false, byWord: false, extending: shift)
        case "UIKeyInputRightArrow": moveCaret(forward: true, byWord: false, extending: shift)
        case "UIKeyInputHome", "UIKeyInputUpArrow", "UIKeyInputPageUp": moveCaret(toOffset: 0, extending: shift)
        case "UIKeyInputEnd", "UIKeyInputDownArrow", "UIKeyInputPageDown": moveCaret(toOffset: buffer.length, extending: shift)
        case "\u{8}": deleteText(forward: false, byWord: false)
        case "\u{7F}": deleteText(forward: true, byWord: false)
        case "\r": returnPressed()
        case "\t", "UIKeyInputEscape": return false
        default:
            // Alt with a key is a shortcut, not text; everything else types what the key produced
            // (the input method's text: a composed or dead-key character, any script).
            guard !flags.contains(.alternate), let text = typedText(key.characters) else { return false }
            userReplace(buffer.selection, with: text, kind: .typing)
        }
        return true
    }

    /// The printable text a key produced, or nil for keys that name no text (F1, the Menu key…).
    private func typedText(_ characters: String) -> String? {
        guard !characters.isEmpty, !characters.hasPrefix("UIKeyInput") else { return nil }
        let text = Self.singleLine(characters)
        return text.isEmpty ? nil : text
    }

    /// Ctrl (or Super) with a key: select all, copy, cut, paste, undo, redo, and word-wise moves.
    private func handleCommand(_ key: String, shift: Bool, control: Bool) -> Bool {
        switch key {
        case "a": selectAll(nil)
        case "c": copy(nil)
        case "x": cut(nil)
        case "v": paste(nil)
        case "z": shift ? undoManager?.redo() : undoManager?.undo()
        case "y": undoManager?.redo()
        case "uikeyinputleftarrow": moveCaret(forward: false, byWord: true, extending: shift)
        case "uikeyinputrightarrow": moveCaret(forward: true, byWord: true, extending: shift)
        case "\u{8}": deleteText(forward: false, byWord: true)
        case "\u{7f}": deleteText(forward: true, byWord: true)
        default: return false
        }
        return true
    }

    // MARK: Moving

    private func moveCaret(forward: Bool, byWord: Bool, extending: Bool) {
        let selection = buffer.selection
        if !extending, !selection.isEmpty, !byWord {
            // An arrow collapses a selection to its end on that side, as every desktop field does.
            return moveCaret(toOffset: forward ? selection.upperBound : selection.lowerBound, extending: false)
        }
        let target = byWord ? buffer.wordBoundary(from: buffer.caret, forward: forward) : buffer.step(from: buffer.caret, forward: forward)
        moveCaret(toOffset: target, extending: extending)
    }

    func moveCaret(toOffset offset: Int, extending: Bool) {
        let before = buffer.selection
        buffer.moveCaret(to: offset, extending: extending)
        if buffer.selection != before { selectionDidChange() }
        if extending { offerPrimarySelection() }
    }

    // MARK: Changing the text

    /// Replaces `range` with `replacement` if the delegate agrees; says so as the user's change.
    func userReplace(_ range: Range<Int>, with replacement: String, kind: TextEditingBuffer.EditKind) {
        let nsRange = NSRange(location: range.lowerBound, length: range.count)
        guard delegate?.textField(self, shouldChangeCharactersIn: nsRange, replacementString: replacement) ?? true else { return }
        if let before = buffer.replace(range, with: replacement, kind: kind) { registerUndo(restoring: before, kind: kind) }
        textDidChange(byUser: true)
        selectionDidChange()
    }

    private func deleteText(forward: Bool, byWord: Bool) {
        var range = buffer.selection
        if range.isEmpty {
            let other = byWord ? buffer.wordBoundary(from: buffer.caret, forward: forward) : buffer.step(from: buffer.caret, forward: forward)
            range = min(other, buffer.caret)..<max(other, buffer.caret)
        }
        guard !range.isEmpty else { return }
        userReplace(range, with: "", kind: .deleting)
    }

    private func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
    }

    /// `text` as one line: line breaks become spaces, other control characters go.
    static func singleLine(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasReturn = scalar == "\r" }
            switch scalar.value {
            case 0x0A where previousWasReturn: continue
            case 0x0A, 0x0D, 0x2028, 0x2029, 0x09: result.append(" ")
            case 0x00..<0x20, 0x7F: continue
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    // MARK: Standard edit actions (UIResponderStandardEditActions' names)

    /// Selects the whole text.
    public func selectAll(_ sender: Any?) {
        let before = buffer.selection
        buffer.selectAll()
        if buffer.selection != before { selectionDidChange() }
        offerPrimarySelection()
    }

    /// Puts the selected text on the general pasteboard; a secure field copies nothing.
    public func copy(_ sender: Any?) {
        guard !isSecureTextEntry, !buffer.selection.isEmpty else { return }
        UIPasteboard.general.string = buffer.selectedText
    }

    /// Copies the selection and deletes it; a secure field cuts nothing.
    public func cut(_ sender: Any?) {
        guard !isSecureTextEntry, !buffer.selection.isEmpty else { return }
        copy(sender)
        userReplace(buffer.selection, with: "", kind: .other)
    }

    /// Pastes the general pasteboard's text over the selection once it is known (the clipboard's owner
    /// may be another program, which answers later); if editing has ended by then, nothing is pasted.
    public func paste(_ sender: Any?) {
        UIPasteboard.general.requestString { [weak self] text in self?.pasteArrived(text, at: nil) }
    }

    /// Asks the desktop's `PRIMARY` selection for its text and types it at `offset` when it arrives.
    func pastePrimarySelection(at offset: Int) {
        window?.clipboard.requestText(of: .primary) { [weak self] text in self?.pasteArrived(text, at: offset) }
    }

    /// Types pasted text over the selection (or at `offset`), as one line.
    private func pasteArrived(_ text: String?, at offset: Int?) {
        guard isEditing, let text else { return }
        let line = Self.singleLine(text)
        guard !line.isEmpty else { return }
        if let offset { buffer.moveCaret(to: offset, extending: false) }
        userReplace(buffer.selection, with: line, kind: .other)
    }

    /// Offers a selection the user made as the desktop's `PRIMARY` selection (a middle click
    /// elsewhere pastes it), as X programs do; a secure field offers nothing.
    func offerPrimarySelection() {
        guard !isSecureTextEntry, !buffer.selection.isEmpty, let window else { return }
        window.clipboard.offer(buffer.selectedText, as: .primary)
    }

    // MARK: Undo

    /// Registers the step that brings the field back to `snapshot` with the responder chain's undo
    /// manager; the step registers its own reverse when it runs, so undo and redo alternate.
    func registerUndo(restoring snapshot: TextEditingBuffer.Snapshot, kind: TextEditingBuffer.EditKind) {
        guard let undoManager else { return }
        undoHistoryBytes += snapshot.text.utf8.count
        if undoHistoryBytes > Self.undoByteBudget {
            // A field given megabytes of text a few times does not keep every copy: its earlier steps go.
            undoManager.removeAllActions(withTarget: self)
            undoHistoryBytes = snapshot.text.utf8.count
        }
        undoManager.registerUndo(withTarget: self) { field in field.restoreForUndo(snapshot, kind: kind) }
        undoManager.setActionName(kind == .typing ? "Typing" : kind == .deleting ? "Delete" : "Change")
    }

    /// Undo keeps at most this many UTF-8 bytes of old text for one field; past it, the field's older
    /// steps are forgotten.
    static let undoByteBudget = 32 << 20

    private func restoreForUndo(_ snapshot: TextEditingBuffer.Snapshot, kind: TextEditingBuffer.EditKind) {
        registerUndo(restoring: buffer.snapshot, kind: kind)
        buffer.restore(snapshot)
        textDidChange(byUser: true)
        selectionDidChange()
    }

    // MARK: Positions and ranges (a part of UITextInput)

    /// The position before the first character.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The position after the last character.
    public var endOfDocument: UITextPosition { UITextPosition(offset: buffer.length) }

    /// The selection (a caret when empty); setting it selects that range (rounded out to whole
    /// characters); nil selects nothing new.
    public var selectedTextRange: UITextRange? {
        get {
            UITextRange(start: UITextPosition(offset: buffer.selection.lowerBound), end: UITextPosition(offset: buffer.selection.upperBound))
        }
        set {
            guard let newValue else { return }
            let lower = min(max(0, newValue.start.offset), buffer.length), upper = min(max(lower, newValue.end.offset), buffer.length)
            buffer.select(lower..<upper)
            selectionDidChange()
        }
    }

    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...buffer.length).contains(target) ? UITextPosition(offset: target) : nil
    }

    /// The range between two positions, or nil when either is outside the text.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let bounds = 0...buffer.length
        guard bounds.contains(fromPosition.offset), bounds.contains(toPosition.offset) else { return nil }
        let (low, high) = fromPosition.offset <= toPosition.offset ? (fromPosition, toPosition) : (toPosition, fromPosition)
        return UITextRange(start: low, end: high)
    }

    /// The number of UTF-16 units from one position to the other.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    /// The text in `range`, or nil when it is outside the text.
    public func text(in range: UITextRange) -> String? {
        guard range.start.offset >= 0, range.end.offset <= buffer.length, range.start.offset <= range.end.offset else { return nil }
        return buffer.substring(range.start.offset..<range.end.offset)
    }

    /// Replaces `range` with `text`, as the user would (the delegate is asked).
    public func replace(_ range: UITextRange, withText text: String) {
        guard range.start.offset >= 0, range.end.offset <= buffer.length, range.start.offset <= range.end.offset else { return }
        userReplace(range.start.offset..<range.end.offset, with: Self.singleLine(text), kind: .other)
    }

    /// Types `text` at the caret (UIKeyInput).
    public func insertText(_ text: String) {
        let line = Self.singleLine(text)
        guard !line.isEmpty else { return }
        userReplace(buffer.selection, with: line, kind: .typing)
    }

    /// Deletes the selection or the character before the caret (UIKeyInput).
    public func deleteBackward() { deleteText(forward: false, byWord: false) }

    /// Whether the field has any text (UIKeyInput).
    public var hasText: Bool { !buffer.text.isEmpty }
}
