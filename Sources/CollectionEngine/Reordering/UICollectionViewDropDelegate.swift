import Foundation

/// What a drop would do, as UIKit's `UIDropOperation`.
public enum UIDropOperation: UInt, Sendable {
    /// Nothing: releasing ends the drag without a drop.
    case cancel
    /// The target refuses the items here.
    case forbidden
    case copy
    /// Only when the session's `allowsMoveOperation` is true.
    case move
}

/// How a collection view shows a drop over it, as UIKit's `UICollectionViewDropIntent`.
public enum UICollectionViewDropIntent: Int, Sendable {
    /// Neither a gap nor a highlight.
    case unspecified
    /// The items would go in at the destination index path: a gap opens there (at the reordering cadence).
    case insertAtDestinationIndexPath
    /// The items would go into the item at the destination: that cell is highlighted.
    case insertIntoDestinationIndexPath
}

/// A drop delegate's answer to where the pointer is, as UIKit's `UICollectionViewDropProposal`.
@MainActor
public final class UICollectionViewDropProposal: NSObject {
    /// What releasing would do.
    public let operation: UIDropOperation
    /// How the collection view shows it: a gap, a highlighted item, or neither.
    public let intent: UICollectionViewDropIntent

    /// A proposal of `operation` shown as `intent`.
    public init(operation: UIDropOperation, intent: UICollectionViewDropIntent = .unspecified) {
        self.operation = operation
        self.intent = intent
        super.init()
    }

    /// Whether releasing now would drop.
    var drops: Bool { operation == .copy || operation == .move }
}

/// The object that accepts drops into a collection view, as UIKit's `UICollectionViewDropDelegate`.
///
/// ```swift
/// func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
///                     withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
///     UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
/// }
/// func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
///     guard let item = coordinator.items.first, let from = item.sourceIndexPath,
///           let to = coordinator.destinationIndexPath else { return }
///     collectionView.performBatchUpdates {
///         photos.insert(photos.remove(at: from.item), at: to.item)
///         collectionView.moveItem(at: from, to: to)
///     }
///     coordinator.drop(item.dragItem, toItemAt: to)
/// }
/// ```
///
/// - Note: `destinationIndexPath` is where the items would be inserted (the gap, for a drag of this
///   view's own items); for `.insertIntoDestinationIndexPath`, the coordinator's destination is the item
///   under the pointer, and with no item there (the pointer over the dragged item's own place, or
///   between items) the proposal counts as `.cancel`. A proposal of `.move` for a session that does
///   not allow moving is reported as a `CollectionViewError` and treated as `.forbidden`.
@MainActor
public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    /// Called on release when the last proposal was `.copy` or `.move`.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)
    /// Optional; whether this collection view takes part in the session at all (true when not implemented).
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
    /// Optional; the proposal for the pointer's place (`.cancel` when not implemented).
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    /// Optional.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession)
    /// Optional.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession)
    /// Optional.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)
}

extension UICollectionViewDropDelegate {
    /// Accepts every session by default.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool { true }
    /// Refuses the drop by default (`.cancel`): implement it to accept drops.
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal { UICollectionViewDropProposal(operation: .cancel) }
    /// Does nothing by default.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) {}
    /// Does nothing by default.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) {}
    /// Does nothing by default.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) {}
}
