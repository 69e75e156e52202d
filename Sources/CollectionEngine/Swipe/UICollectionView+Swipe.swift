import Foundation

// Swipe actions of list rows: a horizontal drag of a pressed row (`ItemPress`), two fingers moving
// sideways on a touchpad, or a sideways wheel over a row reveal the actions its list's providers give
// (`UICollectionLayoutListConfiguration.leading/trailingSwipeActionsConfigurationProvider`). The one
// state is `swipeState`; `moveSwipe` is the one place it changes, and shows what it decided.
extension UICollectionView {
    /// The actions the list gives the row at `indexPath` at `edge`; nil when there are none.
    func swipeActions(at indexPath: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration? {
        guard isValidItem(indexPath), let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              let list = layout.listConfiguration(ofSection: indexPath.section) else { return nil }
        let provider = edge == .leading ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
        guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// Starts a swipe of the row at `indexPath` towards the side `travel` points to, if that side has
    /// actions (or the row is open already); returns whether it did.
    func beginSwipe(at indexPath: IndexPath, travel: CGFloat) -> Bool {
        guard travel != 0, let cell = cellForItem(at: indexPath) as? UICollectionViewListCell else { return false }
        if case let .open(open, _) = swipeState, open.indexPath == indexPath {
            moveSwipe(.began(open))
            return true
        }
        let edge: SwipeEdge = travel > 0 ? .leading : .trailing
        guard let configuration = swipeActions(at: indexPath, edge: edge) else { return false }
        let actions = cell.prepareSwipe(configuration, edge: edge) { [weak self] action, button in self?.perform(action, from: button) }
        let row = SwipeRow(indexPath: indexPath, edge: edge, actionsWidth: actions.actionsWidth, rowWidth: cell.bounds.width,
                           allowsFullSwipe: configuration.performsFirstActionWithFullSwipe)
        moveSwipe(.began(row))
        return true
    }

    /// Opens the row's actions at `edge` at once, as a delete accessory without a handler does.
    func revealSwipeActions(at indexPath: IndexPath, edge: SwipeEdge) {
        guard beginSwipe(at: indexPath, travel: edge.sign), let row = swipeState.row else { return }
        moveSwipe(.moved(row.actionsWidth * row.edge.sign))
        moveSwipe(.released)
    }

    /// The one place the swipe changes: steps `swipeState` and shows the result on the row's cell.
    func moveSwipe(_ input: SwipeInput) {
        let before = swipeState
        let (next, effects) = before.next(input)
        swipeState = next
        guard let row = next.row ?? before.row, let cell = cellForItem(at: row.indexPath) as? UICollectionViewListCell else { return }
        for effect in effects {
            switch effect {
            case let .show(offset, animated):
                cell.showSwipe(offset: offset, expandsFirstAction: row.isFullSwipe(offset) && next != .idle, animated: animated)
            case .performFirstAction:
                if let actions = cell.swipeActionsView, let first = actions.configuration.actions.first, let button = actions.firstButton {
                    perform(first, from: button)
                }
            }
        }
    }

    /// Runs an action's handler; its completion closes the row (unless the row is gone by then).
    private func perform(_ action: UIContextualAction, from button: UIView) {
        action.handler(action, button) { [weak self] _ in self?.moveSwipe(.close) }
    }

    /// A sideways wheel over a row opens its actions, or closes them when they show.
    func swipeByWheel(_ delta: CGPoint, at location: CGPoint) -> Bool {
        guard delta.x != 0, delta.y == 0, let indexPath = indexPathForItem(at: location) else { return false }
        if swipeState != .idle {
            moveSwipe(.close)
            return true
        }
        // A wheel turned to show content further right moves the row left: the trailing actions.
        let edge: SwipeEdge = delta.x > 0 ? .trailing : .leading
        guard swipeActions(at: indexPath, edge: edge) != nil else { return false }
        revealSwipeActions(at: indexPath, edge: edge)
        return true
    }

    /// What two fingers moving sideways over a row drag: its swipe, when the row has actions that way.
    func swipeDragTarget(at location: CGPoint) -> ScrollDragging? {
        guard let indexPath = indexPathForItem(at: location), cellForItem(at: indexPath) is UICollectionViewListCell,
              swipeActions(at: indexPath, edge: .leading) != nil || swipeActions(at: indexPath, edge: .trailing) != nil
                || swipeState.row?.indexPath == indexPath else { return nil }
        return SwipeDrag(collectionView: self, indexPath: indexPath)
    }
}

/// Fingers on a touchpad swiping a row: the first delta picks the side, the rest move the row, and
/// lifting them releases it.
@MainActor
final class SwipeDrag: ScrollDragging {
    private weak var collectionView: UICollectionView?
    private let indexPath: IndexPath
    private var began = false
    private(set) var isTracking = false
    var isDecelerating: Bool { false }

    init(collectionView: UICollectionView, indexPath: IndexPath) {
        self.collectionView = collectionView
        self.indexPath = indexPath
    }

    func beginTracking(at time: TimeInterval) { isTracking = true }

    /// A delta that shows content further right moves the row left.
    func track(by delta: CGPoint, at time: TimeInterval) {
        guard let collectionView, isTracking else { return }
        let travel = -delta.x
        if !began {
            began = collectionView.beginSwipe(at: indexPath, travel: travel)
            guard began else { return }
        }
        collectionView.moveSwipe(.moved(travel))
    }

    func endTracking(at time: TimeInterval) {
        isTracking = false
        if began { collectionView?.moveSwipe(.released) }
    }
}
