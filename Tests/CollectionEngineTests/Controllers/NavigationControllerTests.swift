@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UINavigationController`'s stack, as UIKit documents it: pushes and pops slide on the frame clock,
/// the appearance calls come in UIKit's order, and bad calls are reported instead of crashing.
@MainActor @Suite struct NavigationControllerTests {
    @Test func anAnimatedPushCallsTheAppearanceMethodsInUIKitsOrder() {
        let scene = NavigationScene()
        scene.navigation.pushViewController(scene.page("detail"), animated: true)
        scene.settle()
        #expect(scene.journal.lines == [
            "root willDisappear moving=false dismissed=false", "detail willAppear moving=true presented=false",
            "root didDisappear", "detail didAppear",
        ])
    }

    @Test func aPopTellsTheLeavingControllerItIsMovingFromItsParent() {
        let scene = NavigationScene()
        let detail = scene.page("detail")
        scene.navigation.pushViewController(detail, animated: false)
        scene.journal.lines.removeAll()
        let popped = scene.navigation.popViewController(animated: true)
        scene.settle()
        #expect(popped === detail)
        #expect(scene.journal.lines.first == "detail willDisappear moving=true dismissed=false")
        #expect(detail.parent == nil && !scene.navigation.children.contains { $0 === detail })
        #expect(detail.viewIfLoaded?.superview == nil)
    }

    @Test func aPushedPageIsLaidOutBeforeTheSlidesFirstFrame() {
        let scene = NavigationScene()
        let detail = scene.page("detail")
        let page = LayoutCountingView(frame: .zero)
        detail.view = page
        scene.navigation.pushViewController(detail, animated: true)
        #expect(page.layouts == 1, "the page laid out in the push, so the first frame only draws")
        #expect(page.laidOutWidth == 600)
    }

    @Test func halfWayThroughAPushBothPagesAreOnScreenAndTheNewOneIsStillMoving() {
        let scene = NavigationScene()
        let detail = scene.page("detail")
        scene.navigation.pushViewController(detail, animated: true)
        scene.input.stepFrames(10)
        let x = detail.view.frame.minX
        #expect(x > 0 && x < 600, "the new page is part of the way in: \(x)")
        #expect(scene.root.view.superview != nil, "the old page is still shown underneath")
        #expect(scene.root.view.frame.minX < 0, "the old page moves left")
        #expect(detail.transitionCoordinator != nil)
        scene.settle()
        #expect(detail.view.frame.minX == 0)
        #expect(scene.root.view.superview == nil)
        #expect(detail.transitionCoordinator == nil)
    }

    @Test func theTransitionCoordinatorRunsAlongsideBlocksAndThenItsCompletion() {
        let scene = NavigationScene()
        let detail = scene.page("detail")
        let badge = UIView(frame: .zero)
        var completed = false
        scene.navigation.pushViewController(detail, animated: true)
        let accepted = detail.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: { context in
            completed = context.percentComplete == 1
        })
        #expect(accepted == true)
        #expect(!completed)
        scene.settle()
        #expect(badge.alpha == 0)
        #expect(completed)
    }

    @Test func poppingTheRootReturnsNilAndKeepsIt() {
        let scene = NavigationScene()
        #expect(scene.navigation.popViewController(animated: true) == nil)
        #expect(scene.navigation.popToRootViewController(animated: true) == nil)
        #expect(scene.navigation.viewControllers == [scene.root])
        #expect(scene.journal.lines.isEmpty)
    }

    @Test func pushingAControllerAlreadyOnTheStackIsReportedAndIgnored() {
        let scene = NavigationScene()
        scene.navigation.pushViewController(scene.root, animated: true)
        #expect(scene.navigation.viewControllers == [scene.root])
        #expect(scene.errors.errors == [.alreadyOnStack(controller: "<PageController \"root\">", index: 0)])
    }

    @Test func aPushDuringASlideFinishesTheFirstSlideThenStartsItsOwn() {
        let scene = NavigationScene()
        let first = scene.page("first"), second = scene.page("second")
        scene.navigation.pushViewController(first, animated: true)
        scene.input.stepFrames(3)
        scene.navigation.pushViewController(second, animated: true)
        #expect(scene.journal.lines.contains("first didAppear"), "the first push completed before the second began")
        scene.settle()
        #expect(scene.navigation.viewControllers == [scene.root, first, second])
        #expect(scene.journal.lines.last == "second didAppear")
        #expect(second.view.superview === scene.navigation.pageContainer && first.view.superview == nil)
    }

    @Test func aPopDuringAPushLeavesTheRootShownAndNoControllerLost() {
        let scene = NavigationScene()
        let detail = scene.page("detail")
        scene.navigation.pushViewController(detail, animated: true)
        scene.input.stepFrames(2)
        scene.navigation.popViewController(animated: true)
        scene.settle()
        #expect(scene.navigation.viewControllers == [scene.root])
        #expect(scene.root.view.superview === scene.navigation.pageContainer)
        #expect(scene.root.view.frame.minX == 0)
        #expect(detail.parent == nil)
    }

    @Test func setViewControllersWithTheSameControllerTwiceIsReportedAndIgnored() {
        let scene = NavigationScene()
        let page = scene.page("a")
        scene.navigation.setViewControllers([page, page], animated: false)
        #expect(scene.navigation.viewControllers == [scene.root])
        #expect(scene.errors.errors.count == 1)
    }

    @Test func anEmptyListEmptiesTheStackAsInUIKit() {
        let scene = NavigationScene()
        scene.navigation.setViewControllers([], animated: true)
        #expect(scene.navigation.viewControllers.isEmpty)
        #expect(scene.root.parent == nil)
        #expect(scene.journal.lines == ["root willDisappear moving=false dismissed=false", "root didDisappear"])
        scene.navigation.pushViewController(scene.root, animated: true)
        scene.settle()
        #expect(scene.navigation.topViewController === scene.root)
    }

    @Test func setViewControllersWithAnEarlierControllerOnTopSlidesAsAPop() {
        let scene = NavigationScene()
        let a = scene.page("a"), b = scene.page("b")
        scene.navigation.setViewControllers([scene.root, a, b], animated: false)
        scene.navigation.setViewControllers([scene.root, a], animated: true)
        scene.input.stepFrames(5)
        #expect(b.view.frame.minX > 0, "the leaving page moves right, as in a pop")
        scene.settle()
        #expect(b.parent == nil)
    }

    @Test func popToRootRemovesEveryControllerAboveIt() {
        let scene = NavigationScene()
        let a = scene.page("a"), b = scene.page("b")
        scene.navigation.setViewControllers([scene.root, a, b], animated: false)
        let popped = scene.navigation.popToRootViewController(animated: true)
        scene.settle()
        #expect(popped == [a, b])
        #expect(scene.navigation.viewControllers == [scene.root])
        #expect(scene.navigation.children == [scene.root])
    }

    @Test func theDelegateHearsWillShowBeforeTheSlideAndDidShowAfter() {
        final class Listener: UINavigationControllerDelegate {
            var heard: [String] = []
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                heard.append("will \(viewController.title ?? "") \(animated)")
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                heard.append("did \(viewController.title ?? "")")
            }
        }
        let scene = NavigationScene()
        let listener = Listener()
        scene.navigation.delegate = listener
        scene.navigation.pushViewController(scene.page("detail"), animated: true)
        #expect(listener.heard == ["will detail true"])
        scene.settle()
        #expect(listener.heard == ["will detail true", "did detail"])
    }

    @Test func aPressOnThePageBeingPushedAwayIsCancelledWhileThePageIsStillShown() {
        let scene = NavigationScene()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 80, height: 30))
        var clicks = 0
        button.addAction(UIAction { _ in clicks += 1 }, for: .primaryActionTriggered)
        scene.root.view.addSubview(button)
        scene.window.layoutIfNeeded()
        let centre = scene.centre(of: button)
        scene.input.press(at: centre)
        #expect(button.isHighlighted)
        scene.navigation.pushViewController(scene.page("detail"), animated: true)
        #expect(!button.isHighlighted)
        scene.input.release(at: centre)
        #expect(clicks == 0)
    }

    @Test func clicksDuringASlideReachNeitherPage() {
        let scene = NavigationScene()
        let detail = scene.page("detail")
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 600, height: 350))
        var clicks = 0
        button.addAction(UIAction { _ in clicks += 1 }, for: .primaryActionTriggered)
        detail.view.addSubview(button)
        scene.navigation.pushViewController(detail, animated: true)
        scene.input.stepFrames(15)
        scene.input.click(at: CGPoint(x: 590, y: 200))
        #expect(clicks == 0)
        scene.settle()
        scene.input.click(at: CGPoint(x: 590, y: 200))
        #expect(clicks == 1)
    }

    @Test func childrenKnowTheirNavigationController() {
        let scene = NavigationScene()
        let detail = scene.page("detail")
        #expect(detail.navigationController == nil)
        scene.navigation.pushViewController(detail, animated: false)
        #expect(detail.navigationController === scene.navigation)
        #expect(scene.root.navigationController === scene.navigation)
    }

    @Test func aPushWhileTheNavigationControllerIsNotShownDoesNotAnimateOrCallAppearance() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let journal = Journal()
        let page = PageController("p", journal: journal)
        navigation.pushViewController(page, animated: true)
        #expect(navigation.topViewController === page)
        #expect(journal.lines.isEmpty)
        #expect(page.transitionCoordinator == nil)
    }
}

/// A page's view that counts its layout passes.
private final class LayoutCountingView: UIView {
    var layouts = 0
    var laidOutWidth: CGFloat = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        laidOutWidth = bounds.width
    }
}
