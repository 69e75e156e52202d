@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Where `UIWindow.sendEvent(_:)` delivers each event.
@MainActor
@Suite struct InputRoutingTests {
    /// Two buttons side by side at (20, 20) and (140, 20), each counting its actions.
    @MainActor
    final class TwoButtons {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let left = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        let right = UIButton(frame: CGRect(x: 140, y: 20, width: 100, height: 40))
        let input: SyntheticInput
        var fired: [String] = []
        let inLeft = CGPoint(x: 70, y: 40), inRight = CGPoint(x: 190, y: 40)

        init() {
            input = SyntheticInput(window: window)
            for (name, button) in [("left", left), ("right", right)] {
                window.addSubview(button)
                button.addAction(UIAction { [unowned self] _ in fired.append(name) }, for: .primaryActionTriggered)
            }
        }

        var isIdle: Bool {
            if case .idle = window.inputRouter.state { return true }
            return false
        }
    }

    /// A 400 × 400 scroll view (content 1000 tall) holding a 200 × 200 one at (50, 50) (content 300 tall).
    @MainActor
    final class NestedScrollViews {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 500))
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let inner = UIScrollView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let beside = UIView(frame: CGRect(x: 450, y: 0, width: 100, height: 100))
        let input: SyntheticInput
        let overInner = CGPoint(x: 100, y: 100), overOuter = CGPoint(x: 350, y: 350), overNothing = CGPoint(x: 500, y: 50)

        init() {
            input = SyntheticInput(window: window)
            outer.contentSize = CGSize(width: 400, height: 1000)
            inner.contentSize = CGSize(width: 200, height: 300)
            for scrollView in [outer, inner] { scrollView.inputScrollAnimationDuration = 0 }
            outer.addSubview(inner)
            window.addSubview(outer)
            window.addSubview(beside)
        }
    }

    // MARK: Pointer capture

    @Test func viewThatTookThePressKeepsThePointerUntilRelease() {
        let scene = TwoButtons()
        scene.input.press(at: scene.inLeft)
        scene.input.move(to: scene.inRight)
        #expect(!scene.right.isHighlighted)
        scene.input.release(at: scene.inRight)
        #expect(scene.fired == [])
        #expect(!scene.left.isHighlighted)
        #expect(scene.isIdle)
    }

    @Test func releaseOutsideTheWindowStillReachesThePressedView() {
        let scene = TwoButtons()
        scene.input.press(at: scene.inLeft)
        scene.input.move(to: CGPoint(x: -50, y: 40))
        scene.input.move(to: scene.inLeft)
        scene.input.release(at: scene.inLeft)
        #expect(scene.fired == ["left"])
    }

    @Test func otherButtonsWhileOneIsHeldAreIgnored() {
        let scene = TwoButtons()
        scene.input.press(at: scene.inLeft)
        scene.input.press(at: scene.inRight, button: .secondary)
        scene.input.release(at: scene.inRight, button: .secondary)
        #expect(scene.left.isHighlighted)
        #expect(!scene.right.isHighlighted)
        scene.input.release(at: scene.inLeft)
        #expect(scene.fired == ["left"])
    }

    @Test func pressWhoseReleaseWasLostEndsWhenTheButtonGoesDownAgain() {
        let scene = TwoButtons()
        scene.input.press(at: scene.inLeft)
        scene.input.press(at: scene.inRight)
        #expect(!scene.left.isHighlighted)
        #expect(scene.right.isHighlighted)
        scene.input.release(at: scene.inRight)
        #expect(scene.fired == ["right"])
    }

    @Test func strayReleaseDoesNothing() {
        let scene = TwoButtons()
        scene.input.release(at: scene.inLeft)
        #expect(scene.fired == [])
        #expect(scene.isIdle)
    }

    @Test func pointerLeavingTheWindowCancelsAPress() {
        let scene = TwoButtons()
        scene.input.press(at: scene.inLeft)
        scene.input.exit(at: CGPoint(x: -1, y: 40))
        #expect(!scene.left.isHighlighted)
        #expect(scene.isIdle)
        scene.input.release(at: scene.inLeft)
        #expect(scene.fired == [])
    }

    @Test func pointerLeavingTheWindowCancelsAnItemHighlight() {
        let scene = CollectionScene.inputGrid()
        scene.input.press(at: scene.point(0, 1))
        scene.input.exit(at: CGPoint(x: -1, y: 100))
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == false)
        scene.input.release(at: scene.point(0, 1))
        #expect(scene.selectionCalls == ["shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1"])
        #expect(scene.selected == [])
    }

    @Test func pointerLeavingTheWindowDoesNotEndADrag() {
        let scene = CollectionScene.inputGrid(counts: [40])
        let start = CGPoint(x: CollectionScene<GridTestLayout>.inputGridOrigin.x + 200, y: CollectionScene<GridTestLayout>.inputGridOrigin.y + 300)
        scene.input.press(at: start, button: .middle)
        scene.input.exit(at: CGPoint(x: start.x, y: -1))
        scene.input.move(to: CGPoint(x: start.x, y: start.y - 400))
        scene.input.release(at: CGPoint(x: start.x, y: start.y - 400), button: .middle)
        #expect(scene.collectionView.contentOffset.y == 400)
    }

    @Test func scrollingTheContentUnderAPressCancelsIt() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.press(at: scene.point(0, 1))
        scene.input.wheel(notches: 1, at: scene.point(0, 1))
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == false)
        scene.input.release(at: scene.point(0, 1))
        #expect(scene.selectionCalls == ["shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1"])
        #expect(scene.selected == [])
    }

    @Test func wheelThatScrollsNothingLeavesAPressAlone() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.press(at: scene.point(0, 1))
        scene.input.wheel(notches: -1, at: scene.point(0, 1))
        scene.input.release(at: scene.point(0, 1))
        #expect(scene.selected == ["0-1"])
    }

    @Test func scrollingDuringADragDoesNotEndIt() {
        let scene = CollectionScene.inputGrid(counts: [40])
        let start = CGPoint(x: CollectionScene<GridTestLayout>.inputGridOrigin.x + 200, y: CollectionScene<GridTestLayout>.inputGridOrigin.y + 300)
        scene.input.press(at: start, button: .middle)
        scene.input.wheel(notches: 1, at: start)
        #expect(scene.collectionView.isDragging)
        scene.input.release(at: start, button: .middle)
        #expect(!scene.collectionView.isDragging)
    }

    @Test func escapeCancelsAPress() {
        let scene = TwoButtons()
        scene.input.press(at: scene.inLeft)
        scene.input.key(.escape)
        #expect(!scene.left.isHighlighted)
        scene.input.release(at: scene.inLeft)
        #expect(scene.fired == [])
    }

    @Test func pressIsCancelledWhenItsViewLeavesTheWindow() {
        let scene = TwoButtons()
        scene.input.press(at: scene.inLeft)
        scene.left.removeFromSuperview()
        scene.input.release(at: scene.inLeft)
        #expect(!scene.left.isHighlighted)
        #expect(scene.fired == [])
        #expect(scene.isIdle)
    }

    // MARK: Scroll events

    @Test func wheelGoesToTheInnermostScrollViewUnderThePointer() {
        let scene = NestedScrollViews()
        scene.input.wheel(notches: 1, at: scene.overInner)
        #expect(scene.inner.contentOffset.y == 48)
        #expect(scene.outer.contentOffset.y == 0)
    }

    @Test func wheelGoesOutwardsOnceTheInnerScrollViewIsAtItsEdge() {
        let scene = NestedScrollViews()
        scene.input.wheel(notches: 3, at: scene.overInner)
        #expect(scene.inner.contentOffset.y == 100)
        scene.input.wheel(notches: 1, at: scene.overInner)
        #expect(scene.inner.contentOffset.y == 100)
        #expect(scene.outer.contentOffset.y == 48)
    }

    @Test func wheelSkipsAScrollViewThatCannotScrollThatWay() {
        let scene = NestedScrollViews()
        scene.inner.isScrollEnabled = false
        scene.input.wheel(notches: 1, at: scene.overInner)
        #expect(scene.outer.contentOffset.y == 48)
    }

    @Test func wheelOverNoScrollViewDoesNothing() {
        let scene = NestedScrollViews()
        scene.input.wheel(notches: 1, at: scene.overNothing)
        #expect(scene.inner.contentOffset.y == 0)
        #expect(scene.outer.contentOffset.y == 0)
    }

    // MARK: Keys

    @Test func keysGoToTheWindowsKeyTarget() {
        let scene = NestedScrollViews()
        scene.window.keyTarget = scene.outer
        scene.input.move(to: scene.overInner)
        scene.input.key(.down)
        #expect(scene.outer.contentOffset.y == 48)
        #expect(scene.inner.contentOffset.y == 0)
    }

    @Test func keysGoToTheScrollViewThePointerWasLastOver() {
        let scene = NestedScrollViews()
        scene.input.move(to: scene.overInner)
        scene.input.move(to: scene.overNothing)
        scene.input.key(.down)
        #expect(scene.inner.contentOffset.y == 48)
    }

    @Test func keysTheInnerScrollViewCannotUseGoOutwards() {
        let scene = NestedScrollViews()
        scene.input.move(to: scene.overInner)
        scene.input.key(.end)
        #expect(scene.inner.contentOffset.y == 100)
        scene.input.key(.end)
        #expect(scene.outer.contentOffset.y == 600)
    }

    @Test func keysGoNowhereBeforeThePointerHasBeenOverAScrollView() {
        let scene = NestedScrollViews()
        scene.input.key(.down)
        #expect(scene.inner.contentOffset.y == 0)
        #expect(scene.outer.contentOffset.y == 0)
    }
}
