import Foundation

// Drag and drop inside one app, with UIKit's collection-view API.
//
// A press on an item that is held or dragged begins a drag when `dragInteractionEnabled` is true and the
// drag delegate gives items for it (see `ReorderTracking`). The pressed item is lifted and follows the
// pointer, as in an interactive movement. Over a collection view with a drop delegate that can handle the
// session, each motion asks `dropSessionDidUpdate` with the insertion index path under the pointer:
// - `.insertAtDestinationIndexPath` opens a gap there at the reordering cadence (for a drag of this
//   view's own items: the lifted item's place moves; a drop from another collection view shows no gap);
// - `.insertIntoDestinationIndexPath` highlights the item under the pointer;
// - `.unspecified` does neither.
// Releasing where the last proposal is `.copy` or `.move` calls `performDrop(with:)`; anywhere else
// (outside every drop target, or with `.cancel`/`.forbidden`) the lifted item settles back. Escape cancels.

extension UICollectionView {
    /// The object that provides items for drags that start here.
    ///
    /// - Note: Drags stay inside the app: items can be dropped on its own collection views only, not on
    ///   other applications.
    public var dragDelegate: UICollectionViewDragDelegate? {
        get { dragAndDrop.dragDelegate }
        set { dragAndDrop.dragDelegate = newValue }
    }

    /// The object that accepts drops here.
    ///
    /// - Note: Only drags from collection views of the same app arrive; there are no drops from other
    ///   applications.
    public var dropDelegate: UICollectionViewDropDelegate? {
        get { dragAndDrop.dropDelegate }
        set { dragAndDrop.dropDelegate = newValue }
    }

    /// Whether presses on items may begin drags.
    ///
    /// - Note: True by default, as on iPad and Mac (UIKit's default is false on iPhone).
    public var dragInteractionEnabled: Bool {
        get { dragAndDrop.dragInteractionEnabled }
        set { dragAndDrop.dragInteractionEnabled = newValue }
    }

    /// Whether a drag that started here is under way.
    public var hasActiveDrag: Bool { dragAndDrop.drag != nil }

    /// Whether a drag is over this collection view and its drop delegate takes part.
    public var hasActiveDrop: Bool { dragAndDrop.drop != nil }

    /// Whether drop placeholders are waiting for their commit or deletion.
    public var hasUncommittedUpdates: Bool { !dragAndDrop.placeholders.isEmpty }

    /// The drag delegate's preview parameters for an item (nil when it has none); the lifted cell takes
    /// their look while it is dragged.
    public func dragPreviewParameters(forItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        dragDelegate?.collectionView(self, dragPreviewParametersForItemAt: indexPath)
    }

    // MARK: The drag's life

    /// Starts a drag of the item at `indexPath` (and the other selected items if it is selected), pressed
    /// at `pressLocation`, with the pointer now at `windowLocation`; returns false when the drag delegate
    /// gives no items.
    func beginDrag(at indexPath: IndexPath, pressLocation: CGPoint, windowLocation: CGPoint) -> Bool {
        guard dragInteractionEnabled, let dragDelegate, dragAndDrop.drag == nil, !interactiveMovement.session.isActive,
              isValidItem(indexPath) else { return false }
        let session = DragSession(source: self, at: windowLocation)
        let first = dragDelegate.collectionView(self, itemsForBeginning: session, at: indexPath)
        guard !first.isEmpty else { return false }
        first.forEach { $0.sourceIndexPath = indexPath }
        session.add(first)
        if selection.contains(indexPath) {
            for other in selection.ordered where other != indexPath {
                let point = collectionViewLayout.shownAttributesForItem(at: other)?.center ?? .zero
                let added = dragDelegate.collectionView(self, itemsForAddingTo: session, at: other, point: point)
                added.forEach { $0.sourceIndexPath = other }
                session.add(added)
            }
        }
        session.allowsMoveOperation = dragDelegate.collectionView(self, dragSessionAllowsMoveOperation: session)
        dragDelegate.collectionView(self, dragSessionWillBegin: session)
        dragAndDrop.drag = session
        _ = beginMovement(at: indexPath)
        grabLiftedItem(at: pressLocation)
        applyDragPreviewParameters(at: indexPath, in: session)
        dragMoved(to: windowLocation)
        return true
    }

    /// The pointer moved to `windowLocation` during the drag that started here.
    func dragMoved(to windowLocation: CGPoint) {
        guard let session = dragAndDrop.drag else { return }
        session.windowLocation = windowLocation
        let target = dropTarget(under: windowLocation, for: session)
        if session.target !== target {
            session.target?.dropSessionExited(session)
            session.target = target
            target?.dropSessionEntered(session)
        }
        target?.updateDrop()
        if target !== self, let movement = interactiveMovement.session.movement {
            // Over another view, or over none: this view's items close up behind the lifted one.
            moveLiftedItem(to: liftedPosition(forPointer: session.location(in: self)), proposing: movement.original)
        }
        window?.cursor = target?.dragAndDrop.drop?.cursor ?? .grabbing
        startTickingIfNeeded()
    }

    /// The button came up: drop where the proposal says so, or settle back.
    ///
    /// Either way this view's movement ends without telling its data source: the lifted item and the
    /// gap settle back, and a drop delegate's own updates animate from where things are shown.
    func endDrag() {
        guard let session = dragAndDrop.drag else { return }
        let target = session.target
        let drop = target?.dragAndDrop.drop
        if drop?.proposal.drops != true { target?.dropSessionExited(session) }
        perform(movementInput: .cancel)
        if let target, let drop, drop.proposal.drops { target.performDrop(drop) }
        finishDrag(session)
    }

    /// Escape, a lost pointer: the drag ends without a drop.
    func cancelDrag() {
        guard let session = dragAndDrop.drag else { return }
        session.target?.dropSessionExited(session)
        perform(movementInput: .cancel)
        finishDrag(session)
    }

    private func finishDrag(_ session: DragSession) {
        let target = session.target
        session.end()
        dragAndDrop.drag = nil
        if let target, let delegate = target.dropDelegate { delegate.collectionView(target, dropSessionDidEnd: session) }
        dragDelegate?.collectionView(self, dragSessionDidEnd: session)
        window?.cursor = .arrow
    }

    /// The front-most collection view under the pointer whose drop delegate can handle the session.
    private func dropTarget(under windowLocation: CGPoint, for session: DragSession) -> UICollectionView? {
        guard let window = window else { return nil }
        var view = window.hitTest(windowLocation, with: UIEvent(timestamp: frameDriver.now))
        while let current = view {
            if let collectionView = current as? UICollectionView, let delegate = collectionView.dropDelegate {
                return delegate.collectionView(collectionView, canHandle: session) ? collectionView : nil
            }
            view = current.superview
        }
        return nil
    }

    /// Moves the lifted item to `position` with `proposed` as the rule's target (through the cadence).
    private func moveLiftedItem(to position: CGPoint, proposing proposed: IndexPath) {
        guard interactiveMovement.session.isActive else { return }
        perform(movementInput: .update(position: position, proposed: proposed, time: frameDriver.now))
    }

    // MARK: Being the drop target

    private func dropSessionEntered(_ session: DragSession) {
        dragAndDrop.drop = DropState(session: session)
        dropDelegate?.collectionView(self, dropSessionDidEnter: session)
    }

    private func dropSessionExited(_ session: DragSession) {
        guard let drop = dragAndDrop.drop else { return }
        if let highlighted = drop.itemUnderPointer, drop.proposal.intent == .insertIntoDestinationIndexPath {
            setHighlighted(false, at: highlighted)
        }
        dragAndDrop.drop = nil
        dropDelegate?.collectionView(self, dropSessionDidExit: session)
    }

    /// Asks the drop delegate about the pointer's place and shows its answer (a gap, a highlight, neither).
    private func updateDrop() {
        guard var drop = dragAndDrop.drop else { return }
        let session = drop.session
        let position = session.location(in: self)
        let ownMovement = session.source === self ? interactiveMovement.session.movement : nil
        let candidate = moveCandidate(at: position, excluding: ownMovement?.target)
        // This view's own lifted item places the gap by its centre, as in an interactive movement.
        let lifted = liftedPosition(forPointer: position)
        let destination: IndexPath?
        if let ownMovement {
            destination = proposedMoveTarget(for: lifted, movement: ownMovement, asksDelegate: false)
        } else if let candidate {
            // No gap of ours here: insertion before or after the item under the pointer.
            destination = MovementTargeting.target(pointer: position, current: IndexPath(item: -1, section: -1), gapLength: nil, candidate: candidate)
        } else {
            destination = nil
        }
        let previousHighlight = drop.proposal.intent == .insertIntoDestinationIndexPath ? drop.itemUnderPointer : nil
        drop.destination = destination
        drop.itemUnderPointer = candidate?.indexPath
        drop.proposal = checkedProposal(
            dropDelegate?.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
                ?? UICollectionViewDropProposal(operation: .cancel),
            drop: drop)
        dragAndDrop.drop = drop
        let highlight = drop.proposal.intent == .insertIntoDestinationIndexPath ? drop.itemUnderPointer : nil
        if previousHighlight != highlight {
            if let previousHighlight { setHighlighted(false, at: previousHighlight) }
            if let highlight { setHighlighted(true, at: highlight) }
        }
        if let ownMovement {
            let opensGap = drop.proposal.intent == .insertAtDestinationIndexPath && drop.proposal.drops
            moveLiftedItem(to: lifted, proposing: opensGap ? destination ?? ownMovement.target : ownMovement.original)
        }
    }

    /// The proposal as it can be carried out: a `.move` the session does not allow is reported and
    /// becomes `.forbidden`; "into" an item with no item under the pointer (the delegate cannot know
    /// that) becomes `.cancel`, silently.
    private func checkedProposal(_ proposal: UICollectionViewDropProposal, drop: DropState) -> UICollectionViewDropProposal {
        if proposal.operation == .move, !drop.session.allowsMoveOperation {
            report(.invalidDrop(reason: "a .move proposal for a session that does not allow moving", destination: drop.destination))
            return UICollectionViewDropProposal(operation: .forbidden)
        }
        if proposal.intent == .insertIntoDestinationIndexPath, drop.itemUnderPointer == nil {
            return UICollectionViewDropProposal(operation: .cancel)
        }
        return proposal
    }

    /// Hands the drop to the drop delegate, then animates everything into the places it leaves.
    private func performDrop(_ drop: DropState) {
        if let highlighted = drop.itemUnderPointer, drop.proposal.intent == .insertIntoDestinationIndexPath {
            setHighlighted(false, at: highlighted)
        }
        dragAndDrop.drop = nil
        let session = drop.session
        let ownItems = session.source === self
        let items = session.items.map { item in
            UICollectionViewDropItem(
                dragItem: item, sourceIndexPath: ownItems ? item.sourceIndexPath : nil,
                previewSize: item.sourceIndexPath.flatMap { session.source?.collectionViewLayout.shownAttributesForItem(at: $0)?.size } ?? .zero)
        }
        let coordinator = DropCoordinator(
            items: items, destinationIndexPath: drop.coordinatorDestination, proposal: drop.proposal, session: session, collectionView: self)
        dropDelegate?.collectionView(self, performDropWith: coordinator)
        let animator = session.animator
        relayout(.layoutPass, duration: Self.reorderAnimationDuration, alongside: animator.runAnimations, completion: { _ in animator.complete() })
    }

    /// One frame of a drag: autoscroll the drop target under the pointer and ask it again about the
    /// pointer's new place in its content.
    func advanceDrag(to time: TimeInterval) {
        guard let session = dragAndDrop.drag, let target = session.target else { return }
        if target.autoscrollDelta(to: time) != nil {
            target.updateDrop()
        }
    }
}
