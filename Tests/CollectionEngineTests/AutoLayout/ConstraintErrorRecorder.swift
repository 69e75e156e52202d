import CollectionEngine
import Foundation

/// The constraint problems reported while `body` ran, in order: the handler is swapped for a recorder
/// and put back after.
@MainActor
func constraintErrors(during body: () -> Void) -> [LayoutConstraintError] {
    final class Box { var errors: [LayoutConstraintError] = [] }
    let box = Box()
    let previous = NSLayoutConstraint.errorHandler
    NSLayoutConstraint.errorHandler = { box.errors.append($0) }
    body()
    NSLayoutConstraint.errorHandler = previous
    return box.errors
}

/// A view at `frame` whose subviews are placed by constraints, in a tree of its own.
@MainActor
func constraintContainer(width: CGFloat = 300, height: CGFloat = 200) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A subview of `parent` that opts in to constraints, as iOS code writes it.
@MainActor
func constrainedSubview<View: UIView>(of parent: UIView, _ view: View = UIView()) -> View {
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}
