import Foundation

/// A drag over a collection view that takes drops: where the items would go and what the drop delegate
/// proposes there.
@MainActor
struct DropState {
    let session: DragSession
    /// The insertion index path passed to `dropSessionDidUpdate`.
    var destination: IndexPath?
    /// The item under the pointer (the destination of `.insertIntoDestinationIndexPath`).
    var itemUnderPointer: IndexPath?
    var proposal = UICollectionViewDropProposal(operation: .cancel)

    /// The coordinator's destination for the current proposal.
    var coordinatorDestination: IndexPath? {
        proposal.intent == .insertIntoDestinationIndexPath ? itemUnderPointer : destination
    }

    /// The pointer shape for the current proposal.
    var cursor: UIWindow.Cursor {
        switch proposal.operation {
        case .copy: .copy
        case .move: .grabbing
        case .forbidden: .notAllowed
        case .cancel: .grabbing
        }
    }
}
