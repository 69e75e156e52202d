import Foundation

/// The part of the collection view's state that belongs to batch updates.
struct UpdateState {
    /// The operations of the batch being recorded, or nil outside `performBatchUpdates`.
    var recording: [UpdateOperation]?
    /// Items to reconfigure once the batch is applied, as index paths before the update.
    var reconfiguring: [IndexPath] = []
}

extension UICollectionView {
    /// How long the automatic animations of batch updates take.
    nonisolated static let updateAnimationDuration: TimeInterval = 0.3

    /// Applies several changes as one animated update, as UIKit does.
    ///
    /// Update your model inside `updates` and describe each change with `insertItems(at:)`,
    /// `deleteItems(at:)`, `moveItem(at:to:)` and the others. Deletes and reloads name index paths
    /// before the update, inserts name index paths after it.
    ///
    /// ```swift
    /// collectionView.performBatchUpdates({
    ///     photos.remove(at: 2)
    ///     photos.insert(newPhoto, at: 0)
    ///     collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
    ///     collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    /// }, completion: { finished in … })
    /// ```
    ///
    /// - Complexity: Checking and mapping cost O(changes + items of the sections changed); the views
    ///   touched are those on screen.
    /// - Note: Where UIKit raises (the counts do not add up, an index path out of range, conflicting
    ///   changes), Tessera reports `CollectionViewError.invalidBatchUpdate` with UIKit's wording,
    ///   changes nothing it was asked to, reloads from the data source and calls `completion(false)`.
    ///   Animations are stepped by `frameDriver`; inside `UIView.performWithoutAnimation` nothing animates.
    ///   An interactive movement or a drag of this view's items under way is cancelled first (UIKit
    ///   leaves that case undefined): the update then names the data source's own index paths.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if self.updates.recording != nil {
            // Nested batches join the outer one, as in UIKit.
            updates?()
            completion?(true)
            return
        }
        cancelReorderingBeforeDataChange()
        prepareLayoutIfNeeded()
        let oldCounts = loadedCounts
        let nearby = attributesNearVisibleArea()
        self.updates.recording = []
        self.updates.reconfiguring = []
        updates?()
        let operations = self.updates.recording ?? []
        let reconfiguring = self.updates.reconfiguring
        self.updates.recording = nil
        let newCounts = readCountsFromDataSource()
        let plan: UpdatePlan
        do {
            plan = try UpdatePlan.make(oldCounts: oldCounts, newCounts: newCounts, operations: operations)
        } catch {
            report(.invalidBatchUpdate(error))
            reloadData()
            completion?(false)
            return
        }
        apply(plan, nearby: nearby, completion: completion)
        reconfigureItems(at: reconfiguring.compactMap { plan.newIndexPath(forOld: $0) })
    }

    /// Inserts items at these index paths (after the update), asking the data source for their cells.
    ///
    /// Outside `performBatchUpdates(_:completion:)` the change is applied at once as a batch of its own.
    public func insertItems(at indexPaths: [IndexPath]) { record(.insertItems(indexPaths)) }
    /// Removes the items at these index paths (before the update), animating them out.
    ///
    /// Outside `performBatchUpdates(_:completion:)` the change is applied at once as a batch of its own.
    public func deleteItems(at indexPaths: [IndexPath]) { record(.deleteItems(indexPaths)) }
    /// Replaces the cells of these items (index paths before the update) with new ones from the data source.
    ///
    /// - Note: UIKit crossfades the old cell with the new; Tessera's new cell takes over where the
    ///   old one was and the old one leaves at once, so an item is never drawn twice.
    public func reloadItems(at indexPaths: [IndexPath]) { record(.reloadItems(indexPaths)) }
    /// Moves an item from an index path before the update to one after it; its cell is kept and slides.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record(.moveItem(from: indexPath, to: newIndexPath)) }
    /// Inserts sections at these indexes (after the update), with all their items.
    public func insertSections(_ sections: IndexSet) { record(.insertSections(sections)) }
    /// Removes these sections (indexes before the update) with all their items.
    public func deleteSections(_ sections: IndexSet) { record(.deleteSections(sections)) }
    /// Replaces every item and supplementary view of these sections with new ones from the data source.
    ///
    /// - Note: As for `reloadItems(at:)`, the new views take over where the old ones were, without a crossfade.
    public func reloadSections(_ sections: IndexSet) { record(.reloadSections(sections)) }
    /// Moves a section, with its items and supplementary views, from an index before the update to one after it.
    public func moveSection(_ section: Int, toSection newSection: Int) { record(.moveSection(from: section, to: newSection)) }

    /// Asks the data source to configure the cells of these items again, keeping the cells themselves.
    ///
    /// Inside a batch update, the index paths are those before the update. The data source's
    /// `cellForItemAt` is called and its dequeue returns the existing cell, without `prepareForReuse`.
    /// A self-sizing cell is then measured again (unless `selfSizingInvalidation` is `.disabled`), and
    /// a change of size animates.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        if updates.recording != nil {
            updates.reconfiguring += indexPaths
            return
        }
        guard let dataSource else { return }
        forgetPreparedCells(for: indexPaths)
        for indexPath in indexPaths {
            guard let cell = liveCell(at: indexPath) else { continue }
            let key = ElementKey(category: .cell, kind: "", indexPath: indexPath)
            var reconfigure = ViewRequest(key: key, frame: cell.frame)
            reconfigure.reconfiguring = cell
            let outer = request
            request = reconfigure
            let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
            request = outer
            if returned !== cell { report(.cellNotDequeued(indexPath: indexPath)) }
            // A reconfigured cell may need another size, as UIKit measures it again.
            viewAskedToResize(cell)
        }
    }

    /// Outside a batch, each change is a batch of its own, as in UIKit.
    private func record(_ operation: UpdateOperation) {
        if updates.recording != nil {
            updates.recording?.append(operation)
        } else {
            performBatchUpdates({ self.updates.recording?.append(operation) })
        }
    }

    // MARK: Applying a plan

    /// The layout's attributes around the visible area before the update, so that items moving into
    /// view can start from where they were.
    private func attributesNearVisibleArea() -> [ElementKey: UICollectionViewLayoutAttributes] {
        let area = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var nearby: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.shownAttributesForElements(in: area) ?? [] {
            nearby[attributes.elementKey] = attributes.copy() as? UICollectionViewLayoutAttributes
        }
        return nearby
    }

    /// Installs the world after the update (counts, selection, layout, offset), then moves the views
    /// there in one relayout.
    private func apply(_ plan: UpdatePlan, nearby: [ElementKey: UICollectionViewLayoutAttributes], completion: ((Bool) -> Void)?) {
        for indexPath in highlighted { setHighlighted(false, at: indexPath) }
        remapItemState(plan.newIndexPath(forOld:))
        collectionViewLayout.selfSizedSizes = collectionViewLayout.selfSizedSizes.remapped(by: plan.newKey(for:))
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.moveOrthogonalOffsets(plan.newSection(forOld:))
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        dataState.apply(.updateApplied(newCounts: plan.newCounts))
        collectionViewLayout.prepare(forCollectionViewUpdates: collectionViewLayout.readsUpdateItems ? plan.makeUpdateItems() : [])
        prepareLayoutIfNeeded()
        applyContentOffset(targetContentOffset(afterUpdateProposing: contentOffset))

        var rules = RelayoutRules()
        rules.newKey = plan.newKey(for:)
        rules.oldKey = plan.oldKey(for:)
        rules.appearingStart = { self.appearingAttributes(for: $0, plan: plan, nearby: nearby) }
        rules.disappearingEnd = { oldKey, newKey, view in
            self.disappearingAttributes(oldKey: oldKey, newKey: newKey, view: view, replaced: plan.replacementKey(for: oldKey) != nil)
        }
        let animates = AnimationContext.current?.animates ?? true
        relayout(rules, duration: animates ? UICollectionView.updateAnimationDuration : 0,
                 alongside: collectionViewLayout.finalizeCollectionViewUpdates, completion: completion)
        for (key, view) in live.views where key.category == .cell { (view as? UICollectionViewCell)?.isSelected = selection.contains(key.indexPath) }
        itemPress?.dataChanged(plan.newIndexPath(forOld:))
        if let swiped = swipeState.row { moveSwipe(.itemMoved(plan.newIndexPath(forOld: swiped.indexPath))) }
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    /// Where an appearing element starts: the layout's answer, else where it was before, else faded in place.
    private func appearingAttributes(
        for attributes: UICollectionViewLayoutAttributes, plan: UpdatePlan, nearby: [ElementKey: UICollectionViewLayoutAttributes]
    ) -> UICollectionViewLayoutAttributes {
        let key = attributes.elementKey
        if let custom = collectionViewLayout.updateAttributes(for: key, appearing: true) { return custom }
        if let oldKey = plan.oldKey(for: key), let before = nearby[oldKey] { return before }
        // A reloaded element's new view takes over from the old one where it was, opaque: the old one
        // leaves at once, so the element is never drawn twice (no crossfade of two titles).
        if let replaced = plan.replacedKey(for: key), let before = nearby[replaced] {
            let start = before.copy() as? UICollectionViewLayoutAttributes ?? before
            start.setElement(key.category, kind: key.kind.isEmpty ? nil : key.kind, indexPath: key.indexPath)
            return start
        }
        return attributes.faded()
    }

    /// Where a leaving element ends: the layout's answer, else its new place (moved out of view), else faded in place.
    /// A view a reload replaces (`replaced`) leaves at once, unless the layout animates it out itself.
    private func disappearingAttributes(
        oldKey: ElementKey, newKey: ElementKey?, view: UICollectionReusableView, replaced: Bool
    ) -> UICollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        if let custom = layout.updateAttributes(for: oldKey, appearing: false) { return custom }
        if replaced { return nil }
        if let newKey, newKey.category == .cell, let moved = layout.shownAttributesForItem(at: newKey.indexPath) { return moved }
        return view.fadedAttributes(for: oldKey)
    }
}

extension UICollectionViewLayout {
    /// The layout's own start for an element appearing in an update, or its own end for one
    /// disappearing, whichever its category; nil when it leaves the choice to the collection view.
    func updateAttributes(for key: ElementKey, appearing: Bool) -> UICollectionViewLayoutAttributes? {
        switch (key.category, appearing) {
        case (.cell, true): initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case (.cell, false): finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case (.supplementaryView, true): initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
        case (.supplementaryView, false): finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
        case (.decorationView, true): initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: key.indexPath)
        case (.decorationView, false): finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath)
        }
    }
}
