import Foundation

/// The four unknowns of one layout item (a view's alignment rectangle, or a guide's frame), in the
/// coordinates of its system's root.
struct ItemVariables {
    let minX, minY, width, height: SolverVariable
}

/// A sum of terms and a constant, built up while turning an attribute into solver terms.
struct LayoutSum {
    var terms: [(variable: SolverVariable, coefficient: Double)] = []
    var constant: Double = 0

    mutating func add(_ variable: SolverVariable, _ coefficient: Double = 1) {
        terms.append((variable, coefficient))
    }

    mutating func add(_ other: LayoutSum, times factor: Double) {
        for term in other.terms { terms.append((term.variable, term.coefficient * factor)) }
        constant += other.constant * factor
    }

    var expression: LinearExpression { LinearExpression(terms: terms, constant: constant) }
}

/// Where an item's baselines lie: a fraction of its height plus an offset, from its top.
struct BaselinePlacement {
    var heightFraction: Double
    var offset: Double

    /// A view without text: both baselines are its bottom edge, as in UIKit.
    static let bottomEdge = BaselinePlacement(heightFraction: 1, offset: 0)
}

extension LayoutSum {
    /// `attribute` of an item as a sum of its variables, with the item's margins and baselines as constants.
    static func attribute(
        _ attribute: NSLayoutConstraint.Attribute, of variables: ItemVariables, margins: UIEdgeInsets,
        firstBaseline: BaselinePlacement, lastBaseline: BaselinePlacement
    ) -> LayoutSum {
        var sum = LayoutSum()
        func edge(_ start: SolverVariable, _ length: SolverVariable, lengthFraction: Double, offset: Double) {
            sum.add(start)
            if lengthFraction != 0 { sum.add(length, lengthFraction) }
            sum.constant = offset
        }
        let (x, y, w, h) = (variables.minX, variables.minY, variables.width, variables.height)
        switch attribute {
        case .left, .leading: edge(x, w, lengthFraction: 0, offset: 0)
        case .right, .trailing: edge(x, w, lengthFraction: 1, offset: 0)
        case .top: edge(y, h, lengthFraction: 0, offset: 0)
        case .bottom: edge(y, h, lengthFraction: 1, offset: 0)
        case .width: sum.add(w)
        case .height: sum.add(h)
        case .centerX: edge(x, w, lengthFraction: 0.5, offset: 0)
        case .centerY: edge(y, h, lengthFraction: 0.5, offset: 0)
        case .leftMargin, .leadingMargin: edge(x, w, lengthFraction: 0, offset: margins.left)
        case .rightMargin, .trailingMargin: edge(x, w, lengthFraction: 1, offset: -margins.right)
        case .topMargin: edge(y, h, lengthFraction: 0, offset: margins.top)
        case .bottomMargin: edge(y, h, lengthFraction: 1, offset: -margins.bottom)
        case .centerXWithinMargins: edge(x, w, lengthFraction: 0.5, offset: (margins.left - margins.right) / 2)
        case .centerYWithinMargins: edge(y, h, lengthFraction: 0.5, offset: (margins.top - margins.bottom) / 2)
        case .firstBaseline: edge(y, h, lengthFraction: firstBaseline.heightFraction, offset: firstBaseline.offset)
        case .lastBaseline: edge(y, h, lengthFraction: lastBaseline.heightFraction, offset: lastBaseline.offset)
        case .notAnAttribute: break
        }
        return sum
    }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: SolverRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
