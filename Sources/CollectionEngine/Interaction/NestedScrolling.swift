import Foundation

/// A scroll view with regions that scroll on their own inside it (a compositional layout's orthogonal
/// sections): the router offers wheel deltas and middle-button presses to the region under the
/// pointer before the scroll view itself takes them.
@MainActor
protocol NestedScrolling: AnyObject {
    /// Scrolls the region under `location` (in the view's coordinates) by a wheel delta; returns
    /// whether a region took it.
    func scrollNestedRegion(by delta: CGPoint, at location: CGPoint) -> Bool
    /// Takes a press that drags the region under `location`, or nil to leave it to the scroll view.
    func beginNestedPan(_ button: InputEvent.PointerButton, at location: CGPoint) -> PointerTracking?
    /// What a finger or touchpad moving along `axis` at `location` drags: the region there, if it
    /// scrolls along that axis. With no axis (a finger just landed), only a region still moving, which
    /// the finger catches.
    func nestedDragTarget(at location: CGPoint, along axis: ScrollAxis?) -> ScrollDragging?
}
