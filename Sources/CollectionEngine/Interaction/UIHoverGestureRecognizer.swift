import Foundation

/// Recognizes the pointer over its view while no button is held, as UIKit's
/// `UIHoverGestureRecognizer`: `.began` when the pointer comes over the view (or a view inside it),
/// `.changed` as it moves there, `.ended` when it moves off or leaves the window.
///
/// ```swift
/// let hover = UIHoverGestureRecognizer(target: self, action: ToolbarButton.hoverChanged)
/// button.addGestureRecognizer(hover)
/// ```
///
/// - Note: A press does not end the hover; the pointer is still over the view, and the control's own
///   highlight shows the press.
@MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Whether the pointer is over the view now (the gesture has begun and not ended).
    var isHovering: Bool { state == .began || state == .changed }

    /// The pointer is over the view at `location` (window coordinates).
    func hover(at location: CGPoint) {
        lastLocation = location
        transition(to: isHovering ? .changed : .began)
    }

    /// The pointer is no longer over the view.
    func endHover() {
        guard isHovering else { return }
        transition(to: .ended)
    }
}
