import CollectionEngine
import Foundation

/// The bar from the keyboard, once Tab has moved the keys to it: Left and Right walk its buttons,
/// Enter or Space presses the one with the orange ring. Tab goes back to the collection view
/// (GalleryController+Keyboard.swift).
extension GalleryBar {
    /// The buttons in the order Left and Right walk them: every named control but the slider.
    var keyboardButtons: [(String, UIControl)] {
        namedControls.compactMap { name, view in
            guard name != "Slider", let control = view as? UIControl else { return nil }
            return (name, control)
        }
    }

    /// Puts the ring on button `index` (clamped), or nowhere.
    func setKeyboardFocus(_ index: Int?) {
        let buttons = keyboardButtons
        focusedButton = index.map { min(max(0, $0), buttons.count - 1) }
        for (position, (_, button)) in buttons.enumerated() {
            button.layer.borderWidth = position == focusedButton ? 3 : 0
            button.layer.borderColor = Palette.focus
        }
        if let focusedButton, buttons.indices.contains(focusedButton) { DebugChannel.say("focused toolbar \(buttons[focusedButton].0)") }
    }

    /// Left, Right, Enter and Space while a button has the ring; false for other keys.
    func handleFocusKey(_ key: UIKey) -> Bool {
        guard let focused = focusedButton, key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else { return false }
        let buttons = keyboardButtons
        switch key.charactersIgnoringModifiers {
        case "UIKeyInputLeftArrow": setKeyboardFocus(focused - 1)
        case "UIKeyInputRightArrow": setKeyboardFocus(focused + 1)
        case "\r", " ": if buttons.indices.contains(focused) { buttons[focused].1.sendActions(for: .primaryActionTriggered) }
        default: return false
        }
        return true
    }
}
