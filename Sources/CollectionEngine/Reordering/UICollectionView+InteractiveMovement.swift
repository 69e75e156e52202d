import Foundation

// Interactive movement, as UIKit's: begin lifts an item, updates move it (and, at the reordering
// cadence, the gap where it would land), end tells the data source `moveItemAt:to:` exactly once,
// cancel never does. Meanwhile the data source is untouched: the collection view presents the
// would-be order through a `PresentedOrder` (its counts, the index paths it gives the layout, and the
// data-source index paths it asks cells for), so the layout lays out the order the user sees.
//
// Targets are chosen by `MovementTargeting` (midpoints with hysteresis), then offered to the delegate's
// `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`, then
// held back by the cadence (`CadenceGate`). `MovementSession` is the state machine; this file carries
// out its effects.

extension UICollectionView {
    /// How long the gap and the settling item take to move.
    nonisolated static let reorderAnimationDuration: TimeInterval = 0.25
    /// How long lifting an item takes.
    nonisolated static let liftAnimationDuration: TimeInterval = 0.15

    /// How quickly items move out of the way of a moved or dragged item.
    ///
    /// - Note: `.immediate` is the default here (UIKit's is `.immediate` too); see `ReorderingCadence`
    ///   for the delays of `.fast` and `.slow`.
    public var reorderingCadence: ReorderingCadence {
        get { reordering.movement.cadence }
        set { reordering.movement.cadence = newValue }
    }

    /// Whether a press on an item that is held (300 ms) or dragged (6 points) begins an interactive
    /// movement, when the data source's `canMoveItemAt` allows it.
    ///
    /// - Note: UIKit has this on `UICollectionViewController` only; Tessera keeps it on the collection
    ///   view (the controller forwards its own), so a plain collection view reorders too. True by
    ///   default, as on the controller. A drag (see `dragDelegate`) takes precedence when the drag
    ///   delegate provides items.
    public var installsStandardGestureForInteractiveMovement: Bool {
        get { reordering.installsStandardGesture }
        set { reordering.installsStandardGesture = newValue }
    }

    /// Lifts the item at `indexPath` to move it; returns false when the data source's `canMoveItemAt`
    /// refuses, the item does not exist, or a movement or drag is already under way.
    ///
    /// - Note: An index path that names no item is reported as a `CollectionViewError`.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard !reordering.movement.isActive, reordering.drag == nil else { return false }
        prepareLayoutIfNeeded()
        guard validateItem(indexPath, operation: "beginInteractiveMovementForItem(at:)"),
              dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false else { return false }
        return beginMovement(at: indexPath)
    }

    /// Moves the lifted item to `targetPosition` (in the collection view's coordinates) and, when the
    /// pointer has come to a new target, the gap, at the reordering cadence.
    ///
    /// - Note: During a drag (see `dragDelegate`) the drag moves the item; calls here are ignored.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard reordering.drag == nil else { return }
        moveInteractively(to: targetPosition)
    }

    /// Moves the lifted item and proposes the rule's target for `targetPosition`.
    func moveInteractively(to targetPosition: CGPoint) {
        guard let movement = reordering.movement.movement else { return }
        let proposed = proposedMoveTarget(for: targetPosition, movement: movement)
        perform(movementInput: .update(position: targetPosition, proposed: proposed, time: frameDriver.now))
        startTickingIfNeeded()
    }

    /// Ends the movement where the gap is: the data source's `moveItemAt:to:` is called once (also when
    /// the item ends where it began), and the item settles into its place.
    ///
    /// - Note: A target still waiting for the cadence's delay is dropped: the item lands where the gap
    ///   is shown. If the data source's counts afterwards are not those of the move (a move across
    ///   sections that it did not make), Tessera reports a `CollectionViewError` and reloads. During a
    ///   drag, this ends the drag as a release would.
    public func endInteractiveMovement() {
        if reordering.drag != nil { return endDrag() }
        perform(movementInput: .end)
    }

    /// Abandons the movement: the data source is not told, and the item settles back into its place.
    ///
    /// - Note: During a drag, this cancels the drag.
    public func cancelInteractiveMovement() {
        if reordering.drag != nil { return cancelDrag() }
        perform(movementInput: .cancel)
    }

    // MARK: Carrying out the session's effects

    func beginMovement(at indexPath: IndexPath) -> Bool {
        if case .settling = reordering.movement.phase { finishSettlingNow() }
        let position = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.center ?? .zero
        var order = PresentedOrder(sourceCounts: loadedCounts)
        order.move = (indexPath, indexPath)
        reordering.order = order
        reordering.pointerInWindow = nil
        reordering.grabOffset = .zero
        reordering.lastAutoscrollTime = nil
        perform(movementInput: .begin(indexPath, position: position))
        return true
    }

    func perform(movementInput input: MovementSession.Input) {
        if case .update = input, case let .lifting(movement) = reordering.movement.phase {
            setDragState(.dragging, of: liveCell(at: movement.target))
        }
        perform(effect: reordering.movement.handle(input))
    }

    private func perform(effect: MovementSession.Effect) {
        let layout = collectionViewLayout
        switch effect {
        case .none:
            return
        case let .lift(indexPath):
            setDragState(.lifting, of: liveCell(at: indexPath))
            layout.invalidateLayout(with: layout.invalidationContext(
                forInteractivelyMovingItems: [indexPath], withTargetPosition: movingPosition,
                previousIndexPaths: [indexPath], previousPosition: movingPosition))
            relayoutForReordering(duration: Self.liftAnimationDuration)
        case let .follow(previous):
            guard let movement = reordering.movement.movement else { return }
            layout.invalidateLayout(with: layout.invalidationContext(
                forInteractivelyMovingItems: [movement.target], withTargetPosition: movement.position,
                previousIndexPaths: [movement.target], previousPosition: previous))
            setNeedsLayout()
        case let .retarget(from, to, previous):
            guard var order = reordering.order, let original = order.move?.from else { return }
            order.move = (original, to)
            showPresentedOrder(order, context: layout.invalidationContext(
                forInteractivelyMovingItems: [to], withTargetPosition: movingPosition,
                previousIndexPaths: [from], previousPosition: previous))
            relayoutForReordering(duration: Self.reorderAnimationDuration)
        case let .commit(from, to):
            commitMove(from: from, to: to)
        case let .restore(original, shownAt):
            let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: [original], previousIndexPaths: [shownAt], movementCancelled: true)
            showPresentedOrder(nil, context: context)
            settle()
        case .finish:
            reordering.pointerInWindow = nil
            setDragState(.none, of: nil)
        }
    }

    /// Tells the lifted cell its drag state (`.none` goes to the cell told last).
    private func setDragState(_ state: UICollectionViewCell.DragState, of cell: UICollectionViewCell?) {
        let told = reordering.draggedCell
        if state == .none || (cell != nil && cell !== told) { told?.dragStateDidChange(.none) }
        reordering.draggedCell = state == .none ? nil : cell ?? told
        if state != .none { reordering.draggedCell?.dragStateDidChange(state) }
    }

    /// The lifted item's position, or the origin when nothing is lifted.
    private var movingPosition: CGPoint { reordering.movement.movement?.position ?? .zero }

    private func commitMove(from: IndexPath, to: IndexPath) {
        let expected = reordering.order?.presentedCounts ?? loadedCounts
        reordering.order = nil
        dataSource?.collectionView(self, moveItemAt: from, to: to)
        counts = nil
        let layout = collectionViewLayout
        layout.invalidateLayout(with: layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [to], previousIndexPaths: [from], movementCancelled: false))
        let actual = loadedCounts
        if actual != expected {
            report(.moveNotApplied(from: from, to: to, expectedCounts: expected, actualCounts: actual))
            reloadData()
        }
        settle()
    }

    /// Animates everything, the lifted item included, into the layout's places; then the session is idle.
    private func settle() {
        guard case let .settling(_, generation) = reordering.movement.phase else { return }
        relayoutForReordering(duration: Self.reorderAnimationDuration, completion: { [weak self] _ in
            self?.perform(movementInput: .settled(generation: generation))
        })
    }

    private func finishSettlingNow() {
        if case let .settling(_, generation) = reordering.movement.phase {
            perform(movementInput: .settled(generation: generation))
        }
    }

    /// A layout pass inside an animation of `duration` (none for 0), so views glide to their new places;
    /// `alongside` runs inside the same animation.
    func relayoutForReordering(
        duration: TimeInterval, alongside: (() -> Void)? = nil, completion: ((Bool) -> Void)? = nil
    ) {
        UIView.animate(on: frameDriver, duration: duration, curve: .timing(.easeInOut), {
            self.setNeedsLayout()
            self.layoutIfNeeded()
            alongside?()
        }, completion: completion)
    }

    // MARK: The presented order

    /// The data source's index path for a presented one (the same outside a reorder).
    func dataSourceIndexPath(forPresented indexPath: IndexPath) -> IndexPath {
        reordering.order?.sourceIndexPath(forPresented: indexPath) ?? indexPath
    }

    /// Shows `order` (nil: the data source's own): live cells, the selection and highlights follow their
    /// items to their new index paths, the counts become the presented ones, and the layout is invalidated.
    func showPresentedOrder(_ order: PresentedOrder?, context: UICollectionViewLayoutInvalidationContext) {
        let old = reordering.order
        reordering.order = order
        remapItems { indexPath in
            let item = old?.item(at: indexPath) ?? .source(indexPath)
            if let order { return order.presentedIndexPath(of: item) }
            if case let .source(source) = item { return source }
            return nil
        }
        counts = order?.presentedCounts ?? old?.sourceCounts
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// Moves live cells, selection and highlights from index path to index path; cells that map to
    /// nothing are discarded.
    func remapItems(_ newIndexPath: (IndexPath) -> IndexPath?) {
        let cells = liveViews.filter { $0.key.category == .cell }
        for key in cells.keys where newIndexPath(key.indexPath) == nil { discardLiveView(for: key) }
        var moved: [ElementKey: (UICollectionReusableView, UICollectionViewLayoutAttributes?)] = [:]
        for key in cells.keys {
            guard let view = liveViews.removeValue(forKey: key), let path = newIndexPath(key.indexPath) else { continue }
            moved[ElementKey(category: .cell, kind: "", indexPath: path)] = (view, liveAttributes.removeValue(forKey: key))
        }
        for (key, entry) in moved {
            liveViews[key] = entry.0
            liveAttributes[key] = entry.1
        }
        var remapped = SelectionSet()
        for indexPath in selection.ordered { if let path = newIndexPath(indexPath) { remapped.insert(path) } }
        remapped.anchor = selection.anchor.flatMap(newIndexPath)
        selection = remapped
        highlighted = Set(highlighted.compactMap(newIndexPath))
    }

    /// Called by the layout pass with the elements it is about to show: the lifted item is added (it
    /// follows the pointer even when its slot is off screen) with the layout's lifted attributes. A
    /// reorder whose counts no longer match the data is abandoned first.
    func addInteractivelyMovingItem(to wanted: inout [ElementKey: UICollectionViewLayoutAttributes]) {
        if let order = reordering.order, loadedCounts != order.presentedCounts {
            abandonReorder(expected: order.presentedCounts)
            return
        }
        // A wheel scroll moved the content under the pointer: the lifted item catches up next frame.
        if pointerMovedOverContent { startTickingIfNeeded() }
        guard let key = liftedItemKey, let movement = reordering.movement.movement,
              let attributes = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
                at: movement.target, withTargetPosition: movement.position).copy() as? UICollectionViewLayoutAttributes
        else { return }
        wanted[key] = attributes
    }

    /// The lifted item's element while it follows the pointer.
    var liftedItemKey: ElementKey? {
        reordering.movement.movement.map { ElementKey(category: .cell, kind: "", indexPath: $0.target) }
    }

    /// The data changed under the reorder (a reload or a batch update): forget the reorder without
    /// telling the data source, and show its data as it is.
    private func abandonReorder(expected: [Int]) {
        report(.reorderInterrupted(expectedCounts: expected, actualCounts: loadedCounts))
        reordering.order = nil
        reordering.movement = MovementSession(cadence: reordering.movement.cadence)
        reordering.drag?.end()
        reordering.drag = nil
        reordering.drop = nil
        reordering.placeholders = [:]
        reloadData()
    }

    // MARK: Targets

    /// The target the rule (and, for an interactive movement, the delegate) chooses for the lifted item
    /// at `position`.
    func proposedMoveTarget(for position: CGPoint, movement: MovementSession.Movement, asksDelegate: Bool = true) -> IndexPath {
        let candidate = moveCandidate(at: position, excluding: movement.target)
        let gap = collectionViewLayout.layoutAttributesForItem(at: movement.target)?.frame
        let gapLength = gap.map { candidate?.flowsHorizontally ?? true ? $0.width : $0.height }
        let proposed = MovementTargeting.target(pointer: position, current: movement.target, gapLength: gapLength, candidate: candidate)
        guard proposed != movement.target, asksDelegate else { return proposed }
        let chosen = collectionDelegate?.collectionView(
            self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
            atCurrentIndexPath: movement.target, toProposedIndexPath: proposed) ?? proposed
        guard reordering.order?.isValidMoveTarget(chosen) ?? false else {
            report(.invalidMoveTarget(original: movement.original, proposed: proposed, returned: chosen))
            return movement.target
        }
        return chosen
    }

    /// The item the layout places under `position`, other than the gap.
    func moveCandidate(at position: CGPoint, excluding gap: IndexPath?) -> MovementTargeting.Candidate? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        let layout = collectionViewLayout
        guard let hit = (layout.layoutAttributesForElements(in: probe) ?? []).first(where: {
            $0.representedElementCategory == .cell && $0.indexPath != gap && $0.frame.contains(position) && isValidItem($0.indexPath)
        }) else { return nil }
        let path = hit.indexPath
        let count = numberOfItems(inSection: path.section)
        let neighbourPath = path.item + 1 < count ? IndexPath(item: path.item + 1, section: path.section)
            : path.item > 0 ? IndexPath(item: path.item - 1, section: path.section) : nil
        let neighbour = neighbourPath.flatMap { layout.layoutAttributesForItem(at: $0)?.frame }
        return MovementTargeting.Candidate(
            indexPath: path, frame: hit.frame, flowsHorizontally: MovementTargeting.flowsHorizontally(hit.frame, neighbour: neighbour))
    }

    // MARK: Frames: cadence delays and autoscroll

    /// Whether reordering needs frames: a target waits for its delay, the pointer is in an edge zone, or
    /// the content scrolled under the pointer since the lifted item last followed it.
    private var needsFrames: Bool {
        reordering.movement.hasPendingTarget || autoscrollVelocity != .zero || pointerMovedOverContent
            || (reordering.drag?.target.map { $0.autoscrollVelocity != .zero } ?? false)
    }

    /// Follows the user's pointer, at `windowLocation`: the movement is now pointer-driven (it autoscrolls
    /// and keeps the lifted item under the pointer when the content scrolls).
    func movePointer(toWindowLocation windowLocation: CGPoint) {
        reordering.pointerInWindow = windowLocation
        updateInteractiveMovementTargetPosition(liftedPosition(forPointer: convert(windowLocation, from: nil)))
    }

    /// Keeps the lifted item where it was grabbed: the press at `windowLocation` holds the item at
    /// its offset from the item's centre from now on.
    func grabLiftedItem(at windowLocation: CGPoint) {
        guard let movement = reordering.movement.movement else { return }
        let press = convert(windowLocation, from: nil)
        reordering.grabOffset = CGPoint(x: movement.position.x - press.x, y: movement.position.y - press.y)
    }

    /// The lifted item's centre for the pointer at `pointer` (content coordinates).
    func liftedPosition(forPointer pointer: CGPoint) -> CGPoint {
        CGPoint(x: pointer.x + reordering.grabOffset.x, y: pointer.y + reordering.grabOffset.y)
    }

    /// The user's pointer in content coordinates, for a pointer-driven movement.
    private var pointerPosition: CGPoint? {
        guard reordering.movement.isActive, let window = reordering.pointerInWindow else { return nil }
        return convert(window, from: nil)
    }

    /// Whether the content moved under the pointer (a wheel scroll, autoscroll) since the last update.
    private var pointerMovedOverContent: Bool {
        guard let pointer = pointerPosition, let movement = reordering.movement.movement else { return false }
        return liftedPosition(forPointer: pointer) != movement.position
    }

    func startTickingIfNeeded() {
        guard needsFrames else { return }
        let ticker = reordering.ticker ?? ReorderingTicker(self)
        reordering.ticker = ticker
        frameDriver.add(ticker)
    }

    /// One frame of reordering at `time`; returns whether more frames are needed.
    func advanceReordering(to time: TimeInterval) -> Bool {
        if reordering.movement.isActive {
            if reordering.pointerInWindow != nil { _ = autoscrollDelta(to: time) }
            if pointerMovedOverContent, let pointer = pointerPosition { moveInteractively(to: liftedPosition(forPointer: pointer)) }
            perform(movementInput: .tick(time))
        }
        advanceDrag(to: time)
        let more = needsFrames
        if !more { reordering.lastAutoscrollTime = nil }
        return more
    }

    /// The autoscroll velocity for the pointer now (zero unless a pointer-driven movement or drag is near an edge).
    var autoscrollVelocity: CGPoint {
        guard let position = autoscrollPointer else { return .zero }
        let range = contentOffsetRange
        return Autoscroll.velocity(
            pointer: position, visible: bounds,
            scrollsHorizontally: range.max.x > range.min.x, scrollsVertically: range.max.y > range.min.y)
    }

    /// Where the pointer is, in content coordinates, when it may autoscroll: a pointer-driven movement's
    /// pointer, or a drag's over this view (a drag scrolls its drop target, see `advanceDrag`).
    private var autoscrollPointer: CGPoint? {
        pointerPosition ?? reordering.drop?.session.location(in: self)
    }

    /// Scrolls for one frame; returns how far the content moved, or nil when it did not.
    func autoscrollDelta(to time: TimeInterval) -> CGPoint? {
        let velocity = autoscrollVelocity
        let last = reordering.lastAutoscrollTime ?? time
        reordering.lastAutoscrollTime = time
        let elapsed = CGFloat(min(0.05, max(0, time - last)))
        guard velocity != .zero, elapsed > 0 else { return nil }
        let range = contentOffsetRange
        let before = contentOffset
        let target = CGPoint(x: min(range.max.x, max(range.min.x, before.x + velocity.x * elapsed)),
                             y: min(range.max.y, max(range.min.y, before.y + velocity.y * elapsed)))
        guard target != before else { return nil }
        contentOffset = target
        let delta = CGPoint(x: contentOffset.x - before.x, y: contentOffset.y - before.y)
        return delta == .zero ? nil : delta
    }
}
