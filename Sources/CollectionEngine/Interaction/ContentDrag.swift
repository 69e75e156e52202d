import Foundation

/// A drag of scrolling content by the pointer: where it was pressed, and the offsets the content
/// passed through in its last moments, to measure its speed when released.
///
/// A scroll view's pan and an orthogonal section's drag both follow the pointer this way and hand
/// the release speed to the layout, which may page or snap by it.
struct ContentDrag<Offset: DragOffset> {
    /// The press in the scroll view's frame coordinates, which do not move as it scrolls.
    private let startPoint: CGPoint
    /// The dragged offset when the press began.
    let startOffset: Offset
    private var samples = VelocitySamples<Offset>()

    /// A drag pressed at `location` (content coordinates) in a view scrolled to `contentOffset`.
    init(at location: CGPoint, contentOffset: CGPoint, startOffset: Offset) {
        startPoint = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        self.startOffset = startOffset
    }

    /// How far the pointer has moved since the press, now at `location` in a view scrolled to `contentOffset`.
    func moved(to location: CGPoint, contentOffset: CGPoint) -> CGPoint {
        CGPoint(x: location.x - contentOffset.x - startPoint.x, y: location.y - contentOffset.y - startPoint.y)
    }

    /// Notes that the drag reached `offset` at `time`, forgetting what is older than the window.
    mutating func record(_ offset: Offset, at time: TimeInterval) {
        samples.record(offset, at: time)
    }

    /// The speed over the last tenth of a second, in points per second (zero when no time passed in it).
    var releaseVelocity: Offset { samples.velocity }
}

/// An offset a drag moves: a point, or a length along one axis.
protocol DragOffset {
    static var zero: Self { get }
    /// The velocity, in points per second, of moving from `start` to here in `interval` seconds.
    func velocity(from start: Self, over interval: TimeInterval) -> Self
}

extension CGFloat: DragOffset {
    func velocity(from start: CGFloat, over interval: TimeInterval) -> CGFloat {
        (self - start) / CGFloat(interval)
    }
}

extension CGPoint: DragOffset {
    func velocity(from start: CGPoint, over interval: TimeInterval) -> CGPoint {
        let seconds = CGFloat(interval)
        return CGPoint(x: (x - start.x) / seconds, y: (y - start.y) / seconds)
    }
}
