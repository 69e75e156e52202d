@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `performBatchUpdates` on a live collection view: data, views and animation.
@MainActor
@Suite struct BatchUpdateTests {
    let scene: CollectionScene<UICollectionViewFlowLayout>
    var clock: ManualClock { scene.clock }
    var driver: FrameDriver { scene.input.driver }
    var layout: UICollectionViewFlowLayout { scene.layout }
    var collectionView: UICollectionView { scene.collectionView }
    var errors: ErrorLog { scene.errorLog }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        scene = CollectionScene(layout: layout, model: [], frame: CGRect(x: 0, y: 0, width: 400, height: 1000))
    }

    private func show(_ model: [[Int]]) -> ModelDataSource<Int> {
        let dataSource = ModelDataSource<Int>(model: ReferenceModel(model))
        dataSource.canMoveItem = { _ in true }
        dataSource.install(in: collectionView)
        collectionView.layoutIfNeeded()
        return dataSource
    }

    private func finishAnimations() {
        driver.settle(clock: clock) { collectionView.layoutIfNeeded() }
        collectionView.layoutIfNeeded()
    }

    private func perform(_ operation: UpdateOperation) {
        switch operation {
        case let .insertItems(paths): collectionView.insertItems(at: paths)
        case let .deleteItems(paths): collectionView.deleteItems(at: paths)
        case let .reloadItems(paths): collectionView.reloadItems(at: paths)
        case let .moveItem(from, to): collectionView.moveItem(at: from, to: to)
        case let .insertSections(sections): collectionView.insertSections(sections)
        case let .deleteSections(sections): collectionView.deleteSections(sections)
        case let .reloadSections(sections): collectionView.reloadSections(sections)
        case let .moveSection(from, to): collectionView.moveSection(from, toSection: to)
        }
    }

    @Test func deletingAnItemClosesTheGapWithAnAnimation() {
        let dataSource = show([Array(0..<10)])
        let mover = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        collectionView.performBatchUpdates({
            dataSource.model[0].remove(at: 0)
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        })
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === mover)
        #expect(mover?.presentation.center.x == 75)
        clock.now += UICollectionView.updateAnimationDuration / 2
        driver.step()
        let midway = mover?.presentation.center.x ?? 0
        #expect(midway > 25 && midway < 75)
        finishAnimations()
        #expect(mover?.presentation.center == CGPoint(x: 25, y: 25))
        #expect(dataSource.shown(in: collectionView) == [Array(1..<10)])
        #expect(collectionView.checkInvariants() == [])
    }

    @Test func deletedCellFadesOutAndIsReusedOnlyAfterItsAnimation() {
        let dataSource = show([Array(0..<3)])
        let deleted = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        collectionView.performBatchUpdates({
            dataSource.model[0].removeLast()
            collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
        })
        #expect(deleted?.superview === collectionView)
        clock.now += 0.15
        driver.step()
        let alpha = deleted?.presentation.alpha ?? 0
        #expect(alpha > 0 && alpha < 1)
        finishAnimations()
        #expect(deleted?.superview == nil)
        #expect(collectionView.reuseQueues.count == 1)
    }

    @Test func secondUpdateMidFlightRetargetsWithoutAJump() {
        let dataSource = show([Array(0..<10)])
        let mover = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        collectionView.performBatchUpdates({
            dataSource.model[0].remove(at: 0)
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        })
        clock.now += 0.1
        driver.step()
        let before = mover?.presentation.center
        collectionView.performBatchUpdates({
            dataSource.model[0].insert(100, at: 0)
            dataSource.model[0].insert(101, at: 0)
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        })
        #expect(mover?.presentation.center == before)
        finishAnimations()
        #expect(mover?.presentation.center == CGPoint(x: 175, y: 25))
        #expect(dataSource.shown(in: collectionView) == [[101, 100] + Array(1..<10)])
        #expect(collectionView.checkInvariants() == [])
    }

    @Test func updateThatDoesNotAddUpIsReportedAndReloadsFromTheDataSource() {
        let dataSource = show([Array(0..<5)])
        var finished: Bool?
        collectionView.performBatchUpdates({
            dataSource.model[0].append(99)
        }, completion: { finished = $0 })
        #expect(errors.errors == [.invalidBatchUpdate(.itemCountMismatch(section: 0, before: 5, after: 6, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))])
        #expect(finished == false)
        collectionView.layoutIfNeeded()
        #expect(dataSource.shown(in: collectionView) == [Array(0..<5) + [99]])
        #expect(dataSource.model == [Array(0..<5) + [99]])
        #expect(collectionView.checkInvariants() == [])
    }

    @Test func selectionFollowsItsItemThroughAMove() {
        let dataSource = show([Array(0..<6)])
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collectionView.performBatchUpdates({
            dataSource.model = [[0, 2, 3, 4, 5, 1]]
            collectionView.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 5, section: 0))
        })
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        finishAnimations()
        #expect(collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == true)
        #expect(collectionView.checkInvariants() == [])
    }

    @Test func reconfigureKeepsTheCellAndAsksTheDataSourceAgain() {
        let dataSource = show([Array(0..<3)])
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        dataSource.model[0][1] = 42
        collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect((cell as? TestCell)?.label.text == "42")
        #expect(errors.errors.isEmpty)
    }

    @Test(arguments: 0..<150)
    func randomBatchesLeaveTheVisibleCellsShowingTheModel(seed: Int) {
        #expect(EngineFuzzCases.batchUpdate(seed: seed) == [])
    }
}
