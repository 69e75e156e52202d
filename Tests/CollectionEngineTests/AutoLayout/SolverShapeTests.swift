@_spi(Benchmarks) @testable import CollectionEngine
import Testing

/// `ConstraintShapeCache`: one solve per shape, copies with new constants for the rest.
/// A cell: top == 0, height >= 44, height == content @750, bottom == top + height.
func cell(content: Double) -> [ConstraintShapeCache.Constraint] {
    let top = SolverVariable(id: 0), height = SolverVariable(id: 1), bottom = SolverVariable(id: 2)
    return [
        .init(LinearExpression(top), .equal, priority: 1000),
        .init(LinearExpression(height, plus: -44), .greaterThanOrEqual, priority: 1000),
        .init(LinearExpression(height, plus: -content), .equal, priority: 750),
        .init(expr([(bottom, 1), (top, -1), (height, -1)]), .equal, priority: 1000),
    ]
}

@Suite struct SolverShapeTests {

    @Test func aSecondSystemOfTheSameShapeIsACopyWithItsOwnConstants() throws {
        let cache = ConstraintShapeCache()
        let first = try cache.system(variableCount: 3, constraints: cell(content: 100))
        let second = try cache.system(variableCount: 3, constraints: cell(content: 20))
        #expect(cache.hits == 1)
        #expect(abs(first.system.value(of: SolverVariable(id: 2)) - 100) < 1e-9)
        #expect(abs(second.system.value(of: SolverVariable(id: 2)) - 44) < 1e-9)
    }

    @Test func aCopyAnswersAsAFreshSolveWould() throws {
        let cache = ConstraintShapeCache()
        _ = try cache.system(variableCount: 3, constraints: cell(content: 70))
        for content in stride(from: 0.0, through: 200, by: 13) {
            let reused = try cache.system(variableCount: 3, constraints: cell(content: content))
            let fresh = try ConstraintShapeCache().system(variableCount: 3, constraints: cell(content: content))
            #expect(abs(reused.system.value(of: SolverVariable(id: 2)) - fresh.system.value(of: SolverVariable(id: 2))) < 1e-9)
        }
    }

    @Test func differentCoefficientsAreADifferentShape() throws {
        let cache = ConstraintShapeCache()
        _ = try cache.system(variableCount: 3, constraints: cell(content: 50))
        var other = cell(content: 50)
        other[1].priority = 999
        _ = try cache.system(variableCount: 3, constraints: other)
        #expect(cache.hits == 0)
    }

    @Test func anUnsatisfiableConstraintIsRefusedAndTheRestSolved() throws {
        let cache = ConstraintShapeCache()
        var constraints = cell(content: 50)
        constraints.append(.init(LinearExpression(SolverVariable(id: 1), plus: -10), .equal, priority: 1000))
        let shaped = try cache.system(variableCount: 3, constraints: constraints)
        #expect(shaped.refusals.map(\.index) == [4])
        #expect(shaped.constraintIDs[4] == nil)
        #expect(abs(shaped.system.value(of: SolverVariable(id: 1)) - 50) < 1e-9)
    }

    @Test func aCopyOfASystemIsUntouchedByChangesToTheTemplate() throws {
        let cache = ConstraintShapeCache()
        let first = try cache.system(variableCount: 3, constraints: cell(content: 60))
        try first.system.setConstant(-90, of: first.constraintIDs[2]!)
        let second = try cache.system(variableCount: 3, constraints: cell(content: 60))
        #expect(abs(second.system.value(of: SolverVariable(id: 1)) - 60) < 1e-9)
    }
}
