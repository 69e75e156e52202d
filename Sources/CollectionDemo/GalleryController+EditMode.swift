import CollectionEngine
import Foundation

/// Edit mode, as an iOS photo grid has it: Select turns it on (and becomes Done), every card shows a
/// check circle, clicks toggle cards, and Delete says how many photos it will delete. The last
/// deletion can be undone once with Ctrl+Z, animated back into place.
extension GalleryController {
    /// Select or Done: the screen's `setEditing(_:animated:)`, which comes back to `setEditMode`.
    func toggleEditMode() {
        if let screen = view.owningScreen {
            screen.setEditing(!view.collectionView.isEditing, animated: true)
        } else {
            setEditMode(!view.collectionView.isEditing)
        }
    }

    func setEditMode(_ editing: Bool) {
        let collectionView = view.collectionView
        guard collectionView.isEditing != editing else { return updateEditModeTitles() }
        collectionView.setEditing(editing, animated: true)
        DebugChannel.say("editing \(collectionView.isEditing ? "on" : "off")")
        updateEditModeTitles()
    }

    /// "Done" while editing, "Select" otherwise. Delete keeps its title: one that grew with the count
    /// ("Delete 3 photos") wrapped the bar onto a second row and moved the grid under the pointer.
    func updateEditModeTitles() {
        bar.setTitle(view.collectionView.isEditing ? "Done" : GalleryBar.Edit.select.rawValue, for: .select)
    }

    /// Keeps what a deletion removes, so that Ctrl+Z can put it back.
    func rememberDeletion(of indexPaths: [IndexPath]) {
        undoableDeletion = indexPaths.sorted().map { ($0, model.number(item: $0.item, section: $0.section)) }
    }

    /// Ctrl+Z: the last deletion comes back, each photo where it was, once.
    func handleUndo(_ key: UIKey) -> Bool {
        guard key.modifierFlags.contains(.control), key.charactersIgnoringModifiers.lowercased() == "z" else { return false }
        guard let deletion = undoableDeletion else { return true }
        endSearchForEditing()
        undoableDeletion = nil
        let collectionView = view.collectionView
        let bySection = Dictionary(grouping: deletion, by: \.indexPath.section)
        collectionView.performBatchUpdates {
            for (section, entries) in bySection {
                self.model.restoreItems(entries.map(\.number), at: entries.map(\.indexPath.item), section: section)
            }
            collectionView.insertItems(at: deletion.map(\.indexPath))
        }
        DebugChannel.say("undo deletion of \(deletion.count)")
        reportItems(in: bySection.keys.sorted())
        return true
    }
}
