import Foundation

/// Scrolling the content while a moved or dragged item is held near an edge.
///
/// The speed on each axis grows with how deep the pointer is in the edge zone: zero at the zone's
/// inner border, `maximumSpeed` at the edge and beyond (a pointer held outside the view keeps scrolling
/// at full speed), along a quadratic curve so that a pointer just inside the zone creeps.
enum Autoscroll {
    /// The depth of the edge zone, in points.
    static let zone: CGFloat = 60
    /// The speed at the edge, in points per second.
    static let maximumSpeed: CGFloat = 1200

    /// The speed for a pointer `depth` points into a zone of `zone` points (negative: outside the zone).
    static func speed(depth: CGFloat, zone: CGFloat = Autoscroll.zone, maximumSpeed: CGFloat = Autoscroll.maximumSpeed) -> CGFloat {
        guard zone > 0, depth > 0 else { return 0 }
        let fraction = min(1, depth / zone)
        return maximumSpeed * fraction * fraction
    }

    /// The scrolling velocity (points per second; positive scrolls towards larger offsets) for a pointer
    /// at `point` in a view showing `visible`, on the axes the content can scroll along.
    static func velocity(pointer point: CGPoint, visible: CGRect, scrollsHorizontally: Bool, scrollsVertically: Bool) -> CGPoint {
        let zoneX = min(zone, visible.width / 3), zoneY = min(zone, visible.height / 3)
        func axis(_ position: CGFloat, _ low: CGFloat, _ high: CGFloat, _ zone: CGFloat) -> CGFloat {
            speed(depth: position - (high - zone), zone: zone) - speed(depth: (low + zone) - position, zone: zone)
        }
        return CGPoint(
            x: scrollsHorizontally ? axis(point.x, visible.minX, visible.maxX, zoneX) : 0,
            y: scrollsVertically ? axis(point.y, visible.minY, visible.maxY, zoneY) : 0)
    }
}
