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
            var path = key.indexPath
            path.section = section
            return ElementKey(category: key.category, kind: key.kind, indexPath: path)
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
            var path = key.indexPath
            path.section = section
            return ElementKey(category: key.category, kind: key.kind, indexPath: path)
        }
    }
}
