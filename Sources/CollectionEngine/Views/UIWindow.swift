import Foundation

/// The root of a view tree shown in one host window; it receives the host's input events.
///
/// The host creates one `UIWindow` per X window, sizes it with the window, calls `sendEvent(_:)` for
/// each translated event, then `FrameDriver.shared.step()`, `layoutIfNeeded()` and draws the tree.
///
/// - Note: UIKit's `UIWindow` also manages scenes and key windows; Tessera's is only the root view and
///   the place where input is routed.
@MainActor
open class UIWindow: UIView {
    /// Delivers one input event to the view tree.
    open func sendEvent(_ event: InputEvent) {
        InputRouter.route(event, in: self)
    }
}

/// Where input goes: pointer events to the front-most interested view under the pointer.
@MainActor
enum InputRouter {
    static func route(_ event: InputEvent, in window: UIWindow) {
        guard let hit = window.hitTest(event.location, with: UIEvent(timestamp: event.timestamp)) else { return }
        var view: UIView? = hit
        while let candidate = view {
            if let handler = candidate as? InputHandling, handler.handle(event, at: candidate.convert(event.location, from: window)) {
                return
            }
            view = candidate.superview
        }
    }
}

/// A view that reacts to input itself (a control, a scroll view, a collection view).
@MainActor
protocol InputHandling: AnyObject {
    /// Handles `event` at `location` in the view's own coordinates; returns whether it was consumed.
    func handle(_ event: InputEvent, at location: CGPoint) -> Bool
}
