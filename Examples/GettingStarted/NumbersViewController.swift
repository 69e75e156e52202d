import CollectionEngine
import Foundation

/// A grid of numbered cards; clicking one removes it, and the others close the gap.
@MainActor
final class NumbersViewController: UIViewController, UICollectionViewDelegate {
    enum Section { case main }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    private var numbers = Array(1...24)

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let card = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
            var content = UIListContentConfiguration.cell()
            content.text = "Card \(number)"
            cell.contentConfiguration = content
            cell.backgroundColor = UIColor(white: 0.92, alpha: 1)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: card, for: indexPath, item: number)
        }
        show(animated: false)
    }

    func show(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(numbers)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let number = dataSource.itemIdentifier(for: indexPath) else { return }
        numbers.removeAll { $0 == number }
        show(animated: true)
    }
}
