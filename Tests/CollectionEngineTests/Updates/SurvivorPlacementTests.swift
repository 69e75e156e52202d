@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UpdatePlan.placeSurvivors` (one loop over both sections, run for every changed section of an
/// update) against the same rule written as plainly as possible: the items an update neither deletes
/// nor moves away fill, in order, the new slots that inserts and moves in leave free.
@Suite struct SurvivorPlacementTests {
    typealias Action = UpdateMarks.Action
    typealias Place = UpdatePlan.ItemPlace

    /// The rule, written plainly.
    private func referencePlacement(
        oldSection: Int, oldCount: Int, before: [Action?]?, newSection: Int, newCount: Int, after: [Action?]?
    ) -> (forward: [Place], backward: [Place], reloads: [Bool]?) {
        let survivors = (0..<oldCount).filter { before?[$0] != .delete && before?[$0] != .move }
        let freeSlots = (0..<newCount).filter { after?[$0] == nil }
        var forward = Array(repeating: Place.none, count: oldCount)
        var backward = Array(repeating: Place.none, count: newCount)
        var reloads: [Bool]?
        for (item, slot) in zip(survivors, freeSlots) {
            forward[item] = Place(section: newSection, item: slot)
            backward[slot] = Place(section: oldSection, item: item)
            if before?[item] == .reload {
                var marked = reloads ?? Array(repeating: false, count: newCount)
                marked[slot] = true
                reloads = marked
            }
        }
        return (forward, backward, reloads)
    }

    /// A section's marks as a valid batch leaves them: as many free new slots as survivors.
    private func randomCase(_ random: inout SeededGenerator) -> (before: [Action?]?, oldCount: Int, after: [Action?]?, newCount: Int) {
        let oldCount = Int.random(in: 0...60, using: &random)
        let before: [Action?]? = Bool.random(using: &random) ? nil : (0..<oldCount).map { _ in
            [nil, nil, nil, .delete, .reload, .move].randomElement(using: &random)!
        }
        let survivors = (0..<oldCount).filter { before?[$0] != .delete && before?[$0] != .move }.count
        let taken = before == nil ? Int.random(in: 1...20, using: &random) : Int.random(in: 0...20, using: &random)
        let newCount = survivors + taken
        var after: [Action?] = Array(repeating: nil, count: newCount)
        for slot in (0..<newCount).shuffled(using: &random).prefix(taken) {
            after[slot] = Bool.random(using: &random) ? .insert : .move
        }
        return (before, oldCount, taken == 0 && Bool.random(using: &random) ? nil : after, newCount)
    }

    @Test func placesSurvivorsAsThePlainRuleDoesOnSeededSections() {
        var random = SeededGenerator(seed: 0x5EED_2025)
        for _ in 0..<500 {
            let (before, oldCount, after, newCount) = randomCase(&random)
            let fast = UpdatePlan.placeSurvivors(of: 1, count: oldCount, named: before, in: 2, count: newCount, taken: after)
            let plain = referencePlacement(oldSection: 1, oldCount: oldCount, before: before, newSection: 2, newCount: newCount, after: after)
            #expect(fast.forward == plain.forward, "before \(String(describing: before)) after \(String(describing: after))")
            #expect(fast.backward == plain.backward, "before \(String(describing: before)) after \(String(describing: after))")
            #expect(fast.reloads == plain.reloads, "before \(String(describing: before)) after \(String(describing: after))")
        }
    }
}
