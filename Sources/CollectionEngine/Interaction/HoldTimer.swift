import Foundation

/// Fires an item press's hold once the hold delay has passed on the frame driver's clock.
@MainActor
final class HoldTimer: FrameTicking {
    private let deadline: TimeInterval
    private let fire: () -> Void
    private var cancelled = false

    init(deadline: TimeInterval, fire: @escaping () -> Void) {
        self.deadline = deadline
        self.fire = fire
    }

    func cancel() { cancelled = true }

    var restsUntil: TimeInterval? { deadline - CadenceGate.tolerance }

    func advance(to time: TimeInterval) -> Bool {
        guard !cancelled else { return false }
        guard time + CadenceGate.tolerance >= deadline else { return true }
        cancelled = true
        fire()
        return false
    }
}

extension UICollectionView {
    /// Whether a press on `indexPath` could become a reorder (so it is worth timing the hold).
    func mayReorderByUser(at indexPath: IndexPath) -> Bool {
        (dragInteractionEnabled && dragDelegate != nil)
            || (installsStandardGestureForInteractiveMovement && (dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false))
    }
}
