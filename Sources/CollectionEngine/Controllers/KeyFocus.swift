import Foundation

/// What had the keys on a page when it was covered (by a push or a presented sheet): the view that
/// was the window's key target and, when that is a collection view, the item that had keyboard focus
/// in it. Uncovering the page gives both back, as UIKit's focus system returns focus to the item
/// that had it before the transition (`UIViewController.restoresFocusAfterTransition`).
@MainActor
struct KeyFocus {
    weak var view: UIView?
    /// The collection view item focused when the page was covered; nil when focus was not on an item.
    let focusedItem: IndexPath?

    init(_ view: UIView) {
        self.view = view
        focusedItem = (view as? UICollectionView)?.focus.focused
    }

    /// Makes the view the window's key target again and, when `restoresFocus`, focuses the item it
    /// had (if that item can still take focus).
    func restore(in window: UIWindow, restoresFocus: Bool) {
        window.keyTarget = view
        guard restoresFocus, let collectionView = view as? UICollectionView, let item = focusedItem,
              collectionView.canFocusItem(item) else { return }
        collectionView.setFocus(item, heading: [])
    }
}
