import Foundation

/// The batch update that turns one snapshot into another.
///
/// Heckel's idea: an identifier names the same element in both snapshots, so one hash table pairs old
/// and new positions in a pass over each side; deletes, inserts and moves between sections fall out
/// directly. Within a section, the survivors that keep their relative order are the longest increasing
/// run of their old positions taken in new order (found by patience sorting); every other survivor is
/// moved. Those left in place fill, in order, the slots the update leaves free, which is exactly where
/// UIKit's update rules put them.
///
/// - Complexity: O(n) hashing and bookkeeping for n sections plus items, and O(s log s) to choose the
///   fewest moves among the s survivors of each section.
struct SnapshotDiff<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>

    var operations: [UpdateOperation] = []
    /// Items to configure again once the update is applied, as index paths after it.
    var reconfigure: [IndexPath] = []

    init(from old: Snapshot, to new: Snapshot) {
        let oldSections = old.sections, newSections = new.sections
        let oldSectionIndex = Self.index(oldSections), newSectionIndex = Self.index(newSections)

        // Sections: deleted, inserted, moved, reloaded.
        let survivingSections = newSections.compactMap { oldSectionIndex[$0] }
        let sectionsInPlace = Self.inPlace(survivingSections)
        var deletedSections = IndexSet(oldSections.indices.filter { newSectionIndex[oldSections[$0]] == nil })
        var insertedSections = IndexSet(newSections.indices.filter { oldSectionIndex[newSections[$0]] == nil })
        var reloadedSections = IndexSet()
        for section in new.reloadedSectionIdentifiers {
            guard let oldIndex = oldSectionIndex[section], let newIndex = newSectionIndex[section] else { continue }
            if sectionsInPlace.contains(oldIndex) {
                reloadedSections.insert(oldIndex)
            } else {
                // UIKit cannot reload and move one section: replace it instead.
                deletedSections.insert(oldIndex)
                insertedSections.insert(newIndex)
            }
        }
        if !deletedSections.isEmpty { operations.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { operations.append(.insertSections(insertedSections)) }
        if !reloadedSections.isEmpty { operations.append(.reloadSections(reloadedSections)) }
        for oldIndex in survivingSections where !sectionsInPlace.contains(oldIndex) && !deletedSections.contains(oldIndex) {
            if let newIndex = newSectionIndex[oldSections[oldIndex]] { operations.append(.moveSection(from: oldIndex, to: newIndex)) }
        }

        // Items are diffed one by one only in sections present on both sides and not replaced whole.
        let stableOld = oldSections.indices.map { !deletedSections.contains($0) && !reloadedSections.contains($0) }
        let stableNew = newSections.indices.map { index in
            !insertedSections.contains(index) && oldSectionIndex[newSections[index]].map { stableOld[$0] } == true
        }
        var oldLocation: [Item: Location] = [:]
        oldLocation.reserveCapacity(old.numberOfItems)
        for (section, items) in old.items.enumerated() where stableOld[section] {
            for (index, item) in items.enumerated() { oldLocation[item] = Location(section: section, item: index) }
        }
        let reloadRequested = Set(new.reloadedItemIdentifiers)
        var deletes: [IndexPath] = [], inserts: [IndexPath] = [], reloads: [IndexPath] = []
        var moves: [(IndexPath, IndexPath)] = []
        // Which old items found a place in the new snapshot; the rest are deleted.
        var arrived = old.items.map { [Bool](repeating: false, count: $0.count) }
        for (newSection, items) in new.items.enumerated() where stableNew[newSection] {
            let sameSection = oldSectionIndex[newSections[newSection]] ?? -1
            // Old positions of the items that stay in this section, in new order.
            var stayers: [(oldItem: Int, newItem: Int, item: Item)] = []
            for (index, item) in items.enumerated() {
                let target = IndexPath(item: index, section: newSection)
                guard let source = oldLocation[item] else {
                    inserts.append(target)
                    continue
                }
                arrived[source.section][source.item] = true
                if source.section == sameSection {
                    stayers.append((source.item, index, item))
                } else if !reloadRequested.isEmpty, reloadRequested.contains(item) {
                    deletes.append(source.indexPath)
                    inserts.append(target)
                } else {
                    moves.append((source.indexPath, target))
                }
            }
            let keep = Self.inPlace(stayers.map(\.oldItem))
            for stayer in stayers {
                let source = IndexPath(item: stayer.oldItem, section: sameSection), target = IndexPath(item: stayer.newItem, section: newSection)
                let inPlace = keep.contains(stayer.oldItem)
                if !reloadRequested.isEmpty, reloadRequested.contains(stayer.item) {
                    if inPlace { reloads.append(source) } else { deletes.append(source); inserts.append(target) }
                } else if !inPlace {
                    moves.append((source, target))
                }
            }
        }
        for (section, items) in old.items.enumerated() where stableOld[section] {
            for index in items.indices where !arrived[section][index] {
                deletes.append(IndexPath(item: index, section: section))
            }
        }
        if !deletes.isEmpty { operations.append(.deleteItems(deletes)) }
        if !inserts.isEmpty { operations.append(.insertItems(inserts)) }
        if !reloads.isEmpty { operations.append(.reloadItems(reloads)) }
        for (from, to) in moves { operations.append(.moveItem(from: from, to: to)) }
        if !new.reconfiguredItemIdentifiers.isEmpty {
            reconfigure = new.reconfiguredItemIdentifiers.compactMap { new.indexPath(of: $0) }
        }
    }

    /// A position packed for cheap hashing.
    private struct Location {
        var section: Int
        var item: Int
        var indexPath: IndexPath { IndexPath(item: item, section: section) }
    }

    private static func index<Element: Hashable>(_ elements: [Element]) -> [Element: Int] {
        var index: [Element: Int] = [:]
        index.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() { index[element] = position }
        return index
    }

    /// The values of the longest increasing subsequence of `sequence` (distinct values): the survivors
    /// that can stay while the others move. Patience sorting, O(n log n).
    static func inPlace(_ sequence: [Int]) -> Set<Int> {
        guard !sequence.isEmpty else { return [] }
        var tails: [Int] = []          // index into `sequence` of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: sequence.count)
        for (index, value) in sequence.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if sequence[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: Set<Int> = []
        result.reserveCapacity(tails.count)
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.insert(sequence[cursor])
            cursor = previous[cursor]
        }
        return result
    }
}

@_spi(Benchmarks)
extension NSDiffableDataSourceSnapshot {
    /// The number of batch-update operations that turn this snapshot into `other` (runs the diff once).
    public func batchUpdateOperationCount(to other: Self) -> Int {
        SnapshotDiff(from: self, to: other).operations.reduce(0) { count, operation in
            switch operation {
            case let .deleteItems(paths), let .insertItems(paths), let .reloadItems(paths): count + paths.count
            case let .deleteSections(sections), let .insertSections(sections), let .reloadSections(sections): count + sections.count
            case .moveItem, .moveSection: count + 1
            }
        }
    }
}
