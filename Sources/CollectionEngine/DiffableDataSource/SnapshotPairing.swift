import Foundation

/// Two snapshots with every identifier replaced by a position: the only part of a diff that hashes
/// identifiers, and so the only generic part.
///
/// It is `@inlinable` so it is compiled into the caller's module for the caller's identifier types:
/// left generic, each hash and comparison goes through witness tables and costs several times as much
/// (measured in Benchmarks/TesseraBench/DiffBench.swift). Everything after it, in `SnapshotDiff`, works
/// on plain integers.
///
/// - Complexity: One hash insert per old item and section, one lookup per new item and section, and
///   one per identifier marked for reloading: the cost of pairing by dictionary, which no diff avoids.
@usableFromInline
struct SnapshotPairing {
    /// Items per section, old and new.
    @usableFromInline var oldCounts: [Int] = []
    @usableFromInline var newCounts: [Int] = []
    /// For each new section, the old section with the same identifier, or -1.
    @usableFromInline var oldSectionOfNew: [Int] = []
    /// For each old section, whether the new snapshot still has it.
    @usableFromInline var oldSectionSurvives: [Bool] = []
    /// The sections marked for reloading that are on both sides, as (old, new) indices.
    @usableFromInline var reloadedSections: [(old: Int, new: Int)] = []
    /// For each new item, in order across sections, its position in the old snapshot's items taken in
    /// order across sections, or -1 when it is new.
    @usableFromInline var source: [Int32] = []
    /// Old items (by that flat position) whose cells must be replaced.
    @usableFromInline var reloadRequested: [Int32] = []
    /// Whether the two snapshots hold the same sections and items in the same order.
    @usableFromInline var isUnchanged = false

    // Code that stays generic (a generic class such as the data source calls this without knowing its
    // types) dispatches to these copies for the commonest identifier types.
    @inlinable
    @_specialize(where Section == Int, Item == Int)
    @_specialize(where Section == String, Item == Int)
    @_specialize(where Section == Int, Item == UUID)
    @_specialize(where Section == String, Item == UUID)
    @_specialize(where Section == Int, Item == String)
    @_specialize(where Section == String, Item == String)
    init<Section, Item>(from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        oldCounts = old.items.map(\.count)
        newCounts = new.items.map(\.count)
        // Equal arrays compare by storage identity first, so a snapshot diffed against itself (or an
        // unchanged copy) costs a comparison, not a diff.
        if new.reloadedItemIdentifiers.isEmpty, new.reloadedSectionIdentifiers.isEmpty,
           old.sections == new.sections, old.items == new.items {
            isUnchanged = true
            return
        }
        var oldSectionIndex: [Section: Int] = [:]
        oldSectionIndex.reserveCapacity(old.sections.count)
        for (index, section) in old.sections.enumerated() { oldSectionIndex[section] = index }
        oldSectionSurvives = [Bool](repeating: false, count: old.sections.count)
        oldSectionOfNew = new.sections.map { section in
            guard let index = oldSectionIndex[section] else { return -1 }
            oldSectionSurvives[index] = true
            return index
        }
        if !new.reloadedSectionIdentifiers.isEmpty {
            var newSectionIndex: [Section: Int] = [:]
            for (index, section) in new.sections.enumerated() { newSectionIndex[section] = index }
            for section in new.reloadedSectionIdentifiers {
                if let oldIndex = oldSectionIndex[section], let newIndex = newSectionIndex[section] {
                    reloadedSections.append((oldIndex, newIndex))
                }
            }
        }

        var position: [Item: Int32] = [:]
        position.reserveCapacity(old.numberOfItems)
        var flat: Int32 = 0
        for items in old.items {
            for item in items {
                position[item] = flat
                flat &+= 1
            }
        }
        source.reserveCapacity(new.numberOfItems)
        for items in new.items {
            for item in items { source.append(position[item] ?? -1) }
        }
        reloadRequested = new.reloadedItemIdentifiers.compactMap { position[$0] }
    }
}
