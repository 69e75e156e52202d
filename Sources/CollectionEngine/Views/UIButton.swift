import Foundation

/// A view that sends actions when the user interacts with it, as UIKit's `UIControl`.
@MainActor
open class UIControl: UIView {
    /// UIKit's control events; Tessera sends `.touchDown` and `.primaryActionTriggered` / `.touchUpInside`.
    public struct Event: BitFlags {
        let bits: UInt
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// Whether the control acts on clicks.
    ///
    /// - Note: A disabled control still takes the clicks it is under and does nothing with them: a click
    ///   on a greyed-out button never reaches the view behind it.
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    open var isSelected = false { didSet { setNeedsDisplay() } }

    private var actions: [(action: UIAction, events: Event)] = []

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

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
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The state the button is in now.
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    open override var isHighlighted: Bool { didSet { updateTitle() } }
    open override var isSelected: Bool { didSet { updateTitle() } }

    private func updateTitle() {
        titleLabel.text = title(for: state)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds
    }
}
