import Foundation

/// What a view keeps for Auto Layout, made the first time the view takes part, so that a view laid out
/// by frames alone pays one nil pointer for it.
@MainActor
final class AutoLayoutState {
    /// How constraints, anchors and guides refer to the view (cleared by the view's deinit).
    let itemReference: LayoutItemReference
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on the view (`UIView.constraints`), in the order they were installed.
    var installed: [NSLayoutConstraint] = []
    /// The active constraints that read the view, wherever they are installed.
    var referencing: [NSLayoutConstraint] = []
    /// The guides added with `addLayoutGuide(_:)`, and the view's own guides once asked for.
    var guides: [UILayoutGuide] = []
    var contentHugging = AxisPriorities(.defaultLow)
    var compressionResistance = AxisPriorities(.defaultHigh)
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// Whether `updateConstraints()` must run before the next layout pass.
    var needsUpdateConstraints = true
    /// The system this view roots, kept between passes so that a pass re-solves only what changed.
    var system: ViewConstraintSystem?
    /// Active constraints installed above this view that read it or a descendant: while there are any,
    /// the view belongs to an ancestor's system rather than rooting its own.
    var crossingConstraints = 0
    var anchors: ViewAnchors?
    var layoutMarginsGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?

    /// Whether anything about the view asks the engine to place it or its subviews.
    init(view: UIView) { itemReference = LayoutItemReference(view: view) }

    var takesPart: Bool { !translatesAutoresizingMaskIntoConstraints || !installed.isEmpty || !referencing.isEmpty }
}

/// A content priority (hugging or compression resistance) for each axis.
struct AxisPriorities {
    var horizontal, vertical: UILayoutPriority

    init(_ both: UILayoutPriority) { (horizontal, vertical) = (both, both) }

    subscript(axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// A view's twelve anchors, each made the first time it is asked for and then kept, so that it is the
/// same object every time (a cell reads four or five of a view's twelve: the others are never made).
@MainActor
final class ViewAnchors {
    let view: LayoutItemReference

    init(_ view: LayoutItemReference) { self.view = view }

    lazy var leading = NSLayoutXAxisAnchor(view, .leading)
    lazy var trailing = NSLayoutXAxisAnchor(view, .trailing)
    lazy var left = NSLayoutXAxisAnchor(view, .left)
    lazy var right = NSLayoutXAxisAnchor(view, .right)
    lazy var centerX = NSLayoutXAxisAnchor(view, .centerX)
    lazy var top = NSLayoutYAxisAnchor(view, .top)
    lazy var bottom = NSLayoutYAxisAnchor(view, .bottom)
    lazy var centerY = NSLayoutYAxisAnchor(view, .centerY)
    lazy var firstBaseline = NSLayoutYAxisAnchor(view, .firstBaseline)
    lazy var lastBaseline = NSLayoutYAxisAnchor(view, .lastBaseline)
    lazy var width = NSLayoutDimension(view, .width)
    lazy var height = NSLayoutDimension(view, .height)
}
