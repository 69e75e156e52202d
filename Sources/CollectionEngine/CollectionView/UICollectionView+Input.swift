import Foundation

// Mouse selection, as UIKit's delegate describes a tap, with desktop modifiers on top.
//
// A primary press on an item asks `shouldHighlightItemAt`; if it may, the item is highlighted
// (`cell.isHighlighted`, `didHighlightItemAt`). If not, the press does nothing at all, as in UIKit.
// Releasing on the same item unhighlights it (`didUnhighlightItemAt`) and then clicks it; moving off the
// item first, leaving the window, pressing Escape or scrolling the content unhighlights it and cancels
// the click.
//
// What a click does (see `ClickSelection.intent`):
// - without `allowsMultipleSelection`, any click replaces the selection: `shouldSelectItemAt`, then
//   `didDeselectItemAt` for each item that was selected, then `didSelectItemAt` (again, if it already was);
// - with it, a click or Control-click toggles the item (`shouldDeselectItemAt`/`didDeselectItemAt`, or
//   `shouldSelectItemAt`/`didSelectItemAt`), and Shift-click selects every item from the anchor (the last
//   item clicked without Shift) to this one, in index-path order across sections, asking
//   `shouldSelectItemAt` for each and deselecting nothing.
// The press itself, from highlight to click or lift, is an `ItemPress` (Interaction/ItemPress.swift).
// A click on empty space leaves the selection alone: on a desktop it is easy to click between cards by
// accident, and losing a large multiple selection to that would hurt more than keeping it.

extension UICollectionView: InputHandling {
    /// Takes primary presses on items while selection is allowed, and on empty space for a rubber band
    /// while multiple selection is; other presses go to the views behind.
    func beginTracking(_ button: InputEvent.PointerButton, at location: CGPoint, event: InputEvent) -> PointerTracking? {
        if button == .secondary {
            // A right-click opens the context menu at once, as desktop menus do (+ContextMenu).
            presentContextMenu(forItemAt: indexPathForItem(at: location), at: location)
            return nil
        }
        // A press anywhere but on the actions closes a swiped row, and does nothing else (as in UIKit).
        if button == .primary, swipeState != .idle {
            moveSwipe(.close)
            return nil
        }
        guard button == .primary, allowsSelectionNow else { return nil }
        guard let indexPath = indexPathForItem(at: location) else {
            // Empty space: a drag there draws a rubber band (Interaction/RubberBandSelection.swift).
            return allowsMultipleSelectionNow ? RubberBandSelection(self, at: location, event: event) : nil
        }
        let press = ItemPress(self, indexPath: indexPath, event: event)
        itemPress = press
        return press
    }

    // MARK: Highlighting and selecting as the user does

    /// Highlights an item if the delegate agrees; returns whether it did.
    func highlightByUser(_ indexPath: IndexPath) -> Bool {
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return false }
        setHighlighted(true, at: indexPath)
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        return true
    }

    func unhighlightByUser(_ indexPath: IndexPath) {
        setHighlighted(false, at: indexPath)
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// Applies a click on `indexPath` to the selection.
    func clickItem(at indexPath: IndexPath, modifiers: InputEvent.Modifiers) {
        guard isValidItem(indexPath) else { return }
        focusClickedItem(indexPath)
        let anchor = selection.anchor.flatMap { isValidItem($0) ? $0 : nil }
        switch ClickSelection.intent(modifiers: modifiers, allowsMultipleSelection: allowsMultipleSelectionNow, anchor: anchor) {
        case .replace:
            // A click that selects one item alone is its primary action (iOS 16).
            activateByUser(indexPath)
        case .toggle:
            selection.anchor = indexPath
            if selection.contains(indexPath) { deselectByUser(indexPath) } else { selectByUser(indexPath, deselectingOthers: false) }
        case let .extend(anchor):
            for item in ClickSelection.items(between: anchor, and: indexPath, itemCounts: loadedCounts)
            where !selection.contains(item) {
                selectByUser(item, deselectingOthers: false)
            }
        }
    }

    func selectByUser(_ indexPath: IndexPath, deselectingOthers: Bool) {
        // The delegate may have reloaded the data while a range was being selected.
        guard isValidItem(indexPath),
              collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if deselectingOthers {
            for other in selection.ordered where other != indexPath {
                setSelected(false, at: other)
                collectionDelegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: indexPath)
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func deselectByUser(_ indexPath: IndexPath) {
        guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
        setSelected(false, at: indexPath)
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }
}
