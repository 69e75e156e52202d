@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UICollectionViewDiffableDataSource` and the diff behind `apply`.
@MainActor
@Suite struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>
    let scene: CollectionScene<UICollectionViewFlowLayout>
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>
    var clock: ManualClock { scene.clock }
    var driver: FrameDriver { scene.input.driver }
    var collectionView: UICollectionView { scene.collectionView }
    var errors: ErrorLog { scene.errorLog }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        scene = CollectionScene(layout: layout, model: [], frame: CGRect(x: 0, y: 0, width: 400, height: 2000))
        dataSource = UICollectionViewDiffableDataSource(labellingItemsIn: scene.collectionView)
    }

    private func snapshot(_ model: [[Int]]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in model.enumerated() {
            snapshot.appendSections([section * 1000 + 999_000])
            snapshot.appendItems(items)
        }
        return snapshot
    }

    private func settle() {
        driver.settle(clock: clock) { collectionView.layoutIfNeeded() }
        collectionView.layoutIfNeeded()
    }

    private func shown() -> [[Int]] {
        var shown = Array(repeating: [Int](), count: collectionView.numberOfSections)
        for indexPath in collectionView.indexPathsForVisibleItems {
            shown[indexPath.section].append(Int((collectionView.cellForItem(at: indexPath) as? TestCell)?.label.text ?? "") ?? -1)
        }
        return shown
    }

    @Test func applyShowsTheSnapshotAndAnswersIdentifierQueries() {
        dataSource.apply(snapshot([[1, 2, 3], [4]]), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(shown() == [[1, 2, 3], [4]])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 4)
        #expect(dataSource.indexPath(for: 3) == IndexPath(item: 2, section: 0))
        #expect(dataSource.sectionIdentifier(for: 1) == 1_000 + 999_000)
        #expect(dataSource.index(for: 999_000) == 0)
    }

    @Test func duplicateIdentifiersAreReportedAndTheLastValidSnapshotStays() {
        dataSource.apply(snapshot([[1, 2]]), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        var bad = Snapshot()
        bad.appendSections([0])
        bad.appendItems([7, 8, 7, 8, 9])
        dataSource.apply(bad)
        #expect(errors.errors == [.duplicateIdentifiers(kind: "item", identifiers: ["7", "8"])])
        collectionView.layoutIfNeeded()
        #expect(shown() == [[1, 2]])
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2])
        #expect(collectionView.checkInvariants() == [])
    }

    @Test func reconfiguredItemKeepsItsCell() {
        dataSource.apply(snapshot([[1, 2, 3]]), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        var next = dataSource.snapshot()
        next.reconfigureItems([2])
        dataSource.apply(next)
        settle()
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(errors.errors.isEmpty)
    }

    @Test(arguments: 0..<200)
    func randomSnapshotPairsApplyWithoutErrorsAndShowTheNewItems(seed: Int) {
        #expect(EngineFuzzCases.snapshotPair(seed: seed) == [])
    }

    @Test(arguments: 0..<200)
    func diffMapsEverySurvivingItemToItsNewPlace(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &+ 77_777)
        var old = Snapshot(), new = Snapshot()
        let oldSections = Array((0..<6).shuffled(using: &random).prefix(4))
        let newSections = Array((0..<6).shuffled(using: &random).prefix(4))
        old.appendSections(oldSections)
        new.appendSections(newSections)
        for section in oldSections { old.appendItems(Array(section * 100..<section * 100 + Int.random(in: 0...12, using: &random)), toSection: section) }
        var everything = old.itemIdentifiers.filter { _ in Int.random(in: 0..<10, using: &random) > 0 } + (900..<905)
        everything.shuffle(using: &random)
        for item in everything { new.appendItems([item], toSection: newSections[Int.random(in: 0..<newSections.count, using: &random)]) }
        let diff = SnapshotDiff(from: old, to: new)
        let plan = try UpdatePlan.make(
            oldCounts: oldSections.map { old.numberOfItems(inSection: $0) },
            newCounts: newSections.map { new.numberOfItems(inSection: $0) }, operations: diff.operations)
        for (section, items) in new.items.enumerated() {
            for (index, item) in items.enumerated() {
                guard let source = plan.oldIndexPath(forNew: IndexPath(item: index, section: section)) else { continue }
                #expect(old.items[source.section][source.item] == item, "seed \(seed)")
            }
        }
    }

    @Test func diffOfAnEqualSnapshotHasNoOperations() {
        let old = snapshot([[1, 2, 3], [4, 5]])
        let copy = snapshot([[1, 2, 3], [4, 5]])
        #expect(SnapshotDiff(from: old, to: old).operations.isEmpty)
        #expect(SnapshotDiff(from: old, to: copy).operations.isEmpty)
    }

    @Test func diffOfAnEqualSnapshotStillReloadsWhatItMarks() {
        let old = snapshot([[1, 2, 3]])
        var new = old
        new.reloadItems([2])
        #expect(SnapshotDiff(from: old, to: new).operations == [.reloadItems([IndexPath(item: 1, section: 0)])])
    }

    @Test(arguments: 0..<50)
    func diffMovesOnlySurvivorsOutsideTheLongestOrderedRun(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 31)
        let old = Array(0..<60)
        let new = old.filter { _ in Int.random(in: 0..<8, using: &random) > 0 }.shuffled(using: &random).prefix(45) + [100, 101]
        let diff = SnapshotDiff(from: snapshot([old]), to: snapshot([Array(new)]))
        let moves = diff.operations.filter { if case .moveItem = $0 { true } else { false } }.count
        let survivors = new.filter { $0 < 60 }.map { Int32($0) }
        let longestRun = SnapshotDiff.longestIncreasingRun(survivors).filter { $0 }.count
        #expect(moves == survivors.count - longestRun)
        #expect(longestRun == Self.longestIncreasingLength(survivors))
    }

    /// The textbook O(n²) length of the longest increasing subsequence, to check the fast one against.
    private static func longestIncreasingLength(_ values: [Int32]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices { for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) } }
        return best.max() ?? 0
    }
}
