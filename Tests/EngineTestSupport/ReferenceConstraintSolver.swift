/// A slow, obviously correct solver for small constraint systems with UIKit priorities, to check the
/// engine's incremental solver against.
///
/// It solves one dense linear program per priority level, highest first, from scratch each time:
/// minimise the summed error of that level, with every required constraint holding and every higher
/// level's summed error held at the optimum found for it. Variables are unbounded; errors are
/// `|e|` for `e == 0`, `max(0, e)` for `e <= 0`, `max(0, -e)` for `e >= 0`, where `e = Σ aᵢ·xᵢ + c`.
///
/// ```swift
/// let x = ReferenceConstraint(coefficients: [1], constant: -10, relation: .equal, priority: 1000)
/// ReferenceConstraintSolver.levelErrors(variableCount: 1, constraints: [x]) // [] (feasible, no levels)
/// ```
public struct ReferenceConstraint: Sendable {
    public enum Relation: Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }

    /// One coefficient per variable (dense).
    public var coefficients: [Double]
    public var constant: Double
    public var relation: Relation
    /// 1...1000; 1000 is required.
    public var priority: Float

    public init(coefficients: [Double], constant: Double, relation: Relation, priority: Float) {
        self.coefficients = coefficients
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }

    public var isRequired: Bool { priority >= 1000 }

    /// How far `values` are from satisfying the constraint (0 when it holds).
    public func error(at values: [Double]) -> Double {
        var e = constant
        for (a, x) in zip(coefficients, values) { e += a * x }
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }
}

public enum ReferenceConstraintSolver {
    /// The optimal summed error of each optional priority level (highest priority first), or nil when
    /// the required constraints cannot all hold.
    public static func levelErrors(variableCount n: Int, constraints: [ReferenceConstraint]) -> [(priority: Float, error: Double)]? {
        let optional = constraints.filter { !$0.isRequired }
        let priorities = Array(Set(optional.map(\.priority))).sorted(by: >)
        // Columns: x⁺ (n), x⁻ (n), then e⁺ and e⁻ for every optional constraint.
        let columns = 2 * n + 2 * optional.count
        var rows: [DenseRow] = []
        for constraint in constraints where constraint.isRequired {
            var a = [Double](repeating: 0, count: columns)
            for i in 0..<n { a[i] = constraint.coefficients[i]; a[n + i] = -constraint.coefficients[i] }
            rows.append(DenseRow(a: a, relation: constraint.relation, b: -constraint.constant))
        }
        guard minimize(cost: [Double](repeating: 0, count: columns), rows: rows) != nil else { return nil }
        var results: [(priority: Float, error: Double)] = []
        for priority in priorities {
            var levelRows = rows
            var cost = [Double](repeating: 0, count: columns)
            for (k, constraint) in optional.enumerated() where constraint.priority >= priority {
                // Σa·x + c == e⁺ − e⁻ (equality); ≤: Σa·x + c ≤ e⁺; ≥: Σa·x + c ≥ −e⁻.
                var a = [Double](repeating: 0, count: columns)
                for i in 0..<n { a[i] = constraint.coefficients[i]; a[n + i] = -constraint.coefficients[i] }
                let plus = 2 * n + 2 * k, minus = plus + 1
                switch constraint.relation {
                case .equal:
                    a[plus] = -1; a[minus] = 1
                    levelRows.append(DenseRow(a: a, relation: .equal, b: -constraint.constant))
                case .lessThanOrEqual:
                    a[plus] = -1
                    levelRows.append(DenseRow(a: a, relation: .lessThanOrEqual, b: -constraint.constant))
                case .greaterThanOrEqual:
                    a[minus] = 1
                    levelRows.append(DenseRow(a: a, relation: .greaterThanOrEqual, b: -constraint.constant))
                }
                if constraint.priority == priority { cost[plus] = 1; cost[minus] = 1 }
            }
            // Higher levels keep their optimum (a little slack for rounding).
            for (higher, error) in results {
                var a = [Double](repeating: 0, count: columns)
                for (k, constraint) in optional.enumerated() where constraint.priority == higher {
                    a[2 * n + 2 * k] = 1; a[2 * n + 2 * k + 1] = 1
                }
                levelRows.append(DenseRow(a: a, relation: .lessThanOrEqual, b: error + 1e-9 * (1 + error)))
            }
            guard let optimum = minimize(cost: cost, rows: levelRows) else { return nil }
            results.append((priority, optimum))
        }
        return results
    }

    /// The summed error of each optional level at `values`, in the order `levelErrors` uses.
    public static func levelErrors(of constraints: [ReferenceConstraint], at values: [Double]) -> [(priority: Float, error: Double)] {
        let priorities = Array(Set(constraints.filter { !$0.isRequired }.map(\.priority))).sorted(by: >)
        return priorities.map { priority in
            (priority, constraints.filter { $0.priority == priority }.reduce(0) { $0 + $1.error(at: values) })
        }
    }

    // MARK: Dense two-phase simplex (Bland's rule), every variable ≥ 0

    struct DenseRow {
        var a: [Double]
        var relation: ReferenceConstraint.Relation
        var b: Double
    }

    static let epsilon = 1e-9

    /// The minimum of cost·z over z ≥ 0 with the rows holding, or nil when they cannot hold.
    /// (Unbounded problems do not arise here: every objective is a sum of non-negative errors.)
    static func minimize(cost: [Double], rows input: [DenseRow]) -> Double? {
        let n = cost.count
        var rows = input.map { row -> DenseRow in
            guard row.b < 0 else { return row }
            let flipped: ReferenceConstraint.Relation = switch row.relation {
            case .equal: .equal
            case .lessThanOrEqual: .greaterThanOrEqual
            case .greaterThanOrEqual: .lessThanOrEqual
            }
            return DenseRow(a: row.a.map { -$0 }, relation: flipped, b: -row.b)
        }
        let m = rows.count
        if m == 0 { return 0 }
        // Columns: the n originals, one slack per inequality, one artificial per row, then the right side.
        let slackCount = rows.filter { $0.relation != .equal }.count
        let width = n + slackCount + m
        var table = [[Double]](repeating: [Double](repeating: 0, count: width + 1), count: m)
        var basis = [Int](repeating: 0, count: m)
        var slack = n
        for i in 0..<m {
            for j in 0..<n { table[i][j] = rows[i].a[j] }
            switch rows[i].relation {
            case .lessThanOrEqual: table[i][slack] = 1; slack += 1
            case .greaterThanOrEqual: table[i][slack] = -1; slack += 1
            case .equal: break
            }
            table[i][n + slackCount + i] = 1
            table[i][width] = rows[i].b
            basis[i] = n + slackCount + i
        }
        rows.removeAll()
        var phaseOne = [Double](repeating: 0, count: width)
        for i in 0..<m { phaseOne[n + slackCount + i] = 1 }
        run(&table, &basis, cost: phaseOne, allowed: width)
        let infeasibility = (0..<m).reduce(0.0) { $0 + phaseOne[basis[$1]] * table[$1][width] }
        if infeasibility > 1e-7 { return nil }
        // Drive artificials out of the basis where a real column can replace them.
        for i in 0..<m where basis[i] >= n + slackCount {
            if let j = (0..<(n + slackCount)).first(where: { abs(table[i][$0]) > epsilon }) { pivot(&table, &basis, row: i, column: j) }
        }
        var phaseTwo = [Double](repeating: 0, count: width)
        for j in 0..<n { phaseTwo[j] = cost[j] }
        run(&table, &basis, cost: phaseTwo, allowed: n + slackCount)
        return (0..<m).reduce(0.0) { $0 + phaseTwo[basis[$1]] * table[$1][width] }
    }

    private static func run(_ table: inout [[Double]], _ basis: inout [Int], cost: [Double], allowed: Int) {
        let m = table.count, width = table[0].count - 1
        for _ in 0..<100_000 {
            // Bland: the lowest-index column with a negative reduced cost enters.
            var entering = -1
            for j in 0..<allowed where !basis.contains(j) {
                var reduced = cost[j]
                for i in 0..<m { reduced -= cost[basis[i]] * table[i][j] }
                if reduced < -epsilon { entering = j; break }
            }
            if entering < 0 { return }
            var leaving = -1
            var best = Double.infinity
            for i in 0..<m where table[i][entering] > epsilon {
                let ratio = table[i][width] / table[i][entering]
                if ratio < best - epsilon || (abs(ratio - best) <= epsilon && basis[i] < basis[leaving]) {
                    best = ratio
                    leaving = i
                }
            }
            if leaving < 0 { return }
            pivot(&table, &basis, row: leaving, column: entering)
        }
    }

    private static func pivot(_ table: inout [[Double]], _ basis: inout [Int], row r: Int, column c: Int) {
        let p = table[r][c]
        for j in table[r].indices { table[r][j] /= p }
        for i in table.indices where i != r {
            let factor = table[i][c]
            if factor == 0 { continue }
            for j in table[i].indices { table[i][j] -= factor * table[r][j] }
        }
        basis[r] = c
    }
}
