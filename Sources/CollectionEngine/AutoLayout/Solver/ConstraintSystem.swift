/// A system of linear constraints with UIKit's priorities, solved incrementally (Cassowary's family).
///
/// Required constraints (priority 1000) always hold; a change that would break one throws and leaves the
/// system as it was. Optional ones are satisfied lexicographically, as `UILayoutPriority` documents: every
/// higher priority as well as it can be before any lower one is looked at, and at one priority the summed
/// error is smallest. Constraints that share no variable form independent systems, each with its own
/// tableau, so a change costs its own system only. A required equality that names a variable no
/// constraint named before (`top[i] == top[i-1] + height[i-1]` in a stacked column) is kept outside the
/// tableaux as a chain (`ConstraintSystem+Chains.swift`): a column builds in linear time, and one height
/// changed and one top read back cost O(log n) at any length.
///
/// ```swift
/// let system = ConstraintSystem()
/// let x = system.makeVariable(), width = system.makeVariable()
/// _ = try system.add(LinearExpression(x, plus: -20), .equal, priority: 1000)          // x == 20
/// _ = try system.add(LinearExpression(width, plus: -100), .equal, priority: 250)      // width == 100 @250
/// system.value(of: width) // 100
/// ```
///
/// Results depend only on the calls made, in their order: nothing iterates a hashed collection.
@_spi(Benchmarks)
public final class ConstraintSystem {
    struct VariableSlot {
        /// The independent system holding the variable, -1 while no constraint names it, or `pinned`.
        var component: Int32 = -1
        /// The variable's index in its component's tableau; for a pinned variable, its constraint's raw id.
        var local: Int32 = -1
        /// `component` of a variable that one required equality alone holds: it needs no tableau.
        static let pinned: Int32 = -2
        /// `component` of a variable a chain definition holds outside every tableau; `local` is its node
        /// in `chains` (see `ConstraintSystem+Chains.swift`).
        static let defined: Int32 = -3
    }

    struct ConstraintRecord {
        var component: Int32
        /// Local index of the slack, or -1 for a constraint whose terms cancelled out.
        var slack: Int32
        var errorPlus: Int32
        var errorMinus: Int32
        var relation: SolverRelation
        var priority: SolverPriority
        var constant: Double
        /// The variable this constraint pins (`a·x + constant == 0`, required, naming `x` alone), or -1.
        var pinnedVariable: Int32 = -1
        /// The `a` of a pinning constraint.
        var pinCoefficient = 0.0
        /// The chain node this constraint defines (a required equality kept outside the tableau), or -1.
        var definedNode: Int32 = -1
        var isRequired: Bool { priority >= requiredSolverPriority }
        /// The value a pinning constraint gives its variable.
        var pinnedValue: Double { -constant / pinCoefficient }
    }

    // The arrays below are changed only by this class's own methods, which never hold two accesses to
    // one of them at once (a tableau is taken out of `components` while it changes); the dynamic
    // exclusivity checks cost about a tenth of building a column, so they are turned off for them.
    @exclusivity(unchecked) var variables: [VariableSlot] = []
    @exclusivity(unchecked) var components: [Tableau?] = []
    private var freeComponents: [Int32] = []
    @exclusivity(unchecked) var constraints: [ConstraintRecord?] = []
    /// The edit constraint of each variable (by `SolverVariable.id`), or -1.
    @exclusivity(unchecked) var editConstraint: [Int32] = []
    /// Components with optional bound changes not yet solved (suggestions are solved when read, so a
    /// batch of them costs one pass, as kiwi's `updateVariables` batches its own).
    /// (Listed once each; entries whose component was settled since are skipped.)
    @exclusivity(unchecked) var unsettled: [Int32] = []
    /// How many variables are pinned (each an independent system without a tableau).
    private var pinnedCount = 0
    /// Variables defined by chains of required equalities, their values kept as path sums.
    @exclusivity(unchecked) var chains = ChainForest()
    /// What each chain node was defined by, by node number.
    @exclusivity(unchecked) var definitions: [ChainDefinition] = []
    /// The chain nodes whose weight reads each variable (by `SolverVariable.id`).
    @exclusivity(unchecked) var dependents: [[Int32]] = []

    /// An empty system: no variables, no constraints.
    public init() {}

    /// A system with the same variables, constraints, edits and solution as this one, sharing storage
    /// until either changes (O(1) now; each system copies what it changes). See `ConstraintShapeCache`.
    public func copy() -> ConstraintSystem {
        for c in unsettled { settle(Int(c)) }
        unsettled.removeAll()
        let copy = ConstraintSystem()
        copy.variables = variables
        copy.components = components
        copy.freeComponents = freeComponents
        copy.constraints = constraints
        copy.editConstraint = editConstraint
        copy.pinnedCount = pinnedCount
        copy.chains = chains
        copy.definitions = definitions
        copy.dependents = dependents
        return copy
    }

    /// A new variable, at 0 until constraints move it.
    ///
    /// - Complexity: Amortized O(1).
    public func makeVariable() -> SolverVariable {
        variables.append(VariableSlot())
        editConstraint.append(-1)
        dependents.append([])
        return SolverVariable(id: Int32(variables.count - 1))
    }

    /// The number of independent systems the solver solves apart (components merged when a constraint
    /// joins them; removing a constraint does not split one; a chain link, solved outside them, joins
    /// none).
    public var independentSystemCount: Int { components.count - freeComponents.count + pinnedCount }

    // MARK: Reading the solution

    /// The variable's value in the current solution (0 for a variable no constraint names).
    ///
    /// - Complexity: O(1) once its system's waiting suggestions are solved; a chained variable is a path
    ///   sum, O(log n), after every waiting suggestion is solved.
    public func value(of variable: SolverVariable) -> Double {
        guard variable.id >= 0, Int(variable.id) < variables.count else { return 0 }
        let slot = variables[Int(variable.id)]
        if slot.component == VariableSlot.pinned { return constraints[Int(slot.local)]?.pinnedValue ?? 0 }
        if slot.component == VariableSlot.defined { return chainValue(slot.local) }
        guard slot.component >= 0 else { return 0 }
        settle(Int(slot.component))
        guard let tableau = components[Int(slot.component)] else { return 0 }
        return tableau.value[Int(slot.local)]
    }

    /// Whether the solution leaves this variable free to take other values with every constraint as well
    /// satisfied (UIKit's ambiguous layout). A variable no constraint names is ambiguous.
    public func isAmbiguous(_ variable: SolverVariable) -> Bool {
        guard variable.id >= 0, Int(variable.id) < variables.count else { return false }
        if variables[Int(variable.id)].component == VariableSlot.defined { materializeChain(holding: variable) }
        let slot = variables[Int(variable.id)]
        if slot.component == VariableSlot.pinned { return false }
        guard slot.component >= 0 else { return true }
        settle(Int(slot.component))
        guard let tableau = components[Int(slot.component)] else { return true }
        return tableau.isAmbiguous(slot.local)
    }

    // MARK: Adding

    /// Adds `expression relation 0` at `priority`.
    ///
    /// - Throws: `ConstraintSystemError.unsatisfiable` with the required constraints that contradict a
    ///   new required one (the new id among them; it names nothing afterwards), `.nonFiniteValue`,
    ///   `.invalidPriority`, `.unknownVariable`. The system is unchanged when it throws.
    /// - Complexity: proportional to the rows of the independent system it lands in that it touches;
    ///   a constraint that names a variable no other constraint names needs no pivot at all.
    @discardableResult
    public func add(_ expression: LinearExpression, _ relation: SolverRelation, priority: SolverPriority) throws -> SolverConstraintID {
        try validate(priority)
        let folded = try fold(expression)
        let id = SolverConstraintID(raw: Int32(constraints.count))
        var record = ConstraintRecord(
            component: -1, slack: -1, errorPlus: -1, errorMinus: -1,
            relation: relation, priority: priority, constant: expression.constant
        )
        if folded.isEmpty {
            if record.isRequired && !Self.holds(expression.constant, relation) {
                constraints.append(nil)
                throw ConstraintSystemError.unsatisfiable(conflicting: [id])
            }
            constraints.append(record)
            return id
        }
        if folded.count == 1, relation == .equal, record.isRequired, variables[Int(folded[0].variable.id)].component == -1 {
            // A lone variable held by one required equality: its value is known, no tableau is needed
            // until another constraint names it (most independent systems are this small).
            record.pinnedVariable = folded[0].variable.id
            record.pinCoefficient = folded[0].coefficient
            variables[Int(folded[0].variable.id)] = VariableSlot(component: VariableSlot.pinned, local: id.raw)
            pinnedCount += 1
            constraints.append(record)
            return id
        }
        if record.isRequired, relation == .equal, let plan = chainPlan(folded) {
            constraints.append(record)
            define(plan, folded, by: id)
            return id
        }
        for term in folded where variables[Int(term.variable.id)].component == VariableSlot.defined { materializeChain(holding: term.variable) }
        constraints.append(nil)
        try insert(folded, record, id: id, preferring: nil)
        return id
    }

    /// Puts constraint `id` (whose slot in `constraints` is nil) into the tableau of the variables it
    /// names, moving `preferred` (or the last variable no row names yet) to satisfy it when it can.
    /// On success the record is stored; on failure the system is as it was and the slot stays nil.
    func insert(_ folded: [(variable: SolverVariable, coefficient: Double)], _ record: ConstraintRecord, id: SolverConstraintID, preferring preferred: SolverVariable?) throws {
        var record = record
        let relation = record.relation, priority = record.priority
        for term in folded where variables[Int(term.variable.id)].component == VariableSlot.pinned { unpin(term.variable) }
        let c = component(joining: folded.map(\.variable))
        var tableau = components[c].take()
        let (lower, upper) = Self.bounds(relation, constant: record.constant)
        let terms = folded.map { Tableau.Term(variable: variables[Int($0.variable.id)].local, coefficient: $0.coefficient) }
        let preferredLocal = preferred.map { variables[Int($0.id)].local }
        let fresh = terms.first { $0.variable == preferredLocal && tableau.isFresh($0.variable) } ?? terms.last { tableau.isFresh($0.variable) }
        var row = tableau.substituted(terms)
        let current = tableau.evaluate(row)
        let target = min(max(current, lower), upper)
        // A copy to put back is kept only when pivots may follow (they may find the constraint impossible).
        let needsPivots = fresh == nil && abs(target - current) > Tableau.tolerance(target)
        let backup: Tableau? = needsPivots ? tableau : nil
        if let fresh {
            // Only this row will name `fresh`: move it so the slack lands inside its bounds, no pivot.
            tableau.move(fresh.variable, by: (target - current) / fresh.coefficient)
        }
        let slack = tableau.addVariable(lower: lower, upper: upper, value: 0, owner: id.raw)
        if !record.isRequired {
            // Errors start at zero and are non-basic, so they join the row as they are.
            let level = tableau.levelIndex(for: priority)
            if relation != .greaterThanOrEqual {
                record.errorPlus = tableau.addVariable(lower: 0, upper: .infinity, value: 0, level: level, owner: id.raw)
                row.append(.init(variable: record.errorPlus, coefficient: -1))
            }
            if relation != .lessThanOrEqual {
                record.errorMinus = tableau.addVariable(lower: 0, upper: .infinity, value: 0, level: level, owner: id.raw)
                row.append(.init(variable: record.errorMinus, coefficient: 1))
            }
        }
        record.component = Int32(c)
        record.slack = slack
        tableau.insertRow(basic: slack, terms: row)
        tableau.pivotCount = 0
        let outcome = needsPivots ? tableau.restoreFeasibility(pivotLimit: pivotLimit(tableau)) : .solved
        if case .solved = outcome {
            tableau.clearPending()
            constraints[Int(id.raw)] = record
            put(tableau, at: c)
            return
        }
        put(backup ?? tableau, at: c)
        throw error(for: outcome, including: id)
    }

    // MARK: Removing and changing

    /// Removes a constraint; unknown ids are ignored (as deactivating an inactive constraint is).
    ///
    /// - Complexity: one pivot to isolate the constraint's row, then primal simplex on its system.
    public func remove(_ id: SolverConstraintID) {
        guard id.raw >= 0, Int(id.raw) < constraints.count, var record = constraints[Int(id.raw)] else { return }
        if record.pinnedVariable >= 0 {
            unpin(SolverVariable(id: record.pinnedVariable))
            guard let unpinned = constraints[Int(id.raw)] else { return }
            record = unpinned
        }
        if record.definedNode >= 0 {
            undefine(record.definedNode)
            constraints[Int(id.raw)] = nil
            return
        }
        constraints[Int(id.raw)] = nil
        guard record.slack >= 0 else { return }
        let c = Int(record.component)
        settle(c)
        var tableau = components[c].take()
        let slack = record.slack
        if tableau.rowOf[Int(slack)] < 0 {
            // Pivot the slack into the basis, preferring the row of one of the constraint's own errors.
            let candidates = tableau.column[Int(slack)]
            let chosen = candidates.first { r in
                let basic = tableau.rows[Int(r)].basic
                return basic == record.errorPlus || basic == record.errorMinus
            } ?? candidates.min { tableau.rows[Int($0)].basic < tableau.rows[Int($1)].basic }
            if let chosen { tableau.pivot(row: Int(chosen), entering: slack) }
        }
        if tableau.rowOf[Int(slack)] >= 0 { tableau.removeRow(Int(tableau.rowOf[Int(slack)])) }
        tableau.eliminate(slack)
        tableau.releaseVariable(slack)
        for error in [record.errorPlus, record.errorMinus] where error >= 0 {
            if tableau.rowOf[Int(error)] >= 0 { tableau.removeRow(Int(tableau.rowOf[Int(error)])) }
            tableau.eliminate(error)
            tableau.releaseVariable(error)
        }
        tableau.pivotCount = 0
        let limit = pivotLimit(tableau)
        // Neither can fail on a consistent tableau; at the pivot limit the point stays feasible.
        _ = tableau.restoreFeasibility(pivotLimit: limit)
        _ = tableau.optimize(pivotLimit: limit)
        put(tableau, at: c)
    }

    /// Changes the constant of a constraint already added: its slack's bound moves, the rows stay.
    ///
    /// - Throws: `.unsatisfiable` when a required constraint cannot take the new constant (the system
    ///   keeps the old one), `.nonFiniteValue`, `.unknownConstraint`.
    /// - Complexity: the rows that name the moved variables, plus dual simplex pivots when a bound breaks.
    public func setConstant(_ constant: Double, of id: SolverConstraintID) throws {
        guard constant.isFinite else { throw ConstraintSystemError.nonFiniteValue(constant) }
        guard id.raw >= 0, Int(id.raw) < constraints.count, var record = constraints[Int(id.raw)] else {
            throw ConstraintSystemError.unknownConstraint(id)
        }
        if record.constant == constant { return }
        if record.pinnedVariable >= 0 || record.definedNode >= 0 {
            // A lone variable follows its one equality wherever it goes, and so does a chain's.
            record.constant = constant
            constraints[Int(id.raw)] = record
            if record.definedNode >= 0 { refreshWeight(record.definedNode) }
            return
        }
        guard record.slack >= 0 else {
            if record.isRequired && !Self.holds(constant, record.relation) {
                throw ConstraintSystemError.unsatisfiable(conflicting: [id])
            }
            record.constant = constant
            constraints[Int(id.raw)] = record
            return
        }
        let c = Int(record.component)
        // A required change must start from a solved point (it may have to be undone); an optional one
        // only moves a bound, so suggestions queue up and are solved together.
        if record.isRequired { settle(c) }
        var tableau = components[c].take()
        // Only a required constraint can turn out impossible; an optional one's errors absorb any constant.
        let backup: Tableau? = record.isRequired ? tableau : nil
        let slack = Int(record.slack)
        let (lower, upper) = Self.bounds(record.relation, constant: constant)
        let wasAtLower = tableau.value[slack] <= tableau.lower[slack] + Tableau.tolerance(tableau.lower[slack])
        let wasAtUpper = tableau.value[slack] >= tableau.upper[slack] - Tableau.tolerance(tableau.upper[slack])
        tableau.lower[slack] = lower
        tableau.upper[slack] = upper
        if tableau.rowOf[slack] < 0 {
            // A non-basic slack follows the bound it sat at, so the reduced costs stay dual feasible.
            let current = tableau.value[slack]
            let target = wasAtUpper && upper.isFinite ? upper : wasAtLower && lower.isFinite ? lower : min(max(current, lower), upper)
            tableau.move(Int32(slack), by: target - current)
        } else {
            tableau.markPending(Int32(slack))
        }
        if !record.isRequired {
            // An optional change cannot fail: it is solved when a value of this system is next needed.
            if tableau.pending.count > 0 && !tableau.isUnsettled {
                tableau.isUnsettled = true
                unsettled.append(Int32(c))
            }
            put(tableau, at: c)
            record.constant = constant
            constraints[Int(id.raw)] = record
            return
        }
        tableau.pivotCount = 0
        let outcome = tableau.restoreFeasibility(pivotLimit: pivotLimit(tableau))
        guard case .solved = outcome else {
            put(backup ?? tableau, at: c)
            throw error(for: outcome, including: id)
        }
        put(tableau, at: c)
        record.constant = constant
        constraints[Int(id.raw)] = record
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable at `priority`: until `suggestValue` it is held where it is.
    public func addEditVariable(_ variable: SolverVariable, priority: SolverPriority) throws {
        try validate(variable)
        guard editConstraint[Int(variable.id)] < 0 else { throw ConstraintSystemError.duplicateEditVariable(variable) }
        let id = try add(LinearExpression(variable, plus: -value(of: variable)), .equal, priority: priority)
        editConstraint[Int(variable.id)] = id.raw
    }

    /// Releases `variable` from being an edit variable; does nothing if it is not one.
    ///
    /// - Complexity: That of `remove(_:)` for its edit constraint: one pivot, then primal simplex on
    ///   its system.
    public func removeEditVariable(_ variable: SolverVariable) {
        guard variable.id >= 0, Int(variable.id) < editConstraint.count, editConstraint[Int(variable.id)] >= 0 else { return }
        remove(SolverConstraintID(raw: editConstraint[Int(variable.id)]))
        editConstraint[Int(variable.id)] = -1
    }

    /// Whether `variable` is an edit variable of this system.
    public func hasEditVariable(_ variable: SolverVariable) -> Bool {
        variable.id >= 0 && Int(variable.id) < editConstraint.count && editConstraint[Int(variable.id)] >= 0
    }

    /// The constraint that holds an edit variable at its suggestion (it can appear in a conflict list).
    public func editConstraintID(for variable: SolverVariable) -> SolverConstraintID? {
        hasEditVariable(variable) ? SolverConstraintID(raw: editConstraint[Int(variable.id)]) : nil
    }

    /// Moves the edit variable towards `value` at its edit priority (incrementally: dual simplex).
    public func suggestValue(_ value: Double, for variable: SolverVariable) throws {
        guard value.isFinite else { throw ConstraintSystemError.nonFiniteValue(value) }
        guard hasEditVariable(variable) else { throw ConstraintSystemError.unknownEditVariable(variable) }
        try setConstant(-value, of: SolverConstraintID(raw: editConstraint[Int(variable.id)]))
    }

    // MARK: Helpers

    private func validate(_ priority: SolverPriority) throws {
        guard priority >= 1, priority <= requiredSolverPriority else { throw ConstraintSystemError.invalidPriority(priority) }
    }

    private func validate(_ variable: SolverVariable) throws {
        guard variable.id >= 0, Int(variable.id) < variables.count else { throw ConstraintSystemError.unknownVariable(variable) }
    }

    /// The expression's terms with each variable once, in order of first appearance, zeros dropped.
    private func fold(_ expression: LinearExpression) throws -> [(variable: SolverVariable, coefficient: Double)] {
        guard expression.constant.isFinite else { throw ConstraintSystemError.nonFiniteValue(expression.constant) }
        var folded: [(variable: SolverVariable, coefficient: Double)] = []
        folded.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            guard term.coefficient.isFinite else { throw ConstraintSystemError.nonFiniteValue(term.coefficient) }
            try validate(term.variable)
            if let index = folded.firstIndex(where: { $0.variable == term.variable }) {
                folded[index].coefficient += term.coefficient
            } else {
                folded.append(term)
            }
        }
        folded.removeAll { $0.coefficient == 0 }
        return folded
    }

    static func bounds(_ relation: SolverRelation, constant: Double) -> (Double, Double) {
        switch relation {
        case .equal: (-constant, -constant)
        case .lessThanOrEqual: (-.infinity, -constant)
        case .greaterThanOrEqual: (-constant, .infinity)
        }
    }

    static func holds(_ constant: Double, _ relation: SolverRelation) -> Bool {
        let tolerance = Tableau.tolerance(0)
        switch relation {
        case .equal: return abs(constant) <= tolerance
        case .lessThanOrEqual: return constant <= tolerance
        case .greaterThanOrEqual: return constant >= -tolerance
        }
    }

    private func pivotLimit(_ tableau: Tableau) -> Int { 10_000 + 50 * (tableau.rows.count + tableau.variableCount) }

    private func error(for outcome: Tableau.SolveOutcome, including id: SolverConstraintID) -> ConstraintSystemError {
        switch outcome {
        case .infeasible(let owners):
            var ids = Set(owners.map { SolverConstraintID(raw: $0) }.filter { $0 == id || constraints[Int($0.raw)]?.isRequired == true })
            ids.insert(id)
            return .unsatisfiable(conflicting: ids.sorted())
        case .pivotLimitReached, .solved, .unbounded:
            return .pivotLimitReached(pivotLimit(Tableau()))
        }
    }

    /// The component all of `variables` belong to after merging theirs (the largest absorbs the rest);
    /// a variable in none joins it, and a new component is made when none of them has one.
    func component(joining ids: [SolverVariable]) -> Int {
        var found: [Int] = []
        for variable in ids {
            let c = Int(variables[Int(variable.id)].component)
            if c >= 0 && !found.contains(c) {
                settle(c)
                found.append(c)
            }
        }
        let target: Int
        if found.isEmpty {
            target = makeComponent()
        } else {
            target = found.max { (components[$0]?.variableCount ?? 0, $1) < (components[$1]?.variableCount ?? 0, $0) } ?? found[0]
            for other in found where other != target { merge(other, into: target) }
        }
        for variable in ids where variables[Int(variable.id)].component < 0 {
            let local = components[target]!.addVariable(lower: -.infinity, upper: .infinity, value: 0, userVariable: variable.id)
            variables[Int(variable.id)] = VariableSlot(component: Int32(target), local: local)
        }
        return target
    }

    /// Gives a pinned variable a tableau of its own holding its constraint, as `add` would have made
    /// it, so that another constraint can name it. The constraint keeps its id.
    func unpin(_ variable: SolverVariable) {
        let slot = variables[Int(variable.id)]
        guard slot.component == VariableSlot.pinned, var record = constraints[Int(slot.local)] else { return }
        pinnedCount -= 1
        let c = makeComponent()
        var tableau = components[c].take()
        let local = tableau.addVariable(lower: -.infinity, upper: .infinity, value: record.pinnedValue, userVariable: variable.id)
        let slack = tableau.addVariable(lower: -record.constant, upper: -record.constant, value: 0, owner: slot.local)
        tableau.insertRow(basic: slack, terms: [Tableau.Term(variable: local, coefficient: record.pinCoefficient)])
        tableau.clearPending()
        components[c] = tableau
        variables[Int(variable.id)] = VariableSlot(component: Int32(c), local: local)
        record.component = Int32(c)
        record.slack = slack
        record.pinnedVariable = -1
        constraints[Int(slot.local)] = record
    }

    /// Component `c`'s tableau with its waiting changes solved (nil for a component given back).
    func settledTableau(_ c: Int) -> Tableau? {
        settle(c)
        return components[c]
    }

    /// Solves the optional changes waiting in component `c` (they cannot make it infeasible).
    func settle(_ c: Int) {
        guard components[c]?.pending.isEmpty == false else { return }
        var tableau = components[c].take()
        tableau.pivotCount = 0
        // At the pivot limit the point is left as it is; nothing to undo (optional changes only).
        _ = tableau.restoreFeasibility(pivotLimit: pivotLimit(tableau))
        tableau.clearPending()
        tableau.isUnsettled = false
        put(tableau, at: c)
    }

    func makeComponent() -> Int {
        if let reused = freeComponents.popLast() {
            components[Int(reused)] = Tableau.withRoom(forVariables: 8)
            return Int(reused)
        }
        components.append(Tableau.withRoom(forVariables: 8))
        return components.count - 1
    }

    private func merge(_ source: Int, into target: Int) {
        guard let absorbed = components[source] else { return }
        let map = components[target]!.absorb(absorbed)
        var owners: [Int32] = []
        for (old, new) in map.enumerated() where new >= 0 {
            let user = absorbed.userVariable[old]
            if user >= 0 { variables[Int(user)] = VariableSlot(component: Int32(target), local: new) }
            let owner = absorbed.owner[old]
            if owner >= 0 && absorbed.level[old] < 0 { owners.append(owner) }
        }
        // Each constraint's slack is named once, so each record is renumbered exactly once.
        for owner in owners {
            guard var record = constraints[Int(owner)] else { continue }
            record.component = Int32(target)
            record.slack = map[Int(record.slack)]
            if record.errorPlus >= 0 { record.errorPlus = map[Int(record.errorPlus)] }
            if record.errorMinus >= 0 { record.errorMinus = map[Int(record.errorMinus)] }
            constraints[Int(owner)] = record
        }
        components[source] = nil
        freeComponents.append(Int32(source))
    }
}

extension Optional where Wrapped == Tableau {
    /// The tableau, leaving nil behind so the array holds no second reference while it is changed.
    mutating func take() -> Tableau {
        let taken = self ?? Tableau()
        self = nil
        return taken
    }
}
