import CollectionEngine
import Foundation

/// Selection as on every desktop, built on UIKit's delegate: a plain click selects only that card,
/// Ctrl-click toggles it, Shift-click extends from the last card clicked, a click on empty space or
/// Escape clears, Ctrl+A selects all (the engine's own key). In the cover flow a click also brings the
/// card to the middle.
///
/// The engine keeps UIKit's rule, where a click with multiple selection toggles; the demo turns a
/// plain click into a replacement in `shouldSelectItemAt`/`shouldDeselectItemAt`, knowing which
/// modifiers the click had from the window (`GalleryWindow.clickModifiers`). Edit mode (the Select
/// button) keeps UIKit's toggling, as a photo app's selection mode does.
extension GalleryController {
    /// Whether a selection change being asked about comes from a click without Ctrl or Shift.
    private var isPlainClick: Bool {
        guard let modifiers = (view.window as? GalleryWindow)?.clickModifiers else { return false }
        let collectionView = view.collectionView
        return modifiers.isDisjoint(with: [.control, .shift, .command]) && collectionView.allowsMultipleSelection && !collectionView.isEditing
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        bringClickedCardToTheMiddle(indexPath)
        if isPlainClick { deselectAll(except: indexPath) }
        return true
    }

    /// A plain click on a selected card keeps it, alone; Ctrl-click (and Space) toggle it off.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        bringClickedCardToTheMiddle(indexPath)
        guard isPlainClick else { return true }
        deselectAll(except: indexPath)
        return false
    }

    /// In the cover flow a click on a side card (without Shift, which picks a range) brings it to the middle.
    private func bringClickedCardToTheMiddle(_ indexPath: IndexPath) {
        guard layouts.current == .coverFlow, let modifiers = (view.window as? GalleryWindow)?.clickModifiers,
              !modifiers.contains(.shift) else { return }
        view.collectionView.scrollToItem(at: indexPath, at: .centeredHorizontally, animated: true)
    }

    /// Deselects every card but `kept`, saying so on the debug channel as the delegate would.
    func deselectAll(except kept: IndexPath? = nil) {
        let collectionView = view.collectionView
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] where indexPath != kept {
            collectionView.deselectItem(at: indexPath, animated: false)
            reportSelection(false, at: indexPath)
        }
        updateEditModeTitles()
    }

    /// A click on the backdrop between cards clears the selection; Ctrl or Shift keep it, as they
    /// begin a rubber band that adds to it.
    func installBackgroundClick() {
        guard let backdrop = view.collectionView.backgroundView else { return }
        backdrop.isUserInteractionEnabled = true
        let click = UITapGestureRecognizer(target: self, action: GalleryController.backgroundClicked)
        // The rubber band that starts on the same press still runs.
        click.cancelsTouchesInView = false
        backdrop.addGestureRecognizer(click)
    }

    private func backgroundClicked(_ recognizer: UITapGestureRecognizer) {
        let modifiers = (view.window as? GalleryWindow)?.clickModifiers ?? []
        guard modifiers.isDisjoint(with: [.control, .shift, .command]) else { return }
        deselectAll()
    }

    /// Escape clears the selection; returns whether there was one.
    func clearSelectionByKey() -> Bool {
        guard view.collectionView.indexPathsForSelectedItems != nil else { return false }
        deselectAll()
        return true
    }
}
