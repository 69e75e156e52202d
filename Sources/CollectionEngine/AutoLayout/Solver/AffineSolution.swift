/// A solved constraint system's basis, kept as the solution's formula in the constraints' constants.
///
/// In a solved tableau every non-basic slack sits at its bound, which is minus its constraint's
/// constant; every non-basic error sits at zero, and a non-basic free variable keeps its value. Each
/// basic variable is its row over those, so with the basis fixed *every value is an affine function of
/// the constants*. The reduced costs do not depend on the constants, so the same basis stays optimal for
/// new constants as long as it stays feasible: each basic slack within its (moved) bounds, each basic
/// error non-negative. Evaluating the formulas and checking those conditions is a sparse product over
/// the constants, with no pivot, no copy of the tableau and no allocation; when a condition fails the
/// caller falls back to dual simplex from the template and keeps the basis it reaches as another one.
///
/// The values it gives are those the incremental solver gives from the same basis: a change of constants
/// that keeps the basis feasible moves every non-basic slack to its new bound and nothing else.
struct AffineSolution {
    /// Σ coefficient · constants[index] + base, one per output variable or condition, stored flat.
    struct Formulas {
        var base: [Double] = []
        /// Where each formula's terms start in `index`/`coefficient`; one more entry than formulas.
        var start: [Int32] = [0]
        var index: [Int32] = []
        var coefficient: [Double] = []

        mutating func append(base value: Double, terms: [(Int32, Double)]) {
            base.append(value)
            for (k, a) in terms where a != 0 {
                index.append(k)
                coefficient.append(a)
            }
            start.append(Int32(index.count))
        }

        @inline(__always)
        func value(_ f: Int, _ constants: UnsafeBufferPointer<Double>) -> Double {
            var sum = base[f]
            for t in Int(start[f])..<Int(start[f + 1]) { sum += coefficient[t] * constants[Int(index[t])] }
            return sum
        }
    }

    /// Which way a condition's formula must compare with zero.
    enum Condition { case zero, nonPositive, nonNegative }

    /// The value of each user variable, by `SolverVariable.id`.
    private(set) var values = Formulas()
    /// What must hold for the basis to be feasible: basic slacks within bounds, basic errors ≥ 0.
    private(set) var conditions = Formulas()
    private(set) var conditionKinds: [Condition] = []
    /// The constant whose size scales each condition's tolerance (-1: none).
    private(set) var conditionScale: [Int32] = []

    /// The basis `system` is solved at, for constraints `ids` (constant `k` belongs to `ids[k]`; nil for
    /// a constraint left out). Nil when the system holds constraints not in `ids`, or a non-basic slack
    /// lies strictly inside its bounds (its value is then not a formula of the constants).
    init?(_ system: ConstraintSystem, ids: [SolverConstraintID?], variableCount: Int) {
        var indexOf = [Int32](repeating: -1, count: system.constraints.count)
        for (k, id) in ids.enumerated() {
            guard let id, Int(id.raw) < indexOf.count else { continue }
            indexOf[Int(id.raw)] = Int32(k)
        }
        // Constraints whose terms cancelled hold or fail on their constant alone.
        for (raw, record) in system.constraints.enumerated() {
            guard let record else { continue }
            let k = indexOf[raw]
            guard k >= 0 else { return nil }
            guard record.slack < 0, record.pinnedVariable < 0, record.definedNode < 0 else { continue }
            if record.isRequired { appendCondition(base: 0, terms: [(k, 1)], relation: record.relation, scale: k) }
        }
        var tableaus: [Int: (tableau: Tableau, nonBasic: [(base: Double, constant: Int32)])] = [:]
        for c in system.components.indices where system.components[c] != nil {
            guard var tableau = system.settledTableau(c) else { return nil }
            Self.makeFreeVariablesBasic(&tableau)
            guard let nonBasic = Self.nonBasicValues(tableau, indexOf) else { return nil }
            tableaus[c] = (tableau, nonBasic)
            // Feasibility of every basic slack and error.
            for row in tableau.rows {
                let basic = Int(row.basic)
                let owner = tableau.owner[basic]
                guard owner >= 0 else { continue }
                var (base, terms) = Self.formula(row.terms, nonBasic)
                if tableau.level[basic] >= 0 {
                    appendCondition(base: base, terms: terms, relation: .greaterThanOrEqual, scale: -1)
                } else if let record = system.constraints[Int(owner)] {
                    // slack REL −constant  ⇔  slack + constant REL 0
                    let k = indexOf[Int(owner)]
                    terms.append((k, 1))
                    appendCondition(base: base, terms: terms, relation: record.relation, scale: k)
                }
            }
        }
        var formulas = [(base: Double, terms: [(Int32, Double)])](repeating: (0, []), count: variableCount)
        for id in 0..<variableCount {
            let slot = id < system.variables.count ? system.variables[id] : .init()
            if slot.component == ConstraintSystem.VariableSlot.pinned, let record = system.constraints[Int(slot.local)] {
                // a·x + constant == 0
                formulas[id] = (0, [(indexOf[Int(slot.local)], -1 / record.pinCoefficient)])
                continue
            }
            guard slot.component >= 0, let (tableau, nonBasic) = tableaus[Int(slot.component)] else { continue }
            let local = Int(slot.local)
            let r = tableau.rowOf[local]
            if r < 0 {
                let fixed = nonBasic[local]
                formulas[id] = (fixed.base, fixed.constant >= 0 ? [(fixed.constant, -1)] : [])
            } else {
                formulas[id] = Self.formula(tableau.rows[Int(r)].terms, nonBasic)
            }
        }
        guard Self.composeChains(system, indexOf, into: &formulas) else { return nil }
        for formula in formulas { values.append(base: formula.base, terms: formula.terms) }
    }

    /// A chain-defined variable (`ConstraintSystem+Chains.swift`) is its parent plus its weight, each an
    /// affine function of the constants too; parents come before children, so one pass in node order.
    private static func composeChains(_ system: ConstraintSystem, _ indexOf: [Int32], into formulas: inout [(base: Double, terms: [(Int32, Double)])]) -> Bool {
        for (node, definition) in system.definitions.enumerated() {
            let id = Int(definition.variable.id)
            guard id < system.variables.count, system.variables[id].component == ConstraintSystem.VariableSlot.defined,
                  system.variables[id].local == Int32(node) else { continue }
            guard id < formulas.count, indexOf[Int(definition.constraint)] >= 0 else { return false }
            var base = 0.0
            var terms: [(Int32, Double)] = [(indexOf[Int(definition.constraint)], definition.constantScale)]
            var sources = definition.terms
            if definition.parent >= 0 { sources.append((system.definitions[Int(definition.parent)].variable, 1)) }
            for source in sources {
                guard Int(source.variable.id) < formulas.count else { return false }
                let formula = formulas[Int(source.variable.id)]
                base += source.coefficient * formula.base
                terms += formula.terms.map { ($0.0, source.coefficient * $0.1) }
            }
            formulas[id] = (base, terms)
        }
        return true
    }

    private mutating func appendCondition(base: Double, terms: [(Int32, Double)], relation: SolverRelation, scale: Int32) {
        conditions.append(base: base, terms: terms)
        conditionKinds.append(relation == .equal ? .zero : relation == .lessThanOrEqual ? .nonPositive : .nonNegative)
        conditionScale.append(scale)
    }

    /// Pivots free variables of the user's into the rows of equality slacks. The incremental solver
    /// places a variable that a new row alone names by moving it, non-basic (`repair` does the same
    /// later), so its value is a constant of the tableau although the row pins it to the constants; as
    /// the basic variable of that row it follows them instead. A free variable's reduced cost is zero
    /// at the optimum, so the reduced costs, the point and its optimality stay as they were.
    private static func makeFreeVariablesBasic(_ tableau: inout Tableau) {
        for r in tableau.rows.indices {
            let basic = Int(tableau.rows[r].basic)
            guard tableau.owner[basic] >= 0, tableau.level[basic] < 0, tableau.lower[basic] == tableau.upper[basic] else { continue }
            // The newest free variable, as `repair` would move.
            var entering: Int32 = -1
            for term in tableau.rows[r].terms where tableau.userVariable[Int(term.variable)] >= 0 && tableau.costSign(term.variable) == 0 {
                entering = max(entering, term.variable)
            }
            if entering >= 0 { tableau.pivot(row: r, entering: entering) }
        }
    }

    /// Each non-basic variable's value: `base`, minus the constant numbered `constant` when it is a slack.
    private static func nonBasicValues(_ tableau: Tableau, _ indexOf: [Int32]) -> [(base: Double, constant: Int32)]? {
        var result = [(base: Double, constant: Int32)](repeating: (0, -1), count: tableau.variableCount)
        for v in 0..<tableau.variableCount where tableau.rowOf[v] < 0 {
            let owner = tableau.owner[v]
            if owner < 0 {
                result[v] = (tableau.value[v], -1)
            } else if tableau.level[v] >= 0 {
                guard abs(tableau.value[v]) <= Tableau.tolerance(0) else { return nil }
            } else {
                let k = indexOf[Int(owner)]
                // A slack's bounds are both −constant (or infinite): it must sit at the finite one.
                let bound = tableau.lower[v].isFinite ? tableau.lower[v] : tableau.upper[v]
                guard k >= 0, bound.isFinite, abs(tableau.value[v] - bound) <= Tableau.tolerance(bound) else { return nil }
                result[v] = (0, k)
            }
        }
        return result
    }

    /// A row's terms with each non-basic variable replaced by its formula.
    private static func formula(_ terms: [Tableau.Term], _ nonBasic: [(base: Double, constant: Int32)]) -> (Double, [(Int32, Double)]) {
        var base = 0.0
        var result: [(Int32, Double)] = []
        for term in terms {
            let fixed = nonBasic[Int(term.variable)]
            if fixed.constant >= 0 {
                result.append((fixed.constant, -term.coefficient))
            } else {
                base += term.coefficient * fixed.base
            }
        }
        return (base, result)
    }

    /// Writes every variable's value for `constants` into `output`, or returns false (leaving `output`
    /// partly written) when the basis is not feasible for them.
    ///
    /// - Complexity: O(terms of the formulas); no allocation when `output` has room.
    func evaluate(_ constants: [Double], into output: inout [Double]) -> Bool {
        constants.withUnsafeBufferPointer { c in
            for f in conditionKinds.indices {
                let value = conditions.value(f, c)
                let k = Int(conditionScale[f])
                let tolerance = Tableau.tolerance(k >= 0 ? c[k] : 0)
                switch conditionKinds[f] {
                case .zero: if abs(value) > tolerance { return false }
                case .nonPositive: if value > tolerance { return false }
                case .nonNegative: if value < -tolerance { return false }
                }
            }
            let count = values.base.count
            if output.count != count { output = [Double](repeating: 0, count: count) }
            output.withUnsafeMutableBufferPointer { out in
                for f in 0..<count { out[f] = values.value(f, c) }
            }
            return true
        }
    }
}
