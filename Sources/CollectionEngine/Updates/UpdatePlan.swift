import Foundation

/// A checked batch update as a value: where every section and item of the world before the update
/// goes in the world after it, computed before any view moves.
///
/// UIKit's rules: deletes and reloads name index paths before the update, inserts name index paths
/// after it, moves go from before to after; deletes happen before inserts whatever order they were
/// called in; elements that are not named keep their relative order and fill the places left free.
/// A reloaded item keeps its place and gets a new cell; a reloaded section keeps its place and all of
/// its items are replaced.
///
/// - Complexity: O(operations + sections + items of the sections that operations touch); untouched
///   sections are mapped without per-item storage.
struct UpdatePlan {
    let oldCounts: [Int]
    let newCounts: [Int]
    /// For each section after the update: where it came from.
    fileprivate(set) var sectionSources: [SectionSource] = []
    /// For each section before the update: where it went (nil when deleted).
    fileprivate(set) var sectionDestinations: [Int?] = []
    /// Per old section with item changes: where each of its items went (nil when deleted).
    fileprivate(set) var forward: [Int: [IndexPath?]] = [:]
    /// Per new section with item changes: where each of its items came from (nil when inserted).
    fileprivate(set) var backward: [Int: [IndexPath?]] = [:]
    /// New index paths of items that keep their place but get a new cell.
    fileprivate(set) var reloadedItems: Set<IndexPath> = []
    /// The changes, for the layout's `prepare(forCollectionViewUpdates:)`.
    fileprivate(set) var updateItems: [UICollectionViewUpdateItem] = []

    enum SectionSource: Equatable {
        case inserted
        case existing(old: Int, reloaded: Bool)
    }

    // MARK: Answers

    /// Where an element that existed before the update is after it; nil when it was deleted.
    func newIndexPath(forOld old: IndexPath) -> IndexPath? {
        guard old.count == 2, sectionDestinations.indices.contains(old.section) else { return nil }
        if let items = forward[old.section] {
            return items.indices.contains(old.item) ? items[old.item] : nil
        }
        guard let section = sectionDestinations[old.section], old.item >= 0, old.item < oldCounts[old.section] else { return nil }
        if case .existing(_, true) = sectionSources[section] { return nil }
        return IndexPath(item: old.item, section: section)
    }

    /// Where an element that exists after the update was before it; nil when it is new.
    func oldIndexPath(forNew new: IndexPath) -> IndexPath? {
        guard new.count == 2, sectionSources.indices.contains(new.section) else { return nil }
        if let items = backward[new.section] {
            return items.indices.contains(new.item) ? items[new.item] : nil
        }
        guard case let .existing(oldSection, reloaded) = sectionSources[new.section], !reloaded,
              new.item >= 0, new.item < newCounts[new.section] else { return nil }
        return IndexPath(item: new.item, section: oldSection)
    }

    /// The section a section before the update became, or nil when it was deleted.
    func newSection(forOld section: Int) -> Int? {
        sectionDestinations.indices.contains(section) ? sectionDestinations[section] : nil
    }

    /// The section a section after the update came from, or nil when it is new.
    func oldSection(forNew section: Int) -> Int? {
        guard sectionSources.indices.contains(section), case let .existing(old, _) = sectionSources[section] else { return nil }
        return old
    }

    /// Whether the item at this new index path keeps its place but gets a new cell.
    func isReloaded(_ new: IndexPath) -> Bool { reloadedItems.contains(new) }
}

// MARK: - Building and checking

extension UpdatePlan {
    /// Checks `operations` against the counts before and after, and computes the maps.
    static func make(oldCounts: [Int], newCounts: [Int], operations: [UpdateOperation]) throws(UpdateProblem) -> UpdatePlan {
        var builder = UpdatePlanBuilder(oldCounts: oldCounts, newCounts: newCounts)
        for operation in operations { try builder.record(operation) }
        return try builder.build(operations: operations)
    }
}

/// Collects the operations of one batch, checking each as it comes, then fills the new world.
private struct UpdatePlanBuilder {
    let oldCounts: [Int]
    let newCounts: [Int]
    var deletedSections: Set<Int> = []
    var reloadedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    var sectionMoves: [Int: Int] = [:]
    var deletedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    var insertedItems: Set<IndexPath> = []
    var itemMoves: [IndexPath: IndexPath] = [:]
    /// What each element is already named for, before and after the update, so that two actions on
    /// one element are caught as they are recorded (naming one twice for the same action is allowed,
    /// except a move: an element goes to one place).
    private var namedBefore: [Element: Action] = [:]
    private var namedAfter: [Element: Action] = [:]

    private enum Element: Hashable {
        case section(Int)
        case item(IndexPath)
    }

    /// Ordered as UIKit's messages name a conflicting pair.
    private enum Action: Int, Comparable {
        case delete, reload, insert, move

        var name: String { ["delete", "reload", "insert", "move"][rawValue] }
        static func < (a: Action, b: Action) -> Bool { a.rawValue < b.rawValue }
    }

    init(oldCounts: [Int], newCounts: [Int]) {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
    }

    mutating func record(_ operation: UpdateOperation) throws(UpdateProblem) {
        switch operation {
        case let .deleteSections(sections):
            for section in sections { try name(before: .section(section), .delete) }
        case let .reloadSections(sections):
            for section in sections { try name(before: .section(section), .reload) }
        case let .insertSections(sections):
            for section in sections { try name(after: .section(section), .insert) }
        case let .moveSection(from, to):
            try name(before: .section(from), .move)
            try name(after: .section(to), .move)
            sectionMoves[from] = to
        case let .deleteItems(paths):
            for path in paths { try name(before: .item(path), .delete) }
        case let .reloadItems(paths):
            for path in paths { try name(before: .item(path), .reload) }
        case let .insertItems(paths):
            for path in paths { try name(after: .item(path), .insert) }
        case let .moveItem(from, to):
            try name(before: .item(from), .move)
            try name(after: .item(to), .move)
            itemMoves[from] = to
        }
    }

    /// Records a delete, reload or the source of a move, on an element that exists before the update.
    private mutating func name(before element: Element, _ action: Action) throws(UpdateProblem) {
        try checkRange(of: element, action: action.name, counts: oldCounts, world: .beforeUpdate)
        try Self.claim(element, for: action, in: &namedBefore)
        switch (element, action) {
        case let (.section(section), .delete): deletedSections.insert(section)
        case let (.section(section), .reload): reloadedSections.insert(section)
        case let (.item(path), .delete): deletedItems.insert(path)
        case let (.item(path), .reload): reloadedItems.insert(path)
        default: break  // a move's source is recorded with its destination by the caller
        }
    }

    /// Records an insert or the destination of a move, on an element that exists after the update.
    private mutating func name(after element: Element, _ action: Action) throws(UpdateProblem) {
        try checkRange(of: element, action: action == .move ? "move to" : action.name, counts: newCounts, world: .afterUpdate)
        try Self.claim(element, for: action, in: &namedAfter)
        switch (element, action) {
        case let (.section(section), .insert): insertedSections.insert(section)
        case let (.item(path), .insert): insertedItems.insert(path)
        default: break
        }
    }

    private static func claim(_ element: Element, for action: Action, in named: inout [Element: Action]) throws(UpdateProblem) {
        if let earlier = named[element], earlier != action || action == .move {
            let indexPath = switch element {
            case let .section(section): IndexPath(index: section)
            case let .item(path): path
            }
            throw .conflictingActions(min(earlier, action).name, max(earlier, action).name, indexPath)
        }
        named[element] = action
    }

    private func checkRange(of element: Element, action: String, counts: [Int], world: UpdateProblem.World) throws(UpdateProblem) {
        switch element {
        case let .section(section):
            guard counts.indices.contains(section) else {
                throw .sectionOutOfRange(action: action, section: section, world: world, numberOfSections: counts.count)
            }
        case let .item(path):
            guard path.count == 2, counts.indices.contains(path.section) else {
                throw .itemOutOfRange(action: action, indexPath: path, world: world, numberOfSections: counts.count, numberOfItems: nil)
            }
            guard path.item >= 0, path.item < counts[path.section] else {
                throw .itemOutOfRange(action: action, indexPath: path, world: world,
                                      numberOfSections: counts.count, numberOfItems: counts[path.section])
            }
        }
    }

    // MARK: Filling the new world

    func build(operations: [UpdateOperation]) throws(UpdateProblem) -> UpdatePlan {
        var plan = UpdatePlan(oldCounts: oldCounts, newCounts: newCounts)
        try buildSections(into: &plan)
        try checkItemActionsAgainstSections(plan)
        try buildItems(into: &plan)
        plan.updateItems = makeUpdateItems(plan)
        return plan
    }

    private func buildSections(into plan: inout UpdatePlan) throws(UpdateProblem) {
        let expected = oldCounts.count - deletedSections.count + insertedSections.count
        guard expected == newCounts.count else {
            throw .sectionCountMismatch(before: oldCounts.count, after: newCounts.count,
                                        inserted: insertedSections.count, deleted: deletedSections.count)
        }
        var slots = [UpdatePlan.SectionSource?](repeating: nil, count: newCounts.count)
        for section in insertedSections { slots[section] = .inserted }
        for (from, to) in sectionMoves { slots[to] = .existing(old: from, reloaded: false) }
        var free = slots.indices.filter { slots[$0] == nil }.makeIterator()
        var destinations = [Int?](repeating: nil, count: oldCounts.count)
        for (from, to) in sectionMoves { destinations[from] = to }
        for section in oldCounts.indices where !deletedSections.contains(section) && sectionMoves[section] == nil {
            // The count check above guarantees a free slot for every survivor.
            guard let slot = free.next() else { break }
            slots[slot] = .existing(old: section, reloaded: reloadedSections.contains(section))
            destinations[section] = slot
        }
        plan.sectionSources = slots.map { $0 ?? .inserted }
        plan.sectionDestinations = destinations
    }

    /// Item actions may not reach into sections that are deleted, reloaded or inserted as a whole.
    private func checkItemActionsAgainstSections(_ plan: UpdatePlan) throws(UpdateProblem) {
        func checkOldSide(_ path: IndexPath, _ action: String) throws(UpdateProblem) {
            if deletedSections.contains(path.section) { throw .itemActionInChangedSection(action: action, indexPath: path, sectionAction: "deleted") }
            if reloadedSections.contains(path.section) { throw .itemActionInChangedSection(action: action, indexPath: path, sectionAction: "reloaded") }
        }
        func checkNewSide(_ path: IndexPath, _ action: String) throws(UpdateProblem) {
            if insertedSections.contains(path.section) { throw .itemActionInChangedSection(action: action, indexPath: path, sectionAction: "inserted") }
            if case .existing(_, true) = plan.sectionSources[path.section] {
                throw .itemActionInChangedSection(action: action, indexPath: path, sectionAction: "reloaded")
            }
        }
        for path in deletedItems { try checkOldSide(path, "delete") }
        for path in reloadedItems { try checkOldSide(path, "reload") }
        for path in insertedItems { try checkNewSide(path, "insert") }
        for (from, to) in itemMoves {
            try checkOldSide(from, "move")
            try checkNewSide(to, "move to")
        }
    }

    private func buildItems(into plan: inout UpdatePlan) throws(UpdateProblem) {
        var touchedNew = Set(insertedItems.map(\.section)).union(itemMoves.values.map(\.section))
        for path in deletedItems.union(reloadedItems).union(itemMoves.keys) {
            if let section = plan.sectionDestinations[path.section] { touchedNew.insert(section) }
        }
        let movesOut = Dictionary(grouping: itemMoves.keys, by: \.section)
        let movesIn = Dictionary(grouping: itemMoves.values, by: \.section)
        let insertsBySection = Dictionary(grouping: insertedItems, by: \.section)
        let deletesBySection = Dictionary(grouping: deletedItems, by: \.section)

        for section in plan.sectionSources.indices {
            guard case let .existing(old, reloaded) = plan.sectionSources[section], !reloaded else { continue }
            let inserted = insertsBySection[section]?.count ?? 0, deleted = deletesBySection[old]?.count ?? 0
            let movedIn = movesIn[section]?.count ?? 0, movedOut = movesOut[old]?.count ?? 0
            guard oldCounts[old] - deleted - movedOut + inserted + movedIn == newCounts[section] else {
                throw .itemCountMismatch(section: section, before: oldCounts[old], after: newCounts[section],
                                         inserted: inserted, deleted: deleted, movedIn: movedIn, movedOut: movedOut)
            }
            guard touchedNew.contains(section) else { continue }
            var slots = [IndexPath?](repeating: nil, count: newCounts[section])
            var filled = [Bool](repeating: false, count: newCounts[section])
            for path in insertsBySection[section] ?? [] { filled[path.item] = true }
            for to in movesIn[section] ?? [] { filled[to.item] = true }
            var forward = [IndexPath?](repeating: nil, count: oldCounts[old])
            var nextFree = 0
            for item in 0..<oldCounts[old] {
                let path = IndexPath(item: item, section: old)
                if deletedItems.contains(path) || itemMoves[path] != nil { continue }
                while nextFree < filled.count, filled[nextFree] { nextFree += 1 }
                guard nextFree < filled.count else { break }
                slots[nextFree] = path
                filled[nextFree] = true
                forward[item] = IndexPath(item: nextFree, section: section)
                if reloadedItems.contains(path) { plan.reloadedItems.insert(IndexPath(item: nextFree, section: section)) }
            }
            plan.backward[section] = slots
            plan.forward[old] = forward
        }
        for (from, to) in itemMoves {
            if plan.forward[from.section] == nil {
                plan.forward[from.section] = (0..<oldCounts[from.section]).map { item in
                    plan.sectionDestinations[from.section].map { IndexPath(item: item, section: $0) }
                }
            }
            plan.forward[from.section]?[from.item] = to
            plan.backward[to.section]?[to.item] = from
        }
    }

    private func makeUpdateItems(_ plan: UpdatePlan) -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for section in deletedSections.sorted() { items.append(.init(action: .delete, before: [section], after: nil)) }
        for section in reloadedSections.sorted() {
            items.append(.init(action: .reload, before: [section], after: plan.sectionDestinations[section].map { [$0] }))
        }
        for (from, to) in sectionMoves.sorted(by: { $0.key < $1.key }) { items.append(.init(action: .move, before: [from], after: [to])) }
        for section in insertedSections.sorted() { items.append(.init(action: .insert, before: nil, after: [section])) }
        for path in deletedItems.sorted() { items.append(.init(action: .delete, before: path, after: nil)) }
        for path in reloadedItems.sorted() { items.append(.init(action: .reload, before: path, after: plan.newIndexPath(forOld: path))) }
        for (from, to) in itemMoves.sorted(by: { $0.key < $1.key }) { items.append(.init(action: .move, before: from, after: to)) }
        for path in insertedItems.sorted() { items.append(.init(action: .insert, before: nil, after: path)) }
        return items
    }
}
