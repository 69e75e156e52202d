import Foundation

extension UpdatePlan {
    /// The key of an element after the update: items by the item map, supplementary and decoration
    /// views by their section; nil when the element is gone or gets a new view.
    func newKey(for key: ElementKey) -> ElementKey? {
        key.mapped(
            itemPath: { old in newIndexPath(forOld: old).flatMap { isReloaded($0) ? nil : $0 } },
            section: { old in newSection(forOld: old).flatMap { oldSectionReloaded(byNew: $0) == nil ? $0 : nil } })
    }

    /// The key an element had before the update; nil when it is new or a reload gave it a new view
    /// (the reverse of `newKey(for:)`; `replacedKey(for:)` names the element such a view replaces).
    func oldKey(for key: ElementKey) -> ElementKey? {
        key.mapped(
            itemPath: { new in isReloaded(new) ? nil : oldIndexPath(forNew: new) },
            section: { new in oldSectionReloaded(byNew: new) == nil ? oldSection(forNew: new) : nil })
    }

    /// For an element that a reload replaces (a reloaded item, or a view of a reloaded section): the
    /// key of the element that takes its place after the update; nil for every other element.
    func replacementKey(for oldKey: ElementKey) -> ElementKey? {
        oldKey.mapped(
            itemPath: replacedItemPath(forOld:),
            section: { old in newSection(forOld: old).flatMap { oldSectionReloaded(byNew: $0) == nil ? nil : $0 } })
    }

    /// The reverse of `replacementKey(for:)`: the key of the element a new one replaces, if a reload made it.
    func replacedKey(for newKey: ElementKey) -> ElementKey? {
        newKey.mapped(
            itemPath: { new in (isReloaded(new) ? oldIndexPath(forNew: new) : nil) ?? reloadedSectionPath(new) },
            section: oldSectionReloaded(byNew:))
    }

    /// The section before the update that a reloaded section after it replaces; nil when the section
    /// is new or was not reloaded.
    private func oldSectionReloaded(byNew section: Int) -> Int? {
        guard sectionSources.indices.contains(section), case let .existing(old, true) = sectionSources[section] else { return nil }
        return old
    }

    /// Where an old item goes when it is reloaded in place: by the item maps, or as the same item of
    /// its section when the whole section was reloaded (and still has that item).
    private func replacedItemPath(forOld old: IndexPath) -> IndexPath? {
        guard old.count == 2, sectionDestinations.indices.contains(old.section) else { return nil }
        if let items = forward[old.section] {
            guard items.indices.contains(old.item), let path = items[old.item].indexPath, isReloaded(path) else { return nil }
            return path
        }
        guard let section = sectionDestinations[old.section], oldSectionReloaded(byNew: section) != nil,
              old.item < newCounts[section] else { return nil }
        return IndexPath(item: old.item, section: section)
    }

    /// The same item of the section before the update, when the whole section was reloaded and had it.
    private func reloadedSectionPath(_ new: IndexPath) -> IndexPath? {
        guard new.count == 2, let old = oldSectionReloaded(byNew: new.section), new.item < oldCounts[old] else { return nil }
        return IndexPath(item: new.item, section: old)
    }
}

private extension ElementKey {
    /// The key of the same element under an update's maps: a cell's by `itemPath`, a supplementary or
    /// decoration view's by `section` (it keeps its kind and item); nil where the map gives none.
    func mapped(itemPath: (IndexPath) -> IndexPath?, section: (Int) -> Int?) -> ElementKey? {
        switch category {
        case .cell:
            return itemPath(indexPath).map { ElementKey(category: .cell, kind: "", indexPath: $0) }
        case .supplementaryView, .decorationView:
            guard let section = section(indexPath.section) else { return nil }
            var path = indexPath
            path.section = section
            return ElementKey(category: category, kind: kind, indexPath: path)
        }
    }
}
