@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Moving items of unequal size in a flow layout: sizes travel with their items, and a slow sweep back
/// and forth swaps neighbours once per pass instead of flipping them.
@MainActor
@Suite struct UnequalSizeReorderTests {
    let scene: CollectionScene<UICollectionViewFlowLayout>
    let sizes: SizingFlowDelegate

    init() {
        // One full row (no justification slack): 40, 220, 40 and 120 points wide, 10 apart.
        scene = CollectionScene.reorderable(model: [[0, 1, 2, 3]])
        let widths: [Int: CGFloat] = [0: 40, 1: 220, 2: 40, 3: 120]
        let dataSource = scene.dataSource
        sizes = SizingFlowDelegate { indexPath in
            CGSize(width: widths[dataSource.model[indexPath.section][indexPath.item]] ?? 40, height: 100)
        }
        scene.collectionView.delegate = sizes
        scene.collectionView.layoutIfNeeded()
    }

    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test func sizesTravelWithTheirItemsWhileMoving() {
        scene.collectionView.beginInteractiveMovementForItem(at: path(0))
        scene.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 50))
        #expect(scene.target == path(1))
        let big = scene.layout.layoutAttributesForItem(at: path(0))
        #expect(big?.size.width == 220)
        scene.settle()
        #expect(scene.shown[0] == [1, 0, 2, 3])
    }

    @Test func aSlowSweepBackAndForthSwapsOncePerPass() {
        let collectionView = scene.collectionView
        collectionView.beginInteractiveMovementForItem(at: path(0))
        var targets: [Int] = []
        var sweep = Array(stride(from: CGFloat(5), through: 265, by: 2))
        sweep += sweep.reversed()
        sweep += sweep
        for x in sweep {
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: x, y: 50))
            scene.input.stepFrames(1)
            let target = scene.target?.item ?? -1
            if targets.last != target { targets.append(target) }
        }
        #expect(targets == [0, 1, 0, 1, 0])
        collectionView.endInteractiveMovement()
        scene.settle()
        #expect(sortedItems(scene.dataSource.model) == [0, 1, 2, 3])
    }
}
