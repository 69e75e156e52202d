@_spi(Benchmarks) @testable import CollectionEngine
import EngineTestSupport
import Testing

/// `AffineSolution`: a solved basis kept as the formula of the solution in the constants, evaluated
/// for new constants without a solver, and refused when the basis no longer fits them.
@Suite struct AffineSolutionTests {
    // `cell(content:)`: the small self-sizing cell of `SolverShapeTests`.

    @Test func newConstantsThatKeepTheBasisFeasibleAreEvaluatedWithoutASolver() throws {
        let cache = ConstraintShapeCache()
        let shape = cache.shape(variableCount: 3, constraints: cell(content: 100))
        _ = try cache.system(of: shape, constraints: cell(content: 100))
        var values: [Double] = []
        #expect(shape.evaluate(cell(content: 70).map(\.expression.constant), into: &values))
        #expect(values == [0, 70, 70])
    }

    @Test func constantsThatBreakTheBasisAreRefusedUntilASolveTeachesANewOne() throws {
        let cache = ConstraintShapeCache()
        let shape = cache.shape(variableCount: 3, constraints: cell(content: 100))
        _ = try cache.system(of: shape, constraints: cell(content: 100))
        var values: [Double] = []
        let small = cell(content: 20)
        #expect(!shape.evaluate(small.map(\.expression.constant), into: &values))
        _ = try cache.system(of: shape, constraints: small)
        #expect(shape.evaluate(small.map(\.expression.constant), into: &values))
        #expect(values == [0, 44, 44])
        #expect(shape.solutions.count == 2)
    }

    /// Random small systems: wherever a kept basis accepts new constants, its values are optimal (the
    /// reference agrees level by level) and, where the solution is unique, equal to the solver's.
    @Test func evaluatedSolutionsMatchTheReferenceAndTheSolver() throws {
        var evaluated = 0
        for seed in UInt64(0)..<1_000 {
            var random = SeededGenerator(seed: seed)
            let n = Int.random(in: 1...4, using: &random)
            let count = Int.random(in: 1...7, using: &random)
            var shapeConstraints: [ReferenceConstraint] = []
            for _ in 0..<count {
                var coefficients = [Double](repeating: 0, count: n)
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    coefficients[Int.random(in: 0..<n, using: &random)] += [-2, -1, -0.5, 1, 1, 2].randomElement(using: &random)!
                }
                let relation: ReferenceConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
                let priority: Float = [1000, 1000, 999, 750, 500, 250, 1].randomElement(using: &random)!
                shapeConstraints.append(ReferenceConstraint(coefficients: coefficients, constant: 0, relation: relation, priority: priority))
            }
            func withConstants(_ constants: [Double]) -> [ReferenceConstraint] {
                zip(shapeConstraints, constants).map { var c = $0.0; c.constant = $0.1; return c }
            }
            func solverConstraints(_ reference: [ReferenceConstraint]) -> [ConstraintShapeCache.Constraint] {
                reference.map { c in
                    let terms = c.coefficients.enumerated().filter { $0.element != 0 }
                        .map { (variable: SolverVariable(id: Int32($0.offset)), coefficient: $0.element) }
                    return .init(LinearExpression(terms: terms, constant: c.constant),
                                 SolverFuzzCase.relation(c.relation), priority: c.priority)
                }
            }
            func randomConstants() -> [Double] { (0..<count).map { _ in Double(Int.random(in: -60...60, using: &random)) } }
            let cache = ConstraintShapeCache()
            let first = solverConstraints(withConstants(randomConstants()))
            let shape = cache.shape(variableCount: n, constraints: first)
            guard try cache.system(of: shape, constraints: first).refusals.isEmpty else { continue }
            for step in 0..<6 {
                let constants = randomConstants()
                let reference = withConstants(constants)
                var values: [Double] = []
                guard shape.evaluate(constants, into: &values) else { continue }
                evaluated += 1
                let context = "seed \(seed) step \(step)"
                for constraint in reference where constraint.isRequired {
                    #expect(constraint.error(at: values) < 1e-6, "\(context): a required constraint is broken")
                }
                if let optimum = ReferenceConstraintSolver.levelErrors(variableCount: n, constraints: reference) {
                    let ours = ReferenceConstraintSolver.levelErrors(of: reference, at: values)
                    for (mine, best) in zip(ours, optimum) {
                        #expect(abs(mine.error - best.error) <= 1e-5 * (1 + best.error), "\(context): level \(best.priority)")
                    }
                }
                // Where the solution is unique, the solver reaches the same values.
                let solved = try cache.system(of: shape, constraints: solverConstraints(reference))
                if solved.refusals.isEmpty {
                    for id in 0..<n where !solved.system.isAmbiguous(SolverVariable(id: Int32(id))) {
                        let expected = solved.system.value(of: SolverVariable(id: Int32(id)))
                        #expect(abs(values[id] - expected) < 1e-6 * (1 + abs(expected)), "\(context): x\(id)")
                    }
                }
            }
        }
        #expect(evaluated > 1_000)
    }
}
