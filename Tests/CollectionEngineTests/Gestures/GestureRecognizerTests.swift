@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Gesture recognizers on the manual clock: what each recognizes, their states, and how they share a
/// press with the collection view.
@MainActor
@Suite struct GestureRecognizerTests {
    /// A target whose methods record each action as "state x,y" (location in the collection view).
    @MainActor
    final class Target: UIGestureRecognizerDelegate {
        var log: [String] = []
        var refuses = false
        weak var view: UIView?

        func handleTap(_ gesture: UITapGestureRecognizer) { record(gesture) }
        func handleHover(_ gesture: UIHoverGestureRecognizer) { record(gesture) }
        func handleLongPress(_ gesture: UILongPressGestureRecognizer) { record(gesture) }
        func handlePan(_ gesture: UIPanGestureRecognizer) {
            let t = gesture.translation(in: view)
            log.append("\(gesture.state) \(Int(t.x)),\(Int(t.y))")
        }

        private func record(_ gesture: UIGestureRecognizer) {
            let point = gesture.location(in: view)
            log.append("\(gesture.state) \(Int(point.x)),\(Int(point.y))")
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { !refuses }
    }

    private func scene(multiple: Bool = false) -> (CollectionScene<GridTestLayout>, Target) {
        let scene = CollectionScene.inputGrid(allowsMultipleSelection: multiple)
        let target = Target()
        target.view = scene.collectionView
        return (scene, target)
    }

    // MARK: Tap

    @Test func aTapIsRecognizedOnReleaseWhereItHappened() {
        let (scene, target) = scene()
        scene.collectionView.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Target.handleTap))
        scene.input.click(at: scene.point(0, 1))
        #expect(target.log == ["ended 170,60"])
    }

    // MARK: Hover

    @Test func hoverBeginsOverTheViewChangesAsItMovesAndEndsOffIt() {
        let (scene, target) = scene()
        let cell = scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        target.view = scene.collectionView
        cell?.addGestureRecognizer(UIHoverGestureRecognizer(target: target, action: Target.handleHover))
        scene.input.move(to: scene.point(0, 1))
        scene.input.move(to: scene.point(0, 1, dx: 5))
        scene.input.move(to: scene.point(0, 2))
        #expect(target.log == ["began 170,60", "changed 175,60", "ended 175,60"])
    }

    @Test func hoverEndsWhenThePointerLeavesTheWindow() {
        let (scene, target) = scene()
        target.view = scene.collectionView
        scene.collectionView.addGestureRecognizer(UIHoverGestureRecognizer(target: target, action: Target.handleHover))
        scene.input.move(to: scene.point(0, 1))
        scene.input.exit(at: CGPoint(x: -1, y: -1))
        #expect(target.log == ["began 170,60", "ended 170,60"])
    }

    @Test func hoverRecognizerDoesNotTakeAPressFromTheItem() {
        let (scene, target) = scene()
        scene.collectionView.addGestureRecognizer(UIHoverGestureRecognizer(target: target, action: Target.handleHover))
        scene.input.move(to: scene.point(0, 1))
        scene.input.click(at: scene.point(0, 1))
        #expect(scene.selected == ["0-1"])
    }

    @Test func aClickOnTheScrollBarIsNotATapOnTheViewBelow() {
        let scene = CollectionScene.inputGrid(counts: [200]), target = Target()
        target.view = scene.collectionView
        scene.collectionView.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Target.handleTap))
        let thumb = scene.collectionView.verticalScrollIndicatorFrame ?? .zero
        scene.input.click(at: scene.collectionView.convert(CGPoint(x: thumb.midX, y: thumb.maxY + 100), to: scene.window))
        #expect(target.log == [])
        #expect(scene.collectionView.contentOffset.y > 0)
    }

    @Test func aRecognizedTapCancelsTheClickOnTheItem() {
        let (scene, target) = scene()
        scene.collectionView.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Target.handleTap))
        scene.input.click(at: scene.point(0, 1))
        #expect(scene.selected == [])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == false)
    }

    @Test func withoutCancelsTouchesInViewTheClickSelectsToo() {
        let (scene, target) = scene()
        let tap = UITapGestureRecognizer(target: target, action: Target.handleTap)
        tap.cancelsTouchesInView = false
        scene.collectionView.addGestureRecognizer(tap)
        scene.input.click(at: scene.point(0, 1))
        #expect(target.log.count == 1)
        #expect(scene.selected == ["0-1"])
    }

    @Test func aTapThatMovesFails() {
        let (scene, target) = scene()
        scene.collectionView.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Target.handleTap))
        scene.input.drag(from: scene.point(0, 1), to: scene.point(0, 1, dx: 30))
        #expect(target.log == [])
    }

    @Test func aDoubleTapNeedsTheSecondClickInTime() {
        let (scene, target) = scene()
        let double = UITapGestureRecognizer(target: target, action: Target.handleTap)
        double.numberOfTapsRequired = 2
        scene.collectionView.addGestureRecognizer(double)
        scene.input.click(at: scene.point(0, 1))
        scene.input.stepFrames(30)
        scene.input.click(at: scene.point(0, 1))
        #expect(target.log == [], "half a second apart is two single clicks")
        scene.input.stepFrames(30)
        scene.input.click(at: scene.point(0, 1))
        scene.input.stepFrames(5)
        scene.input.click(at: scene.point(0, 1))
        #expect(target.log == ["ended 170,60"])
    }

    @Test func aSingleTapThatRequiresTheDoubleToFailWaitsForIt() {
        let (scene, target) = scene()
        var singles = 0, doubles = 0
        let single = UITapGestureRecognizer()
        single.addAction { _ in singles += 1 }
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.addAction { _ in doubles += 1 }
        single.require(toFail: double)
        scene.collectionView.addGestureRecognizer(single)
        scene.collectionView.addGestureRecognizer(double)
        _ = target
        scene.input.click(at: scene.point(0, 1))
        #expect(singles == 0, "not before the double tap has failed")
        scene.input.stepFrames(30)
        #expect(singles == 1 && doubles == 0)
        scene.input.click(at: scene.point(0, 1))
        scene.input.stepFrames(3)
        scene.input.click(at: scene.point(0, 1))
        scene.input.stepFrames(30)
        #expect(singles == 1 && doubles == 1)
    }

    // MARK: Long press

    @Test func aLongPressBeginsAfterItsDurationOnTheClock() {
        let (scene, target) = scene()
        scene.collectionView.addGestureRecognizer(UILongPressGestureRecognizer(target: target, action: Target.handleLongPress))
        scene.input.press(at: scene.point(0, 1))
        scene.input.stepFrames(29)
        #expect(target.log == [], "0.48 s is not yet 0.5 s")
        scene.input.stepFrames(2)
        #expect(target.log == ["began 170,60"])
        scene.input.move(to: scene.point(0, 2))
        scene.input.release(at: scene.point(0, 2))
        #expect(target.log == ["began 170,60", "changed 280,60", "ended 280,60"])
    }

    @Test func movingBeyondAllowableMovementBeforeItBeginsMakesItFail() {
        let (scene, target) = scene()
        let longPress = UILongPressGestureRecognizer(target: target, action: Target.handleLongPress)
        longPress.minimumPressDuration = 0.2
        scene.collectionView.addGestureRecognizer(longPress)
        scene.input.press(at: scene.point(0, 1))
        scene.input.move(to: scene.point(0, 1, dx: 11))
        scene.input.stepFrames(30)
        scene.input.release(at: scene.point(0, 1, dx: 11))
        #expect(target.log == [])
    }

    @Test func theDelegateCanStopItFromBeginning() {
        let (scene, target) = scene()
        let longPress = UILongPressGestureRecognizer(target: target, action: Target.handleLongPress)
        longPress.delegate = target
        target.refuses = true
        scene.collectionView.addGestureRecognizer(longPress)
        scene.input.press(at: scene.point(0, 1))
        scene.input.stepFrames(40)
        scene.input.release(at: scene.point(0, 1))
        #expect(target.log == [])
    }

    @Test func aDisabledRecognizerGetsNothing() {
        let (scene, target) = scene()
        let tap = UITapGestureRecognizer(target: target, action: Target.handleTap)
        tap.isEnabled = false
        scene.collectionView.addGestureRecognizer(tap)
        scene.input.click(at: scene.point(0, 1))
        #expect(target.log == [])
        #expect(scene.selected == ["0-1"])
    }

    // MARK: Pan

    @Test func aPanBeginsPastItsHysteresisAndReportsTranslationAndVelocity() {
        let (scene, target) = scene()
        let pan = UIPanGestureRecognizer(target: target, action: Target.handlePan)
        scene.collectionView.addGestureRecognizer(pan)
        let start = scene.point(0, 1)
        scene.input.press(at: start)
        scene.input.move(to: CGPoint(x: start.x + 5, y: start.y))
        #expect(target.log == [])
        scene.input.wait(0.1)
        scene.input.move(to: CGPoint(x: start.x + 30, y: start.y + 10))
        #expect(target.log == ["began 30,10"])
        #expect(pan.velocity(in: scene.collectionView) == CGPoint(x: 250, y: 100))
        pan.setTranslation(.zero, in: scene.collectionView)
        scene.input.move(to: CGPoint(x: start.x + 40, y: start.y + 10))
        scene.input.release(at: CGPoint(x: start.x + 40, y: start.y + 10))
        #expect(target.log == ["began 30,10", "changed 10,0", "ended 10,0"])
        #expect(scene.selected == [], "the pan cancelled the click")
    }

    @Test func aRecognizerOnAnEnclosingViewSeesPressesOnTheCollectionView() {
        let (scene, target) = scene()
        scene.window.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Target.handleTap))
        scene.input.click(at: scene.point(0, 1))
        #expect(target.log == ["ended 170,60"])
    }
}
