import Foundation

// Drop placeholders (`UICollectionViewDropPlaceholder`): cells shown in the presented order where
// dropped items will go, until the app commits the insertion to its data source or deletes them.

extension UICollectionView {
    func insertPlaceholder(_ context: UICollectionViewDropPlaceholderContext) {
        let indexPath = context.placeholder.insertionIndexPath
        var order = dataState.presentedOrder ?? PresentedOrder(sourceCounts: loadedCounts)
        let counts = order.presentedCounts
        guard indexPath.count == 2, counts.indices.contains(indexPath.section),
              indexPath.item >= 0, indexPath.item <= counts[indexPath.section] else {
            report(.indexPathOutOfRange(
                operation: "drop(_:to:) placeholder", indexPath: indexPath, numberOfSections: counts.count,
                numberOfItemsInSection: counts.indices.contains(indexPath.section) ? counts[indexPath.section] : nil))
            return
        }
        let id = ObjectIdentifier(context)
        order.insertPlaceholder(id, at: indexPath)
        dragAndDrop.placeholders[id] = context
        showPresentedOrder(order, context: allInvalidated())
        relayout(.layoutPass, duration: Self.reorderAnimationDuration)
    }

    func commitPlaceholder(_ context: UICollectionViewDropPlaceholderContext, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        let id = ObjectIdentifier(context)
        guard dragAndDrop.placeholders[id] != nil, var order = dataState.presentedOrder,
              let presented = order.presentedIndexPath(of: .placeholder(id)),
              let insertion = order.sourceInsertionIndexPath(forPlaceholder: id) else { return false }
        dragAndDrop.placeholders[id] = nil
        dataSourceUpdates(insertion)
        order.removePlaceholder(id)
        order.sourceCounts[insertion.section] += 1
        // Items after the insertion now have the next data-source index; the placeholder's cell goes.
        discardLiveView(for: ElementKey(category: .cell, kind: "", indexPath: presented))
        let expected = order.sourceCounts
        dataState.apply(.placeholderCommitted(remaining: order.isIdentity ? nil : order))
        let actual = readCountsFromDataSource()
        if actual != expected {
            report(.placeholderInsertionNotApplied(indexPath: insertion, expectedCounts: expected, actualCounts: actual))
            dataState.apply(.presentedOrderDropped)
            dragAndDrop.placeholders = [:]
            reloadData()
            return true
        }
        dataState.apply(.countsKnown(dataState.presentedOrder?.presentedCounts ?? actual))
        collectionViewLayout.invalidateLayout(with: allInvalidated())
        relayout(.layoutPass, duration: Self.reorderAnimationDuration)
        return true
    }

    func deletePlaceholder(_ context: UICollectionViewDropPlaceholderContext) -> Bool {
        let id = ObjectIdentifier(context)
        guard dragAndDrop.placeholders.removeValue(forKey: id) != nil, var order = dataState.presentedOrder else { return false }
        order.removePlaceholder(id)
        showPresentedOrder(order.isIdentity ? nil : order, context: allInvalidated())
        relayout(.layoutPass, duration: Self.reorderAnimationDuration)
        return true
    }

    func updatePlaceholderCell(_ context: UICollectionViewDropPlaceholderContext) {
        guard let indexPath = dataState.presentedOrder?.presentedIndexPath(of: .placeholder(ObjectIdentifier(context))),
              let cell = liveCell(at: indexPath) else { return }
        context.placeholder.cellUpdateHandler?(cell)
    }

    /// The cell of a drop placeholder (`UICollectionViewDropPlaceholder`) shown at a presented index
    /// path, or nil when an item of the data source is shown there.
    func makeDropPlaceholderCell(for key: ElementKey, frame: CGRect) -> UICollectionViewCell? {
        guard key.category == .cell, case let .placeholder(id)? = dataState.presentedOrder?.item(at: key.indexPath),
              let context = dragAndDrop.placeholders[id] else { return nil }
        let outer = request
        request = ViewRequest(key: key, frame: frame)
        let cell = dequeueReusableCell(withReuseIdentifier: context.placeholder.reuseIdentifier, for: key.indexPath)
        request = outer
        context.placeholder.cellUpdateHandler?(cell)
        return cell
    }

    private func allInvalidated() -> UICollectionViewLayoutInvalidationContext {
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        return context
    }
}
