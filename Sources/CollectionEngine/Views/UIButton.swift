import Foundation

/// A push button, as UIKit's `UIButton`: the system type with a title per state, or a button drawn
/// from a `UIButton.Configuration` (plain, tinted, gray or filled; title, subtitle and image).
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

    /// Shows the title (or configuration) for the new state.
    override func controlStateDidChange() {
        super.controlStateDidChange()
        updateTitle()
        if configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
    }

    private func updateTitle() {
        guard configuration == nil else { return }
        titleLabel.text = title(for: state)
    }

    // MARK: Configuration (UIButton+Configuration.swift)

    /// A button drawn from `configuration` that runs `primaryAction` when clicked.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        self.configuration = configuration
        // An initializer's own assignment does not run `didSet`.
        setNeedsUpdateConfiguration()
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// How the button looks; nil for the system button with a title per state.
    ///
    /// Setting it redraws the button from it on the next layout pass.
    open var configuration: Configuration? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsUpdateConfiguration()
        }
    }

    /// Called whenever the button's state changes (and when `setNeedsUpdateConfiguration()` is called),
    /// before the button is drawn: change `button.configuration` there to follow the state.
    ///
    /// ```swift
    /// button.configurationUpdateHandler = { button in
    ///     button.configuration?.title = button.isSelected ? "Done" : "Select"
    /// }
    /// ```
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }

    /// Whether the button draws its configuration as `configuration.updated(for:)` resolves it for
    /// the state (highlighted darker, disabled grey); true by default.
    open var automaticallyUpdatesConfiguration = true { didSet { setNeedsUpdateConfiguration() } }

    /// The label of a configuration's subtitle, once the button has one.
    public private(set) var subtitleLabel: UILabel?
    /// The view of a configuration's image, once the button has one.
    public private(set) var imageView: UIImageView?

    private var needsConfigurationUpdate = false
    private var isUpdatingConfiguration = false

    /// A new preferred text size draws a configuration's title and subtitle in their new size.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard configuration != nil, traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory else { return }
        setNeedsUpdateConfiguration()
        invalidateIntrinsicContentSize()
    }

    /// Asks for `updateConfiguration()` before the next frame (in the layout pass).
    public func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs `configurationUpdateHandler`, then shows the configuration. Override it to change the
    /// configuration for the state yourself; call `super`.
    open func updateConfiguration() {
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        applyConfiguration()
    }

    /// The configuration as drawn now: resolved for the state unless `automaticallyUpdatesConfiguration` is false.
    private var drawnConfiguration: Configuration? {
        guard let configuration else { return nil }
        return automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
    }

    private func applyConfiguration() {
        guard let drawn = drawnConfiguration else { return }
        let foreground = drawn.baseForegroundColor ?? tintColor ?? .systemBlue
        backgroundColor = drawn.baseBackgroundColor.flatMap { $0 == .clear ? nil : $0 }
        titleLabel.text = drawn.title
        titleLabel.font = drawn.titleFont(compatibleWith: traitCollection)
        titleLabel.textColor = foreground
        titleLabel.textAlignment = .natural
        if drawn.subtitle != nil, subtitleLabel == nil {
            let label = UILabel(frame: .zero)
            addSubview(label)
            subtitleLabel = label
        }
        subtitleLabel?.text = drawn.subtitle
        subtitleLabel?.font = drawn.subtitleFont(compatibleWith: traitCollection)
        subtitleLabel?.textColor = foreground
        if drawn.image != nil, imageView == nil {
            let view = UIImageView(frame: .zero)
            view.isUserInteractionEnabled = false
            addSubview(view)
            imageView = view
        }
        imageView?.image = drawn.image
        imageView?.tintColor = foreground
        invalidateIntrinsicContentSize()
    }

    private func configuredLayout(in bounds: CGRect, configuration: Configuration) -> ConfiguredButtonLayout {
        ConfiguredButtonLayout(bounds: bounds, image: configuration.image?.size,
                               title: configuration.title.map { _ in titleLabel.intrinsicContentSize },
                               subtitle: configuration.subtitle.map { _ in subtitleLabel?.intrinsicContentSize ?? .zero },
                               configuration: configuration)
    }

    /// A configured button's content plus its insets; otherwise UIView's (no intrinsic size).
    open override var intrinsicContentSize: CGSize {
        guard let configuration else { return super.intrinsicContentSize }
        let content = ConfiguredButtonLayout.contentSize(image: configuration.image?.size,
                                                         title: configuration.title.map { _ in titleLabel.intrinsicContentSize },
                                                         subtitle: configuration.subtitle.map { _ in subtitleLabel?.intrinsicContentSize ?? .zero },
                                                         configuration: configuration)
        let insets = configuration.contentInsets
        return CGSize(width: (content.width + insets.leading + insets.trailing).rounded(.up),
                      height: (content.height + insets.top + insets.bottom).rounded(.up))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        configuration == nil ? super.sizeThatFits(size) : intrinsicContentSize
    }

    /// Places the configuration's image and text, or makes `titleLabel` fill the button.
    open override func layoutSubviews() {
        if needsConfigurationUpdate { updateConfiguration() }
        super.layoutSubviews()
        guard let configuration else {
            titleLabel.frame = bounds
            return
        }
        let frames = configuredLayout(in: bounds, configuration: configuration)
        titleLabel.frame = frames.title ?? .zero
        subtitleLabel?.frame = frames.subtitle ?? .zero
        imageView?.frame = frames.image ?? .zero
        layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
    }
}
