import Foundation

/// A press on an item that became a reorder: it drives the collection view's interactive movement, or
/// the drag it started, until the button comes up.
///
/// An `ItemPress` hands over to it when the press is held for `holdDelay` or moves `dragThreshold`
/// points. Releasing outside the collection view (outside every drop target, for a drag), Escape, or
/// losing the pointer cancels; the lifted item then settles back into its place.
@MainActor
final class ReorderTracking: PointerTracking {
    /// How long a press must be held before it lifts the item.
    nonisolated static let holdDelay: TimeInterval = 0.3
    /// How far a press must move before it lifts the item, in points.
    nonisolated static let dragThreshold: CGFloat = 6

    enum Kind { case movement, drag }

    private weak var collectionView: UICollectionView?
    private let kind: Kind
    var view: UIView? { collectionView }
    var isHighlightingPress: Bool { false }

    /// Begins a drag (when the drag delegate gives items) or an interactive movement (when the data
    /// source allows it) of the item at `indexPath`, pressed at `pressLocation` (window coordinates),
    /// with the pointer now where `event` says; nil when neither may begin.
    static func begin(
        in collectionView: UICollectionView, at indexPath: IndexPath, pressLocation: CGPoint, event: InputEvent
    ) -> ReorderTracking? {
        if collectionView.beginDrag(at: indexPath, pressLocation: pressLocation, windowLocation: event.location) {
            return ReorderTracking(collectionView, kind: .drag)
        }
        guard collectionView.installsStandardGestureForInteractiveMovement else { return nil }
        return beginMovement(in: collectionView, at: indexPath, pressLocation: pressLocation, event: event)
    }

    /// Begins an interactive movement of the item at `indexPath` (when the data source allows it), held
    /// where it was pressed; the item press and a list cell's reorder grip both start movements here.
    static func beginMovement(
        in collectionView: UICollectionView, at indexPath: IndexPath, pressLocation: CGPoint, event: InputEvent
    ) -> ReorderTracking? {
        guard collectionView.beginInteractiveMovementForItem(at: indexPath) else { return nil }
        collectionView.grabLiftedItem(at: pressLocation)
        let tracking = ReorderTracking(collectionView, kind: .movement)
        tracking.pointerMoved(event)
        return tracking
    }

    private init(_ collectionView: UICollectionView, kind: Kind) {
        self.collectionView = collectionView
        self.kind = kind
        // A drag sets the cursor from its drop proposal as it moves.
        if kind == .movement { collectionView.window?.cursor = .grabbing }
    }

    func pointerMoved(_ event: InputEvent) {
        guard let collectionView else { return }
        switch kind {
        case .movement: collectionView.movePointer(toWindowLocation: event.location)
        case .drag: collectionView.dragMoved(to: event.location)
        }
    }

    func pointerReleased(_ event: InputEvent) {
        guard let collectionView else { return }
        switch kind {
        case .movement:
            let inside = collectionView.bounds.contains(collectionView.convert(event.location, from: nil))
            if inside { collectionView.endInteractiveMovement() } else { collectionView.cancelInteractiveMovement() }
            collectionView.window?.cursor = .arrow
        case .drag:
            collectionView.dragMoved(to: event.location)
            collectionView.endDrag()
        }
    }

    func cancel() {
        guard let collectionView else { return }
        switch kind {
        case .movement:
            collectionView.cancelInteractiveMovement()
            collectionView.window?.cursor = .arrow
        case .drag:
            collectionView.cancelDrag()
        }
    }
}
