import Foundation

/// Which way the content scrolls, and how fast: along the axis it moves faster on.
///
/// Prefetching looks ahead along one axis only. A collection view scrolls along one axis almost
/// always; when both move, the faster one is where the next elements come from.
struct ScrollHeading: Equatable, Sendable {
    enum Axis: Sendable { case vertical, horizontal }

    var axis: Axis
    /// Toward larger coordinates: down, or right.
    var forward: Bool
    /// Points per second along `axis`.
    var speed: CGFloat

    /// Below this speed (points per second) the content is at rest.
    static let restingSpeed: CGFloat = 1

    /// The heading of a scroll moving at `velocity` (points per second), or nil when it is at rest.
    init?(velocity: CGPoint) {
        let vertical = abs(velocity.y) >= abs(velocity.x)
        let component = vertical ? velocity.y : velocity.x
        guard component.isFinite, abs(component) >= Self.restingSpeed else { return nil }
        axis = vertical ? .vertical : .horizontal
        forward = component > 0
        speed = abs(component)
    }

    /// Whether `other` goes the same way (whatever its speed).
    func isSameDirection(as other: ScrollHeading) -> Bool {
        axis == other.axis && forward == other.forward
    }
}
