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
        inputRouter.route(event, in: self)
    }
}
