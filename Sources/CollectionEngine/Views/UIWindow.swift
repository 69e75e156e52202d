import Foundation

/// The root of a view tree shown in one host window; it receives the host's input events.
///
/// The host creates one `UIWindow` per X window, sizes it with the window, calls `sendEvent(_:)` for
/// each translated event, then `FrameDriver.shared.step()`, `layoutIfNeeded()` and draws the tree.
///
/// - Note: UIKit's `UIWindow` also manages scenes and key windows; Tessera's is only the root view and
///   the place where input is routed (see `InputRouter` for where each kind of event goes).
@MainActor
open class UIWindow: UIView {
    /// The view that receives key events, and the scroll views around it after it.
    ///
    /// - Note: UIKit sends keys to the first responder. Tessera has no responder chain: keys go to this
    ///   view, or, when it is nil, to the scroll view (a collection view) the pointer was last over.
    public weak var keyTarget: UIView?

    let inputRouter = InputRouter()

    /// Delivers one input event to the view tree.
    open func sendEvent(_ event: InputEvent) {
        inputRouter.route(event, in: self)
    }
}
