import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A list of strings in a window, as an app builds one: a list layout, list cells registered with a
/// cell registration, a diffable data source, synthetic input on a manual clock and invariant checks.
@MainActor
final class ListScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let collectionView: UICollectionView
    let input: SyntheticInput
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    var errors: [CollectionViewError] = []
    /// Set on each cell as it is configured (accessories, content).
    var configureCell: (UICollectionViewListCell, String) -> Void = { _, _ in }

    init(_ configuration: UICollectionLayoutListConfiguration, width: CGFloat = 400, sections: [[String]] = [["A", "B", "C"]]) {
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 500),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        input = SyntheticInput(window: window)
        var configure: (UICollectionViewListCell, String) -> Void = { _, _ in }
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            configure(cell, item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        collectionView.frameDriver = input.driver
        collectionView.inputScrollAnimationDuration = 0
        window.addSubview(collectionView)
        collectionView.errorHandler = { [weak self] in self?.errors.append($0) }
        configure = { [weak self] cell, item in self?.configureCell(cell, item) }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.header()
            content.text = "Section \(indexPath.section)"
            header.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        input.afterEachStep = { [window, collectionView] in
            window.layoutIfNeeded()
            let violations = collectionView.checkInvariants()
            if !violations.isEmpty { Issue.record("invariants broken: \(violations)") }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections(Array(sections.indices))
        for (index, items) in sections.enumerated() { snapshot.appendItems(items, toSection: index) }
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
    }

    func cell(_ item: Int, _ section: Int = 0) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
    }

    /// A point in the window over the row, `dx` from its leading edge.
    func point(_ item: Int, _ section: Int = 0, dx: CGFloat = 40) -> CGPoint {
        guard let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame else { return .zero }
        return collectionView.convert(CGPoint(x: frame.minX + dx, y: frame.midY), to: nil)
    }

    /// The texts of the visible rows, in order.
    var visibleTexts: [String] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap { dataSource.itemIdentifier(for: $0) }
    }
}

/// The background view a cell shows for its background configuration.
@MainActor
func backgroundView(of cell: UICollectionViewCell?) -> UIView? {
    cell?.subviews.first { String(describing: type(of: $0)) == "BackgroundConfigurationView" }
}
