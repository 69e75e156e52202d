@testable import CollectionEngine
import Foundation
import Testing

/// The pure parts of reordering: the presented order, the target rule, the cadence gate, autoscroll speed.
@MainActor
@Suite struct ReorderingRuleTests {
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    // MARK: Presented order

    @Test func presentedOrderIsABijectionForEveryMove() {
        let counts = [3, 0, 4]
        for fromSection in counts.indices where counts[fromSection] > 0 {
            for fromItem in 0..<counts[fromSection] {
                for toSection in counts.indices {
                    let limit = counts[toSection] - (toSection == fromSection ? 1 : 0)
                    for toItem in 0...limit {
                        var order = PresentedOrder(sourceCounts: counts)
                        order.move = (path(fromSection, fromItem), path(toSection, toItem))
                        let presented = order.presentedCounts
                        var seen = Set<IndexPath>()
                        for section in presented.indices {
                            for item in 0..<presented[section] {
                                let source = order.sourceIndexPath(forPresented: path(section, item))
                                #expect(source.item >= 0 && source.item < counts[source.section])
                                #expect(order.presentedIndexPath(of: .source(source)) == path(section, item))
                                seen.insert(source)
                            }
                        }
                        #expect(seen.count == counts.reduce(0, +))
                    }
                }
            }
        }
    }

    @Test func placeholdersShiftTheItemsAfterThem() {
        var order = PresentedOrder(sourceCounts: [3])
        let first = ObjectIdentifier(NSObject()), second = ObjectIdentifier(NSObject())
        order.insertPlaceholder(first, at: path(0, 1))
        order.insertPlaceholder(second, at: path(0, 1))
        #expect(order.presentedCounts == [5])
        #expect(order.item(at: path(0, 0)) == .source(path(0, 0)))
        #expect(order.item(at: path(0, 1)) == .placeholder(second))
        #expect(order.item(at: path(0, 2)) == .placeholder(first))
        #expect(order.item(at: path(0, 3)) == .source(path(0, 1)))
        #expect(order.presentedIndexPath(of: .source(path(0, 2))) == path(0, 4))
        #expect(order.sourceInsertionIndexPath(forPlaceholder: first) == path(0, 1))
        order.removePlaceholder(second)
        #expect(order.item(at: path(0, 1)) == .placeholder(first))
        #expect(order.presentedCounts == [4])
    }

    // MARK: Target rule

    private func candidate(_ item: Int, x: CGFloat, width: CGFloat, section: Int = 0) -> MovementTargeting.Candidate {
        .init(indexPath: path(section, item), frame: CGRect(x: x, y: 0, width: width, height: 50), flowsHorizontally: true)
    }

    private func target(_ x: CGFloat, current: IndexPath, gap: CGFloat? = 100, _ candidate: MovementTargeting.Candidate?) -> IndexPath {
        MovementTargeting.target(pointer: CGPoint(x: x, y: 25), current: current, gapLength: gap, candidate: candidate)
    }

    @Test func thePointerNearTheMidpointOfTheNextItemTakesItsPlace() {
        let next = candidate(3, x: 100, width: 100)
        #expect(target(140, current: path(0, 2), next) == path(0, 2))
        #expect(target(143, current: path(0, 2), next) == path(0, 3))
    }

    @Test func thePointerNearTheMidpointOfAnEarlierItemTakesItsPlace() {
        let previous = candidate(1, x: 0, width: 100)
        #expect(target(60, current: path(0, 2), previous) == path(0, 2))
        #expect(target(57, current: path(0, 2), previous) == path(0, 1))
    }

    @Test func droppingOnTheCentreOfAnItemTakesItsPlaceFromEitherSide() {
        #expect(target(150, current: path(0, 2), candidate(3, x: 100, width: 100)) == path(0, 3))
        #expect(target(50, current: path(0, 2), candidate(1, x: 0, width: 100)) == path(0, 1))
        #expect(target(350, current: path(0, 0), candidate(3, x: 300, width: 100)) == path(0, 3))
    }

    @Test func theMarginStaysUnderHalfTheGapAndInsideSmallItems() {
        #expect(MovementTargeting.margin(candidateLength: 100, gapLength: 100) == 8)
        #expect(MovementTargeting.margin(candidateLength: 100, gapLength: 10) == 4.5)
        #expect(MovementTargeting.margin(candidateLength: 20, gapLength: 100) == 3)
        #expect(MovementTargeting.margin(candidateLength: 100, gapLength: nil) == 0)
    }

    @Test func anItemInAnotherSectionIsInsertedBeforeOrAfter() {
        let other = candidate(2, x: 0, width: 100, section: 1)
        #expect(target(20, current: path(0, 5), other) == path(1, 2))
        #expect(target(80, current: path(0, 5), other) == path(1, 3))
    }

    /// Two items of 100 points, 10 apart: a hand trembling 3 points around the threshold swaps the
    /// moved item with its neighbour once.
    @Test func aHandTremblingOnAThresholdSwapsOnce() {
        var current = path(0, 0)
        var swaps = 0
        for step in 0..<60 {
            let x: CGFloat = 152 + (step.isMultiple(of: 2) ? 3 : -3)
            // The neighbour is at 110…210 while the moved item is first, at 0…100 once they swapped.
            let neighbour = current == path(0, 0) ? candidate(1, x: 110, width: 100) : candidate(0, x: 0, width: 100)
            let under = neighbour.frame.contains(CGPoint(x: x, y: 25)) ? neighbour : nil
            let next = target(x, current: current, under)
            if next != current { swaps += 1 }
            current = next
        }
        #expect(swaps == 1)
        #expect(current == path(0, 1))
    }

    /// A small item (30 points) moved over a big neighbour (200 points), the pointer sweeping slowly back
    /// and forth across the neighbour: each pass swaps the two once, never back and forth.
    @Test func unequalSizesSwapOncePerPassWithoutOscillation() {
        let small: CGFloat = 30, big: CGFloat = 200, gap: CGFloat = 10
        // Row: [moved (small)] [neighbour (big)] when the moved item is first; swapped otherwise.
        func frames(movedFirst: Bool) -> (moved: CGRect, neighbour: CGRect) {
            movedFirst
                ? (CGRect(x: 0, y: 0, width: small, height: 50), CGRect(x: small + gap, y: 0, width: big, height: 50))
                : (CGRect(x: big + gap, y: 0, width: small, height: 50), CGRect(x: 0, y: 0, width: big, height: 50))
        }
        var target = path(0, 0)
        var changes = 0
        var sweep = Array(stride(from: CGFloat(5), through: 235, by: 1))
        sweep += sweep.reversed()
        sweep += sweep
        for x in sweep {
            let movedFirst = target.item == 0
            let layout = frames(movedFirst: movedFirst)
            let neighbourPath = path(0, movedFirst ? 1 : 0)
            let under = layout.neighbour.contains(CGPoint(x: x, y: 25))
                ? MovementTargeting.Candidate(indexPath: neighbourPath, frame: layout.neighbour, flowsHorizontally: true) : nil
            let next = MovementTargeting.target(pointer: CGPoint(x: x, y: 25), current: target, gapLength: small, candidate: under)
            if next != target { changes += 1 }
            target = next
        }
        // Forward, back, forward, back: four passes over the neighbour, four swaps.
        #expect(changes == 4)
    }

    /// UIKit's rule (the item under the pointer is the target) on the same sweep flips many times.
    @Test func theItemUnderThePointerRuleOscillatesOnTheSameSweep() {
        let small: CGFloat = 30, big: CGFloat = 200, gap: CGFloat = 10
        var movedFirst = true
        var changes = 0
        for x in stride(from: CGFloat(5), through: 235, by: 1) {
            let neighbour = movedFirst ? CGRect(x: small + gap, y: 0, width: big, height: 50) : CGRect(x: 0, y: 0, width: big, height: 50)
            if neighbour.contains(CGPoint(x: x, y: 25)) {
                movedFirst.toggle()
                changes += 1
            }
        }
        #expect(changes > 4)
    }

    // MARK: Cadence gate

    @Test func cadenceDelaysAreImmediateFastAndSlow() {
        #expect(UICollectionView.ReorderingCadence.immediate.delay == 0)
        #expect(UICollectionView.ReorderingCadence.fast.delay == 0.15)
        #expect(UICollectionView.ReorderingCadence.slow.delay == 0.5)
    }

    @Test func gateReleasesATargetOnlyAfterItRestedForTheDelay() {
        var gate = CadenceGate()
        #expect(gate.propose(path(0, 3), current: path(0, 1), at: 10, cadence: .fast) == nil)
        #expect(gate.due(at: 10.149, cadence: .fast) == nil)
        #expect(gate.due(at: 10.15, cadence: .fast) == path(0, 3))
        #expect(gate.pending == nil)
    }

    @Test func gateRestartsItsDelayWhenTheTargetChanges() {
        var gate = CadenceGate()
        _ = gate.propose(path(0, 3), current: path(0, 1), at: 0, cadence: .slow)
        _ = gate.propose(path(0, 4), current: path(0, 1), at: 0.4, cadence: .slow)
        #expect(gate.due(at: 0.6, cadence: .slow) == nil)
        #expect(gate.due(at: 0.9, cadence: .slow) == path(0, 4))
    }

    @Test func gateForgetsAPendingTargetWhenThePointerReturns() {
        var gate = CadenceGate()
        _ = gate.propose(path(0, 3), current: path(0, 1), at: 0, cadence: .slow)
        #expect(gate.propose(path(0, 1), current: path(0, 1), at: 0.2, cadence: .slow) == nil)
        #expect(gate.due(at: 5, cadence: .slow) == nil)
    }

    // MARK: Autoscroll

    @Test func autoscrollSpeedGrowsWithDepthIntoTheEdgeZone() {
        #expect(Autoscroll.speed(depth: -5) == 0)
        #expect(Autoscroll.speed(depth: 0) == 0)
        let quarter = Autoscroll.speed(depth: Autoscroll.zone / 4)
        let half = Autoscroll.speed(depth: Autoscroll.zone / 2)
        #expect(quarter > 0 && quarter < half && half < Autoscroll.maximumSpeed)
        #expect(half == Autoscroll.maximumSpeed / 4)
        #expect(Autoscroll.speed(depth: Autoscroll.zone) == Autoscroll.maximumSpeed)
        #expect(Autoscroll.speed(depth: Autoscroll.zone * 3) == Autoscroll.maximumSpeed)
    }

    @Test func autoscrollVelocityPointsTowardsTheNearEdgeOnScrollableAxesOnly() {
        let visible = CGRect(x: 0, y: 100, width: 400, height: 300)
        let down = Autoscroll.velocity(pointer: CGPoint(x: 200, y: 395), visible: visible, scrollsHorizontally: false, scrollsVertically: true)
        #expect(down.x == 0 && down.y > 0)
        let up = Autoscroll.velocity(pointer: CGPoint(x: 5, y: 105), visible: visible, scrollsHorizontally: false, scrollsVertically: true)
        #expect(up.x == 0 && up.y < 0)
        #expect(Autoscroll.velocity(pointer: CGPoint(x: 200, y: 250), visible: visible, scrollsHorizontally: true, scrollsVertically: true) == .zero)
    }
}
