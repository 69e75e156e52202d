import CollectionEngine
import Foundation

/// The toolbar from the keyboard, once Tab has moved the keys to it: Left and Right walk its buttons,
/// Enter or Space presses the one with the ring. Tab goes on to the gallery view, which moves the keys
/// back to the collection view (GalleryController+Keyboard.swift).
extension Toolbar {
    /// The buttons in the order Left and Right walk them.
    var keyboardButtons: [ToolbarButton] { namedControls.compactMap { $0.1 as? ToolbarButton } }

    /// Puts the ring on the first button (or nowhere).
    func setKeyboardFocus(_ index: Int?) {
        let buttons = keyboardButtons
        focusedButton = index.map { min(max(0, $0), buttons.count - 1) }
        for (position, button) in buttons.enumerated() { button.showsFocusRing = position == focusedButton }
        if let focusedButton { DebugChannel.say("focused toolbar \(namedControls.first { $0.1 === buttons[focusedButton] }?.0 ?? "")") }
    }

    func handleFocusKey(_ key: UIKey) -> Bool {
        guard let focused = focusedButton, key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else { return false }
        let buttons = keyboardButtons
        switch key.charactersIgnoringModifiers {
        case "UIKeyInputLeftArrow": setKeyboardFocus(focused - 1)
        case "UIKeyInputRightArrow": setKeyboardFocus(focused + 1)
        case "\r", " ": buttons[focused].sendActions(for: .primaryActionTriggered)
        default: return false
        }
        return true
    }
}
