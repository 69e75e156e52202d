import Foundation

/// What a collection view keeps for drag and drop: its delegates, the drag it started, the drop over
/// it, and the drop placeholders it shows.
struct DragDropState {
    weak var dragDelegate: UICollectionViewDragDelegate?
    weak var dropDelegate: UICollectionViewDropDelegate?
    var dragInteractionEnabled = true
    /// The drag this collection view started, while it lasts; it drives this view's movement.
    var drag: DragSession?
    /// The drop session over this collection view, with its last proposal.
    var drop: DropState?
    /// Drop placeholders waiting for their commit or deletion.
    var placeholders: [ObjectIdentifier: UICollectionViewDropPlaceholderContext] = [:]
}
