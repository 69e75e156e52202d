import Foundation

/// The equations a stack view lays its arranged views out with, made from its settings.
///
/// UIKit builds `UIStackView` from constraints in the same engine as the app's, and so does Tessera,
/// as rows of the stack's constraint system (`ViewConstraintSystem.RowSource.arrangement`) rather than
/// `NSLayoutConstraint` objects: a stack makes its rows once per change of its settings or arranged
/// views, and a new cell of a known structure is planned by a lookup (see `words`).
/// - the *canvas* is the stack view's bounds, or its margins when `isLayoutMarginsRelativeArrangement`;
/// - along the axis, the first visible view starts at the canvas's start and the last ends at its end,
///   with the spacing between neighbours (exact, or a minimum for the two equal distributions) and
///   the distribution's own rows;
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

    /// An attribute of the stack (`item` −1) or of the arranged view at index `item`.
    struct Reference: Equatable {
        var item: Int
        var attribute: NSLayoutConstraint.Attribute

        static let stackItem = -1
    }

    /// One side of a row: an attribute, or the distance from `start` to `end` (as `anchorWithOffset(to:)`).
    struct Side {
        var start: Reference
        var end: Reference?
    }

    /// `first relation multiplier × second + constant` at `priority`, as an `NSLayoutConstraint` would say it.
    struct Row {
        var first: Side
        var second: Side?
        var relation: NSLayoutConstraint.Relation
        var multiplier = 1.0
        var constant = 0.0
        /// The arranged view whose gap follows it, for a spacing row: its constant is that gap, read
        /// again when `spacing` or a custom spacing changes (no new rows).
        var gapAfter: Int?
        var priority = UILayoutPriority.required
        var role: Role
        /// Whether a term reads margins or a baseline, whose offsets are read again with the constants.
        private(set) var readsOffsets = false

        init(first: Side, second: Side?, relation: NSLayoutConstraint.Relation, gapAfter: Int? = nil,
             priority: UILayoutPriority = .required, role: Role) {
            (self.first, self.second, self.relation, self.gapAfter, self.priority, self.role) = (first, second, relation, gapAfter, priority, role)
            forEachReference { if $0.attribute.isMargin || $0.attribute.isBaseline { readsOffsets = true } }
        }

        /// The arranged view whose constraint this row would be, installed on that view (the nearest
        /// common ancestor of its one item), or `Reference.stackItem` for a row installed on the stack.
        var host: Int {
            second == nil && first.end == nil ? first.start.item : Reference.stackItem
        }

        /// Calls `body` with each attribute the row reads.
        func forEachReference(_ body: (Reference) -> Void) {
            body(first.start)
            if let end = first.end { body(end) }
            guard let second else { return }
            body(second.start)
            if let end = second.end { body(end) }
        }
    }

    /// What a row does, named as UIKit names its stack views' constraints in reports.
    enum Role: String {
        case canvasConnection = "UISV-canvas-connection", spacing = "UISV-spacing", fillEqually = "UISV-fill-equally"
        case fillProportionally = "UISV-fill-proportionally", fillTieBreak = "UISV-fill-tie-break"
        case distributing = "UISV-distributing", alignment = "UISV-alignment", canvasFit = "UISV-canvas-fit"
        case ambiguitySuppression = "UISV-ambiguity-suppression", hiding = "UISV-hiding"
    }

    /// Every row, in order. A spacing that is not finite is reported and its row left out (UIKit raises).
    func rows() -> [Row] {
        let axis = StackAxis(stack.axis, marginsRelative: stack.isLayoutMarginsRelativeArrangement)
        let visible = views.indices.filter { !views[$0].isHidden }
        var made = hiding(axis: axis)
        guard let first = visible.first, let last = visible.last else { return made }
        made.append(equal(first, axis.start, Reference.stackItem, axis.canvasStart, .canvasConnection))
        made.append(equal(Reference.stackItem, axis.canvasEnd, last, axis.end, .canvasConnection))
        made += spacing(visible, axis: axis)
        made += distribution(visible, axis: axis)
        made += alignment(visible, axis: axis)
        return made
    }

    // MARK: Along the axis

    /// Between neighbours: the gap after the earlier one, exact for the filling distributions and a
    /// minimum for the equal ones; measured between baselines in a baseline-relative vertical stack.
    private func spacing(_ visible: [Int], axis: StackAxis) -> [Row] {
        let relation: NSLayoutConstraint.Relation = stack.distribution.distributesGaps ? .greaterThanOrEqual : .equal
        let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        return zip(visible, visible.dropFirst()).compactMap { earlier, later in
            var row = Row(first: Side(start: Reference(item: later, attribute: baselines ? .firstBaseline : axis.start)),
                          second: Side(start: Reference(item: earlier, attribute: baselines ? .lastBaseline : axis.end)),
                          relation: relation, gapAfter: earlier, role: .spacing)
            row.constant = Double(stack.gap(after: views[earlier]))
            guard row.constant.isFinite else {
                NSLayoutConstraint.report(.nonFiniteValue(constraint: description(of: row), what: "constant"))
                return nil
            }
            return row
        }
    }

    private func distribution(_ visible: [Int], axis: StackAxis) -> [Row] {
        guard let first = visible.first else { return [] }
        switch stack.distribution {
        case .fill:
            return fillTieBreaks(visible, axis: axis)
        case .fillEqually:
            return visible.dropFirst().map { equal($0, axis.length, first, axis.length, .fillEqually) }
        case .fillProportionally:
            return proportions(visible, axis: axis)
        case .equalSpacing:
            return equalDistances(visible, from: axis.end, to: axis.start)
        case .equalCentering:
            return equalDistances(visible, from: axis.center, to: axis.center)
        }
    }

    /// UIKit settles ties by index: it stretches the first of several views that hug equally. Each
    /// later view is pulled towards zero length just below its own hugging priority, which decides only
    /// what hugging and compression resistance left open: the later views keep their intrinsic lengths
    /// and the first takes the room (and of views that resist compression equally, the later ones
    /// give up length first).
    private func fillTieBreaks(_ visible: [Int], axis: StackAxis) -> [Row] {
        visible.dropFirst().map { index in
            let hugging = views[index].contentHuggingPriority(for: stack.axis).rawValue
            return length(of: index, axis.length, priority: UILayoutPriority(max(1, hugging - Self.tieBreakStep)), .fillTieBreak)
        }
    }

    /// Lengths in the ratio of the views' intrinsic lengths (equal when none has one).
    private func proportions(_ visible: [Int], axis: StackAxis) -> [Row] {
        let lengths = visible.map { index in
            let size = views[index].intrinsicContentSize
            return max(0, stack.axis == .horizontal ? size.width : size.height)
        }
        guard let reference = lengths.indices.max(by: { lengths[$0] < lengths[$1] }), lengths[reference] > 0 else {
            return visible.dropFirst().map { equal($0, axis.length, visible[0], axis.length, .fillProportionally) }
        }
        return lengths.indices.filter { $0 != reference }.map { position in
            var row = equal(visible[position], axis.length, visible[reference], axis.length, .fillProportionally)
            row.multiplier = Double(lengths[position] / lengths[reference])
            row.priority = Self.proportionPriority
            return row
        }
    }

    /// Every distance from one neighbour's `from` to the next one's `to` equals the first such distance.
    private func equalDistances(_ visible: [Int], from: NSLayoutConstraint.Attribute, to: NSLayoutConstraint.Attribute) -> [Row] {
        let pairs = Array(zip(visible, visible.dropFirst()))
        guard let (firstEarlier, firstLater) = pairs.first else { return [] }
        func distance(_ earlier: Int, _ later: Int) -> Side {
            Side(start: Reference(item: earlier, attribute: from), end: Reference(item: later, attribute: to))
        }
        return pairs.dropFirst().map { earlier, later in
            Row(first: distance(earlier, later), second: distance(firstEarlier, firstLater), relation: .equal,
                priority: Self.equalDistancePriority, role: .distributing)
        }
    }

    // MARK: Across the axis

    private func alignment(_ visible: [Int], axis: StackAxis) -> [Row] {
        var made: [Row] = []
        made.reserveCapacity(3 * visible.count + 1)
        let alignment = stack.alignment.effective(for: stack.axis)
        for index in visible {
            switch alignment {
            case .fill:
                made.append(crossStart(of: index, axis, held: true))
                made.append(crossEnd(of: index, axis, held: true))
            case .leading:
                made.append(crossStart(of: index, axis, held: true))
                made.append(crossEnd(of: index, axis, held: false))
            case .trailing:
                made.append(crossEnd(of: index, axis, held: true))
                made.append(crossStart(of: index, axis, held: false))
            case .center:
                made.append(equal(index, axis.crossCenter, Reference.stackItem, axis.canvasCrossCenter, .alignment))
                made.append(crossStart(of: index, axis, held: false))
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if index != visible[0] { made.append(equal(index, baseline, visible[0], baseline, .alignment)) }
                made.append(crossStart(of: index, axis, held: false))
                made.append(crossEnd(of: index, axis, held: false))
            }
            if alignment != .fill {
                made.append(length(of: index, axis.thickness, priority: Self.ambiguitySuppressionPriority, .ambiguitySuppression))
            }
        }
        if alignment != .fill {
            var fit = equal(Reference.stackItem, axis.canvasCrossEnd, Reference.stackItem, axis.canvasCrossStart, .canvasFit)
            fit.priority = Self.fitPriority
            made.append(fit)
        }
        return made
    }

    /// The view's cross start on the canvas's (`held`), or only not before it.
    private func crossStart(of index: Int, _ axis: StackAxis, held: Bool) -> Row {
        held ? equal(index, axis.crossStart, Reference.stackItem, axis.canvasCrossStart, .alignment)
            : atMost(Reference.stackItem, axis.canvasCrossStart, index, axis.crossStart)
    }

    /// The view's cross end on the canvas's (`held`), or only not beyond it.
    private func crossEnd(of index: Int, _ axis: StackAxis, held: Bool) -> Row {
        held ? equal(Reference.stackItem, axis.canvasCrossEnd, index, axis.crossEnd, .alignment)
            : atMost(index, axis.crossEnd, Reference.stackItem, axis.canvasCrossEnd)
    }

    // MARK: Hidden views

    /// Each hidden view at zero length, just after the visible view before it (or at the canvas's
    /// start), and at the canvas's cross start. Its thickness is left to its content: held to the
    /// canvas's, a hidden view thicker than every visible one would make the stack thicker.
    private func hiding(axis: StackAxis) -> [Row] {
        var made: [Row] = []
        var previousVisible: Int?
        for (index, view) in views.enumerated() {
            guard view.isHidden else { previousVisible = index; continue }
            made.append(length(of: index, axis.length, priority: Self.hidingPriority, .hiding))
            if let previousVisible {
                made.append(equal(index, axis.start, previousVisible, axis.end, .hiding))
            } else {
                made.append(equal(index, axis.start, Reference.stackItem, axis.canvasStart, .hiding))
            }
            made.append(equal(index, axis.crossStart, Reference.stackItem, axis.canvasCrossStart, .hiding))
        }
        return made
    }

    // MARK: Making rows

    private func equal(_ first: Int, _ firstAttribute: NSLayoutConstraint.Attribute,
                       _ second: Int, _ secondAttribute: NSLayoutConstraint.Attribute, _ role: Role) -> Row {
        Row(first: Side(start: Reference(item: first, attribute: firstAttribute)),
            second: Side(start: Reference(item: second, attribute: secondAttribute)), relation: .equal, role: role)
    }

    /// `first.firstAttribute <= second.secondAttribute`.
    private func atMost(_ first: Int, _ firstAttribute: NSLayoutConstraint.Attribute,
                        _ second: Int, _ secondAttribute: NSLayoutConstraint.Attribute) -> Row {
        Row(first: Side(start: Reference(item: first, attribute: firstAttribute)),
            second: Side(start: Reference(item: second, attribute: secondAttribute)), relation: .lessThanOrEqual,
            role: .alignment)
    }

    /// The view's length (or thickness) at zero.
    private func length(of index: Int, _ attribute: NSLayoutConstraint.Attribute, priority: UILayoutPriority, _ role: Role) -> Row {
        Row(first: Side(start: Reference(item: index, attribute: attribute)), second: nil, relation: .equal,
            priority: priority, role: role)
    }

    // MARK: Describing rows

    /// The item a reference names.
    func item(_ reference: Reference) -> UIView {
        reference.item == Reference.stackItem ? stack : views[reference.item]
    }

    /// The row as UIKit describes its stack views' constraints in reports:
    /// `<NSLayoutConstraint 'UISV-spacing' UILabel:0x….leading == UILabel:0x….trailing + 8   (active)>`.
    func description(of row: Row) -> String {
        func name(_ reference: Reference) -> String {
            let view = item(reference)
            return "\(NSLayoutConstraint.typeName(of: view)):\(NSLayoutConstraint.address(of: view)).\(reference.attribute.name)"
        }
        func name(_ side: Side) -> String { side.end.map { "(\(name($0)) - \(name(side.start)))" } ?? name(side.start) }
        let symbol = row.relation == .equal ? "==" : row.relation == .lessThanOrEqual ? "<=" : ">="
        var right: [String] = []
        if let second = row.second {
            right.append(row.multiplier == 1 ? name(second) : "\(NSLayoutConstraint.format(CGFloat(row.multiplier)))*\(name(second))")
        }
        let constant = CGFloat(row.constant)
        if constant != 0 || row.second == nil {
            right.append(right.isEmpty ? NSLayoutConstraint.format(constant)
                         : constant < 0 ? "- \(NSLayoutConstraint.format(-constant))" : "+ \(NSLayoutConstraint.format(constant))")
        }
        var text = "<NSLayoutConstraint '\(row.role.rawValue)' \(name(row.first)) \(symbol) \(right.joined(separator: " "))"
        if row.priority != .required { text += " @\(NSLayoutConstraint.format(CGFloat(row.priority.rawValue)))" }
        return text + "   (active)>"
    }

    // MARK: Structure

    /// Everything that decides the rows but their constants, as numbers: two stacks with equal words
    /// make rows with equal terms, relations and priorities (see `ViewConstraintSystem.plannedStructure`).
    static func words(of rows: [Row]) -> [Int] {
        func word(_ reference: Reference?) -> Int {
            reference.map { ($0.item + 1) << 5 | $0.attribute.rawValue } ?? -1
        }
        var words: [Int] = []
        words.reserveCapacity(1 + 7 * rows.count)
        words.append(rows.count)
        // One append at a time: an array literal per row would be allocated and freed per row.
        for row in rows {
            words.append(word(row.first.start))
            words.append(word(row.first.end))
            words.append(word(row.second?.start))
            words.append(word(row.second?.end))
            words.append(row.relation.rawValue)
            words.append(Int(row.multiplier.bitPattern))
            words.append(Int(row.priority.rawValue.bitPattern))
        }
        return words
    }
}

/// The attributes of a stack's axis and of the axis across it, for its views and for its canvas.
private struct StackAxis {
    var start, end, center, length: NSLayoutConstraint.Attribute
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
        (start, end, center, length) = along
        (crossStart, crossEnd, crossCenter, thickness) = across
        (canvasStart, canvasEnd, _) = canvasAlong
        (canvasCrossStart, canvasCrossEnd, canvasCrossCenter) = canvasAcross
    }
}
