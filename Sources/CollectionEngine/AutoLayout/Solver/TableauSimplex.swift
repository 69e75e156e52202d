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
        while true {
            guard let leaving = mostViolatedPending() else { return .solved }
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
        }
    }

    /// The pending basic variable furthest outside its bounds (ties: lowest index); drops the satisfied.
    private mutating func mostViolatedPending() -> Int32? {
        var best: Int32 = -1
        var bestAmount = 0.0
        var kept = 0
        for index in pending.indices {
            let v = pending[index]
            let amount = rowOf[Int(v)] >= 0 ? abs(violation(v)) : 0
            if amount == 0 {
                isPending[Int(v)] = false
                continue
            }
            pending[kept] = v
            kept += 1
            if amount > bestAmount || (amount == bestAmount && v < best) {
                best = v
                bestAmount = amount
            }
        }
        pending.removeLast(pending.count - kept)
        return best >= 0 ? best : nil
    }

    /// The dual ratio test: among the row's non-basic variables that can move the basic one the way it
    /// must go, the one whose reduced cost per unit of movement is lexicographically smallest.
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
