import Foundation

/// The part of the collection view's state that belongs to batch updates.
struct UpdateState {
    /// The operations of the batch being recorded, or nil outside `performBatchUpdates`.
    var recording: [UpdateOperation]?
    /// Items to reconfigure once the batch is applied, as index paths before the update.
    var reconfiguring: [IndexPath] = []
    /// Views animating out: off the live set, still in the hierarchy until their animation ends.
    var leaving: [LeavingView] = []
    /// The item animated layout changes keep on screen while any of them is still running.
    var transitionAnchor: IndexPath?
    var transitionsInFlight = 0
}

/// A view on its way out, with what to announce and where to queue it when its animation ends.
struct LeavingView {
    let view: UICollectionReusableView
    let key: ElementKey
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
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if self.updates.recording != nil {
            // Nested batches join the outer one, as in UIKit.
            updates?()
            completion?(true)
            return
        }
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

    public func insertItems(at indexPaths: [IndexPath]) { record(.insertItems(indexPaths)) }
    public func deleteItems(at indexPaths: [IndexPath]) { record(.deleteItems(indexPaths)) }
    public func reloadItems(at indexPaths: [IndexPath]) { record(.reloadItems(indexPaths)) }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record(.moveItem(from: indexPath, to: newIndexPath)) }
    public func insertSections(_ sections: IndexSet) { record(.insertSections(sections)) }
    public func deleteSections(_ sections: IndexSet) { record(.deleteSections(sections)) }
    public func reloadSections(_ sections: IndexSet) { record(.reloadSections(sections)) }
    public func moveSection(_ section: Int, toSection newSection: Int) { record(.moveSection(from: section, to: newSection)) }

    /// Asks the data source to configure the cells of these items again, keeping the cells themselves.
    ///
    /// Inside a batch update, the index paths are those before the update. The data source's
    /// `cellForItemAt` is called and its dequeue returns the existing cell, without `prepareForReuse`.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        if updates.recording != nil {
            updates.reconfiguring += indexPaths
            return
        }
        guard let dataSource else { return }
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
        for attributes in collectionViewLayout.layoutAttributesForElements(in: area) ?? [] {
            nearby[attributes.elementKey] = attributes.copy() as? UICollectionViewLayoutAttributes
        }
        return nearby
    }

    private func apply(_ plan: UpdatePlan, nearby: [ElementKey: UICollectionViewLayoutAttributes], completion: ((Bool) -> Void)?) {
        counts = plan.newCounts
        let oldSelection = selection.ordered, oldAnchor = selection.anchor
        selection.removeAll()
        for indexPath in oldSelection { if let moved = plan.newIndexPath(forOld: indexPath) { selection.insert(moved) } }
        // Shift-click ranges continue from the same item after the update.
        selection.anchor = oldAnchor.flatMap { plan.newIndexPath(forOld: $0) }
        for indexPath in highlighted { setHighlighted(false, at: indexPath) }

        // Which live views keep showing their element (under its new key) and which leave.
        var kept: [ElementKey: UICollectionReusableView] = [:]
        var leaving: [(view: UICollectionReusableView, oldKey: ElementKey, newKey: ElementKey?)] = []
        for (key, view) in liveViews {
            if let newKey = plan.newKey(for: key) {
                kept[newKey] = view
            } else {
                leaving.append((view, key, nil))
            }
        }
        liveViews = [:]
        liveAttributes = [:]

        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        counts = plan.newCounts
        collectionViewLayout.prepare(forCollectionViewUpdates: plan.updateItems)
        prepareLayoutIfNeeded()
        applyContentOffset(targetContentOffset(afterUpdateProposing: contentOffset))

        let animates = AnimationContext.current?.animates ?? true
        let duration = animates ? UICollectionView.updateAnimationDuration : 0
        var leavingNow: Set<ObjectIdentifier> = []
        UIView.animate(on: frameDriver, duration: duration, curve: .timing(.easeInOut), {
            let wanted = self.visibleAttributesForUpdate()
            for (newKey, view) in kept {
                if let attributes = wanted[newKey] {
                    self.liveViews[newKey] = view
                    self.liveAttributes[newKey] = attributes
                    self.apply(attributes, to: view)
                } else if let oldKey = plan.oldKey(for: newKey) {
                    leaving.append((view, oldKey, newKey))
                }
            }
            for (view, oldKey, newKey) in leaving {
                if let target = self.disappearingAttributes(oldKey: oldKey, newKey: newKey, view: view) { self.apply(target, to: view) }
                self.updates.leaving.append(LeavingView(view: view, key: oldKey))
                leavingNow.insert(ObjectIdentifier(view))
            }
            for key in wanted.keys.sorted(by: ElementKey.creationOrder) where self.liveViews[key] == nil {
                guard let attributes = wanted[key] else { continue }
                self.showAppearingView(for: attributes) { self.appearingAttributes(for: attributes, plan: plan, nearby: nearby) }
            }
            self.collectionViewLayout.finalizeCollectionViewUpdates()
        }, completion: { finished in
            self.finishLeavingViews(only: leavingNow)
            completion?(finished)
        })
        for (key, _) in liveViews where key.category == .cell { liveCell(at: key.indexPath)?.isSelected = selection.contains(key.indexPath) }
    }

    /// The new world's attributes for the visible rect, keyed (the same filter as a layout pass).
    func visibleAttributesForUpdate() -> [ElementKey: UICollectionViewLayoutAttributes] {
        var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for original in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] {
            guard let attributes = displayableCopy(of: original, in: bounds, reporting: false) else { continue }
            wanted[attributes.elementKey] = attributes
        }
        return wanted
    }

    /// Where an appearing element starts: the layout's answer, else where it was before, else faded in place.
    private func appearingAttributes(
        for attributes: UICollectionViewLayoutAttributes, plan: UpdatePlan, nearby: [ElementKey: UICollectionViewLayoutAttributes]
    ) -> UICollectionViewLayoutAttributes {
        let key = attributes.elementKey
        let layout = collectionViewLayout
        let custom: UICollectionViewLayoutAttributes? = switch key.category {
        case .cell: layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView: layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
        case .decorationView: layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: key.indexPath)
        }
        if let custom { return custom }
        if let oldKey = plan.oldKey(for: key), !(key.category == .cell && plan.isReloaded(key.indexPath)), let before = nearby[oldKey] {
            return before
        }
        let faded = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        faded.alpha = 0
        return faded
    }

    /// Where a leaving element ends: the layout's answer, else its new place (moved out of view), else faded in place.
    private func disappearingAttributes(oldKey: ElementKey, newKey: ElementKey?, view: UICollectionReusableView) -> UICollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        let custom: UICollectionViewLayoutAttributes? = switch oldKey.category {
        case .cell: layout.finalLayoutAttributesForDisappearingItem(at: oldKey.indexPath)
        case .supplementaryView: layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: oldKey.kind, at: oldKey.indexPath)
        case .decorationView: layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: oldKey.kind, at: oldKey.indexPath)
        }
        if let custom { return custom }
        if let newKey, newKey.category == .cell, let moved = layout.layoutAttributesForItem(at: newKey.indexPath) { return moved }
        return view.fadedAttributes(for: oldKey)
    }

    /// Brings in a view for an element that becomes visible: created at `start` without animation,
    /// announced, then animated (inside the caller's animation block) to `attributes`.
    func showAppearingView(for attributes: UICollectionViewLayoutAttributes, start: () -> UICollectionViewLayoutAttributes) {
        let view = makeView(for: attributes)
        let key = attributes.elementKey
        let from = start()
        UIView.performWithoutAnimation { apply(from, to: view) }
        liveViews[key] = view
        liveAttributes[key] = attributes
        addSubview(view)
        announceDisplay(of: view, attributes: attributes)
        apply(attributes, to: view)
    }

    /// Ends the exit of leaving views (all, or those of one update): announce, take out of the
    /// hierarchy, queue for reuse.
    func finishLeavingViews(only views: Set<ObjectIdentifier>? = nil) {
        let finishing = updates.leaving.filter { views?.contains(ObjectIdentifier($0.view)) ?? true }
        updates.leaving.removeAll { views?.contains(ObjectIdentifier($0.view)) ?? true }
        for entry in finishing {
            entry.view.removeFromSuperview()
            switch entry.key.category {
            case .cell:
                if let cell = entry.view as? UICollectionViewCell {
                    cell.isSelected = false
                    cell.isHighlighted = false
                    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: entry.key.indexPath)
                }
            case .supplementaryView:
                collectionDelegate?.collectionView(
                    self, didEndDisplayingSupplementaryView: entry.view, forElementOfKind: entry.key.kind, at: entry.key.indexPath)
            case .decorationView:
                break
            }
            UIView.performWithoutAnimation { entry.view.alpha = 1 }
            reuseQueues.enqueue(entry.view, category: entry.key.category, kind: entry.key.kind)
        }
    }
}
