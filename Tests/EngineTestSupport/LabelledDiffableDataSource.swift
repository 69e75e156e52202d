import CollectionEngine
import Foundation

extension UICollectionViewDiffableDataSource {
    /// A diffable data source over `collectionView` whose cells are `TestCell`s labelled with their
    /// item, so tests can read what each cell shows.
    public convenience init(labellingItemsIn collectionView: UICollectionView) {
        collectionView.register(TestCell.self, forCellWithReuseIdentifier: "item")
        self.init(collectionView: collectionView) { collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            (cell as? TestCell)?.label.text = "\(item)"
            return cell
        }
    }
}
