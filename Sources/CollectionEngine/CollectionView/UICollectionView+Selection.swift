import Foundation

extension UICollectionView {
    /// The selected items, in the order they were selected; nil when there are none, as in UIKit.
    ///
    /// - Complexity: O(s) for s selected items; the array is built on each call.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selection.isEmpty ? nil : selection.ordered
    }

    /// Selects an item from code, optionally scrolling to it.
    ///
    /// As in UIKit, the delegate's `shouldSelect`/`didSelect` are not called for selection made by code.
    /// Without `allowsMultipleSelection` the previous selection is replaced. Passing nil deselects all.
    ///
    /// - Note: An index path out of range is reported as a `CollectionViewError` and ignored.
    ///
    /// - Complexity: O(s) for the s items selected before (all are deselected without multiple selection);
    ///   O(1) otherwise, plus the scroll.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return deselectAll() }
        guard allowsSelection, validateItem(indexPath, operation: "selectItem(at:animated:scrollPosition:)") else { return }
        if !allowsMultipleSelectionNow {
            for other in selection.ordered where other != indexPath { setSelected(false, at: other) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item from code; the delegate is not told, as in UIKit. Like selecting, it has no
    /// effect while `allowsSelection` is false.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard allowsSelection else { return }
        setSelected(false, at: indexPath)
    }

    func deselectAll() {
        for indexPath in selection.ordered { setSelected(false, at: indexPath) }
    }

    func keepOnlyFirstSelection() {
        for indexPath in selection.ordered.dropFirst() { setSelected(false, at: indexPath) }
    }

    /// Changes the selection model and the live cell's look together, so the two never disagree.
    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        let changed = selected ? selection.insert(indexPath) : selection.remove(indexPath)
        guard changed else { return }
        liveCell(at: indexPath)?.isSelected = selected
    }

    func setHighlighted(_ isHighlighted: Bool, at indexPath: IndexPath) {
        let changed = isHighlighted ? highlighted.insert(indexPath).inserted : highlighted.remove(indexPath) != nil
        guard changed else { return }
        liveCell(at: indexPath)?.isHighlighted = isHighlighted
    }

    func isFocusedCell(_ cell: UICollectionViewCell) -> Bool {
        guard let focused = focus.focused else { return false }
        return liveCell(at: focused) === cell
    }

    func liveCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        live[ElementKey(category: .cell, kind: "", indexPath: indexPath)] as? UICollectionViewCell
    }

    /// Carries the selection (with its Shift-click anchor) and the highlights over to items' new index
    /// paths after they were renumbered; items that map to nothing drop out.
    func remapItemState(_ newIndexPath: (IndexPath) -> IndexPath?) {
        var remapped = SelectionSet()
        for indexPath in selection.ordered { if let path = newIndexPath(indexPath) { remapped.insert(path) } }
        remapped.anchor = selection.anchor.flatMap(newIndexPath)
        selection = remapped
        highlighted = Set(highlighted.compactMap(newIndexPath))
        remapFocus(newIndexPath)
    }
}
