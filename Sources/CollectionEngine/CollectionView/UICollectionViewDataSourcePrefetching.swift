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
@MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items the user is approaching: start loading what their cells will show.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Optional: items prefetched earlier that the user turned away from; stop loading them.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
