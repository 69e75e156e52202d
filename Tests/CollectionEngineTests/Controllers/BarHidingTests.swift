@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Hiding and showing a navigation controller's bars with animation slides them on the frame clock,
/// the page taking the room as they go, as UIKit does.
@MainActor
@Suite struct BarHidingTests {
    private func pageFrame(_ scene: NavigationScene) -> CGRect { scene.root.view.convert(scene.root.view.bounds, to: scene.window) }

    @Test func hidingTheBarWithAnimationSlidesItUpAndThePageFollows() {
        let scene = NavigationScene()
        let barHeight = scene.navigation.navigationBar.frame.height
        scene.navigation.setNavigationBarHidden(true, animated: true)
        #expect(scene.navigation.isNavigationBarHidden, "the property says where the bar is going at once")
        scene.input.stepFrames(6)  // 100 ms of 200
        let bar = scene.navigation.navigationBar.frame
        #expect(bar.minY < 0 && bar.minY > -barHeight, "half-way, part of the bar is still in the window")
        #expect(!scene.navigation.navigationBar.isHidden)
        #expect(pageFrame(scene).minY == bar.maxY, "the page's top edge follows the bar")
        scene.settle()
        #expect(scene.navigation.navigationBar.isHidden)
        #expect(pageFrame(scene).minY == 0)
        #expect(pageFrame(scene).height == 400)
    }

    @Test func hidingWithoutAnimationIsAtOnce() {
        let scene = NavigationScene()
        scene.navigation.setNavigationBarHidden(true, animated: false)
        scene.window.layoutIfNeeded()
        #expect(scene.navigation.navigationBar.isHidden)
        #expect(pageFrame(scene).minY == 0)
        #expect(!scene.window.frameDriver.isAnimating)
    }

    @Test func showingTheToolbarWithAnimationSlidesItUpFromTheBottom() {
        let scene = NavigationScene()
        scene.navigation.setToolbarHidden(false, animated: true)
        scene.input.stepFrames(6)
        let toolbar = scene.navigation.toolbar.frame
        #expect(toolbar.minY > 400 - UIToolbar.height && toolbar.minY < 400, "half-way, part of the toolbar is in the window")
        #expect(pageFrame(scene).maxY == toolbar.minY)
        scene.settle()
        #expect(scene.navigation.toolbar.frame.minY == 400 - UIToolbar.height)
        #expect(pageFrame(scene).maxY == 400 - UIToolbar.height)
    }

    @Test func showingTheBarAgainHalfWayTurnsBackFromWhereItIs() {
        let scene = NavigationScene()
        scene.navigation.setNavigationBarHidden(true, animated: true)
        scene.input.stepFrames(6)
        let halfWay = scene.navigation.navigationBar.frame.minY
        scene.navigation.setNavigationBarHidden(false, animated: true)
        scene.input.stepFrames(1)
        let next = scene.navigation.navigationBar.frame.minY
        #expect(next > halfWay && next - halfWay < 20, "it turns back from where it was, without a jump")
        scene.settle()
        #expect(scene.navigation.navigationBar.frame.minY == 0)
        #expect(!scene.navigation.isNavigationBarHidden)
    }
}
