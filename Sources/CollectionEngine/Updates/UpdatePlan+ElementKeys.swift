import Foundation

extension UpdatePlan {
    /// The key of an element after the update: items by the item map, supplementary and decoration
    /// views by their section; nil when the element is gone or gets a new view.
    func newKey(for key: ElementKey) -> ElementKey? {
        switch key.category {
        case .cell:
            guard let path = newIndexPath(forOld: key.indexPath), !isReloaded(path) else { return nil }
            return ElementKey(category: .cell, kind: "", indexPath: path)
        case .supplementaryView, .decorationView:
            guard let section = newSection(forOld: key.indexPath.section) else { return nil }
            if case .existing(_, true) = sectionSources[section] { return nil }
            return key.moved(toSection: section)
        }
    }

    /// The key an element had before the update, or nil when it is new.
    func oldKey(for key: ElementKey) -> ElementKey? {
        switch key.category {
        case .cell:
            guard let path = oldIndexPath(forNew: key.indexPath) else { return nil }
            return ElementKey(category: .cell, kind: "", indexPath: path)
        case .supplementaryView, .decorationView:
            guard let section = oldSection(forNew: key.indexPath.section) else { return nil }
            return key.moved(toSection: section)
        }
    }
}

extension UpdatePlan {
    /// For an element that a reload replaces (a reloaded item, or a view of a reloaded section): the
    /// key of the element that takes its place after the update; nil for every other element.
    func replacementKey(for oldKey: ElementKey) -> ElementKey? {
        switch oldKey.category {
        case .cell:
            guard let path = replacedItemPath(forOld: oldKey.indexPath) else { return nil }
            return ElementKey(category: .cell, kind: "", indexPath: path)
        case .supplementaryView, .decorationView:
            guard let section = newSection(forOld: oldKey.indexPath.section),
                  case .existing(_, true) = sectionSources[section] else { return nil }
            return oldKey.moved(toSection: section)
        }
    }

    /// The reverse of `replacementKey(for:)`: the key of the element a new one replaces, if a reload made it.
    func replacedKey(for newKey: ElementKey) -> ElementKey? {
        switch newKey.category {
        case .cell:
            let reloadedItem = isReloaded(newKey.indexPath) ? oldIndexPath(forNew: newKey.indexPath) : nil
            guard let path = reloadedItem ?? reloadedSectionPath(newKey.indexPath) else { return nil }
            return ElementKey(category: .cell, kind: "", indexPath: path)
        case .supplementaryView, .decorationView:
            guard sectionSources.indices.contains(newKey.indexPath.section),
                  case let .existing(old, true) = sectionSources[newKey.indexPath.section] else { return nil }
            return newKey.moved(toSection: old)
        }
    }

    /// Where an old item goes when it is reloaded in place: by the item maps, or as the same item of
    /// its section when the whole section was reloaded (and still has that item).
    private func replacedItemPath(forOld old: IndexPath) -> IndexPath? {
        guard old.count == 2, sectionDestinations.indices.contains(old.section) else { return nil }
        if let items = forward[old.section] {
            guard items.indices.contains(old.item), let path = items[old.item].indexPath, isReloaded(path) else { return nil }
            return path
        }
        guard let section = sectionDestinations[old.section], case .existing(_, true) = sectionSources[section],
              old.item < newCounts[section] else { return nil }
        return IndexPath(item: old.item, section: section)
    }

    /// The same item of the section before the update, when the whole section was reloaded and had it.
    private func reloadedSectionPath(_ new: IndexPath) -> IndexPath? {
        guard new.count == 2, sectionSources.indices.contains(new.section),
              case let .existing(old, true) = sectionSources[new.section], new.item < oldCounts[old] else { return nil }
        return IndexPath(item: new.item, section: old)
    }
}

private extension ElementKey {
    /// The same supplementary or decoration element of another section.
    func moved(toSection section: Int) -> ElementKey {
        var path = indexPath
        path.section = section
        return ElementKey(category: category, kind: kind, indexPath: path)
    }
}
