import Foundation

/// A primary press on an item, from its highlight to the click on release; or, held or dragged past
/// a small threshold, to a reorder (`ReorderTracking`) that gets the rest of the press; or, dragged
/// sideways over a list row with swipe actions, to a swipe (`UICollectionView+Swipe`).
@MainActor
final class ItemPress: PointerTracking {
    enum Phase {
        /// The item is highlighted and a release on it will click it.
        case highlighted
        /// The press became a movement or a drag, which gets every later input.
        case reordering(ReorderTracking)
        /// The press swipes its row sideways; `x` is where the pointer was last, in the window.
        case swiping(x: CGFloat)
        /// Released, cancelled, or refused by `shouldHighlightItemAt`: nothing more happens.
        case over
    }

    enum Input {
        case moved(InputEvent)
        case released(InputEvent)
        case cancelled
    }

    private weak var collectionView: UICollectionView?
    /// The pressed item; it follows the item through batch updates (see `dataChanged(_:)`).
    private var indexPath: IndexPath
    private let modifiers: InputEvent.Modifiers
    private let start: CGPoint
    private var lastEvent: InputEvent
    private var hold: HoldTimer?
    private(set) var phase: Phase
    var view: UIView? { collectionView }
    var isHighlightingPress: Bool {
        switch phase {
        case .reordering, .swiping: false
        case .highlighted, .over: true
        }
    }

    /// How far sideways (and more sideways than down) a press must move to swipe its row.
    static let swipeThreshold: CGFloat = 8

    init(_ collectionView: UICollectionView, indexPath: IndexPath, event: InputEvent) {
        self.collectionView = collectionView
        self.indexPath = indexPath
        modifiers = event.modifiers
        start = event.location
        lastEvent = event
        phase = collectionView.highlightByUser(indexPath) ? .highlighted : .over
        if case .highlighted = phase, collectionView.mayReorderByUser(at: indexPath) {
            let hold = HoldTimer(deadline: event.timestamp + ReorderTracking.holdDelay) { [weak self] in self?.beginReorder() }
            self.hold = hold
            collectionView.frameDriver.add(hold)
        }
    }

    func pointerMoved(_ event: InputEvent) { handle(.moved(event)) }
    func pointerReleased(_ event: InputEvent) { handle(.released(event)) }
    func cancel() { handle(.cancelled) }

    /// The press's one transition: a reorder gets everything; a move past the threshold begins one when
    /// it may; every other input but a move within the item ends the press, and only a release on the
    /// item clicks it.
    private func handle(_ input: Input) {
        if case let .reordering(tracking) = phase {
            switch input {
            case let .moved(event): tracking.pointerMoved(event)
            case let .released(event): phase = .over; tracking.pointerReleased(event)
            case .cancelled: phase = .over; tracking.cancel()
            }
            return
        }
        if case let .swiping(x) = phase {
            switch input {
            case let .moved(event):
                phase = .swiping(x: event.location.x)
                collectionView?.moveSwipe(.moved(event.location.x - x))
            case .released, .cancelled:
                phase = .over
                collectionView?.moveSwipe(.released)
            }
            return
        }
        guard case .highlighted = phase, let collectionView else { return }
        if case let .moved(event) = input { lastEvent = event }
        switch input {
        case let .moved(event) where beginSwipe(event):
            return
        case let .moved(event) where hold != nil
            && hypot(event.location.x - start.x, event.location.y - start.y) >= ReorderTracking.dragThreshold && beginReorder():
            return
        case let .moved(event) where item(under: event) == indexPath:
            return
        case let .released(event) where item(under: event) == indexPath:
            phase = .over
            collectionView.unhighlightByUser(indexPath)
            collectionView.clickItem(at: indexPath, modifiers: modifiers)
        case .moved, .released, .cancelled:
            phase = .over
            collectionView.unhighlightByUser(indexPath)
        }
        hold?.cancel()
        hold = nil
    }

    /// The data changed under a press that has not become a reorder: it follows its item to the item's
    /// new index path (`newIndexPath`), and ends, without a click or a lift, when the item is gone
    /// (deleted, or everything reloaded: nil) or no longer under the pointer, as when the pointer
    /// leaves the item. Without this the hold would lift whichever item now has the old index path.
    func dataChanged(_ newIndexPath: (IndexPath) -> IndexPath?) {
        guard case .highlighted = phase, let collectionView else { return }
        guard let followed = newIndexPath(indexPath) else {
            phase = .over
            hold?.cancel()
            hold = nil
            return
        }
        indexPath = followed
        if item(under: lastEvent) == followed {
            collectionView.setHighlighted(true, at: followed)
        } else {
            handle(.cancelled)
        }
    }

    /// Turns a sideways move into a swipe of the row, when the row has actions that way.
    private func beginSwipe(_ event: InputEvent) -> Bool {
        let dx = event.location.x - start.x, dy = event.location.y - start.y
        guard abs(dx) >= Self.swipeThreshold, abs(dx) > abs(dy) * 1.5, let collectionView,
              collectionView.beginSwipe(at: indexPath, travel: dx) else { return false }
        hold?.cancel()
        hold = nil
        collectionView.unhighlightByUser(indexPath)
        phase = .swiping(x: event.location.x)
        collectionView.moveSwipe(.moved(dx))
        return true
    }

    /// Turns the press into a movement or a drag at the last pointer position; returns whether it did.
    @discardableResult
    private func beginReorder() -> Bool {
        hold?.cancel()
        hold = nil
        // An app's recognizer that may still claim the press goes first, as UIKit's gestures do.
        guard case .highlighted = phase, let collectionView, collectionView.window?.inputRouter.recognizersClaimPress != true else { return false }
        collectionView.unhighlightByUser(indexPath)
        guard let tracking = ReorderTracking.begin(in: collectionView, at: indexPath, pressLocation: start, event: lastEvent) else {
            phase = .over
            return false
        }
        phase = .reordering(tracking)
        return true
    }

    private func item(under event: InputEvent) -> IndexPath? {
        guard let collectionView else { return nil }
        return collectionView.indexPathForItem(at: collectionView.convert(event.location, from: nil))
    }
}
