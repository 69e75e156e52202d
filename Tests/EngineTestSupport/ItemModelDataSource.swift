import CollectionEngine
import Foundation

/// A data source backed by a plain `[[Int]]` model: each cell's label shows its item's number.
///
/// Tests change `model` inside a batch update and then check that the visible cells show exactly the
/// model's items, in order.
@MainActor
public final class ItemModelDataSource: NSObject, UICollectionViewDataSource {
    public var model: [[Int]]
    public private(set) var cellRequests = 0

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
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        (cell as? ItemCell)?.label.text = "\(model[indexPath.section][indexPath.item])"
        return cell
    }

    /// What the visible cells show, section by section, in index-path order.
    public func shown(in collectionView: UICollectionView) -> [[Int]] {
        var shown = Array(repeating: [Int](), count: collectionView.numberOfSections)
        for indexPath in collectionView.indexPathsForVisibleItems {
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
