@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// One `UIBarButtonItem` shown in several bars at once: every bar showing it follows its changes.
@MainActor
@Suite struct SharedBarButtonItemTests {
    /// The title a bar's view of `item` shows.
    private func shownTitle(_ view: UIView?) -> String? {
        view?.subviews.compactMap { $0 as? UILabel }.first?.text
    }

    private func toolbarView(of item: UIBarButtonItem, in navigation: UINavigationController) -> BarButtonView? {
        navigation.toolbar.subviews.compactMap { $0 as? BarButtonView }.first { $0.item === item }
    }

    /// Two navigation controllers side by side in one window, as a split view's columns are.
    private func twoNavigationBars(sharing item: UIBarButtonItem) -> (UIWindow, UINavigationController, UINavigationController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        let left = UINavigationController(rootViewController: UIViewController())
        let right = UINavigationController(rootViewController: UIViewController())
        left.topViewController?.navigationItem.rightBarButtonItem = item
        right.topViewController?.navigationItem.rightBarButtonItem = item
        let container = UIViewController()
        window.rootViewController = container
        for (index, navigation) in [left, right].enumerated() {
            container.addChild(navigation)
            navigation.view.frame = CGRect(x: CGFloat(index) * 400, y: 0, width: 400, height: 400)
            container.view.addSubview(navigation.view)
            navigation.didMove(toParent: container)
        }
        window.layoutIfNeeded()
        return (window, left, right)
    }

    @Test func aTitleChangeShowsInBothNavigationBars() {
        let item = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
        let (window, left, right) = twoNavigationBars(sharing: item)
        item.title = "Sorted"
        window.layoutIfNeeded()
        #expect(shownTitle(left.navigationBar.view(for: item)) == "Sorted")
        #expect(shownTitle(right.navigationBar.view(for: item)) == "Sorted")
    }

    @Test func disablingShowsInBothNavigationBars() {
        let item = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
        let (_, left, right) = twoNavigationBars(sharing: item)
        item.isEnabled = false
        #expect((left.navigationBar.view(for: item) as? UIControl)?.isEnabled == false)
        #expect((right.navigationBar.view(for: item) as? UIControl)?.isEnabled == false)
    }

    @Test func anItemInTheToolbarAndTheNavigationBarUpdatesBoth() {
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let page = UIViewController()
        page.navigationItem.rightBarButtonItem = item
        page.toolbarItems = [item]
        let navigation = UINavigationController(rootViewController: page)
        navigation.isToolbarHidden = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        window.rootViewController = navigation
        window.layoutIfNeeded()
        item.title = "Shared"
        item.isEnabled = false
        window.layoutIfNeeded()
        #expect(shownTitle(navigation.navigationBar.view(for: item)) == "Shared")
        #expect(shownTitle(toolbarView(of: item, in: navigation)) == "Shared")
        #expect(toolbarView(of: item, in: navigation)?.isEnabled == false)
    }

    @Test func aBarThatNoLongerShowsTheItemIsNotToldOfItsChanges() {
        let item = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
        let (_, left, right) = twoNavigationBars(sharing: item)
        let other = UIBarButtonItem(title: "Other", style: .plain, target: nil, action: nil)
        left.topViewController?.navigationItem.rightBarButtonItem = other
        item.title = "Sorted"
        #expect(left.navigationBar.view(for: item) == nil)
        #expect(shownTitle(left.navigationBar.view(for: other)) == "Other")
        #expect(shownTitle(right.navigationBar.view(for: item)) == "Sorted")
    }

    @Test func theSameItemInTwoPagesOfOneStackShowsItsChangeAfterAPop() {
        let scene = NavigationScene()
        let item = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
        let detail = scene.page("detail")
        scene.root.navigationItem.rightBarButtonItem = item
        detail.navigationItem.rightBarButtonItem = item
        scene.navigation.pushViewController(detail, animated: false)
        item.title = "Sorted"
        scene.navigation.popViewController(animated: false)
        scene.window.layoutIfNeeded()
        #expect(shownTitle(scene.navigation.navigationBar.view(for: item)) == "Sorted")
    }
}
