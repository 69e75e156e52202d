import Foundation

/// A problem with constraints where UIKit would raise or log: what went wrong, in UIKit's words, and
/// what Tessera did instead.
///
/// Each problem is reported once to `NSLayoutConstraint.errorHandler`, not on every layout pass.
///
/// ```swift
/// NSLayoutConstraint.errorHandler = { error in logger.warning("\(error)") }
/// ```
public enum LayoutConstraintError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Required constraints contradict each other; `broken` was left out of the layout and the others
    /// were laid out. `conflicting` lists the constraints involved (with `broken`), as UIKit prints them.
    case unsatisfiable(conflicting: [String], broken: String)
    /// A constraint whose items are in different view hierarchies (or a guide with no owning view); it
    /// was left inactive.
    case noCommonAncestor(constraint: String, first: String, second: String)
    /// `addConstraint(_:)` on a view that does not hold the constraint's items; it was left inactive.
    case hierarchyNotPrepared(constraint: String, view: String)
    /// A constraint UIKit refuses to make (a location equal to a constant, attributes of different
    /// axes or kinds); it was left inactive.
    case invalidConstraint(constraint: String, reason: String)
    /// A visual format string that cannot be parsed, or names a view or metric the dictionaries lack;
    /// no constraint was made. Its description is UIKit's, with a caret under the position.
    case visualFormat(VisualFormatError)
    /// `insertArrangedSubview(_:at:)` with an index outside `0...count`; the view was added at the end.
    case arrangedSubviewIndexOutOfBounds(index: Int, count: Int)
    /// A constant or multiplier that is NaN or infinite; the constraint was left inactive, or a new
    /// constant was not taken.
    case nonFiniteValue(constraint: String, what: String)
    /// An active constraint's priority moved between required and optional; the change was taken.
    case priorityChangedBetweenRequiredAndOptional(constraint: String)
    /// Layout kept changing constraints (in `layoutSubviews` or `updateConstraints`) pass after pass;
    /// Tessera stopped laying the view out again after `passes` passes.
    case layoutLoop(view: String, passes: Int)

    /// A message in the words of UIKit's console report where it has one ("Unable to simultaneously satisfy
    /// constraints", with the constraints listed), naming the constraints or view involved.
    public var description: String {
        switch self {
        case let .unsatisfiable(conflicting, broken):
            return """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """
        case let .noCommonAncestor(constraint, first, second):
            return "Unable to activate constraint with anchors \(first) and \(second) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal. The constraint \(constraint) was left inactive."
        case let .hierarchyNotPrepared(constraint, view):
            return "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). The constraint was not added to \(view)."
        case let .invalidConstraint(constraint, reason):
            return "\(reason) The constraint \(constraint) was left inactive."
        case let .visualFormat(error):
            return error.description
        case let .arrangedSubviewIndexOutOfBounds(index, count):
            return "Index \(index) out of bounds for a stack view with \(count) arranged subviews: insertArrangedSubview(_:at:) needs 0...\(count). The view was added at the end."
        case let .nonFiniteValue(constraint, what):
            return "A \(what) that is not a finite number cannot be used in a constraint: \(constraint). It was not used."
        case let .priorityChangedBetweenRequiredAndOptional(constraint):
            return "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported: \(constraint). Tessera took the new priority."
        case let .layoutLoop(view, passes):
            return "The layout of \(view) changed its constraints in each of \(passes) passes in a row (in layoutSubviews or updateConstraints); it is not laid out again until its constraints change from outside a layout pass."
        }
    }
}
