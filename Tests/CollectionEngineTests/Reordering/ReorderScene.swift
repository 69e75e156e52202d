@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

extension CollectionScene where Layout == UICollectionViewFlowLayout {
    /// The scene for reordering tests: a flow layout of 100-point items, 4 to a row, 10 points apart,
    /// over a model whose items may all move, in a collection view at (50, 40), 450 wide and `height` tall (so the
    /// default model, two sections of 8, is 430 points tall and scrolls a little).
    static func reorderable(
        model: ReferenceModel<Int> = [Array(0..<8), Array(100..<108)], cadence: UICollectionView.ReorderingCadence = .immediate,
        height: CGFloat = 340, cellClass: UICollectionViewCell.Type = TestCell.self
    ) -> CollectionScene {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let scene = CollectionScene(
            layout: layout, model: model, frame: CGRect(x: 50, y: 40, width: 450, height: height), cellClass: cellClass)
        scene.dataSource.canMoveItem = { _ in true }
        scene.collectionView.reorderingCadence = cadence
        scene.window.layoutIfNeeded()
        return scene
    }
}

extension CollectionScene {
    var phase: MovementSession.Phase { collectionView.interactiveMovement.session.phase }

    /// The current target of the movement, if one is under way.
    var target: IndexPath? { collectionView.interactiveMovement.session.movement?.target }

    /// Presses the item and drags it past the threshold so that a movement begins.
    func lift(_ section: Int, _ item: Int) {
        let start = point(section, item)
        input.press(at: start)
        input.move(to: CGPoint(x: start.x + 8, y: start.y))
    }
}

/// The model flattened, sorted: a permutation check.
func sortedItems(_ model: some Sequence<[Int]>) -> [Int] { model.flatMap { $0 }.sorted() }
