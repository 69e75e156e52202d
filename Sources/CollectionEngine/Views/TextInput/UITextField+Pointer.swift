import Foundation

// The mouse in a text field: a click places the caret (and begins editing), a drag selects, a double
// click selects a word and a triple click the whole line, Shift-click extends the selection, and the
// middle button pastes the desktop's PRIMARY selection where it clicks.

extension UITextField {
    /// What follows a press on the field, or an inert press when it cannot edit (a disabled field
    /// still takes its clicks, as every control does).
    func textTracking(for button: InputEvent.PointerButton, at location: CGPoint, event: InputEvent) -> PointerTracking? {
        guard button == .primary || button == .middle else { return nil }
        guard isEnabled, isEditing || becomeFirstResponder() else { return InertPress(view: self) }
        layoutIfNeeded()
        if button == .middle {
            pastePrimarySelection(at: offset(at: location))
            return InertPress(view: self)
        }
        return TextSelectionDrag(field: self, at: location, event: event)
    }

    /// The click count for a press at `location` at `time`: consecutive clicks close in time and place
    /// count up (a double click selects a word, a triple click the line).
    func clickCount(at location: CGPoint, time: TimeInterval) -> Int {
        let previous = lastClick
        let count: Int
        if let previous, time - previous.time <= Self.multiClickInterval,
           abs(previous.location.x - location.x) <= 4, abs(previous.location.y - location.y) <= 4 {
            count = previous.count % 3 + 1
        } else {
            count = 1
        }
        lastClick = ClickRecord(location: location, time: time, count: count)
        return count
    }

    /// How soon a click must follow the last to count with it: the usual desktop double-click time.
    static let multiClickInterval: TimeInterval = 0.4
}

/// The last click on a field, to count double and triple clicks.
struct ClickRecord {
    var location: CGPoint
    var time: TimeInterval
    var count: Int
}

/// A primary press in a text field: it places the caret (or selects a word or the line, by the click
/// count), and the drag that follows extends the selection by characters or by words.
@MainActor
final class TextSelectionDrag: PointerTracking {
    private weak var field: UITextField?
    private let clicks: Int
    /// What the press selected first (the caret, the word, the line): the drag extends from it.
    private let origin: Range<Int>
    var view: UIView? { field }
    var isHighlightingPress: Bool { false }

    init(field: UITextField, at location: CGPoint, event: InputEvent) {
        self.field = field
        clicks = field.clickCount(at: location, time: event.timestamp)
        let offset = field.offset(at: location)
        switch clicks {
        case 2:
            origin = field.buffer.wordRange(at: offset)
            field.selectRange(origin)
        case 3:
            origin = 0..<field.buffer.length
            field.selectRange(origin)
        default:
            origin = offset..<offset
            field.moveCaret(toOffset: offset, extending: event.modifiers.contains(.shift))
        }
    }

    func pointerMoved(_ event: InputEvent) {
        guard let field, field.isEditing else { return }
        let offset = field.offset(at: field.convert(event.location, from: nil))
        switch clicks {
        case 1: field.moveCaret(toOffset: offset, extending: true)
        case 2: field.extendSelection(from: origin, to: field.buffer.wordRange(at: offset))
        default: break
        }
        // The line may have scrolled under the pointer: place everything again before the next move.
        field.layoutIfNeeded()
    }

    func pointerReleased(_ event: InputEvent) {
        field?.offerPrimarySelection()
    }

    func cancel() {}
}

/// A press that does nothing but keep the click from the views behind.
@MainActor
final class InertPress: PointerTracking {
    private(set) weak var view: UIView?
    var isHighlightingPress: Bool { false }
    init(view: UIView) { self.view = view }
    func pointerMoved(_ event: InputEvent) {}
    func pointerReleased(_ event: InputEvent) {}
    func cancel() {}
}

extension UITextField {
    func selectRange(_ range: Range<Int>) {
        let before = buffer.selection
        buffer.select(range)
        if buffer.selection != before { selectionDidChange() }
    }

    func extendSelection(from origin: Range<Int>, to range: Range<Int>) {
        let before = buffer.selection
        buffer.extend(from: origin, to: range)
        if buffer.selection != before { selectionDidChange() }
    }
}
