import CollectionEngine
import Foundation

/// The gallery from the keyboard: Tab moves the keys between the collection view and the toolbar,
/// and the debug channel hears where focus goes (`focused S.I`, `focused toolbar NAME`).
///
/// In the collection view the engine does the rest: arrows walk the cards by where they are on
/// screen (in the ring and the cover flow too), Space toggles, Enter opens, Ctrl+A selects all.
extension GalleryController {
    /// Tab from the collection view (once it has focus) goes to the toolbar's first button; Tab from the
    /// toolbar comes back, where the collection view brings focus in as Tab always does.
    func handleTab(_ key: UIKey) -> Bool {
        guard key.charactersIgnoringModifiers == "\t", let window = view.window else { return false }
        let collectionView = view.collectionView, toolbar = view.toolbar
        if window.keyTarget === toolbar {
            toolbar.setKeyboardFocus(nil)
            window.keyTarget = collectionView
            collectionView.pressesBegan([UIPress(key: key)], with: UIPressesEvent(timestamp: 0))
        } else {
            window.keyTarget = toolbar
            toolbar.setKeyboardFocus(0)
        }
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                        with coordinator: UIFocusAnimationCoordinator) {
        guard let indexPath = context.nextFocusedIndexPath else { return }
        DebugChannel.say("focused \(indexPath.section).\(indexPath.item)")
    }

    /// Enter on a card (or a click that selects it alone): the demo says so; a photo viewer would open it.
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        DebugChannel.say("open \(indexPath.section).\(indexPath.item)")
    }
}
