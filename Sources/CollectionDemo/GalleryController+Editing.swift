import CollectionEngine
import Foundation

/// Editing the gallery: add, delete, shuffle and reset, each one batch update that changes the model
/// inside `performBatchUpdates` and animates. A click that arrives mid-animation starts the next
/// update at once; the collection view carries every card on from where it is on screen.
///
/// After each edit the demo prints `items section=S count=N numbers=A,B,…` for each section it
/// changed: the item numbers of the section's first 60 items, in order (a reset prints every section).
extension GalleryController {
    func perform(_ edit: GalleryBar.Edit) {
        DebugChannel.say("button \(edit.rawValue)")
        // An edit while a card is lifted abandons the move first: the selection and index paths the
        // edit reads are then the data source's own, not the order shown during the move.
        view.collectionView.cancelInteractiveMovement()
        // Edits work on the model's index paths: a search shows a filtered view, so it ends first.
        endSearchForEditing()
        // Undo reaches back one deletion only, and only while nothing else has changed the model since.
        if edit != .delete && edit != .select { undoableDeletion = nil }
        switch edit {
        case .add: addItem()
        case .delete: deleteSelectedItems()
        case .shuffle: shuffleVisibleItems()
        case .reset: reset()
        case .select: toggleEditMode()
        }
    }

    /// A new item after the last selected one, or at the start of the first visible section (the
    /// first section in an empty gallery); it is scrolled to and becomes the selection, so the user
    /// sees what Add made and a second Add goes after it.
    private func addItem() {
        let collectionView = view.collectionView
        let target: IndexPath
        if let selected = collectionView.indexPathsForSelectedItems?.max() {
            target = IndexPath(item: selected.item + 1, section: selected.section)
        } else if let section = firstVisibleSection() ?? (model.numberOfSections > 0 ? 0 : nil) {
            target = IndexPath(item: 0, section: section)
        } else {
            return
        }
        collectionView.performBatchUpdates {
            self.model.insertNewItem(at: target.item, section: target.section)
            collectionView.insertItems(at: [target])
        }
        reportItems(in: [target.section])
        deselectAll()
        collectionView.selectItem(at: target, animated: true, scrollPosition: [])
        DebugChannel.say("selected \(target.section).\(target.item)")
        updateEditModeTitles()
        if layouts.current != .ring {
            collectionView.scrollToItem(at: target, at: layouts.current == .coverFlow ? .centeredHorizontally : [], animated: true)
        }
    }

    private func deleteSelectedItems() {
        deleteItems(view.collectionView.indexPathsForSelectedItems ?? [])
    }

    /// Deletes the items, animated, and keeps them for one Ctrl+Z.
    func deleteItems(_ selected: [IndexPath]) {
        let collectionView = view.collectionView
        guard !selected.isEmpty else { return }
        let bySection = Dictionary(grouping: selected, by: \.section)
        rememberDeletion(of: selected)
        collectionView.performBatchUpdates {
            for (section, indexPaths) in bySection {
                self.model.removeItems(IndexSet(indexPaths.map(\.item)), section: section)
            }
            collectionView.deleteItems(at: selected)
        }
        reportItems(in: bySection.keys.sorted())
        updateEditModeTitles()
    }

    /// Shuffles the visible items of the selection's section (or the first visible one), as moves.
    private func shuffleVisibleItems() {
        let collectionView = view.collectionView
        guard let section = collectionView.indexPathsForSelectedItems?.first?.section ?? firstVisibleSection() else { return }
        let items = collectionView.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item).sorted()
        guard items.count > 1 else { return }
        var order = items.shuffled()
        if order == items { order = items.reversed() }
        collectionView.performBatchUpdates {
            self.model.reorder(items, as: order, section: section)
            for (slot, source) in zip(items, order) where slot != source {
                collectionView.moveItem(at: IndexPath(item: source, section: section), to: IndexPath(item: slot, section: section))
            }
        }
        reportItems(in: [section])
    }

    /// Back to the generated gallery: every edited section's items replaced by the generated ones.
    private func reset() {
        let collectionView = view.collectionView
        let edited = (0..<model.numberOfSections).filter { !model.isGenerated($0) }
        collectionView.performBatchUpdates {
            self.model.reset()
            if !edited.isEmpty { collectionView.reloadSections(IndexSet(edited)) }
        }
        reportItems(in: Array(0..<model.numberOfSections))
    }

    private func firstVisibleSection() -> Int? {
        view.collectionView.indexPathsForVisibleItems.map(\.section).min()
    }

    /// Updates the visible headers' counts of `sections` (UIKit leaves supplementary views as they
    /// are unless told) and prints their `items` lines.
    func reportItems(in sections: [Int]) {
        updateEmptyState()
        for section in sections {
            let count = model.numberOfItems(in: section)
            let header = view.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                at: IndexPath(item: 0, section: section))
            (header as? SectionHeaderView)?.configure(title: model.sectionTitle(section), count: count)
            let numbers = (0..<min(count, 60)).map { String(model.number(item: $0, section: section)) }
            DebugChannel.say("items section=\(section) count=\(count) numbers=\(numbers.joined(separator: ","))")
        }
    }

    /// Shows "No pictures" over an empty gallery, so an empty window reads as empty, not as broken.
    func updateEmptyState() {
        view.emptyLabel.isHidden = (0..<model.numberOfSections).contains { model.numberOfItems(in: $0) > 0 }
    }
}
