import Foundation

/// A visual format string as parsed, before any name in it is looked up: what
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` reads.
///
/// Apple's grammar (Auto Layout Guide, "Visual Format Language"), which `VisualFormatParser` follows:
///
/// ```
/// <visualFormatString> (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)*
///                      (<connection><superview>)?
/// <orientation>        H | V
/// <superview>          |
/// <view>               [<viewName>(<predicateListWithParens>)?]
/// <connection>         e | -<predicateList>- | -
/// <predicateList>      <simplePredicate> | <predicateListWithParens>
/// <simplePredicate>    <metricName> | <positiveNumber>
/// <predicateListWithParens> (<predicate>(,<predicate>)*)
/// <predicate>          (<relation>)?(<objectOfPredicate>)(@<priority>)?
/// <relation>           == | <= | >=
/// <objectOfPredicate>  <constant> | <viewName>
/// <priority>           <metricName> | <number>
/// <constant>           <metricName> | <number>
/// ```
///
/// Names stay names here (a name may be a metric or, in a view's predicate, a view): the builder looks
/// them up, and every name keeps its position so a failed look-up can point at it.
struct VisualFormat: Equatable, Sendable {
    enum Orientation: Equatable, Sendable { case horizontal, vertical }

    var orientation: Orientation
    /// The connection from the superview's leading (or top) edge to the first view, when the string
    /// starts with `|`.
    var leadingSuperview: SuperviewEdge?
    /// The views in the order written; never empty.
    var views: [ViewTerm]
    /// `connections[i]` joins `views[i]` to `views[i + 1]`.
    var connections: [Connection]
    /// The connection from the last view to the superview's trailing (or bottom) edge, when the
    /// string ends with `|`.
    var trailingSuperview: SuperviewEdge?

    /// A `|` and the connection between it and its neighbouring view.
    struct SuperviewEdge: Equatable, Sendable {
        var connection: Connection
        /// Where the `|` is, for the report when the views have no common superview.
        var position: Int
    }

    /// `[name(predicates)]`.
    struct ViewTerm: Equatable, Sendable {
        var name: String
        var position: Int
        /// Predicates on the view's length along the orientation (its width for `H:`).
        var predicates: [Predicate]
    }

    /// What lies between two neighbours.
    enum Connection: Equatable, Sendable {
        /// Nothing: the neighbours touch (`[a][b]`).
        case flush
        /// A bare `-`: the standard space (between views) or the superview's margin (at a `|`).
        case standard
        /// `-N-`, `-name-` or `-(predicates)-`.
        case predicates([Predicate])
    }

    /// `(relation)? object (@priority)?`.
    struct Predicate: Equatable, Sendable {
        var relation: Relation
        var object: Operand
        var priority: Operand?
        var position: Int
    }

    enum Relation: Equatable, Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }

    /// A number as written, or a name to be looked up.
    enum Operand: Equatable, Sendable {
        case number(Double)
        case name(String, position: Int)
    }
}

/// Why a visual format string cannot be turned into constraints, with where in the string.
///
/// Its `description` is UIKit's report: "Unable to parse constraint format:", the reason, the string,
/// and a caret under the position.
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in UIKit's words where UIKit has them.
    public var reason: String
    /// The format string as given.
    public var format: String
    /// The offset, in characters, of the place the caret points at.
    public var position: Int

    /// UIKit's message: "Unable to parse constraint format:", the reason, the format, and a caret under
    /// `position`.
    public var description: String {
        let caret = String(repeating: " ", count: max(0, position)) + "^"
        return "Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)"
    }
}
