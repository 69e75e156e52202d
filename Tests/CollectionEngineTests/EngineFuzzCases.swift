@testable import CollectionEngine
import EngineTestSupport
import Foundation

/// One seeded random case each, on a fresh collection view, checked against the reference model:
/// the problems found (empty when the view agrees with the model, its invariants hold, and only
/// invalid-on-purpose input was reported). Shared by the CI-sized tests and `scripts/fuzz`'s long run.
@MainActor
enum EngineFuzzCases {
    /// A 400-point-wide scene of `height` over a grid of square items, whose data source each case installs.
    private static func makeScene(height: CGFloat, itemSize: CGFloat) -> CollectionScene<UICollectionViewFlowLayout> {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: itemSize, height: itemSize)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        return CollectionScene(layout: layout, model: [], frame: CGRect(x: 0, y: 0, width: 400, height: height))
    }

    private static func finishAnimations(_ collectionView: UICollectionView, _ clock: ManualClock, _ driver: FrameDriver) {
        driver.settle(clock: clock) { collectionView.layoutIfNeeded() }
        collectionView.layoutIfNeeded()
    }

    /// A random batch (inserts, deletes, moves, reloads of items and sections), valid or, for half the
    /// seeds, made invalid on purpose by an item or section nobody announced, which must be reported
    /// and reloaded.
    static func batchUpdate(seed: Int) -> [String] {
        var random = SeededGenerator(seed: UInt64(seed) &* 7 &+ 3)
        let batch = RandomBatch(using: &random)
        let scene = makeScene(height: 1000, itemSize: 50)
        let (collectionView, clock, driver, errors) = (scene.collectionView, scene.clock, scene.input.driver, scene.errorLog)
        let dataSource = ModelDataSource<Int>(model: ReferenceModel(batch.old))
        dataSource.canMoveItem = { _ in true }
        dataSource.install(in: collectionView)
        collectionView.layoutIfNeeded()
        let valid = Bool.random(using: &random)
        var expected = batch.new
        if !valid {
            // An item nobody announced, in a section whose count the update checks; or a whole section.
            if let section = batch.countedNewSections.first { expected[section].append(1000) } else { expected.append([1000]) }
        }
        collectionView.performBatchUpdates({
            dataSource.model = ReferenceModel(expected)
            for operation in batch.operations { collectionView.perform(testOperation: operation) }
        })
        finishAnimations(collectionView, clock, driver)
        var problems: [String] = []
        if dataSource.shown(in: collectionView) != expected { problems.append("shown \(dataSource.shown(in: collectionView)), model \(expected)") }
        problems += collectionView.checkInvariants()
        if collectionView.subviews.count != collectionView.visibleCells.count { problems.append("leftover views") }
        if valid, !errors.errors.isEmpty { problems.append("errors for a valid batch: \(errors.errors)") }
        if !valid, errors.errors.isEmpty { problems.append("an invalid batch was not reported") }
        return problems.map { "batch seed \(seed): \($0)" }
    }

    /// Two random snapshots (sections and items drawn from small pools, some items and sections
    /// reloaded), the second applied over the first, animated or not.
    static func snapshotPair(seed: Int) -> [String] {
        typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>
        var random = SeededGenerator(seed: UInt64(seed) &+ 55_555)
        func randomModel() -> (sections: [Int], items: [[Int]]) {
            let sectionIDs = Array((0..<8).shuffled(using: &random).prefix(Int.random(in: 0...5, using: &random)))
            var pool = Array(0..<40).shuffled(using: &random)
            let items = sectionIDs.map { _ -> [Int] in
                let count = min(pool.count, Int.random(in: 0...9, using: &random))
                defer { pool.removeFirst(count) }
                return Array(pool.prefix(count))
            }
            return (sectionIDs, items)
        }
        func make(_ model: (sections: [Int], items: [[Int]])) -> Snapshot {
            var snapshot = Snapshot()
            snapshot.appendSections(model.sections)
            for (section, items) in zip(model.sections, model.items) { snapshot.appendItems(items, toSection: section) }
            return snapshot
        }
        let scene = makeScene(height: 2000, itemSize: 40)
        let (collectionView, clock, driver, errors) = (scene.collectionView, scene.clock, scene.input.driver, scene.errorLog)
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(labellingItemsIn: collectionView)
        let first = randomModel(), second = randomModel()
        dataSource.apply(make(first), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        var target = make(second)
        let survivors = Set(first.items.joined()).intersection(second.items.joined())
        target.reloadItems(survivors.filter { _ in Bool.random(using: &random) }.sorted())
        target.reloadSections(second.sections.filter { _ in Int.random(in: 0..<6, using: &random) == 0 })
        dataSource.apply(target, animatingDifferences: Bool.random(using: &random))
        finishAnimations(collectionView, clock, driver)
        let shown = (0..<collectionView.numberOfSections).map { section in
            (0..<collectionView.numberOfItems(inSection: section)).map { item in
                (collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? TestCell)?.label.text.flatMap { Int($0) } ?? -1
            }
        }
        var problems: [String] = []
        if !errors.errors.isEmpty { problems.append("errors: \(errors.errors)") }
        if shown != second.items { problems.append("shown \(shown), snapshot \(second.items)") }
        problems += collectionView.checkInvariants()
        return problems.map { "snapshot seed \(seed): \($0)" }
    }
}

extension UICollectionView {
    /// Records `operation` as the app's call for it would.
    func perform(testOperation operation: UpdateOperation) {
        switch operation {
        case let .insertItems(paths): insertItems(at: paths)
        case let .deleteItems(paths): deleteItems(at: paths)
        case let .reloadItems(paths): reloadItems(at: paths)
        case let .moveItem(from, to): moveItem(at: from, to: to)
        case let .insertSections(sections): insertSections(sections)
        case let .deleteSections(sections): deleteSections(sections)
        case let .reloadSections(sections): reloadSections(sections)
        case let .moveSection(from, to): moveSection(from, toSection: to)
        }
    }
}
