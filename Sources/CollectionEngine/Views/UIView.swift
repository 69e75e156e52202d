import Foundation

/// A rectangle on screen with a geometry, a look and subviews, as UIKit's `UIView`.
///
/// A view's `center` is in its superview's coordinate space and its `bounds` in its own; subviews are
/// placed relative to `bounds.origin`, which is how a scroll view scrolls. `frame` is derived from
/// `center`, `bounds.size` and `transform`, as in UIKit.
///
/// ```swift
/// final class BadgeView: UIView {
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         backgroundColor = .systemRed
///         layer.cornerRadius = 8
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
///
/// - Note: `layoutSubviews` runs when `layoutIfNeeded()` is called (the window's `prepareFrame()` calls
///   it once per frame), after constraints have set the subviews' frames (`UIView+ConstraintLayout.swift`).
@MainActor
open class UIView: UIResponder {
    private(set) var storedBounds: CGRect
    private(set) var storedCenter: CGPoint  // read by UIView+Coordinates.swift, past the overridable getters
    /// The view this one is a subview of; set only by `addSubview(_:)`/`insertSubview` and
    /// `removeFromSuperview()`, and nil once the superview is freed.
    public private(set) var superview: UIView? {
        get { superviewReference }
        set {
            let oldValue = superviewReference
            superviewReference = newValue
            // Kept with the tree, so that `window` (asked on every change a frame must show) costs O(1).
            setWindowInSubtree(newValue?.window)
            // UIKit drops the constraints that tied the view's subtree to the tree it left.
            if oldValue != nil, oldValue !== newValue { deactivateConstraintsCrossing(outOf: self) }
        }
    }
    /// `superview`, not kept alive: the superview keeps this view in `subviews`, and its deinit clears
    /// this. Not `weak`, which would give every view a side table and slow each of its retains and
    /// releases (see `LayoutItemReference`).
    nonisolated(unsafe) private unowned(unsafe) var superviewReference: UIView?
    /// The subviews back to front in the order they were added; `subviewsInDrawingOrder` also sorts by
    /// `layer.zPosition`.
    public private(set) var subviews: [UIView] = [] {
        didSet { subviewOrderDidChange() }
    }
    /// A number that grows whenever the subviews, their order or their z positions change, so that
    /// drawing orders worked out from them can be kept until then.
    private(set) var subviewOrderRevision: UInt64 = 0
    /// The drawing order worked out from the subviews (nil: not yet), kept until `subviewOrderDidChange`.
    private var keptDrawingOrder: DrawingOrder?
    /// The layer that keeps corner radius, border, shadow, z position and the 3-D transform.
    ///
    /// A constant made with the view, not a lazy property: renderers read it for every view they
    /// draw, and each read of a lazy one is a check and a retain.
    public let layer = CALayer(owner: nil)
    /// Whether `layer.transform` is the identity, kept by the layer: most views are not transformed,
    /// and reading this saves reading the transform's 128 bytes for each view drawn.
    final var hasIdentityTransform = true

    /// A number that grows whenever the view's own look changes, so a renderer can keep what it drew.
    public private(set) var displayRevision: UInt64 = 0
    /// A number that grows whenever anything this view or a descendant shows may have changed: a look
    /// (`setNeedsDisplay`), a geometry, an alpha, the subviews or their order, or an animation starting
    /// or ending. While it stays the same and nothing in the subtree animates, the subtree draws exactly
    /// as it did, so a renderer can keep what it drew for the whole subtree without visiting it.
    ///
    /// - Complexity: Each change costs O(depth of the view), to carry the change up to the root.
    public private(set) var subtreeRevision: UInt64 = 0
    private(set) var needsLayout = true
    /// Whether this view or one of its descendants may need layout: `layoutIfNeeded()` skips a subtree
    /// without it, so a frame where nothing needs layout does not visit every view. Set on this view and
    /// its ancestors whenever a view is marked or joins a tree; cleared as a pass enters the view.
    private var layoutPending = true
    /// Whether `isHidden` was last set inside an animation block (the view is drawn while it animates).
    final var hiddenInsideAnimation = false
    /// The animations moving this view's properties, by property (see `UIView+Animation.swift`).
    final var runningAnimations = RunningAnimations() {
        // What is shown moves with every frame while an animation runs: a renderer must look again.
        didSet { subtreeDidChange() }
    }
    /// The controller whose root view this is; it hears `viewWillLayoutSubviews`/`viewDidLayoutSubviews`.
    weak var owningViewController: UIViewController?
    /// The window at the root of this view's tree, kept as views join and leave trees (see `window`).
    weak var windowOfTree: UIWindow?
    /// The driver given to this view and its subtree (`frameDriver = …`); a window sets its own.
    var assignedFrameDriver: FrameDriver?
    /// The driver of a tree outside any window, made when first asked (see `UIView+Window.swift`).
    var detachedFrameDriver: FrameDriver?
    /// Constraints, guides and content priorities, made when the view first takes part in Auto Layout.
    final var autoLayout: AutoLayoutState?

    // What refers back to the view without keeping it is cleared here, before its memory is freed.
    deinit {
        for subview in subviews { subview.superviewReference = nil }
        layer.owner = nil
        autoLayout?.itemReference.itemWillBeFreed()
    }

    /// A view whose `frame` is `frame`; the designated initialiser subclasses override.
    public init(frame: CGRect) {
        storedBounds = CGRect(origin: .zero, size: frame.size)
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
        finishInitialization()
    }

    /// A view with a zero frame, as `init(frame: .zero)` makes; the coder is not read.
    ///
    /// - Note: Tessera has no nibs or storyboards and its views do not adopt `NSCoding`, so no coder holds
    ///   a view to decode. The initialiser exists, and is `required`, so that the `required init?(coder:)`
    ///   of iOS subclasses compiles unchanged; make views with `init(frame:)`.
    public required init?(coder: NSCoder) {
        storedBounds = .zero
        storedCenter = .zero
        super.init()
        finishInitialization()
    }

    /// The set-up the framework's own view classes need whichever designated initialiser made them, so
    /// that `init(frame:)` and `init?(coder:)` cannot drift apart; overrides call `super` first.
    func finishInitialization() {
        layer.owner = self
        if Self.requiresConstraintBasedLayout { _ = autoLayoutState }
    }

    /// A view with a zero frame. Not `required`: iOS subclasses with their own designated initialisers
    /// (`init(text:)`, or an `init()` of their own) must compile unchanged.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's extent in its own coordinates; its origin is where subviews are scrolled to.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            guard newValue != storedBounds else { return }
            boundsWillChange(to: newValue)
            let oldSize = storedBounds.size
            storedBounds = newValue
            if oldSize != newValue.size { modelDidChange(.size, from: .size(oldSize), to: .size(newValue.size)) }
            geometryChanged()
            setNeedsLayout()
            // A view without subviews (most views a layout pass sizes) skips the overridable getter.
            if oldSize != newValue.size, !subviews.isEmpty, autoresizesSubviews { resizeSubviews(from: oldSize) }
        }
    }

    /// The centre of the view in its superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set {
            guard newValue != storedCenter else { return }
            let oldCenter = storedCenter
            storedCenter = newValue
            modelDidChange(.center, from: .point(oldCenter), to: .point(newValue))
            geometryChanged()
        }
    }

    /// The smallest rectangle in the superview's coordinates that holds the transformed view.
    ///
    /// - Note: As in UIKit, setting `frame` while `transform` is not the identity sets `center` and
    ///   `bounds.size` from the rectangle as if there were no transform.
    open var frame: CGRect {
        get { UIView.frame(center: storedCenter, size: storedBounds.size, transform: layer.transform) }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            // Read and written whole: `bounds.size =` goes through a modify coroutine of the overridable
            // property, which allocates its frame on every call.
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
        }
    }

    /// The affine part of the view's transform, applied about its centre.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The view's full 3-D transform (the same storage as `layer.transform`).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    func geometryChanged() {
        subtreeDidChange()
        windowNeedsFrame()
        constraintGeometryDidChange()
    }

    /// Bumps `subtreeRevision` of this view and of every ancestor.
    final func subtreeDidChange() {
        var view: UIView? = self
        while let current = view {
            current.subtreeRevision &+= 1
            view = current.superview
        }
    }

    /// Called just before `bounds` changes, while the old value is still in place.
    func boundsWillChange(to newBounds: CGRect) {}

    // MARK: Look

    /// The colour the view fills its bounds with before drawing its content; `nil` is transparent.
    ///
    /// An assignment inside `UIView.animate` animates the change.
    open var backgroundColor: UIColor? {
        didSet {
            guard backgroundColor != oldValue else { return }
            modelDidChange(.backgroundColor, from: .color(oldValue), to: .color(backgroundColor))
            setNeedsDisplay()
        }
    }
    /// Opacity from 0 to 1; it multiplies down the subtree when drawn.
    open var alpha: CGFloat = 1 {
        didSet {
            guard alpha != oldValue else { return }
            modelDidChange(.alpha, from: .scalar(oldValue), to: .scalar(alpha))
            subtreeDidChange()
            windowNeedsFrame()
        }
    }
    /// Whether the view and its subviews are skipped when drawing and hit testing.
    open var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            hiddenInsideAnimation = isHidden && AnimationContext.current?.animates == true
            setNeedsDisplay()
            superview?.subviewLayoutInputDidChange(self, visibility: true)
        }
    }
    /// Whether subviews are clipped to the bounds (rounded by `layer.cornerRadius`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// Whether `hitTest(_:with:)` can return this view or its subviews.
    open var isUserInteractionEnabled = true
    /// How the view's frame follows changes of its superview's size (see `UIView+Autoresizing.swift`).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews are resized by their `autoresizingMask` when this view's size changes.
    open var autoresizesSubviews = true
    /// A number to find the view by with `viewWithTag(_:)`; 0 by default.
    open var tag = 0
    /// How the content fits the bounds when their sizes differ; `UIImageView` reads it.
    open var contentMode: ContentMode = .scaleToFill { didSet { if contentMode != oldValue { setNeedsDisplay() } } }
    /// The accent colour the view's content draws with.
    ///
    /// - Note: Kept per view with `.systemBlue` as its default: it is not inherited from the superview
    ///   as UIKit's is, and there is no `tintColorDidChange()`.
    open var tintColor: UIColor! = .systemBlue { didSet { if tintColor != oldValue { setNeedsDisplay() } } }
    /// Light or dark for this view and its subviews, whatever the window's (`.unspecified` inherits);
    /// a change tells the subtree (`traitCollectionDidChange(_:)`) and redraws it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { styleOverrideDidChange(from: oldValue) } }
    }

    /// How the view's content is arranged when the layout direction is right to left: `.unspecified`
    /// follows it; `.forceLeftToRight` and `.forceRightToLeft` fix it; `.playback` and `.spatial` keep
    /// left to right. A change lays out and redraws the view and its subtree.
    ///
    /// - Note: As in UIKit, it decides this view's `effectiveUserInterfaceLayoutDirection` only; its
    ///   subviews keep their own (set it on each view, or the window's `systemLayoutDirection`, to
    ///   turn a whole tree).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChange() } }
    }

    /// Called after the view's traits changed (the desktop's appearance or text size, an override
    /// above it), top down through the tree; the default does nothing.
    ///
    /// - Note: Only views in the window when the change happens are told; a view that joins the
    ///   window later (a cell out of a reuse queue) is not, though a label that adjusts its font for
    ///   the content size category takes the window's size as it joins.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Margins for content laid out inside the view; UIKit's default of 8 points on every edge.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if layoutMargins != oldValue { setNeedsLayout(); layoutMarginsChanged() } }
    }
    /// Called after the view's layout margins changed; the default does nothing.
    open func layoutMarginsDidChange() {}
    /// Always zero: there are no bars or notches on a Linux window.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// The label set by the app, if any.
    private(set) var assignedAccessibilityLabel: String?

    /// What a screen reader says for the view. Unless set, UIKit's default: a label's text, and for a
    /// cell the labels inside it, in order, joined by commas (see `UIView+Accessibility.swift`).
    open var accessibilityLabel: String? {
        get { assignedAccessibilityLabel ?? defaultAccessibilityLabel }
        set { assignedAccessibilityLabel = newValue }
    }

    /// The gesture recognizers attached to the view (see `addGestureRecognizer(_:)`).
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    // MARK: Focus (see Interaction/UIFocusUpdateContext.swift)

    /// Whether the view can take keyboard focus; false by default, as in UIKit.
    open var canBecomeFocused: Bool { false }

    /// Whether the view has keyboard focus now; false by default (a collection view's cells answer it).
    open var isFocused: Bool { false }

    /// Called after focus moved to or away from this view; the default does nothing.
    ///
    /// Add animations that should run with the focus change to `coordinator`.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// Marks the view's own drawing as stale; the renderer redraws it on the next frame.
    open func setNeedsDisplay() {
        displayRevision &+= 1
        subtreeDidChange()
        windowNeedsFrame()
    }

    // MARK: Hierarchy

    /// Adds `view` in front of the other subviews, removing it from its old superview first.
    ///
    /// - Complexity: O(n) for n subviews of this view and of `view`'s old superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` into `subviews` at `index` (clamped to the valid range), removing it from its old
    /// superview first; a view already here is only moved.
    ///
    /// - Complexity: O(n) for n subviews of this view and of `view`'s old superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        if view === self { return }
        if view.superview === self, let old = self.index(ofSubview: view) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            geometryChanged()
            return
        }
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        if view.layoutPending { markLayoutPending() }
        view.handOverDetachedFrameDriver()
        view.didMoveToSuperview()
        didAddSubview(view)
        geometryChanged()
    }

    /// Inserts `view` just behind `sibling`; if `sibling` is not a subview, it is added in front of all.
    ///
    /// - Complexity: O(n) for n subviews.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = index(ofSubview: sibling) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    /// Inserts `view` just in front of `sibling`; if `sibling` is not a subview, it is added in front of all.
    ///
    /// - Complexity: O(n) for n subviews.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = index(ofSubview: sibling) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    /// Moves `view` in front of its siblings; does nothing if `view` is not a subview.
    ///
    /// - Complexity: O(n) for n subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` behind its siblings; does nothing if `view` is not a subview.
    ///
    /// - Complexity: O(n) for n subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Detaches the view from its superview, deactivating the constraints that tied its subtree to the
    /// tree it leaves, as UIKit does.
    ///
    /// - Complexity: O(n) for n siblings, plus O(v) for v views in the subtree when any of its constraints
    ///   reach outside it.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if let index = parent.index(ofSubview: self) { parent.subviews.remove(at: index) }
        superview = nil
        didMoveToSuperview()
        parent.geometryChanged()
    }

    /// Called just before the view moves to `newSuperview` (`nil` when it is removed); does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called just after the view moved to a new superview, or was removed; does nothing by default.
    open func didMoveToSuperview() {}
    /// Called after `subview` was added to this view; does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed from this view; does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Subviews back to front: by `layer.zPosition`, then by their order in `subviews`.
    ///
    /// - Complexity: O(n log n) for n subviews on the first call after the subviews, their order or
    ///   a z position changed; O(1) after that (a renderer asks for every view on every frame).
    open var subviewsInDrawingOrder: [UIView] {
        if keptDrawingOrder == nil { keptDrawingOrder = DrawingOrder(of: subviews) }
        if case let .sorted(order)? = keptDrawingOrder { return order }
        return subviews
    }

    /// Called when the subviews, their order or a subview's z position changed.
    func subviewOrderDidChange() {
        subviewOrderRevision &+= 1
        // Dropped at once, not only marked stale: a kept order must not hold a view that left.
        keptDrawingOrder = nil
        subtreeDidChange()
    }

    // MARK: Layout

    /// Marks the view as needing `layoutSubviews` before it is next drawn.
    open func setNeedsLayout() {
        needsLayout = true
        markLayoutPending()
        windowNeedsFrame()
    }

    /// Marks this view and its ancestors as holding a view that needs layout. It stops at the first one
    /// already marked: its ancestors are marked too, or are in a layout pass that will still reach it.
    private func markLayoutPending() {
        var view: UIView? = self
        while let current = view, !current.layoutPending {
            current.layoutPending = true
            view = current.superview
        }
    }

    /// Runs `layoutSubviews` now if the view needs it, then does the same for its subviews.
    ///
    /// - Complexity: Proportional to the views on the paths to those that need layout, not to the tree.
    open func layoutIfNeeded() {
        guard layoutPending else { return }
        // Cleared before the pass, so a view marked during it (by a `layoutSubviews` below) marks this
        // one again and the next pass comes back for it.
        layoutPending = false
        var constraintPass: ViewConstraintSystem?
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            // UIKit's order: update constraints, solve, set frames, then `layoutSubviews`.
            constraintPass = layOutFromConstraints()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
        constraintPass?.endLayoutPass()
    }

    /// Override to place subviews; the default does nothing (constraints have already set the frames
    /// of the subviews they place when it is called).
    open func layoutSubviews() {}

    /// Override to add or change constraints in UIKit's update pass, before they are solved; call
    /// `super` last. It runs when `setNeedsUpdateConstraints()` asked for it (and once for every view
    /// in a constraint system, or whose class `requiresConstraintBasedLayout`, before its first layout).
    open func updateConstraints() {}

    /// Whether the view needs Auto Layout even before it has constraints (it makes them in
    /// `updateConstraints()`); false by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Insets from the frame to the rectangle constraints align (a shadow or badge outside it); zero by default.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The size the view would like within `size`; the current bounds' size by default, as in UIKit.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(_:)` keeping its frame's origin, as UIKit does.
    open func sizeToFit() {
        let origin = frame.origin
        bounds.size = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let moved = frame.origin
        center = CGPoint(x: center.x + origin.x - moved.x, y: center.y + origin.y - moved.y)
    }

    /// The view whose first baseline constraints to this view's `.firstBaseline` use; the default is
    /// `forLastBaselineLayout`. Override it to return a text subview.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

    /// The view whose last baseline constraints to this view's `.lastBaseline` use; the default is the
    /// view itself. Override it to return a text subview.
    open var forLastBaselineLayout: UIView { self }

    /// The size the content needs by itself; `noIntrinsicMetric` on both axes by default.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The value for an axis on which a view has no intrinsic size.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// Tells whoever sizes this view by its content that the content changed: a self-sizing cell, or
    /// its `contentView`, asks its collection view to measure it again (see
    /// `UICollectionView.selfSizingInvalidation`). Other views pass it on to nothing.
    open func invalidateIntrinsicContentSize() {
        selfSizingReusableView?.contentSizeDidChange()
        if autoLayout != nil { constraintConstantsDidChange() }
        superview?.subviewLayoutInputDidChange(self, visibility: false)
    }

    /// A subview was shown or hidden (`visibility`), or its intrinsic content size was invalidated: a
    /// stack view arranges its views again. The default does nothing.
    func subviewLayoutInputDidChange(_ subview: UIView, visibility: Bool) {}

    /// The size the view's content needs, both axes measured: `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// with `.fittingSizeLevel` on both.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's content needs, keeping `targetSize` on each axis whose priority is `.required`.
    ///
    /// ```swift
    /// // A list row: the width is the list's, the height is what the text needs at that width.
    /// let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 44),
    ///                                         withHorizontalFittingPriority: .required,
    ///                                         verticalFittingPriority: .fittingSizeLevel)
    /// ```
    ///
    /// A view whose constraints reach its edges (or its guides') is measured by them: its system is
    /// solved with the target size held at the given priorities, so compression resistance (750) and
    /// hugging (250) of its content win over `.fittingSizeLevel` (50). Pass
    /// `UIView.layoutFittingCompressedSize` for the smallest size the constraints allow.
    ///
    /// - Note: A view without such constraints is measured as before Tessera had Auto Layout, by the
    ///   rule in `ContentFitting`: views with an intrinsic content size (labels, measured with the window's `textMeasurer`; image
    ///   views, by their image) size themselves with `sizeThatFits(_:)`; a view with subviews is as
    ///   long as its subviews need, each keeping the position and trailing margin `layoutSubviews`
    ///   gave it at the target size; views with neither (plain fills) do not count. Override this
    ///   method, or `intrinsicContentSize`, where that rule does not describe your view.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        if measuresWithConstraints {
            return constraintFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        }
        return contentFittingSize(targetSize, horizontalFixed: horizontalFittingPriority >= .required,
                                  verticalFixed: verticalFittingPriority >= .required)
    }

    // MARK: Coordinates and hit testing

    /// Converts a point from this view's coordinates to `view`'s (or to the root's when `view` is nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        var rootPoint = point
        for ancestor in ancestors where ancestor.superview != nil { rootPoint = ancestor.convertToSuperview(rootPoint) }
        guard let view else { return rootPoint }
        var result = rootPoint
        for ancestor in view.ancestors.reversed() where ancestor.superview != nil {
            result = ancestor.convertFromSuperview(result)
        }
        return result
    }

    /// Converts a point from `view`'s coordinates (the root view's, a window's, when `nil`) to this view's.
    ///
    /// - Complexity: O(d) for the depths d of the two views.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? ancestors.last ?? self).convert(point, to: self)
    }

    /// Converts a rectangle to `view`'s coordinates: the smallest rectangle holding its four corners
    /// there, as UIKit answers when a transform rotates or skews it.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(boundingBoxOf: rect.corners.map { convert($0, to: view) })
    }

    /// Converts a rectangle from `view`'s coordinates (the root view's, a window's, when `nil`) to this view's: the
    /// smallest rectangle holding its four corners here.
    ///
    /// - Complexity: O(d) for the depths d of the two views.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        (view ?? ancestors.last ?? self).convert(rect, to: self)
    }

    /// Whether `point`, in this view's coordinates, lies in its bounds; override to widen or narrow hits.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive descendant (or self) that contains `point`, front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviewsInDrawingOrder.reversed() {
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) { return hit }
        }
        return self
    }
}
