import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Momentum after a release, as iOS decays it: exponential decay per millisecond at
/// `decelerationRate`, resting at `v / 1000 * r / (1 - r)` points from the release.
@MainActor
@Suite struct DecelerationTests {
    /// iOS's deceleration ends when less than half a point is left to travel; its duration in frames
    /// of 1/60 s, from the continuous decay `v e^(1000 ln r t)` (independent of Tessera's arithmetic).
    private func iOSFrames(velocity: CGFloat, rate: CGFloat) -> Int {
        let coefficient = 1000 * log(Double(rate))
        let seconds = log(-coefficient * 0.5 / Double(velocity)) / coefficient
        return Int((seconds * 60).rounded(.up))
    }

    private func flick(rate: UIScrollView.DecelerationRate) -> (release: CGFloat, rest: CGFloat, frames: Int, scene: ScrollPhysicsScene) {
        let scene = ScrollPhysicsScene()
        scene.scrollView.decelerationRate = rate
        scene.flickUp(speed: 1000)
        let release = scene.offsetY
        let frames = scene.framesToRest()
        return (release, scene.offsetY, frames, scene)
    }

    @Test func flickAtNormalRateRestsAtItsProjectionInIOSFrameCount() {
        let result = flick(rate: .normal)
        #expect(abs(result.rest - result.release - 499) <= 1)
        #expect(result.frames == iOSFrames(velocity: 1000, rate: 0.998))
    }

    @Test func flickAtFastRateRestsAtItsProjectionInIOSFrameCount() {
        let result = flick(rate: .fast)
        #expect(abs(result.rest - result.release - 99) <= 1)
        #expect(result.frames == iOSFrames(velocity: 1000, rate: 0.99))
    }

    @Test func deceleratingSlowsEveryFrameWithoutGoingBack() {
        let scene = ScrollPhysicsScene()
        scene.flickUp(speed: 2000)
        var last = scene.offsetY, lastStep = CGFloat.infinity
        while scene.scrollView.isDecelerating {
            scene.input.stepFrames(1)
            let step = scene.offsetY - last
            #expect(step >= 0 && step <= lastStep + 1e-9)
            (last, lastStep) = (scene.offsetY, step)
        }
    }

    @Test func delegateHearsTheDragAndTheDecelerationInUIKitsOrder() {
        let scene = ScrollPhysicsScene()
        scene.flickUp(speed: 1000)
        scene.framesToRest()
        #expect(scene.delegate.calls == ["willBeginDragging", "willEndDragging", "didEndDragging true", "willBeginDecelerating", "didEndDecelerating"])
    }

    @Test func delegateIsGivenTheVelocityInPointsPerMillisecond() {
        let scene = ScrollPhysicsScene()
        scene.flickUp(speed: 1000)
        #expect(abs(scene.delegate.velocities[0].y - 1) < 1e-6)
    }

    @Test func delegateIsProposedTheProjectedRestingOffset() {
        let scene = ScrollPhysicsScene()
        scene.flickUp(speed: 1000)
        #expect(abs(scene.delegate.proposedTargets[0].y - (scene.offsetY + 499)) < 1e-6)
    }

    @Test func delegatesChangedTargetIsWhereTheContentRestsExactly() {
        let scene = ScrollPhysicsScene()
        scene.delegate.changeTarget = { _ in CGPoint(x: 0, y: 6_234.5) }
        scene.flickUp(speed: 1000)
        scene.framesToRest()
        #expect(scene.offsetY == 6_234.5)
    }

    @Test func trackingAndDeceleratingFlagsFollowTheFinger() {
        let scene = ScrollPhysicsScene()
        scene.input.touchDrag(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 600), speed: 1000, lift: false)
        #expect(scene.scrollView.isTracking && scene.scrollView.isDragging && !scene.scrollView.isDecelerating)
        scene.input.touchUp(at: CGPoint(x: 200, y: 600))
        #expect(!scene.scrollView.isTracking && !scene.scrollView.isDragging && scene.scrollView.isDecelerating)
        scene.framesToRest()
        #expect(!scene.scrollView.isDecelerating)
    }

    @Test func contentFollowsTheFingerOneToOne() {
        let scene = ScrollPhysicsScene()
        scene.input.touchDown(at: CGPoint(x: 200, y: 800))
        scene.input.touchMove(to: CGPoint(x: 200, y: 780))
        scene.input.touchMove(to: CGPoint(x: 200, y: 700))
        #expect(scene.offsetY == 5_080)
    }

    @Test func releaseHeldStillDoesNotMoveOn() {
        let scene = ScrollPhysicsScene()
        scene.input.touchDrag(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 600), speed: 400, lift: false)
        scene.input.stepFrames(6)
        scene.input.touchUp(at: CGPoint(x: 200, y: 600))
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.delegate.calls.last == "didEndDragging false")
    }

    @Test func fingerCatchesMovingContentWhereItIs() {
        let scene = ScrollPhysicsScene()
        scene.flickUp(speed: 2000)
        scene.input.stepFrames(10)
        let caught = scene.offsetY
        scene.input.touchDown(at: scene.middle)
        #expect(!scene.scrollView.isDecelerating && scene.scrollView.isTracking)
        scene.input.stepFrames(10)
        #expect(scene.offsetY == caught)
    }

    @Test func nothingAnimatesOnceAtRest() {
        let scene = ScrollPhysicsScene()
        scene.flickUp(speed: 1500)
        scene.framesToRest()
        #expect(!scene.input.driver.isAnimating)
        #expect(!scene.window.needsFrame || { _ = scene.window.prepareFrame(); return !scene.window.needsFrame }())
    }
}
