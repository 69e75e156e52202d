import Foundation

/// The base of every view, as in UIKit.
///
/// - Note: Tessera delivers pointer input through `InputEvent`s and the collection view's own handling,
///   not through a responder chain. Key presses do reach responders: `pressesBegan(_:with:)` is called on
///   the window's `keyTarget` (or the scroll view the pointer was last over) and then on each superview
///   in turn, until one handles it.
@MainActor
open class UIResponder: NSObject {
    /// A responder with no next responder of its own; views pass keys to their superview.
    public override init() { super.init() }

    /// The responder after this one in the chain: a view's controller when it is the controller's
    /// root view, else its superview; a controller's, its view's superview; nil for a window.
    open var next: UIResponder? {
        if let view = self as? UIView { return view.owningViewController ?? view.superview }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.superview }
        return nil
    }

    /// The undo manager this responder's edits register with: the next responder's, and in the end
    /// its window's. Override it to give part of the interface its own.
    ///
    /// ```swift
    /// undoManager?.registerUndo(withTarget: self) { $0.restore(previous) }
    /// ```
    open var undoManager: UndoManager? { next?.undoManager }

    /// A key went down. Override it to handle the key; call `super` to pass it on to the next responder,
    /// as in UIKit (the default does only that).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        event?.isPassedOn = true
    }

    // MARK: First responder (the window's `keyTarget`)

    /// Whether the responder can take the keys; false unless a subclass says so (controls, text fields).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives the keys up when asked; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this view holds its window's keys.
    ///
    /// - Note: Tessera's first responder is the window's `keyTarget`: a view is first responder exactly
    ///   when it is its window's key target, however that was set.
    open var isFirstResponder: Bool {
        guard let view = self as? UIView, let window = view.window else { return false }
        return window.keyTarget === view
    }

    /// Makes this view its window's key target if it can take the keys and the current one lets them
    /// go; returns whether it holds them now.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let view = self as? UIView, let window = view.window else { return false }
        if window.keyTarget === view { return true }
        guard canBecomeFirstResponder, window.keyTarget?.canResignFirstResponder ?? true else { return false }
        window.keyTarget = view
        return window.keyTarget === view
    }

    /// Gives the keys up (the window's key target becomes nil) if this view holds them and may let
    /// them go; returns whether it no longer holds them.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let view = self as? UIView, let window = view.window, window.keyTarget === view else { return true }
        guard canResignFirstResponder else { return false }
        window.keyTarget = nil
        return true
    }
}

/// A key press, as UIKit describes one from a hardware keyboard.
@MainActor
open class UIPress: NSObject {
    /// The key that was pressed.
    public let key: UIKey?

    /// A press of `key`; the window makes these from the keyboard.
    public init(key: UIKey?) { self.key = key }
}

/// A key on a hardware keyboard: the characters it types and the modifiers held.
@MainActor
public final class UIKey: NSObject {
    /// The modifier keys held, with UIKit's bit values.
    public struct ModifierFlags: BitFlags {
        let bits: Int
        /// Shift.
        public static let shift = ModifierFlags(rawValue: 1 << 17)
        /// Control.
        public static let control = ModifierFlags(rawValue: 1 << 18)
        /// Alt (Option).
        public static let alternate = ModifierFlags(rawValue: 1 << 19)
        /// The Super (Windows) key, standing in for Command.
        public static let command = ModifierFlags(rawValue: 1 << 20)
    }

    /// The characters the key types with its modifiers (for keys that type none, UIKit's
    /// `UIKeyCommand.input…` names, such as "UIKeyInputEscape").
    public let characters: String
    /// The characters the key types without its modifiers (Shift-A gives "a").
    public let charactersIgnoringModifiers: String
    /// The modifiers held with the key.
    public let modifierFlags: ModifierFlags

    /// A key; the host makes these from the keyboard, tests from synthetic input.
    public init(characters: String, charactersIgnoringModifiers: String, modifierFlags: ModifierFlags) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
    }

    /// The key for an engine key event.
    convenience init(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers) {
        let text: String
        switch key {
        case let .character(character): text = character
        case .escape: text = "UIKeyInputEscape"
        case .enter: text = "\r"
        case .tab: text = "\t"
        case .backspace: text = "\u{8}"
        case .delete: text = "\u{7F}"
        case .space: text = " "
        case .up: text = "UIKeyInputUpArrow"
        case .down: text = "UIKeyInputDownArrow"
        case .left: text = "UIKeyInputLeftArrow"
        case .right: text = "UIKeyInputRightArrow"
        case .pageUp: text = "UIKeyInputPageUp"
        case .pageDown: text = "UIKeyInputPageDown"
        case .home: text = "UIKeyInputHome"
        case .end: text = "UIKeyInputEnd"
        case let .function(number): text = "UIKeyInputF\(number)"
        // UIKit has no name for the Menu key; Tessera's follows the pattern of the others.
        case .contextMenu: text = "UIKeyInputContextMenu"
        }
        let shifted = modifiers.contains(.shift) && text.count == 1 ? text.uppercased() : text
        self.init(characters: shifted, charactersIgnoringModifiers: text, modifierFlags: modifiers)
    }
}

/// The event that carries key presses.
@MainActor
open class UIPressesEvent: UIEvent {
    /// Set by `UIResponder`'s default `pressesBegan`: no responder so far handled the press.
    var isPassedOn = false
}
