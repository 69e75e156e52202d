import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `selfSizingInvalidation`: a displayed cell whose content changes asks to be measured again, and
/// the change of size animates through the relayout step.
@MainActor @Suite struct SelfSizingInvalidationTests {
    private func growFirstRow(_ scene: CollectionScene<UICollectionViewFlowLayout>, askingWith ask: (TextRowCell) -> Void) {
        guard let cell = scene.collectionView.cellForItem(at: path(0)) as? TextRowCell else {
            Issue.record("no cell for the first row")
            return
        }
        cell.label.text = "one\ntwo\nthree"
        ask(cell)
    }

    @Test func invalidatingTheContentViewsIntrinsicSizeResizesTheCell() {
        let scene = textRowScene(items: 20) { _ in 1 }
        scene.layoutPass()
        growFirstRow(scene) { $0.contentView.invalidateIntrinsicContentSize() }
        scene.settle()
        #expect(scene.frame(0)?.height == rowHeight(lines: 3))
        #expect(scene.collectionView.cellForItem(at: path(1))?.frame.minY == rowHeight(lines: 3))
    }

    @Test func theResizeAnimates() {
        let scene = textRowScene(items: 20) { _ in 1 }
        scene.layoutPass()
        growFirstRow(scene) { $0.invalidateIntrinsicContentSize() }
        scene.input.stepFrames(3)
        let next = scene.collectionView.cellForItem(at: path(1))
        let shown = next.map { $0.presentation.center.y - $0.presentation.bounds.height / 2 } ?? 0
        #expect(shown > rowHeight(lines: 1) && shown < rowHeight(lines: 3), "the row below is on its way: \(shown)")
        scene.settle()
        #expect(next?.frame.minY == rowHeight(lines: 3))
    }

    @Test func reconfiguringAnItemMeasuresItAgain() {
        var firstRowLines = 1
        let scene = textRowScene(items: 20) { item in item == 0 ? firstRowLines : 1 }
        scene.layoutPass()
        // The model is unchanged, but the cell provider answers three lines for item 0 from now on.
        firstRowLines = 3
        scene.collectionView.reconfigureItems(at: [path(0)])
        scene.settle()
        #expect(scene.frame(0)?.height == rowHeight(lines: 3))
    }

    /// `.enabledIncludingConstraints` behaves as `.enabled` (no Auto Layout); `.disabled` keeps the size.
    @Test(arguments: [
        (UICollectionView.SelfSizingInvalidation.enabledIncludingConstraints, 3),
        (UICollectionView.SelfSizingInvalidation.disabled, 1),
    ])
    func eachModeResizesOrKeepsADisplayedCell(mode: UICollectionView.SelfSizingInvalidation, lines: Int) {
        let scene = textRowScene(items: 20) { _ in 1 }
        scene.collectionView.selfSizingInvalidation = mode
        scene.layoutPass()
        growFirstRow(scene) { $0.contentView.invalidateIntrinsicContentSize() }
        scene.settle()
        #expect(scene.frame(0)?.height == rowHeight(lines: lines))
    }

    @Test func invalidatingADeeperSubviewDoesNotResizeTheCell() {
        let scene = textRowScene(items: 20) { _ in 1 }
        scene.layoutPass()
        growFirstRow(scene) { $0.label.invalidateIntrinsicContentSize() }
        scene.settle()
        #expect(scene.frame(0)?.height == rowHeight(lines: 1), "only the cell or its content view asks, as in UIKit")
    }

    /// A cell that asked to be measured again when an animated insert comes before the next layout
    /// pass is measured inside the insert's relayout, which keeps its rules: the new item still fades
    /// in as the update says, instead of showing at once.
    @Test func aResizeAskedForJustBeforeAnInsertKeepsTheInsertsAppearingAnimation() {
        let scene = textRowScene(items: 20) { _ in 1 }
        scene.layoutPass()
        growFirstRow(scene) { $0.contentView.invalidateIntrinsicContentSize() }
        scene.collectionView.performBatchUpdates({
            scene.dataSource.model.sections[0].insert(100, at: 2)
            scene.collectionView.insertItems(at: [path(2)])
        })
        scene.input.stepFrames(2)
        let inserted = scene.collectionView.cellForItem(at: path(2))
        #expect(inserted.map { $0.presentation.alpha > 0 && $0.presentation.alpha < 1 } == true, "the new row is fading in")
        scene.settle()
        #expect(scene.frame(0)?.height == rowHeight(lines: 3))
        #expect(inserted?.alpha == 1)
    }
}

