import Foundation

/// The object a collection view asks to start loading data for items shortly before they are shown,
/// as UIKit's `UICollectionViewDataSourcePrefetching`.
///
/// ```swift
/// extension GalleryController: UICollectionViewDataSourcePrefetching {
///     func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
///         for indexPath in indexPaths { thumbnails.startLoading(photos[indexPath.item]) }
///     }
///     func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
///         for indexPath in indexPaths { thumbnails.cancelLoading(photos[indexPath.item]) }
///     }
/// }
/// collectionView.prefetchDataSource = controller
/// ```
///
/// While the content scrolls, the collection view names the items just beyond the visible area on
/// the side it scrolls toward, nearest first, each once while the user keeps approaching it; how far
/// ahead follows the scrolling speed. Items the user turns away from (or scrolls past, or jumps over)
/// before they show are cancelled; items that show are not. At rest nothing new is asked. Switching
/// `isPrefetchingEnabled` off cancels what is outstanding and asks nothing more.
///
/// - Complexity: Each frame asks the layout about the part of the window ahead not asked before in
///   this approach, so the calls follow the scroll, not the number of items.
/// - Note: Tessera looks half a second of scrolling ahead, at most two screens (UIKit does not say).
///   Requests outstanding at `reloadData()`, or for items a batch update deletes, are dropped
///   without a cancel: their index paths name other items by then.
@MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items the user is approaching, nearest first: start loading what their cells will show,
    /// asynchronously.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Optional: items prefetched earlier that the user turned away from; stop loading them.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing by default.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
