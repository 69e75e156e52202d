import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

@MainActor @Suite struct LayoutInvalidationTests {
    @Test func theLayoutIsPreparedOnceBeforeTheFirstPass() {
        let scene = CollectionScene()
        scene.layoutPass()
        scene.layoutPass()
        #expect(scene.layout.prepareCount == 1)
    }

    @Test func invalidateLayoutPreparesOnceAtTheNextPassHoweverOftenItIsCalled() {
        let scene = CollectionScene()
        scene.layoutPass()
        scene.layout.invalidateLayout()
        scene.layout.invalidateLayout()
        #expect(scene.layout.prepareCount == 1, "preparing waits for the layout pass")
        scene.layoutPass()
        #expect(scene.layout.prepareCount == 2)
        scene.layoutPass()
        #expect(scene.layout.prepareCount == 2)
    }

    @Test func invalidateLayoutUsesTheLayoutsContextClassAndInvalidatesEverything() {
        let scene = CollectionScene()
        scene.layoutPass()
        scene.layout.invalidateLayout()
        let context = scene.layout.invalidationContexts.last
        #expect(context is GridInvalidationContext)
        #expect(context?.invalidateEverything == true)
        #expect(context?.invalidateDataSourceCounts == false)
    }

    @Test func reloadDataInvalidatesTheCountsToo() {
        let scene = CollectionScene()
        scene.layoutPass()
        scene.collectionView.reloadData()
        let context = scene.layout.invalidationContexts.last
        #expect(context?.invalidateDataSourceCounts == true)
        #expect(context?.invalidateEverything == true)
        scene.layoutPass()
        #expect(scene.layout.prepareCount == 2)
    }

    @Test func aChangedItemSizeTakesEffectAfterInvalidation() {
        let scene = CollectionScene()
        scene.layoutPass()
        scene.layout.itemSize = CGSize(width: 50, height: 100)
        scene.layout.invalidateLayout()
        scene.layoutPass()
        #expect(scene.visiblePaths == paths(0..<8))
        #expect(scene.collectionView.contentSize.height == 2500)
    }

    @Test func scrollingAsksTheLayoutAboutTheNewBoundsAndKeepsItWhenItDeclines() {
        let scene = CollectionScene()
        scene.layoutPass()
        let invalidations = scene.layout.invalidationContexts.count
        scene.scroll(toY: 100)
        #expect(scene.layout.boundsChangeQueries == [CGRect(x: 0, y: 100, width: 200, height: 190)])
        #expect(scene.layout.prepareCount == 1)
        #expect(scene.layout.invalidationContexts.count == invalidations)
    }

    @Test func aLayoutThatInvalidatesOnBoundsChangeIsPreparedAgainWithItsBoundsContext() {
        let scene = CollectionScene()
        scene.layout.invalidatesOnBoundsChange = true
        scene.layoutPass()
        scene.scroll(toY: 100)
        #expect(scene.layout.prepareCount == 2)
        let context = scene.layout.invalidationContexts.last as? GridInvalidationContext
        #expect(context?.isBoundsChange == true)
        #expect(context?.invalidateEverything == false)
    }

    @Test func resizingTheViewAsksTheLayoutToo() {
        let scene = CollectionScene()
        scene.layoutPass()
        scene.collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 390)
        scene.layoutPass()
        #expect(scene.layout.boundsChangeQueries.last?.size == CGSize(width: 200, height: 390))
        #expect(scene.visiblePaths == paths(0..<32))
    }

    @Test func replacingTheLayoutShowsTheNewLayoutsElements() {
        let scene = CollectionScene()
        scene.layoutPass()
        let wide = GridTestLayout(columns: 2, itemSize: CGSize(width: 100, height: 100))
        scene.collectionView.collectionViewLayout = wide
        scene.layoutPass()
        #expect(wide.collectionView === scene.collectionView)
        #expect(scene.layout.collectionView == nil)
        #expect(scene.visiblePaths == paths(0..<4))
        #expect(scene.collectionView.cellForItem(at: path(3))?.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
    }

    @Test func assigningADelegateInvalidatesTheLayout() {
        let scene = CollectionScene()
        scene.layoutPass()
        let recorder = DisplayRecorder()
        scene.collectionView.delegate = recorder
        scene.layoutPass()
        #expect(scene.layout.prepareCount == 2)
    }
}
