import Foundation

/// The batch update that turns one snapshot into another, in linear time.
///
/// Heckel's idea: an identifier names the same element in both snapshots, so a hash table pairs old
/// and new positions in one pass each. What remains is deciding which survivors count as moved. An
/// element is left in place when its position, counted among the survivors on each side (old index
/// minus the elements that leave before it; new index minus those that arrive before it), is the same;
/// otherwise it is moved. Elements left in place then keep their relative order, which is exactly what
/// UIKit's update rules need to put them back where the new snapshot has them.
///
/// - Complexity: O(n) time and memory for n sections plus items; the moves are not always the fewest
///   possible (that would cost O(n log n)), but every survivor animates from its old place to its new
///   one either way.
struct SnapshotDiff<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>

    var operations: [UpdateOperation] = []
    /// Items to configure again once the update is applied, as index paths after it.
    var reconfigure: [IndexPath] = []

    init(from old: Snapshot, to new: Snapshot) {
        let oldSections = old.sections, newSections = new.sections
        var oldSectionIndex: [Section: Int] = [:]
        oldSectionIndex.reserveCapacity(oldSections.count)
        for (index, section) in oldSections.enumerated() { oldSectionIndex[section] = index }
        var newSectionIndex: [Section: Int] = [:]
        newSectionIndex.reserveCapacity(newSections.count)
        for (index, section) in newSections.enumerated() { newSectionIndex[section] = index }

        // Sections: deleted, inserted, moved, reloaded.
        let leavingSections = oldSections.map { newSectionIndex[$0] == nil }
        let arrivingSections = newSections.map { oldSectionIndex[$0] == nil }
        let movedSections = Self.moved(old: oldSections, new: newSections, newIndex: newSectionIndex,
                                       leaving: leavingSections, arriving: arrivingSections)
        let reloadRequested = Set(new.reloadedSectionIdentifiers)
        var deletedSections = IndexSet(oldSections.indices.filter { leavingSections[$0] })
        var insertedSections = IndexSet(newSections.indices.filter { arrivingSections[$0] })
        var reloadedSections = IndexSet()
        for (oldIndex, section) in oldSections.enumerated() where reloadRequested.contains(section) {
            guard let newIndex = newSectionIndex[section] else { continue }
            if movedSections.contains(oldIndex) {
                deletedSections.insert(oldIndex)
                insertedSections.insert(newIndex)
            } else {
                reloadedSections.insert(oldIndex)
            }
        }
        // A section whose items are diffed one by one: present on both sides and not replaced whole.
        func isStable(oldSection: Int) -> Bool { !deletedSections.contains(oldSection) && !reloadedSections.contains(oldSection) }
        func isStable(newSection: Int) -> Bool {
            guard !insertedSections.contains(newSection), let old = oldSectionIndex[newSections[newSection]] else { return false }
            return isStable(oldSection: old)
        }
        if !deletedSections.isEmpty { operations.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { operations.append(.insertSections(insertedSections)) }
        if !reloadedSections.isEmpty { operations.append(.reloadSections(reloadedSections)) }
        for oldIndex in movedSections.sorted() where !deletedSections.contains(oldIndex) {
            if let newIndex = newSectionIndex[oldSections[oldIndex]] { operations.append(.moveSection(from: oldIndex, to: newIndex)) }
        }

        // Items: pair old and new positions by identifier.
        var newPath: [Item: IndexPath] = [:]
        newPath.reserveCapacity(new.numberOfItems)
        for (section, items) in new.items.enumerated() {
            for (index, item) in items.enumerated() { newPath[item] = IndexPath(item: index, section: section) }
        }
        var oldPath: [Item: IndexPath] = [:]
        oldPath.reserveCapacity(old.numberOfItems)
        for (section, items) in old.items.enumerated() {
            for (index, item) in items.enumerated() { oldPath[item] = IndexPath(item: index, section: section) }
        }
        let reloadItems = Set(new.reloadedItemIdentifiers)

        // An old item stays in its section when its section is stable on both sides and is the same section.
        func staysInSection(_ item: Item, oldSection: Int) -> Bool {
            guard let target = newPath[item] else { return false }
            return isStable(newSection: target.section) && newSections[target.section] == oldSections[oldSection]
        }

        var deletes: [IndexPath] = [], inserts: [IndexPath] = [], reloads: [IndexPath] = []
        var moves: [(IndexPath, IndexPath)] = []
        for (oldSection, items) in old.items.enumerated() where isStable(oldSection: oldSection) {
            for (index, item) in items.enumerated() {
                guard let target = newPath[item], isStable(newSection: target.section) else {
                    deletes.append(IndexPath(item: index, section: oldSection))
                    continue
                }
                if newSections[target.section] != oldSections[oldSection] {
                    if reloadItems.contains(item) {
                        deletes.append(IndexPath(item: index, section: oldSection))
                        inserts.append(target)
                    } else {
                        moves.append((IndexPath(item: index, section: oldSection), target))
                    }
                }
            }
        }
        for (newSection, items) in new.items.enumerated() where isStable(newSection: newSection) {
            for (index, item) in items.enumerated() {
                let path = IndexPath(item: index, section: newSection)
                guard let source = oldPath[item], isStable(oldSection: source.section) else {
                    inserts.append(path)
                    continue
                }
            }
        }
        // Within each stable section that survives: compare positions among survivors.
        for (newSection, newItems) in new.items.enumerated() where isStable(newSection: newSection) {
            guard let oldSection = oldSectionIndex[newSections[newSection]] else { continue }
            let oldItems = old.items[oldSection]
            let leaving = oldItems.map { !staysInSection($0, oldSection: oldSection) }
            let arriving = newItems.map { item in
                guard let source = oldPath[item] else { return true }
                return source.section != oldSection || !isStable(oldSection: source.section)
            }
            var leftBefore = [Int](repeating: 0, count: oldItems.count)
            var running = 0
            for index in oldItems.indices {
                leftBefore[index] = running
                if leaving[index] { running += 1 }
            }
            running = 0
            for (index, item) in newItems.enumerated() {
                defer { if arriving[index] { running += 1 } }
                guard !arriving[index], let source = oldPath[item] else { continue }
                let from = source.item, to = IndexPath(item: index, section: newSection)
                let inPlace = from - leftBefore[from] == index - running
                if reloadItems.contains(item) {
                    if inPlace {
                        reloads.append(source)
                    } else {
                        deletes.append(source)
                        inserts.append(to)
                    }
                } else if !inPlace {
                    moves.append((source, to))
                }
            }
        }
        if !deletes.isEmpty { operations.append(.deleteItems(deletes)) }
        if !inserts.isEmpty { operations.append(.insertItems(inserts)) }
        if !reloads.isEmpty { operations.append(.reloadItems(reloads)) }
        for (from, to) in moves { operations.append(.moveItem(from: from, to: to)) }
        reconfigure = new.reconfiguredItemIdentifiers.compactMap { newPath[$0] }
    }

    /// Survivors whose position among survivors differs between the sides (old indexes).
    private static func moved(
        old: [Section], new: [Section], newIndex: [Section: Int], leaving: [Bool], arriving: [Bool]
    ) -> Set<Int> {
        var arrivedBefore = [Int](repeating: 0, count: new.count)
        var running = 0
        for index in new.indices {
            arrivedBefore[index] = running
            if arriving[index] { running += 1 }
        }
        var moved: Set<Int> = []
        running = 0
        for (index, section) in old.enumerated() {
            defer { if leaving[index] { running += 1 } }
            guard !leaving[index], let target = newIndex[section] else { continue }
            if index - running != target - arrivedBefore[target] { moved.insert(index) }
        }
        return moved
    }
}
