@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The navigation bar as the user sees and uses it: the title, the back button, the items and the
/// keys and mouse buttons that go back.
@MainActor @Suite struct NavigationBarTests {
    @Test func theBarShowsTheTopControllersTitle() {
        let scene = NavigationScene()
        #expect(scene.barContent?.titleLabel.text == "root")
        scene.root.navigationItem.title = "Gallery"
        #expect(scene.barContent?.titleLabel.text == "Gallery")
    }

    @Test func theBackButtonShowsThePreviousTitleOrItsBackButtonTitle() {
        let scene = NavigationScene()
        scene.navigation.pushViewController(scene.page("detail"), animated: false)
        #expect(scene.barContent?.backItem?.title == "root")
        scene.root.navigationItem.backButtonTitle = "Photos"
        #expect(scene.barContent?.backItem?.title == "Photos")
        #expect(scene.navigation.navigationBar.backItem === scene.root.navigationItem)
    }

    @Test func clickingTheBackButtonPops() throws {
        let scene = NavigationScene()
        scene.navigation.pushViewController(scene.page("detail"), animated: false)
        scene.window.layoutIfNeeded()
        let back = try #require(scene.barContent?.backButton)
        scene.input.click(at: scene.centre(of: back))
        scene.settle()
        #expect(scene.navigation.viewControllers == [scene.root])
    }

    @Test func altLeftGoesBack() {
        let scene = NavigationScene()
        let detail = scene.page("detail")
        scene.navigation.pushViewController(detail, animated: false)
        scene.window.keyTarget = detail.view
        scene.input.key(.left, modifiers: .alternate)
        scene.settle()
        #expect(scene.navigation.topViewController === scene.root)
    }

    @Test func escapeThatNothingTakesGoesBackAndAPlainLeftDoesNot() {
        let scene = NavigationScene()
        let detail = scene.page("detail")
        scene.navigation.pushViewController(detail, animated: false)
        scene.window.keyTarget = detail.view
        scene.input.key(.left)
        #expect(scene.navigation.topViewController === detail)
        scene.input.key(.escape)
        scene.settle()
        #expect(scene.navigation.topViewController === scene.root)
    }

    @Test func theMouseBackButtonGoesBack() {
        let scene = NavigationScene()
        scene.navigation.pushViewController(scene.page("detail"), animated: false)
        scene.input.press(at: CGPoint(x: 300, y: 200), button: .back)
        scene.input.release(at: CGPoint(x: 300, y: 200), button: .back)
        scene.settle()
        #expect(scene.navigation.topViewController === scene.root)
    }

    @Test func thePoppedPageGivesTheKeysBackToWhereTheyWere() {
        let scene = NavigationScene()
        let field = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.root.view.addSubview(field)
        scene.window.keyTarget = field
        let detail = scene.page("detail")
        scene.navigation.pushViewController(detail, animated: true)
        scene.settle()
        #expect(scene.window.keyTarget === detail.view)
        scene.navigation.popViewController(animated: true)
        scene.settle()
        #expect(scene.window.keyTarget === field)
    }

    @Test func aBarButtonItemCallsItsTargetsMethodWithItself() throws {
        final class Owner {
            var sender: UIBarButtonItem?
            func add(_ sender: UIBarButtonItem) { self.sender = sender }
        }
        let scene = NavigationScene()
        let owner = Owner()
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: owner, action: Owner.add)
        scene.root.navigationItem.rightBarButtonItem = item
        scene.window.layoutIfNeeded()
        let view = try #require(scene.barContent?.rightViews.first)
        scene.input.click(at: scene.centre(of: view))
        #expect(owner.sender === item)
        #expect(item.target === owner)
    }

    @Test func aPrimaryActionKnowsTheItemAsItsSender() throws {
        let scene = NavigationScene()
        var sender: Any?
        let item = UIBarButtonItem(title: "Shuffle", primaryAction: UIAction { action in sender = action.sender })
        scene.root.navigationItem.leftBarButtonItem = item
        scene.window.layoutIfNeeded()
        let view = try #require(scene.barContent?.leftViews.first)
        scene.input.click(at: scene.centre(of: view))
        #expect((sender as? UIBarButtonItem) === item)
    }

    @Test func aDisabledItemDoesNothing() throws {
        let scene = NavigationScene()
        var runs = 0
        let item = UIBarButtonItem(title: "Add", primaryAction: UIAction { _ in runs += 1 })
        item.isEnabled = false
        scene.root.navigationItem.rightBarButtonItem = item
        scene.window.layoutIfNeeded()
        let view = try #require(scene.barContent?.rightViews.first)
        scene.input.click(at: scene.centre(of: view))
        #expect(runs == 0)
    }

    @Test func anItemWithOnlyAMenuOpensItOnAClick() throws {
        let scene = NavigationScene()
        let menu = UIMenu(children: [UIAction(title: "Grid", state: .on) { _ in }, UIAction(title: "List") { _ in }])
        scene.root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Layout", menu: menu)
        scene.window.layoutIfNeeded()
        let view = try #require(scene.barContent?.rightViews.first)
        scene.input.click(at: scene.centre(of: view))
        #expect(scene.window.presentedMenuWindows.count == 1)
    }

    @Test func anItemWithAnActionAndAMenuOpensTheMenuOnARightClick() throws {
        let scene = NavigationScene()
        var runs = 0
        let menu = UIMenu(children: [UIAction(title: "Grid") { _ in }])
        scene.root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Layout", primaryAction: UIAction { _ in runs += 1 }, menu: menu)
        scene.window.layoutIfNeeded()
        let view = try #require(scene.barContent?.rightViews.first)
        scene.input.click(at: scene.centre(of: view))
        #expect(runs == 1 && scene.window.presentedMenuWindows.isEmpty)
        scene.input.press(at: scene.centre(of: view), button: .secondary)
        #expect(scene.window.presentedMenuWindows.count == 1)
    }

    @Test func editButtonItemTogglesEditingAndReadsDoneWhileEditing() throws {
        let scene = NavigationScene()
        let item = scene.root.editButtonItem
        scene.root.navigationItem.rightBarButtonItem = item
        scene.window.layoutIfNeeded()
        let view = try #require(scene.barContent?.rightViews.first)
        #expect(item.title == "Edit")
        scene.input.click(at: scene.centre(of: view))
        #expect(scene.root.isEditing)
        #expect(item.title == "Done" && item.style == .done)
        scene.input.click(at: scene.centre(of: view))
        #expect(!scene.root.isEditing && item.title == "Edit")
    }

    @Test func anItemWithNothingToShowIsReportedOnce() {
        let scene = NavigationScene()
        let blank = UIBarButtonItem()
        scene.root.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .add), blank]
        scene.root.navigationItem.title = "again"
        #expect(scene.errors.errors == [.blankBarButtonItem(bar: "the navigation bar of <UINavigationController>", index: 1)])
    }

    @Test func rightItemsRunFromTheRightEdgeInwards() throws {
        let scene = NavigationScene()
        scene.root.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .add), UIBarButtonItem(systemItem: .trash)]
        scene.window.layoutIfNeeded()
        let views = try #require(scene.barContent?.rightViews)
        #expect(views[0].frame.minX > views[1].frame.maxX)
        #expect(views[0].frame.maxX <= 600)
    }

    @Test func largeTitlesAddTheirRowAndPagesStartBelowIt() {
        let scene = NavigationScene()
        let small = scene.navigation.pageContainer.frame.minY
        scene.navigation.navigationBar.prefersLargeTitles = true
        scene.window.layoutIfNeeded()
        #expect(scene.barContent?.largeTitleLabel.isHidden == false)
        #expect(scene.navigation.pageContainer.frame.minY > small)
        scene.root.navigationItem.largeTitleDisplayMode = .never
        scene.window.layoutIfNeeded()
        #expect(scene.navigation.pageContainer.frame.minY == small)
    }

    @Test func aHiddenBarGivesThePageTheWholeHeight() {
        let scene = NavigationScene()
        scene.navigation.isNavigationBarHidden = true
        scene.window.layoutIfNeeded()
        #expect(scene.root.view.frame.height == 400)
    }

    @Test func toolbarItemsShowInTheBottomToolbarOnceItIsUnhidden() {
        let scene = NavigationScene()
        scene.root.toolbarItems = [.flexibleSpace(), UIBarButtonItem(systemItem: .refresh)]
        #expect(scene.navigation.isToolbarHidden)
        scene.navigation.setToolbarHidden(false, animated: false)
        scene.window.layoutIfNeeded()
        #expect(scene.navigation.toolbar.items?.count == 2)
        #expect(scene.navigation.toolbar.frame.maxY == 400)
        #expect(scene.root.view.convert(scene.root.view.bounds, to: scene.window).maxY == scene.navigation.toolbar.frame.minY)
    }

    @Test func theAppearancesBackgroundAndTitleColourAreDrawn() {
        let scene = NavigationScene()
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        scene.navigation.navigationBar.standardAppearance = appearance
        #expect(scene.navigation.navigationBar.subviews.first?.backgroundColor == .systemIndigo)
        #expect(scene.barContent?.titleLabel.textColor == .white)
    }
}

/// Controls from other parts of Tessera inside the bar.
@MainActor @Suite struct NavigationBarHostedControlTests {
    @Test func aSegmentedControlMadeFromItemsSizesItselfAsACustomViewItem() throws {
        let scene = NavigationScene()
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        let item = UIBarButtonItem(customView: segments)
        scene.root.navigationItem.rightBarButtonItem = item
        scene.window.layoutIfNeeded()
        #expect(segments.intrinsicContentSize.width > 0)
        #expect(scene.navigation.navigationBar.view(for: item) === segments)
        #expect(segments.frame.width == segments.intrinsicContentSize.width)
    }

    @Test func theSearchControllersBarShowsUnderTheItemsAndTheBarGrowsByItsRow() {
        let scene = NavigationScene()
        let plain = scene.navigation.pageContainer.frame.minY
        let search = UISearchController(searchResultsController: nil)
        scene.root.navigationItem.searchController = search
        scene.window.layoutIfNeeded()
        let bar = search.searchBar.convert(search.searchBar.bounds, to: scene.window)
        #expect(bar.minY >= plain - 1 && bar.height == 48)
        #expect(scene.navigation.pageContainer.frame.minY == plain + 48)
        search.searchBar.isHidden = true
        scene.navigation.view.setNeedsLayout()
        scene.window.layoutIfNeeded()
        #expect(scene.navigation.pageContainer.frame.minY == plain)
    }
}
