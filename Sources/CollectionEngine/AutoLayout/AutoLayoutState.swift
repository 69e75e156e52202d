import Foundation

/// What a view keeps for Auto Layout, made the first time the view takes part, so that a view laid out
/// by frames alone pays one nil pointer for it.
@MainActor
final class AutoLayoutState {
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

/// A view's twelve anchors, made together the first time one is asked for.
@MainActor
final class ViewAnchors {
    let leading, trailing, left, right, centerX: NSLayoutXAxisAnchor
    let top, bottom, centerY, firstBaseline, lastBaseline: NSLayoutYAxisAnchor
    let width, height: NSLayoutDimension

    init(_ view: UIView) {
        leading = NSLayoutXAxisAnchor(item: view, attribute: .leading)
        trailing = NSLayoutXAxisAnchor(item: view, attribute: .trailing)
        left = NSLayoutXAxisAnchor(item: view, attribute: .left)
        right = NSLayoutXAxisAnchor(item: view, attribute: .right)
        centerX = NSLayoutXAxisAnchor(item: view, attribute: .centerX)
        top = NSLayoutYAxisAnchor(item: view, attribute: .top)
        bottom = NSLayoutYAxisAnchor(item: view, attribute: .bottom)
        centerY = NSLayoutYAxisAnchor(item: view, attribute: .centerY)
        firstBaseline = NSLayoutYAxisAnchor(item: view, attribute: .firstBaseline)
        lastBaseline = NSLayoutYAxisAnchor(item: view, attribute: .lastBaseline)
        width = NSLayoutDimension(item: view, attribute: .width)
        height = NSLayoutDimension(item: view, attribute: .height)
    }
}
