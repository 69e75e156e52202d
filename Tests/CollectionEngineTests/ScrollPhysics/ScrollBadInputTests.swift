import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Bad scroll input is clamped or ignored with a report, and the content never sticks.
///
/// The scene is the input grid: 1110 points of content in a 340-point view, offsets 0…770.
@MainActor
@Suite struct ScrollBadInputTests {
    private let inside = CGPoint(x: CollectionScene<GridTestLayout>.inputGridOrigin.x + 200, y: CollectionScene<GridTestLayout>.inputGridOrigin.y + 150)

    private final class TargetDelegate: NSObject, UICollectionViewDelegate {
        var target: CGPoint
        init(_ target: CGPoint) { self.target = target }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            targetContentOffset.pointee = target
        }
    }

    private func settled(_ scene: CollectionScene<GridTestLayout>) -> Bool {
        scene.input.settle()
        return !scene.collectionView.isDecelerating && !scene.collectionView.isTracking && !scene.input.driver.isAnimating
    }

    @Test func notANumberDeltaIsIgnoredAndReported() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.touchpadScroll(dx: 0, dy: 30, at: inside)
        scene.input.touchpadScroll(dx: 0, dy: .nan, at: inside)
        #expect(scene.collectionView.contentOffset.y == 30)
        #expect(scene.errors == [.unusableScrollInput(.nonFiniteDelta)])
    }

    @Test func absurdReleaseSpeedIsClampedAndReported() {
        let scene = CollectionScene.inputGrid(counts: [400])
        scene.input.touchpadScroll(dx: 0, dy: 10, at: inside)
        scene.input.wait(0.001)
        scene.input.touchpadScroll(dx: 0, dy: 5000, at: inside)
        scene.input.touchpadLift(at: inside)
        guard case let .unusableScrollInput(.unusableVelocity(_, used)) = scene.errors.first else {
            Issue.record("no report: \(scene.errors)")
            return
        }
        #expect(used.y == 12_000, "the fastest release taken")
        #expect(settled(scene))
    }

    @Test func delegatesNotANumberTargetIsReportedAndTheProposalUsed() {
        let scene = CollectionScene.inputGrid(counts: [400])
        let delegate = TargetDelegate(CGPoint(x: 0, y: CGFloat.nan))
        scene.collectionView.delegate = delegate
        scene.input.touchDrag(from: inside, to: CGPoint(x: inside.x, y: inside.y - 100), speed: 600)
        #expect(scene.errors.count == 1)
        #expect(settled(scene))
        #expect(scene.collectionView.contentOffset.y.isFinite)
    }

    @Test func delegatesTargetOutsideTheContentIsClampedAndReported() {
        let scene = CollectionScene.inputGrid(counts: [40])
        let delegate = TargetDelegate(CGPoint(x: 0, y: 1e9))
        scene.collectionView.delegate = delegate
        scene.input.touchDrag(from: inside, to: CGPoint(x: inside.x, y: inside.y - 100), speed: 600)
        #expect(scene.errors == [.unusableScrollInput(.unusableTarget(target: CGPoint(x: 0, y: 1e9), used: CGPoint(x: 0, y: 770)))])
        #expect(settled(scene))
        #expect(scene.collectionView.contentOffset.y == 770)
    }

    @Test func touchWhoseEndNeverComesEndsTheDragAndRests() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.touchDrag(from: inside, to: CGPoint(x: inside.x, y: inside.y + 100), speed: 600, lift: false)
        #expect(scene.collectionView.isTracking)
        #expect(settled(scene))
        #expect(scene.collectionView.contentOffset.y == 0)
        guard case .unusableScrollInput(.abandonedDrag) = scene.errors.first else {
            Issue.record("no report: \(scene.errors)")
            return
        }
    }

    @Test func touchpadWhoseScrollStopNeverComesEndsTheDrag() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.touchpadScroll(dx: 0, dy: -60, at: inside)
        #expect(scene.collectionView.contentOffset.y < 0)
        #expect(settled(scene))
        #expect(scene.collectionView.contentOffset.y == 0)
    }

    @Test func cancelledTouchMidDragSpringsBackIntoTheContent() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.touchDrag(from: inside, to: CGPoint(x: inside.x, y: inside.y + 200), speed: 600, lift: false)
        scene.input.send(.touchCancelled(id: 1), at: inside)
        #expect(!scene.collectionView.isTracking)
        #expect(settled(scene))
        #expect(scene.collectionView.contentOffset.y == 0)
    }

    @Test func newTouchAfterOneThatNeverEndedStartsAfresh() {
        let scene = CollectionScene.inputGrid(counts: [400])
        scene.input.touchDrag(from: inside, to: CGPoint(x: inside.x, y: inside.y - 100), speed: 600, id: 1, lift: false)
        scene.input.stepFrames(40)
        scene.input.touchDrag(from: inside, to: CGPoint(x: inside.x, y: inside.y - 100), speed: 600, id: 2)
        #expect(settled(scene))
        #expect(scene.collectionView.contentOffset.y > 200)
    }
}
