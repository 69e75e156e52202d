import Foundation

/// The state of a diffable data source at one moment: sections of items, named by identifiers, as
/// UIKit's `NSDiffableDataSourceSnapshot`.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Photo.ID>()
/// snapshot.appendSections([.favourites, .all])
/// snapshot.appendItems(favourites.map(\.id), toSection: .favourites)
/// snapshot.appendItems(all.map(\.id), toSection: .all)
/// dataSource.apply(snapshot)
/// ```
///
/// - Complexity: Appending is O(1) per identifier; deleting a batch of items is O(items of the sections
///   they are in); `indexOfItem(_:)` is O(items of its section).
/// - Note: Where UIKit traps (an identifier added twice, a call naming an identifier the snapshot does
///   not hold), Tessera leaves the snapshot as it was for that identifier and remembers the problem;
///   `apply` then reports it as a `CollectionViewError` and keeps showing the last valid snapshot.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The type that names a section.
    public typealias Section = SectionIdentifierType
    /// The type that names an item.
    public typealias Item = ItemIdentifierType

    @usableFromInline private(set) var sections: [Section] = []
    @usableFromInline private(set) var items: [[Item]] = []
    private var sectionIndex: [Section: Int] = [:]
    private var sectionOfItem: [Item: Section] = [:]
    /// What went wrong while the snapshot was built; `apply` refuses a snapshot with problems.
    private(set) var problems: [CollectionViewError] = []
    /// The items marked with `reloadItems(_:)`, whose cells `apply` replaces with new ones.
    public private(set) var reloadedItemIdentifiers: [Item] = []
    /// The items marked with `reconfigureItems(_:)`, whose cells `apply` configures again in place.
    public private(set) var reconfiguredItemIdentifiers: [Item] = []
    /// The sections marked with `reloadSections(_:)`.
    public private(set) var reloadedSectionIdentifiers: [Section] = []

    /// Creates an empty snapshot: append sections first, then items.
    public init() {}

    // MARK: Queries

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in the order they are shown.
    public var sectionIdentifiers: [Section] { sections }
    /// Every item, section by section, in the order they are shown.
    ///
    /// - Complexity: O(n) for n items: the array is built on each call.
    public var itemIdentifiers: [Item] { items.flatMap { $0 } }

    /// The number of items in a section; 0 for a section the snapshot does not hold.
    public func numberOfItems(inSection identifier: Section) -> Int {
        sectionIndex[identifier].map { items[$0].count } ?? 0
    }

    /// The items of a section, in order; empty for a section the snapshot does not hold.
    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        sectionIndex[identifier].map { items[$0] } ?? []
    }

    /// The section that holds an item, or nil when the snapshot does not hold it.
    public func sectionIdentifier(containingItem identifier: Item) -> Section? { sectionOfItem[identifier] }

    /// Where an item is among all the snapshot's items (counted across sections), or nil.
    ///
    /// - Complexity: O(items of its section + sections before it).
    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let section = sectionOfItem[identifier], let index = sectionIndex[section],
              let position = items[index].firstIndex(of: identifier) else { return nil }
        return items[..<index].reduce(0) { $0 + $1.count } + position
    }

    /// Where a section is, or nil when the snapshot does not hold it.
    public func indexOfSection(_ identifier: Section) -> Int? { sectionIndex[identifier] }

    /// Where an item is, as an index path; O(items of its section).
    func indexPath(of identifier: Item) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let index = sectionIndex[section],
              let position = items[index].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: position, section: index)
    }

    // MARK: Items

    /// Appends items to `sectionIdentifier`, or to the last section when it is nil.
    public mutating func appendItems(_ identifiers: [Item], toSection sectionIdentifier: Section? = nil) {
        guard let target = sectionIdentifier ?? sections.last else {
            return problem(.unknownIdentifier(operation: "appendItems(_:toSection:)", identifier: "(no section: append a section first)"))
        }
        guard let index = sectionIndex[target] else {
            return problem(.unknownIdentifier(operation: "appendItems(_:toSection:)", identifier: "\(target)"))
        }
        let fresh = admit(identifiers, into: target)
        items[index].append(contentsOf: fresh)
    }

    /// Inserts items just before an item already in the snapshot, in that item's section.
    ///
    /// - Complexity: O(items of that section + `identifiers`).
    /// - Note: An unknown `beforeIdentifier`, or an identifier already in the snapshot, is recorded as a
    ///   problem that `apply` reports; UIKit traps.
    public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
        insert(identifiers, next: beforeIdentifier, offset: 0, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts items just after an item already in the snapshot, in that item's section.
    ///
    /// - Complexity: O(items of that section + `identifiers`).
    /// - Note: An unknown `afterIdentifier`, or an identifier already in the snapshot, is recorded as a
    ///   problem that `apply` reports; UIKit traps.
    public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
        insert(identifiers, next: afterIdentifier, offset: 1, operation: "insertItems(_:afterItem:)")
    }

    /// Removes items from whichever sections hold them.
    ///
    /// - Complexity: O(`identifiers` + items of the sections they are in).
    /// - Note: Identifiers the snapshot does not hold are recorded as problems that `apply` reports.
    public mutating func deleteItems(_ identifiers: [Item]) {
        var doomed: Set<Item> = []
        var touched: Set<Int> = []
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier), let index = sectionIndex[section] else {
                if !doomed.contains(identifier) { problem(.unknownIdentifier(operation: "deleteItems(_:)", identifier: "\(identifier)")) }
                continue
            }
            doomed.insert(identifier)
            touched.insert(index)
        }
        for index in touched { items[index].removeAll { doomed.contains($0) } }
    }

    /// Removes every item and every section, leaving an empty snapshot.
    ///
    /// It also forgets the reload and reconfigure marks and any problems recorded so far.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item just before another, possibly into another section.
    ///
    /// - Complexity: O(items of the two sections involved).
    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
        move(identifier, next: toIdentifier, offset: 0, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves an item just after another, possibly into another section.
    ///
    /// - Complexity: O(items of the two sections involved).
    public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) {
        move(identifier, next: toIdentifier, offset: 1, operation: "moveItem(_:afterItem:)")
    }

    /// Marks items whose cells must be replaced when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [Item]) {
        reloadedItemIdentifiers += known(identifiers, operation: "reloadItems(_:)")
    }

    /// Marks items whose cells are configured again, in place, when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [Item]) {
        reconfiguredItemIdentifiers += known(identifiers, operation: "reconfigureItems(_:)")
    }

    // MARK: Sections

    /// Adds empty sections at the end.
    ///
    /// - Complexity: O(number of sections): the section index is rebuilt.
    /// - Note: A section already in the snapshot is recorded as a problem that `apply` reports, and not added
    ///   again; UIKit traps.
    public mutating func appendSections(_ identifiers: [Section]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts empty sections just before a section already in the snapshot.
    ///
    /// - Complexity: O(number of sections).
    public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
        guard let index = sectionIndex[toIdentifier] else {
            return problem(.unknownIdentifier(operation: "insertSections(_:beforeSection:)", identifier: "\(toIdentifier)"))
        }
        insertSections(identifiers, at: index)
    }

    /// Inserts empty sections just after a section already in the snapshot.
    ///
    /// - Complexity: O(number of sections).
    public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
        guard let index = sectionIndex[toIdentifier] else {
            return problem(.unknownIdentifier(operation: "insertSections(_:afterSection:)", identifier: "\(toIdentifier)"))
        }
        insertSections(identifiers, at: index + 1)
    }

    /// Removes sections together with their items.
    ///
    /// - Complexity: O(sections + items of the deleted sections).
    public mutating func deleteSections(_ identifiers: [Section]) {
        let doomed = Set(known(identifiers, operation: "deleteSections(_:)"))
        guard !doomed.isEmpty else { return }
        for (section, sectionItems) in zip(sections, items) where doomed.contains(section) {
            for item in sectionItems { sectionOfItem[item] = nil }
        }
        let kept = sections.indices.filter { !doomed.contains(sections[$0]) }
        items = kept.map { items[$0] }
        sections = kept.map { sections[$0] }
        reindexSections()
    }

    /// Moves a section, with its items, just before another section.
    ///
    /// - Complexity: O(number of sections).
    public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) {
        moveSection(identifier, next: toIdentifier, offset: 0, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves a section, with its items, just after another section.
    ///
    /// - Complexity: O(number of sections).
    public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) {
        moveSection(identifier, next: toIdentifier, offset: 1, operation: "moveSection(_:afterSection:)")
    }

    /// Marks sections whose cells and supplementary views are replaced when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [Section]) {
        reloadedSectionIdentifiers += identifiers.filter { identifier in
            if sectionIndex[identifier] != nil { return true }
            problem(.unknownIdentifier(operation: "reloadSections(_:)", identifier: "\(identifier)"))
            return false
        }
    }

    // MARK: Helpers

    private mutating func problem(_ error: CollectionViewError) { problems.append(error) }

    /// The identifiers not yet in the snapshot (nor repeated in `identifiers`); records the others.
    private mutating func admit(_ identifiers: [Item], into section: Section) -> [Item] {
        var fresh: [Item] = []
        fresh.reserveCapacity(identifiers.count)
        var duplicates: [String] = []
        for identifier in identifiers {
            if sectionOfItem[identifier] != nil {
                duplicates.append("\(identifier)")
            } else {
                sectionOfItem[identifier] = section
                fresh.append(identifier)
            }
        }
        if !duplicates.isEmpty { problem(.duplicateIdentifiers(kind: "item", identifiers: duplicates)) }
        return fresh
    }

    private mutating func known(_ identifiers: [Item], operation: String) -> [Item] {
        identifiers.filter { identifier in
            if sectionOfItem[identifier] != nil { return true }
            problem(.unknownIdentifier(operation: operation, identifier: "\(identifier)"))
            return false
        }
    }

    private mutating func known(_ identifiers: [Section], operation: String) -> [Section] {
        identifiers.filter { identifier in
            if sectionIndex[identifier] != nil { return true }
            problem(.unknownIdentifier(operation: operation, identifier: "\(identifier)"))
            return false
        }
    }

    private mutating func insert(_ identifiers: [Item], next: Item, offset: Int, operation: String) {
        guard let section = sectionOfItem[next], let index = sectionIndex[section],
              let position = items[index].firstIndex(of: next) else {
            return problem(.unknownIdentifier(operation: operation, identifier: "\(next)"))
        }
        let fresh = admit(identifiers, into: section)
        items[index].insert(contentsOf: fresh, at: position + offset)
    }

    private mutating func move(_ identifier: Item, next: Item, offset: Int, operation: String) {
        guard identifier != next else { return }
        guard let from = sectionOfItem[identifier], let fromIndex = sectionIndex[from] else {
            return problem(.unknownIdentifier(operation: operation, identifier: "\(identifier)"))
        }
        guard let to = sectionOfItem[next], let toIndex = sectionIndex[to] else {
            return problem(.unknownIdentifier(operation: operation, identifier: "\(next)"))
        }
        items[fromIndex].removeAll { $0 == identifier }
        let position = items[toIndex].firstIndex(of: next) ?? items[toIndex].count
        items[toIndex].insert(identifier, at: position + offset)
        sectionOfItem[identifier] = to
    }

    private mutating func insertSections(_ identifiers: [Section], at index: Int) {
        var fresh: [Section] = [], duplicates: [String] = []
        var seen = Set(sections)
        for identifier in identifiers {
            if seen.insert(identifier).inserted { fresh.append(identifier) } else { duplicates.append("\(identifier)") }
        }
        if !duplicates.isEmpty { problem(.duplicateIdentifiers(kind: "section", identifiers: duplicates)) }
        sections.insert(contentsOf: fresh, at: index)
        items.insert(contentsOf: Array(repeating: [], count: fresh.count), at: index)
        reindexSections()
    }

    private mutating func moveSection(_ identifier: Section, next: Section, offset: Int, operation: String) {
        guard identifier != next else { return }
        guard let from = sectionIndex[identifier] else {
            return problem(.unknownIdentifier(operation: operation, identifier: "\(identifier)"))
        }
        guard sectionIndex[next] != nil else {
            return problem(.unknownIdentifier(operation: operation, identifier: "\(next)"))
        }
        let movedItems = items.remove(at: from)
        sections.remove(at: from)
        let target = (sections.firstIndex(of: next) ?? sections.count) + offset
        sections.insert(identifier, at: target)
        items.insert(movedItems, at: target)
        reindexSections()
    }

    private mutating func reindexSections() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    }
}
