/// The simplex tableau of one independent system (one connected component of a `ConstraintSystem`).
///
/// Every constraint `Σ aᵢ·xᵢ + c REL 0` gets a *slack* variable `s = Σ aᵢ·xᵢ (± errors)` whose bounds carry
/// the constant (`s == -c`, `s <= -c`, `s >= -c`), so the rows never hold constants: changing a constant
/// moves a bound, never the rows. An optional constraint also gets error variables (≥ 0) whose sum, per
/// priority level, is the objective. Each row reads `basic = Σ coefficient·non-basic`; every variable
/// carries a value (non-basic ones sit at a bound, or anywhere when free), and basic values follow their
/// rows. This is the bounded ("general") simplex of Dutertre and de Moura, with Cassowary's lexicographic
/// priorities: reduced costs are vectors over priority levels, compared highest level first, so a higher
/// priority is satisfied as well as it can be before a lower one is looked at, with no weights to overflow.
///
/// The tableau is a value: copying it is O(1) until one of the copies changes, which is how a change that
/// turns out impossible is undone (`ConstraintSystem` keeps the copy and puts it back).
struct Tableau {
    struct Term {
        var variable: Int32
        var coefficient: Double
    }

    struct Row {
        var basic: Int32
        var terms: [Term]
    }

    // Per variable (local index).
    var lower: [Double] = []
    var upper: [Double] = []
    var value: [Double] = []
    /// The row whose basic variable this is, or -1 for a non-basic variable.
    var rowOf: [Int32] = []
    /// The rows whose terms name this (non-basic) variable, in no particular but reproducible order.
    var column: [[Int32]] = []
    /// The priority level whose error this variable measures, or -1.
    var level: [Int32] = []
    /// The constraint (its raw id) whose slack or error this is, or -1 for a variable of the user's.
    var owner: [Int32] = []
    /// The `SolverVariable.id` of a variable of the user's (free, no cost), or -1 for slacks and errors.
    var userVariable: [Int32] = []
    /// Local indices of variables given back, reused before the arrays grow.
    var freeVariables: [Int32] = []
    /// Whether a chain definition outside the tableau reads this variable (`ConstraintSystem` defines).
    var watched: [Bool] = []
    /// Watched variables whose value moved since `ConstraintSystem` last read them (repeats allowed).
    var touched: [Int32] = []

    var rows: [Row] = []

    /// Priority of each level, highest first; `reducedCost[level][variable]` is the objective row.
    var levelPriorities: [SolverPriority] = []
    var reducedCost: [[Double]] = []

    /// Basic variables whose value changed and may now break a bound (`restoreFeasibility` reads them).
    var pending: [Int32] = []
    var isPending: [Bool] = []
    /// Variables `repair` has moved in its current pass (all false between passes).
    var isMoved: [Bool] = []

    /// Whether `ConstraintSystem` has listed this tableau as holding optional changes not yet solved.
    var isUnsettled = false

    /// Pivots done so far (the budget of one operation is checked against it).
    var pivotCount = 0

    /// Scratch map from variable to position in a row being combined; -1 between uses.
    private var position: [Int32] = []

    static let coefficientEpsilon = 1e-11
    static let costEpsilon = 1e-9

    /// How far outside its bounds a value may be and still count as inside (relative to the bound).
    @inline(__always)
    static func tolerance(_ bound: Double) -> Double { bound.isFinite ? 1e-8 * (1 + abs(bound)) : 0 }

    var variableCount: Int { value.count }

    /// Room for `count` variables: most independent systems are a handful of variables, and growing
    /// each per-variable array from empty one append at a time costs several allocations apiece.
    static func withRoom(forVariables count: Int) -> Tableau {
        var tableau = Tableau()
        tableau.lower.reserveCapacity(count)
        tableau.upper.reserveCapacity(count)
        tableau.value.reserveCapacity(count)
        tableau.rowOf.reserveCapacity(count)
        tableau.column.reserveCapacity(count)
        tableau.level.reserveCapacity(count)
        tableau.owner.reserveCapacity(count)
        tableau.userVariable.reserveCapacity(count)
        tableau.watched.reserveCapacity(count)
        tableau.isPending.reserveCapacity(count)
        tableau.isMoved.reserveCapacity(count)
        tableau.position.reserveCapacity(count)
        tableau.rows.reserveCapacity(count)
        tableau.pending.reserveCapacity(count)
        return tableau
    }

    // MARK: Variables

    mutating func addVariable(lower: Double, upper: Double, value: Double, level: Int32 = -1, owner: Int32 = -1, userVariable user: Int32 = -1) -> Int32 {
        let index: Int32
        if let reused = freeVariables.popLast() {
            index = reused
            let i = Int(index)
            self.lower[i] = lower
            self.upper[i] = upper
            self.value[i] = value
            rowOf[i] = -1
            column[i] = []
            self.level[i] = level
            self.owner[i] = owner
            userVariable[i] = user
            isPending[i] = false
            isMoved[i] = false
            watched[i] = false
            for l in reducedCost.indices { reducedCost[l][i] = 0 }
        } else {
            index = Int32(self.value.count)
            self.lower.append(lower)
            self.upper.append(upper)
            self.value.append(value)
            rowOf.append(-1)
            column.append([])
            self.level.append(level)
            self.owner.append(owner)
            userVariable.append(user)
            isPending.append(false)
            isMoved.append(false)
            watched.append(false)
            position.append(-1)
            for l in reducedCost.indices { reducedCost[l].append(0) }
        }
        if level >= 0 { reducedCost[Int(level)][Int(index)] = 1 }
        return index
    }

    /// Gives a variable back; it must be non-basic and named by no row.
    mutating func releaseVariable(_ v: Int32) {
        let i = Int(v)
        for l in reducedCost.indices { reducedCost[l][i] = 0 }
        lower[i] = -.infinity
        upper[i] = .infinity
        value[i] = 0
        level[i] = -1
        owner[i] = -1
        userVariable[i] = -1
        watched[i] = false
        column[i] = []
        freeVariables.append(v)
    }

    /// The level index of `priority`, adding the level (in order, highest first) when it is new.
    mutating func levelIndex(for priority: SolverPriority) -> Int32 {
        var insertAt = levelPriorities.count
        for (index, existing) in levelPriorities.enumerated() {
            if existing == priority { return Int32(index) }
            if existing < priority { insertAt = index; break }
        }
        levelPriorities.insert(priority, at: insertAt)
        var costs = [Double](repeating: 0, count: variableCount)
        costs.reserveCapacity(max(value.capacity, variableCount))
        reducedCost.insert(costs, at: insertAt)
        for i in level.indices where level[i] >= Int32(insertAt) { level[i] += 1 }
        return Int32(insertAt)
    }

    // MARK: Rows

    func coefficient(of v: Int32, inRow r: Int) -> Double {
        for term in rows[r].terms where term.variable == v { return term.coefficient }
        return 0
    }

    /// `terms` rewritten over non-basic variables only (basic ones replaced by their rows), folded.
    mutating func substituted(_ terms: [Term]) -> [Term] {
        var result: [Term] = []
        result.reserveCapacity(terms.count + 2)
        for term in terms {
            let r = rowOf[Int(term.variable)]
            if r < 0 {
                accumulate(term.coefficient, term.variable, into: &result)
            } else {
                for inner in rows[Int(r)].terms { accumulate(term.coefficient * inner.coefficient, inner.variable, into: &result) }
            }
        }
        for term in result { position[Int(term.variable)] = -1 }
        result.removeAll { abs($0.coefficient) <= Self.coefficientEpsilon }
        return result
    }

    private mutating func accumulate(_ coefficient: Double, _ v: Int32, into terms: inout [Term]) {
        let p = position[Int(v)]
        if p >= 0 {
            terms[Int(p)].coefficient += coefficient
        } else {
            position[Int(v)] = Int32(terms.count)
            terms.append(Term(variable: v, coefficient: coefficient))
        }
    }

    /// The value `terms` take at the current assignment.
    func evaluate(_ terms: [Term]) -> Double {
        var sum = 0.0
        for term in terms { sum += term.coefficient * value[Int(term.variable)] }
        return sum
    }

    /// Adds the row `basic = Σ terms` (terms over non-basic variables) and sets the basic value from it.
    mutating func insertRow(basic: Int32, terms: [Term]) {
        let r = Int32(rows.count)
        rows.append(Row(basic: basic, terms: terms))
        rowOf[Int(basic)] = r
        for term in terms { column[Int(term.variable)].append(r) }
        value[Int(basic)] = evaluate(terms)
        markPending(basic)
    }

    /// Removes row `r`; its basic variable becomes non-basic (keeping its value), named by no row.
    mutating func removeRow(_ r: Int) {
        for term in rows[r].terms { removeFromColumn(term.variable, row: Int32(r)) }
        rowOf[Int(rows[r].basic)] = -1
        let last = rows.count - 1
        if r != last {
            for term in rows[last].terms { replaceInColumn(term.variable, Int32(last), with: Int32(r)) }
            rowOf[Int(rows[last].basic)] = Int32(r)
            rows.swapAt(r, last)
        }
        rows.removeLast()
    }

    private mutating func removeFromColumn(_ v: Int32, row r: Int32) {
        let i = Int(v)
        if let p = column[i].firstIndex(of: r) {
            column[i][p] = column[i][column[i].count - 1]
            column[i].removeLast()
        }
    }

    private mutating func replaceInColumn(_ v: Int32, _ old: Int32, with new: Int32) {
        let i = Int(v)
        if let p = column[i].firstIndex(of: old) { column[i][p] = new }
    }

    /// Row `target` += factor · `source` (whose terms never name target's basic variable), then drops
    /// `dropping` from target.
    private mutating func addScaledRow(_ source: [Term], factor: Double, to target: Int, dropping removed: Int32) {
        var terms = rows[target].terms
        rows[target].terms = []
        for (index, term) in terms.enumerated() { position[Int(term.variable)] = Int32(index) }
        for term in source {
            let p = position[Int(term.variable)]
            if p >= 0 {
                terms[Int(p)].coefficient += factor * term.coefficient
            } else {
                position[Int(term.variable)] = Int32(terms.count)
                terms.append(Term(variable: term.variable, coefficient: factor * term.coefficient))
                column[Int(term.variable)].append(Int32(target))
            }
        }
        var kept = 0
        for index in terms.indices {
            let term = terms[index]
            position[Int(term.variable)] = -1
            if term.variable == removed || abs(term.coefficient) <= Self.coefficientEpsilon {
                if term.variable != removed { removeFromColumn(term.variable, row: Int32(target)) }
                continue
            }
            terms[kept] = term
            kept += 1
        }
        terms.removeLast(terms.count - kept)
        rows[target].terms = terms
    }

    // MARK: Pivot and move

    /// Makes `entering` (non-basic, named by row `r`) basic in row `r`; the old basic variable leaves.
    /// Values do not change: the same point, described from another basis.
    mutating func pivot(row r: Int, entering: Int32) {
        pivotCount += 1
        let leaving = rows[r].basic
        let a = coefficient(of: entering, inRow: r)
        // basic = a·entering + rest  ⇒  entering = basic/a − rest/a
        var terms: [Term] = [Term(variable: leaving, coefficient: 1 / a)]
        terms.reserveCapacity(rows[r].terms.count)
        for term in rows[r].terms where term.variable != entering {
            terms.append(Term(variable: term.variable, coefficient: -term.coefficient / a))
        }
        for term in rows[r].terms { removeFromColumn(term.variable, row: Int32(r)) }
        rows[r] = Row(basic: entering, terms: terms)
        for term in terms { column[Int(term.variable)].append(Int32(r)) }
        rowOf[Int(leaving)] = -1
        rowOf[Int(entering)] = Int32(r)

        let others = column[Int(entering)]
        column[Int(entering)] = []
        for s in others {
            let factor = coefficient(of: entering, inRow: Int(s))
            addScaledRow(terms, factor: factor, to: Int(s), dropping: entering)
        }
        for l in reducedCost.indices {
            let d = reducedCost[l][Int(entering)]
            if d == 0 { continue }
            reducedCost[l][Int(entering)] = 0
            for term in terms {
                reducedCost[l][Int(term.variable)] += d * term.coefficient
                if abs(reducedCost[l][Int(term.variable)]) < Self.coefficientEpsilon { reducedCost[l][Int(term.variable)] = 0 }
            }
        }
    }

    /// Moves non-basic `v` by `delta`; the basic variables of the rows that name it follow.
    mutating func move(_ v: Int32, by delta: Double) {
        if delta == 0 { return }
        value[Int(v)] += delta
        if watched[Int(v)] { touched.append(v) }
        for r in column[Int(v)] {
            let basic = rows[Int(r)].basic
            value[Int(basic)] += coefficient(of: v, inRow: Int(r)) * delta
            if watched[Int(basic)] { touched.append(basic) }
            markPending(basic)
        }
    }

    /// Forgets the pending list (after a change known to break no bound).
    mutating func clearPending() {
        for v in pending { isPending[Int(v)] = false }
        pending.removeAll(keepingCapacity: true)
    }

    mutating func markPending(_ v: Int32) {
        if isPending[Int(v)] { return }
        isPending[Int(v)] = true
        pending.append(v)
    }

    /// How far `v` lies outside its bounds: positive above the upper bound, negative below the lower.
    func violation(_ v: Int32) -> Double {
        let i = Int(v)
        let x = value[i]
        if x > upper[i] + Self.tolerance(upper[i]) { return x - upper[i] }
        if x < lower[i] - Self.tolerance(lower[i]) { return x - lower[i] }
        return 0
    }

    // MARK: Lexicographic reduced costs

    /// The sign (-1, 0, 1) of `v`'s reduced cost vector: its first level that is not zero decides.
    func costSign(_ v: Int32) -> Int {
        for l in reducedCost.indices {
            let d = reducedCost[l][Int(v)]
            if d > Self.costEpsilon { return 1 }
            if d < -Self.costEpsilon { return -1 }
        }
        return 0
    }

    /// Compares d(a)/α(a) with d(b)/α(b) lexicographically (the dual ratio test); the α carry the sign
    /// that makes each ratio's first non-zero level positive. Nil when they are equal.
    ///
    /// Levels below that first one may be negative, so the tolerance scales with the ratios' magnitude:
    /// scaled by a signed value below -1 it would be negative, two equal ratios would each compare as
    /// less, and dual simplex could enter a variable that a lower level refuses.
    func ratioIsLess(_ a: Int32, _ alphaA: Double, than b: Int32, _ alphaB: Double) -> Bool? {
        for l in reducedCost.indices {
            let left = reducedCost[l][Int(a)] / alphaA
            let right = reducedCost[l][Int(b)] / alphaB
            let scale = Self.costEpsilon * (1 + max(abs(left), abs(right)))
            if left < right - scale { return true }
            if left > right + scale { return false }
        }
        return nil
    }
}
