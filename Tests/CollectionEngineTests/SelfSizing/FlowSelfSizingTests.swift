import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Self-sizing cells in a flow layout with `estimatedItemSize`: a 200 × 190 list of rows estimated at
/// 44 points, each as high as its text needs (`TextRowCell`).
@MainActor @Suite struct FlowSelfSizingTests {
    private func height(_ scene: CollectionScene<UICollectionViewFlowLayout>, _ item: Int) -> CGFloat? {
        scene.frame(item)?.height
    }

    @Test func aDisplayedCellTakesTheHeightItsContentNeeds() {
        let scene = textRowScene(items: 100) { _ in 3 }
        scene.layoutPass()
        #expect(height(scene, 0) == rowHeight(lines: 3))
        #expect(scene.collectionView.cellForItem(at: path(0))?.bounds.height == rowHeight(lines: 3))
    }

    @Test func itemsNeverDisplayedKeepTheEstimate() {
        let scene = textRowScene(items: 100) { _ in 3 }
        scene.layoutPass()
        #expect(height(scene, 50) == 44)
        // The first pass shows rows 0-4 at the estimate (5 × 44 > 190) and measures those five.
        #expect(scene.frame(50)?.minY == 5 * rowHeight(lines: 3) + 45 * 44, "five rows are measured, the rest estimated")
    }

    @Test func onlyDisplayedCellsAreMeasured() {
        let scene = textRowScene(items: 1_000) { _ in 1 }
        scene.layoutPass()
        let cells = scene.collectionView.visibleCells.compactMap { $0 as? TextRowCell }
        #expect(cells.count == 6, "190 points of 34-point rows")
        #expect(cells.allSatisfy { $0.measurements == 1 })
        #expect(height(scene, 6) == 44 && height(scene, 999) == 44)
    }

    @Test func labelsAreMeasuredWithTheWindowsTextMeasurer() {
        let scene = textRowScene(items: 10) { _ in 2 }
        scene.window.textMeasurer = TallLines()
        scene.layoutPass()
        #expect(height(scene, 0) == CGFloat(2 * 30 + 16))
    }

    @Test func aCellThatMeasuresAtTheEstimateChangesNothing() {
        let scene = textRowScene(items: 10, estimate: rowHeight(lines: 1)) { _ in 1 }
        scene.layoutPass()
        #expect(scene.collectionView.contentSize.height == 10 * rowHeight(lines: 1))
    }

    @Test func aMeasuredSizeMovesWithItsItemThroughAnUpdate() {
        let scene = textRowScene(items: 100) { item in item == 0 ? 4 : 1 }
        scene.layoutPass()
        scene.scroll(toY: 2_000)
        scene.dataSource.model[0].insert(1_000, at: 0)
        scene.collectionView.insertItems(at: [path(0)])
        scene.settle()
        #expect(height(scene, 1) == rowHeight(lines: 4), "the old first item kept its size")
        #expect(height(scene, 0) == 44, "the inserted item, off screen, is estimated")
    }

    @Test func aMeasuredSizeMovesWithItsItemThroughAnInteractiveMove() {
        let scene = textRowScene(items: 100) { item in item == 0 ? 4 : 1 }
        scene.dataSource.canMoveItem = { _ in true }
        scene.layoutPass()
        let collectionView = scene.collectionView
        collectionView.beginInteractiveMovementForItem(at: path(0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: (scene.frame(3)?.maxY ?? 0) - 2))
        scene.settle()
        #expect(scene.frame(3)?.height == rowHeight(lines: 4), "while lifted, the gap at its new place has its height")
        collectionView.endInteractiveMovement()
        scene.settle()
        #expect(scene.dataSource.model[0].prefix(4) == [1, 2, 3, 0])
        #expect(scene.frame(3)?.height == rowHeight(lines: 4))
        #expect(scene.frame(0)?.height == rowHeight(lines: 1))
        let cells = collectionView.visibleCells.compactMap { $0 as? TextRowCell }
        #expect(cells.allSatisfy { $0.measurements == 1 }, "no cell was given a size it had not measured, so none was measured again")
    }

    @Test func aReloadedItemForgetsItsMeasuredSize() {
        let scene = textRowScene(items: 100) { item in item == 0 ? 4 : 1 }
        scene.layoutPass()
        scene.scroll(toY: 2_000)
        scene.collectionView.reloadItems(at: [path(0)])
        scene.settle()
        #expect(height(scene, 0) == 44)
    }

    @Test func reloadDataForgetsEveryMeasuredSize() {
        let scene = textRowScene(items: 100) { _ in 4 }
        scene.layoutPass()
        scene.scroll(toY: 2_000)
        scene.collectionView.reloadData()
        scene.layoutPass()
        #expect(height(scene, 0) == 44)
    }

    @Test func aCustomLayoutIgnoresPreferredSizesByDefault() {
        let scene = CollectionScene(layout: GridTestLayout(), model: ReferenceModel(counts: [20]), cellClass: TextRowCell.self)
        scene.layoutPass()
        #expect(scene.collectionView.cellForItem(at: path(0))?.bounds.size == CGSize(width: 50, height: 50))
        #expect(scene.errors.isEmpty)
    }
}

/// Text 10 points per character and 30 points per line, whatever the font.
@MainActor
final class TallLines: TextMeasuring {
    func width(of text: String, font: UIFont) -> CGFloat { CGFloat(text.count) * 10 }
    func lineHeight(of font: UIFont) -> CGFloat { 30 }
}
