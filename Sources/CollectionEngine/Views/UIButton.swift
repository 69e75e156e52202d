import Foundation

/// A view that sends actions when the user interacts with it, as UIKit's `UIControl`.
@MainActor
open class UIControl: UIView {
    /// UIKit's control events; Tessera sends `.touchDown` and `.primaryActionTriggered` / `.touchUpInside`.
    public struct Event: BitFlags {
        let bits: UInt
        /// The button went down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// The button came up inside the control: a click.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The button came up outside the control.
        ///
        /// - Note: Only `UISlider` sends it; a `UIButton` released outside sends nothing, as a cancelled click.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The press was cancelled.
        ///
        /// - Note: Only `UISlider` sends it.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a slider's, while dragging or on release).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened: sent with `.touchUpInside` on a click.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// Whether the control acts on clicks.
    ///
    /// - Note: A disabled control still takes the clicks it is under and does nothing with them: a click
    ///   on a greyed-out button never reaches the view behind it.
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// Whether the control is pressed with the pointer over it; set by the control while it is clicked.
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// Whether the control is in its selected state; the app sets it.
    open var isSelected = false { didSet { setNeedsDisplay() } }

    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` whenever any of `controlEvents` happens; the control keeps the action.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for exactly these `controlEvents` (as they were given to `addAction(_:for:)`).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// Runs the actions registered for any of `controlEvents`.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) { entry.action.handler(entry.action) }
    }
}

/// A push button with a title, as UIKit's `UIButton` (the system type only).
@MainActor
open class UIButton: UIControl {
    /// The label that shows the title; style it as you like.
    public let titleLabel = UILabel(frame: .zero)
    private var titles: [UInt: String] = [:]

    override func finishInitialization() {
        super.finishInitialization()
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    /// A button that runs `primaryAction` when clicked and shows its title.
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Control states for titles; Tessera keeps `.normal`, `.highlighted`, `.selected` and `.disabled`.
    public struct State: BitFlags {
        let bits: UInt
        /// No other state: enabled, not pressed, not selected.
        public static let normal = State([])
        /// Pressed, with the pointer over the button.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Sets the title shown in `state`; other states fall back to the `.normal` title.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The title for exactly `state`, or the `.normal` title when it has none.
    ///
    /// - Note: UIKit picks among combined states by precedence; here only a title set for the exact
    ///   combination, or the `.normal` one, is found.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The state the button is in now.
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Also shows the title for the new state.
    open override var isHighlighted: Bool { didSet { updateTitle() } }
    /// Also shows the title for the new state.
    open override var isSelected: Bool { didSet { updateTitle() } }

    private func updateTitle() {
        titleLabel.text = title(for: state)
    }

    /// Makes `titleLabel` fill the button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds
    }
}
