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
    /// `attribute` of an item as a sum of its variables plus `offset` (its part from margins or the
    /// baseline: see `offset(of:margins:baseline:mirrored:)`). A baseline lies `baselineFraction` of the
    /// height down. In a `mirrored` constraint (right to left) horizontal places are measured leftwards
    /// from the origin, so leading is the negated right edge and a positive constant points inwards.
    static func attribute(
        _ attribute: NSLayoutConstraint.Attribute, of variables: ItemVariables, offset: Double, baselineFraction: Double,
        mirrored: Bool = false
    ) -> LayoutSum {
        var sum = LayoutSum()
        let (x, y, w, h) = (variables.minX, variables.minY, variables.width, variables.height)
        switch attribute.physical(mirrored: mirrored) {
        case .left, .leading, .leftMargin, .leadingMargin: sum.add(x)
        case .right, .trailing, .rightMargin, .trailingMargin: sum.add(x); sum.add(w)
        case .top, .topMargin: sum.add(y)
        case .bottom, .bottomMargin: sum.add(y); sum.add(h)
        case .width: sum.add(w)
        case .height: sum.add(h)
        case .centerX, .centerXWithinMargins: sum.add(x); sum.add(w, 0.5)
        case .centerY, .centerYWithinMargins: sum.add(y); sum.add(h, 0.5)
        case .firstBaseline, .lastBaseline: sum.add(y); sum.add(h, baselineFraction)
        case .notAnAttribute: break
        }
        if attribute.isMirroredPlace(mirrored) { sum.terms = sum.terms.map { ($0.variable, -$0.coefficient) } }
        sum.constant = offset
        return sum
    }

    /// The constant part of `attribute`: the item's margins for margin attributes, the baseline's
    /// offset for baselines, zero for the rest. Kept apart from the terms so that a pass where only
    /// constants changed computes these and nothing else.
    static func offset(of attribute: NSLayoutConstraint.Attribute, margins: UIEdgeInsets, baseline: BaselinePlacement,
                       mirrored: Bool = false) -> Double {
        let physical = physicalOffset(of: attribute.physical(mirrored: mirrored), margins: margins, baseline: baseline)
        return attribute.isMirroredPlace(mirrored) ? -physical : physical
    }

    private static func physicalOffset(of attribute: NSLayoutConstraint.Attribute, margins: UIEdgeInsets, baseline: BaselinePlacement) -> Double {
        switch attribute {
        case .leftMargin, .leadingMargin: Double(margins.left)
        case .rightMargin, .trailingMargin: -Double(margins.right)
        case .topMargin: Double(margins.top)
        case .bottomMargin: -Double(margins.bottom)
        case .centerXWithinMargins: Double(margins.left - margins.right) / 2
        case .centerYWithinMargins: Double(margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline: baseline.offset
        default: 0
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The edge the attribute names on screen: in a mirrored (right-to-left) constraint leading is the
    /// right edge and trailing the left one; left to right, leading and left read the same.
    func physical(mirrored: Bool) -> NSLayoutConstraint.Attribute {
        guard mirrored else { return self }
        switch self {
        case .leading: return .right
        case .trailing: return .left
        case .leadingMargin: return .rightMargin
        case .trailingMargin: return .leftMargin
        default: return self
        }
    }

    /// Whether a mirrored constraint negates this attribute: every horizontal place, not a width.
    func isMirroredPlace(_ mirrored: Bool) -> Bool {
        mirrored && axis == .horizontal && !isDimension
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
