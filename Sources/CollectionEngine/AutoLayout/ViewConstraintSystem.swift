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
    private(set) var variables: [ObjectIdentifier: ItemVariables] = [:]
    private(set) var rows: [Row] = []
    private(set) var rowByID: [SolverConstraintID: Int] = [:]
    private(set) var sizing = RootSizing.layout
    /// Each member's intrinsic axes at the last rebuild (see `intrinsicPresenceChanged`).
    private var intrinsicAxes: [UInt8] = []
    /// Intrinsic sizes measured during the current rebuild or refresh.
    private var measuredIntrinsicSizes: [ObjectIdentifier: CGSize] = [:]
    /// Broken internal rows already reported, so each conflict is reported once.
    var reportedConflicts: Set<String> = []

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

    struct Row {
        var id: SolverConstraintID?
        let source: RowSource
        var expression: LinearExpression
        let relation: SolverRelation
        let priority: SolverPriority
    }

    enum RowSource {
        case user(NSLayoutConstraint)
        case rootOrigin(NSLayoutConstraint.Axis)
        case rootSize(NSLayoutConstraint.Axis)
        case autoresizing(UIView, NSLayoutConstraint.Axis, isLength: Bool)
        case intrinsic(UIView, NSLayoutConstraint.Axis, hugging: Bool)
        case guide(UILayoutGuide, GuideEdge)
    }

    enum GuideEdge { case minX, minY, width, height, readableCap, readableFill }

    // MARK: Changes

    func structureDidChange() {
        structureIsStale = true
        noteChange()
        askDisplayedCellToResize()
    }

    func constantsDidChange() {
        constantsAreStale = true
        noteChange()
        askDisplayedCellToResize()
    }

    /// The root's size changed: a new constant for the two rows that hold it.
    func rootSizeDidChange() {
        rootSizeIsStale = true
        noteChange()
    }

    /// Whether the root's bounds changed since the last solve (kept apart from other constants, see `solve`).
    private var rootSizeIsStale = false

    /// A change the user made inside a displayed cell (not its new size from the layout): under
    /// `.enabledIncludingConstraints` the collection view measures the cell again, as UIKit does.
    private func askDisplayedCellToResize() {
        guard !isInLayoutPass, let cell = root.selfSizingReusableView,
              let collectionView = cell.superview as? UICollectionView,
              collectionView.selfSizingInvalidation == .enabledIncludingConstraints else { return }
        collectionView.viewAskedToResize(cell)
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
            // A row refused for conflicting with the old root size (a cell's constraints that outgrew
            // its frame) may fit the new sizing: only a rebuild offers it again.
            if !samePriorities, rows.contains(where: { $0.id == nil }) { structureIsStale = true }
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

    /// Solved systems kept by constraint shape: cells of one class share a shape, so a new cell's
    /// system is a copy of a solved one with its own constants set.
    ///
    /// - Note: One cache serves the process: solved shapes are pure values that depend on no window.
    private static let shapes = ConstraintShapeCache()

    /// Adds the rows of a rebuild through the shape cache; the constraints it could not add (a
    /// conflict) are reported, in UIKit's words, once their system is complete.
    private func addRows(_ planned: [Row]) {
        let constraints = planned.map { ConstraintShapeCache.Constraint($0.expression, $0.relation, priority: $0.priority) }
        guard let shaped = try? Self.shapes.system(variableCount: variables.count * 4, constraints: constraints) else {
            // A value the cache refuses (a margin that is not finite): added one by one, each reported.
            for row in planned { addRow(row) }
            return
        }
        solver = shaped.system
        for (index, row) in planned.enumerated() {
            var row = row
            row.id = shaped.constraintIDs[index]
            if let id = row.id { rowByID[id] = index }
            rows.append(row)
        }
        for refusal in shaped.refusals {
            reportConflict(breaking: rows[refusal.index].source, conflicting: Self.conflicting(in: refusal.error))
        }
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

    static func conflicting(in error: Error) -> [SolverConstraintID] {
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
    static func intrinsicAxes(of size: CGSize) -> UInt8 {
        (size.width != UIView.noIntrinsicMetric ? 1 : 0) | (size.height != UIView.noIntrinsicMetric ? 2 : 0)
    }

    /// A member's intrinsic size, asked once per rebuild or refresh (a label measures its text for it).
    func intrinsicSize(of view: UIView) -> CGSize {
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
}
