import Foundation

/// Tells a navigation controller's delegate which controller it shows, as UIKit's
/// `UINavigationControllerDelegate`.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before `viewController` is shown (before its slide starts).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After `viewController` is shown (its slide ended).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// A stack of controllers with a bar on top, as UIKit's `UINavigationController`: push a controller
/// to show it, the back button (or the mouse's back button, Alt+Left, or Escape that nothing else
/// took) pops it.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: GalleryViewController())
/// window.rootViewController = navigation
/// // later, in the gallery:
/// navigationController?.pushViewController(DetailViewController(photo: photo), animated: true)
/// ```
///
/// - Note: Pages sit below the bar and above the toolbar (UIKit extends them under translucent bars
///   and sets their safe area). A push or pop asked for while another slides first finishes the one
///   under way (its callbacks run), then starts; UIKit may drop it or corrupt its bar. Pushing a
///   controller already on the stack, or a navigation controller, is reported to `errorHandler` and
///   ignored, as is popping the root (which returns nil, as in UIKit). There is no interactive
///   (swipe) pop.
@MainActor
open class UINavigationController: UIViewController {
    /// The controllers, root first; the last is shown.
    public private(set) var stack: [UIViewController] = []
    private(set) var state = NavigationState.idle
    private lazy var ticker = NavigationTicker(self, step: UINavigationController.advanceSlide)
    /// How much of the bar on top and of the toolbar is on screen, and their moves.
    private var navigationBarReveal = BarReveal(shown: true)
    private var toolbarReveal = BarReveal(shown: false)
    private lazy var barTicker = NavigationTicker(self, step: UINavigationController.advanceBars)
    /// The key target (and focused item) each covered controller had, given back when it is on top again.
    private var keyTargets: [ObjectIdentifier: KeyFocus] = [:]

    /// The bar on top.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The bar at the bottom that shows the top controller's `toolbarItems`; hidden unless
    /// `isToolbarHidden` is false.
    public let toolbar: UIToolbar! = UIToolbar(frame: .zero)
    /// The view the pages slide in.
    let pageContainer = UIView(frame: .zero)

    /// Hears which controller is shown.
    open weak var delegate: UINavigationControllerDelegate?

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller; give it controllers with `setViewControllers(_:animated:)`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// An empty navigation controller; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The stack

    /// The controllers, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is shown: one presented over the top controller, or the top one.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Shows `viewController` on top of the stack, sliding in from the right when `animated`.
    ///
    /// - Note: A controller already on the stack, or a navigation controller, is reported to
    ///   `errorHandler` and not pushed.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if let index = stack.firstIndex(where: { $0 === viewController }) {
            return errorHandler(.alreadyOnStack(controller: ViewControllerError.name(viewController), index: index))
        }
        guard !(viewController is UINavigationController) else {
            return errorHandler(.pushingNavigationController(controller: ViewControllerError.name(viewController)))
        }
        moveStack(to: stack + [viewController], animated: animated)
    }

    /// Removes the top controller and shows the one below; returns the one removed, or nil when the
    /// top is the root (which stays).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        moveStack(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Removes every controller above the root; returns them, bottom first (nil when there were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        moveStack(to: [stack[0]], animated: animated)
        return popped
    }

    /// Removes every controller above `viewController`; returns them (nil when it is not on the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        moveStack(to: Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack; the new top slides in (as a push when it is new, a pop when it was on the
    /// stack) when `animated`.
    ///
    /// - Note: A list with the same controller twice, or with a navigation controller, is reported to
    ///   `errorHandler` and ignored. An empty list empties the stack, as in UIKit.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let distinct = Set(viewControllers.map(ObjectIdentifier.init))
        guard distinct.count == viewControllers.count else {
            return errorHandler(.duplicateViewControllers(controllers: viewControllers.map(ViewControllerError.name)))
        }
        if let nested = viewControllers.first(where: { $0 is UINavigationController }) {
            return errorHandler(.pushingNavigationController(controller: ViewControllerError.name(nested)))
        }
        moveStack(to: viewControllers, animated: animated)
    }

    // MARK: Moving between stacks (the one place the state changes)

    /// Makes `newStack` the stack: containment for the controllers that join and leave, the bar's
    /// items, the appearance calls, and a slide when `animated` and the navigation controller is shown.
    private func moveStack(to newStack: [UIViewController], animated: Bool) {
        finishSlide()
        let old = stack
        let from = old.last
        let removed = old.filter { controller in !newStack.contains { $0 === controller } }
        let added = newStack.filter { controller in !old.contains { $0 === controller } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        stack = newStack
        guard let to = newStack.last, to !== from else {
            // The top stays (or the stack is now empty): nothing slides.
            if let from, newStack.isEmpty { hide(from, animated: false) }
            navigationBar.items = newStack.map(\.navigationItem)
            endContainment(removed: removed, added: added)
            showToolbarItems()
            return
        }
        let direction: NavigationSlide.Direction = old.contains { $0 === to } ? .pop : .push
        let shown = isViewLoaded && (appearance == .appeared || appearance == .appearing)
        let slides = animated && shown && from != nil && view.window != nil
        let coordinator = TransitionCoordinator(from: from, to: to, container: pageContainer, duration: slides ? NavigationSlide.duration : 0)
        to.isMovingToParent = added.contains { $0 === to }
        from?.isMovingFromParent = removed.contains { $0 === from }
        ownTransitionCoordinator = coordinator
        delegate?.navigationController(self, willShow: to, animated: slides)

        rememberKeyTarget(of: from)
        // A press on the leaving page ends now, while the page is still in the window to finish it.
        if let leaving = from?.viewIfLoaded { leaving.window?.inputRouter.cancelTracking(inside: leaving) }
        if shown { from?.beginAppearanceTransition(false, animated: slides) }
        if isViewLoaded {
            let page: UIView = to.view
            page.frame = pageContainer.bounds
            page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if direction == .push { pageContainer.addSubview(page) } else { pageContainer.insertSubview(page, at: 0) }
            // As UIKit does before a transition's first frame, the page lays out now (a collection
            // view makes its cells), so the slide's first frame only draws.
            page.layoutIfNeeded()
        }
        if shown { to.beginAppearanceTransition(true, animated: slides) }
        let slide = NavigationSlide(direction: direction, from: from, to: to, removed: removed, added: added,
                                    start: pageContainer.frameDriver.now, duration: slides ? NavigationSlide.duration : 0, coordinator: coordinator)
        if slides {
            navigationBar.beginTransition(to: newStack.map(\.navigationItem))
            // As in UIKit, the pages and the bar take no clicks while they slide.
            view.isUserInteractionEnabled = false
            state = .sliding(slide)
            coordinator.start()
            place(slide, progress: 0)
            pageContainer.frameDriver.add(ticker)
        } else {
            navigationBar.items = newStack.map(\.navigationItem)
            coordinator.start()
            complete(slide)
        }
        showToolbarItems()
        viewIfLoaded?.setNeedsLayout()
    }

    /// Moves the slide under way to `time`; returns whether it still runs.
    func advanceSlide(to time: TimeInterval) -> Bool {
        guard case let .sliding(slide) = state else { return false }
        let progress = slide.progress(at: time)
        guard progress < 1 else {
            finishSlide()
            return false
        }
        place(slide, progress: progress)
        return true
    }

    /// Ends the slide under way at once, as if its time had run out.
    private func finishSlide() {
        guard case let .sliding(slide) = state else { return }
        pageContainer.frameDriver.remove(ticker)
        complete(slide)
    }

    /// The slide's end: the leaving page goes, the appearance calls and containment finish, the
    /// coordinator's completions run.
    private func complete(_ slide: NavigationSlide) {
        state = .idle
        viewIfLoaded?.isUserInteractionEnabled = true
        navigationBar.endTransition()
        if let from = slide.from, from !== stack.last {
            from.viewIfLoaded?.removeFromSuperview()
            from.viewIfLoaded?.frame = pageContainer.bounds
            from.endAppearanceTransition()
        }
        slide.to.viewIfLoaded?.frame = pageContainer.bounds
        slide.to.endAppearanceTransition()
        endContainment(removed: slide.removed, added: slide.added)
        restoreKeyTarget(of: slide.to, leaving: slide.from)
        slide.coordinator.setProgress(1)
        ownTransitionCoordinator = nil
        slide.coordinator.end()
        delegate?.navigationController(self, didShow: slide.to, animated: slide.duration > 0)
        viewIfLoaded?.setNeedsLayout()
    }

    private func endContainment(removed: [UIViewController], added: [UIViewController]) {
        for controller in removed where controller.parent === self {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in added where controller.parent === self { controller.didMove(toParent: self) }
    }

    private func hide(_ controller: UIViewController, animated: Bool) {
        controller.beginAppearanceTransition(false, animated: animated)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.endAppearanceTransition()
    }

    /// Puts the two pages and the bar where `slide` has them at `progress`. The pages move by whole
    /// pixels (their frames, not a transform), so the host copies what it drew instead of drawing again.
    private func place(_ slide: NavigationSlide, progress: CGFloat) {
        let bounds = pageContainer.bounds
        let offsets = NavigationSlide.offsets(direction: slide.direction, progress: progress, width: bounds.width)
        let scale = max(1, pageContainer.traitCollection.displayScale)
        slide.coordinator.setProgress(progress)
        slidingProgress = progress
        slide.from?.viewIfLoaded?.frame = bounds.offsetBy(dx: (offsets.from * scale).rounded() / scale, dy: 0)
        slide.to.viewIfLoaded?.frame = bounds.offsetBy(dx: (offsets.to * scale).rounded() / scale, dy: 0)
        navigationBar.setTransitionProgress(progress, pushing: slide.direction == .push)
    }

    /// How far the slide under way has gone, to place the pages again when the window is resized.
    private var slidingProgress: CGFloat = 0

    // MARK: The view

    /// Whether the bar on top is hidden (or on its way out).
    open var isNavigationBarHidden: Bool {
        get { !navigationBarReveal.isShownEventually }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar on top; the page takes or gives back its room. Animated, the bar slides
    /// up out of the window (or down into it) on the frame clock in 0.2 s, as in UIKit, the page's
    /// top edge following it.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        navigationBarReveal.move(shown: !hidden, at: pageContainer.frameDriver.now, animated: animated && viewIfLoaded?.window != nil)
        barsDidMove()
    }

    /// Whether the toolbar at the bottom is hidden (or on its way out); true by default, as in UIKit.
    open var isToolbarHidden: Bool {
        get { !toolbarReveal.isShownEventually }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar at the bottom; animated, it slides down out of the window (or up
    /// into it), as `setNavigationBarHidden(_:animated:)` does at the top.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isToolbarHidden else { return }
        toolbarReveal.move(shown: !hidden, at: pageContainer.frameDriver.now, animated: animated && viewIfLoaded?.window != nil)
        barsDidMove()
    }

    private func barsDidMove() {
        let driver = pageContainer.frameDriver
        if navigationBarReveal.isMoving(at: driver.now) || toolbarReveal.isMoving(at: driver.now) { driver.add(barTicker) }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Moves sliding bars to `time`; returns whether they still move.
    func advanceBars(to time: TimeInterval) -> Bool {
        viewIfLoaded?.setNeedsLayout()
        return navigationBarReveal.isMoving(at: time) || toolbarReveal.isMoving(at: time)
    }

    open override func loadView() {
        let container = NavigationContainerView(frame: .zero)
        container.controller = self
        container.backgroundColor = .systemBackground
        pageContainer.clipsToBounds = true
        container.addSubview(pageContainer)
        container.addSubview(toolbar)
        container.addSubview(navigationBar)
        navigationBar.onBack = { [weak self] in self?.goBack() }
        navigationBar.onBlankItem = { [weak self] item in self?.reportBlank(item) }
        toolbar.onBlankItem = { [weak self] index in
            guard let self else { return }
            self.errorHandler(.blankBarButtonItem(bar: "the toolbar of \(ViewControllerError.name(self))", index: index))
        }
        view = container
        if let top = stack.last {
            let page: UIView = top.view
            page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            pageContainer.addSubview(page)
        }
        showToolbarItems()
    }

    /// Lays out the bar, the page container and the toolbar in `bounds`.
    func layoutContainer(in bounds: CGRect) {
        let now = pageContainer.frameDriver.now
        let (barShown, toolbarShown) = (navigationBarReveal.shown(at: now), toolbarReveal.shown(at: now))
        let barHeight = navigationBar.preferredHeight(forWidth: bounds.width), toolbarHeight = UIToolbar.height
        // A sliding bar keeps its height and moves; the page has the room the bars leave.
        let barBottom = (barHeight * barShown).rounded(), toolbarTop = bounds.height - (toolbarHeight * toolbarShown).rounded()
        navigationBar.isHidden = barShown == 0
        toolbar.isHidden = toolbarShown == 0
        navigationBar.frame = CGRect(x: 0, y: barBottom - barHeight, width: bounds.width, height: barHeight)
        toolbar.frame = CGRect(x: 0, y: toolbarTop, width: bounds.width, height: toolbarHeight)
        let pages = CGRect(x: 0, y: barBottom, width: bounds.width, height: max(0, toolbarTop - barBottom))
        guard pageContainer.frame != pages else { return }
        pageContainer.frame = pages
        for page in pageContainer.subviews { page.frame = pageContainer.bounds }
        if case let .sliding(slide) = state { place(slide, progress: slidingProgress) }
    }

    func toolbarItemsDidChange(for controller: UIViewController) {
        if controller === stack.last { showToolbarItems() }
    }

    private func showToolbarItems() {
        toolbar.setItems(stack.last?.toolbarItems, animated: false)
    }

    private func reportBlank(_ item: UIBarButtonItem) {
        let items = (stack.last?.navigationItem).map { ($0.leftBarButtonItems ?? []) + ($0.rightBarButtonItems ?? []) } ?? []
        let index = items.firstIndex { $0 === item } ?? -1
        errorHandler(.blankBarButtonItem(bar: "the navigation bar of \(ViewControllerError.name(self))", index: index))
    }

    // MARK: Keys

    /// A covered controller's key target (and the item focused in it) is kept for when it is on top
    /// again; the new top gets the keys when the old one had them.
    private func rememberKeyTarget(of controller: UIViewController?) {
        guard let controller, let window = viewIfLoaded?.window, let target = window.keyTarget,
              let page = controller.viewIfLoaded, target.isDescendant(of: page) else { return }
        keyTargets[ObjectIdentifier(controller)] = KeyFocus(target)
    }

    private func restoreKeyTarget(of controller: UIViewController, leaving from: UIViewController?) {
        guard let window = viewIfLoaded?.window, let page = controller.viewIfLoaded else { return }
        let current = window.keyTarget
        let keysWereHere = current == nil || current?.isDescendant(of: window) == false
            || from?.viewIfLoaded.map { current?.isDescendant(of: $0) == true } == true
        guard keysWereHere else { return }
        if let remembered = keyTargets.removeValue(forKey: ObjectIdentifier(controller)), remembered.view != nil {
            remembered.restore(in: window, restoresFocus: controller.restoresFocusAfterTransition)
        } else {
            window.keyTarget = page
        }
        for id in keyTargets.keys where !stack.contains(where: { ObjectIdentifier($0) == id }) { keyTargets[id] = nil }
    }

    /// Goes back one page, as the back button does; false when there is nowhere to go back to.
    @discardableResult
    func goBack() -> Bool {
        guard stack.count > 1, presentedViewController == nil else { return false }
        popViewController(animated: true)
        return true
    }
}

/// A navigation controller's root view: it lays out the bar, the pages and the toolbar, and takes
/// the keys that go back (Alt+Left, and Escape that no view inside took).
@MainActor
final class NavigationContainerView: UIView, BackNavigating {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer(in: bounds)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, Self.isBackKey(key), controller?.goBack() == true else {
            return super.pressesBegan(presses, with: event)
        }
    }

    static func isBackKey(_ key: UIKey) -> Bool {
        let others: UIKey.ModifierFlags = [.control, .command, .shift]
        guard key.modifierFlags.isDisjoint(with: others) else { return false }
        switch key.charactersIgnoringModifiers {
        case "UIKeyInputLeftArrow": return key.modifierFlags.contains(.alternate)
        case "UIKeyInputEscape": return !key.modifierFlags.contains(.alternate)
        default: return false
        }
    }

    func navigateBack() -> Bool { controller?.goBack() ?? false }
}
