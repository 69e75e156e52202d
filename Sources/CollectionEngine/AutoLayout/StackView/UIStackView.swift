import Foundation

/// A view that lays out a row or a column of views with Auto Layout, as UIKit's `UIStackView`.
///
/// ```swift
/// let row = UIStackView(arrangedSubviews: [avatar, title, badge])
/// row.axis = .horizontal
/// row.alignment = .center
/// row.spacing = 8
/// row.setCustomSpacing(16, after: title)
/// ```
///
/// The stack view lays its arranged views out with equations between them and itself, in the same
/// engine as the app's constraints (see `StackArrangement`): position the stack view itself with
/// constraints or a frame, and give the arranged views intrinsic sizes, hugging and compression
/// priorities, or constraints of their own on their size. It draws nothing itself.
///
/// Setting `isHidden` on an arranged view collapses it; inside `UIView.animate` its neighbours move
/// in (and out) with the animation.
///
/// - Complexity: A change of settings or of arranged views makes the stack's rows again once, at the
///   next layout pass: O(n) rows for n arranged views. A change of `spacing` or of a custom spacing
///   only reads the gaps again.
/// - Note: The stack's own equations are not `NSLayoutConstraint` objects: `constraints` and
///   `constraintsAffectingLayout(for:)` list only the app's constraints (UIKit's also list the stack's
///   `UISV-` constraints). Reports of conflicts name them as UIKit does (`'UISV-spacing'`…).
/// - Note: A hidden arranged view is held at zero length just below required priority (UIKit's is
///   required), so a hidden view that cannot shrink to zero (a nested stack with spacing) does not make
///   the layout unsatisfiable. A hidden view stops being drawn as soon as it is hidden; in UIKit it
///   stays visible while it collapses.
@MainActor
open class UIStackView: UIView {
    /// How arranged views share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// Views fill the length; extra room goes to the view that hugs least (the first of equals), a
        /// shortage is taken from the view that resists compression least.
        case fill = 0
        /// Every view has the same length.
        case fillEqually = 1
        /// Lengths in the ratio of the views' intrinsic lengths.
        case fillProportionally = 2
        /// Views keep their lengths; the gaps between them are equal (and at least `spacing`).
        case equalSpacing = 3
        /// Views keep their lengths; their centres are equally far apart (gaps at least `spacing`).
        case equalCentering = 4

        /// Whether `spacing` is a minimum, the gaps being the distribution's to choose.
        var distributesGaps: Bool { self == .equalSpacing || self == .equalCentering }
    }

    /// How arranged views sit across the axis.
    ///
    /// - Note: Tessera lays a vertical stack with a baseline alignment out as `fill` (baselines only
    ///   line up side by side). A nested stack view's baselines are its bottom edge, not those of its
    ///   first and last arranged views.
    public enum Alignment: Int, Sendable {
        /// Each view spans the stack's thickness.
        case fill = 0
        /// Against the leading edge (of a vertical stack) or the top (of a horizontal one).
        case leading = 1
        /// Horizontal stacks: the views' first baselines on one line.
        case firstBaseline = 2
        case center = 3
        /// Against the trailing edge (of a vertical stack) or the bottom (of a horizontal one).
        case trailing = 4
        /// Horizontal stacks: the views' last baselines on one line.
        case lastBaseline = 5

        /// Against the top of a horizontal stack: the same case as `leading`.
        public static var top: Alignment { .leading }
        /// Against the bottom of a horizontal stack: the same case as `trailing`.
        public static var bottom: Alignment { .trailing }

        /// Baselines only line up side by side; in a vertical stack they are laid out as `fill`.
        func effective(for axis: NSLayoutConstraint.Axis) -> Alignment {
            axis == .vertical && (self == .firstBaseline || self == .lastBaseline) ? .fill : self
        }
    }

    /// Passed to `setCustomSpacing(_:after:)`, it removes the custom spacing: `spacing` applies again.
    nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// As `spacing` or a custom spacing, the system's standard spacing (8 points).
    nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack lays out, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []

    /// Horizontal (a row, the default) or vertical (a column).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How the arranged views share the stack's length along `axis`; `.fill` by default.
    ///
    /// A change makes the stack's rows again at the next layout pass.
    ///
    /// - Complexity: O(n) rows for n arranged views.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How the arranged views are placed across `axis`; `.fill` by default.
    ///
    /// A change makes the stack's rows again at the next layout pass.
    ///
    /// - Complexity: O(n) rows for n arranged views.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The gap between neighbouring views (a minimum for `equalSpacing` and `equalCentering`); 0 by
    /// default. Negative values overlap the views.
    ///
    /// - Complexity: O(n) for n arranged views: the gaps are read again, the rows stay.
    open var spacing: CGFloat = 0 {
        didSet { if !(spacing == oldValue || spacing.isNaN && oldValue.isNaN) { gapsDidChange() } }
    }

    /// In a vertical stack, whether gaps are measured from one view's last baseline to the next one's
    /// first baseline rather than edge to edge.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether views are laid out inside the stack's layout margins rather than its bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Gaps set with `setCustomSpacing(_:after:)`, by arranged view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The rows laid out now, and whether they no longer match the settings or the arranged views
    /// (true until they are first asked for: see `arrangementRows`).
    private var arrangement = Arrangement.none
    private(set) var arrangementIsStale = true

    /// A stack's rows with what its system reads of them.
    struct Arrangement {
        /// The arranged views the rows were made for: a row's `Reference.item` indexes them.
        let views: [UIView]
        var rows: [StackArrangement.Row]
        /// Where UIKit would install each row's constraint: on the arranged view at this index for a row
        /// that reads only that view, on the stack (`Reference.stackItem`) otherwise.
        let hosts: [Int]
        /// The first row installed on the stack (every arrangement with rows has one: its canvas
        /// connections or its hidden views' places), where its system's plan reads the rows' structure.
        let firstStackRow: Int?
        /// The rows' structure (`StackArrangement.words(of:)`).
        let words: [Int]
        /// Whether a row reads a baseline (its terms then depend on the text: see `plannedStructure`).
        let readsBaselines: Bool
        /// Whether a spacing was left out for not being finite (a new gap then makes the rows again).
        let leftOutGaps: Bool

        /// No rows, in place of rows that are out of date (which would keep views that left the stack).
        static let none = Arrangement(views: [], rows: [], hosts: [], firstStackRow: nil, words: [], readsBaselines: false,
                                      leftOutGaps: false)
    }

    /// An empty horizontal stack with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An empty horizontal stack with a zero frame; the coder is not read (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A stack of `views`, horizontal, filling, with no spacing.
    ///
    /// A convenience initialiser, as UIKit's: subclasses that declare no designated initialiser, or
    /// override both `init(frame:)` and `init(coder:)`, inherit it, so the common iOS patterns compile:
    ///
    /// ```swift
    /// final class ToolbarStack: UIStackView {
    ///     override init(frame: CGRect) { super.init(frame: frame); spacing = 8 }
    ///     required init(coder: NSCoder) { super.init(coder: coder)! }
    /// }
    /// let toolbar = ToolbarStack(arrangedSubviews: [back, title])
    /// ```
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Adds `view` at the end of the arranged views (and as a subview, if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `stackIndex` (moving it if it is already arranged),
    /// and makes it a subview if it is not one.
    ///
    /// - Note: UIKit raises for an index beyond the end; Tessera reports
    ///   `LayoutConstraintError.arrangedSubviewIndexOutOfBounds` and adds the view at the end.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        // The stack itself or an ancestor cannot be arranged inside it: the tree would become a loop.
        guard !isDescendant(of: view) else { return }
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: current) }
        var index = stackIndex
        if index < 0 || index > arrangedSubviews.count {
            NSLayoutConstraint.report(.arrangedSubviewIndexOutOfBounds(index: stackIndex, count: arrangedSubviews.count))
            index = arrangedSubviews.count
        }
        arrangedSubviews.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops laying `view` out; it stays a subview (remove it from its superview to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// A subview that leaves the stack leaves the arranged views too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Spacing

    /// Sets the gap after `arrangedSubview`, in place of `spacing`; `spacingUseDefault` removes it.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == UIStackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value, !(customSpacings[key]?.isNaN == true && value?.isNaN == true) else { return }
        customSpacings[key] = value
        gapsDidChange()
    }

    /// The gap set after `arrangedSubview`, or `spacingUseDefault` when none is.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The gap laid out after `view`: its custom spacing or `spacing`, with the system's standard
    /// spacing for `spacingUseSystem`.
    func gap(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == UIStackView.spacingUseSystem ? systemSpacing : value
    }

    // MARK: Layout

    /// Makes the stack's rows again if its settings or arranged views changed, then lets subclasses'
    /// overrides run; call `super` from an override, as in UIKit.
    open override func updateConstraints() {
        _ = arrangementRows
        super.updateConstraints()
    }

    /// The rows the stack lays its views out with, made again first if something they are made from
    /// changed. Its constraint system reads them when it plans its rows.
    var arrangementRows: Arrangement {
        if arrangementIsStale {
            arrangementIsStale = false
            let made = StackArrangement(stack: self, views: arrangedSubviews)
            let rows = made.rows()
            var readsBaselines = false, gaps = 0, visible = 0
            for row in rows {
                if row.gapAfter != nil { gaps += 1 }
                if row.readsOffsets { row.forEachReference { if $0.attribute.isBaseline { readsBaselines = true } } }
            }
            for view in made.views where !view.isHidden { visible += 1 }
            let hosts = rows.map(\.host)
            arrangement = Arrangement(views: made.views, rows: rows, hosts: hosts,
                                      firstStackRow: hosts.firstIndex(of: StackArrangement.Reference.stackItem),
                                      words: StackArrangement.words(of: rows), readsBaselines: readsBaselines,
                                      leftOutGaps: gaps < visible - 1)
        }
        return arrangement
    }

    /// Whether row `index` is the first one installed on the stack (see `Arrangement.firstStackRow`).
    func isFirstStackRow(_ index: Int) -> Bool {
        !arrangementIsStale && arrangement.firstStackRow == index
    }

    /// Row `index` of the rows laid out now; nil when they are out of date (the system then plans again).
    func arrangementRow(_ index: Int) -> StackArrangement.Row? {
        guard !arrangementIsStale, index < arrangement.rows.count else { return nil }
        return arrangement.rows[index]
    }

    /// The stack itself or the arranged view a row's reference names; nil when the rows are out of date.
    func arrangedItem(_ reference: StackArrangement.Reference) -> UIView? {
        guard reference.item != StackArrangement.Reference.stackItem else { return self }
        guard reference.item < arrangement.views.count else { return nil }
        return arrangement.views[reference.item]
    }

    /// The rows laid out now, to describe one; nil when they are out of date.
    var currentArrangement: StackArrangement? {
        guard !arrangementIsStale else { return nil }
        return StackArrangement(stack: self, views: arrangement.views)
    }

    /// Something the rows are made from changed: they are made again when the system next plans, which
    /// it is told once (until then the rows are not read, so later changes need not tell it again).
    private func arrangementDidChange() {
        guard !arrangementIsStale else { return }
        arrangementIsStale = true
        arrangement = .none
        constraintStructureDidChange()
    }

    /// `spacing` or a custom spacing changed: the spacing rows read their gaps again, and the system
    /// only its constants; a gap that is not finite (its row left out, or to be) makes the rows again.
    private func gapsDidChange() {
        guard !arrangementIsStale else { return }
        var current = arrangement
        var allFinite = !current.leftOutGaps
        for index in current.rows.indices {
            guard let after = current.rows[index].gapAfter else { continue }
            let gap = Double(gap(after: current.views[after]))
            allFinite = allFinite && gap.isFinite
            current.rows[index].constant = gap
        }
        guard allFinite else { return arrangementDidChange() }
        arrangement = current
        constraintConstantsDidChange()
    }

    /// An arranged view was shown or hidden: it collapses or opens at the next pass, and inside an
    /// animation block the pass runs now so that the frames it changes animate with the block. A new
    /// intrinsic size matters only to proportions, which are made from it.
    override func subviewLayoutInputDidChange(_ subview: UIView, visibility: Bool) {
        guard visibility || distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === subview }) else { return }
        arrangementDidChange()
        if visibility, UIView.areAnimationsEnabled { constraintSystemRoot.layoutIfNeeded() }
    }

    /// The first visible arranged view's first-baseline view, so that a nested stack lines up by the
    /// text inside it.
    ///
    /// - Note: A horizontal stack answers with its first visible arranged view for both baselines.
    open override var forFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    /// The last visible arranged view's last-baseline view in a vertical stack; in a horizontal one,
    /// the first visible arranged view's.
    open override var forLastBaselineLayout: UIView {
        let visible = axis == .vertical ? arrangedSubviews.last { !$0.isHidden } : arrangedSubviews.first { !$0.isHidden }
        return visible?.forLastBaselineLayout ?? self
    }

    /// The stack lays its views out with equations, so it takes part in Auto Layout from the start.
    open override class var requiresConstraintBasedLayout: Bool { true }
}
