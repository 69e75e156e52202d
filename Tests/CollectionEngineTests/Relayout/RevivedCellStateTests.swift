@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A cell on its way out of sight that turns back before it has left shows the selection and
/// highlight as they are when it comes back, not as they were when it started to leave: the
/// selection can change meanwhile, and nothing else tells a leaving cell.
@MainActor
@Suite struct RevivedCellStateTests {
    let scene: CollectionScene<UICollectionViewFlowLayout>
    var collectionView: UICollectionView { scene.collectionView }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        // Four columns, four rows in sight: item 40 is far below the bounds.
        scene = CollectionScene(layout: layout, model: [Array(0..<60)], frame: CGRect(x: 0, y: 0, width: 200, height: 190))
        scene.dataSource.canMoveItem = { _ in true }
        scene.layoutPass()
    }

    /// Moves the item at `from` to `to` in an animated batch update and lets half of it pass.
    private func move(_ from: Int, to: Int) {
        let source = IndexPath(item: from, section: 0), destination = IndexPath(item: to, section: 0)
        collectionView.performBatchUpdates({
            scene.dataSource.model.moveItem(from: source, to: destination)
            collectionView.moveItem(at: source, to: destination)
        })
        scene.clock.now += UICollectionView.updateAnimationDuration / 2
        scene.input.stepFrames(1)
    }

    @Test func aCellDeselectedWhileLeavingComesBackUnselected() {
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        move(0, to: 40)
        collectionView.deselectItem(at: IndexPath(item: 40, section: 0), animated: false)
        move(40, to: 0)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell, "the leaving cell turned back")
        #expect(cell?.isSelected == false)
        scene.settle()
    }

    @Test func aCellSelectedWhileLeavingComesBackSelected() {
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        move(0, to: 40)
        collectionView.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: [])
        move(40, to: 0)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell, "the leaving cell turned back")
        #expect(cell?.isSelected == true)
        scene.settle()
    }

    /// The selection cleared while a selected cell animates out of sight, then a scroll (a plain layout
    /// pass, not another update) brings its item back before the animation ends: the cell that turns
    /// back must not still look selected.
    @Test func aCellRevivedByAScrollShowsTheSelectionAsItIsNow() {
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        move(0, to: 40)
        collectionView.deselectItem(at: IndexPath(item: 40, section: 0), animated: false)
        scene.scroll(toY: 450)
        #expect(collectionView.cellForItem(at: IndexPath(item: 40, section: 0)) === cell, "the leaving cell turned back")
        #expect(cell?.isSelected == false)
        scene.settle()
    }

    /// And the other way: selected while it leaves, it comes back selected.
    @Test func aCellSelectedWhileLeavingAndRevivedByAScrollLooksSelected() {
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        move(0, to: 40)
        collectionView.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: [])
        scene.scroll(toY: 450)
        #expect(collectionView.cellForItem(at: IndexPath(item: 40, section: 0)) === cell, "the leaving cell turned back")
        #expect(cell?.isSelected == true)
        scene.settle()
    }
}
