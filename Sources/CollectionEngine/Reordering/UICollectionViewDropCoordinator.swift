import Foundation

/// One item of a drop, as UIKit's `UICollectionViewDropItem`.
@MainActor
public final class UICollectionViewDropItem {
    /// The dragged item, with what it carries.
    public let dragItem: UIDragItem
    /// Where the item is in the collection view receiving the drop, when the drag started there.
    public let sourceIndexPath: IndexPath?
    /// The size of the dragged cell.
    public let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// A cell shown where dropped content will go until the app has it, as UIKit's
/// `UICollectionViewDropPlaceholder`.
@MainActor
public final class UICollectionViewDropPlaceholder: NSObject {
    /// Where the placeholder cell goes, in the collection view's current index paths.
    public let insertionIndexPath: IndexPath
    /// The registered cell class the placeholder cell is dequeued as.
    public let reuseIdentifier: String
    /// Configures the placeholder cell each time it is made or `setNeedsCellUpdate()` is called.
    public var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    /// A placeholder cell of `reuseIdentifier` to insert at `insertionIndexPath`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}

/// A placeholder in a collection view, as UIKit's `UICollectionViewDropPlaceholderContext`: commit it
/// when the content is ready, or delete it.
@MainActor
public final class UICollectionViewDropPlaceholderContext: UIDragAnimating {
    /// The dragged item the placeholder stands for.
    public let dragItem: UIDragItem
    let placeholder: UICollectionViewDropPlaceholder
    weak var collectionView: UICollectionView?
    /// The drop's animator: the placeholder appears with the drop's settle animation.
    private let animator: DropAnimator

    init(dragItem: UIDragItem, placeholder: UICollectionViewDropPlaceholder, collectionView: UICollectionView?, animator: DropAnimator) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.collectionView = collectionView
        self.animator = animator
    }

    /// Replaces the placeholder with the app's item: `dataSourceUpdates` gets the index path to insert
    /// at (in the data source's terms) and must insert exactly one item there. Returns false when the
    /// placeholder is already gone.
    ///
    /// - Note: If the data source does not gain exactly one item there, Tessera reports a
    ///   `CollectionViewError` and reloads.
    @discardableResult
    public func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        collectionView?.commitPlaceholder(self, dataSourceUpdates: dataSourceUpdates) ?? false
    }

    /// Removes the placeholder; the items after it close the gap. Returns false when it is already gone.
    @discardableResult
    public func deletePlaceholder() -> Bool {
        collectionView?.deletePlaceholder(self) ?? false
    }

    /// Runs the placeholder's `cellUpdateHandler` on its cell again, if the cell is on screen.
    public func setNeedsCellUpdate() {
        collectionView?.updatePlaceholderCell(self)
    }

    /// Adds animations to run alongside the drop's animation, which opens the placeholder's place and
    /// settles the dragged item.
    ///
    /// - Note: Added after that animation has ended, the changes are made at once.
    public func addAnimations(_ animations: @escaping () -> Void) { animator.addAnimations(animations) }

    /// Adds a completion to call with `.end` when the drop's animation ends.
    ///
    /// - Note: Added after that animation has ended, it is called at once.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { animator.addCompletion(completion) }
}

/// What `performDrop(with:)` gets, as UIKit's `UICollectionViewDropCoordinator`.
@MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    var items: [UICollectionViewDropItem] { get }
    /// Where the items go: the insertion index path, or the item under the pointer for
    /// `.insertIntoDestinationIndexPath`; nil when the pointer is over no item and no gap.
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: UIDropSession { get }
    /// Animates the dragged item into the cell at `indexPath` (after the app's own updates).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
    /// Inserts a placeholder cell for content the app will provide later.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext
}

/// The coordinator of one drop into one collection view.
@MainActor
final class DropCoordinator: UICollectionViewDropCoordinator {
    let items: [UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    private let dragSession: DragSession
    var session: UIDropSession { dragSession }
    private weak var collectionView: UICollectionView?

    init(items: [UICollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: UICollectionViewDropProposal,
         session: DragSession, collectionView: UICollectionView) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        dragSession = session
        self.collectionView = collectionView
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating {
        if let collectionView, !collectionView.isValidItem(indexPath) {
            collectionView.report(.invalidDrop(reason: "drop(_:toItemAt:) names no item", destination: indexPath))
        }
        return dragSession.animator
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext {
        let context = UICollectionViewDropPlaceholderContext(
            dragItem: dragItem, placeholder: placeholder, collectionView: collectionView, animator: dragSession.animator)
        collectionView?.insertPlaceholder(context)
        return context
    }
}
