/// What a `ConstraintSystem` needs of a tableau beyond the simplex itself: joining two independent
/// systems into one, taking a constraint's variables out, and asking whether a value is pinned.
extension Tableau {
    /// Takes every live variable and row of `other` into this tableau (the two systems were independent
    /// and a new constraint joins them). Returns where each of `other`'s variables went (-1: a free slot).
    ///
    /// - Complexity: O(size of `other`), which is why the smaller of two systems is the one absorbed.
    mutating func absorb(_ other: Tableau) -> [Int32] {
        var levelMap: [Int32] = []
        for priority in other.levelPriorities { levelMap.append(levelIndex(for: priority)) }
        let released = Set(other.freeVariables)
        var map = [Int32](repeating: -1, count: other.variableCount)
        for i in 0..<other.variableCount where !released.contains(Int32(i)) {
            let otherLevel = other.level[i]
            map[i] = addVariable(
                lower: other.lower[i], upper: other.upper[i], value: other.value[i],
                level: otherLevel >= 0 ? levelMap[Int(otherLevel)] : -1, owner: other.owner[i], userVariable: other.userVariable[i]
            )
            for l in other.reducedCost.indices { reducedCost[Int(levelMap[l])][Int(map[i])] = other.reducedCost[l][i] }
            watched[Int(map[i])] = other.watched[i]
        }
        for row in other.rows {
            let terms = row.terms.map { Term(variable: map[Int($0.variable)], coefficient: $0.coefficient) }
            let basic = map[Int(row.basic)]
            let r = Int32(rows.count)
            rows.append(Row(basic: basic, terms: terms))
            rowOf[Int(basic)] = r
            for term in terms { column[Int(term.variable)].append(r) }
        }
        return map
    }

    /// Whether a new row naming `v` would be the only row naming it, with nothing bounding it: then the
    /// row can be satisfied by moving `v` alone, with no pivot and no effect on anything else.
    func isFresh(_ v: Int32) -> Bool {
        let i = Int(v)
        return userVariable[i] >= 0 && rowOf[i] < 0 && column[i].isEmpty && lower[i] == -.infinity && upper[i] == .infinity
    }

    /// Takes `variable` out of every row that names it, as if it were fixed at zero from now on.
    mutating func eliminate(_ variable: Int32) {
        move(variable, by: -value[Int(variable)])
        for r in column[Int(variable)] {
            rows[Int(r)].terms.removeAll { $0.variable == variable }
        }
        column[Int(variable)] = []
    }

    /// Whether `v` can take another value with every bound kept and no priority level's error growing:
    /// on a copy, a new lowest level pushes `v` down, then up, and primal simplex says whether it moved.
    ///
    /// - Complexity: a copy of this independent system and a primal simplex on it; a debugging query.
    func isAmbiguous(_ v: Int32) -> Bool {
        canShift(v, by: 1) || canShift(v, by: -1)
    }

    private func canShift(_ v: Int32, by sign: Double) -> Bool {
        var probe = self
        probe.levelPriorities.append(0)
        var objective = [Double](repeating: 0, count: variableCount)
        if rowOf[Int(v)] < 0 {
            objective[Int(v)] = -sign
        } else {
            for term in rows[Int(rowOf[Int(v)])].terms { objective[Int(term.variable)] = -sign * term.coefficient }
        }
        probe.reducedCost.append(objective)
        probe.pivotCount = 0
        let start = value[Int(v)]
        let outcome = probe.optimize(pivotLimit: 1_000 + 10 * (rows.count + variableCount))
        return outcome == .unbounded || sign * (probe.value[Int(v)] - start) > Self.tolerance(start)
    }
}

extension Tableau: CustomDebugStringConvertible {
    /// Rows, bounds, values and reduced costs, for reading a failing case.
    var debugDescription: String {
        var lines: [String] = []
        for i in 0..<variableCount where !freeVariables.contains(Int32(i)) {
            let kind = userVariable[i] >= 0 ? "x\(userVariable[i])" : level[i] >= 0 ? "e(c\(owner[i]))" : "s(c\(owner[i]))"
            let costs = reducedCost.indices.map { reducedCost[$0][i] }
            lines.append("v\(i) \(kind) [\(lower[i]), \(upper[i])] = \(value[i]) \(rowOf[i] >= 0 ? "basic" : "") d=\(costs)")
        }
        for row in rows {
            lines.append("v\(row.basic) = " + row.terms.map { "\($0.coefficient)·v\($0.variable)" }.joined(separator: " + "))
        }
        return lines.joined(separator: "\n")
    }
}
