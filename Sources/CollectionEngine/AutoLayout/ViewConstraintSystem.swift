import Foundation

/// The constraints of one independent subtree (a cell's content, a screen), solved apart from every
/// other: the root view's own size is an input, its descendants' frames are the output.
///
/// The system keeps its solver between passes. A changed constant (a constraint's, a margin, an
/// intrinsic size, the root's size) is handed to the solver as a new constant, incrementally; only a
/// change of structure (a constraint activated or deactivated, a priority, a view joining) rebuilds it.
///
/// - Complexity: A pass where only constants changed costs O(rows) to compare constants, plus the
///   solver's incremental update; a rebuild costs a solve of the subtree's constraints.
@MainActor
final class ViewConstraintSystem {
    unowned let root: UIView
    private var solver = ConstraintSystem()
    private(set) var structureIsStale = true
    private(set) var constantsAreStale = true
    /// Whether the next layout pass must solve again.
    var needsSolve: Bool { structureIsStale || constantsAreStale || rootSizeIsStale }
    /// Whether some member asked for `updateConstraints()` before the next solve.
    var needsUpdatePass = true

    /// The views in the system, parents before children, the root first.
    private(set) var members: [UIView] = []
    private var variables: [ObjectIdentifier: ItemVariables] = [:]
    private var rows: [Row] = []
    private var rowByID: [SolverConstraintID: Int] = [:]
    private var sizing = RootSizing.layout
    /// Each member's intrinsic axes at the last rebuild (see `intrinsicPresenceChanged`).
    private var intrinsicAxes: [UInt8] = []
    /// Intrinsic sizes measured during the current rebuild or refresh.
    private var measuredIntrinsicSizes: [ObjectIdentifier: CGSize] = [:]
    /// Broken internal rows already reported, so each conflict is reported once.
    private var reportedConflicts: Set<String> = []

    /// Consecutive layout passes that changed the system's own constraints (see `endLayoutPass`).
    private var passesChangingConstraints = 0
    private(set) var isInLayoutPass = false
    private var changedDuringPass = false
    private(set) var loopStopped = false
    private var loopReported = false
    /// Passes in a row that may change the constraints before the layout counts as a loop.
    static let layoutLoopLimit = 8

    init(root: UIView) { self.root = root }

    /// How the root's size enters the system: its bounds while laying out, a target while measuring.
    enum RootSizing: Equatable {
        case layout
        case fitting(CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    private struct Row {
        var id: SolverConstraintID?
        let source: RowSource
        var expression: LinearExpression
        let relation: SolverRelation
        let priority: SolverPriority
    }

    private enum RowSource {
        case user(NSLayoutConstraint)
        case rootOrigin(NSLayoutConstraint.Axis)
        case rootSize(NSLayoutConstraint.Axis)
        case autoresizing(UIView, NSLayoutConstraint.Axis, isLength: Bool)
        case intrinsic(UIView, NSLayoutConstraint.Axis, hugging: Bool)
        case guide(UILayoutGuide, GuideEdge)
    }

    private enum GuideEdge { case minX, minY, width, height, readableCap, readableFill }

    // MARK: Changes

    func structureDidChange() {
        structureIsStale = true
        noteChange()
    }

    func constantsDidChange() {
        constantsAreStale = true
        noteChange()
    }

    /// The root's size changed: a new constant for the two rows that hold it.
    func rootSizeDidChange() {
        rootSizeIsStale = true
        noteChange()
    }

    /// Whether the root's bounds changed since the last solve (kept apart from other constants, see `solve`).
    private var rootSizeIsStale = false

    private func noteChange() {
        if isInLayoutPass { changedDuringPass = true; return }
        passesChangingConstraints = 0
        loopStopped = false
        root.setNeedsLayout()
    }

    // MARK: Solving

    /// Brings the solution up to date for `sizing`: rebuilds after a structural change, hands changed
    /// constants to the solver otherwise, then settles multi-line labels at the widths they were given.
    func solve(for newSizing: RootSizing) {
        // A cell measured and then given the size it measured already has its layout solution: the
        // root rows are switched back only when something else changed too.
        if newSizing == .layout, case .fitting = sizing, !structureIsStale, !constantsAreStale,
           solvedRootSize == root.bounds.size, horizontalInput(of: .layout) == solvedHorizontalInput {
            rootSizeIsStale = false
            laidOutRootSize = root.bounds.size
            return
        }
        if rootSizeIsStale {
            rootSizeIsStale = false
            constantsAreStale = true
        }
        // Wrapping labels start again from one line when the width they are solved in changes: a width
        // settled for another target must not narrow them (it would be a fixed point of its own).
        let horizontal = horizontalInput(of: newSizing)
        if horizontal != solvedHorizontalInput {
            solvedHorizontalInput = horizontal
            forgetTextWidths()
        }
        if sizing != newSizing {
            let samePriorities: Bool
            if case let .fitting(_, oldH, oldV) = sizing, case let .fitting(_, newH, newV) = newSizing {
                samePriorities = oldH == newH && oldV == newV
            } else { samePriorities = false }
            sizing = newSizing
            if samePriorities { constantsAreStale = true } else if !structureIsStale { replaceRootSizeRows() }
        }
        if case .layout = newSizing { laidOutRootSize = root.bounds.size }
        if structureIsStale { rebuild() } else if constantsAreStale { refreshConstants() }
        settleTextWidths()
    }

    /// The root's bounds size when the system was last solved for layout.
    private(set) var laidOutRootSize: CGSize?
    /// Whether `applyFrames` is setting frames (which are outputs, not new constants).
    private(set) var isApplyingFrames = false

    /// Measuring and laying out alternate on a self-sizing cell: only the two rows that give the root
    /// its size change (their priorities), so only they are replaced.
    private func replaceRootSizeRows() {
        for index in rows.indices {
            guard case .rootSize = rows[index].source,
                  let (expression, relation, priority) = equation(for: rows[index].source) else { continue }
            // An axis held as firmly as before (a required width while measuring a height) only moves.
            if priority == rows[index].priority, rows[index].id != nil {
                if expression.constant != rows[index].expression.constant { setConstant(expression.constant, ofRow: index) }
                continue
            }
            if let id = rows[index].id { solver.remove(id); rowByID[id] = nil }
            var row = Row(id: nil, source: rows[index].source, expression: expression, relation: relation, priority: priority)
            do {
                let id = try solver.add(expression, relation, priority: priority)
                row.id = id
                rowByID[id] = index
            } catch {
                reportConflict(breaking: row.source, conflicting: Self.conflicting(in: error))
            }
            rows[index] = row
        }
    }

    /// The root's size the system solved for.
    var solvedRootSize: CGSize {
        guard let vars = variables[ObjectIdentifier(root)] else { return root.bounds.size }
        let insets = root.alignmentRectInsets
        return CGSize(width: solver.value(of: vars.width) + insets.left + insets.right,
                      height: solver.value(of: vars.height) + insets.top + insets.bottom)
    }

    /// The solved alignment rectangle of an item, in the root's coordinates.
    func alignmentRect(of item: AnyObject) -> CGRect? {
        guard let vars = variables[ObjectIdentifier(item)] else { return nil }
        return CGRect(x: solver.value(of: vars.minX), y: solver.value(of: vars.minY),
                      width: solver.value(of: vars.width), height: solver.value(of: vars.height))
    }

    /// Whether the solution leaves any of the item's four unknowns free.
    func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let vars = variables[ObjectIdentifier(item)] else { return false }
        return [vars.minX, vars.minY, vars.width, vars.height].contains { solver.isAmbiguous($0) }
    }

    /// Sets the frame of every member placed by constraints, parents first, rounded to the display's pixels.
    func applyFrames() {
        isApplyingFrames = true
        defer { isApplyingFrames = false }
        let scale = max(1, root.window?.displayScale ?? 1)
        func pixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        var frames: [ObjectIdentifier: CGRect] = [:]
        for view in members {
            guard let rect = alignmentRect(of: view) else { continue }
            let insets = view.alignmentRectInsets
            let minX = pixel(rect.minX - insets.left), minY = pixel(rect.minY - insets.top)
            let maxX = pixel(rect.maxX + insets.right), maxY = pixel(rect.maxY + insets.bottom)
            let inRoot = CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
            frames[ObjectIdentifier(view)] = inRoot
            guard view !== root, !view.translatesAutoresizingMaskIntoConstraints,
                  let parent = view.superview, let parentFrame = frames[ObjectIdentifier(parent)] else { continue }
            view.setFrameFromConstraints(inRoot.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY))
        }
    }

    // MARK: Layout passes and loops

    func beginLayoutPass() {
        isInLayoutPass = true
        changedDuringPass = false
    }

    /// Ends a layout pass: a pass whose `layoutSubviews` or `updateConstraints` changed the constraints
    /// asks for another; after `layoutLoopLimit` such passes in a row the loop is reported and stopped.
    func endLayoutPass() {
        isInLayoutPass = false
        guard changedDuringPass else { passesChangingConstraints = 0; return }
        passesChangingConstraints += 1
        if passesChangingConstraints >= Self.layoutLoopLimit {
            loopStopped = true
            if !loopReported {
                loopReported = true
                NSLayoutConstraint.report(.layoutLoop(
                    view: "\(NSLayoutConstraint.typeName(of: root)):\(NSLayoutConstraint.address(of: root))",
                    passes: passesChangingConstraints))
            }
            return
        }
        root.setNeedsLayout()
    }

    // MARK: Building

    private func rebuild() {
        measuredIntrinsicSizes = [:]
        structureIsStale = false
        constantsAreStale = false
        solver = ConstraintSystem()
        rows = []
        rowByID = [:]
        variables = [:]
        members = root.constraintMembers()
        for view in members { makeVariables(for: view) }
        var userConstraints: [NSLayoutConstraint] = []
        for view in members { userConstraints += view.autoLayout?.installed ?? [] }
        for constraint in userConstraints {
            for reference in constraint.firstTerm.references + (constraint.secondTerm?.references ?? []) {
                if let guide = reference.item as? UILayoutGuide, variables[ObjectIdentifier(guide)] == nil,
                   let owner = guide.owningView, variables[ObjectIdentifier(owner)] != nil {
                    makeVariables(for: guide)
                }
            }
        }
        var sources: [RowSource] = [.rootOrigin(.horizontal), .rootOrigin(.vertical), .rootSize(.horizontal), .rootSize(.vertical)]
        for view in members where view !== root && view.translatesAutoresizingMaskIntoConstraints {
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                sources += [.autoresizing(view, axis, isLength: false), .autoresizing(view, axis, isLength: true)]
            }
        }
        for view in members {
            for guide in view.autoLayout?.guides ?? [] where variables[ObjectIdentifier(guide)] != nil && guide.role != .free {
                sources += [GuideEdge.minX, .minY, .width, .height, .readableCap, .readableFill].map { .guide(guide, $0) }
            }
        }
        sources += userConstraints.map { .user($0) }
        for view in members {
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                sources += [.intrinsic(view, axis, hugging: false), .intrinsic(view, axis, hugging: true)]
            }
        }
        let planned = sources.compactMap { source in
            equation(for: source).map { Row(id: nil, source: source, expression: $0.0, relation: $0.1, priority: $0.2) }
        }
        addRows(planned)
        intrinsicAxes = members.map { Self.intrinsicAxes(of: intrinsicSize(of: $0)) }
    }

    /// Adds the rows of a rebuild: from a copy of a solved system of the same shape when one is kept
    /// (only the constants that differ are set), otherwise one by one, keeping the result for next time.
    private func addRows(_ planned: [Row]) {
        let shape = ConstraintShape(variableCount: variables.count * 4, rows: planned.map {
            ConstraintShape.Row(relation: $0.relation, priority: $0.priority,
                                variables: $0.expression.terms.map(\.variable.id), coefficients: $0.expression.terms.map(\.coefficient))
        })
        if let template = SolvedShapeCache.shared.template(for: shape) {
            solver = template.system.copy()
            for (index, row) in planned.enumerated() {
                let id = template.rowIDs[index]
                rows.append(Row(id: id, source: row.source, expression: row.expression, relation: row.relation, priority: row.priority))
                rowByID[id] = index
                if row.expression.constant != template.constants[index] { setConstant(row.expression.constant, ofRow: index) }
            }
            return
        }
        for row in planned { addRow(row) }
        let ids = rows.compactMap(\.id)
        guard ids.count == rows.count else { return }
        SolvedShapeCache.shared.keep(.init(system: solver.copy(), rowIDs: ids, constants: rows.map(\.expression.constant)), for: shape)
    }

    private func makeVariables(for item: AnyObject) {
        variables[ObjectIdentifier(item)] = ItemVariables(
            minX: solver.makeVariable(), minY: solver.makeVariable(),
            width: solver.makeVariable(), height: solver.makeVariable())
    }

    private func addRow(_ planned: Row) {
        var row = planned
        do {
            let id = try solver.add(row.expression, row.relation, priority: row.priority)
            row.id = id
            rowByID[id] = rows.count
        } catch {
            reportConflict(breaking: row.source, conflicting: Self.conflicting(in: error))
        }
        rows.append(row)
    }

    /// Gives row `index` a new constant; a required row that can no longer hold is broken and reported.
    private func setConstant(_ constant: Double, ofRow index: Int) {
        rows[index].expression.constant = constant
        guard let id = rows[index].id else { return }
        do {
            try solver.setConstant(constant, of: id)
        } catch {
            solver.remove(id)
            rowByID[id] = nil
            rows[index].id = nil
            reportConflict(breaking: rows[index].source, conflicting: Self.conflicting(in: error))
        }
    }

    private static func conflicting(in error: Error) -> [SolverConstraintID] {
        if case let ConstraintSystemError.unsatisfiable(ids) = error { return ids }
        return []
    }

    /// Hands every changed constant to the solver; a row whose shape changed (a priority, an intrinsic
    /// size that appeared or vanished) rebuilds the system instead.
    private func refreshConstants() {
        measuredIntrinsicSizes = [:]
        constantsAreStale = false
        // Priorities, relations and terms change only with the structure, which rebuilds instead.
        if intrinsicPresenceChanged() { return rebuild() }
        for index in rows.indices {
            guard let constant = currentConstant(of: rows[index].source) else { return rebuild() }
            if constant != rows[index].expression.constant { setConstant(constant, ofRow: index) }
        }
    }

    /// Whether a member gained or lost an intrinsic size on an axis since the last rebuild (its rows
    /// are missing or extra), which only a rebuild can take in.
    private func intrinsicPresenceChanged() -> Bool {
        zip(members, intrinsicAxes).contains { view, axes in Self.intrinsicAxes(of: intrinsicSize(of: view)) != axes }
    }

    /// Which axes of `size` are intrinsic metrics: bit 0 horizontal, bit 1 vertical.
    private static func intrinsicAxes(of size: CGSize) -> UInt8 {
        (size.width != UIView.noIntrinsicMetric ? 1 : 0) | (size.height != UIView.noIntrinsicMetric ? 2 : 0)
    }

    /// A member's intrinsic size, asked once per rebuild or refresh (a label measures its text for it).
    private func intrinsicSize(of view: UIView) -> CGSize {
        let key = ObjectIdentifier(view)
        if let size = measuredIntrinsicSizes[key] { return size }
        let size = view.intrinsicContentSize
        measuredIntrinsicSizes[key] = size
        return size
    }

    /// What decides the root's width: its length and how firmly it is held.
    private struct HorizontalInput: Equatable {
        var length: CGFloat
        var priority: Float
    }

    private var solvedHorizontalInput: HorizontalInput?

    private func horizontalInput(of sizing: RootSizing) -> HorizontalInput {
        switch sizing {
        case .layout: HorizontalInput(length: root.bounds.width, priority: 1000)
        case let .fitting(target, horizontal, _): HorizontalInput(length: target.width, priority: min(1000, horizontal.rawValue))
        }
    }

    private func forgetTextWidths() {
        for case let label as UILabel in members where label.constraintLayoutWidth != nil {
            label.constraintLayoutWidth = nil
            constantsAreStale = true
        }
    }

    /// Multi-line labels without `preferredMaxLayoutWidth` wrap at the width the solution gives them:
    /// each label's height is measured again at that width and the system solved again, within this
    /// pass, until the widths settle (a few rounds at most), so no pass shows a label at a stale height.
    private func settleTextWidths() {
        for _ in 0..<4 {
            var changed = false
            for view in members {
                guard let label = view as? UILabel, label.wrapsAtConstraintWidth, let rect = alignmentRect(of: label) else { continue }
                if label.constraintLayoutWidth.map({ abs($0 - rect.width) > 0.25 }) ?? true {
                    label.constraintLayoutWidth = rect.width
                    changed = true
                }
            }
            guard changed else { return }
            refreshConstants()
        }
    }

    // MARK: Equations

    private func equation(for source: RowSource) -> (LinearExpression, SolverRelation, SolverPriority)? {
        switch source {
        case let .user(constraint):
            guard constraint.isActive, !constraint.priority.rawValue.isNaN,
                  var sum = sum(for: constraint.firstTerm) else { return nil }
            if let second = constraint.secondTerm {
                guard let other = self.sum(for: second) else { return nil }
                sum.add(other, times: -Double(constraint.multiplier))
            }
            sum.constant -= Double(constraint.constant)
            return (sum.expression, constraint.relation.solverRelation, constraint.priority.rawValue)
        case let .rootOrigin(axis):
            guard let vars = variables[ObjectIdentifier(root)] else { return nil }
            return (LinearExpression(terms: [(axis == .horizontal ? vars.minX : vars.minY, 1)], constant: 0), .equal, 1000)
        case let .rootSize(axis):
            guard let vars = variables[ObjectIdentifier(root)] else { return nil }
            let insets = root.alignmentRectInsets
            let variable = axis == .horizontal ? vars.width : vars.height
            let inset = axis == .horizontal ? insets.left + insets.right : insets.top + insets.bottom
            switch sizing {
            case .layout:
                let length = axis == .horizontal ? root.bounds.width : root.bounds.height
                return (LinearExpression(terms: [(variable, 1)], constant: -Double(length - inset)), .equal, 1000)
            case let .fitting(target, horizontal, vertical):
                let length = axis == .horizontal ? target.width : target.height
                let priority = axis == .horizontal ? horizontal : vertical
                return (LinearExpression(terms: [(variable, 1)], constant: -Double(length - inset)), .equal,
                        min(1000, max(1, priority.rawValue)))
            }
        case let .autoresizing(view, axis, isLength):
            return autoresizingEquation(view, axis, isLength: isLength)
        case let .intrinsic(view, axis, hugging):
            guard let vars = variables[ObjectIdentifier(view)] else { return nil }
            let size = intrinsicSize(of: view)
            let length = axis == .horizontal ? size.width : size.height
            guard length != UIView.noIntrinsicMetric, length.isFinite else { return nil }
            let priority = hugging ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
            let variable = axis == .horizontal ? vars.width : vars.height
            return (LinearExpression(terms: [(variable, 1)], constant: -Double(length)),
                    hugging ? .lessThanOrEqual : .greaterThanOrEqual, min(999, max(1, priority.rawValue)))
        case let .guide(guide, edge):
            return guideEquation(guide, edge)
        }
    }

    /// The sum for one side of a user constraint; nil when an item has left the system.
    private func sum(for term: AnchorTerm) -> LayoutSum? {
        switch term {
        case let .attribute(reference):
            return sum(for: reference)
        case let .distance(from, to):
            guard var end = sum(for: to), let start = sum(for: from) else { return nil }
            end.add(start, times: -1)
            return end
        }
    }

    private func sum(for reference: LayoutAttributeReference) -> LayoutSum? {
        guard let item = reference.item, let vars = variables[ObjectIdentifier(item)],
              let offset = offset(of: reference) else { return nil }
        let baselineFraction = reference.attribute.isBaseline ? baseline(of: reference).heightFraction : 1
        return LayoutSum.attribute(reference.attribute, of: vars, offset: offset, baselineFraction: baselineFraction)
    }

    /// The constant part of a reference (margins, baselines); nil when its item has left the system.
    private func offset(of reference: LayoutAttributeReference) -> Double? {
        guard let item = reference.item, variables[ObjectIdentifier(item)] != nil else { return nil }
        let attribute = reference.attribute
        let margins = attribute.isMargin ? (item as? UIView)?.effectiveLayoutMargins ?? .zero : .zero
        let baseline = attribute.isBaseline ? baseline(of: reference) : .bottomEdge
        return LayoutSum.offset(of: attribute, margins: margins, baseline: baseline)
    }

    private func offset(of term: AnchorTerm) -> Double? {
        switch term {
        case let .attribute(reference): return offset(of: reference)
        case let .distance(from, to):
            guard let end = offset(of: to), let start = offset(of: from) else { return nil }
            return end - start
        }
    }

    private func baseline(of reference: LayoutAttributeReference) -> BaselinePlacement {
        guard let label = reference.item as? UILabel else { return .bottomEdge }
        return label.baselinePlacement(last: reference.attribute == .lastBaseline, textHeight: intrinsicSize(of: label).height)
    }

    /// The constant a row has now, computed without building its terms where that is simple (a
    /// constraint's, an intrinsic size's), for a pass where only constants changed.
    private func currentConstant(of source: RowSource) -> Double? {
        switch source {
        case let .user(constraint):
            guard var constant = offset(of: constraint.firstTerm) else { return nil }
            if let second = constraint.secondTerm {
                guard let other = offset(of: second) else { return nil }
                constant -= Double(constraint.multiplier) * other
            }
            return constant - Double(constraint.constant)
        case let .intrinsic(view, axis, _):
            let size = intrinsicSize(of: view)
            let length = axis == .horizontal ? size.width : size.height
            guard length != UIView.noIntrinsicMetric, length.isFinite else { return nil }
            return -Double(length)
        default:
            return equation(for: source)?.0.constant
        }
    }

    /// A view that keeps `translatesAutoresizingMaskIntoConstraints`: its start and length along `axis`
    /// as its frame and `autoresizingMask` give them, as linear functions of its superview's length.
    private func autoresizingEquation(_ view: UIView, _ axis: NSLayoutConstraint.Axis, isLength: Bool)
        -> (LinearExpression, SolverRelation, SolverPriority)? {
        guard let parent = view.superview, let vars = variables[ObjectIdentifier(view)],
              let parentVars = variables[ObjectIdentifier(parent)] else { return nil }
        let horizontal = axis == .horizontal
        let frame = view.frame, insets = view.alignmentRectInsets, parentInsets = parent.alignmentRectInsets
        let start = horizontal ? frame.minX : frame.minY, length = horizontal ? frame.width : frame.height
        let container = horizontal ? parent.bounds.width : parent.bounds.height
        let mask = view.autoresizingMask
        let flexible: (AxisPlace) -> Bool = { mask.contains($0, along: horizontal ? .horizontal : .vertical) }
        let now = UIView.autoresize(start: start, length: length, in: container, to: container, flexible: flexible)
        let grown = UIView.autoresize(start: start, length: length, in: container, to: container + 100, flexible: flexible)
        let slope = Double(isLength ? grown.length - now.length : grown.start - now.start) / 100
        let value = Double(isLength ? now.length : now.start)
        // parentLength = parent's alignment length + its insets; the view's edges likewise.
        let (ownStart, ownLength) = horizontal ? (vars.minX, vars.width) : (vars.minY, vars.height)
        let (parentStart, parentLength) = horizontal ? (parentVars.minX, parentVars.width) : (parentVars.minY, parentVars.height)
        let ownInsets = horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
        let outerInsets = horizontal ? (parentInsets.left, parentInsets.right) : (parentInsets.top, parentInsets.bottom)
        var sum = LayoutSum()
        if isLength {
            // length + insets == value + slope × (parentLength + parentInsets − container)
            sum.add(ownLength)
            sum.constant = Double(ownInsets.0 + ownInsets.1)
        } else {
            // (start − inset) − (parentStart − parentInset) == value + slope × (…)
            sum.add(ownStart)
            sum.add(parentStart, -1)
            sum.constant = Double(-ownInsets.0 + outerInsets.0)
        }
        if slope != 0 {
            sum.add(parentLength, -slope)
            sum.constant -= slope * Double(outerInsets.0 + outerInsets.1 - container)
        }
        sum.constant -= value
        return (sum.expression, .equal, 1000)
    }

    /// A view's own guides follow its bounds (safe area) or its margins; the readable-content guide is
    /// as wide as the margins allow up to `readableContentWidth`, centred within them.
    private func guideEquation(_ guide: UILayoutGuide, _ edge: GuideEdge) -> (LinearExpression, SolverRelation, SolverPriority)? {
        guard let owner = guide.owningView, let vars = variables[ObjectIdentifier(guide)],
              let ownerVars = variables[ObjectIdentifier(owner)] else { return nil }
        let margins = guide.role == .safeArea ? UIEdgeInsets.zero : owner.effectiveLayoutMargins
        let readable = guide.role == .readableContent
        var sum = LayoutSum()
        switch edge {
        case .minX where readable:
            sum.add(vars.minX); sum.add(vars.width, 0.5); sum.add(ownerVars.minX, -1); sum.add(ownerVars.width, -0.5)
            sum.constant = -Double(margins.left - margins.right) / 2
        case .minX:
            sum.add(vars.minX); sum.add(ownerVars.minX, -1); sum.constant = -Double(margins.left)
        case .minY:
            sum.add(vars.minY); sum.add(ownerVars.minY, -1); sum.constant = -Double(margins.top)
        case .width, .readableFill:
            guard edge == .width || readable else { return nil }
            sum.add(vars.width); sum.add(ownerVars.width, -1); sum.constant = Double(margins.left + margins.right)
            if readable { return (sum.expression, edge == .width ? .lessThanOrEqual : .equal, edge == .width ? 1000 : 999) }
        case .height:
            sum.add(vars.height); sum.add(ownerVars.height, -1); sum.constant = Double(margins.top + margins.bottom)
        case .readableCap:
            guard readable else { return nil }
            sum.add(vars.width); sum.constant = -Double(readableContentWidth)
            return (sum.expression, .lessThanOrEqual, 1000)
        }
        return (sum.expression, .equal, 1000)
    }

    // MARK: Reports

    private func reportConflict(breaking source: RowSource, conflicting ids: [SolverConstraintID]) {
        let broken = describe(source)
        if case let .user(constraint) = source {
            guard !constraint.reportedAsBroken else { return }
            constraint.reportedAsBroken = true
        } else {
            guard reportedConflicts.insert(broken).inserted else { return }
        }
        var list = ids.compactMap { rowByID[$0].map { describe(rows[$0].source) } }
        if !list.contains(broken) { list.append(broken) }
        NSLayoutConstraint.report(.unsatisfiable(conflicting: list, broken: broken))
    }

    /// The root's own rows as UIKit names them: a cell's size is "encapsulated" by its collection
    /// view; another view's frame becomes autoresizing constraints.
    private func rootRowDescription(_ edge: String, attribute: String, value: CGFloat) -> String {
        let name = "\(NSLayoutConstraint.typeName(of: root)):\(NSLayoutConstraint.address(of: root)).\(attribute) == \(NSLayoutConstraint.format(value))"
        if root is UICollectionReusableView || root.superview is UICollectionReusableView {
            return "<NSLayoutConstraint 'UIView-Encapsulated-Layout-\(edge)' \(name)   (active)>"
        }
        return "<NSAutoresizingMaskLayoutConstraint \(name)   (active)>"
    }

    private func describe(_ source: RowSource) -> String {
        func name(_ view: UIView) -> String { "\(NSLayoutConstraint.typeName(of: view)):\(NSLayoutConstraint.address(of: view))" }
        switch source {
        case let .user(constraint):
            return constraint.description
        case let .rootOrigin(axis):
            return rootRowDescription(axis == .horizontal ? "Left" : "Top", attribute: axis == .horizontal ? "minX" : "minY", value: 0)
        case let .rootSize(axis):
            var target = axis == .horizontal ? root.bounds.width : root.bounds.height
            if case let .fitting(size, _, _) = sizing { target = axis == .horizontal ? size.width : size.height }
            return rootRowDescription(axis == .horizontal ? "Width" : "Height", attribute: axis == .horizontal ? "width" : "height", value: target)
        case let .autoresizing(view, axis, isLength):
            let frame = view.frame
            let value = axis == .horizontal ? (isLength ? frame.width : frame.minX) : (isLength ? frame.height : frame.minY)
            let attribute = axis == .horizontal ? (isLength ? "width" : "minX") : (isLength ? "height" : "minY")
            return "<NSAutoresizingMaskLayoutConstraint \(name(view)).\(attribute) == \(NSLayoutConstraint.format(value))   (active)>"
        case let .intrinsic(view, axis, hugging):
            return "<NSContentSizeLayoutConstraint \(name(view)).\(axis == .horizontal ? "width" : "height") \(hugging ? "<=" : ">=") intrinsic   (active)>"
        case let .guide(guide, edge):
            return "<NSLayoutConstraint '\(guide.identifier)-\(edge)' (active)>"
        }
    }
}
