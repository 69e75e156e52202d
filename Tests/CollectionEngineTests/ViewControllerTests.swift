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
