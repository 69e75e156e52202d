import Foundation

extension UpdatePlan {
    /// The changes for the layout's `prepare(forCollectionViewUpdates:)`: section deletes, reloads,
    /// moves and inserts, then item deletes, reloads, moves and inserts, each in index-path order.
    ///
    /// Built on demand, because a layout that does not read them should not pay one object per change.
    ///
    /// - Complexity: O(sections + items of the sections the batch named).
    func makeUpdateItems() -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        let sectionsBefore = marks.sectionsBefore, sectionsAfter = marks.sectionsAfter
        for section in sectionsBefore.indices where sectionsBefore[section] == .delete {
            items.append(.init(action: .delete, before: [section], after: nil))
        }
        for section in sectionsBefore.indices where sectionsBefore[section] == .reload {
            items.append(.init(action: .reload, before: [section], after: sectionDestinations[section].map { [$0] }))
        }
        for section in sectionsBefore.indices where sectionsBefore[section] == .move {
            items.append(.init(action: .move, before: [section], after: sectionDestinations[section].map { [$0] }))
        }
        for section in sectionsAfter.indices where sectionsAfter[section] == .insert {
            items.append(.init(action: .insert, before: nil, after: [section]))
        }
        for (action, itemAction) in [(UpdateMarks.Action.delete, UICollectionViewUpdateItem.Action.delete), (.reload, .reload), (.move, .move)] {
            for (section, marks) in marks.itemsBefore.enumerated() {
                guard let marks else { continue }
                for item in marks.indices where marks[item] == action {
                    let before = IndexPath(item: item, section: section)
                    items.append(.init(action: itemAction, before: before, after: action == .delete ? nil : newIndexPath(forOld: before)))
                }
            }
        }
        for (section, marks) in marks.itemsAfter.enumerated() {
            guard let marks else { continue }
            for item in marks.indices where marks[item] == .insert {
                items.append(.init(action: .insert, before: nil, after: IndexPath(item: item, section: section)))
            }
        }
        return items
    }
}
