@_spi(Benchmarks) @testable import CollectionEngine
import Testing

/// `Σ terms + constant`, written as the tests read best: `expr([(x, 1), (y, -1)], -10)` is x − y − 10.
func expr(_ terms: [(SolverVariable, Double)], _ constant: Double = 0) -> LinearExpression {
    LinearExpression(terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant)
}

/// `variable == value` as an expression: variable − value.
func pin(_ variable: SolverVariable, _ value: Double) -> LinearExpression { LinearExpression(variable, plus: -value) }

@Suite struct SolverBehaviourTests {
    @Test func requiredEqualityHolds() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable(), y = system.makeVariable()
        try system.add(pin(x, 20), .equal, priority: 1000)
        try system.add(expr([(y, 1), (x, -1)], -10), .equal, priority: 1000)
        #expect(system.value(of: x) == 20)
        #expect(system.value(of: y) == 30)
    }

    @Test func higherPriorityWinsOverAnyNumberOfLowerOnes() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable()
        try system.add(pin(x, 100), .equal, priority: 751)
        for _ in 0..<50 { try system.add(pin(x, 0), .equal, priority: 750) }
        #expect(abs(system.value(of: x) - 100) < 1e-9)
    }

    @Test func nearbyPrioritiesStayStrictlyOrderedAcrossAllLevels() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable()
        // 998 lower levels pulling to 0, each with a huge coefficient: a weighted sum would let them win.
        for priority in stride(from: Float(1), through: 998, by: 1) {
            try system.add(expr([(x, 1000)], 0), .equal, priority: priority)
        }
        try system.add(pin(x, 7), .equal, priority: 999)
        #expect(abs(system.value(of: x) - 7) < 1e-9)
    }

    @Test func optionalConstraintsAtOnePriorityMinimiseTheSummedError() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable()
        try system.add(pin(x, 0), .equal, priority: 500)
        try system.add(pin(x, 10), .equal, priority: 500)
        try system.add(pin(x, 10), .equal, priority: 500)
        #expect(abs(system.value(of: x) - 10) < 1e-9)
    }

    @Test func inequalityBoundsAnOptionalPull() throws {
        let system = ConstraintSystem()
        let width = system.makeVariable()
        try system.add(pin(width, 44), .greaterThanOrEqual, priority: 1000)
        try system.add(pin(width, 30), .equal, priority: 750)
        #expect(abs(system.value(of: width) - 44) < 1e-9)
    }

    @Test func suggestValueMovesAnEditVariableAndWhatDependsOnIt() throws {
        let system = ConstraintSystem()
        let top = system.makeVariable(), height = system.makeVariable(), bottom = system.makeVariable()
        try system.add(pin(top, 8), .equal, priority: 1000)
        try system.add(expr([(bottom, 1), (top, -1), (height, -1)]), .equal, priority: 1000)
        try system.addEditVariable(height, priority: 999)
        try system.suggestValue(40, for: height)
        #expect(abs(system.value(of: bottom) - 48) < 1e-9)
        try system.suggestValue(100, for: height)
        #expect(abs(system.value(of: bottom) - 108) < 1e-9)
    }

    @Test func anEditVariableIsHeldWhereItIsUntilASuggestion() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable()
        try system.add(pin(x, 5), .equal, priority: 10)
        try system.addEditVariable(x, priority: 500)
        try system.add(pin(x, 50), .equal, priority: 20)
        #expect(abs(system.value(of: x) - 5) < 1e-9)
    }

    @Test func suggestionsGiveWayToRequiredConstraints() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable()
        try system.add(pin(x, 100), .lessThanOrEqual, priority: 1000)
        try system.addEditVariable(x, priority: 999)
        try system.suggestValue(250, for: x)
        #expect(abs(system.value(of: x) - 100) < 1e-9)
        try system.suggestValue(60, for: x)
        #expect(abs(system.value(of: x) - 60) < 1e-9)
    }

    @Test func removingAConstraintLetsTheNextPriorityDecide() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable()
        let strong = try system.add(pin(x, 10), .equal, priority: 900)
        try system.add(pin(x, 20), .equal, priority: 100)
        system.remove(strong)
        #expect(abs(system.value(of: x) - 20) < 1e-9)
    }

    @Test func removingARequiredConstraintFreesWhatItHeld() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable(), y = system.makeVariable()
        let link = try system.add(expr([(y, 1), (x, -1)], -10), .equal, priority: 1000)
        try system.add(pin(x, 5), .equal, priority: 1000)
        try system.add(pin(y, 0), .equal, priority: 300)
        #expect(abs(system.value(of: y) - 15) < 1e-9)
        system.remove(link)
        #expect(abs(system.value(of: y)) < 1e-9)
        #expect(abs(system.value(of: x) - 5) < 1e-9)
    }

    @Test func setConstantChangesTheSolutionWithoutReAdding() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable(), y = system.makeVariable()
        let pinX = try system.add(pin(x, 5), .equal, priority: 1000)
        try system.add(expr([(y, 1), (x, -2)]), .equal, priority: 1000)
        try system.setConstant(-12, of: pinX)
        #expect(abs(system.value(of: x) - 12) < 1e-9)
        #expect(abs(system.value(of: y) - 24) < 1e-9)
    }

    @Test func unsatisfiableRequiredConstraintIsReportedWithItsConflicts() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable(), y = system.makeVariable()
        let a = try system.add(pin(x, 10), .equal, priority: 1000)
        let b = try system.add(expr([(y, 1), (x, -1)]), .equal, priority: 1000)
        let unrelated = try system.add(pin(system.makeVariable(), 3), .equal, priority: 1000)
        #expect(throws: ConstraintSystemError.self) { try system.add(pin(y, 20), .equal, priority: 1000) }
        do {
            try system.add(pin(y, 20), .equal, priority: 1000)
        } catch ConstraintSystemError.unsatisfiable(let conflicting) {
            #expect(conflicting.contains(a) && conflicting.contains(b))
            #expect(!conflicting.contains(unrelated))
            #expect(conflicting.count == 3)
        }
    }

    @Test func unsatisfiableAddLeavesTheSystemAsItWas() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable(), y = system.makeVariable()
        try system.add(expr([(x, 1), (y, 1)], -100), .equal, priority: 1000)
        try system.add(pin(x, 30), .equal, priority: 500)
        try system.add(pin(y, 80), .lessThanOrEqual, priority: 1000)
        let before = (system.value(of: x), system.value(of: y))
        #expect(throws: ConstraintSystemError.self) { try system.add(pin(x, 10), .lessThanOrEqual, priority: 1000) }
        #expect(system.value(of: x) == before.0 && system.value(of: y) == before.1)
        // And it keeps working from there.
        try system.add(pin(x, 40), .greaterThanOrEqual, priority: 1000)
        #expect(abs(system.value(of: x) - 40) < 1e-9 && abs(system.value(of: y) - 60) < 1e-9)
    }

    @Test func impossibleConstantKeepsTheOldOne() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable()
        try system.add(pin(x, 50), .lessThanOrEqual, priority: 1000)
        let pinX = try system.add(pin(x, 20), .equal, priority: 1000)
        #expect(throws: ConstraintSystemError.self) { try system.setConstant(-70, of: pinX) }
        #expect(system.value(of: x) == 20)
        try system.setConstant(-30, of: pinX)
        #expect(abs(system.value(of: x) - 30) < 1e-9)
    }

    @Test func nonFiniteValuesAreRejected() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable()
        #expect(throws: ConstraintSystemError.nonFiniteValue(.infinity)) { try system.add(pin(x, -.infinity), .equal, priority: 1000) }
        #expect(throws: ConstraintSystemError.self) { try system.add(expr([(x, .nan)]), .equal, priority: 1000) }
        let id = try system.add(pin(x, 1), .equal, priority: 1000)
        #expect(throws: ConstraintSystemError.self) { try system.setConstant(.nan, of: id) }
        try system.addEditVariable(system.makeVariable(), priority: 500)
        #expect(system.value(of: x) == 1)
    }

    @Test func prioritiesOutsideOneToAThousandAreRejected() {
        let system = ConstraintSystem()
        let x = system.makeVariable()
        for bad: Float in [0, -5, 1001, .nan] {
            #expect(throws: ConstraintSystemError.self) { try system.add(pin(x, 1), .equal, priority: bad) }
        }
    }

    @Test func aVariableHeldByNothingIsAmbiguousAndAPinnedOneIsNot() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable(), width = system.makeVariable(), loose = system.makeVariable()
        try system.add(pin(x, 0), .equal, priority: 1000)
        try system.add(expr([(width, 1), (loose, -1)]), .equal, priority: 1000)
        #expect(!system.isAmbiguous(x))
        #expect(system.isAmbiguous(width))
        #expect(system.isAmbiguous(loose))
        try system.add(pin(width, 120), .equal, priority: 250)
        #expect(!system.isAmbiguous(width))
        #expect(!system.isAmbiguous(loose))
    }

    @Test func anInequalityAloneLeavesAVariableAmbiguous() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable()
        try system.add(pin(x, 10), .greaterThanOrEqual, priority: 1000)
        #expect(system.isAmbiguous(x))
    }

    @Test func independentConstraintsFormIndependentSystemsUntilJoined() throws {
        let system = ConstraintSystem()
        let a = system.makeVariable(), b = system.makeVariable()
        try system.add(pin(a, 1), .equal, priority: 1000)
        try system.add(pin(b, 2), .equal, priority: 1000)
        #expect(system.independentSystemCount == 2)
        try system.add(expr([(a, 1), (b, -1)], 1), .equal, priority: 500)
        #expect(system.independentSystemCount == 1)
        #expect(system.value(of: a) == 1 && system.value(of: b) == 2)
    }

    @Test func aLoneVariableFollowsItsOneEqualityAndKeepsItsValueWhenJoined() throws {
        let system = ConstraintSystem()
        let a = system.makeVariable(), b = system.makeVariable()
        let pinA = try system.add(pin(a, 10), .equal, priority: 1000)
        try system.setConstant(-30, of: pinA)
        #expect(system.value(of: a) == 30 && !system.isAmbiguous(a))
        try system.add(expr([(b, 1), (a, -1)], -5), .equal, priority: 1000)
        #expect(system.value(of: b) == 35)
        try system.setConstant(-40, of: pinA)
        #expect(system.value(of: a) == 40 && system.value(of: b) == 45)
        system.remove(pinA)
        #expect(system.value(of: a) == 40 && system.isAmbiguous(a))
    }

    @Test func theSameCallsGiveTheSameSolution() throws {
        func solve() throws -> [Double] {
            let system = ConstraintSystem()
            let v = (0..<4).map { _ in system.makeVariable() }
            try system.add(expr([(v[0], 1), (v[1], 1), (v[2], 1)], -90), .equal, priority: 1000)
            try system.add(expr([(v[3], 1), (v[0], -1)]), .greaterThanOrEqual, priority: 1000)
            try system.add(pin(v[1], 10), .greaterThanOrEqual, priority: 400)
            return v.map(system.value(of:))
        }
        let first = try solve()
        for _ in 0..<5 { #expect(try solve() == first) }
    }

    @Test func aCopyChangesIndependentlyOfItsOriginal() throws {
        let system = ConstraintSystem()
        let x = system.makeVariable()
        let id = try system.add(pin(x, 3), .equal, priority: 1000)
        let copy = system.copy()
        try copy.setConstant(-9, of: id)
        #expect(system.value(of: x) == 3)
        #expect(abs(copy.value(of: x) - 9) < 1e-9)
    }
}
