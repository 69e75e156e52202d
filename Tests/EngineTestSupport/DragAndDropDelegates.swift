import CollectionEngine
import Foundation

/// A drag delegate that drags model numbers (each item's `localObject` is its number), records its
/// calls, and answers `previewParameters` for every item's preview.
@MainActor
public final class ModelDragDelegate: NSObject, UICollectionViewDragDelegate {
    public let dataSource: ModelDataSource<Int>
    public var allowsMove = true
    /// What every item's drag preview is drawn with; nil for the default.
    public var previewParameters: UIDragPreviewParameters?
    public private(set) var calls: [String] = []

    public init(_ dataSource: ModelDataSource<Int>) { self.dataSource = dataSource }

    private func item(at indexPath: IndexPath) -> UIDragItem {
        let number = dataSource.model[indexPath.section][indexPath.item]
        let item = UIDragItem(itemProvider: NSItemProvider(object: "\(number)"))
        item.localObject = number
        return item
    }

    public func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        calls.append("begin \(indexPath.section)-\(indexPath.item)")
        return [item(at: indexPath)]
    }

    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        calls.append("add \(indexPath.section)-\(indexPath.item)")
        return [item(at: indexPath)]
    }

    public func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        previewParameters
    }

    public func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { allowsMove }
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) { calls.append("willBegin") }
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) { calls.append("didEnd") }
}

/// A drop delegate whose proposal a test sets, and whose drop a test writes.
@MainActor
public final class ScriptedDropDelegate: NSObject, UICollectionViewDropDelegate {
    public var proposal = UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    public var perform: ((UICollectionView, UICollectionViewDropCoordinator) -> Void)?
    public private(set) var calls: [String] = []
    public private(set) var destinations: [IndexPath?] = []

    public override init() { super.init() }

    public func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        calls.append("performDrop")
        perform?(collectionView, coordinator)
    }

    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        destinations.append(destinationIndexPath)
        return proposal
    }

    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) { calls.append("enter") }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) { calls.append("exit") }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) { calls.append("end") }
}
