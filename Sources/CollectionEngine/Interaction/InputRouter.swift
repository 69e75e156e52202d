import Foundation

/// A view that takes pointer presses on its own content: a control, a collection view's items.
@MainActor
protocol InputHandling: AnyObject {
    /// Offered a press of `button` at `location` (in the view's coordinates); returns what follows the
    /// pointer until that button is released, or nil to leave the press to the view's superviews.
    func beginTracking(_ button: InputEvent.PointerButton, at location: CGPoint, event: InputEvent) -> PointerTracking?
}

/// One press in progress. It gets every move and the release of the button that began it, wherever the
/// pointer goes (the X server keeps reporting the pointer to the window while a button is held), until it
/// ends or is cancelled.
@MainActor
protocol PointerTracking: AnyObject {
    /// The view that took the press; if it leaves the window, the press is cancelled.
    var view: UIView? { get }
    /// Whether this is a press that highlights something (a control, an item) rather than a drag.
    ///
    /// Such a press is cancelled when the pointer leaves the window, as a touch is when it leaves the
    /// screen, and when the content under it scrolls, as UIKit cancels content touches once a scroll
    /// begins. A drag keeps following the pointer.
    var isHighlightingPress: Bool { get }
    func pointerMoved(_ event: InputEvent)
    func pointerReleased(_ event: InputEvent)
    /// Undoes what the press showed (a highlight) without acting on it.
    func cancel()
}

/// The one place a window's input is routed.
///
/// - A press goes to the front-most view under the pointer that takes it: first a scroll indicator (it is
///   drawn above the content it scrolls), then, from the hit view outwards, an `InputHandling` view or a
///   scroll view (middle-button panning). That view then has the pointer until the button comes up.
/// - A scroll goes to the innermost scroll view under the pointer that can still move that way, so a
///   nested scroll view at its edge hands the wheel to the one around it; a scroll view with regions
///   that scroll on their own (`NestedScrolling`) offers it to the region under the pointer first.
/// - A move with no button held goes to the hover recognizers on the views under the pointer
///   (`UIHoverGestureRecognizer`); those no longer under it, or all when it leaves the window, end.
/// - A pinch (a touchpad's, or a second finger on a touchscreen: `TouchPinch`) goes to the innermost
///   pinch recognizer under it, or else zooms the innermost scroll view that zooms; a touchpad swipe
///   goes to the swipe recognizers under the pointer that want as many fingers.
/// - A key goes to the window's `keyTarget`, or else to the scroll view the pointer was last over, and
///   from there outwards to the first view that handles it in `pressesBegan(_:with:)` or scroll view
///   that can use it.
@MainActor
final class InputRouter {
    /// Whether a pointer button is held, and who took it.
    enum PointerState {
        case idle
        /// `button` went down and `tracking` took it: it gets the moves and the release of that button.
        case tracking(PointerTracking, button: InputEvent.PointerButton)
    }

    private(set) var state: PointerState = .idle
    /// The innermost scroll view the pointer was last over; keys go there when no key target is set.
    private(set) weak var lastScrollView: UIScrollView?

    func route(_ event: InputEvent, in window: UIWindow) {
        if case let .tracking(tracking, _) = state, tracking.view?.isDescendant(of: window) != true {
            tracking.cancel()
            state = .idle
        }
        state = transition(from: state, on: event, in: window)
    }

    /// Cancels the press under way if it is on `view` or inside it (the view is about to leave the
    /// window: a page pushed away), as UIKit cancels the touches of a view that leaves its window.
    func cancelTracking(inside view: UIView) {
        guard case let .tracking(tracking, _) = state, tracking.view?.isDescendant(of: view) == true else { return }
        tracking.cancel()
        state = .idle
    }

    /// Moves between pointer states and delivers `event` on the way.
    private func transition(from state: PointerState, on event: InputEvent, in window: UIWindow) -> PointerState {
        switch (state, event.kind) {
        case (_, .pointerDown(.back)):
            // Not a press to track: the innermost navigation under the pointer goes back a page.
            _ = viewsUnder(event, in: window).lazy.compactMap { $0 as? BackNavigating }.first { $0.navigateBack() }
            return state
        case (_, .pointerDown(.forward)), (_, .pointerUp(.back)), (_, .pointerUp(.forward)):
            return state
        case let (.idle, .pointerDown(button)):
            return beginTracking(button, event: event, in: window)
        case let (.tracking(tracking, held), .pointerDown(button)) where button == held:
            // The release of the last press never arrived (another client grabbed the pointer): start afresh.
            tracking.cancel()
            return beginTracking(button, event: event, in: window)
        case let (.tracking(tracking, _), .pointerMoved):
            tracking.pointerMoved(event)
            return state
        case let (.tracking(tracking, held), .pointerUp(button)) where button == held:
            tracking.pointerReleased(event)
            return .idle
        case let (.tracking(tracking, _), .pointerExited) where tracking.isHighlightingPress,
             let (.tracking(tracking, _), .keyDown(.escape)):
            tracking.cancel()
            return .idle
        case (.idle, .pointerMoved), (.idle, .pointerEntered):
            let views = viewsUnder(event, in: window)
            rememberScrollView(in: views)
            updateHover(over: views, at: event.location)
            return state
        case (.idle, .pointerExited):
            updateHover(over: [], at: event.location)
            return state
        case let (_, .scroll(dx, dy)):
            return stateAfterScrolling(routeScroll(CGPoint(x: dx, y: dy), event: event, in: window), from: state)
        case let (_, .touchpadScroll(dx, dy)):
            return stateAfterScrolling(routeTouchpadScroll(CGPoint(x: dx, y: dy), event: event, in: window), from: state)
        case (_, .touchpadScrollEnded):
            touchpadTarget?.endTracking(at: event.timestamp)
            touchpadTarget = nil
            return state
        case (.idle, .touchBegan):
            return beginTouch(event, in: window)
        case let (.tracking(tracking, _), .touchBegan(id)):
            // A second finger pinches what pinches under the two (else it is not followed); a touch
            // whose end never came gives way to the new one.
            if let touch = tracking as? TouchTracking, touch.touchID != id,
               event.timestamp - touch.lastEventTime < UIScrollView.abandonedDragInterval {
                return beginTouchPinch(adding: id, to: touch, event: event, in: window) ?? state
            }
            if let pinch = tracking as? TouchPinch, !pinch.follows(id) { return state }
            tracking.cancel()
            return beginTouch(event, in: window)
        case let (.tracking(pinch as TouchPinch, _), .touchMoved(id)):
            pinch.fingerMoved(id, event)
            return state
        case let (.tracking(pinch as TouchPinch, _), .touchEnded(id)) where pinch.follows(id),
             let (.tracking(pinch as TouchPinch, _), .touchCancelled(id)) where pinch.follows(id):
            pinch.fingerLifted(id, event, cancelled: event.kind == .touchCancelled(id: id))
            return .idle
        case let (.tracking(tracking as TouchTracking, _), .touchMoved(id)) where tracking.touchID == id:
            tracking.pointerMoved(event)
            return state
        case let (.tracking(tracking as TouchTracking, _), .touchEnded(id)) where tracking.touchID == id:
            tracking.pointerReleased(event)
            return .idle
        case let (.tracking(tracking as TouchTracking, _), .touchCancelled(id)) where tracking.touchID == id:
            tracking.cancel()
            return .idle
        case let (_, .pinch(phase, scale)):
            routePinch(phase, scale: scale, event: event, in: window)
            return state
        case let (_, .swipe(phase, dx, dy, touches)):
            routeSwipe(phase, delta: CGPoint(x: dx, y: dy), touches: touches, event: event, in: window)
            return state
        case let (_, .keyDown(key)):
            return stateAfterScrolling(routeKey(key, modifiers: event.modifiers, timestamp: event.timestamp, in: window), from: state)
        default:
            // Other buttons while one is held (chords), stray releases, key releases: nothing to do.
            return state
        }
    }

    private func beginTracking(_ button: InputEvent.PointerButton, event: InputEvent, in window: UIWindow) -> PointerState {
        let views = viewsUnder(event, in: window)
        rememberScrollView(in: views)
        // A scroll indicator is drawn above the content: a press on it is not a press on the views below,
        // so their recognizers do not hear it.
        if let indicator = indicatorTracking(button, event: event, views: views, in: window) { return .tracking(indicator, button: button) }
        let own = viewTracking(button, event: event, views: views, in: window)
        // Recognizers on the views under the press share a primary press with the view that took it.
        let recognizers = button == .primary
            ? views.flatMap { $0.gestureRecognizers ?? [] }.filter { $0.isEnabled && !($0 is UIHoverGestureRecognizer) } : []
        guard !recognizers.isEmpty else { return own }
        var inner: PointerTracking?
        if case let .tracking(tracking, _) = own { inner = tracking }
        return .tracking(GestureArbitration(recognizers: recognizers, inner: inner, event: event), button: button)
    }

    /// Whether recognizers on the press under way may still claim it (the collection view then holds
    /// back its own reorder and drag).
    var recognizersClaimPress: Bool {
        guard case let .tracking(tracking, _) = state, let arbitration = tracking as? GestureArbitration else { return false }
        return arbitration.claimsPress
    }

    /// The scroll indicator (thumb or track) under the press that takes it, innermost first.
    private func indicatorTracking(_ button: InputEvent.PointerButton, event: InputEvent, views: [UIView], in window: UIWindow) -> PointerTracking? {
        for case let scrollView as UIScrollView in views {
            if let tracking = scrollView.beginIndicatorTracking(button, at: scrollView.convert(event.location, from: window)) { return tracking }
        }
        return nil
    }

    /// The view that takes the press itself, before recognizers are considered.
    private func viewTracking(_ button: InputEvent.PointerButton, event: InputEvent, views: [UIView], in window: UIWindow) -> PointerState {
        for view in views {
            let location = view.convert(event.location, from: window)
            if let handler = view as? InputHandling, let tracking = handler.beginTracking(button, at: location, event: event) {
                return .tracking(tracking, button: button)
            }
            if let nested = view as? NestedScrolling, let tracking = nested.beginNestedPan(button, at: location) {
                return .tracking(tracking, button: button)
            }
            if let scrollView = view as? UIScrollView, let tracking = scrollView.beginPanTracking(button, at: location) {
                return .tracking(tracking, button: button)
            }
        }
        return .idle
    }

    /// Scrolls the innermost scroll view under the pointer that can move that way; returns it.
    private func routeScroll(_ delta: CGPoint, event: InputEvent, in window: UIWindow) -> UIScrollView? {
        let views = viewsUnder(event, in: window)
        rememberScrollView(in: views)
        if event.modifiers.contains(.control), let zoomable = views.lazy.compactMap({ $0 as? UIScrollView }).first(where: { $0.canZoom }) {
            zoomable.zoomByWheel(delta.y, at: zoomable.convert(event.location, from: window))
            return zoomable
        }
        for case let scrollView as UIScrollView in views {
            if let nested = scrollView as? NestedScrolling,
               nested.scrollNestedRegion(by: delta, at: scrollView.convert(event.location, from: window)) {
                return scrollView
            }
            guard scrollView.canScrollByWheel(delta) else { continue }
            scrollView.scrollByWheel(delta)
            return scrollView
        }
        return nil
    }

    /// What two fingers on a touchpad are dragging (a scroll view, or a section that scrolls on its
    /// own), until they lift.
    private var touchpadTarget: ScrollDragging?

    /// Drags what the fingers are on, or starts dragging the innermost region or scroll view under the
    /// pointer that can move along the delta's main axis; returns the scroll view.
    private func routeTouchpadScroll(_ delta: CGPoint, event: InputEvent, in window: UIWindow) -> UIScrollView? {
        if let target = touchpadTarget, target.isTracking {
            target.track(by: delta, at: event.timestamp)
            return nil
        }
        let views = viewsUnder(event, in: window)
        rememberScrollView(in: views)
        let axis: ScrollAxis = abs(delta.y) >= abs(delta.x) ? .vertical : .horizontal
        for case let scrollView as UIScrollView in views {
            let nested = (scrollView as? NestedScrolling)?.nestedDragTarget(at: scrollView.convert(event.location, from: window), along: axis)
            guard let target = nested ?? (scrollView.canDrag(along: axis) ? scrollView : nil) else { continue }
            target.beginTracking(at: event.timestamp)
            target.track(by: delta, at: event.timestamp)
            touchpadTarget = target
            return scrollView
        }
        return nil
    }

    /// A finger down: the content under it gets a primary press, and the scroll view under it may
    /// take the touch once it moves (`TouchTracking`).
    private func beginTouch(_ event: InputEvent, in window: UIWindow) -> PointerState {
        guard case let .touchBegan(id) = event.kind else { return state }
        var inner: PointerTracking?
        if case let .tracking(tracking, _) = beginTracking(.primary, event: TouchTracking.pointer(.pointerDown(.primary), from: event), in: window) {
            inner = tracking
        }
        let views = viewsUnder(event, in: window)
        let scrollView = views.lazy.compactMap { $0 as? UIScrollView }.first { $0.canDragAny }
        return .tracking(TouchTracking(touchID: id, event: event, inner: inner, scrollView: scrollView, touched: views.first), button: .primary)
    }

    /// The scroll view a pinch zooms, or the recognizer it drives, from its start to its end.
    private weak var pinchScrollView: UIScrollView?
    private weak var pinchRecognizer: UIPinchGestureRecognizer?

    /// Drives the innermost enabled `UIPinchGestureRecognizer` under the pointer with a pinch (a
    /// touchpad's, or two touches'), or else zooms the innermost zoomable scroll view there.
    private func routePinch(_ phase: InputEvent.GesturePhase, scale: CGFloat, event: InputEvent, in window: UIWindow) {
        if phase == .began {
            // A pinch whose end never came is cancelled, so nothing stays pinching.
            pinchScrollView?.pinch(.cancelled, scale: 1, at: .zero, time: event.timestamp)
            pinchRecognizer?.pinch(.cancelled, scale: 1, event: event)
            (pinchRecognizer, pinchScrollView) = pinchTarget(under: event, in: window)
        }
        if let recognizer = pinchRecognizer {
            recognizer.pinch(phase, scale: scale, event: event)
            if phase == .ended || phase == .cancelled { pinchRecognizer = nil }
            return
        }
        guard let scrollView = pinchScrollView, scrollView.isDescendant(of: window) else { return }
        scrollView.pinch(phase, scale: scale, at: scrollView.convert(event.location, from: window), time: event.timestamp)
        if phase == .ended || phase == .cancelled { pinchScrollView = nil }
    }

    /// What a pinch at `event`'s location drives: the innermost enabled pinch recognizer, or else the
    /// innermost scroll view that zooms.
    private func pinchTarget(under event: InputEvent, in window: UIWindow) -> (UIPinchGestureRecognizer?, UIScrollView?) {
        let views = viewsUnder(event, in: window)
        let recognizer = views.lazy.flatMap { $0.gestureRecognizers ?? [] }.compactMap { $0 as? UIPinchGestureRecognizer }.first { $0.isEnabled }
        return (recognizer, recognizer == nil ? views.lazy.compactMap { $0 as? UIScrollView }.first { $0.canZoom } : nil)
    }

    /// A second finger down beside `touch`: a pinch at their midpoint, if something there pinches.
    private func beginTouchPinch(adding id: Int, to touch: TouchTracking, event: InputEvent, in window: UIWindow) -> PointerState? {
        let middle = CGPoint(x: (touch.location.x + event.location.x) / 2, y: (touch.location.y + event.location.y) / 2)
        let probe = InputEvent(.pinch(.began, scale: 1), at: middle, modifiers: event.modifiers, timestamp: event.timestamp)
        let (recognizer, scrollView) = pinchTarget(under: probe, in: window)
        guard recognizer != nil || scrollView != nil else { return nil }
        touch.cancel()
        let pinch = TouchPinch(first: touch.touchID, at: touch.location, second: event, secondID: id,
                               view: recognizer?.view ?? scrollView) { [weak self, weak window] phase, scale, location, time in
            guard let self, let window else { return }
            self.routePinch(phase, scale: scale, event: InputEvent(.pinch(phase, scale: scale), at: location, modifiers: event.modifiers, timestamp: time),
                            in: window)
        }
        return .tracking(pinch, button: .primary)
    }

    /// The swipe recognizers a touchpad swipe drives, from its start to its end.
    private var swipeRecognizers: [WeakSwipe] = []

    /// Drives the enabled `UISwipeGestureRecognizer`s under the pointer that want as many fingers as
    /// the touchpad's swipe has.
    private func routeSwipe(_ phase: InputEvent.GesturePhase, delta: CGPoint, touches: Int, event: InputEvent, in window: UIWindow) {
        if phase == .began {
            for old in swipeRecognizers.compactMap(\.recognizer) { old.swipe(.cancelled, delta: .zero, touches: touches, event: event) }
            swipeRecognizers = viewsUnder(event, in: window).flatMap { $0.gestureRecognizers ?? [] }
                .compactMap { $0 as? UISwipeGestureRecognizer }.filter { $0.isEnabled && $0.numberOfTouchesRequired == touches }
                .map(WeakSwipe.init)
        }
        for recognizer in swipeRecognizers.compactMap(\.recognizer) { recognizer.swipe(phase, delta: delta, touches: touches, event: event) }
        if phase == .ended || phase == .cancelled { swipeRecognizers = [] }
    }

    /// Offers the key to the key target and then its superviews: a view that handles it in
    /// `pressesBegan(_:with:)` keeps it; a scroll view that can use it scrolls and is returned.
    private func routeKey(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers, timestamp: TimeInterval,
                          in window: UIWindow) -> UIScrollView? {
        var view: UIView? = window.keyTarget ?? lastScrollView.flatMap { $0.isDescendant(of: window) ? $0 : nil }
        let press = UIPress(key: UIKey(key, modifiers: modifiers))
        while let candidate = view {
            let event = UIPressesEvent(timestamp: timestamp)
            candidate.pressesBegan([press], with: event)
            if !event.isPassedOn { return nil }
            if let scrollView = candidate as? UIScrollView, scrollView.scrollForKey(key, modifiers: modifiers) { return scrollView }
            view = candidate.superview
        }
        return nil
    }

    /// A press on content that has just been scrolled away from under the pointer is cancelled.
    private func stateAfterScrolling(_ scrolled: UIScrollView?, from state: PointerState) -> PointerState {
        guard case let .tracking(tracking, _) = state, tracking.isHighlightingPress, let scrolled,
              tracking.view?.isDescendant(of: scrolled) == true else { return state }
        tracking.cancel()
        return .idle
    }

    /// The views under the event's location, from the front-most outwards to the window.
    private func viewsUnder(_ event: InputEvent, in window: UIWindow) -> [UIView] {
        var views: [UIView] = []
        var view = window.hitTest(event.location, with: UIEvent(timestamp: event.timestamp))
        while let current = view {
            views.append(current)
            view = current.superview
        }
        return views
    }

    /// Hover recognizers the pointer is over, so they hear when it leaves.
    private var hovering: [WeakHover] = []

    /// Begins or moves the hover of every enabled hover recognizer on `views` (the pointer's hit chain)
    /// and ends the others' that were hovering.
    private func updateHover(over views: [UIView], at location: CGPoint) {
        let now = views.flatMap { $0.gestureRecognizers ?? [] }.compactMap { $0 as? UIHoverGestureRecognizer }.filter(\.isEnabled)
        for old in hovering.compactMap(\.recognizer) where !now.contains(where: { $0 === old }) { old.endHover() }
        for recognizer in now { recognizer.hover(at: location) }
        hovering = now.map(WeakHover.init)
    }

    private func rememberScrollView(in views: [UIView]) {
        if let scrollView = views.lazy.compactMap({ $0 as? UIScrollView }).first { lastScrollView = scrollView }
    }
}

/// A swipe recognizer the router does not keep alive.
private struct WeakSwipe {
    weak var recognizer: UISwipeGestureRecognizer?
    init(_ recognizer: UISwipeGestureRecognizer) { self.recognizer = recognizer }
}

/// A hover recognizer the router does not keep alive.
private struct WeakHover {
    weak var recognizer: UIHoverGestureRecognizer?
    init(_ recognizer: UIHoverGestureRecognizer) { self.recognizer = recognizer }
}
