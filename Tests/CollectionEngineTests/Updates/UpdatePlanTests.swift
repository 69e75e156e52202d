@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The update plan: UIKit's batch-update rules, checked against a plain `[[Item]]` model.
@Suite struct UpdatePlanTests {
    @Test func deletesAndInsertsInOneSectionShiftTheSurvivors() throws {
        // Before: a b c d; delete b (old 1), insert x at new 0: after x a c d.
        let plan = try UpdatePlan.make(oldCounts: [4], newCounts: [4], operations: [
            .insertItems([IndexPath(item: 0, section: 0)]), .deleteItems([IndexPath(item: 1, section: 0)]),
        ])
        #expect(plan.newIndexPath(forOld: IndexPath(item: 0, section: 0)) == IndexPath(item: 1, section: 0))
        #expect(plan.newIndexPath(forOld: IndexPath(item: 1, section: 0)) == nil)
        #expect(plan.newIndexPath(forOld: IndexPath(item: 3, section: 0)) == IndexPath(item: 3, section: 0))
        #expect(plan.oldIndexPath(forNew: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func moveAcrossSectionsTakesTheItemWithIt() throws {
        let plan = try UpdatePlan.make(oldCounts: [2, 2], newCounts: [1, 3], operations: [
            .moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 1)),
        ])
        #expect(plan.newIndexPath(forOld: IndexPath(item: 0, section: 0)) == IndexPath(item: 2, section: 1))
        #expect(plan.newIndexPath(forOld: IndexPath(item: 1, section: 0)) == IndexPath(item: 0, section: 0))
        #expect(plan.oldIndexPath(forNew: IndexPath(item: 2, section: 1)) == IndexPath(item: 0, section: 0))
    }

    @Test func sectionCountMismatchIsRejectedWithUIKitsNumbers() {
        #expect(throws: UpdateProblem.sectionCountMismatch(before: 2, after: 3, inserted: 0, deleted: 0)) {
            try UpdatePlan.make(oldCounts: [1, 1], newCounts: [1, 1, 1], operations: [])
        }
    }

    @Test func itemCountMismatchNamesTheSectionAndEveryCount() {
        #expect(throws: UpdateProblem.itemCountMismatch(section: 0, before: 4, after: 5, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)) {
            try UpdatePlan.make(oldCounts: [4], newCounts: [5], operations: [.deleteItems([IndexPath(item: 0, section: 0)])])
        }
        let message = UpdateProblem.itemCountMismatch(section: 0, before: 4, after: 5, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0).description
        #expect(message.hasPrefix("Invalid update: invalid number of items in section 0."))
    }

    @Test func deletingAnItemBeyondTheOldCountIsRejected() {
        #expect(throws: UpdateProblem.itemOutOfRange(action: "delete", indexPath: IndexPath(item: 4, section: 0), world: .beforeUpdate, numberOfSections: 1, numberOfItems: 4)) {
            try UpdatePlan.make(oldCounts: [4], newCounts: [3], operations: [.deleteItems([IndexPath(item: 4, section: 0)])])
        }
    }

    @Test func deleteAndReloadOfOneIndexPathConflict() {
        let path = IndexPath(item: 1, section: 0)
        #expect(throws: UpdateProblem.conflictingActions("delete", "reload", path)) {
            try UpdatePlan.make(oldCounts: [3], newCounts: [2], operations: [.deleteItems([path]), .reloadItems([path])])
        }
    }

    @Test func reloadedItemKeepsItsPlaceAndIsMarked() throws {
        let plan = try UpdatePlan.make(oldCounts: [3], newCounts: [3], operations: [.reloadItems([IndexPath(item: 1, section: 0)])])
        #expect(plan.newIndexPath(forOld: IndexPath(item: 1, section: 0)) == IndexPath(item: 1, section: 0))
        #expect(plan.isReloaded(IndexPath(item: 1, section: 0)))
    }

    @Test func untouchedSectionsAreMappedWithoutPerItemStorage() throws {
        let plan = try UpdatePlan.make(oldCounts: [16_777_216, 3], newCounts: [16_777_216, 2], operations: [
            .deleteItems([IndexPath(item: 0, section: 1)]),
        ])
        #expect(plan.forward[0] == nil)
        #expect(plan.newIndexPath(forOld: IndexPath(item: 16_777_215, section: 0)) == IndexPath(item: 16_777_215, section: 0))
    }

    @Test func updateItemsListSectionChangesThenItemChangesEachInIndexPathOrder() throws {
        // Old sections a(4) b(3) c(3) d(1): delete a, reload b, move d before b, insert one section at
        // the end; in c: move item 1 to the front, delete item 0, reload item 2, insert at 1 (world
        // after: d b c new).
        let plan = try UpdatePlan.make(oldCounts: [4, 3, 3, 1], newCounts: [1, 3, 3, 5], operations: [
            .reloadItems([IndexPath(item: 2, section: 2)]),
            .insertItems([IndexPath(item: 1, section: 2)]),
            .moveItem(from: IndexPath(item: 1, section: 2), to: IndexPath(item: 0, section: 2)),
            .insertSections([3]), .moveSection(from: 3, to: 0), .reloadSections([1]), .deleteSections([0]),
            .deleteItems([IndexPath(item: 0, section: 2)]),
        ])
        #expect(plan.makeUpdateItems().map(\.description) == [
            "delete 0 -> nil", "reload 1 -> 1", "move 3 -> 0", "insert nil -> 3",
            "delete 2-0 -> nil", "reload 2-2 -> 2-2", "move 2-1 -> 2-0", "insert nil -> 2-1",
        ])
    }

    @Test(arguments: 0..<400)
    func randomValidBatchesMapEveryItemWhereTheModelPutIt(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        let batch = RandomBatch(using: &random)
        let plan: UpdatePlan
        do {
            plan = try UpdatePlan.make(oldCounts: batch.old.map(\.count), newCounts: batch.new.map(\.count), operations: batch.operations)
        } catch {
            Issue.record("seed \(seed): valid batch rejected: \(error)\n\(batch.operations)")
            return
        }
        for (section, items) in batch.new.enumerated() {
            for (item, id) in items.enumerated() {
                let expected = batch.oldPath[id].flatMap { batch.sectionReloaded(oldSection: $0.section) ? nil : $0 }
                #expect(plan.oldIndexPath(forNew: IndexPath(item: item, section: section)) == expected, "seed \(seed)")
            }
        }
        for (section, items) in batch.old.enumerated() {
            for (item, id) in items.enumerated() {
                let expected = batch.sectionReloaded(oldSection: section) ? nil : batch.newPath[id]
                #expect(plan.newIndexPath(forOld: IndexPath(item: item, section: section)) == expected, "seed \(seed)")
            }
        }
    }

    @Test(arguments: 0..<400)
    func randomInvalidBatchesAreRejected(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 10_000)
        let batch = RandomBatch(using: &random)
        var newCounts = batch.new.map(\.count)
        var operations = batch.operations
        switch Int.random(in: 0..<3, using: &random) {
        case 0 where !batch.countedNewSections.isEmpty:
            // One item too many in a section whose count is checked, announced by nobody.
            let section = batch.countedNewSections[Int.random(in: 0..<batch.countedNewSections.count, using: &random)]
            newCounts[section] += 1
        case 1:
            operations.append(.deleteItems([IndexPath(item: 99, section: 0)]))
        default:
            newCounts.append(0)
        }
        #expect(throws: UpdateProblem.self, "seed \(seed)") {
            try UpdatePlan.make(oldCounts: batch.old.map(\.count), newCounts: newCounts, operations: operations)
        }
    }
}

/// A random batch built from the model's point of view: each old item gets a fate, new items are placed,
/// and the operations are derived from where every item ends up.
struct RandomBatch {
    var old: [[Int]] = []
    var new: [[Int]] = []
    var operations: [UpdateOperation] = []
    var oldPath: [Int: IndexPath] = [:]
    var newPath: [Int: IndexPath] = [:]
    var reloadedOldSections: Set<Int> = []
    /// New sections that existed before and were not reloaded: their item counts must add up.
    var countedNewSections: [Int] = []

    func sectionReloaded(oldSection: Int) -> Bool { reloadedOldSections.contains(oldSection) }

    init(using random: inout SeededGenerator) {
        var nextID = 0
        func fresh() -> Int { defer { nextID += 1 }; return nextID }
        old = (0..<Int.random(in: 0...5, using: &random)).map { _ in (0..<Int.random(in: 0...8, using: &random)).map { _ in fresh() } }
        for (section, items) in old.enumerated() {
            for (item, id) in items.enumerated() { oldPath[id] = IndexPath(item: item, section: section) }
        }
        // Section fates.
        enum SectionFate { case keep, delete, reload, move }
        let fates: [SectionFate] = old.indices.map { _ in
            switch Int.random(in: 0..<10, using: &random) {
            case 0: .delete
            case 1: .reload
            case 2: .move
            default: .keep
            }
        }
        enum Entry { case existing(Int), inserted }
        var entries: [Entry] = old.indices.filter { fates[$0] == .keep || fates[$0] == .reload }.map { .existing($0) }
        for section in old.indices where fates[section] == .move {
            entries.insert(.existing(section), at: Int.random(in: 0...entries.count, using: &random))
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            entries.insert(.inserted, at: Int.random(in: 0...entries.count, using: &random))
        }
        // Item fates inside kept and moved sections; moved items go to other such sections.
        var contents: [[Int]] = entries.map { entry in
            switch entry {
            case .inserted: return (0..<Int.random(in: 0...4, using: &random)).map { _ in fresh() }
            case let .existing(section) where fates[section] == .reload: return (0..<Int.random(in: 0...6, using: &random)).map { _ in fresh() }
            case let .existing(section): return old[section]
            }
        }
        let eligible = entries.indices.filter {
            if case let .existing(section) = entries[$0] { return fates[section] != .reload }
            return false
        }
        var deleted: [IndexPath] = [], reloaded: [IndexPath] = [], moving: [Int] = []
        for index in eligible {
            contents[index] = contents[index].filter { id in
                switch Int.random(in: 0..<10, using: &random) {
                case 0: deleted.append(oldPath[id]!); return false
                case 1: moving.append(id); return false
                case 2: reloaded.append(oldPath[id]!); return true
                default: return true
                }
            }
        }
        var insertedIDs: Set<Int> = []
        if !eligible.isEmpty {
            for id in moving {
                let target = eligible[Int.random(in: 0..<eligible.count, using: &random)]
                contents[target].insert(id, at: Int.random(in: 0...contents[target].count, using: &random))
            }
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let target = eligible[Int.random(in: 0..<eligible.count, using: &random)]
                let id = fresh()
                insertedIDs.insert(id)
                contents[target].insert(id, at: Int.random(in: 0...contents[target].count, using: &random))
            }
        } else {
            for id in moving { deleted.append(oldPath[id]!) }
            moving = []
        }
        new = contents
        countedNewSections = eligible
        for (section, items) in new.enumerated() {
            for (item, id) in items.enumerated() { newPath[id] = IndexPath(item: item, section: section) }
        }
        // Items of deleted and reloaded sections, and of inserted ones, are not in the item maps.
        for (section, fate) in fates.enumerated() where fate == .delete || fate == .reload {
            for id in old[section] { newPath[id] = nil }
        }
        for (index, entry) in entries.enumerated() {
            switch entry {
            case .inserted: for id in new[index] { oldPath[id] = nil }
            case let .existing(section) where fates[section] == .reload:
                reloadedOldSections.insert(section)
                for id in new[index] { oldPath[id] = nil }
            default: break
            }
        }
        // The operations, in a shuffled order: the plan must not depend on it.
        var operations: [UpdateOperation] = []
        operations.append(.deleteSections(IndexSet(old.indices.filter { fates[$0] == .delete })))
        operations.append(.reloadSections(IndexSet(old.indices.filter { fates[$0] == .reload })))
        operations.append(.insertSections(IndexSet(entries.indices.filter { if case .inserted = entries[$0] { return true } else { return false } })))
        for (index, entry) in entries.enumerated() {
            if case let .existing(section) = entry, fates[section] == .move { operations.append(.moveSection(from: section, to: index)) }
        }
        operations.append(.deleteItems(deleted))
        operations.append(.reloadItems(reloaded))
        operations.append(.insertItems(insertedIDs.compactMap { newPath[$0] }))
        for id in moving { operations.append(.moveItem(from: oldPath[id]!, to: newPath[id]!)) }
        operations.shuffle(using: &random)
        self.operations = operations
    }
}

