import Foundation

/// What a collection view keeps for interactive movement: the state machine, and the user's pointer
/// when it drives the movement.
struct MovementState {
    /// The movement's state machine; the one place its phase changes.
    var session = MovementSession()
    /// The user's pointer, in window coordinates, when the movement follows it (and so autoscrolls)
    /// rather than only API calls.
    var pointerInWindow: CGPoint?
    /// Where the lifted item's centre is from the pointer: kept from the press, so that the item does
    /// not jump to centre itself under the pointer when it is lifted.
    var grabOffset: CGPoint = .zero
    var installsStandardGesture = true
    /// The cell told it is lifted or dragged, to be told `.none` when it settles.
    weak var draggedCell: UICollectionViewCell?
}
