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
    /// Whether some member asked for `updateConstraints()` before the next solve.
    var needsUpdatePass = true

    /// The views in the system, parents before children, the root first.
    private(set) var members: [UIView] = []
    private var variables: [ObjectIdentifier: ItemVariables] = [:]
    private var rows: [Row] = []
    private var rowByID: [SolverConstraintID: Int] = [:]
    private var sizing = RootSizing.layout
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
            guard case .rootSize = rows[index].source else { continue }
            if let id = rows[index].id { solver.remove(id); rowByID[id] = nil }
            guard let (expression, relation, priority) = equation(for: rows[index].source) else { continue }
            var row = Row(id: nil, source: rows[index].source, expression: expression, relation: relation, priority: priority)
            do {
                let id = try solver.add(expression, relation, priority: priority)
                row.id = id
                rowByID[id] = index
            } catch {
                var conflicting: [SolverConstraintID] = []
                if case let ConstraintSystemError.unsatisfiable(ids) = error { conflicting = ids }
                reportConflict(breaking: row.source, conflicting: conflicting)
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
        addRow(.rootOrigin(.horizontal))
        addRow(.rootOrigin(.vertical))
        addRow(.rootSize(.horizontal))
        addRow(.rootSize(.vertical))
        for view in members where view !== root && view.translatesAutoresizingMaskIntoConstraints {
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                addRow(.autoresizing(view, axis, isLength: false))
                addRow(.autoresizing(view, axis, isLength: true))
            }
        }
        for view in members {
            for guide in view.autoLayout?.guides ?? [] where variables[ObjectIdentifier(guide)] != nil && guide.role != .free {
                for edge in [GuideEdge.minX, .minY, .width, .height, .readableCap, .readableFill] { addRow(.guide(guide, edge)) }
            }
        }
        for constraint in userConstraints { addRow(.user(constraint)) }
        for view in members {
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                addRow(.intrinsic(view, axis, hugging: false))
                addRow(.intrinsic(view, axis, hugging: true))
            }
        }
    }

    private func makeVariables(for item: AnyObject) {
        variables[ObjectIdentifier(item)] = ItemVariables(
            minX: solver.makeVariable(), minY: solver.makeVariable(),
            width: solver.makeVariable(), height: solver.makeVariable())
    }

    private func addRow(_ source: RowSource) {
        guard let (expression, relation, priority) = equation(for: source) else { return }
        var row = Row(id: nil, source: source, expression: expression, relation: relation, priority: priority)
        do {
            let id = try solver.add(expression, relation, priority: priority)
            row.id = id
            rowByID[id] = rows.count
        } catch {
            var conflicting: [SolverConstraintID] = []
            if case let ConstraintSystemError.unsatisfiable(ids) = error { conflicting = ids }
            reportConflict(breaking: source, conflicting: conflicting)
        }
        rows.append(row)
    }

    /// Hands every changed constant to the solver; a row whose shape changed (a priority, an intrinsic
    /// size that appeared or vanished) rebuilds the system instead.
    private func refreshConstants() {
        constantsAreStale = false
        for index in rows.indices {
            let row = rows[index]
            guard let (expression, relation, priority) = equation(for: row.source),
                  relation == row.relation, priority == row.priority,
                  expression.terms.count == row.expression.terms.count else {
                return rebuild()
            }
            guard expression.constant != row.expression.constant else { continue }
            rows[index].expression = expression
            guard let id = row.id else { continue }
            do {
                try solver.setConstant(expression.constant, of: id)
            } catch {
                solver.remove(id)
                rowByID[id] = nil
                rows[index].id = nil
                var conflicting: [SolverConstraintID] = []
                if case let ConstraintSystemError.unsatisfiable(ids) = error { conflicting = ids }
                reportConflict(breaking: row.source, conflicting: conflicting)
            }
        }
        if intrinsicPresenceChanged() { rebuild() }
    }

    /// Whether a member gained or lost an intrinsic size on an axis since the last rebuild (its rows
    /// are missing or extra), which only a rebuild can take in.
    private func intrinsicPresenceChanged() -> Bool {
        var present = Set<String>()
        for row in rows {
            if case let .intrinsic(view, axis, hugging) = row.source, !hugging {
                present.insert("\(ObjectIdentifier(view).hashValue)-\(axis.rawValue)")
            }
        }
        for view in members {
            let size = view.intrinsicContentSize
            for (axis, length) in [(NSLayoutConstraint.Axis.horizontal, size.width), (.vertical, size.height)] {
                if (length != UIView.noIntrinsicMetric) != present.contains("\(ObjectIdentifier(view).hashValue)-\(axis.rawValue)") {
                    return true
                }
            }
        }
        return false
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
            let size = view.intrinsicContentSize
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
        guard let item = reference.item, let vars = variables[ObjectIdentifier(item)] else { return nil }
        let view = item as? UIView
        return LayoutSum.attribute(
            reference.attribute, of: vars, margins: view?.effectiveLayoutMargins ?? .zero,
            firstBaseline: view?.baselinePlacement(last: false) ?? .bottomEdge,
            lastBaseline: view?.baselinePlacement(last: true) ?? .bottomEdge)
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

    private func describe(_ source: RowSource) -> String {
        func name(_ view: UIView) -> String { "\(NSLayoutConstraint.typeName(of: view)):\(NSLayoutConstraint.address(of: view))" }
        switch source {
        case let .user(constraint):
            return constraint.description
        case let .rootOrigin(axis):
            return "<NSLayoutConstraint '\(axis == .horizontal ? "UIView-Encapsulated-Layout-Left" : "UIView-Encapsulated-Layout-Top")' \(name(root)).\(axis == .horizontal ? "minX" : "minY") == 0   (active)>"
        case let .rootSize(axis):
            let length = axis == .horizontal ? root.bounds.width : root.bounds.height
            var target = length
            if case let .fitting(size, _, _) = sizing { target = axis == .horizontal ? size.width : size.height }
            return "<NSLayoutConstraint '\(axis == .horizontal ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height")' \(name(root)).\(axis == .horizontal ? "width" : "height") == \(NSLayoutConstraint.format(target))   (active)>"
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
