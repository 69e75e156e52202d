import Foundation

/// A view that sends actions when the user interacts with it, as UIKit's `UIControl`.
///
/// A press is tracked the same way for every control (`ControlPress`): `.touchDown` when the button
/// goes down, the highlight while the pointer is inside, then `.touchUpInside` (with the control's own
/// events, such as a switch's `.valueChanged`), `.touchUpOutside`, or `.touchCancel` when the press is
/// cancelled (Escape, the pointer leaving the window, the content scrolling away).
///
/// A control can also hold the keys: make it the window's `keyTarget` (or call
/// `becomeFirstResponder()`) and Space or Enter act on it as a click does; a ring shows which control
/// has them.
@MainActor
open class UIControl: UIView, FocusContainer {
    /// UIKit's control events, with UIKit's raw values.
    public struct Event: BitFlags {
        let bits: UInt
        /// The button went down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// The button came up inside the control: a click.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The button came up outside the control: the click was abandoned.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The press was cancelled (Escape, the pointer left the window, the content scrolled).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a slider's, a switch's, a segmented control's selection).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened: a button's click, a switch's or a segment's change.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field began editing (it became the first responder).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by the user's typing, pasting or deleting.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field, which then stopped editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0xF_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control acts on clicks.
    ///
    /// - Note: A disabled control still takes the clicks it is under and does nothing with them: a click
    ///   on a greyed-out button never reaches the view behind it.
    open var isEnabled = true { didSet { if isEnabled != oldValue { controlStateDidChange() } } }
    /// Whether the control is pressed with the pointer over it; set by the control while it is clicked.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { controlStateDidChange() } } }
    /// Whether the control is in its selected state; the app sets it.
    open var isSelected = false { didSet { if isSelected != oldValue { controlStateDidChange() } } }
    /// Whether a press is being tracked now (between `.touchDown` and its end).
    public internal(set) var isTracking = false

    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` whenever any of `controlEvents` happens; the control keeps the action.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for exactly these `controlEvents` (as they were given to `addAction(_:for:)`).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// Runs the actions registered for any of `controlEvents`, each with the control as its `sender`.
    open func sendActions(for controlEvents: Event) {
        // An action may add or remove actions: run the ones registered when the event happened.
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) { entry.action.perform(sender: self) }
    }

    /// Called whenever `isEnabled`, `isHighlighted`, `isSelected` or keyboard focus changes; redraws.
    func controlStateDidChange() { setNeedsDisplay() }

    // MARK: What a press does (ControlPress calls these; subclasses add their behaviour)

    /// What follows a press of `button` at `location` (in the control's coordinates): a
    /// `ControlPress` for the primary button, nothing for the others. A text field tracks its own.
    func tracking(for button: InputEvent.PointerButton, at location: CGPoint, event: InputEvent) -> PointerTracking? {
        button == .primary ? ControlPress(control: self, at: location) : nil
    }

    /// Whether the highlight follows the pointer in and out (a button) or stays on for the whole
    /// press (a slider, whose thumb keeps following the pointer).
    var highlightFollowsPointer: Bool { true }

    /// The press began at `location` (in the control's coordinates), after `.touchDown`.
    func pressBegan(at location: CGPoint) {}

    /// The pointer moved to `location` during the press.
    func pressMoved(to location: CGPoint) {}

    /// The events a release sends, in order, after the control has acted on it: a button's click is
    /// `.touchUpInside` and `.primaryActionTriggered`; a release outside is `.touchUpOutside`.
    func pressEnded(at location: CGPoint, inside: Bool) -> [Event] {
        inside ? [.touchUpInside, .primaryActionTriggered] : [.touchUpOutside]
    }

    /// The press was cancelled, before `.touchCancel` is sent: undo what it showed.
    func pressCancelled() {}

    // MARK: Keys

    /// The control takes keyboard focus while it is enabled.
    open override var canBecomeFocused: Bool { isEnabled }
    /// Whether the control holds the window's keys (it is the `keyTarget`).
    open override var isFocused: Bool { window.map { $0.keyTarget === self } ?? false }
    /// Controls take the keys when asked (`becomeFirstResponder()`), as on a Mac with full keyboard access.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Space and Enter act as a click; other keys go on to the superview.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEnabled, let key = presses.first?.key, key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]),
              handleKey(key.charactersIgnoringModifiers) else { return super.pressesBegan(presses, with: event) }
    }

    /// Acts on a key (in `UIKey.charactersIgnoringModifiers`' terms); returns whether it was used.
    func handleKey(_ key: String) -> Bool {
        guard key == " " || key == "\r" else { return false }
        sendActions(for: .primaryActionTriggered)
        return true
    }

    /// The ring shown while the control holds the keys; made the first time it is shown.
    private var focusRing: UIView?

    func keyTargetDidArrive() { showFocus(true) }
    func keyTargetDidLeave() { showFocus(false) }

    /// Whether the control draws a ring while it holds the keys (a text field shows its caret instead).
    var showsFocusRing: Bool { true }

    /// Shows or hides the ring around the control that holds the keys.
    private func showFocus(_ focused: Bool) {
        if focused && showsFocusRing {
            let ring = focusRing ?? UIView(frame: .zero)
            ring.isUserInteractionEnabled = false
            ring.layer.borderWidth = 3
            ring.layer.borderColor = UIColor.systemBlue.withAlphaComponent(0.6)
            ring.frame = bounds.insetBy(dx: -3, dy: -3)
            ring.layer.cornerRadius = layer.cornerRadius > 0 ? layer.cornerRadius + 3 : 0
            if ring.superview == nil { addSubview(ring) }
            focusRing = ring
        } else {
            focusRing?.removeFromSuperview()
        }
        controlStateDidChange()
    }

    /// Keeps the focus ring around the control.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let ring = focusRing, ring.superview === self {
            ring.frame = bounds.insetBy(dx: -3, dy: -3)
            bringSubviewToFront(ring)
        }
    }
}
