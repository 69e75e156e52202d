@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// When the gap opens at each reordering cadence, on the frame driver's clock.
@MainActor
@Suite struct ReorderingCadenceTests {
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// Begins moving item 0 and puts the pointer on item 2's far half at time 0 of the scene's clock;
    /// returns the scene.
    private func sceneWithPointerOverItemTwo(_ cadence: UICollectionView.ReorderingCadence) -> CollectionScene<UICollectionViewFlowLayout> {
        let scene = CollectionScene.reorderable(cadence: cadence)
        scene.collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        scene.collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, 2, dx: 20))
        return scene
    }

    /// The number of 1/60 s frames after which the gap reached item 2.
    private func framesUntilTheGapOpens(_ scene: CollectionScene<UICollectionViewFlowLayout>) -> Int? {
        for frame in 0...60 {
            if scene.target == path(0, 2) { return frame }
            scene.input.stepFrames(1)
        }
        return nil
    }

    @Test func immediateOpensTheGapAtOnce() {
        let scene = sceneWithPointerOverItemTwo(.immediate)
        #expect(framesUntilTheGapOpens(scene) == 0)
    }

    @Test func fastOpensTheGapExactlyAfter150Milliseconds() {
        let scene = sceneWithPointerOverItemTwo(.fast)
        // 150 ms is 9 frames of 1/60 s: still closed after 8, open after 9.
        #expect(framesUntilTheGapOpens(scene) == 9)
    }

    @Test func slowOpensTheGapExactlyAfter500Milliseconds() {
        let scene = sceneWithPointerOverItemTwo(.slow)
        // 500 ms is 30 frames.
        #expect(framesUntilTheGapOpens(scene) == 30)
    }

    @Test func slowShowsTheOldOrderUntilTheDelayHasPassed() {
        let scene = sceneWithPointerOverItemTwo(.slow)
        scene.input.stepFrames(29)
        #expect(scene.shown[0] == Array(0..<8))
        scene.input.stepFrames(1)
        scene.settle()
        #expect(scene.shown[0] == [1, 2, 0, 3, 4, 5, 6, 7])
    }

    @Test func aQuickPassOverSeveralItemsAtSlowReordersNothing() {
        let scene = CollectionScene.reorderable(cadence: .slow)
        scene.collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        for item in 1..<4 {
            scene.collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, item, dx: 20))
            scene.input.stepFrames(6)
        }
        scene.collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, 0))
        scene.input.stepFrames(60)
        #expect(scene.target == path(0, 0))
        scene.collectionView.endInteractiveMovement()
        scene.settle()
        #expect(scene.dataSource.model[0] == Array(0..<8))
    }

    @Test func theDelayRestartsWhenThePointerReachesAnotherTarget() {
        let scene = sceneWithPointerOverItemTwo(.fast)
        scene.input.stepFrames(6)
        scene.collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, 3, dx: 20))
        scene.input.stepFrames(8)
        #expect(scene.target == path(0, 0))
        scene.input.stepFrames(1)
        #expect(scene.target == path(0, 3))
    }

    @Test func endingWhileATargetWaitsDropsAtTheGapShownNow() {
        let scene = sceneWithPointerOverItemTwo(.slow)
        scene.input.stepFrames(10)
        scene.collectionView.endInteractiveMovement()
        scene.settle()
        #expect(scene.dataSource.moves == ["move 0-0 > 0-0"])
        #expect(scene.dataSource.model[0] == Array(0..<8))
    }

    @Test func theCadenceAppliesToPointerDrivenMovesToo() {
        let scene = CollectionScene.reorderable(cadence: .fast)
        scene.lift(0, 0)
        scene.input.move(to: scene.point(0, 2, dx: 20))
        scene.input.stepFrames(8)
        #expect(scene.target == path(0, 0))
        scene.input.stepFrames(1)
        #expect(scene.target == path(0, 2))
        scene.input.release(at: scene.point(0, 2))
        scene.settle()
        #expect(scene.dataSource.model[0] == [1, 2, 0, 3, 4, 5, 6, 7])
    }
}
