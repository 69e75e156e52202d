@testable import CollectionEngine
import EngineTestSupport
import Foundation

/// A controller that writes its life into a shared journal, by name.
final class PageController: UIViewController {
    let name: String
    let journal: Journal

    init(_ name: String, journal: Journal) {
        self.name = name
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        journal.lines.append("\(name) willAppear moving=\(isMovingToParent) presented=\(isBeingPresented)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        journal.lines.append("\(name) didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        journal.lines.append("\(name) willDisappear moving=\(isMovingFromParent) dismissed=\(isBeingDismissed)")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        journal.lines.append("\(name) didDisappear")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        journal.lines.append("\(name) willTransition \(Int(size.width))x\(Int(size.height))")
    }
}

/// Lines the pages write, in order.
@MainActor
final class Journal {
    var lines: [String] = []
}

/// A window 600×400 on a manual clock whose root is a navigation controller with page "root".
@MainActor
struct NavigationScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    let input: SyntheticInput
    let journal = Journal()
    let navigation: UINavigationController
    let root: PageController
    var errors: ErrorBox

    init() {
        input = SyntheticInput(window: window)
        window.frameDriver = input.driver
        root = PageController("root", journal: journal)
        navigation = UINavigationController(rootViewController: root)
        let errors = ErrorBox()
        navigation.errorHandler = { errors.errors.append($0) }
        self.errors = errors
        window.rootViewController = navigation
        window.layoutIfNeeded()
        journal.lines.removeAll()
    }

    func page(_ name: String) -> PageController { PageController(name, journal: journal) }

    /// The bar's content for the top item.
    var barContent: NavigationBarContent? { navigation.navigationBar.content }

    /// The centre of `view` in the window.
    func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window) }

    func settle() {
        input.settle()
        window.layoutIfNeeded()
    }
}

/// The errors a controller reported.
@MainActor
final class ErrorBox {
    var errors: [ViewControllerError] = []
}
