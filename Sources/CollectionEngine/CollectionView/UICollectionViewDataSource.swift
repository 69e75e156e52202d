import Foundation

/// The object that tells a collection view what to show, as UIKit's `UICollectionViewDataSource`.
///
/// ```swift
/// extension GalleryController: UICollectionViewDataSource {
///     func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
///         photos[section].count
///     }
///     func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///         let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///         (cell as? PhotoCell)?.title.text = photos[indexPath.section][indexPath.item].title
///         return cell
///     }
/// }
/// ```
///
/// - Note: Optional methods have default implementations that behave like UIKit's "not implemented".
///   A class that conforms and is subclassed must implement an optional method itself (as `open`) for
///   the subclass's override to be called: Swift dispatches protocol-extension defaults statically.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// Optional; 1 when not implemented.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Optional, but required as soon as the layout places supplementary views (a reported error otherwise).
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Optional; false when not implemented.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Optional; called once when an interactive move ends.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// One section by default.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No supplementary views by default.
    ///
    /// - Note: If the layout asks for one anyway, the problem is reported as
    ///   `CollectionViewError.dataSourceLacksSupplementaryViews` and the element is left out, where UIKit traps.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        MissingSupplementaryView(frame: .zero)
    }

    /// No item can be moved by default.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing by default: implement it to move the item in your model when an interactive move ends.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
