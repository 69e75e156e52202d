import Foundation

// Prefetching, as UIKit documents it: while the content scrolls, the collection view asks its
// `prefetchDataSource` to start loading data for items just beyond the visible area (data
// prefetching), and asks its data source for the cells of the next row or two before they show
// (cell prefetching).
//
// Both run at the end of each layout pass outside a relayout (`prefetchAfterLayoutPass`), at the
// velocity the frame clock measures. Both look only at a strip beyond the visible rect's leading
// edge (`PrefetchWindow`), so their cost follows what is visible: the layout is queried for that
// strip alone. A prepared cell becomes live in the one place views do (`appear`, in Relayout/),
// which takes it instead of asking the data source again. Renumbering (updates, reorders, reloads)
// returns prepared cells to their queues and carries the data requests over to the new index paths.

extension UICollectionView {
    /// Prefetches for the scroll this layout pass shows (none inside a relayout): cancels data
    /// requests the user turned away from, asks for the data of items coming up, and prepares the
    /// cells of the next row or two.
    ///
    /// At rest nothing new is asked and nothing is cancelled.
    func prefetchAfterLayoutPass(inRelayout: Bool) {
        // Measured in every pass, a relayout's too, so the frame after an update measures from where
        // the update left the content.
        let velocity = prefetch.measureVelocity(origin: bounds.origin, at: frameDriver.now)
        guard !inRelayout, isPrefetchingEnabled, dataSource != nil, dataState.presentedOrder == nil,
              let heading = ScrollHeading(velocity: velocity) else { return }
        if prefetchDataSource != nil {
            cancelDataRequestsTurnedAway(heading: heading)
            requestDataAhead(heading: heading)
        }
        returnPreparedCellsLeftBehind(heading: heading)
        prepareCellsAhead(heading: heading)
    }

    // MARK: Data prefetching

    /// Cancels the requests for items no longer ahead: passed without being shown, turned away from,
    /// or jumped over.
    private func cancelDataRequestsTurnedAway(heading: ScrollHeading) {
        guard !prefetch.asked.isEmpty else { return }
        let reach = PrefetchWindow.data.maximumDepth(for: heading, visible: bounds)
        var turnedAway: [IndexPath] = []
        for (indexPath, known) in prefetch.asked {
            // The item count changed under the request (the data changed with a layout invalidation):
            // the index path may name another item now, so it is dropped without a cancel.
            guard isValidItem(indexPath) else {
                prefetch.asked[indexPath] = nil
                continue
            }
            guard let frame = known ?? collectionViewLayout.shownAttributesForItem(at: indexPath)?.frame else {
                // The layout places the item nowhere now: nothing of it is coming up.
                turnedAway.append(indexPath)
                continue
            }
            prefetch.asked[indexPath] = frame
            if !PrefetchWindow.isWithin(frame, reach: reach, of: bounds, heading: heading) { turnedAway.append(indexPath) }
        }
        guard !turnedAway.isEmpty else { return }
        for indexPath in turnedAway { prefetch.asked[indexPath] = nil }
        prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: turnedAway.sorted())
    }

    /// Asks for the data of items in the part of the data window this approach has not covered yet,
    /// nearest first.
    private func requestDataAhead(heading: ScrollHeading) {
        let window = PrefetchWindow.data
        let edge = PrefetchWindow.leadingEdge(of: bounds, heading: heading)
        let far = edge + window.depth(for: heading, visible: bounds)
        let cross = PrefetchWindow.crossExtent(of: bounds, heading: heading)
        var near = edge
        if let coverage = prefetch.coverage, coverage.heading.isSameDirection(as: heading), coverage.cross == cross {
            near = max(edge, coverage.far)
            prefetch.coverage?.far = max(far, coverage.far)
        } else {
            prefetch.coverage = PrefetchState.Coverage(heading: heading, far: far, cross: cross)
        }
        guard let strip = PrefetchWindow.strip(of: bounds, heading: heading, from: near, to: far, contentSize: contentSize) else { return }
        let coming = itemsComing(in: strip, heading: heading) { indexPath in self.prefetch.asked.index(forKey: indexPath) == nil }
        guard !coming.isEmpty else { return }
        for attributes in coming { prefetch.asked[attributes.indexPath] = attributes.frame }
        prefetchDataSource?.collectionView(self, prefetchItemsAt: coming.map(\.indexPath))
    }

    // MARK: Cell prefetching

    /// Returns to their queues the prepared cells whose items fell out of the cell window (passed,
    /// turned away from, jumped over) without being shown.
    private func returnPreparedCellsLeftBehind(heading: ScrollHeading) {
        let reach = PrefetchWindow.cells.maximumDepth(for: heading, visible: bounds)
        let behind = prefetch.removePrepared { key, cell in
            guard isValidItem(key.indexPath) else { return true }
            guard let frame = cell.frame ?? collectionViewLayout.shownAttributesForItem(at: key.indexPath)?.frame else { return true }
            return !PrefetchWindow.isWithin(frame, reach: reach, of: bounds, heading: heading)
        }
        for view in behind { reuseQueues.enqueue(view, category: .cell, kind: "") }
        // Frames read again above are kept for the next pass.
        for key in Array(prefetch.prepared.keys) where prefetch.prepared[key]?.frame == nil {
            prefetch.prepared[key]?.frame = collectionViewLayout.shownAttributesForItem(at: key.indexPath)?.frame
        }
    }

    /// Dequeues and configures, nearest first, the cells of items about to come into sight, within
    /// this frame's budget.
    private func prepareCellsAhead(heading: ScrollHeading) {
        let now = frameDriver.now
        if prefetch.budgetFrame != now {
            prefetch.budgetFrame = now
            prefetch.preparedThisFrame = 0
        }
        let budget = cellPrefetchBudget
        guard prefetch.preparedThisFrame < budget else { return }
        let edge = PrefetchWindow.leadingEdge(of: bounds, heading: heading)
        let depth = PrefetchWindow.cells.depth(for: heading, visible: bounds)
        guard let strip = PrefetchWindow.strip(of: bounds, heading: heading, from: edge, to: edge + depth, contentSize: contentSize) else { return }
        let coming = itemsComing(in: strip, heading: heading) { indexPath in
            self.prefetch.prepared[ElementKey(category: .cell, kind: "", indexPath: indexPath)] == nil
        }
        for attributes in coming.prefix(budget - prefetch.preparedThisFrame) {
            let view = makeView(for: attributes)
            // Its geometry now, its own layout once it is in the window: laid out outside it, its labels
            // would be measured with the estimate instead of the host's fonts.
            UIView.performWithoutAnimation { apply(attributes, to: view) }
            prefetch.prepared[attributes.elementKey] = PrefetchState.PreparedCell(view: view, frame: attributes.frame)
            prefetch.preparedThisFrame += 1
        }
    }

    /// How many cells one frame may prepare ahead: a quarter of the cells on screen (at least one), so
    /// that no frame prepares a whole screen.
    var cellPrefetchBudget: Int {
        max(1, live.keys.reduce(0) { $0 + ($1.category == .cell ? 1 : 0) } / 4)
    }

    /// The items the layout places in `strip` that are not on screen and that `isNew` accepts, in the
    /// order the scroll reaches them (then by index path).
    private func itemsComing(
        in strip: CGRect, heading: ScrollHeading, where isNew: (IndexPath) -> Bool
    ) -> [UICollectionViewLayoutAttributes] {
        var coming: [(distance: CGFloat, attributes: UICollectionViewLayoutAttributes)] = []
        for attributes in collectionViewLayout.shownAttributesForElements(in: strip) ?? [] {
            guard attributes.representedElementCategory == .cell else { continue }
            let key = attributes.elementKey
            guard live[key] == nil, isValidItem(key.indexPath), isNew(key.indexPath),
                  let usable = displayableCopy(of: attributes, in: strip, reporting: false) else { continue }
            coming.append((PrefetchWindow.distance(of: usable.frame, beyond: bounds, heading: heading), usable))
        }
        coming.sort { ($0.distance, $0.attributes.indexPath) < ($1.distance, $1.attributes.indexPath) }
        return coming.map(\.attributes)
    }

    // MARK: Becoming live, renumbering, switching off

    /// The cell prepared for `key`, taken out of the prepared set, if there is one; either way the item
    /// is on screen now, so its data request is fulfilled (not cancelled).
    func takePreparedView(for key: ElementKey) -> UICollectionReusableView? {
        guard key.category == .cell else { return nil }
        prefetch.asked[key.indexPath] = nil
        return prefetch.prepared.removeValue(forKey: key)?.view
    }

    /// The items were renumbered (an update, a reorder) or replaced (a reload; `newIndexPath` answers
    /// nil for all): prepared cells go back to their queues, since what they show may be stale, and
    /// data requests follow their items to their new index paths. A request whose item is gone is
    /// dropped without a cancel, as its index path names another item now.
    func renumberPrefetching(_ newIndexPath: (IndexPath) -> IndexPath?) {
        returnAllPreparedCells()
        var asked: [IndexPath: CGRect?] = [:]
        for indexPath in prefetch.asked.keys {
            if let renumbered = newIndexPath(indexPath) { asked[renumbered] = .some(nil) }
        }
        prefetch.asked = asked
        prefetch.coverage = nil
        prefetch.forgetVelocity()
    }

    /// The layout changed: the frames remembered for data requests and prepared cells are read again
    /// when next needed, and the next approach covers its window afresh.
    func layoutChangedForPrefetching() {
        for indexPath in prefetch.asked.keys { prefetch.asked[indexPath] = .some(nil) }
        for key in prefetch.prepared.keys { prefetch.prepared[key]?.frame = nil }
        prefetch.coverage = nil
    }

    /// Reconfigured items: a cell prepared for one of them goes back to its queue, so that the item is
    /// configured afresh when it shows.
    func forgetPreparedCells(for indexPaths: [IndexPath]) {
        let stale = Set(indexPaths)
        for view in prefetch.removePrepared(where: { key, _ in stale.contains(key.indexPath) }) {
            reuseQueues.enqueue(view, category: .cell, kind: "")
        }
    }

    /// Prefetching was switched off: outstanding data requests are cancelled and prepared cells go
    /// back to their queues.
    func stopPrefetching() {
        returnAllPreparedCells()
        prefetch.coverage = nil
        let outstanding = prefetch.asked.keys.sorted()
        prefetch.asked = [:]
        if !outstanding.isEmpty { prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: outstanding) }
    }

    private func returnAllPreparedCells() {
        for view in prefetch.removePrepared() { reuseQueues.enqueue(view, category: .cell, kind: "") }
    }

    /// The prefetch state's invariants: prepared cells are off screen, not live and in no queue.
    func prefetchingProblems(liveIDs: Set<ObjectIdentifier>, queuedIDs: Set<ObjectIdentifier>) -> [String] {
        var problems: [String] = []
        for (key, cell) in prefetch.prepared {
            let name = key.indexPath.map(String.init).joined(separator: "-")
            if cell.view.superview != nil { problems.append("prepared cell for \(name) is in the hierarchy") }
            if live[key] != nil { problems.append("prepared cell for \(name) is also live") }
            if liveIDs.contains(ObjectIdentifier(cell.view)) { problems.append("prepared cell for \(name) is live for another element") }
            if queuedIDs.contains(ObjectIdentifier(cell.view)) { problems.append("prepared cell for \(name) is also queued") }
        }
        return problems
    }
}
