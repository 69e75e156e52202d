import Foundation

/// Something a finger or a touchpad drags with UIKit's physics: a scroll view, or a section of a
/// compositional layout that scrolls on its own. The router and `TouchTracking` drive either alike.
@MainActor
protocol ScrollDragging: AnyObject {
    /// Whether a drag holds it now.
    var isTracking: Bool { get }
    /// Whether it moves on its own after a release (momentum, a bounce, a page settling).
    var isDecelerating: Bool { get }
    /// Starts a drag; what moves stops where it is.
    func beginTracking(at time: TimeInterval)
    /// Moves by `delta` (positive values show content further right and down).
    func track(by delta: CGPoint, at time: TimeInterval)
    /// Ends the drag: it moves on at the drag's speed, or rests.
    func endTracking(at time: TimeInterval)
}

extension UIScrollView: ScrollDragging {}
