import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

@MainActor @Suite struct LayoutInvalidationTests {
    @Test func theLayoutIsPreparedOnceBeforeTheFirstPass() {
        let harness = CollectionScene()
        harness.layoutPass()
        harness.layoutPass()
        #expect(harness.layout.prepareCount == 1)
    }

    @Test func invalidateLayoutPreparesOnceAtTheNextPassHoweverOftenItIsCalled() {
        let harness = CollectionScene()
        harness.layoutPass()
        harness.layout.invalidateLayout()
        harness.layout.invalidateLayout()
        #expect(harness.layout.prepareCount == 1, "preparing waits for the layout pass")
        harness.layoutPass()
        #expect(harness.layout.prepareCount == 2)
        harness.layoutPass()
        #expect(harness.layout.prepareCount == 2)
    }

    @Test func invalidateLayoutUsesTheLayoutsContextClassAndInvalidatesEverything() {
        let harness = CollectionScene()
        harness.layoutPass()
        harness.layout.invalidateLayout()
        let context = harness.layout.invalidationContexts.last
        #expect(context is GridInvalidationContext)
        #expect(context?.invalidateEverything == true)
        #expect(context?.invalidateDataSourceCounts == false)
    }

    @Test func reloadDataInvalidatesTheCountsToo() {
        let harness = CollectionScene()
        harness.layoutPass()
        harness.collectionView.reloadData()
        let context = harness.layout.invalidationContexts.last
        #expect(context?.invalidateDataSourceCounts == true)
        #expect(context?.invalidateEverything == true)
        harness.layoutPass()
        #expect(harness.layout.prepareCount == 2)
    }

    @Test func aChangedItemSizeTakesEffectAfterInvalidation() {
        let harness = CollectionScene()
        harness.layoutPass()
        harness.layout.itemSize = CGSize(width: 50, height: 100)
        harness.layout.invalidateLayout()
        harness.layoutPass()
        #expect(harness.visiblePaths == paths(0..<8))
        #expect(harness.collectionView.contentSize.height == 2500)
    }

    @Test func scrollingAsksTheLayoutAboutTheNewBoundsAndKeepsItWhenItDeclines() {
        let harness = CollectionScene()
        harness.layoutPass()
        let invalidations = harness.layout.invalidationContexts.count
        harness.scroll(toY: 100)
        #expect(harness.layout.boundsChangeQueries == [CGRect(x: 0, y: 100, width: 200, height: 190)])
        #expect(harness.layout.prepareCount == 1)
        #expect(harness.layout.invalidationContexts.count == invalidations)
    }

    @Test func aLayoutThatInvalidatesOnBoundsChangeIsPreparedAgainWithItsBoundsContext() {
        let harness = CollectionScene()
        harness.layout.invalidatesOnBoundsChange = true
        harness.layoutPass()
        harness.scroll(toY: 100)
        #expect(harness.layout.prepareCount == 2)
        let context = harness.layout.invalidationContexts.last as? GridInvalidationContext
        #expect(context?.isBoundsChange == true)
        #expect(context?.invalidateEverything == false)
    }

    @Test func resizingTheViewAsksTheLayoutToo() {
        let harness = CollectionScene()
        harness.layoutPass()
        harness.collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 390)
        harness.layoutPass()
        #expect(harness.layout.boundsChangeQueries.last?.size == CGSize(width: 200, height: 390))
        #expect(harness.visiblePaths == paths(0..<32))
    }

    @Test func replacingTheLayoutShowsTheNewLayoutsElements() {
        let harness = CollectionScene()
        harness.layoutPass()
        let wide = GridTestLayout(columns: 2, itemSize: CGSize(width: 100, height: 100))
        harness.collectionView.collectionViewLayout = wide
        harness.layoutPass()
        #expect(wide.collectionView === harness.collectionView)
        #expect(harness.layout.collectionView == nil)
        #expect(harness.visiblePaths == paths(0..<4))
        #expect(harness.collectionView.cellForItem(at: path(3))?.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
    }

    @Test func assigningADelegateInvalidatesTheLayout() {
        let harness = CollectionScene()
        harness.layoutPass()
        let recorder = DisplayRecorder()
        harness.collectionView.delegate = recorder
        harness.layoutPass()
        #expect(harness.layout.prepareCount == 2)
    }
}
