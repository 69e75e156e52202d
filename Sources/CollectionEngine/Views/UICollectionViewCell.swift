import Foundation

/// A cell: the view that shows one item, as UIKit's `UICollectionViewCell`.
///
/// Put your content in `contentView`. `backgroundView` sits behind it, and `selectedBackgroundView`
/// between the two, shown while the cell is selected or highlighted.
///
/// ```swift
/// final class PhotoCell: UICollectionViewCell {
///     let title = UILabel()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         contentView.addSubview(title)
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///     override func layoutSubviews() {
///         super.layoutSubviews()
///         title.frame = contentView.bounds.insetBy(dx: 8, dy: 8)
///     }
/// }
/// ```
///
/// Or describe content and background as configurations, updated for each state:
///
/// ```swift
/// cell.configurationUpdateHandler = { cell, state in
///     var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
///     if state.isSelected { background.strokeColor = .systemBlue; background.strokeWidth = 2 }
///     cell.backgroundConfiguration = background
/// }
/// ```
///
/// - Note: A `contentConfiguration`'s view is added to `contentView` and fills it (UIKit replaces
///   `contentView` itself).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content; it fills the cell, but for the room a list cell's
    /// accessories take.
    public let contentView = UIView(frame: .zero)

    /// The content shown, as a configuration (`UIListContentConfiguration`…); nil for content views
    /// you add yourself. Setting one updates the view showing it, or makes a new one when it cannot.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { showContentConfiguration() }
    }

    private(set) var configuredContentView: (UIView & UIContentView)?

    /// Whether the cell sets `contentConfiguration` to `contentConfiguration.updated(for:)` its state
    /// whenever the state changes, before `updateConfiguration(using:)` runs.
    open var automaticallyUpdatesContentConfiguration = true

    /// The background, as a configuration (`UIBackgroundConfiguration.listGroupedCell()`…); setting one
    /// removes `backgroundView` and `selectedBackgroundView`, as setting either of those removes it.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            backgroundConfigurationIsOwn = true
            showBackgroundConfiguration()
        }
    }

    /// Whether the cell sets `backgroundConfiguration` to `backgroundConfiguration.updated(for:)` its
    /// state whenever the state changes, before `updateConfiguration(using:)` runs.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// Whether the app set `backgroundConfiguration` (a list cell otherwise shows its list's default).
    private(set) var backgroundConfigurationIsOwn = false
    private var configuredBackgroundView: BackgroundConfigurationView?

    /// Shown behind the content; fills the cell.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                dropBackgroundConfiguration()
            }
            updateBackgrounds()
        }
    }

    /// Shown above `backgroundView` and below the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                insertSubview(selectedBackgroundView, belowSubview: contentView)
                dropBackgroundConfiguration()
            }
            updateBackgrounds()
        }
    }

    /// Set by the collection view as the item is selected and deselected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { updateBackgrounds(); setNeedsUpdateConfiguration() } }
    }

    /// Set by the collection view while the pointer is pressed on the item.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateBackgrounds(); setNeedsUpdateConfiguration() } }
    }

    // MARK: Focus and configuration state

    /// The collection view showing the cell now.
    var owningCollectionView: UICollectionView? { superview as? UICollectionView }

    /// By default a cell defers to its collection view: it can take focus when the delegate's
    /// `canFocusItemAt` says so, which by default is the collection view's `allowsFocus` (or
    /// `allowsFocusDuringEditing` while editing), as UIKit documents.
    open override var canBecomeFocused: Bool {
        guard let collectionView = owningCollectionView, let indexPath = collectionView.indexPath(for: self) else { return false }
        return collectionView.delegateAllowsFocus(at: indexPath)
    }

    /// Whether the cell shows the collection view's focused item.
    open override var isFocused: Bool { owningCollectionView?.isFocusedCell(self) ?? false }

    /// The state the cell shows: selected, highlighted, focused, disabled (user interaction off),
    /// expanded in its outline, swiped, and whether its collection view is editing. Override it to add
    /// states of your own under `UIConfigurationStateCustomKey`s.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        state.isDisabled = !isUserInteractionEnabled
        state.isSwiped = isSwiped
        if let collectionView = owningCollectionView {
            state.isEditing = collectionView.isEditing
            if let indexPath = collectionView.indexPath(for: self) {
                state.isExpanded = collectionView.outlineDataSource?.isExpanded(at: indexPath) ?? false
            }
            state.isReordering = collectionView.interactiveMovement.draggedCell === self
        }
        return state
    }

    /// Whether the cell's swipe actions show (a list cell's; see `UICollectionViewListCell`).
    var isSwiped: Bool { false }

    /// A disabled cell shows it in its configuration state (`isDisabled`).
    open override var isUserInteractionEnabled: Bool {
        didSet { if isUserInteractionEnabled != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Called with `configurationState` whenever the state may have changed (and before the cell is
    /// shown), unless `updateConfiguration(using:)` is overridden.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    private var needsConfigurationUpdate = true
    /// True while `updateConfiguration(using:)` runs.
    private var isUpdatingConfiguration = false

    /// Asks for `updateConfiguration(using:)` before the next layout pass.
    ///
    /// - Note: A request made while the update runs (an update handler that asks again) is ignored:
    ///   the state it would be given is the one being applied, and honouring it would update the cell
    ///   again on every frame.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs `updateConfiguration(using:)` now if it was asked for, after bringing the content and
    /// background configurations up to date for the state (while they update automatically).
    open func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            showBackground(background.updated(for: state), own: backgroundConfigurationIsOwn)
        }
        updateConfiguration(using: state)
        stateDidUpdate(state)
    }

    /// Shows `state` in the cell's own parts (a list cell's accessories), after the app's update.
    func stateDidUpdate(_ state: UICellConfigurationState) {}

    /// Updates the cell's look for `state`: selected, highlighted, focused, editing. The collection view
    /// calls it before the cell appears and whenever one of those changes; the default runs
    /// `configurationUpdateHandler`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Where a cell is in a movement or a drag, as UIKit's `UICollectionViewCell.DragState`.
    public enum DragState: Int, Sendable {
        case none, lifting, dragging
    }

    /// Called when the cell is lifted, starts following the pointer, and has settled again; override it
    /// to show the lifted look (a shadow…). The default does nothing.
    open func dragStateDidChange(_ dragState: DragState) {}

    override func finishInitialization() {
        super.finishInitialization()
        contentView.frame = bounds
        addSubview(contentView)
    }

    private func showContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let view = configuredContentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            configuredContentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            configuredContentView = view
            contentView.addSubview(view)
        }
        setNeedsLayout()
    }

    /// Shows `configuration` as the background; `own` says whether the app chose it.
    func showBackground(_ configuration: UIBackgroundConfiguration?, own: Bool) {
        backgroundConfiguration = configuration
        backgroundConfigurationIsOwn = own
    }

    private func showBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            return
        }
        if backgroundView != nil { backgroundView = nil }
        if selectedBackgroundView != nil { selectedBackgroundView = nil }
        let view = configuredBackgroundView ?? BackgroundConfigurationView(frame: .zero)
        if configuredBackgroundView == nil {
            configuredBackgroundView = view
            insertSubview(view, at: 0)
        }
        view.show(configuration, tintColor: tintColor ?? .tintColor)
        setNeedsLayout()
    }

    /// Removes the background configuration when the app sets a background view instead.
    private func dropBackgroundConfiguration() {
        guard backgroundConfiguration != nil else { return }
        backgroundConfiguration = nil
        backgroundConfigurationIsOwn = false
    }

    /// The corners a list rounds at this cell (an inset grouped section's first and last rows).
    var sectionCorners: (radius: CGFloat, corners: CACornerMask) { (0, []) }

    private func updateBackgrounds() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        setNeedsLayout()
    }

    /// Applies a pending configuration update, then fits the content view, the configured content view
    /// and both backgrounds to the cell.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = contentViewFrame
        configuredContentView?.frame = contentView.bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        if let view = configuredBackgroundView, let configuration = backgroundConfiguration {
            view.place(configuration, in: bounds, margins: directionalLayoutMargins, section: sectionCorners)
        }
    }

    /// Where `contentView` goes: the whole cell, unless accessories take part of it (list cells).
    var contentViewFrame: CGRect { bounds }

    /// Resets state before the cell is handed out again; the default adds nothing to the reusable
    /// view's. Call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    /// Measures the content view: a cell is as large as its content, whatever fills its background.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        // Constraints are measured at the target, not at the cell's current size: laying the cell out
        // first (as content measured from frames needs) would solve and wrap its text at a size about to
        // change. Its configuration is brought up to date either way.
        if contentView.measuresWithConstraints { updateConfigurationIfNeeded() } else { layoutIfNeeded() }
        return contentView.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }
}
