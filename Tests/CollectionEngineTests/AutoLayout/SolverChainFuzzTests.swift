@_spi(Benchmarks) @testable import CollectionEngine
import EngineTestSupport
import Testing

/// Stacked columns (`top[i] == top[i-1] + height[i-1] + gap`, which the solver keeps outside its
/// tableau as chains) built in random orders with branches off their tops, then changed step by step:
/// heights and tops suggested, constants changed, constraints removed in the middle and at the end,
/// links added again, constraints that name a top. Every step is checked against
/// `ReferenceConstraintSolver` as `SolverFuzzTests` checks its systems.
@Suite struct SolverChainFuzzTests {
    @Test func columnsMatchTheReferenceAtEveryStep() throws {
        for seed in UInt64(0)..<300 {
            var column = ColumnFuzzCase(seed: seed)
            column.run(steps: 16)
        }
    }
}

struct ColumnFuzzCase {
    var fuzz: SolverFuzzCase
    let cells: Int
    let seed: UInt64

    init(seed: UInt64) {
        self.seed = seed
        var random = SeededGenerator(seed: seed)
        cells = Int.random(in: 2...5, using: &random)
        // Tops, heights, then two variables that branch off a top.
        fuzz = SolverFuzzCase(random: random, variableCount: 2 * cells + 2)
    }

    func top(_ i: Int) -> Int { i }
    func height(_ i: Int) -> Int { cells + i }
    func branch(_ k: Int) -> Int { 2 * cells + k }

    func constraint(_ terms: [(Int, Double)], _ constant: Double, _ relation: ReferenceConstraint.Relation) -> ReferenceConstraint {
        var coefficients = [Double](repeating: 0, count: fuzz.variables.count)
        for (v, a) in terms { coefficients[v] += a }
        return ReferenceConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: 1000)
    }

    /// `top[i] == top[i-1] + height[i-1] + gap`.
    func link(_ i: Int, gap: Double) -> ReferenceConstraint {
        constraint([(top(i), 1), (top(i - 1), -1), (height(i - 1), -1)], -gap, .equal)
    }

    mutating func randomGap() -> Double { Double(Int.random(in: 0...12, using: &fuzz.random)) }

    /// The column: its first top, its links and minimum heights (in either order), edit heights, and
    /// two branches (`branch == top[k] + offset`) added after it.
    mutating func build() throws {
        let minimums = (0..<cells).map { constraint([(height($0), 1)], -44, .greaterThanOrEqual) }
        var links: [ReferenceConstraint] = []
        for i in 1..<cells { links.append(link(i, gap: randomGap())) }
        let first = constraint([(top(0), 1)], -Double(Int.random(in: 0...20, using: &fuzz.random)), .equal)
        let pieces = Bool.random(using: &fuzz.random) ? [first] + minimums + links : [first] + links + minimums
        for (index, piece) in pieces.enumerated() {
            try fuzz.add(piece, "column seed \(seed) build \(index)")
        }
        for i in 0..<cells where Int.random(in: 0..<3, using: &fuzz.random) > 0 {
            try fuzz.edit(variable: height(i), "column seed \(seed) edit \(i)")
        }
        for k in 0..<2 {
            let onto = Int.random(in: 0..<cells, using: &fuzz.random)
            try fuzz.add(constraint([(branch(k), 1), (top(onto), -1)], -randomGap(), .equal), "column seed \(seed) branch \(k)")
        }
        fuzz.check("column seed \(seed) built")
    }

    mutating func run(steps: Int) {
        do {
            try build()
        } catch {
            Issue.record("column seed \(seed) build: \(error)")
            return
        }
        for step in 0..<steps {
            let context = "column seed \(seed) step \(step)"
            do {
                switch Int.random(in: 0..<100, using: &fuzz.random) {
                case 0..<35: try fuzz.edit(variable: height(Int.random(in: 0..<cells, using: &fuzz.random)), context)
                case 35..<48: try fuzz.changeConstant(context)
                case 48..<63: fuzz.remove()
                case 63..<73: try fuzz.add(link(Int.random(in: 1..<cells, using: &fuzz.random), gap: randomGap()), context)
                case 73..<88: try fuzz.add(context)
                default: try fuzz.edit(variable: top(Int.random(in: 0..<cells, using: &fuzz.random)), context)
                }
            } catch {
                Issue.record("\(context): \(error)")
                return
            }
            fuzz.check(context)
        }
    }
}
