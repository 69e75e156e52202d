import Foundation

/// The constraints a stack view lays its arranged views out with, made from its settings.
///
/// UIKit builds `UIStackView` from constraints in the same engine as the app's, and so does Tessera:
/// - the *canvas* is the stack view's bounds, or its margins when `isLayoutMarginsRelativeArrangement`;
/// - along the axis, the first visible view starts at the canvas's start and the last ends at its end,
///   with the spacing between neighbours (exact, or a minimum for the two equal distributions) and
///   the distribution's own constraints;
/// - across the axis, each visible view is aligned to the canvas; an alignment other than `fill` lets
///   views be shorter than the canvas, so the canvas hugs the tallest (`fitPriority`), and a view
///   with no intrinsic size there shrinks to nothing rather than being left ambiguous;
/// - a hidden view is held at zero length where it would have been, which collapses it (and animates
///   the collapse inside `UIView.animate`).
@MainActor
struct StackArrangement {
    let stack: UIStackView
    let views: [UIView]

    /// Below hugging (250), above the fitting level (50): the canvas hugs its content across the axis.
    static let fitPriority = UILayoutPriority(51)
    /// Lower than anything an app sets: a view with nothing else saying how thick it is gets no thickness.
    static let ambiguitySuppressionPriority = UILayoutPriority(25)
    /// The equal distributions' equal gaps give way to compression resistance (750), never to hugging
    /// (250): with room to spare the gaps grow, not the views; without, views shrink by resistance.
    static let equalDistancePriority = UILayoutPriority(700)
    /// Below required, so that a hidden view whose content cannot reach zero length (a nested stack
    /// with spacing) stays as short as it can instead of making the layout unsatisfiable.
    static let hidingPriority = UILayoutPriority(999)
    /// Proportions hold against hugging and compression resistance alike, as UIKit's do.
    static let proportionPriority = UILayoutPriority(999)
    /// How far below a view's hugging priority its tie-break sits (see `fillTieBreaks`).
    static let tieBreakStep: Float = 0.01

    /// Every constraint, inactive.
    func constraints() -> [NSLayoutConstraint] {
        let axis = StackAxis(stack.axis, marginsRelative: stack.isLayoutMarginsRelativeArrangement)
        let visible = views.filter { !$0.isHidden }
        var made = hiding(views, axis: axis)
        guard let first = visible.first, let last = visible.last else { return made }
        made.append(equal(first, axis.start, stack, axis.canvasStart))
        made.append(equal(stack, axis.canvasEnd, last, axis.end))
        made += spacing(visible, axis: axis)
        made += distribution(visible, axis: axis)
        made += alignment(visible, axis: axis)
        return made
    }

    // MARK: Along the axis

    /// Between neighbours: the gap after the earlier one, exact for the filling distributions and a
    /// minimum for the equal ones; measured between baselines in a baseline-relative vertical stack.
    private func spacing(_ visible: [UIView], axis: StackAxis) -> [NSLayoutConstraint] {
        let relation: NSLayoutConstraint.Relation = stack.distribution.distributesGaps ? .greaterThanOrEqual : .equal
        let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        return zip(visible, visible.dropFirst()).map { earlier, later in
            NSLayoutConstraint(item: later, attribute: baselines ? .firstBaseline : axis.start, relatedBy: relation,
                               toItem: earlier, attribute: baselines ? .lastBaseline : axis.end, multiplier: 1,
                               constant: stack.gap(after: earlier))
        }
    }

    private func distribution(_ visible: [UIView], axis: StackAxis) -> [NSLayoutConstraint] {
        guard let first = visible.first else { return [] }
        switch stack.distribution {
        case .fill:
            return fillTieBreaks(visible, axis: axis)
        case .fillEqually:
            return visible.dropFirst().map { equal($0, axis.length, first, axis.length) }
        case .fillProportionally:
            return proportions(visible, axis: axis)
        case .equalSpacing:
            return equalDistances(visible, from: .end, to: .start)
        case .equalCentering:
            return equalDistances(visible, from: .center, to: .center)
        }
    }

    /// UIKit settles ties by index: it stretches the first of several views that hug equally. Each
    /// later view is pulled towards zero length just below its own hugging priority, which decides only
    /// what hugging and compression resistance left open: the later views keep their intrinsic lengths
    /// and the first takes the room (and of views that resist compression equally, the later ones
    /// give up length first).
    private func fillTieBreaks(_ visible: [UIView], axis: StackAxis) -> [NSLayoutConstraint] {
        visible.dropFirst().map { view in
            let hugging = view.contentHuggingPriority(for: stack.axis).rawValue
            return length(of: view, axis.length, 0, priority: UILayoutPriority(max(1, hugging - Self.tieBreakStep)))
        }
    }

    /// Lengths in the ratio of the views' intrinsic lengths (equal when none has one).
    private func proportions(_ visible: [UIView], axis: StackAxis) -> [NSLayoutConstraint] {
        let lengths = visible.map { max(0, stack.axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height) }
        guard let reference = lengths.indices.max(by: { lengths[$0] < lengths[$1] }), lengths[reference] > 0 else {
            return visible.dropFirst().map { equal($0, axis.length, visible[0], axis.length) }
        }
        return visible.indices.filter { $0 != reference }.map { index in
            let constraint = NSLayoutConstraint(item: visible[index], attribute: axis.length, relatedBy: .equal,
                                                toItem: visible[reference], attribute: axis.length,
                                                multiplier: lengths[index] / lengths[reference], constant: 0)
            constraint.priority = Self.proportionPriority
            return constraint
        }
    }

    /// Every distance from one neighbour's `from` to the next one's `to` equals the first such distance.
    private func equalDistances(_ visible: [UIView], from: Edge, to: Edge) -> [NSLayoutConstraint] {
        let pairs = Array(zip(visible, visible.dropFirst()))
        guard let (firstEarlier, firstLater) = pairs.first else { return [] }
        let reference = distance(from: firstEarlier, from, to: firstLater, to)
        return pairs.dropFirst().map { earlier, later in
            let constraint = distance(from: earlier, from, to: later, to).constraint(equalTo: reference)
            constraint.priority = Self.equalDistancePriority
            return constraint
        }
    }

    private enum Edge { case start, end, center }

    /// The distance along the stack's axis from one view's edge to another's.
    private func distance(from earlier: UIView, _ fromEdge: Edge, to later: UIView, _ toEdge: Edge) -> NSLayoutDimension {
        func x(_ view: UIView, _ edge: Edge) -> NSLayoutXAxisAnchor {
            switch edge {
            case .start: view.leadingAnchor
            case .end: view.trailingAnchor
            case .center: view.centerXAnchor
            }
        }
        func y(_ view: UIView, _ edge: Edge) -> NSLayoutYAxisAnchor {
            switch edge {
            case .start: view.topAnchor
            case .end: view.bottomAnchor
            case .center: view.centerYAnchor
            }
        }
        return stack.axis == .horizontal
            ? x(earlier, fromEdge).anchorWithOffset(to: x(later, toEdge))
            : y(earlier, fromEdge).anchorWithOffset(to: y(later, toEdge))
    }

    // MARK: Across the axis

    private func alignment(_ visible: [UIView], axis: StackAxis) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        let alignment = stack.alignment.effective(for: stack.axis)
        for view in visible {
            switch alignment {
            case .fill:
                made += [crossStart(of: view, axis, held: true), crossEnd(of: view, axis, held: true)]
            case .leading:
                made += [crossStart(of: view, axis, held: true), crossEnd(of: view, axis, held: false)]
            case .trailing:
                made += [crossEnd(of: view, axis, held: true), crossStart(of: view, axis, held: false)]
            case .center:
                made.append(equal(view, axis.crossCenter, stack, axis.canvasCrossCenter))
                made.append(crossStart(of: view, axis, held: false))
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== visible[0] { made.append(equal(view, baseline, visible[0], baseline)) }
                made += [crossStart(of: view, axis, held: false), crossEnd(of: view, axis, held: false)]
            }
            if alignment != .fill {
                made.append(length(of: view, axis.thickness, 0, priority: Self.ambiguitySuppressionPriority))
            }
        }
        if alignment != .fill {
            let fit = NSLayoutConstraint(item: stack, attribute: axis.canvasCrossEnd, relatedBy: .equal,
                                         toItem: stack, attribute: axis.canvasCrossStart, multiplier: 1, constant: 0)
            fit.priority = Self.fitPriority
            made.append(fit)
        }
        return made
    }

    /// The view's cross start on the canvas's (`held`), or only not before it.
    private func crossStart(of view: UIView, _ axis: StackAxis, held: Bool) -> NSLayoutConstraint {
        held ? equal(view, axis.crossStart, stack, axis.canvasCrossStart)
            : atMost(stack, axis.canvasCrossStart, view, axis.crossStart)
    }

    /// The view's cross end on the canvas's (`held`), or only not beyond it.
    private func crossEnd(of view: UIView, _ axis: StackAxis, held: Bool) -> NSLayoutConstraint {
        held ? equal(stack, axis.canvasCrossEnd, view, axis.crossEnd)
            : atMost(view, axis.crossEnd, stack, axis.canvasCrossEnd)
    }

    // MARK: Hidden views

    /// Each hidden view at zero length, just after the visible view before it (or at the canvas's
    /// start), and at the canvas's cross start. Its thickness is left to its content: held to the
    /// canvas's, a hidden view thicker than every visible one would make the stack thicker.
    private func hiding(_ views: [UIView], axis: StackAxis) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        var previousVisible: UIView?
        for view in views {
            guard view.isHidden else { previousVisible = view; continue }
            made.append(length(of: view, axis.length, 0, priority: Self.hidingPriority))
            if let previousVisible {
                made.append(equal(view, axis.start, previousVisible, axis.end))
            } else {
                made.append(equal(view, axis.start, stack, axis.canvasStart))
            }
            made.append(equal(view, axis.crossStart, stack, axis.canvasCrossStart))
        }
        return made
    }

    // MARK: Making constraints

    private func equal(_ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute,
                       _ second: UIView, _ secondAttribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint {
        NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: .equal, toItem: second,
                           attribute: secondAttribute, multiplier: 1, constant: 0)
    }

    /// `first.firstAttribute <= second.secondAttribute`.
    private func atMost(_ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute,
                        _ second: UIView, _ secondAttribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint {
        NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: .lessThanOrEqual, toItem: second,
                           attribute: secondAttribute, multiplier: 1, constant: 0)
    }

    private func length(of view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat,
                        priority: UILayoutPriority) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: nil,
                                            attribute: .notAnAttribute, multiplier: 1, constant: value)
        constraint.priority = priority
        return constraint
    }
}

/// The attributes of a stack's axis and of the axis across it, for its views and for its canvas.
private struct StackAxis {
    var start, end, length: NSLayoutConstraint.Attribute
    var crossStart, crossEnd, crossCenter, thickness: NSLayoutConstraint.Attribute
    var canvasStart, canvasEnd: NSLayoutConstraint.Attribute
    var canvasCrossStart, canvasCrossEnd, canvasCrossCenter: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis, marginsRelative: Bool) {
        let horizontal: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)
            = (.leading, .trailing, .centerX, .width)
        let vertical: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)
            = (.top, .bottom, .centerY, .height)
        let horizontalMargins: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)
            = marginsRelative ? (.leadingMargin, .trailingMargin, .centerXWithinMargins) : (.leading, .trailing, .centerX)
        let verticalMargins: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)
            = marginsRelative ? (.topMargin, .bottomMargin, .centerYWithinMargins) : (.top, .bottom, .centerY)
        let (along, across) = axis == .horizontal ? (horizontal, vertical) : (vertical, horizontal)
        let (canvasAlong, canvasAcross) = axis == .horizontal ? (horizontalMargins, verticalMargins) : (verticalMargins, horizontalMargins)
        (start, end, _, length) = along
        (crossStart, crossEnd, crossCenter, thickness) = across
        (canvasStart, canvasEnd, _) = canvasAlong
        (canvasCrossStart, canvasCrossEnd, canvasCrossCenter) = canvasAcross
    }
}
