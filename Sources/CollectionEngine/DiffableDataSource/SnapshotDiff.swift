import Foundation

/// The batch update that turns one snapshot into another.
///
/// Heckel's idea: an identifier names the same element in both snapshots, so pairing old and new
/// positions takes one hash table (`SnapshotPairing`, the only step that hashes); deletes, inserts and
/// moves between sections then fall out of one pass over integers. Within a section, the survivors that
/// keep their relative order are the longest increasing run of their old positions taken in new order
/// (found by patience sorting); every other survivor is moved. Those left in place fill, in order, the
/// slots the update leaves free, which is exactly where UIKit's update rules put them.
///
/// - Complexity: O(n) for n sections plus items once paired, and O(s log s) to choose the fewest
///   moves among the s survivors of each section.
@usableFromInline
struct SnapshotDiff {
    var operations: [UpdateOperation] = []
    /// Items to configure again once the update is applied, as index paths after it.
    var reconfigure: [IndexPath] = []

    init<Section, Item>(from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        self.init(SnapshotPairing(from: old, to: new))
        if !new.reconfiguredItemIdentifiers.isEmpty {
            reconfigure = new.reconfiguredItemIdentifiers.compactMap { new.indexPath(of: $0) }
        }
    }

    @usableFromInline
    init(_ pairing: SnapshotPairing) {
        guard !pairing.isUnchanged else { return }
        let oldSectionCount = pairing.oldCounts.count, newSectionCount = pairing.newCounts.count

        // Sections: deleted, inserted, moved, reloaded.
        let survivingSections = pairing.oldSectionOfNew.filter { $0 >= 0 }
        let keptSections = Self.longestIncreasingRun(survivingSections.lazy.map { Int32($0) })
        var sectionInPlace = [Bool](repeating: false, count: oldSectionCount)
        for (position, oldIndex) in survivingSections.enumerated() where keptSections[position] { sectionInPlace[oldIndex] = true }
        var deletedSections = IndexSet(pairing.oldSectionSurvives.indices.filter { !pairing.oldSectionSurvives[$0] })
        var insertedSections = IndexSet(pairing.oldSectionOfNew.indices.filter { pairing.oldSectionOfNew[$0] < 0 })
        var reloadedSections = IndexSet()
        for (oldIndex, newIndex) in pairing.reloadedSections {
            if sectionInPlace[oldIndex] {
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
        for (newIndex, oldIndex) in pairing.oldSectionOfNew.enumerated()
        where oldIndex >= 0 && !sectionInPlace[oldIndex] && !deletedSections.contains(oldIndex) {
            operations.append(.moveSection(from: oldIndex, to: newIndex))
        }

        // Items are diffed one by one only in sections present on both sides and not replaced whole.
        let stableOld = (0..<oldSectionCount).map { !deletedSections.contains($0) && !reloadedSections.contains($0) }
        let stableNew = (0..<newSectionCount).map { index in
            let oldIndex = pairing.oldSectionOfNew[index]
            return !insertedSections.contains(index) && oldIndex >= 0 && stableOld[oldIndex]
        }
        let oldStarts = Self.starts(pairing.oldCounts), newStarts = Self.starts(pairing.newCounts)
        let oldTotal = oldStarts[oldSectionCount]
        // Per old item: whether it found a place in the new snapshot (the rest are deleted), and
        // whether its cell must be replaced.
        let arrivedFlag: UInt8 = 1, reloadFlag: UInt8 = 2
        var flags = [UInt8](repeating: 0, count: oldTotal)
        for position in pairing.reloadRequested { flags[Int(position)] |= reloadFlag }

        var deletes: [IndexPath] = [], inserts: [IndexPath] = [], reloads: [IndexPath] = []
        var moves: [(IndexPath, IndexPath)] = []
        var stayerOld: [Int32] = [], stayerNew: [Int32] = []
        pairing.source.withUnsafeBufferPointer { source in
            for newSection in 0..<newSectionCount where stableNew[newSection] {
                let sameSection = pairing.oldSectionOfNew[newSection]
                let sameStart = oldStarts[sameSection], sameEnd = oldStarts[sameSection + 1]
                let start = newStarts[newSection]
                // Old positions of the items that stay in this section, in new order.
                stayerOld.removeAll(keepingCapacity: true)
                stayerNew.removeAll(keepingCapacity: true)
                for index in 0..<(newStarts[newSection + 1] - start) {
                    let from = Int(source[start + index])
                    if from >= sameStart, from < sameEnd {
                        flags[from] |= arrivedFlag
                        stayerOld.append(Int32(from - sameStart))
                        stayerNew.append(Int32(index))
                        continue
                    }
                    let target = IndexPath(item: index, section: newSection)
                    let fromSection = from < 0 ? -1 : Self.section(containing: from, starts: oldStarts)
                    guard fromSection >= 0, stableOld[fromSection] else {
                        inserts.append(target)
                        continue
                    }
                    flags[from] |= arrivedFlag
                    let origin = IndexPath(item: from - oldStarts[fromSection], section: fromSection)
                    if flags[from] & reloadFlag != 0 {
                        deletes.append(origin)
                        inserts.append(target)
                    } else {
                        moves.append((origin, target))
                    }
                }
                let keep = Self.longestIncreasingRun(stayerOld)
                for stayer in stayerOld.indices {
                    let oldItem = Int(stayerOld[stayer])
                    let reload = flags[sameStart + oldItem] & reloadFlag != 0
                    guard reload || !keep[stayer] else { continue }
                    let origin = IndexPath(item: oldItem, section: sameSection)
                    let target = IndexPath(item: Int(stayerNew[stayer]), section: newSection)
                    if !reload {
                        moves.append((origin, target))
                    } else if keep[stayer] {
                        reloads.append(origin)
                    } else {
                        deletes.append(origin)
                        inserts.append(target)
                    }
                }
            }
        }
        for section in 0..<oldSectionCount where stableOld[section] {
            for position in oldStarts[section]..<oldStarts[section + 1] where flags[position] & arrivedFlag == 0 {
                deletes.append(IndexPath(item: position - oldStarts[section], section: section))
            }
        }
        if !deletes.isEmpty { operations.append(.deleteItems(deletes)) }
        if !inserts.isEmpty { operations.append(.insertItems(inserts)) }
        if !reloads.isEmpty { operations.append(.reloadItems(reloads)) }
        operations.reserveCapacity(operations.count + moves.count)
        for (from, to) in moves { operations.append(.moveItem(from: from, to: to)) }
    }

    /// How many single changes the operations hold (each index path or section counts one).
    @usableFromInline
    var changeCount: Int {
        operations.reduce(0) { count, operation in
            switch operation {
            case let .deleteItems(paths), let .insertItems(paths), let .reloadItems(paths): count + paths.count
            case let .deleteSections(sections), let .insertSections(sections), let .reloadSections(sections): count + sections.count
            case .moveItem, .moveSection: count + 1
            }
        }
    }

    /// How many item moves the operations hold.
    @usableFromInline
    var itemMoveCount: Int {
        operations.reduce(0) { count, operation in
            if case .moveItem = operation { count + 1 } else { count }
        }
    }

    /// Where each section starts in the items taken in order across sections, and (last) the total.
    private static func starts(_ counts: [Int]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        return starts
    }

    /// The section holding flat position `position`, by binary search over `starts`.
    private static func section(containing position: Int, starts: [Int]) -> Int {
        var low = 0, high = starts.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= position { low = middle } else { high = middle }
        }
        return low
    }

    /// Which elements of `sequence` (distinct values) form its longest increasing subsequence: the
    /// survivors that can stay while the others move. Patience sorting, O(n log n).
    static func longestIncreasingRun<Values: Collection<Int32>>(_ values: Values) -> [Bool] {
        let sequence = Array(values)
        var keep = [Bool](repeating: false, count: sequence.count)
        guard !sequence.isEmpty else { return keep }
        var tails: [Int32] = []          // index into `sequence` of the smallest tail of each run length
        var previous = [Int32](repeating: -1, count: sequence.count)
        sequence.withUnsafeBufferPointer { sequence in
            for index in sequence.indices {
                let value = sequence[index]
                var low = 0, high = tails.count
                // Input mostly in order: try the end first, where most values land.
                if high > 0, sequence[Int(tails[high - 1])] < value {
                    low = high
                } else {
                    while low < high {
                        let middle = (low + high) / 2
                        if sequence[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
                    }
                }
                if low > 0 { previous[index] = tails[low - 1] }
                if low == tails.count { tails.append(Int32(index)) } else { tails[low] = Int32(index) }
            }
        }
        var cursor = Int(tails.last ?? -1)
        while cursor >= 0 {
            keep[cursor] = true
            cursor = Int(previous[cursor])
        }
        return keep
    }
}

@_spi(Benchmarks)
extension NSDiffableDataSourceSnapshot {
    /// The number of batch-update operations that turn this snapshot into `other` (runs the diff once).
    @inlinable
    public func batchUpdateOperationCount(to other: Self) -> Int {
        SnapshotDiff(SnapshotPairing(from: self, to: other)).changeCount
    }

    /// How many items the diff to `other` moves (the rest it leaves in place, deletes, inserts or reloads).
    @inlinable
    public func batchUpdateMoveCount(to other: Self) -> Int {
        SnapshotDiff(SnapshotPairing(from: self, to: other)).itemMoveCount
    }
}
