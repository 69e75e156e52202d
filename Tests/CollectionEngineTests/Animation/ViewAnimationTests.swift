@testable import CollectionEngine
import Foundation
import EngineTestSupport
import Testing

/// `UIView.animate` on views in a window, stepped frame by frame with the window's manual clock.
@MainActor
@Suite struct ViewAnimationTests {
    let clock = ManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))

    init() { window.frameDriver = FrameDriver(clock: clock) }

    /// A view in the window.
    private func makeView(frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        window.addSubview(view)
        return view
    }

    private func step(_ seconds: TimeInterval) {
        clock.now += seconds
        window.prepareFrame()
    }

    @Test func presentationLiesBetweenStartAndEndMidway() {
        let view = makeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center = CGPoint(x: 105, y: 5) }, completion: nil)
        #expect(view.center == CGPoint(x: 105, y: 5))
        step(0.5)
        #expect(view.presentation.center.x == 55)
        step(0.6)
        #expect(view.presentation.center == CGPoint(x: 105, y: 5))
        #expect(!view.isAnimating)
    }

    @Test func changesInOneAnimateCallStartTogetherThoughTheClockMovesMeanwhile() {
        let a = makeView(frame: .zero), b = makeView(frame: .zero)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            a.alpha = 0
            clock.now += 0.5
            b.alpha = 0
        }, completion: nil)
        step(0.25)
        #expect(a.presentation.alpha == 0.25)
        #expect(b.presentation.alpha == 0.25)
        step(0.25)
        #expect(!a.isAnimating && !b.isAnimating)
    }

    @Test func changeMidFlightStartsFromWhatIsOnScreen() {
        let view = makeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut], animations: { view.alpha = 0 }, completion: nil)
        step(0.3)
        let before = view.presentation.alpha
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut], animations: { view.alpha = 1 }, completion: nil)
        #expect(view.presentation.alpha == before)
        step(0.016)
        #expect(abs(view.presentation.alpha - before) < 0.01)
        step(1)
        #expect(view.presentation.alpha == 1)
    }

    @Test func completionReportsFinishedWhenTheAnimationRanToItsEnd() {
        let view = makeView(frame: .zero)
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
        step(0.1)
        #expect(finished.isEmpty)
        step(0.2)
        #expect(finished == [true])
    }

    @Test func completionReportsNotFinishedWhenAnotherChangeReplacedIt() {
        let view = makeView(frame: .zero)
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
        step(0.1)
        view.alpha = 0.8
        #expect(finished == [false])
        #expect(view.presentation.alpha == 0.8)
    }

    @Test func aPropertySetTwiceInOneBlockStillFinishes() {
        let view = makeView(frame: .zero)
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.2, animations: {
            view.alpha = 0.5
            view.alpha = 0.2
        }, completion: { finished.append($0) })
        step(0.2)
        #expect(finished == [true])
        #expect(view.presentation.alpha == 0.2)
    }

    @Test func blockThatChangesNothingCompletesAtOnce() {
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.2, animations: {}, completion: { finished.append($0) })
        #expect(finished == [true])
    }

    @Test func performWithoutAnimationAppliesAtOnceInsideAnAnimationBlock() {
        let view = makeView(frame: .zero)
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.25 }
        }
        #expect(view.presentation.alpha == 0.25)
        #expect(!view.isAnimating)
    }

    @Test func delayedAnimationHoldsItsStartValueUntilTheDelayPasses() {
        let view = makeView(frame: .zero)
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { view.alpha = 0 }, completion: nil)
        step(0.4)
        #expect(view.presentation.alpha == 1)
        step(0.6)
        #expect(abs(view.presentation.alpha - 0.5) < 1e-9)
    }

    @Test func rotationsInterpolateRigidly() {
        let view = makeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }, completion: nil)
        step(0.5)
        let halfway = CATransform3DGetAffineTransform(view.presentation.transform3D)
        let expected = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(abs(halfway.a - expected.a) < 1e-9 && abs(halfway.b - expected.b) < 1e-9)
        // A rigid rotation keeps unit scale; entry-by-entry interpolation would shrink it to 0.707.
        #expect(abs((halfway.a * halfway.a + halfway.b * halfway.b).squareRoot() - 1) < 1e-9)
    }

    @Test func presentationSaysWhetherItsTransformIsTheIdentityAtRestAndMidAnimation() {
        let view = makeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.presentation.hasIdentityTransform)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }, completion: nil)
        step(0.5)
        #expect(!view.presentation.hasIdentityTransform, "turning towards a quarter turn")
        step(0.6)
        #expect(!view.presentation.hasIdentityTransform, "at rest, turned")
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.transform = .identity }, completion: nil)
        step(0.5)
        #expect(!view.presentation.hasIdentityTransform, "turning back, the model already the identity")
        step(0.6)
        #expect(view.presentation.hasIdentityTransform, "back at rest")
        #expect(view.presentation.transform3D == CATransform3DIdentity)
    }

    @Test func criticallyDampedSpringRisesWithoutOvershootAndLandsExactly() {
        let spring = SpringCurve(dampingRatio: 1, initialVelocity: 0)
        var previous: CGFloat = 0
        for step in 1...100 {
            let value = spring.progress(CGFloat(step) / 100)
            #expect(value >= previous && value <= 1)
            previous = value
        }
        #expect(spring.progress(1) == 1)
    }

    @Test func underdampedSpringOvershoots() {
        let spring = SpringCurve(dampingRatio: 0.4, initialVelocity: 0)
        let peak = (1...100).map { spring.progress(CGFloat($0) / 100) }.max() ?? 0
        #expect(peak > 1)
    }
}
