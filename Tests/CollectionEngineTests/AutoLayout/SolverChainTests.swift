@_spi(Benchmarks) @testable import CollectionEngine
import Testing

/// A stacked column, `top[i] == top[i-1] + height[i-1]`, as the solver keeps it: a chain outside the
/// tableau whose values are read as path sums. Each test states one behaviour the chain must keep
/// exactly as the tableau would.
@Suite struct SolverChainTests {
    struct Column {
        let system = ConstraintSystem()
        let tops: [SolverVariable]
        let heights: [SolverVariable]
        var links: [SolverConstraintID] = []

        /// `count` cells, `top[0] == 0`, heights ≥ 44 and edit variables at 750 suggested `content(i)`.
        init(_ count: Int, content: (Int) -> Double = { 50 + Double($0 % 7) }) throws {
            let system = self.system
            tops = (0..<count).map { _ in system.makeVariable() }
            heights = (0..<count).map { _ in system.makeVariable() }
            try system.add(pin(tops[0], 0), .equal, priority: 1000)
            for i in 0..<count {
                if i > 0 { links.append(try system.add(expr([(tops[i], 1), (tops[i - 1], -1), (heights[i - 1], -1)]), .equal, priority: 1000)) }
                try system.add(pin(heights[i], 44), .greaterThanOrEqual, priority: 1000)
            }
            for (i, height) in heights.enumerated() {
                try system.addEditVariable(height, priority: 750)
                try system.suggestValue(content(i), for: height)
            }
        }

        /// What each top must be: the sum of the heights above it.
        var expectedTops: [Double] {
            var sum = 0.0
            return heights.map { height in
                defer { sum += system.value(of: height) }
                return sum
            }
        }
        var actualTops: [Double] { tops.map(system.value(of:)) }
    }

    @Test func aColumnsTopsAreTheSumsOfTheHeightsAbove() throws {
        let column = try Column(200)
        #expect(column.actualTops == column.expectedTops)
        #expect(column.system.value(of: column.heights[3]) == 53)
    }

    @Test func changingOneHeightMovesEveryTopBelowItAndNoneAbove() throws {
        let column = try Column(100)
        let before = column.actualTops
        let old = column.system.value(of: column.heights[40])
        try column.system.suggestValue(100, for: column.heights[40])
        let after = column.actualTops
        #expect(after[...40] == before[...40])
        #expect(after[41...].map { $0 - (100 - old) } == Array(before[41...]))
    }

    @Test func aSuggestionBelowTheMinimumHoldsTheRequiredHeight() throws {
        let column = try Column(10)
        try column.system.suggestValue(10, for: column.heights[4])
        #expect(column.system.value(of: column.heights[4]) == 44)
        #expect(column.actualTops == column.expectedTops)
    }

    @Test func aConstantOfALinkMovesEveryTopBelowIt() throws {
        let column = try Column(20)
        let before = column.actualTops
        try column.system.setConstant(-8, of: column.links[9])  // top[10] == top[9] + height[9] + 8
        let after = column.actualTops
        #expect(after[...9] == before[...9])
        #expect(after[10...].map { $0 - 8 } == Array(before[10...]))
    }

    @Test func aRequiredConstraintOnAChainedTopHoldsAndTheHeightsAboveGrowToIt() throws {
        let column = try Column(20)
        try column.system.add(pin(column.tops[10], 1_000), .greaterThanOrEqual, priority: 1000)
        #expect(abs(column.system.value(of: column.tops[10]) - 1_000) < 1e-9)
        #expect(column.actualTops.enumerated().allSatisfy { abs($0.element - column.expectedTops[$0.offset]) < 1e-9 })
    }

    @Test func removingALinkInTheMiddleLeavesEveryValueWhereItWas() throws {
        let column = try Column(30)
        let before = column.actualTops
        column.system.remove(column.links[14])
        #expect(column.actualTops == before)
        #expect(column.system.isAmbiguous(column.tops[15]))
        #expect(!column.system.isAmbiguous(column.tops[14]))
    }

    @Test func aHeightChangedAfterALinkIsRemovedMovesOnlyTheTopsStillLinked() throws {
        let column = try Column(30)
        column.system.remove(column.links[14])  // top[15] is free now
        let before = column.actualTops
        try column.system.suggestValue(90, for: column.heights[3])
        let after = column.actualTops
        let moved = after[4] - before[4]
        #expect(moved != 0)
        for i in 4...14 { #expect(after[i] == before[i] + moved) }
        // Below the removed link the tops keep their offsets from top[15].
        for i in 16..<30 { #expect(after[i] - after[15] == before[i] - before[15]) }
    }

    @Test func aStackedColumnKeepsItsTopsOutOfTheTableau() throws {
        let column = try Column(50)
        let defined = column.tops.dropFirst().filter { column.system.variables[Int($0.id)].component == ConstraintSystem.VariableSlot.defined }
        #expect(defined.count == 49)
    }

    @Test func removingALinkInTheMiddleKeepsBothHalvesChains() throws {
        let column = try Column(50)
        column.system.remove(column.links[24])  // top[25] is free now
        let defined = column.tops.dropFirst().filter { column.system.variables[Int($0.id)].component == ConstraintSystem.VariableSlot.defined }
        #expect(defined.count == 48)
        try column.system.suggestValue(77, for: column.heights[30])
        let tops = column.actualTops
        var sum = tops[25]
        for i in 26..<50 {
            sum += column.system.value(of: column.heights[i - 1])
            #expect(tops[i] == sum)
        }
    }

    @Test func removingTheLastLinkLeavesItsTopFreeWhereItWas() throws {
        let column = try Column(12)
        let last = column.system.value(of: column.tops[11])
        column.system.remove(column.links[10])
        #expect(column.system.value(of: column.tops[11]) == last)
        #expect(column.system.isAmbiguous(column.tops[11]))
        try column.system.suggestValue(70, for: column.heights[2])
        #expect(column.system.value(of: column.tops[11]) == last)
    }

    @Test func aChainedTopCanBecomeAnEditVariable() throws {
        let column = try Column(8)
        try column.system.addEditVariable(column.tops[5], priority: 500)
        try column.system.suggestValue(10, for: column.tops[5])
        // The heights' suggestions at 750 win over the top's at 500; the minimums are required.
        #expect(column.actualTops == column.expectedTops)
        #expect(column.system.value(of: column.tops[5]) == column.expectedTops[5])
    }

    @Test func aCopyOfAColumnChangesApartFromIt() throws {
        let column = try Column(16)
        let copy = column.system.copy()
        let before = column.actualTops
        try copy.suggestValue(200, for: column.heights[0])
        #expect(column.actualTops == before)
        #expect(copy.value(of: column.tops[15]) == before[15] + 200 - column.system.value(of: column.heights[0]))
    }

    @Test func anEditCostsTheSameInAnyLengthOfColumnBecauseNoOtherRowMoves() throws {
        // The structure, not a clock: one suggestion leaves every other component's tableau untouched.
        let column = try Column(1_000)
        _ = column.actualTops
        let untouched = column.system.components.map { $0?.value }
        try column.system.suggestValue(99, for: column.heights[500])
        _ = column.system.value(of: column.tops[999])
        let changed = zip(untouched, column.system.components.map { $0?.value }).filter { $0.0 != $0.1 }.count
        #expect(changed == 1)
    }
}
