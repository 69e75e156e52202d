import Foundation

/// One finger on a touchscreen, as UIKit's scroll view shares it with the content under it.
///
/// The press goes to the content first (an item highlights, a control tracks, recognizers hear it) as
/// a primary press would. Once the finger has moved `slop` points, what scrolls along its direction
/// takes the touch: a section that scrolls on its own, or the scroll view. The content's press is
/// then cancelled, as UIKit cancels content touches when a scroll begins, and the content follows the
/// finger from there. A finger that lands on content still moving (momentum, a bounce) catches it,
/// and that touch only drags. A touch that never moves is the content's: its release taps.
@MainActor
final class TouchTracking: PointerTracking {
    /// How far a finger moves before a scroll takes it, in points (UIKit's is about 10).
    static let slop: CGFloat = 10

    let touchID: Int
    private var inner: PointerTracking?
    private weak var scrollView: UIScrollView?
    /// The front-most view under the finger when it landed: the touch's view while nothing else
    /// took it, so a touch on content that neither presses nor scrolls is still followed (a second
    /// finger may yet make it a pinch).
    private weak var touched: UIView?
    /// What the finger drags once it scrolls.
    private var target: ScrollDragging?
    private let start: CGPoint
    private var last: CGPoint
    /// Where the finger is now, in the window.
    private(set) var location: CGPoint
    private(set) var lastEventTime: TimeInterval

    /// A touch at `event`'s location: `inner` is what the content made of it as a primary press,
    /// `scrollView` the innermost scroll view under it that can be dragged, `touched` the front-most view.
    init(touchID: Int, event: InputEvent, inner: PointerTracking?, scrollView: UIScrollView?, touched: UIView?) {
        self.touchID = touchID
        self.inner = inner
        self.scrollView = scrollView
        self.touched = touched
        start = event.location
        last = event.location
        location = event.location
        lastEventTime = event.timestamp
        guard let scrollView else { return }
        let nested = (scrollView as? NestedScrolling)?.nestedDragTarget(at: scrollView.convert(event.location, from: nil), along: nil)
        if let moving = nested ?? (scrollView.isDecelerating || scrollView.isScrollAnimating ? scrollView : nil) {
            take(moving, at: event.timestamp)
        }
    }

    var isScrolling: Bool { target != nil }
    var view: UIView? { isScrolling ? scrollView : inner?.view ?? scrollView ?? touched }
    var isHighlightingPress: Bool { !isScrolling && inner?.isHighlightingPress == true }

    func pointerMoved(_ event: InputEvent) {
        lastEventTime = event.timestamp
        location = event.location
        if !isScrolling, event.location.distance(to: start) > Self.slop, let found = dragTarget(movingTo: event.location) {
            take(found, at: event.timestamp)
            last = event.location
        }
        guard let target else {
            inner?.pointerMoved(Self.pointer(.pointerMoved, from: event))
            return
        }
        target.track(by: CGPoint(x: last.x - event.location.x, y: last.y - event.location.y), at: event.timestamp)
        last = event.location
    }

    func pointerReleased(_ event: InputEvent) {
        guard let target else {
            inner?.pointerReleased(Self.pointer(.pointerUp(.primary), from: event))
            return
        }
        pointerMoved(event)
        target.endTracking(at: event.timestamp)
    }

    func cancel() {
        if let target { target.endTracking(at: lastEventTime) } else { inner?.cancel() }
    }

    /// What scrolls along the finger's main direction: a section there, or else the scroll view.
    private func dragTarget(movingTo location: CGPoint) -> ScrollDragging? {
        guard let scrollView else { return nil }
        let axis: ScrollAxis = abs(location.y - start.y) >= abs(location.x - start.x) ? .vertical : .horizontal
        let nested = (scrollView as? NestedScrolling)?.nestedDragTarget(at: scrollView.convert(start, from: nil), along: axis)
        return nested ?? (scrollView.canDragAny ? scrollView : nil)
    }

    private func take(_ dragged: ScrollDragging, at time: TimeInterval) {
        inner?.cancel()
        inner = nil
        target = dragged
        dragged.beginTracking(at: time)
    }

    /// The touch event as the pointer event the content's press understands.
    static func pointer(_ kind: InputEvent.Kind, from event: InputEvent) -> InputEvent {
        InputEvent(kind, at: event.location, modifiers: event.modifiers, timestamp: event.timestamp)
    }
}

extension UIScrollView {
    /// Whether a finger can drag the content along either axis.
    var canDragAny: Bool { canDrag(along: .vertical) || canDrag(along: .horizontal) }
}

extension CGPoint {
    func distance(to other: CGPoint) -> CGFloat {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}
