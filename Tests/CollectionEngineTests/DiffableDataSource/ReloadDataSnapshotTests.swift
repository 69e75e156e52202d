@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UICollectionViewDiffableDataSource.applySnapshotUsingReloadData(_:completion:)`: the snapshot is
/// shown by reloading, without a diff or an animation.
@MainActor
@Suite struct ReloadDataSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>
    let scene: CollectionScene<UICollectionViewFlowLayout>
    let dataSource: UICollectionViewDiffableDataSource<String, Int>
    var clock: ManualClock { scene.clock }
    var driver: FrameDriver { scene.input.driver }
    var collectionView: UICollectionView { scene.collectionView }
    var errors: ErrorLog { scene.errorLog }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        scene = CollectionScene(layout: layout, model: [], frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        dataSource = UICollectionViewDiffableDataSource(labellingItemsIn: scene.collectionView)
    }

    private func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private var shown: [String] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap { (collectionView.cellForItem(at: $0) as? TestCell)?.label.text }
    }

    @Test func theSnapshotIsShownAtTheNextLayoutPassWithoutAnimating() {
        dataSource.apply(snapshot([("a", [1, 2, 3])]), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        dataSource.applySnapshotUsingReloadData(snapshot([("a", [3, 4]), ("b", [5])]))
        collectionView.layoutIfNeeded()
        #expect(shown == ["3", "4", "5"])
        #expect(!driver.isAnimating)
        #expect(collectionView.numberOfSections == 2)
    }

    @Test func theCompletionRunsOnceTheSnapshotIsTheCurrentOne() {
        var seen: [Int]?
        dataSource.applySnapshotUsingReloadData(snapshot([("a", [7, 8])])) {
            seen = dataSource.snapshot().itemIdentifiers
        }
        #expect(seen == [7, 8])
    }

    @Test func identifierQueriesAnswerForTheNewSnapshot() {
        dataSource.applySnapshotUsingReloadData(snapshot([("a", [1]), ("b", [2, 9])]))
        #expect(dataSource.indexPath(for: 9) == IndexPath(item: 1, section: 1))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 2)
        #expect(dataSource.sectionIdentifier(for: 1) == "b")
    }

    @Test func theSelectionIsClearedAsByReloadData() {
        dataSource.apply(snapshot([("a", [1, 2, 3])]), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        dataSource.applySnapshotUsingReloadData(snapshot([("a", [1, 2, 3])]))
        #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func aSnapshotWithDuplicatesIsReportedAndTheShownOneKept() {
        dataSource.apply(snapshot([("a", [1, 2])]), animatingDifferences: false)
        var completed = false
        var duplicated = Snapshot()
        duplicated.appendSections(["a"])
        duplicated.appendItems([5, 5], toSection: "a")
        dataSource.applySnapshotUsingReloadData(duplicated) { completed = true }
        #expect(completed)
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2])
        #expect(errors.errors.count == 1)
    }

    @Test func anOutlineForASectionWhoseItemsChangedIsForgotten() {
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([1])
        outline.append([2], to: 1)
        outline.expand([1])
        dataSource.apply(outline, to: "a", animatingDifferences: false)
        dataSource.applySnapshotUsingReloadData(snapshot([("a", [3, 4])]))
        #expect(dataSource.snapshot(for: "a").items == [3, 4])
        #expect(dataSource.snapshot(for: "a").level(of: 3) == 0)
    }
}
