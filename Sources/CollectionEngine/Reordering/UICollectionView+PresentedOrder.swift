import Foundation

// While items are reordered, or drop placeholders wait, the collection view shows an order the data
// source does not have yet (`PresentedOrder`): its counts, the index paths the layout sees, and the
// data-source index paths cells are asked for. The lifted item is added to every layout pass here.

extension UICollectionView {
    /// The data source's index path for a presented one (the same outside a reorder).
    func dataSourceIndexPath(forPresented indexPath: IndexPath) -> IndexPath {
        dataState.presentedOrder?.sourceIndexPath(forPresented: indexPath) ?? indexPath
    }

    /// Shows `order` (nil: the data source's own): live cells, the selection and highlights follow their
    /// items to their new index paths, the counts become the presented ones, and the layout is invalidated.
    func showPresentedOrder(_ order: PresentedOrder?, context: UICollectionViewLayoutInvalidationContext) {
        let old = dataState.presentedOrder
        dataState.apply(.presented(order))
        remapItems { indexPath in
            let item = old?.item(at: indexPath) ?? .source(indexPath)
            if let order { return order.presentedIndexPath(of: item) }
            if case let .source(source) = item { return source }
            return nil
        }
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// Moves live cells, selection, highlights and measured sizes from index path to index path;
    /// cells that map to nothing are discarded.
    func remapItems(_ newIndexPath: (IndexPath) -> IndexPath?) {
        func newKey(_ key: ElementKey) -> ElementKey? {
            guard key.category == .cell else { return key }
            return newIndexPath(key.indexPath).map { ElementKey(category: .cell, kind: "", indexPath: $0) }
        }
        let gone = live.rekey(newKey)
        // Sizes are kept by presented index path: they follow their items through the presented order.
        let layout = collectionViewLayout
        if !layout.selfSizedSizes.isEmpty { layout.selfSizedSizes = layout.selfSizedSizes.remapped(by: newKey) }
        for (key, view) in gone { discard(view, as: key) }
        renumberPrefetching(newIndexPath)
        remapItemState(newIndexPath)
    }

    /// Called by the layout pass with the elements it is about to show: the lifted item is added (it
    /// follows the pointer even when its slot is off screen) with the layout's lifted attributes. A
    /// reorder whose counts no longer match the data is abandoned first.
    func addInteractivelyMovingItem(to wanted: inout [ElementKey: UICollectionViewLayoutAttributes]) {
        if let order = dataState.presentedOrder, loadedCounts != order.presentedCounts {
            abandonReorder(expected: order.presentedCounts)
            return
        }
        // A wheel scroll moved the content under the pointer: the lifted item catches up next frame.
        if pointerMovedOverContent { startTickingIfNeeded() }
        guard let key = liftedItemKey, let movement = interactiveMovement.session.movement,
              let attributes = collectionViewLayout.shownAttributesForInteractivelyMovingItem(
                at: movement.target, withTargetPosition: movement.position).copy() as? UICollectionViewLayoutAttributes
        else { return }
        wanted[key] = attributes
    }

    /// The lifted item's element while it follows the pointer.
    var liftedItemKey: ElementKey? {
        interactiveMovement.session.movement.map { ElementKey(category: .cell, kind: "", indexPath: $0.target) }
    }

    /// The data changed under the reorder without a batch update or reload saying so: forget the
    /// reorder without telling the data source, and show its data as it is.
    private func abandonReorder(expected: [Int]) {
        report(.reorderInterrupted(expectedCounts: expected, actualCounts: loadedCounts))
        forgetReordering()
        dragAndDrop.drop = nil
        dragAndDrop.placeholders = [:]
        reloadData()
    }

    /// Ends a movement or a drag of this view's items at once, without telling the data source and
    /// without a layout pass (the data may already have changed): the lifted cell is told its drag
    /// ended and the presented order is dropped.
    func forgetReordering() {
        interactiveMovement.draggedCell?.dragStateDidChange(.none)
        interactiveMovement.draggedCell = nil
        interactiveMovement.pointerInWindow = nil
        dataState.apply(.presentedOrderDropped)
        interactiveMovement.session = MovementSession(cadence: interactiveMovement.session.cadence)
        if let drag = dragAndDrop.drag {
            drag.end()
            dragAndDrop.drag = nil
            window?.cursor = .arrow
        }
    }
}
