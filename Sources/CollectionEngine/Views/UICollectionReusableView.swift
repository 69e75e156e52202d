import Foundation

/// A view a collection view recycles: the base of cells, headers, footers and decoration views.
///
/// When a view scrolls out of sight the collection view puts it in a reuse queue; the next dequeue
/// with the same reuse identifier takes it back out and calls `prepareForReuse()` first.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with; nil for views made by hand.
    public internal(set) var reuseIdentifier: String?

    /// The layout frame `make(_:frame:)` hands to the one `init()` it runs, bound only for that call.
    ///
    /// Only a required initialiser can be called on a metatype, and `init(frame:)` cannot be required
    /// without breaking every iOS subclass that overrides it; so the frame travels beside the call.
    @TaskLocal private static var frameHandover: FrameHandover?

    /// Creates a view from its class through `init(frame:)` with `frame`, as UIKit creates registered
    /// classes with their layout frame, even though only `init()` can be called on a metatype.
    static func make(_ type: UICollectionReusableView.Type, frame: CGRect) -> UICollectionReusableView {
        $frameHandover.withValue(FrameHandover(frame)) { type.init() }
    }

    /// A view made through `init(frame:)`: with a zero frame, or with the layout frame when the
    /// collection view creates it from its registered class. Required so that registered classes can
    /// be created from their metatype; subclasses that override `init(frame:)` and `init?(coder:)`,
    /// as iOS subclasses do, inherit it.
    public required convenience init() {
        // Taken once: a view the subclass's initialiser makes in turn starts with a zero frame.
        self.init(frame: UICollectionReusableView.frameHandover?.take() ?? .zero)
    }

    /// Resets state before the view is handed out again. Call `super`.
    open func prepareForReuse() {}

    /// Reads custom attributes; the collection view has already applied geometry, alpha, z order and
    /// hidden state. The default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the collection view changes from `oldLayout` to `newLayout`.
    ///
    /// - Note: A view that comes into sight while the change is under way is told too, before it is
    ///   shown, so every view that hears `didTransition(from:to:)` heard this first. UIKit does not
    ///   document what such a view hears.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the collection view changed from `oldLayout` to `newLayout`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes this view would like, given the ones the layout proposes: the collection view
    /// asks each cell and supplementary view as it is displayed, and again when its content asks to be
    /// resized (see `UICollectionView.selfSizingInvalidation`).
    ///
    /// When the layout sizes the element by its content (a flow layout with `estimatedItemSize`), the
    /// default measures the view with `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// on the axes the layout leaves free and returns the attributes with that size; otherwise it
    /// returns them unchanged. Override it to size the view yourself:
    ///
    /// ```swift
    /// override func preferredLayoutAttributesFitting(
    ///     _ layoutAttributes: UICollectionViewLayoutAttributes
    /// ) -> UICollectionViewLayoutAttributes {
    ///     let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    ///     attributes.size.height = max(attributes.size.height, 44)
    ///     return attributes
    /// }
    /// ```
    ///
    /// A cell whose content view's subviews are placed by constraints is measured by them (the content
    /// view's system solved at the proposed size, with the layout's free axes at `.fittingSizeLevel`);
    /// one without constraints by the rule described at `systemLayoutSizeFitting`.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let axes = layoutAttributes.selfSizingAxes
        guard !axes.isEmpty else { return layoutAttributes }
        let fitted = systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: axes.contains(.horizontal) ? .fittingSizeLevel : .required,
            verticalFittingPriority: axes.contains(.vertical) ? .fittingSizeLevel : .required)
        layoutAttributes.frame = CGRect(origin: layoutAttributes.frame.origin, size: fitted)
        return layoutAttributes
    }

    /// The size this view last preferred while displayed; nil until it is measured, and again once
    /// its display ends. A live view is measured again only when it is given another size than this.
    var preferredSizeShown: CGSize?

    /// Called through `invalidateIntrinsicContentSize()` on this view (or a cell's content view).
    func contentSizeDidChange() {
        (superview as? UICollectionView)?.viewAskedToResize(self)
    }
}

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
/// - Note: A `contentConfiguration`'s view is added to `contentView` and fills it (UIKit replaces
///   `contentView` itself). Background configurations are not available.
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

    private var configuredContentView: (UIView & UIContentView)?

    /// Shown behind the content; fills the cell.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            updateBackgrounds()
        }
    }

    /// Shown above `backgroundView` and below the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, belowSubview: contentView) }
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

    /// The state the cell shows: selected, highlighted, focused, and whether its collection view is editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        state.isEditing = owningCollectionView?.isEditing ?? false
        return state
    }

    /// Called with `configurationState` whenever the state may have changed (and before the cell is
    /// shown), unless `updateConfiguration(using:)` is overridden.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    private var needsConfigurationUpdate = true

    /// Asks for `updateConfiguration(using:)` before the next layout pass.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs `updateConfiguration(using:)` now if it was asked for.
    open func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration(using: configurationState)
    }

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

/// A frame handed to one initialiser: the first to take it gets it, later ones get nil.
@MainActor
private final class FrameHandover {
    private var frame: CGRect?

    init(_ frame: CGRect) { self.frame = frame }

    func take() -> CGRect? {
        defer { frame = nil }
        return frame
    }
}
