import CollectionEngine
import Foundation

/// The constraints a stack view's arrangement stands for, made with the public constraint API between
/// a plain view (the `canvas`, in the stack's place) and the views it arranges: the slow, obviously
/// correct reference the stack's own rows are checked against (they must give the same frames).
///
/// It reads the stack's settings through UIKit's API only, and follows UIKit's documented rules: the
/// canvas is the bounds or the margins; the first and last visible views touch its ends; gaps between
/// neighbours (exact, or minimums for the equal distributions); each distribution's rule; each
/// alignment; hidden views at zero length.
///
/// ```swift
/// NSLayoutConstraint.activate(ReferenceStackConstraints(settingsOf: stack, canvas: box, views: copies).constraints())
/// ```
@MainActor
public struct ReferenceStackConstraints {
    public let stack: UIStackView
    public let canvas: UIView
    public let views: [UIView]

    public init(settingsOf stack: UIStackView, canvas: UIView, views: [UIView]) {
        (self.stack, self.canvas, self.views) = (stack, canvas, views)
    }

    /// Every constraint, inactive.
    public func constraints() -> [NSLayoutConstraint] {
        let horizontal = stack.axis == .horizontal
        let margins = stack.isLayoutMarginsRelativeArrangement
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let thickness: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let canvasStart: NSLayoutConstraint.Attribute = margins ? (horizontal ? .leadingMargin : .topMargin) : start
        let canvasEnd: NSLayoutConstraint.Attribute = margins ? (horizontal ? .trailingMargin : .bottomMargin) : end
        let canvasCrossStart: NSLayoutConstraint.Attribute = margins ? (horizontal ? .topMargin : .leadingMargin) : crossStart
        let canvasCrossEnd: NSLayoutConstraint.Attribute = margins ? (horizontal ? .bottomMargin : .trailingMargin) : crossEnd
        let canvasCrossCenter: NSLayoutConstraint.Attribute = margins ? (horizontal ? .centerYWithinMargins : .centerXWithinMargins) : crossCenter

        func make(_ a: UIView, _ aAttribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation = .equal,
                  _ b: UIView?, _ bAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                  priority: Float = 1000) -> NSLayoutConstraint {
            let made = NSLayoutConstraint(item: a, attribute: aAttribute, relatedBy: relation, toItem: b, attribute: bAttribute,
                                          multiplier: multiplier, constant: constant)
            made.priority = UILayoutPriority(priority)
            return made
        }

        var made: [NSLayoutConstraint] = []
        // Hidden views: zero length just below required, after the visible view before them.
        var previousVisible: UIView?
        for view in views {
            guard view.isHidden else { previousVisible = view; continue }
            made.append(make(view, length, nil, .notAnAttribute, priority: 999))
            made.append(make(view, start, previousVisible ?? canvas, previousVisible == nil ? canvasStart : end))
            made.append(make(view, crossStart, canvas, canvasCrossStart))
        }
        let visible = views.filter { !$0.isHidden }
        guard let first = visible.first, let last = visible.last else { return made }
        made.append(make(first, start, canvas, canvasStart))
        made.append(make(canvas, canvasEnd, last, end))

        // Gaps.
        let distributesGaps = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        let baselines = stack.isBaselineRelativeArrangement && !horizontal
        for (earlier, later) in zip(visible, visible.dropFirst()) {
            made.append(make(later, baselines ? .firstBaseline : start, relation: distributesGaps ? .greaterThanOrEqual : .equal,
                             earlier, baselines ? .lastBaseline : end, constant: gap(after: earlier)))
        }

        // Distribution.
        switch stack.distribution {
        case .fill:
            for view in visible.dropFirst() {
                let hugging = view.contentHuggingPriority(for: stack.axis).rawValue
                made.append(make(view, length, nil, .notAnAttribute, priority: max(1, hugging - 0.01)))
            }
        case .fillEqually:
            made += visible.dropFirst().map { make($0, length, first, length) }
        case .fillProportionally:
            let lengths = visible.map { max(0, horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height) }
            if let reference = lengths.indices.max(by: { lengths[$0] < lengths[$1] }), lengths[reference] > 0 {
                for index in visible.indices where index != reference {
                    made.append(make(visible[index], length, visible[reference], length,
                                     multiplier: lengths[index] / lengths[reference], priority: 999))
                }
            } else {
                made += visible.dropFirst().map { make($0, length, first, length) }
            }
        case .equalSpacing, .equalCentering:
            let (from, to) = stack.distribution == .equalSpacing ? (end, start) : (center, center)
            func distance(_ a: UIView, _ b: UIView) -> NSLayoutDimension {
                horizontal ? xAnchor(a, from).anchorWithOffset(to: xAnchor(b, to)) : yAnchor(a, from).anchorWithOffset(to: yAnchor(b, to))
            }
            let pairs = Array(zip(visible, visible.dropFirst()))
            if let (a, b) = pairs.first {
                for (earlier, later) in pairs.dropFirst() {
                    let equal = distance(earlier, later).constraint(equalTo: distance(a, b))
                    equal.priority = UILayoutPriority(700)
                    made.append(equal)
                }
            }
        }

        // Alignment (baselines only side by side).
        var alignment = stack.alignment
        if !horizontal, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        for view in visible {
            let heldStart = make(view, crossStart, canvas, canvasCrossStart)
            let heldEnd = make(canvas, canvasCrossEnd, view, crossEnd)
            let looseStart = make(canvas, canvasCrossStart, relation: .lessThanOrEqual, view, crossStart)
            let looseEnd = make(view, crossEnd, relation: .lessThanOrEqual, canvas, canvasCrossEnd)
            switch alignment {
            case .fill: made += [heldStart, heldEnd]
            case .leading: made += [heldStart, looseEnd]
            case .trailing: made += [heldEnd, looseStart]
            case .center: made += [make(view, crossCenter, canvas, canvasCrossCenter), looseStart]
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== first { made.append(make(view, baseline, first, baseline)) }
                made += [looseStart, looseEnd]
            }
            if alignment != .fill { made.append(make(view, thickness, nil, .notAnAttribute, priority: 25)) }
        }
        if alignment != .fill { made.append(make(canvas, canvasCrossEnd, canvas, canvasCrossStart, priority: 51)) }
        return made
    }

    /// The gap after `view` (its place among `views` stands for the stack's arranged view there).
    private func gap(after view: UIView) -> CGFloat {
        guard let index = views.firstIndex(where: { $0 === view }) else { return stack.spacing }
        let custom = stack.customSpacing(after: stack.arrangedSubviews[index])
        let value = custom == UIStackView.spacingUseDefault ? stack.spacing : custom
        return value == UIStackView.spacingUseSystem ? 8 : value
    }

    private func xAnchor(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        attribute == .leading ? view.leadingAnchor : attribute == .trailing ? view.trailingAnchor : view.centerXAnchor
    }

    private func yAnchor(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        attribute == .top ? view.topAnchor : attribute == .bottom ? view.bottomAnchor : view.centerYAnchor
    }
}
