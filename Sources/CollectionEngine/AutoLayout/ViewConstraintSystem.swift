import Foundation

/// The constraints of one independent subtree (a cell's content, a screen), solved apart from every
/// other: the root view's own size is an input, its descendants' frames are the output.
///
/// The rows (the app's constraints, intrinsic sizes, the root's size…) are planned once per structure;
/// a pass where only constants changed (a text height, the width measured at) reads the new constants
/// and evaluates the solution as a formula of them, kept per constraint *shape* and shared by every
/// system of that shape (`ConstraintShapeCache.Shape`): no solver, no pivot. Only when no kept basis fits
/// the constants, or a query needs one, is a solver made (a copy of the shape's template) and the basis
/// it reaches kept for the next system. A change of structure (a constraint activated or deactivated, a
/// priority, a view joining) plans the rows again.
///
/// - Complexity: A pass where only constants changed costs O(rows) to read the constants plus the terms
///   of the shape's formulas; the first system of a shape (or a new basis) costs a solve.
@MainActor
final class ViewConstraintSystem {
    unowned let root: UIView
    /// A solver holding the rows, made only when the kept bases cannot answer (see `solveRows`).
    var solver: ConstraintSystem?
    private(set) var structureIsStale = true
    private(set) var constantsAreStale = true
    /// Whether `values` must be worked out again from the rows.
    var solutionIsStale = true
    /// Whether the next layout pass must solve again.
    var needsSolve: Bool { structureIsStale || constantsAreStale || rootSizeIsStale }
    /// Whether some member asked for `updateConstraints()` before the next solve.
    var needsUpdatePass = true

    /// The views in the system, parents before children, the root first.
    private(set) var members: Members
    /// The views of a system, the root first. The root keeps its system, so the system keeps the root
    /// unowned (a strong reference would keep every cell alive); the others are held strongly, so a view
    /// that leaves the tree stays valid here until the next rebuild.
    struct Members: RandomAccessCollection {
        unowned let root: UIView
        /// The members below the root; nil before the first rebuild (no members at all).
        var descendants: [UIView]?

        var startIndex: Int { 0 }
        var endIndex: Int { descendants.map { $0.count + 1 } ?? 0 }
        subscript(index: Int) -> UIView { index == 0 ? root : descendants.unsafelyUnwrapped[index - 1] }
    }
    /// Each member's variables and the index of its superview among `members` (-1 for the root).
    private(set) var memberVariables: [ItemVariables] = []
    private(set) var memberParents: [Int] = []
    private(set) var variables: [ObjectIdentifier: ItemVariables] = [:]
    /// How many solver variables the items have (four each, numbered from 0).
    private(set) var variableCount = 0
    var rows: [Row] = []
    /// Each row's current constant, in row order: the input of the shape's formulas.
    var constants: [Double] = []
    /// The solution: each variable's value, by `SolverVariable.id`.
    var values: [Double] = []
    var rowByID: [SolverConstraintID: Int] = [:]
    /// The rows that hold the root's size (their priorities change between measuring and laying out).
    private(set) var rootSizeRows: [Int] = []
    /// How every other row whose constant can change is read again, in row order (see `ConstantRead`).
    private var constantReads: [ConstantRead] = []
    /// `NSLayoutConstraint.activeConstantChanges` when the constraints' own constants were last read.
    private var readConstantChanges = -1
    /// The members that are labels (which may wrap at their solved width) and those whose content
    /// elements have guides, found at the rebuild so that a solve does not test every member's type.
    /// The labels are not retained: `members` keeps them until the next rebuild, which finds them again.
    private var labelMembers: [(index: Int, label: Unmanaged<UILabel>)] = []
    private var elementGuideMembers: [Int] = []
    /// The plan the rows were made from (shared with every system of their structure when it can
    /// be), which keeps the shapes they are solved in.
    var plan: RowPlan?
    private(set) var sizing = RootSizing.layout
    /// Each member's intrinsic axes at the last rebuild (see `intrinsicPresenceChanged`).
    private var intrinsicAxes: [UInt8] = []
    /// Each member's index in `members`.
    private(set) var memberIndex: [ObjectIdentifier: Int] = [:]
    /// Each member's intrinsic size measured during the current rebuild or refresh (nil: not yet).
    private var measuredIntrinsicSizes: [CGSize?] = []
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

    init(root: UIView) {
        self.root = root
        members = Members(root: root)
    }

    /// How the root's size enters the system: its bounds while laying out, a target while measuring.
    enum RootSizing: Equatable {
        case layout
        case fitting(CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    struct Row {
        /// The row's constraint in `solver`; nil without a solver, or when the solver broke it.
        var id: SolverConstraintID?
        let source: RowSource
        var expression: LinearExpression
        let relation: SolverRelation
        var priority: SolverPriority
        /// The constant and priority `solver` holds for the row.
        var solverConstant = 0.0
        var solverPriority: SolverPriority = 0
    }

    /// How a row's constant is read again when only constants changed. It holds no reference that
    /// is counted, so a refresh retains and releases nothing per row: the constraint is kept alive by
    /// the row's source (`rows` holds it strongly until the next rebuild, which makes new reads).
    enum ConstantRead {
        /// A constraint without margins or baselines: its own constant, negated.
        case plain(row: Int, constraint: Unmanaged<NSLayoutConstraint>)
        /// Minus the intrinsic width or height of the member at this index.
        case intrinsic(row: Int, member: Int, horizontal: Bool)
        /// Built as a rebuild would (margins, baselines, guides, autoresizing frames).
        case general(row: Int)
    }

    enum RowSource {
        case user(NSLayoutConstraint)
        case rootOrigin(NSLayoutConstraint.Axis)
        case rootSize(NSLayoutConstraint.Axis)
        case autoresizing(UIView, NSLayoutConstraint.Axis, isLength: Bool)
        /// The intrinsic size of the member at this index (by index: the root is a member, and the
        /// system must not keep it).
        case intrinsic(member: Int, NSLayoutConstraint.Axis, hugging: Bool)
        case guide(UILayoutGuide, GuideEdge)
        /// Row `row` of the stack view at this member index (see `ViewConstraintSystem+Arrangement.swift`).
        case arrangement(member: Int, row: Int)
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

    /// Brings the solution up to date for `sizing`: plans the rows after a structural change, reads the
    /// changed constants otherwise, solves, then settles multi-line labels at the widths they were given.
    func solve(for newSizing: RootSizing) {
        // A cell measured and then given the size it measured already has its layout solution: the
        // root rows are switched back only when something else changed too.
        if newSizing == .layout, case .fitting = sizing, !structureIsStale, !constantsAreStale, !solutionIsStale,
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
            sizing = newSizing
            constantsAreStale = true
        }
        if case .layout = newSizing { laidOutRootSize = root.bounds.size }
        if structureIsStale { rebuild() } else if constantsAreStale { refreshConstants() }
        solveRows()
        settleTextWidths()
        settleElementGuides()
    }

    /// The root's bounds size when the system was last solved for layout.
    private(set) var laidOutRootSize: CGSize?
    /// Whether `applyFrames` is setting frames (which are outputs, not new constants).
    private(set) var isApplyingFrames = false

    /// The root's size the system solved for.
    var solvedRootSize: CGSize {
        guard let vars = memberVariables.first, !values.isEmpty else { return root.bounds.size }
        let insets = root.alignmentRectInsets
        return CGSize(width: values[Int(vars.width.id)] + insets.left + insets.right,
                      height: values[Int(vars.height.id)] + insets.top + insets.bottom)
    }

    /// The solved alignment rectangle of an item, in the root's coordinates.
    func alignmentRect(of item: AnyObject) -> CGRect? {
        variables[ObjectIdentifier(item)].map(rect(of:))
    }

    private func rect(of vars: ItemVariables) -> CGRect {
        guard Int(vars.height.id) < values.count else { return .zero }
        return CGRect(x: values[Int(vars.minX.id)], y: values[Int(vars.minY.id)],
                      width: values[Int(vars.width.id)], height: values[Int(vars.height.id)])
    }

    /// Whether the solution leaves any of the item's four unknowns free.
    func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let vars = variables[ObjectIdentifier(item)] else { return false }
        let solver = solverHoldingRows()
        return [vars.minX, vars.minY, vars.width, vars.height].contains { solver.isAmbiguous($0) }
    }

    /// Sets the frame of every member placed by constraints, parents first, rounded to the display's pixels.
    func applyFrames() {
        isApplyingFrames = true
        defer { isApplyingFrames = false }
        let scale = max(1, root.window?.displayScale ?? 1)
        // Snapped to a fine grid first, so that rounding error (one solution read from a formula, another
        // from a tableau) cannot send an edge at half a pixel to different sides.
        func pixel(_ value: CGFloat) -> CGFloat { ((value * scale * 1e6).rounded() / 1e6).rounded() / scale }
        var frames: [CGRect] = []
        frames.reserveCapacity(members.count)
        for (index, view) in members.enumerated() {
            let rect = rect(of: memberVariables[index])
            let insets = view.alignmentRectInsets
            let minX = pixel(rect.minX - insets.left), minY = pixel(rect.minY - insets.top)
            let maxX = pixel(rect.maxX + insets.right), maxY = pixel(rect.maxY + insets.bottom)
            let inRoot = CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
            frames.append(inRoot)
            let parent = memberParents[index]
            guard parent >= 0, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            view.setFrameFromConstraints(inRoot.offsetBy(dx: -frames[parent].minX, dy: -frames[parent].minY))
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
        solutionIsStale = true
        solver = nil
        rows = []
        rowByID = [:]
        variables.removeAll(keepingCapacity: true)
        variableCount = 0
        members = Members(root: root, descendants: Array(root.constraintMembers().dropFirst()))
        // Plain loops (no closures) and reserved arrays: a new cell rebuilds once, and this is most of it.
        let count = members.count
        memberVariables.removeAll(keepingCapacity: true)
        memberVariables.reserveCapacity(count)
        memberIndex = Dictionary(minimumCapacity: count)
        variables.reserveCapacity(count)
        var userConstraints: [NSLayoutConstraint] = []
        var hasGuides = false
        for index in 0..<count {
            let view = members[index]
            memberVariables.append(makeVariables(for: view))
            memberIndex[ObjectIdentifier(view)] = index
            if let state = view.autoLayout {
                userConstraints.append(contentsOf: state.installed)
                if !state.guides.isEmpty { hasGuides = true }
            }
        }
        measuredIntrinsicSizes = [CGSize?](repeating: nil, count: count)
        memberParents.removeAll(keepingCapacity: true)
        memberParents.reserveCapacity(count)
        memberParents.append(-1)
        for index in 1..<max(1, count) {
            memberParents.append(members[index].superview.flatMap { memberIndex[ObjectIdentifier($0)] } ?? -1)
        }
        // Guides get variables when a constraint reads them and their owner is a member.
        if hasGuides {
            for constraint in userConstraints {
                for reference in constraint.firstTerm.references + (constraint.secondTerm?.references ?? []) {
                    if let guide = reference.item as? UILayoutGuide, variables[ObjectIdentifier(guide)] == nil,
                       let owner = guide.owningView, variables[ObjectIdentifier(owner)] != nil {
                        _ = makeVariables(for: guide)
                    }
                }
            }
        }
        var sources: [RowSource] = [.rootOrigin(.horizontal), .rootOrigin(.vertical), .rootSize(.horizontal), .rootSize(.vertical)]
        sources.reserveCapacity(4 + userConstraints.count + 4 * count)
        for index in 1..<max(1, count) where members[index].translatesAutoresizingMaskIntoConstraints {
            let view = members[index]
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                sources.append(.autoresizing(view, axis, isLength: false))
                sources.append(.autoresizing(view, axis, isLength: true))
            }
        }
        if hasGuides {
            for view in members {
                for guide in view.autoLayout?.guides ?? [] where variables[ObjectIdentifier(guide)] != nil && guide.role != .free {
                    for edge in [GuideEdge.minX, .minY, .width, .height, .readableCap, .readableFill] {
                        sources.append(.guide(guide, edge))
                    }
                }
            }
        }
        // Each member's constraints, then its stack rows: UIKit installs a stack's constraints on it,
        // after the app's, and in this order an ambiguous layout is solved as it was with them.
        for index in 0..<count {
            let view = members[index]
            for constraint in view.autoLayout?.installed ?? [] { sources.append(.user(constraint)) }
            appendArrangementSources(of: view, member: index, to: &sources)
        }
        for index in 0..<count {
            sources.append(.intrinsic(member: index, .horizontal, hugging: false))
            sources.append(.intrinsic(member: index, .horizontal, hugging: true))
            sources.append(.intrinsic(member: index, .vertical, hugging: false))
            sources.append(.intrinsic(member: index, .vertical, hugging: true))
        }
        planRows(of: sources)
        planConstantReads()
        intrinsicAxes.removeAll(keepingCapacity: true)
        for index in members.indices { intrinsicAxes.append(Self.intrinsicAxes(of: intrinsicSize(at: index))) }
    }

    /// Works out, once per rebuild, how each row's constant is read again (`constantReads`), which rows
    /// hold the root's size, and which members a solve settles.
    private func planConstantReads() {
        readConstantChanges = NSLayoutConstraint.activeConstantChanges
        constants.removeAll(keepingCapacity: true)
        constants.reserveCapacity(rows.count)
        rootSizeRows.removeAll(keepingCapacity: true)
        constantReads.removeAll(keepingCapacity: true)
        constantReads.reserveCapacity(rows.count)
        for row in rows.indices {
            constants.append(rows[row].expression.constant)
            switch rows[row].source {
            case .rootOrigin:
                break   // Always 0.
            case .rootSize:
                rootSizeRows.append(row)
            case let .user(constraint) where constraint.attributeKinds.isDisjoint(with: [.margin, .baseline]):
                constantReads.append(.plain(row: row, constraint: Unmanaged.passUnretained(constraint)))
            case let .intrinsic(member, axis, _):
                constantReads.append(.intrinsic(row: row, member: member, horizontal: axis == .horizontal))
            case let .arrangement(member, index) where arrangementKeepsConstant(member: member, row: index):
                break   // Kept until the stack makes its rows again, which plans the system again.
            default:
                constantReads.append(.general(row: row))
            }
        }
        labelMembers.removeAll(keepingCapacity: true)
        elementGuideMembers.removeAll(keepingCapacity: true)
        for index in members.indices {
            let view = members[index]
            if let label = view as? UILabel { labelMembers.append((index, Unmanaged.passUnretained(label))) }
            if view is ContentElementGuides { elementGuideMembers.append(index) }
        }
    }

    private func makeVariables(for item: AnyObject) -> ItemVariables {
        let first = Int32(variableCount)
        variableCount += 4
        let vars = ItemVariables(minX: SolverVariable(id: first), minY: SolverVariable(id: first + 1),
                                 width: SolverVariable(id: first + 2), height: SolverVariable(id: first + 3))
        variables[ObjectIdentifier(item)] = vars
        return vars
    }

    /// Reads every row's constant again (and the root-size rows' priorities, which follow `sizing`); a
    /// row whose shape changed (an intrinsic size that appeared or vanished) rebuilds the system instead.
    ///
    /// - Parameter keepingMeasurements: the intrinsic sizes measured since the last refresh are still
    ///   good, except those of views whose entries were dropped.
    private func refreshConstants(keepingMeasurements: Bool = false) {
        if !keepingMeasurements {
            for index in measuredIntrinsicSizes.indices { measuredIntrinsicSizes[index] = nil }
        }
        constantsAreStale = false
        solutionIsStale = true
        // Priorities, relations and terms change only with the structure, which rebuilds instead.
        if intrinsicPresenceChanged() { return rebuild() }
        for index in rootSizeRows {
            guard case let .rootSize(axis) = rows[index].source, let (_, constant, priority) = rootSizeRow(axis) else {
                return rebuild()
            }
            rows[index].priority = priority
            rows[index].expression.constant = constant
            constants[index] = constant
        }
        // Worked on outside the object, so that each write is not an exclusive access of its own.
        var rows = self.rows, constants = self.constants
        self.rows = []
        self.constants = []
        let readsConstraints = readConstantChanges != NSLayoutConstraint.activeConstantChanges
        readConstantChanges = NSLayoutConstraint.activeConstantChanges
        for read in constantReads {
            let row: Int, constant: Double?
            switch read {
            case let .plain(index, constraint):
                guard readsConstraints else { continue }
                row = index
                constant = -Double(constraint.takeUnretainedValue().constant)
            case let .intrinsic(index, member, horizontal):
                row = index
                let size = intrinsicSize(at: member)
                constant = -Double(horizontal ? size.width : size.height)
            case let .general(index):
                row = index
                constant = currentConstant(of: rows[index].source)
            }
            guard let constant else {
                (self.rows, self.constants) = (rows, constants)
                return rebuild()
            }
            rows[row].expression.constant = constant
            constants[row] = constant
        }
        (self.rows, self.constants) = (rows, constants)
    }

    /// Whether a member gained or lost an intrinsic size on an axis since the last rebuild (its rows
    /// are missing or extra), which only a rebuild can take in.
    private func intrinsicPresenceChanged() -> Bool {
        for index in intrinsicAxes.indices where Self.intrinsicAxes(of: intrinsicSize(at: index)) != intrinsicAxes[index] {
            return true
        }
        return false
    }

    /// Which axes of `size` are intrinsic metrics: bit 0 horizontal, bit 1 vertical.
    static func intrinsicAxes(of size: CGSize) -> UInt8 {
        (size.width != UIView.noIntrinsicMetric ? 1 : 0) | (size.height != UIView.noIntrinsicMetric ? 2 : 0)
    }

    /// A member's intrinsic size, asked once per rebuild or refresh (a label measures its text for it).
    func intrinsicSize(of view: UIView) -> CGSize {
        guard let index = memberIndex[ObjectIdentifier(view)] else { return view.intrinsicContentSize }
        return intrinsicSize(at: index)
    }

    func intrinsicSize(at index: Int) -> CGSize {
        if let size = measuredIntrinsicSizes[index] { return size }
        let size = members[index].intrinsicContentSize
        measuredIntrinsicSizes[index] = size
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
        for (_, label) in labelMembers where label.takeUnretainedValue().forgetConstraintLayoutWidth() {
            constantsAreStale = true
        }
    }

    /// Multi-line labels without `preferredMaxLayoutWidth` wrap at the width the solution gives them:
    /// each label's height is measured again at that width and the system solved again, within this
    /// pass, until the widths settle (a few rounds at most), so no pass shows a label at a stale height.
    private func settleTextWidths() {
        for _ in 0..<4 {
            var changed = false
            for (index, label) in labelMembers {
                let width = rect(of: memberVariables[index]).width
                if label.takeUnretainedValue().wrap(atConstraintWidth: width) {
                    measuredIntrinsicSizes[index] = nil
                    changed = true
                }
            }
            guard changed else { return }
            refreshConstants(keepingMeasurements: true)
            solveRows()
        }
    }

    /// A content element's guide (a list content view's text) is read at its view's size; when the
    /// solution gives that view another size, the elements are placed again at it and the system solved
    /// again, within this pass (a few rounds at most), so constraints to the guide are never a pass late.
    private func settleElementGuides() {
        guard !elementGuideMembers.isEmpty else { return }
        let scale = max(1, root.window?.displayScale ?? 1)
        for _ in 0..<4 {
            var changed = false
            for index in elementGuideMembers {
                let view = members[index]
                guard let owner = view as? ContentElementGuides, let read = owner.sizeReadByGuides else { continue }
                let solved = view.frame(forAlignmentRect: rect(of: memberVariables[index])).size
                let size = CGSize(width: (solved.width * scale).rounded() / scale, height: (solved.height * scale).rounded() / scale)
                if size != read {
                    owner.guideSolvingSize = size
                    changed = true
                }
            }
            guard changed else { return }
            refreshConstants(keepingMeasurements: true)
            solveRows()
        }
    }
}
