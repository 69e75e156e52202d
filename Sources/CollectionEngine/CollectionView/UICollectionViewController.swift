import Foundation

/// A view controller whose root view is a collection view, as UIKit's `UICollectionViewController`.
///
/// It creates the collection view with the layout it was given, makes itself the data source and
/// the delegate, and implements every data-source and delegate method as `open`, so that subclasses
/// `override` the ones they need, exactly as on iOS:
///
/// ```swift
/// final class PhotosViewController: UICollectionViewController {
///     var photos: [Photo] = []
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
///     }
///     override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
///         photos.count
///     }
///     override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///         let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///         (cell as? PhotoCell)?.imageView.image = photos[indexPath.item].thumbnail
///         return cell
///     }
/// }
/// ```
///
/// - Note: The implementations here answer as UIKit does when a method is not implemented: one
///   section, no items, no supplementary views, `should…` true. `collectionView(_:cellForItemAt:)`
///   is never reached with no items; if it is, its stand-in cell is reported as not dequeued.
///   The collection view starts with a zero frame (UIKit's starts at the screen's size).
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var loadedCollectionView: UICollectionView?
    private let initialLayout: UICollectionViewLayout

    /// Creates a controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller with a flow layout; the coder is not read (there are no nibs or storyboards).
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view, which is also `view`; reading it loads the view.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return loadedCollectionView
        }
        set {
            loadedCollectionView = newValue
            newValue?.installsStandardGestureForInteractiveMovement = installsStandardGestureForInteractiveMovement
            view = newValue
        }
    }

    /// The layout of the collection view (the one given at creation until the view is loaded).
    open var collectionViewLayout: UICollectionViewLayout {
        loadedCollectionView?.collectionViewLayout ?? initialLayout
    }

    /// Whether `viewWillAppear(_:)` deselects the selected items. Default: true.
    open var clearsSelectionOnViewWillAppear = true

    /// Editing mode for the controller and its collection view together, as in UIKit.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.setEditing(editing, animated: animated)
    }

    /// Whether a press held (300 ms) or dragged (6 points) on an item starts interactive movement.
    /// Default: true.
    ///
    /// - Note: Forwarded to the collection view's property of the same name, where Tessera keeps it.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { loadedCollectionView?.installsStandardGestureForInteractiveMovement = installsStandardGestureForInteractiveMovement }
    }

    /// Creates the collection view with the layout, as data source and delegate `self`.
    open override func loadView() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        self.collectionView = collectionView
    }

    /// Deselects every selected item when `clearsSelectionOnViewWillAppear` is true.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = loadedCollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource

    /// One section by default.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items by default: override it, as in UIKit.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Override to dequeue and configure a cell; the default returns one that was not dequeued.
    ///
    /// - Note: Where UIKit stops on a missing override, Tessera reports `cellNotDequeued` to the
    ///   collection view's `errorHandler` and shows no cell for the item.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    /// Override to dequeue a supplementary view; the default means "not implemented".
    ///
    /// - Note: Where UIKit stops on a missing override, Tessera reports `dataSourceLacksSupplementaryViews`
    ///   to the collection view's `errorHandler` and shows no view for the element.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        MissingSupplementaryView(frame: .zero)
    }

    /// False by default: items cannot be moved until a subclass says so.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing by default; override it to move the item in your data.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UICollectionViewDelegate

    /// True by default.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }

    /// Asks `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` by default.
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }

    /// The proposed index path by default.
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    /// Does nothing by default.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// True by default.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True by default.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// True by default.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing by default.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing by default.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// Does nothing by default.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}

    /// Does nothing by default.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath) {}

    /// Does nothing by default.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}

    /// Does nothing by default.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath) {}

    /// A plain `UICollectionViewTransitionLayout` between the two layouts by default.
    open func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    /// The proposed offset by default.
    open func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    // Focus, primary actions and context menus, open so that subclasses can override them (their
    // bodies are the protocol's defaults).

    /// By default `allowsFocus`, or `allowsFocusDuringEditing` while editing, as in UIKit.
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        defaultCanFocusItem(in: collectionView)
    }
    /// True by default.
    open func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool {
        true
    }
    /// Does nothing by default.
    open func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator) {}
    /// Nil by default.
    open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }
    /// The collection view's `selectionFollowsFocus` by default.
    open func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        defaultSelectionFollowsFocus(in: collectionView)
    }
    /// True by default unless the collection view is editing, as in UIKit.
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        defaultCanPerformPrimaryAction(in: collectionView)
    }
    /// Does nothing by default.
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// For one item, asks `collectionView(_:contextMenuConfigurationForItemAt:point:)`; nil for several.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        singleItemContextMenuConfiguration(in: collectionView, for: indexPaths, point: point)
    }
    /// Nil by default: no context menu.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// Does nothing by default.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing by default.
    open func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing by default.
    open func collectionView(
        _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing by default.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing by default.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing by default.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// True by default.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// True by default.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Nil by default, so the collection view does not zoom.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Nil by default, so the collection view does not zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing by default.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing by default.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
