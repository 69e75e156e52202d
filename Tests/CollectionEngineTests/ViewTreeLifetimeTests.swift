import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A view tree nobody holds any more is freed: views, layers, layout and window hold each other only
/// one way (superview and layer owner are cleared by the view's deinit; the layout's collection view is weak).
@MainActor @Suite struct ViewTreeLifetimeTests {
    private struct Watched {
        weak var window: UIWindow?
        weak var collectionView: UICollectionView?
        weak var cell: UICollectionViewCell?
        weak var layer: CALayer?
        weak var layout: UICollectionViewLayout?
    }

    private func watch(_ scene: CollectionScene<GridTestLayout>) -> Watched {
        let cell = scene.collectionView.visibleCells.first
        return Watched(window: scene.window, collectionView: scene.collectionView, cell: cell, layer: cell?.layer, layout: scene.layout)
    }

    @Test func aDiscardedSceneIsFreed() {
        var watched = Watched()
        do {
            let scene = CollectionScene(items: 40)
            scene.layoutPass()
            watched = watch(scene)
        }
        #expect(watched.cell == nil)
        #expect(watched.layer == nil)
        #expect(watched.collectionView == nil)
        #expect(watched.window == nil)
        #expect(watched.layout == nil)
    }

    @Test func aDiscardedSceneIsFreedAfterAnimatedUpdatesAndInput() {
        var watched = Watched()
        do {
            let scene = CollectionScene(items: 40)
            scene.layoutPass()
            scene.dataSource.model.sections[0].remove(at: 0)
            scene.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            scene.input.click(at: scene.point(0, 3))
            scene.settle()
            watched = watch(scene)
        }
        #expect(watched.cell == nil)
        #expect(watched.layer == nil)
        #expect(watched.collectionView == nil)
        #expect(watched.window == nil)
    }

    /// A running animation keeps its views, as Core Animation keeps its layers, until it ends; the
    /// views go as soon as their driver steps it to its end.
    @Test func aSceneDiscardedMidAnimationIsFreedWhenTheAnimationEnds() {
        var watched = Watched()
        let driver: FrameDriver
        let clock: ManualClock
        do {
            let scene = CollectionScene(items: 40)
            scene.layoutPass()
            scene.dataSource.model.sections[0].remove(at: 0)
            scene.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            scene.input.stepFrames(3)
            (driver, clock) = (scene.input.driver, scene.clock)
            watched = watch(scene)
        }
        clock.advance(by: 1)
        driver.step()
        #expect(!driver.isAnimating)
        #expect(watched.cell == nil)
        #expect(watched.collectionView == nil)
        #expect(watched.window == nil)
    }
}
