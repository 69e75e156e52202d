import Foundation

/// A press on a list cell's reorder grip: once dragged `startDistance` it becomes the collection view's
/// interactive movement of the cell's item (`ReorderTracking.beginMovement`), which gets the rest of
/// the press. A press that never moves far enough does nothing, so a click on the grip moves nothing.
@MainActor
final class ReorderGripPress: PointerTracking {
    /// How far the grip must be dragged before the item lifts, in points: a grip needs no hold.
    nonisolated static let startDistance: CGFloat = 2

    enum Phase {
        case pressed
        case moving(ReorderTracking)
        case over
    }

    private weak var cell: UICollectionViewCell?
    private weak var collectionView: UICollectionView?
    private let start: CGPoint
    private(set) var phase: Phase = .pressed
    var view: UIView? { collectionView }
    var isHighlightingPress: Bool { false }

    init(cell: UICollectionViewCell, event: InputEvent) {
        self.cell = cell
        collectionView = cell.owningCollectionView
        start = event.location
    }

    func pointerMoved(_ event: InputEvent) {
        switch phase {
        case let .moving(tracking):
            tracking.pointerMoved(event)
        case .pressed:
            guard hypot(event.location.x - start.x, event.location.y - start.y) >= Self.startDistance else { return }
            guard let collectionView, let cell, let indexPath = collectionView.indexPath(for: cell),
                  let tracking = ReorderTracking.beginMovement(in: collectionView, at: indexPath, pressLocation: start, event: event)
            else { phase = .over; return }
            phase = .moving(tracking)
        case .over:
            return
        }
    }

    func pointerReleased(_ event: InputEvent) {
        if case let .moving(tracking) = phase { tracking.pointerReleased(event) }
        phase = .over
    }

    func cancel() {
        if case let .moving(tracking) = phase { tracking.cancel() }
        phase = .over
    }
}
