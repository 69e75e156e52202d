import Foundation

/// An object that manages a view hierarchy, as UIKit's `UIViewController`.
///
/// The root view is created lazily: the first read of `view` calls `loadView()` and then
/// `viewDidLoad()`. Override `loadView()` to supply your own root view (without calling `super`),
/// or `viewDidLoad()` to add subviews to the default one.
///
/// ```swift
/// final class GalleryViewController: UIViewController {
///     private var collectionView: UICollectionView!
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
///         collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
///         view.addSubview(collectionView)
///     }
/// }
/// ```
///
/// - Note: There are no nibs or storyboards. `nibName` and `nibBundle` are kept but never loaded;
///   `init?(coder:)` creates a controller with no nib. The default root view has a zero frame (UIKit
///   sizes it to the screen): make the controller a window's `rootViewController`, push it on a
///   navigation controller, or give the view a frame. `viewWillLayoutSubviews()` and
///   `viewDidLayoutSubviews()` run around the root view's `layoutSubviews()`. The appearance callbacks
///   run when `UIWindow.rootViewController` changes, when a container shows or hides the controller
///   (a navigation controller's push and pop, a split view's columns, a presentation), or when the code
///   that shows the view calls `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`.
///   Unbalanced calls (a second "will appear" without a "did") are not passed on twice.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false
    private var appearanceTransition: (appearing: Bool, animated: Bool)?

    /// The name of the nib the controller was created with; Tessera does not load nibs.
    public private(set) var nibName: String?
    /// The bundle of that nib.
    public private(set) var nibBundle: Bundle?

    /// A title for the controller's view, for the host's window or a container to show; setting it
    /// also sets `navigationItem.title`, as in UIKit.
    open var title: String? {
        didSet { if title != oldValue { navigationItem.title = title } }
    }

    /// Whether the item that had keyboard focus in the controller's view gets it back when the
    /// controller is uncovered (a pop back to it, a dismissed sheet); `true` by default, as in UIKit.
    ///
    /// - Note: Tessera's focus is a collection view's focused item: the window's key target comes
    ///   back whatever this says, and with it the item focused when the controller was covered.
    open var restoresFocusAfterTransition = true

    private var editingFlag = false

    /// Whether the controller's view is in editing mode; setting it is `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off; subclasses pass it on to their views (a collection view
    /// controller to its collection view). Call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingFlag = editing
        editButtonItemIfMade?.showEditing(editing)
    }

    /// The Edit/Done item made by `editButtonItem`, once it has been asked for.
    var editButtonItemIfMade: UIBarButtonItem?

    /// Light or dark for the controller's view and everything in it, whatever the window's
    /// (`.unspecified` inherits).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue, let root = viewIfLoaded else { return }
            // The view's own override wins over the controller's: then nothing changes.
            guard root.overrideUserInterfaceStyle == .unspecified else { return }
            root.styleOverrideDidChange(from: oldValue)
        }
    }

    /// The traits of the controller's view (the window's when the view is not loaded or not in one).
    public var traitCollection: UITraitCollection { viewIfLoaded?.traitCollection ?? UITraitCollection.current }

    /// Called after the traits of the controller's view changed; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: What containers keep on the controller (used by the +Navigation, +Presentation and
    // +Transitions extensions)

    lazy var navigationItemStorage = UINavigationItem()
    var toolbarItemsStorage: [UIBarButtonItem]?
    /// The coordinator of the transition this controller takes part in, while it runs.
    var ownTransitionCoordinator: TransitionCoordinator?
    /// The controller this one presents, and the one presenting this one.
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    /// The sheet and dimming view of the controller this one presents (+Presentation).
    var presentation: PresentationSheet?
    var modalPresentationStyleStorage = UIModalPresentationStyle.automatic

    /// Where this controller reports the mistakes UIKit would raise for (see `ViewControllerError`);
    /// the default writes them to standard error.
    ///
    /// - Note: Not in UIKit, which raises an exception or logs.
    public var errorHandler: (ViewControllerError) -> Void = { error in
        FileHandle.standardError.write(Data("Tessera: \(error)\n".utf8))
    }

    /// The child controllers added with `addChild(_:)`, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// The container this controller is a child of.
    public private(set) weak var parent: UIViewController?

    /// Creates a controller; the nib is remembered but never loaded (see the type's note).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A controller with no nib; the coder is not read (there are no nibs or storyboards).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The same as `init(nibName: nil, bundle: nil)`, as in UIKit.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view

    /// The root view, loaded by `loadView()` and `viewDidLoad()` on first access.
    ///
    /// Assigning a view replaces the root view without calling `viewDidLoad()`, as in UIKit.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            guard newValue !== loadedView else { return }
            if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view. The default makes a plain `UIView`; override it to assign your own
    /// view to `view`, without calling `super`.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Called once, after the root view has been loaded. The default does nothing.
    open func viewDidLoad() {}

    /// Loads the root view now if it has not been loaded.
    ///
    /// - Note: Reading `view` from inside `loadView()` before assigning it answers nil instead of
    ///   recursing (UIKit recurses); a `loadView()` that assigns nothing gets a plain `UIView`.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { view = UIView(frame: .zero) }
        isLoadingView = false
        viewDidLoad()
    }

    // MARK: Layout

    /// Called just before the root view lays out its subviews. The default does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called just after the root view laid out its subviews. The default does nothing.
    open func viewDidLayoutSubviews() {}

    // MARK: Transitions and presentation (their work is in +Transitions and +Presentation)

    /// Called before the controller's view changes size (the window is resized): the default passes
    /// it on to the children and the presented controller. Overrides must call `super`.
    ///
    /// ```swift
    /// override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    ///     super.viewWillTransition(to: size, with: coordinator)
    ///     coordinator.animate(alongsideTransition: { _ in self.layout.invalidateLayout() }, completion: nil)
    /// }
    /// ```
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedStorage?.viewWillTransition(to: size, with: coordinator)
    }

    /// The coordinator of the push, pop or presentation under way that this controller (or a parent)
    /// takes part in; nil when none runs.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if let coordinator = current.ownTransitionCoordinator { return coordinator }
            candidate = current.parent ?? current.presentingStorage
        }
        return nil
    }

    /// Presents `viewControllerToPresent` as a sheet over the window (see +Presentation).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentSheet(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or, when it presents none, this controller from its
    /// presenter (see +Presentation).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissSheet(animated: flag, completion: completion)
    }

    // MARK: Containment

    /// Makes `childController` a child, as UIKit's does: calls its `willMove(toParent:)` first. Add its
    /// view to yours, then call its `didMove(toParent:)`, as on iOS.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self, !isAncestor(childController) else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Whether `controller` is this controller or one of its parents (adding it would make a loop).
    private func isAncestor(_ controller: UIViewController) -> Bool {
        var candidate: UIViewController? = self
        while let current = candidate {
            if current === controller { return true }
            candidate = current.parent
        }
        return false
    }

    /// Removes this controller from its parent, as UIKit's does: calls `didMove(toParent: nil)` last.
    /// Call `willMove(toParent: nil)` and remove the view first, as on iOS.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a container. The default does nothing.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a container. The default does nothing.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Appearance

    /// Where the root view is in its appearance, so that containers can call the transitions freely
    /// and the controller hears each change once.
    enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    private(set) var appearance = Appearance.disappeared
    private var appearanceAnimated = false

    /// Whether the view is appearing because the controller is being added to a container (pushed).
    ///
    /// True from `viewWillAppear(_:)` to `viewDidAppear(_:)` of that appearance.
    public internal(set) var isMovingToParent = false
    /// Whether the view is disappearing because the controller is being removed from its container (popped).
    public internal(set) var isMovingFromParent = false
    /// Whether the view is appearing because the controller is being presented.
    public internal(set) var isBeingPresented = false
    /// Whether the view is disappearing because the controller is being dismissed.
    public internal(set) var isBeingDismissed = false

    /// Whether `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` pass themselves
    /// on to the children whose views are inside this controller's view. True, as in UIKit.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Called before the root view appears. Overrides must call `super`.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the root view appeared. Overrides must call `super`.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the root view disappears. Overrides must call `super`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the root view disappeared. Overrides must call `super`.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Tells the controller its view is about to appear (`true`) or disappear (`false`): calls
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`, loading the view first when appearing, and
    /// passes it on to the children shown inside the view.
    ///
    /// A call that changes nothing (appearing while already appearing or shown) is ignored.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (appearance, isAppearing) {
        case (.appearing, true), (.appeared, true), (.disappearing, false), (.disappeared, false): return
        default: break
        }
        if isAppearing { loadViewIfNeeded() }
        appearance = isAppearing ? .appearing : .disappearing
        appearanceAnimated = animated
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in childrenShownInView { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Completes the transition begun by `beginAppearanceTransition(_:animated:)`: calls
    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`, and passes it on to the children shown inside the
    /// view. Does nothing when no transition is under way.
    open func endAppearanceTransition() {
        let appearing: Bool
        switch appearance {
        case .appearing: appearing = true
        case .disappearing: appearing = false
        case .appeared, .disappeared: return
        }
        appearance = appearing ? .appeared : .disappeared
        if appearing { viewDidAppear(appearanceAnimated) } else { viewDidDisappear(appearanceAnimated) }
        for child in childrenShownInView { child.endAppearanceTransition() }
        isMovingToParent = false
        isMovingFromParent = false
        isBeingPresented = false
        isBeingDismissed = false
    }

    /// The children the appearance calls reach: those whose views are inside this controller's view.
    private var childrenShownInView: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }
}
