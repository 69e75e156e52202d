import Foundation

/// The root of a view tree shown in one host window; it receives the host's input events and holds
/// what its views need from the host.
///
/// The host shows one `UIWindow` per X window: it sizes it with the window, gives it the host's text
/// measurer, calls `sendEvent(_:)` for each translated event, and draws a frame whenever `needsFrame`
/// says so: `prepareFrame()`, then the tree.
///
/// ```swift
/// window.textMeasurer = hostFonts
/// if window.needsFrame {
///     window.prepareFrame()
///     draw(window)
/// }
/// ```
///
/// - Note: UIKit's `UIWindow` also manages scenes and key windows; Tessera's is the root view, the
///   place where input is routed (see `InputRouter` for where each kind of event goes), and the owner
///   of its tree's time (`frameDriver`) and text measuring, so that windows share no state.
@MainActor
open class UIWindow: UIView {
    /// A window with `frame` and its own frame driver, so that windows share no time.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        frameDriver = FrameDriver()
    }

    /// A window with a zero frame and its own frame driver; the coder is not read (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frameDriver = FrameDriver()
    }

    /// How views in no window measure text (a sizing cell, a label measured before it is shown), and
    /// what a new window's `textMeasurer` starts as.
    ///
    /// The host sets it to its real fonts when it starts, so from then on every measurement, in a window
    /// or not, uses them. Until then an estimate from DejaVu Sans's average advance (0.55 em) keeps
    /// headless layout deterministic.
    ///
    /// - Note: UIKit's fonts measure themselves anywhere, through a process-wide font system; this is
    ///   Tessera's one process-wide text service for the same reason. Each window still has its own
    ///   `textMeasurer`, which its views use.
    public static var defaultTextMeasurer: TextMeasuring = UIWindow.estimatedTextMeasurer

    /// The estimate `defaultTextMeasurer` starts as, and comes back to when the host that replaced it
    /// closes its fonts.
    public static var estimatedTextMeasurer: TextMeasuring { EstimatedTextMeasurer.shared }

    /// How the window's labels measure text; the host installs one backed by the fonts it draws with.
    ///
    /// It starts as `UIWindow.defaultTextMeasurer`. Replacing it lays the whole tree out again.
    public var textMeasurer: TextMeasuring = UIWindow.defaultTextMeasurer {
        didSet {
            guard textMeasurer !== oldValue else { return }
            setNeedsLayoutInSubtree(self)
        }
    }

    /// The desktop's selections the window's text fields use beside `UIPasteboard.general`: a middle
    /// click pastes the `PRIMARY` selection, and selecting text offers it there. The host installs the
    /// desktop's; until then, a clipboard of the window's own.
    ///
    /// - Note: Not in UIKit, which has no primary selection.
    public var clipboard: ClipboardService = LocalClipboard()

    /// The window's undo manager, which its views' and controllers' `undoManager` reach through the
    /// responder chain unless one of them gives its own.
    open override var undoManager: UndoManager? { windowUndoManager }
    private let windowUndoManager = UndoManager()

    /// Pixels per point on the display the window is shown on: 1.5 on a 144-dpi screen. Views read it
    /// as `traitCollection.displayScale`, and layouts round frames to it so edges fall on pixels.
    ///
    /// - Note: UIKit takes it from the window's `UIScreen`; Tessera's host sets it (from `Xft.dpi`).
    ///   Changing it lays the whole tree out again.
    public var displayScale: CGFloat = 1 {
        didSet {
            guard displayScale != oldValue else { return }
            setNeedsLayoutInSubtree(self)
        }
    }

    /// The desktop's appearance, which the window's views inherit unless they override it.
    ///
    /// - Note: Not in UIKit, where it is the device's setting; Tessera's host sets it from the
    ///   desktop's (its theme's name, or `--appearance`). A change makes it `UITraitCollection.current`'s,
    ///   calls `traitCollectionDidChange(_:)` top down and redraws the tree.
    public var systemUserInterfaceStyle: UIUserInterfaceStyle = .light {
        didSet {
            guard systemUserInterfaceStyle != oldValue else { return }
            systemTraitsDidChange(style: oldValue, category: systemContentSizeCategory)
        }
    }

    /// The desktop's preferred text size, which `UIFont.preferredFont(forTextStyle:)` sizes by.
    ///
    /// - Note: Not in UIKit, where it is the device's setting; Tessera's host sets it from the
    ///   desktop's text scaling (`Xft/DPI`, or `--content-size`). A change makes it
    ///   `UITraitCollection.current`'s, calls `traitCollectionDidChange(_:)` top down (labels that
    ///   adjust for the category take their new size first), posts
    ///   `UIContentSizeCategory.didChangeNotification` and lays the tree out again.
    public var systemContentSizeCategory: UIContentSizeCategory = .large {
        didSet {
            guard systemContentSizeCategory != oldValue else { return }
            systemTraitsDidChange(style: systemUserInterfaceStyle, category: oldValue)
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: systemContentSizeCategory])
        }
    }

    /// The reading direction of the window's views: what their `traitCollection.layoutDirection` is
    /// and what `.unspecified` semantic content follows.
    ///
    /// - Note: Not in UIKit, where it is the app's localization; it starts as
    ///   `UIApplication.shared.userInterfaceLayoutDirection` (the X host sets that from the locale or
    ///   `--layout-direction`). A change tells the tree (`traitCollectionDidChange(_:)`), solves its
    ///   constraints again, mirrors its collection views' layouts and redraws its text.
    public var systemLayoutDirection: UIUserInterfaceLayoutDirection = UIApplication.shared.userInterfaceLayoutDirection {
        didSet { if systemLayoutDirection != oldValue { layoutDirectionDidChange() } }
    }

    private func setNeedsLayoutInSubtree(_ view: UIView) {
        view.setNeedsLayout()
        view.setNeedsDisplay()
        // Text measured anew gives constraint systems new intrinsic sizes.
        if view.autoLayout != nil { view.constraintConstantsDidChange() }
        for subview in view.subviews { setNeedsLayoutInSubtree(subview) }
    }

    /// Set by any change to geometry, look or layout in the tree; cleared by `prepareFrame()`.
    var hasChangesSinceLastFrame = true

    /// Whether the host should draw a frame now: something in the tree changed since the last one, or
    /// something animates and the window's clock has moved on since (past the time a resting
    /// animation, such as a caret between blinks, next changes).
    ///
    /// - Note: Not in UIKit, where Core Animation decides when to draw.
    public var needsFrame: Bool { hasChangesSinceLastFrame || frameDriver.hasPendingTime }

    /// While `needsFrame` is false: how many seconds of the window's clock until it turns true by
    /// itself (a caret's next blink, a long press's hold running out); nil when only input or a change
    /// in the tree will want another frame. A host sleeps this long rather than drawing idle frames.
    ///
    /// - Note: Not in UIKit.
    public var secondsUntilFrameNeeded: TimeInterval? {
        let now = frameDriver.now
        // A rest already over with no frame wanted means a paused clock: only its moving will help.
        guard !needsFrame, frameDriver.isAnimating, let rest = frameDriver.tickersRestUntil, rest > now else { return nil }
        return rest - now
    }

    /// Brings the tree to the state to draw now: advances the window's animations to its clock's time,
    /// then lays out what needs it. Returns whether anything still animates, so another frame will be
    /// wanted once time moves on.
    ///
    /// - Note: Not in UIKit, where the run loop does this before Core Animation commits a frame.
    @discardableResult
    public func prepareFrame() -> Bool {
        frameDriver.step()
        layoutIfNeeded()
        hasChangesSinceLastFrame = false
        return frameDriver.isAnimating
    }

    /// The view that receives key events, and the scroll views around it after it.
    ///
    /// - Note: UIKit sends keys to the first responder. Here the key target is the first responder
    ///   (`becomeFirstResponder()` sets it, and so may the app directly); when it is nil, keys go to the
    ///   scroll view (a collection view) the pointer was last over.
    public weak var keyTarget: UIView? {
        didSet {
            guard keyTarget !== oldValue else { return }
            (oldValue as? FocusContainer)?.keyTargetDidLeave()
            (keyTarget as? FocusContainer)?.keyTargetDidArrive()
        }
    }

    let inputRouter = InputRouter()
    /// The menus open over the window (Menus/), which take its keys and presses while open.
    var menuSession: MenuSession?

    /// The controller whose view fills the window, as in UIKit: setting it adds that view (loading it
    /// first) sized to the window and resizing with it, and removes the previous controller's view.
    ///
    /// - Note: The old controller gets the disappearance callbacks and the new one the appearance
    ///   callbacks at once, as there is no transition to wait for.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let oldValue {
                oldValue.beginAppearanceTransition(false, animated: false)
                oldValue.viewIfLoaded?.removeFromSuperview()
                oldValue.endAppearanceTransition()
            }
            guard let controller = rootViewController else { return }
            controller.beginAppearanceTransition(true, animated: false)
            let root: UIView = controller.view
            root.frame = bounds
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(root)
            controller.endAppearanceTransition()
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
    }

    /// A new size tells the root view controller first (`viewWillTransition(to:with:)`, as a
    /// rotation or a window resize does in UIKit); the blocks its coordinator is given run after the
    /// change, without animation (the window already has its new size on screen), and then their
    /// completions. The first size a window gets is not a transition.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.size
            guard newValue.size != old, old != .zero, let root = rootViewController else { return super.bounds = newValue }
            let coordinator = TransitionCoordinator(from: root, to: root, container: self, duration: 0)
            root.viewWillTransition(to: newValue.size, with: coordinator)
            super.bounds = newValue
            coordinator.start()
            coordinator.end()
        }
    }

    /// The scene the window belongs to (`UIWindow(windowScene:)`); setting it moves the window into
    /// that scene's `windows`.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
        }
    }

    /// Shows the window. Tessera has one key window per host window, so this only unhides it.
    open func makeKeyAndVisible() {
        isHidden = false
    }

    /// The pointer shape the engine wants now (`.grabbing` while an item is moved…); the host shows it.
    ///
    /// - Note: Not in UIKit, where pointer shapes come from `UIPointerInteraction`.
    public internal(set) var cursor: Cursor = .arrow {
        didSet { if cursor != oldValue { hasChangesSinceLastFrame = true } }
    }

    /// Delivers one input event to the view tree.
    ///
    /// - A button press goes to the front-most view under the pointer that takes it: a scroll indicator's
    ///   thumb first, then a control, a collection view item, or a scroll view (middle-button panning).
    ///   That view keeps the pointer, inside the window or not, until the same button is released; other
    ///   buttons pressed meanwhile are ignored. The pointer leaving the window, Escape, or a scroll of the
    ///   content under it cancels a press that highlights something (a control, an item); drags carry on.
    /// - A wheel or touchpad scroll goes to the innermost scroll view under the pointer that can still
    ///   move that way.
    /// - A key goes to `keyTarget` (see there).
    open func sendEvent(_ event: InputEvent) {
        // Undo steps registered while handling one event are one group (`UndoManager.groupsByEvent`).
        UndoManager.currentEvent += 1
        if let menuSession, menuSession.intercept(event) { return }
        inputRouter.route(event, in: self)
    }
}
