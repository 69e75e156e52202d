import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `contentOffsetAdjustment` and `contentSizeAdjustment` of an invalidation context, applied by the
/// collection view when the invalidation is processed (100 items in a 4-column grid of 50-point rows:
/// content 1250 high, a 190-high view).
@MainActor @Suite struct InvalidationAdjustmentTests {
    private func invalidate(_ harness: CollectionScene<GridTestLayout>, offset: CGPoint = .zero, size: CGSize = .zero) {
        let context = GridInvalidationContext()
        context.contentOffsetAdjustment = offset
        context.contentSizeAdjustment = size
        harness.layout.invalidateLayout(with: context)
    }

    @Test func theOffsetAdjustmentMovesTheContentOffsetAtTheNextLayoutPass() {
        let harness = CollectionScene<GridTestLayout>()
        harness.scroll(toY: 100)
        invalidate(harness, offset: CGPoint(x: 0, y: 30))
        harness.layoutPass()
        #expect(harness.collectionView.contentOffset == CGPoint(x: 0, y: 130))
        #expect(harness.visiblePaths.first == path(8), "the cells follow the adjusted offset")
    }

    @Test func theSizeAdjustmentIsAddedToTheLayoutsContentSize() {
        let harness = CollectionScene<GridTestLayout>()
        harness.layoutPass()
        invalidate(harness, size: CGSize(width: 0, height: 100))
        harness.layoutPass()
        #expect(harness.collectionView.contentSize == CGSize(width: 200, height: 1350))
    }

    @Test func theSizeAdjustmentLastsUntilTheLayoutIsPreparedAgain() {
        let harness = CollectionScene<GridTestLayout>()
        harness.layoutPass()
        invalidate(harness, size: CGSize(width: 0, height: 100))
        harness.layoutPass()
        harness.layout.invalidateLayout()
        harness.layoutPass()
        #expect(harness.collectionView.contentSize.height == 1250)
    }

    @Test func anOffsetAdjustmentIsClampedToTheAdjustedContentSize() {
        let harness = CollectionScene<GridTestLayout>()
        harness.scroll(toY: 1060) // the last offset: 1250 - 190
        invalidate(harness, offset: CGPoint(x: 0, y: 500), size: CGSize(width: 0, height: 100))
        harness.layoutPass()
        #expect(harness.collectionView.contentOffset.y == 1160, "100 more content allows 100 more offset, no further")
    }

    @Test func adjustmentsOfSeveralInvalidationsBeforeOnePassAddUp() {
        let harness = CollectionScene<GridTestLayout>()
        harness.scroll(toY: 100)
        invalidate(harness, offset: CGPoint(x: 0, y: 20), size: CGSize(width: 0, height: 10))
        invalidate(harness, offset: CGPoint(x: 0, y: 30), size: CGSize(width: 0, height: 15))
        harness.layoutPass()
        #expect(harness.collectionView.contentOffset.y == 150)
        #expect(harness.collectionView.contentSize.height == 1275)
    }

    @Test func anInvalidationWithoutAdjustmentsLeavesTheOffsetAlone() {
        let harness = CollectionScene<GridTestLayout>()
        harness.scroll(toY: 100)
        harness.layout.invalidateLayout()
        harness.layoutPass()
        #expect(harness.collectionView.contentOffset.y == 100)
    }

    @Test func nonFiniteAdjustmentsAreIgnored() {
        let harness = CollectionScene<GridTestLayout>()
        harness.scroll(toY: 100)
        invalidate(harness, offset: CGPoint(x: 0, y: CGFloat.nan), size: CGSize(width: 0, height: CGFloat.infinity))
        harness.layoutPass()
        #expect(harness.collectionView.contentOffset.y == 100)
        #expect(harness.collectionView.contentSize.height == 1250)
    }
}
