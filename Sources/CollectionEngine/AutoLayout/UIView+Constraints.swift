import Foundation

// UIView's Auto Layout API: anchors, installed constraints, layout guides and margins, content
// priorities. The layout pass that solves them is in UIView+ConstraintLayout.swift.

extension UIView {
    /// The view's Auto Layout state, made when first needed.
    var autoLayoutState: AutoLayoutState {
        if let state = autoLayout { return state }
        let state = AutoLayoutState(view: self)
        autoLayout = state
        return state
    }

    // MARK: Anchors

    private var anchors: ViewAnchors {
        let state = autoLayoutState
        if let anchors = state.anchors { return anchors }
        let anchors = ViewAnchors(state.itemReference)
        state.anchors = anchors
        return anchors
    }

    /// The view's leading edge: the left one, or the right one where its superview runs right to left.
    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    /// The view's trailing edge: the right one, or the left one where its superview runs right to left.
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    /// The view's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    /// The view's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    /// The view's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    /// The view's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    /// The view's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    /// The view's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
    /// The baseline of the first line of text (a label's); the bottom edge for views without text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchors.firstBaseline }
    /// The baseline of the last line of text (a label's); the bottom edge for views without text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchors.lastBaseline }
    /// The view's width.
    public var widthAnchor: NSLayoutDimension { anchors.width }
    /// The view's height.
    public var heightAnchor: NSLayoutDimension { anchors.height }

    // MARK: Constraints

    /// Whether the view's frame and `autoresizingMask` are turned into constraints; true by default.
    ///
    /// Set it to false on every view you place with constraints. A view that keeps it true and is read
    /// by constraints is held where its frame puts it (and follows its superview by its mask).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayoutState.translatesAutoresizingMaskIntoConstraints = newValue
            // A view placed by constraints joins its superview's system and roots none of its own.
            if !newValue { autoLayoutState.system = nil }
            superview?.constraintStructureDidChange()
            constraintStructureDidChange()
        }
    }

    /// The constraints installed on this view (by activation, on the nearest common ancestor of their items).
    public var constraints: [NSLayoutConstraint] { autoLayout?.installed ?? [] }

    /// Installs `constraint` on this view, which must be an ancestor of (or one of) its items.
    ///
    /// - Note: UIKit recommends `isActive`/`activate(_:)`, which choose the view; this one is kept for
    ///   older code. A view that does not hold both items is reported and the constraint stays inactive.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        var notices = StructureNotices()
        constraint.activate(installingOn: self, notices: &notices)
        notices.send()
    }

    /// Installs each of `constraints` on this view, as `addConstraint(_:)` does one by one.
    ///
    /// - Complexity: O(n) activations for n constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` from this view (and so deactivates it) if it is installed here.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installation?.view === self else { return }
        constraint.isActive = false
    }

    /// Removes each of `constraints` that is installed on this view, as `removeConstraint(_:)` does.
    ///
    /// - Complexity: O(n) deactivations for n constraints.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Layout guides

    /// The guides added to this view, in the order they were added.
    public var layoutGuides: [UILayoutGuide] { (autoLayout?.guides ?? []).filter { $0.role == .free } }

    /// Adds `guide` to the view; it can then be constrained to the view and its descendants.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.role == .free else { return }
        if let previous = guide.owningView, previous !== self { previous.removeLayoutGuide(guide) }
        guard guide.owningView !== self else { return }
        autoLayoutState.guides.append(guide)
        guide.owningView = self
        constraintStructureDidChange()
    }

    /// Removes `guide`; constraints that read it are deactivated.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self, let state = autoLayout else { return }
        state.guides.removeAll { $0 === guide }
        guide.owningView = nil
        constraintStructureDidChange()
    }

    /// The view's bounds inset by its layout margins, as a guide.
    public var layoutMarginsGuide: UILayoutGuide {
        ownGuide(\.layoutMarginsGuide, role: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The margins' area narrowed to a comfortable width for reading text, centred.
    public var readableContentGuide: UILayoutGuide {
        ownGuide(\.readableContentGuide, role: .readableContent, identifier: "UIViewReadableContentGuide")
    }

    /// The area not covered by bars: the whole bounds, as a Linux window has no unsafe area.
    public var safeAreaLayoutGuide: UILayoutGuide {
        ownGuide(\.safeAreaLayoutGuide, role: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// Adds one of the view's own guides that follow its content (`ContentElementGuides`).
    func addContentElementGuide(_ guide: UILayoutGuide) {
        guard guide.role == .contentElement, guide.owningView == nil else { return }
        autoLayoutState.guides.append(guide)
        guide.owningView = self
        constraintStructureDidChange()
    }

    private func ownGuide(_ slot: ReferenceWritableKeyPath<AutoLayoutState, UILayoutGuide?>,
                          role: UILayoutGuide.Role, identifier: String) -> UILayoutGuide {
        let state = autoLayoutState
        if let guide = state[keyPath: slot] { return guide }
        let guide = UILayoutGuide(role: role, identifier: identifier)
        state[keyPath: slot] = guide
        state.guides.append(guide)
        guide.owningView = self
        return guide
    }

    // MARK: Margins

    /// `layoutMargins` by leading and trailing edge: leading is the right margin when the view's
    /// `effectiveUserInterfaceLayoutDirection` is right to left.
    ///
    /// - Note: Tessera stores the physical margins: a view whose direction changes later keeps its
    ///   left and right margins, where UIKit keeps whichever of the two was set last.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            let (leading, trailing) = isRightToLeft ? (margins.right, margins.left) : (margins.left, margins.right)
            return NSDirectionalEdgeInsets(top: margins.top, leading: leading, bottom: margins.bottom, trailing: trailing)
        }
        set {
            let (left, right) = isRightToLeft ? (newValue.trailing, newValue.leading) : (newValue.leading, newValue.trailing)
            layoutMargins = UIEdgeInsets(top: newValue.top, left: left, bottom: newValue.bottom, right: right)
        }
    }

    /// Whether the view's margins grow to keep its content out of its superview's margins, where the
    /// view reaches into them; false by default.
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayout?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            autoLayoutState.preservesSuperviewLayoutMargins = newValue
            layoutMarginsChanged()
        }
    }

    /// Whether the margins are measured from the safe area rather than the bounds; true by default.
    ///
    /// - Note: The safe area of a Linux window is its whole bounds, so both give the same margins
    ///   unless a subclass overrides `safeAreaInsets`.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayout?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            autoLayoutState.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsChanged()
        }
    }

    /// The margins layout uses: `layoutMargins`, measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea` says so, grown where `preservesSuperviewLayoutMargins` asks for
    /// the superview's margins, measured at the view's current frame.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        guard preservesSuperviewLayoutMargins, let superview else { return margins }
        let outer = superview.effectiveLayoutMargins, parent = superview.bounds, frame = self.frame
        margins.left = max(margins.left, outer.left - (frame.minX - parent.minX))
        margins.right = max(margins.right, outer.right - (parent.maxX - frame.maxX))
        margins.top = max(margins.top, outer.top - (frame.minY - parent.minY))
        margins.bottom = max(margins.bottom, outer.bottom - (parent.maxY - frame.maxY))
        return margins
    }

    /// Margins changed: the system's constants follow, and subviews that preserve them look again.
    func layoutMarginsChanged() {
        constraintConstantsDidChange()
        for subview in subviews where subview.preservesSuperviewLayoutMargins { subview.layoutMarginsChanged() }
        layoutMarginsDidChange()
    }

    // MARK: Content priorities

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.contentHugging[axis] ?? .defaultLow
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`; the next layout
    /// pass solves with it.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, replacing: contentHuggingPriority(for: axis), on: axis, \.contentHugging)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.compressionResistance[axis] ?? .defaultHigh
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`; the next layout
    /// pass solves with it.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, replacing: contentCompressionResistancePriority(for: axis), on: axis, \.compressionResistance)
    }

    /// Changes one content priority; only a real change rebuilds the constraints that read it.
    private func setContentPriority(_ priority: UILayoutPriority, replacing current: UILayoutPriority,
                                    on axis: NSLayoutConstraint.Axis,
                                    _ which: ReferenceWritableKeyPath<AutoLayoutState, AxisPriorities>) {
        guard priority != current else { return }
        autoLayoutState[keyPath: which][axis] = priority
        constraintStructureDidChange()
    }

    // MARK: Sizes

    /// The size `systemLayoutSizeFitting(_:)` makes as small as the constraints allow: pass it to get
    /// the smallest size that satisfies them.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size `systemLayoutSizeFitting(_:)` makes as large as the constraints allow.
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
