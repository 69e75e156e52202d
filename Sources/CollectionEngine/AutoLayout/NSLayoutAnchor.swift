import Foundation

/// One attribute of one layout item (a `UIView` or a `UILayoutGuide`), not kept alive by the
/// reference, as UIKit's constraints do not keep their items (see `LayoutItemReference`).
struct LayoutAttributeReference {
    /// The item's shared reference; nil only for the missing end of a single attribute.
    let itemReference: LayoutItemReference?
    let attribute: NSLayoutConstraint.Attribute

    /// The item, nil once it has been freed.
    var item: AnyObject? { itemReference?.item }

    init(_ itemReference: LayoutItemReference?, _ attribute: NSLayoutConstraint.Attribute) {
        self.itemReference = itemReference
        self.attribute = attribute
    }

    @MainActor init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.init(item.map(LayoutItemReference.to), attribute)
    }

    /// `UILabel:0x….leading`, as UIKit names an anchor in descriptions.
    @MainActor var name: String {
        guard let item else { return "nil.\(attribute.name)" }
        let itemName = (item as? UILayoutGuide).map { "'\($0.identifier)'" }
            ?? "\(NSLayoutConstraint.typeName(of: item)):\(NSLayoutConstraint.address(of: item))"
        return "\(itemName).\(attribute.name)"
    }
}

/// What one side of a constraint measures: an item's attribute, or the distance from one attribute
/// to another (`anchorWithOffset(to:)`).
///
/// A struct rather than an enum of the two cases: reading an attribute out of an enum's payload copies
/// the payload's weak references (atomic work on the item's side table), and every constraint made,
/// activated and solved asks its terms' attributes several times.
struct AnchorTerm {
    /// The attribute read, or where a distance starts.
    let start: LayoutAttributeReference
    /// Where a distance ends; `.notAnAttribute` (and no item) for a single attribute.
    let end: LayoutAttributeReference

    static func attribute(_ reference: LayoutAttributeReference) -> AnchorTerm {
        AnchorTerm(start: reference, end: LayoutAttributeReference(nil, .notAnAttribute))
    }

    static func distance(from start: LayoutAttributeReference, to end: LayoutAttributeReference) -> AnchorTerm {
        AnchorTerm(start: start, end: end)
    }

    var isDistance: Bool { end.attribute != .notAnAttribute }

    /// The item of a single attribute, nil for a distance.
    var item: AnyObject? { isDistance ? nil : start.item }

    /// The attribute of a single attribute, `.notAnAttribute` for a distance.
    var attribute: NSLayoutConstraint.Attribute { isDistance ? .notAnAttribute : start.attribute }

    /// The attributes the term reads: one, or the two ends of a distance.
    var references: [LayoutAttributeReference] { isDistance ? [start, end] : [start] }

    /// Whether the term is a length (a width, a height, a distance) rather than a location.
    var isDimension: Bool { isDistance || start.attribute.isDimension }

    var axis: NSLayoutConstraint.Axis? { start.attribute.axis }

    @MainActor var name: String { isDistance ? "(\(end.name) - \(start.name))" : start.name }
}

/// A factory of constraints for one attribute of a view or layout guide, as UIKit's `NSLayoutAnchor`.
///
/// Anchors only relate to anchors of their own kind: an `NSLayoutXAxisAnchor` to another x-axis
/// anchor, a dimension to a dimension, so `leadingAnchor.constraint(equalTo: topAnchor)` does not compile.
///
/// ```swift
/// icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16).isActive = true
/// ```
///
/// Every method makes an inactive constraint; activate it (`isActive = true` or
/// `NSLayoutConstraint.activate(_:)`).
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let term: AnchorTerm

    init(term: AnchorTerm) {
        self.term = term
        super.init()
    }

    convenience init(_ itemReference: LayoutItemReference, _ attribute: NSLayoutConstraint.Attribute) {
        self.init(term: .attribute(LayoutAttributeReference(itemReference, attribute)))
    }

    /// The view or layout guide the anchor belongs to (nil for a distance made by `anchorWithOffset(to:)`).
    public var item: AnyObject? { term.item }
    /// The anchor's name as it appears in constraint descriptions.
    public var name: String { term.name }

    /// The anchor's type, address and `name`, for logs and constraint reports.
    open override var description: String {
        MainActor.assumeIsolated { "<\(NSLayoutConstraint.typeName(of: self)):\(NSLayoutConstraint.address(of: self)) \"\(name)\">" }
    }

    /// `self == anchor + constant`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + constant`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + constant`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
              multiplier: CGFloat, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: relation, second: anchor?.term, multiplier: multiplier, constant: constant)
    }

    /// `self` related to `anchor` plus `multiplier` standard spaces: what every `…SystemSpacing…` method makes.
    func systemSpaced(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
                      _ multiplier: CGFloat) -> NSLayoutConstraint {
        make(relation, anchor, multiplier: 1, constant: multiplier * systemSpacing)
    }
}

/// The standard spacing between two sibling edges, which `…SystemSpacing…` constraints use.
///
/// - Note: UIKit's system spacing depends on the items (and, between baselines, on their fonts); Tessera
///   uses UIKit's standard 8 points between any two anchors.
let systemSpacing: CGFloat = 8

/// A horizontal location anchor (`leading`, `trailing`, `left`, `right`, `centerX`), as UIKit's.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: `self` follows `anchor` by the standard space.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpaced(.equal, anchor, multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`: at least the standard space after `anchor`.
    ///
    /// - Note: The system spacing is always 8 points, where UIKit's depends on the items.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpaced(.greaterThanOrEqual, anchor, multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`: at most the standard space after `anchor`.
    ///
    /// - Note: The system spacing is always 8 points, where UIKit's depends on the items.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpaced(.lessThanOrEqual, anchor, multiplier)
    }

    /// A dimension measuring the distance from this anchor to `otherAnchor` (positive when it lies to
    /// the right), to constrain like a width.
    ///
    /// ```swift
    /// // The gap between two labels equals the icon's width.
    /// title.trailingAnchor.anchorWithOffset(to: subtitle.leadingAnchor)
    ///     .constraint(equalTo: icon.widthAnchor).isActive = true
    /// ```
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(distanceFrom: term, to: otherAnchor.term)
    }
}

/// A vertical location anchor (`top`, `bottom`, `centerY`, the baselines), as UIKit's.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: `self` sits below `anchor` by the standard space.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpaced(.equal, anchor, multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`: at least the standard space below `anchor`.
    ///
    /// - Note: The system spacing is always 8 points, even between baselines, where UIKit uses the fonts.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpaced(.greaterThanOrEqual, anchor, multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`: at most the standard space below `anchor`.
    ///
    /// - Note: The system spacing is always 8 points, even between baselines, where UIKit uses the fonts.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpaced(.lessThanOrEqual, anchor, multiplier)
    }

    /// A dimension measuring the distance from this anchor down to `otherAnchor`, to constrain like a height.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(distanceFrom: term, to: otherAnchor.term)
    }
}

/// A length anchor (`width`, `height`, or a distance from `anchorWithOffset(to:)`), as UIKit's
/// `NSLayoutDimension`: besides other dimensions it relates to constants and multiples.
///
/// ```swift
/// thumbnail.heightAnchor.constraint(equalTo: thumbnail.widthAnchor, multiplier: 9.0 / 16.0).isActive = true
/// thumbnail.widthAnchor.constraint(lessThanOrEqualToConstant: 320).isActive = true
/// ```
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    convenience init(distanceFrom from: AnchorTerm, to: AnchorTerm) {
        if !from.isDistance, !to.isDistance {
            self.init(term: .distance(from: from.start, to: to.start))
        } else {
            // X- and y-axis anchors are always single attributes; a distance of distances cannot be made.
            self.init(term: from)
        }
    }

    /// `self == constant`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, multiplier: 1, constant: c) }
    /// `self >= constant`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, multiplier: 1, constant: c) }
    /// `self <= constant`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, multiplier: 1, constant: c) }

    /// `self == multiplier × anchor + constant`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= multiplier × anchor + constant`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= multiplier × anchor + constant`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
