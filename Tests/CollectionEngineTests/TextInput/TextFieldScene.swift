import CollectionEngine
import EngineTestSupport
import Foundation

/// A window holding one 300 × 32 text field at (10, 10), measured 10 points a character, with a
/// manual clock, recording the field's editing events.
@MainActor
final class TextFieldScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 32))
    let input: SyntheticInput
    let measurer = CountingMeasurer()
    var events: [String] = []

    init() {
        input = SyntheticInput(window: window)
        window.frameDriver = input.driver
        window.textMeasurer = measurer
        window.addSubview(field)
        let names: [(String, UIControl.Event)] = [("begin", .editingDidBegin), ("changed", .editingChanged),
                                                  ("end", .editingDidEnd), ("exit", .editingDidEndOnExit)]
        for (name, event) in names {
            field.addAction(UIAction { [unowned self] _ in events.append(name) }, for: event)
        }
        window.layoutIfNeeded()
    }

    /// The field's text area starts 7 points in; a character is 10 points wide.
    func point(beforeCharacter index: Int) -> CGPoint { CGPoint(x: 10 + 7 + CGFloat(index) * 10, y: 26) }

    /// Types `text` one key at a time, as the host delivers it.
    func type(_ text: String) {
        for character in text { input.key(character == " " ? .space : .character(String(character))) }
        window.layoutIfNeeded()
    }

    func key(_ key: InputEvent.Key, _ modifiers: InputEvent.Modifiers = []) {
        input.key(key, modifiers: modifiers)
        window.layoutIfNeeded()
    }

    func edit(_ text: String) {
        field.becomeFirstResponder()
        type(text)
        events.removeAll()
    }

    var selection: Range<Int> {
        let range = field.selectedTextRange!
        return field.offset(from: field.beginningOfDocument, to: range.start)..<field.offset(from: field.beginningOfDocument, to: range.end)
    }
}

/// Text measured 10 points a character, counting the characters it is asked to measure.
@MainActor
final class CountingMeasurer: TextMeasuring {
    var measuredCharacters = 0
    func width(of text: String, font: UIFont) -> CGFloat {
        measuredCharacters += text.count
        return CGFloat(text.count * 10)
    }
    func lineHeight(of font: UIFont) -> CGFloat { 20 }
    func caretOffsets(of text: String, font: UIFont) -> [CGFloat] {
        measuredCharacters += text.count
        return (0...text.count).map { CGFloat($0 * 10) }
    }
}
