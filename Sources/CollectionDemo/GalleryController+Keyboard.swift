import CollectionEngine
import Foundation

/// The gallery from the keyboard: Tab moves the keys between the collection view and the bar's
/// buttons, and the debug channel hears where focus goes (`focused S.I`, `focused toolbar NAME`).
///
/// In the collection view the engine does the rest: arrows walk the cards by where they are on
/// screen (in the ring and the cover flow too), Space toggles, Enter opens, Ctrl+A selects all.
extension GalleryController {
    /// Tab from the collection view (once it has focus) goes to the bar's first button (the keys then
    /// go to the gallery view, which hands them to the bar); Tab from the bar comes back, where the
    /// collection view brings focus in as Tab always does.
    func handleTab(_ key: UIKey) -> Bool {
        guard key.charactersIgnoringModifiers == "\t", let window = view.window else { return false }
        let collectionView = view.collectionView
        if bar.focusedButton != nil {
            bar.setKeyboardFocus(nil)
            window.keyTarget = collectionView
            collectionView.pressesBegan([UIPress(key: key)], with: UIPressesEvent(timestamp: 0))
        } else {
            window.keyTarget = view
            bar.setKeyboardFocus(0)
        }
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                        with coordinator: UIFocusAnimationCoordinator) {
        guard let indexPath = context.nextFocusedIndexPath else { return }
        DebugChannel.say("focused \(indexPath.section).\(indexPath.item)")
    }

    /// Enter on a card: the demo says so and the screen pushes the card's page (GalleryScreen).
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        DebugChannel.say("open \(indexPath.section).\(indexPath.item)")
        onOpen(indexPath)
    }
}
