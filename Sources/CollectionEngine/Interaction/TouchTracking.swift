import Foundation

/// One finger on a touchscreen, as UIKit's scroll view shares it with the content under it.
///
/// The press goes to the content first (an item highlights, a control tracks, recognizers hear it) as
/// a primary press would. Once the finger has moved `slop` points and the scroll view under it can
/// move that way, the scroll view takes the touch: the content's press is cancelled, as UIKit cancels
/// content touches when a scroll begins, and the content follows the finger from there. A finger
/// that lands on content that is still moving (momentum, a bounce) catches it, and that touch only
/// drags. A touch that never moves is the content's: its release taps.
@MainActor
final class TouchTracking: PointerTracking {
    /// How far a finger moves before the scroll view takes it, in points (UIKit's is about 10).
    static let slop: CGFloat = 10

    let touchID: Int
    private var inner: PointerTracking?
    private weak var scrollView: UIScrollView?
    private let start: CGPoint
    private var last: CGPoint
    private(set) var isScrolling = false
    private(set) var lastEventTime: TimeInterval

    /// A touch at `event`'s location: `inner` is what the content made of it as a primary press,
    /// `scrollView` the innermost scroll view under it that can be dragged.
    init(touchID: Int, event: InputEvent, inner: PointerTracking?, scrollView: UIScrollView?) {
        self.touchID = touchID
        self.inner = inner
        self.scrollView = scrollView
        start = event.location
        last = event.location
        lastEventTime = event.timestamp
        if let scrollView, scrollView.isDecelerating || scrollView.isScrollAnimating {
            takeTouch(at: event.timestamp)
        }
    }

    var view: UIView? { isScrolling ? scrollView : inner?.view ?? scrollView }
    var isHighlightingPress: Bool { !isScrolling && inner?.isHighlightingPress == true }

    func pointerMoved(_ event: InputEvent) {
        lastEventTime = event.timestamp
        if !isScrolling, let scrollView, scrollView.canDragAny, event.location.distance(to: start) > Self.slop {
            takeTouch(at: event.timestamp)
            last = event.location
        }
        guard isScrolling else {
            inner?.pointerMoved(Self.pointer(.pointerMoved, from: event))
            return
        }
        scrollView?.track(by: CGPoint(x: last.x - event.location.x, y: last.y - event.location.y), at: event.timestamp)
        last = event.location
    }

    func pointerReleased(_ event: InputEvent) {
        guard isScrolling else {
            inner?.pointerReleased(Self.pointer(.pointerUp(.primary), from: event))
            return
        }
        pointerMoved(event)
        scrollView?.endTracking(at: event.timestamp)
    }

    func cancel() {
        if isScrolling { scrollView?.endTracking(at: lastEventTime) } else { inner?.cancel() }
    }

    private func takeTouch(at time: TimeInterval) {
        inner?.cancel()
        inner = nil
        isScrolling = true
        scrollView?.beginTracking(at: time)
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
