import CollectionEngine
import Foundation

/// A data source backed by a plain `[[Int]]` model: each cell's label shows its item's number.
///
/// Tests change `model` inside a batch update and then check that the visible cells show exactly the
/// model's items, in order. Items can be moved (except `pinned` ones); each move is applied to the
/// model and recorded ("move 0-1 > 1-3").
@MainActor
public final class ItemModelDataSource: NSObject, UICollectionViewDataSource {
    public var model: [[Int]]
    /// The items that may not be moved.
    public var pinned: Set<Int> = []
    public private(set) var moves: [String] = []
    /// Index paths `cellForItemAt` was asked for, in order.
    public private(set) var cellRequests: [IndexPath] = []

    public init(model: [[Int]]) { self.model = model }

    public func attach(to collectionView: UICollectionView) {
        collectionView.register(ItemCell.self, forCellWithReuseIdentifier: "item")
        collectionView.dataSource = self
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { model.count }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        model.indices.contains(section) ? model[section].count : 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        (cell as? ItemCell)?.label.text = "\(model[indexPath.section][indexPath.item])"
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        !pinned.contains(model[indexPath.section][indexPath.item])
    }

    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("move \(sourceIndexPath.section)-\(sourceIndexPath.item) > \(destinationIndexPath.section)-\(destinationIndexPath.item)")
        let item = model[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        model[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }

    /// What the visible cells show, section by section, in index-path order.
    public func shown(in collectionView: UICollectionView) -> [[Int]] {
        var shown = Array(repeating: [Int](), count: collectionView.numberOfSections)
        for indexPath in collectionView.indexPathsForVisibleItems.sorted() {
            let text = (collectionView.cellForItem(at: indexPath) as? ItemCell)?.label.text ?? ""
            shown[indexPath.section].append(Int(text) ?? -1)
        }
        return shown
    }
}

/// A cell that shows a number.
public final class ItemCell: UICollectionViewCell {
    public let label = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    public required init?(coder: NSCoder) { nil }
}
