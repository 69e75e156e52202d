import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A controller that records its life cycle.
private final class JournalViewController: UIViewController {
    var journal: [String] = []
    var customRoot: UIView?

    override func loadView() {
        journal.append("loadView")
        if let customRoot { view = customRoot } else { super.loadView() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        journal.append("viewDidLoad")
    }

    override func viewWillLayoutSubviews() { journal.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { journal.append("viewDidLayoutSubviews") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); journal.append("viewWillAppear \(animated)") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); journal.append("viewDidAppear \(animated)") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); journal.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); journal.append("viewDidDisappear") }
}

/// A root view that records its layout passes into its controller's journal.
private final class JournalView: UIView {
    weak var controller: JournalViewController?
    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.journal.append("layoutSubviews")
    }
}

/// A controller whose loadView reads `view` before assigning it.
private final class CarelessViewController: UIViewController {
    var seenDuringLoad: UIView?
    override func loadView() {
        seenDuringLoad = viewIfLoaded ?? view
        view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

@MainActor @Suite struct ViewControllerTests {
    @Test func theViewIsLoadedOnFirstAccessOnly() {
        let controller = JournalViewController()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.journal.isEmpty)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(controller.journal == ["loadView", "viewDidLoad"])
    }

    @Test func plainInitHasNoNib() {
        let controller = UIViewController()
        #expect(controller.nibName == nil && controller.nibBundle == nil)
        let named = UIViewController(nibName: "Main", bundle: nil)
        #expect(named.nibName == "Main")
        #expect(named.view.frame == .zero)
    }

    @Test func loadViewCanProvideTheRootView() {
        let controller = JournalViewController()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.customRoot = root
        controller.loadViewIfNeeded()
        #expect(controller.view === root)
    }

    @Test func assigningAViewDoesNotCallViewDidLoad() {
        let controller = JournalViewController()
        controller.view = UIView()
        #expect(controller.isViewLoaded)
        _ = controller.view
        #expect(controller.journal.isEmpty)
    }

    @Test func readingTheViewInsideLoadViewDoesNotRecurse() {
        let controller = CarelessViewController()
        #expect(controller.view.frame.size == CGSize(width: 10, height: 10))
        #expect(controller.seenDuringLoad == nil)
    }

    @Test func layoutCallbacksSurroundTheRootViewsLayoutPass() {
        let controller = JournalViewController()
        let root = JournalView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.controller = controller
        controller.customRoot = root
        controller.loadViewIfNeeded()
        controller.view.layoutIfNeeded()
        controller.view.layoutIfNeeded()
        #expect(controller.journal == ["loadView", "viewDidLoad", "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test func aReplacedRootViewNoLongerReportsLayoutToTheController() {
        let controller = JournalViewController()
        let old = controller.view!
        controller.view = UIView()
        controller.journal.removeAll()
        old.setNeedsLayout()
        old.layoutIfNeeded()
        #expect(controller.journal.isEmpty)
    }

    @Test func appearanceTransitionsCallWillThenDid() {
        let controller = JournalViewController()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        #expect(controller.journal == ["loadView", "viewDidLoad", "viewWillAppear false", "viewDidAppear false",
                                       "viewWillDisappear", "viewDidDisappear"])
    }
}

@MainActor @Suite struct CollectionViewControllerTests {
    @Test func theCollectionViewIsTheViewWithTheControllerAsDataSourceAndDelegate() {
        let layout = GridTestLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout)
        #expect(!controller.isViewLoaded, "reading the layout does not load the view")
        let collectionView = controller.collectionView
        #expect(controller.view === collectionView)
        #expect(collectionView?.collectionViewLayout === layout)
        #expect(collectionView?.dataSource === controller)
        #expect(collectionView?.delegate === controller)
        #expect(controller.collectionView.checkInvariants() == [])
    }

    @Test func defaultsAreUIKits() {
        let controller = UICollectionViewController(collectionViewLayout: GridTestLayout())
        #expect(controller.clearsSelectionOnViewWillAppear)
        #expect(controller.installsStandardGestureForInteractiveMovement)
        let collectionView = controller.collectionView!
        collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 0)
        #expect(collectionView.visibleCells.isEmpty)
        #expect(collectionView.checkInvariants() == [])
        #expect(controller.collectionView(collectionView, shouldSelectItemAt: path(0)))
        #expect(controller.collectionView(collectionView, shouldHighlightItemAt: path(0)))
        #expect(!controller.collectionView(collectionView, canMoveItemAt: path(0)))
    }

    @Test func plainInitUsesAFlowLayout() {
        let controller = UICollectionViewController()
        #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(controller.collectionView.collectionViewLayout === controller.collectionViewLayout)
        #expect(controller.collectionView.checkInvariants() == [])
    }

    @Test func assigningACollectionViewReplacesTheView() {
        let controller = UICollectionViewController(collectionViewLayout: GridTestLayout())
        let replacement = UICollectionView(frame: .zero, collectionViewLayout: GridTestLayout())
        controller.collectionView = replacement
        #expect(controller.view === replacement)
        #expect(controller.collectionView === replacement)
        #expect(controller.collectionViewLayout === replacement.collectionViewLayout)
        #expect(replacement.checkInvariants() == [])
    }

    @Test func viewWillAppearClearsTheSelectionUnlessTurnedOff() {
        final class Controller: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let controller = Controller(collectionViewLayout: GridTestLayout())
        controller.collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
        controller.collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 190)
        controller.collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
        controller.beginAppearanceTransition(true, animated: false)
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
        controller.clearsSelectionOnViewWillAppear = false
        controller.collectionView.selectItem(at: path(4), animated: false, scrollPosition: [])
        controller.beginAppearanceTransition(true, animated: false)
        #expect(controller.collectionView.indexPathsForSelectedItems == [path(4)])
        controller.collectionView.layoutIfNeeded()
        #expect(controller.collectionView.checkInvariants() == [])
    }
}

/// Overrides every data-source, delegate and scroll-view-delegate method: it compiles only while
/// `UICollectionViewController` implements each of them as `open`, as an iOS subclass needs.
private final class EverythingOverridingController: UICollectionViewController {
    var calls: [String] = []
    override func numberOfSections(in collectionView: UICollectionView) -> Int { calls.append("sections"); return 1 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { calls.append("items"); return 0 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        calls.append("cell"); return super.collectionView(collectionView, cellForItemAt: indexPath)
    }
    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        calls.append("supplementary"); return super.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { calls.append("canMove"); return true }
    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append("move")
    }
    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { calls.append("shouldHighlight"); return false }
    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { calls.append("didHighlight") }
    override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { calls.append("didUnhighlight") }
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { calls.append("shouldSelect"); return false }
    override func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { calls.append("shouldDeselect"); return false }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { calls.append("didSelect") }
    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { calls.append("didDeselect") }
    override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        calls.append("willDisplay")
    }
    override func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) { calls.append("willDisplaySupplementary") }
    override func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        calls.append("didEndDisplaying")
    }
    override func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) { calls.append("didEndDisplayingSupplementary") }
    override func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        calls.append("transitionLayout"); return super.collectionView(collectionView, transitionLayoutForOldLayout: fromLayout, newLayout: toLayout)
    }
    override func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { calls.append("targetContentOffset"); return .zero }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging") }
    override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

@MainActor @Suite struct CollectionViewControllerOverrideTests {
    @Test func everyOverrideIsReachedThroughTheProtocols() {
        let controller = EverythingOverridingController(collectionViewLayout: GridTestLayout())
        let collectionView = controller.collectionView!
        let dataSource: UICollectionViewDataSource = controller
        let delegate: UICollectionViewDelegate = controller
        let ip = path(0), cell = UICollectionViewCell(), view = UICollectionReusableView()
        controller.calls.removeAll()
        _ = dataSource.numberOfSections(in: collectionView)
        _ = dataSource.collectionView(collectionView, numberOfItemsInSection: 0)
        collectionView.errorHandler = { _ in }
        _ = dataSource.collectionView(collectionView, cellForItemAt: ip)
        _ = dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: "k", at: ip)
        _ = dataSource.collectionView(collectionView, canMoveItemAt: ip)
        dataSource.collectionView(collectionView, moveItemAt: ip, to: ip)
        _ = delegate.collectionView(collectionView, shouldHighlightItemAt: ip)
        delegate.collectionView(collectionView, didHighlightItemAt: ip)
        delegate.collectionView(collectionView, didUnhighlightItemAt: ip)
        _ = delegate.collectionView(collectionView, shouldSelectItemAt: ip)
        _ = delegate.collectionView(collectionView, shouldDeselectItemAt: ip)
        delegate.collectionView(collectionView, didSelectItemAt: ip)
        delegate.collectionView(collectionView, didDeselectItemAt: ip)
        delegate.collectionView(collectionView, willDisplay: cell, forItemAt: ip)
        delegate.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: "k", at: ip)
        delegate.collectionView(collectionView, didEndDisplaying: cell, forItemAt: ip)
        delegate.collectionView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: "k", at: ip)
        _ = delegate.collectionView(collectionView, transitionLayoutForOldLayout: GridTestLayout(), newLayout: GridTestLayout())
        _ = delegate.collectionView(collectionView, targetContentOffsetForProposedContentOffset: CGPoint(x: 5, y: 5))
        delegate.scrollViewDidScroll(collectionView)
        delegate.scrollViewWillBeginDragging(collectionView)
        delegate.scrollViewDidEndDragging(collectionView, willDecelerate: false)
        delegate.scrollViewDidEndScrollingAnimation(collectionView)
        #expect(controller.calls == [
            "sections", "items", "cell", "supplementary", "canMove", "move", "shouldHighlight", "didHighlight", "didUnhighlight",
            "shouldSelect", "shouldDeselect", "didSelect", "didDeselect", "willDisplay", "willDisplaySupplementary",
            "didEndDisplaying", "didEndDisplayingSupplementary", "transitionLayout", "targetContentOffset",
            "didScroll", "willBeginDragging", "didEndDragging", "didEndScrollingAnimation",
        ])
        #expect(collectionView.checkInvariants() == [])
    }
}

@MainActor @Suite struct WindowRootViewControllerTests {
    @Test func theRootViewControllersViewFillsTheWindowAndFollowsItsSize() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let controller = JournalViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == window.bounds)
        window.frame.size = CGSize(width: 640, height: 480)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 640, height: 480))
        #expect(controller.journal == ["loadView", "viewDidLoad", "viewWillAppear false", "viewDidAppear false"])
    }

    @Test func replacingTheRootViewControllerRemovesTheOldView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let first = JournalViewController(), second = UICollectionViewController(collectionViewLayout: GridTestLayout())
        window.rootViewController = first
        window.rootViewController = second
        #expect(first.view.superview == nil)
        #expect(first.journal.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(second.collectionView.superview === window)
        window.layoutIfNeeded()
        #expect(second.collectionView.checkInvariants() == [])
    }
}

/// The two common iOS spellings of a controller's own `init()`.
private final class SettingsViewController: UIViewController {
    let section: String
    init() {
        section = "General"
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class AlbumsViewController: UICollectionViewController {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor @Suite struct ControllerInitialiserTests {
    @Test func subclassesDeclaringInitCompileAndInitialise() {
        let settings = SettingsViewController()
        #expect(settings.title == "Settings" && settings.section == "General")
        #expect(settings.nibName == nil)
        let albums = AlbumsViewController()
        #expect((albums.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize == CGSize(width: 80, height: 80))
        #expect(albums.collectionView.dataSource === albums)
        #expect(albums.collectionView.checkInvariants() == [])
    }
}

/// A controller that records containment calls.
private final class ChildViewController: UIViewController {
    var moves: [String] = []
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        moves.append("will \(parent?.title ?? "nil")")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        moves.append("did \(parent?.title ?? "nil")")
    }
}

@MainActor @Suite struct ContainmentTests {
    @Test func addingAndRemovingAChildFollowsUIKitsSequence() {
        let container = UIViewController()
        container.title = "container"
        let child = ChildViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(container.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
        #expect(child.parent === container)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(container.children.isEmpty && child.parent == nil)
        #expect(child.moves == ["will container", "did container", "will nil", "did nil"])
    }

    @Test func addingAChildToAnotherContainerTakesItFromTheFirst() {
        let first = UIViewController(), second = UIViewController()
        let child = ChildViewController()
        first.addChild(child)
        second.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children.count == 1 && child.parent === second)
    }
}
