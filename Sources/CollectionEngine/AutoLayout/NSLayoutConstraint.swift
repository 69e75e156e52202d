import Foundation

/// A relation between two layout attributes, `first relation multiplier × second + constant`, that the
/// Auto Layout engine keeps when it places views, as UIKit's `NSLayoutConstraint`.
///
/// ```swift
/// title.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///     title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
///     title.topAnchor.constraint(equalToSystemSpacingBelow: contentView.topAnchor, multiplier: 1),
/// ])
/// ```
///
/// A constraint does nothing until it is active. Activating it installs it on the nearest common
/// ancestor of its items (`UIView.constraints` lists it there); it is laid out in that view's next
/// layout pass.
///
/// - Note: Where UIKit raises an exception (items with no common ancestor, a location equal to a
///   constant, attributes of different axes, a constant or multiplier that is not finite), Tessera
///   reports a `LayoutConstraintError` to `NSLayoutConstraint.errorHandler` and leaves the constraint
///   inactive.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// A part of an item's rectangle that a constraint relates, as UIKit's `NSLayoutConstraint.Attribute`.
    ///
    /// `leading` is `left` and `trailing` is `right` left to right, and the other way round when the
    /// view whose content the constraint arranges runs right to left.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// UIKit's older name for `lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The two axes along which views are laid out (hugging and compression resistance are per axis).
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// The left-hand side: an item's attribute, or the distance between two (`anchorWithOffset(to:)`).
    let firstTerm: AnchorTerm
    /// The right-hand side, nil for a constraint to a constant.
    let secondTerm: AnchorTerm?
    /// How the two sides compare; it cannot change once the constraint is made, as in UIKit.
    public let relation: Relation
    /// The factor applied to the second attribute; it cannot change once the constraint is made.
    public let multiplier: CGFloat

    /// The offset added to the right-hand side. Changing it on an active constraint updates the
    /// solution incrementally at the next layout pass; inside `UIView.animate` followed by
    /// `layoutIfNeeded()` the frames animate to the new solution.
    ///
    /// - Note: A value that is not finite is reported (`LayoutConstraintError.nonFiniteValue`) and not
    ///   taken; the constraint keeps its previous constant.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite {
                NSLayoutConstraint.report(.nonFiniteValue(constraint: description, what: "constant"))
                constant = oldValue
                return
            }
            if isActive {
                Self.activeConstantChanges &+= 1
                installation?.constantDidChange(of: self)
            }
        }
    }

    /// How many times an active constraint's constant changed in this process: a system reads its
    /// constraints' constants again only when this moved since it last read them (most passes change
    /// none, and reading fifty constants each pass costs as much as the rest of a refresh).
    static var activeConstantChanges = 0

    /// How much the constraint matters against others: `.required` (1000) must hold; a lower priority is
    /// satisfied as well as it can be once every higher one is.
    ///
    /// - Note: UIKit raises when an active constraint changes between required and optional; Tessera
    ///   takes the change and reports it (`LayoutConstraintError.priorityChangedBetweenRequiredAndOptional`).
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            let clamped = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
            if clamped != priority { priority = clamped; return }
            if isActive {
                if (priority == .required) != (oldValue == .required) {
                    NSLayoutConstraint.report(.priorityChangedBetweenRequiredAndOptional(constraint: description))
                }
                installation?.structureDidChange()
            }
        }
    }

    /// A name that appears in the constraint's description and in reports.
    open var identifier: String?

    /// Whether the constraint takes part in layout. Setting it to true installs it on the nearest common
    /// ancestor of its items; to false removes it from there.
    open var isActive: Bool {
        // A constraint whose view was freed is no longer active, as UIKit removes it with the view.
        get { installation?.view != nil }
        set {
            if newValue { activateOne() } else { deactivateOne() }
        }
    }

    /// Which kinds of attribute the constraint reads, worked out once (reading the terms is not free).
    let attributeKinds: AttributeKinds
    /// Why UIKit would refuse the constraint, nil when it is well formed (its first item aside).
    let malformation: Malformation?

    /// The view the constraint is installed on while it is active.
    var installation: ConstraintInstallation?
    /// The views between the constraint's items and the view it is installed on, which it ties into
    /// that view's system (see `AutoLayoutState.crossingConstraints`).
    var crossedViews = CrossedViews()
    /// Whether the constraint was reported as broken to resolve a conflict, so it is reported once.
    var reportedAsBroken = false

    /// The item on the left-hand side (a `UIView` or `UILayoutGuide`).
    open var firstItem: AnyObject? { firstTerm.item }
    /// The attribute of `firstItem` the constraint sets; `.notAnAttribute` for a distance made by
    /// `anchorWithOffset(to:)`.
    open var firstAttribute: Attribute { firstTerm.attribute }
    /// The item on the right-hand side, nil for a constraint to a constant.
    open var secondItem: AnyObject? { secondTerm?.item }
    /// The attribute of `secondItem`, or `.notAnAttribute` for a constraint to a constant.
    open var secondAttribute: Attribute { secondTerm?.attribute ?? .notAnAttribute }
    /// The anchor on the left-hand side.
    ///
    /// - Note: Swift's generics are not Objective-C's: the anchor is an `NSLayoutAnchor<AnyObject>` naming
    ///   the same item and attribute as the view's typed anchor, not that object itself. Compare `item`
    ///   and `firstAttribute` rather than the anchors.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(term: firstTerm) }
    /// The anchor on the right-hand side, nil for a constraint to a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondTerm.map { NSLayoutAnchor(term: $0) } }

    /// A constraint `view1.attr1 relation multiplier × view2.attr2 + constant`.
    ///
    /// ```swift
    /// NSLayoutConstraint(item: badge, attribute: .width, relatedBy: .equal,
    ///                    toItem: badge, attribute: .height, multiplier: 1, constant: 0).isActive = true
    /// ```
    ///
    /// - Note: A constraint UIKit refuses to make (a location equal to a constant, attributes of different
    ///   axes) is made, and reported when it is activated; it stays inactive.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = AnchorTerm.attribute(LayoutAttributeReference(item: view1 as AnyObject, attribute: attr1))
        let second = (view2 as AnyObject?).flatMap {
            attr2 == .notAnAttribute ? nil : AnchorTerm.attribute(LayoutAttributeReference(item: $0, attribute: attr2))
        }
        self.init(first: first, relation: relation, second: second, multiplier: multiplier, constant: c)
    }

    /// A constraint between two terms; anchors' `constraint(…)` methods make them.
    init(first: AnchorTerm, relation: Relation, second: AnchorTerm?, multiplier: CGFloat, constant: CGFloat) {
        firstTerm = first
        self.relation = relation
        secondTerm = second
        let kinds = AttributeKinds.of(first, second)
        attributeKinds = kinds
        malformation = Malformation.of(first: first, second: second, multiplier: multiplier, kinds: kinds)
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Activates each constraint, as setting `isActive` on each does, in the order given.
    ///
    /// - Complexity: O(n) for n constraints; each system they join is told once, at the end.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        var notices = StructureNotices()
        for constraint in constraints { constraint.activate(installingOn: nil, notices: &notices) }
        notices.send()
    }

    /// Deactivates each constraint.
    ///
    /// - Complexity: O(n) for n constraints; each system they leave is told once, at the end.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        var notices = StructureNotices()
        for constraint in constraints { constraint.deactivate(notices: &notices) }
        notices.send()
    }

    /// UIKit's description: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leadingMargin + 8   (active)>`.
    open override var description: String { MainActor.assumeIsolated { describe() } }

    private func describe() -> String {
        var text = "<\(Self.typeName(of: self)):\(Self.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + equationDescription
        if priority != .required { text += " @\(Self.format(CGFloat(priority.rawValue)))" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    /// `first == multiplier*second + constant`, as UIKit writes it.
    var equationDescription: String {
        let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var right: [String] = []
        if let secondTerm {
            right.append(multiplier == 1 ? secondTerm.name : "\(Self.format(multiplier))*\(secondTerm.name)")
        }
        if constant != 0 || secondTerm == nil {
            if right.isEmpty { right.append(Self.format(constant)) } else {
                right.append(constant < 0 ? "- \(Self.format(-constant))" : "+ \(Self.format(constant))")
            }
        }
        return "\(firstTerm.name) \(symbol) \(right.joined(separator: " "))"
    }

    nonisolated static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }

    nonisolated static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    nonisolated static func typeName(of object: AnyObject) -> String {
        String(describing: type(of: object))
    }
}

extension NSLayoutConstraint.Attribute {
    /// The axis the attribute lies on, nil for `notAnAttribute`.
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Whether the attribute reads the item's layout margins.
    var isMargin: Bool { rawValue >= Self.leftMargin.rawValue && rawValue <= Self.centerYWithinMargins.rawValue }

    /// Whether the attribute is a length (width, height) rather than a location.
    var isDimension: Bool { self == .width || self == .height }

    /// UIKit's name for the attribute in descriptions.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
