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
        get { interactiveMovement.session.cadence }
        set { interactiveMovement.session.cadence = newValue }
    }

    /// Whether a press on an item that is held (300 ms) or dragged (6 points) begins an interactive
    /// movement, when the data source's `canMoveItemAt` allows it.
    ///
    /// - Note: UIKit has this on `UICollectionViewController` only; Tessera keeps it on the collection
    ///   view (the controller forwards its own), so a plain collection view reorders too. True by
    ///   default, as on the controller. A drag (see `dragDelegate`) takes precedence when the drag
    ///   delegate provides items.
    public var installsStandardGestureForInteractiveMovement: Bool {
        get { interactiveMovement.installsStandardGesture }
        set { interactiveMovement.installsStandardGesture = newValue }
    }

    /// Lifts the item at `indexPath` to move it; returns false when the data source's `canMoveItemAt`
    /// refuses, the item does not exist, or a movement or drag is already under way.
    ///
    /// - Note: An index path that names no item is reported as a `CollectionViewError`.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard !interactiveMovement.session.isActive, dragAndDrop.drag == nil else { return false }
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
        guard dragAndDrop.drag == nil else { return }
        moveInteractively(to: targetPosition)
    }

    /// Moves the lifted item and proposes the rule's target for `targetPosition`.
    func moveInteractively(to targetPosition: CGPoint) {
        guard let movement = interactiveMovement.session.movement else { return }
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
        if dragAndDrop.drag != nil { return endDrag() }
        perform(movementInput: .end)
    }

    /// Abandons the movement: the data source is not told, and the item settles back into its place.
    ///
    /// - Note: During a drag, this cancels the drag.
    public func cancelInteractiveMovement() {
        if dragAndDrop.drag != nil { return cancelDrag() }
        perform(movementInput: .cancel)
    }

    /// Ends a movement or a drag of this view's items before a batch update changes its data: the
    /// movement is cancelled (the item settles back), so the data source is never told of a move on
    /// index paths the update makes stale, and the update names the data source's own order.
    func cancelReorderingBeforeDataChange() {
        guard interactiveMovement.session.isActive else { return }
        cancelInteractiveMovement()
    }

    // MARK: Carrying out the session's effects

    func beginMovement(at indexPath: IndexPath) -> Bool {
        if case .settling = interactiveMovement.session.phase { finishSettlingNow() }
        let position = collectionViewLayout.shownAttributesForItem(at: indexPath)?.center ?? .zero
        var order = PresentedOrder(sourceCounts: loadedCounts)
        order.move = (indexPath, indexPath)
        dataState.apply(.presented(order))
        interactiveMovement.pointerInWindow = nil
        interactiveMovement.grabOffset = .zero
        reorderingFrames.lastAutoscrollTime = nil
        perform(movementInput: .begin(indexPath, position: position))
        return true
    }

    func perform(movementInput input: MovementSession.Input) {
        if case .update = input, case let .lifting(movement) = interactiveMovement.session.phase {
            setDragState(.dragging, of: liveCell(at: movement.target))
        }
        perform(effect: interactiveMovement.session.handle(input))
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
            relayout(.layoutPass, duration: Self.liftAnimationDuration)
        case let .follow(previous):
            guard let movement = interactiveMovement.session.movement else { return }
            layout.invalidateLayout(with: layout.invalidationContext(
                forInteractivelyMovingItems: [movement.target], withTargetPosition: movement.position,
                previousIndexPaths: [movement.target], previousPosition: previous))
            setNeedsLayout()
        case let .retarget(from, to, previous):
            guard var order = dataState.presentedOrder, let original = order.move?.from else { return }
            order.move = (original, to)
            showPresentedOrder(order, context: layout.invalidationContext(
                forInteractivelyMovingItems: [to], withTargetPosition: movingPosition,
                previousIndexPaths: [from], previousPosition: previous))
            relayout(.layoutPass, duration: Self.reorderAnimationDuration)
        case let .commit(from, to):
            commitMove(from: from, to: to)
        case let .restore(original, shownAt):
            let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: [original], previousIndexPaths: [shownAt], movementCancelled: true)
            showPresentedOrder(nil, context: context)
            settle()
        case .finish:
            interactiveMovement.pointerInWindow = nil
            setDragState(.none, of: nil)
        }
    }

    /// Tells the lifted cell its drag state (`.none` goes to the cell told last).
    private func setDragState(_ state: UICollectionViewCell.DragState, of cell: UICollectionViewCell?) {
        let told = interactiveMovement.draggedCell
        if state == .none || (cell != nil && cell !== told) { told?.dragStateDidChange(.none) }
        interactiveMovement.draggedCell = state == .none ? nil : cell ?? told
        if state != .none { interactiveMovement.draggedCell?.dragStateDidChange(state) }
        // Their configuration state's `isReordering` changed.
        if told !== interactiveMovement.draggedCell {
            told?.setNeedsUpdateConfiguration()
            interactiveMovement.draggedCell?.setNeedsUpdateConfiguration()
        }
    }

    /// The lifted item's position, or the origin when nothing is lifted.
    private var movingPosition: CGPoint { interactiveMovement.session.movement?.position ?? .zero }

    private func commitMove(from: IndexPath, to: IndexPath) {
        let expected = dataState.presentedOrder?.presentedCounts ?? loadedCounts
        dataState.apply(.presentedOrderDropped)
        dataSource?.collectionView(self, moveItemAt: from, to: to)
        dataState.apply(.countsInvalidated)
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
        guard case let .settling(_, generation) = interactiveMovement.session.phase else { return }
        relayout(.layoutPass, duration: Self.reorderAnimationDuration, completion: { [weak self] _ in
            self?.perform(movementInput: .settled(generation: generation))
        })
    }

    private func finishSettlingNow() {
        if case let .settling(_, generation) = interactiveMovement.session.phase {
            perform(movementInput: .settled(generation: generation))
        }
    }
}
