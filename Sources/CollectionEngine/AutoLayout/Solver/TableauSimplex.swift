/// The two simplex methods the tableau runs after a change: dual simplex when bounds moved (a constant
/// changed, a constraint or suggestion arrived) and primal simplex when the objective can improve (a
/// constraint went away). Both compare reduced costs lexicographically, level by level.
extension Tableau {
    enum SolveOutcome: Equatable {
        case solved
        /// No entering variable can repair this row's basic variable: the slacks named by the row are the
        /// constraints that contradict each other.
        case infeasible(conflictingOwners: [Int32])
        case pivotLimitReached
        /// Primal simplex found a direction that lowers the objective forever (only a probe's objective,
        /// which is not a sum of errors, can have one).
        case unbounded
    }

    /// Brings every pending basic variable back inside its bounds, first by moving free variables of the
    /// user's when that breaks nothing new (`repair`), then by dual simplex, which keeps the reduced costs
    /// dual feasible, so the point it reaches is optimal.
    ///
    /// - Complexity: a constant-only change touches the rows that name the moved variables; pivots are
    ///   counted against `pivotLimit`.
    mutating func restoreFeasibility(pivotLimit: Int) -> SolveOutcome {
        // Heuristic passes leave the basis to dual simplex where they must and repair the rest; after a
        // bounded number of pivots they stop, so Bland's rule alone decides and termination holds.
        let heuristicPivots = 2 * rows.count + 32
        while true {
            if pivotCount < heuristicPivots {
                if let failure = pivotStuckRows(pivotLimit: pivotLimit) { return failure }
                repair()
            }
            guard let leaving = lowestViolatedPending() else { return .solved }
            if let failure = dualPivot(leaving, pivotLimit: pivotLimit) { return failure }
        }
    }

    /// One dual simplex step: `leaving` goes to the bound it breaks; nil when done without failure.
    private mutating func dualPivot(_ leaving: Int32, pivotLimit: Int) -> SolveOutcome? {
        if pivotCount >= pivotLimit { return .pivotLimitReached }
        let r = Int(rowOf[Int(leaving)])
        let i = Int(leaving)
        let increase = value[i] < lower[i]
        let target = increase ? lower[i] : upper[i]
        guard let (entering, alpha) = dualEntering(row: r, increase: increase) else {
            return .infeasible(conflictingOwners: conflictOwners(row: r))
        }
        move(entering, by: (target - value[i]) / alpha)
        pivot(row: r, entering: entering)
        value[i] = target
        markPending(entering)
        return nil
    }

    /// Pivots, in pending order, every broken row that `repair` could not fix without breaking a row
    /// it cannot fix either, so that the repairs that follow move each chain once, not once per pivot.
    private mutating func pivotStuckRows(pivotLimit: Int) -> SolveOutcome? {
        var index = 0
        while index < pending.count {
            let v = pending[index]
            index += 1
            guard rowOf[Int(v)] >= 0, violation(v) != 0, repairCandidate(for: v) == nil else { continue }
            if let failure = dualPivot(v, pivotLimit: pivotLimit) { return failure }
        }
        return nil
    }

    /// Puts pending basic variables back inside their bounds by moving free variables of the user's,
    /// each at most once, newest first: a change flows down a chain (`top[i+1] == top[i] + height[i]`)
    /// with no pivot, so no row fills in. Neither the basis nor the reduced costs change, so the point
    /// stays optimal wherever it becomes feasible; what cannot be repaired this way is left pending for
    /// dual simplex.
    ///
    /// - Complexity: at most one move per variable, each touching the rows that name it.
    mutating func repair() {
        var moved: [Int32] = []
        var index = 0
        while index < pending.count {
            let v = pending[index]
            index += 1
            guard rowOf[Int(v)] >= 0, violation(v) != 0, let best = repairCandidate(for: v) else { continue }
            isMoved[Int(best.variable)] = true
            moved.append(best.variable)
            move(best.variable, by: -violation(v) / best.coefficient)
        }
        for v in moved { isMoved[Int(v)] = false }
    }

    /// The newest free variable of the user's in `v`'s row, not yet moved in this pass, whose move would
    /// put `v` back in bounds without breaking a bounded row that has no free variable of its own.
    private func repairCandidate(for v: Int32) -> Term? {
        let r = Int(rowOf[Int(v)])
        let amount = violation(v)
        var best: Term?
        for term in rows[r].terms where isFreeUserVariable(term.variable) {
            if let current = best, term.variable < current.variable { continue }
            let delta = -amount / term.coefficient
            if !breaksUnrepairableRow(moving: term.variable, by: delta, besides: r) { best = term }
        }
        return best
    }

    private func isFreeUserVariable(_ j: Int32) -> Bool {
        let i = Int(j)
        return userVariable[i] >= 0 && !isMoved[i] && lower[i] == -.infinity && upper[i] == .infinity
    }

    private func breaksUnrepairableRow(moving j: Int32, by delta: Double, besides r: Int) -> Bool {
        for s in column[Int(j)] where Int(s) != r {
            let b = Int(rows[Int(s)].basic)
            if lower[b] == -.infinity && upper[b] == .infinity { continue }
            let next = value[b] + coefficient(of: j, inRow: Int(s)) * delta
            let broken = next > upper[b] + Self.tolerance(upper[b]) || next < lower[b] - Self.tolerance(lower[b])
            if broken && !rows[Int(s)].terms.contains(where: { $0.variable != j && isFreeUserVariable($0.variable) }) {
                return true
            }
        }
        return false
    }

    /// The lowest-index pending basic variable outside its bounds (Bland's rule, with the lowest-index
    /// entering variable among ties, so dual simplex cannot cycle); drops the satisfied ones.
    private mutating func lowestViolatedPending() -> Int32? {
        var best: Int32 = -1
        var kept = 0
        for index in pending.indices {
            let v = pending[index]
            if rowOf[Int(v)] < 0 || violation(v) == 0 {
                isPending[Int(v)] = false
                continue
            }
            pending[kept] = v
            kept += 1
            if best < 0 || v < best { best = v }
        }
        pending.removeLast(pending.count - kept)
        return best >= 0 ? best : nil
    }

    /// The dual ratio test: among the row's non-basic variables that can move the basic one the way it
    /// must go, the one whose reduced cost per unit of movement is lexicographically smallest (ties: the
    /// lowest index).
    private func dualEntering(row r: Int, increase: Bool) -> (Int32, Double)? {
        var best: Int32 = -1
        var bestAlpha = 0.0
        var bestSigned = 0.0
        for term in rows[r].terms {
            let j = term.variable
            let up = (term.coefficient > 0) == increase
            guard canMove(j, up: up) else { continue }
            // Moving j up costs d·Δ; the ratio d/α must come out non-negative for the chosen direction.
            let signed = up ? abs(term.coefficient) : -abs(term.coefficient)
            if best < 0 {
                best = j; bestAlpha = term.coefficient; bestSigned = signed
                continue
            }
            switch ratioIsLess(j, signed, than: best, bestSigned) {
            case true?: best = j; bestAlpha = term.coefficient; bestSigned = signed
            case nil where j < best: best = j; bestAlpha = term.coefficient; bestSigned = signed
            default: break
            }
        }
        return best >= 0 ? (best, bestAlpha) : nil
    }

    func canMove(_ v: Int32, up: Bool) -> Bool {
        let i = Int(v)
        return up ? value[i] < upper[i] - Self.tolerance(upper[i]) : value[i] > lower[i] + Self.tolerance(lower[i])
    }

    private func conflictOwners(row r: Int) -> [Int32] {
        var owners: [Int32] = []
        let basic = rows[r].basic
        for v in [basic] + rows[r].terms.map(\.variable) where owner[Int(v)] >= 0 && level[Int(v)] < 0 {
            owners.append(owner[Int(v)])
        }
        return owners
    }

    /// Primal simplex from a feasible point: moves non-basic variables whose reduced cost says the
    /// objective improves, until none does. Bland's rule (lowest index first) so it cannot cycle.
    mutating func optimize(pivotLimit: Int) -> SolveOutcome {
        while true {
            guard let (entering, up) = primalEntering() else { return .solved }
            if pivotCount >= pivotLimit { return .pivotLimitReached }
            let e = Int(entering)
            var step = up ? upper[e] - value[e] : value[e] - lower[e]
            var leavingRow = -1
            for r in column[e] {
                let rate = coefficient(of: entering, inRow: Int(r)) * (up ? 1 : -1)
                let b = Int(rows[Int(r)].basic)
                let room: Double
                if rate > Self.coefficientEpsilon {
                    room = max(0, upper[b] - value[b]) / rate
                } else if rate < -Self.coefficientEpsilon {
                    room = max(0, value[b] - lower[b]) / -rate
                } else {
                    continue
                }
                if room < step || (room == step && leavingRow >= 0 && rows[Int(r)].basic < rows[leavingRow].basic) {
                    step = room
                    leavingRow = Int(r)
                }
            }
            if !step.isFinite { return .unbounded }
            move(entering, by: up ? step : -step)
            if leavingRow >= 0 {
                let leaving = Int(rows[leavingRow].basic)
                pivot(row: leavingRow, entering: entering)
                value[leaving] = min(max(value[leaving], lower[leaving]), upper[leaving])
            } else {
                pivotCount += 1
            }
        }
    }

    /// The lowest-index non-basic variable that can move the way its reduced cost says lowers the objective.
    private func primalEntering() -> (Int32, Bool)? {
        for j in 0..<Int32(variableCount) where rowOf[Int(j)] < 0 {
            let sign = costSign(j)
            if sign == 0 { continue }
            let up = sign < 0
            if canMove(j, up: up) { return (j, up) }
        }
        return nil
    }
}
