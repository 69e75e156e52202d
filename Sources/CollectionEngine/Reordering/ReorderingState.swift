import Foundation

/// Everything a collection view keeps for reordering: the interactive movement, the drag it started,
/// the drop over it, the order it presents meanwhile, and the frame ticker that drives cadence delays
/// and autoscroll. It is the collection view's one stored property for these features.
struct ReorderingState {
    var movement = MovementSession()
    /// The order shown while a reorder or a drop placeholder is under way; nil when it is the data source's.
    var order: PresentedOrder?
    /// The user's pointer, in window coordinates, when the movement follows it (and so autoscrolls)
    /// rather than only API calls.
    var pointerInWindow: CGPoint?
    /// Where the lifted item's centre is from the pointer: kept from the press, so that the item does
    /// not jump to centre itself under the pointer when it is lifted.
    var grabOffset: CGPoint = .zero
    /// The frame time autoscroll last advanced to.
    var lastAutoscrollTime: TimeInterval?
    var ticker: ReorderingTicker?
    var installsStandardGesture = true
    /// The cell told it is lifted or dragged, to be told `.none` when it settles.
    weak var draggedCell: UICollectionViewCell?

    weak var dragDelegate: UICollectionViewDragDelegate?
    weak var dropDelegate: UICollectionViewDropDelegate?
    var dragInteractionEnabled = true
    /// The drag this collection view started, while it lasts.
    var drag: DragSession?
    /// The drop session over this collection view, with its last proposal.
    var drop: DropState?
    /// Drop placeholders waiting for their commit or deletion.
    var placeholders: [ObjectIdentifier: UICollectionViewDropPlaceholderContext] = [:]
}

/// Steps a collection view's reordering once per frame while a cadence delay or autoscroll needs it.
@MainActor
final class ReorderingTicker: FrameTicking {
    private weak var collectionView: UICollectionView?

    init(_ collectionView: UICollectionView) { self.collectionView = collectionView }

    func advance(to time: TimeInterval) -> Bool {
        collectionView?.advanceReordering(to: time) ?? false
    }
}
