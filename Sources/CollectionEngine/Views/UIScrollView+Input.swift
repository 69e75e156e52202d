import Foundation

// How a scroll view answers the pointer and the keyboard. The router (Interaction/InputRouter.swift)
// decides which scroll view an event is for; this file decides what it does there.
//
// Wheel, touchpad and keys move a destination, and the content glides to it
// (`inputScrollAnimationDuration`). The destination starts from the previous destination, never from
// the position on screen, so fast events add up exactly instead of compounding or getting lost.
// A click on an indicator's track, beside its thumb, pages towards the click, as desktop scroll bars do.
// Drags (an indicator's thumb, the middle button) move the content at once and report
// `scrollViewWillBeginDragging` / `scrollViewDidEndDragging(_:willDecelerate: false)`.
//
// Where a scroll with a velocity ends, the scroll view asks `targetContentOffset(forInputScrollTo:
// velocity:)` where to stop (a collection view asks its layout's
// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`), so paging and snapping
// layouts work: a key scroll asks at once, with the key's distance over the glide as its velocity; a
// burst of wheel or touchpad events (a fling) asks when its glide comes to rest, with the distance
// of the whole burst over its duration; a middle-button drag asks on release, with the pointer's
// last speed. A different answer glides there.

/// A burst of wheel or touchpad events: where and when it began, to measure its velocity when its
/// glide comes to rest.
struct WheelFling {
    let start: TimeInterval
    let startOffset: CGPoint
}

/// One of the two directions a scroll view scrolls in.
enum ScrollAxis: CaseIterable {
    case vertical, horizontal

    func length(of point: CGPoint) -> CGFloat {
        self == .vertical ? point.y : point.x
    }

    func length(of size: CGSize) -> CGFloat {
        self == .vertical ? size.height : size.width
    }

    /// The insets at both ends of this axis together.
    func length(of insets: UIEdgeInsets) -> CGFloat {
        self == .vertical ? insets.vertical : insets.horizontal
    }

    /// `point` with its component along this axis set to `value`.
    func replacing(_ value: CGFloat, in point: CGPoint) -> CGPoint {
        self == .vertical ? CGPoint(x: point.x, y: value) : CGPoint(x: value, y: point.y)
    }
}

extension UIScrollView {
    // MARK: Wheel, touchpad and keys

    /// Where scrolling by input is heading: the running glide's destination, or the offset now.
    var inputScrollDestination: CGPoint {
        clampedContentOffset(scrollAnimationTarget ?? contentOffset)
    }

    /// Whether a wheel or touchpad delta would move the content (false when scrolling is off, or at the
    /// edge the delta points past), so the router can hand it to an enclosing scroll view instead.
    func canScrollByWheel(_ delta: CGPoint) -> Bool {
        isScrollEnabled && destination(movedBy: wheelDelta(delta)) != inputScrollDestination
    }

    /// Scrolls by a wheel or touchpad delta (positive `y` shows content further down).
    ///
    /// A vertical wheel scrolls content that can move only sideways, as desktop toolkits do.
    func scrollByWheel(_ delta: CGPoint) {
        let fling = wheelFling ?? WheelFling(start: frameDriver.now, startOffset: contentOffset)
        scrollByInput(to: destination(movedBy: wheelDelta(delta)))
        if isScrollAnimating {
            wheelFling = fling
        } else if contentOffset != fling.startOffset {
            // Without a glide the burst has nowhere to come to rest: each event settles at once.
            settle(fling)
        }
    }

    /// Asks where a wheel burst that has come to rest should stop, and glides there.
    func settle(_ fling: WheelFling) {
        wheelFling = nil
        let elapsed = max(frameDriver.now - fling.start, inputVelocityInterval)
        settle(proposing: contentOffset, velocity: contentOffset.velocity(from: fling.startOffset, over: elapsed))
    }

    /// Glides to where `targetContentOffset(forInputScrollTo:velocity:)` says a scroll that would end
    /// at `proposed` should stop, if that is elsewhere.
    func settle(proposing proposed: CGPoint, velocity: CGPoint) {
        let target = clampedContentOffset(targetContentOffset(forInputScrollTo: proposed, velocity: velocity))
        if target != contentOffset { scrollByInput(to: target) }
    }

    /// The shortest time over which a velocity is measured: one frame, so an immediate scroll (a zero
    /// `inputScrollAnimationDuration`) still has a finite speed.
    private var inputVelocityInterval: TimeInterval { max(inputScrollAnimationDuration, 1.0 / 60) }

    /// Scrolls for a key as a desktop list does; returns whether the key moved anything, so that an
    /// enclosing scroll view may take a key this one cannot use.
    ///
    /// Arrows move one line (`InputEvent.wheelStep`); Page Up/Page Down, Space and Shift-Space one page
    /// less a line (the line keeps context); Home and End go to the start and the end. Page keys, Home
    /// and End follow the vertical axis, or the horizontal one for content that only scrolls sideways.
    func scrollForKey(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers) -> Bool {
        let start = inputScrollDestination
        // Home on vertical content is the "scroll to top" gesture (`scrollsToTop`).
        let toTop = key == .home && canScroll(along: .vertical)
        guard isScrollEnabled, !toTop || scrollsToTop,
              let proposed = destination(forKey: key, modifiers: modifiers), proposed != start else { return false }
        let velocity = proposed.velocity(from: start, over: inputVelocityInterval)
        let destination = clampedContentOffset(targetContentOffset(forInputScrollTo: proposed, velocity: velocity))
        guard destination != start else { return false }
        if toTop, delegate?.scrollViewShouldScrollToTop(self) == false { return false }
        scrollByInput(to: destination)
        if toTop { scrollingToTop = true }
        if toTop, !isScrollAnimating { arrivedAtTop() }
        return true
    }

    /// The Home key's glide to the top has ended: tell the delegate, as UIKit does after a status-bar tap.
    func arrivedAtTop() {
        scrollingToTop = false
        delegate?.scrollViewDidScrollToTop(self)
    }

    private func scrollByInput(to destination: CGPoint) {
        moveContentOffset(to: destination, duration: inputScrollAnimationDuration, announcesEnd: false)
    }

    private func destination(movedBy delta: CGPoint) -> CGPoint {
        let start = inputScrollDestination
        return clampedContentOffset(CGPoint(x: start.x + delta.x, y: start.y + delta.y))
    }

    private func wheelDelta(_ delta: CGPoint) -> CGPoint {
        guard delta.x == 0, !canScroll(along: .vertical), canScroll(along: .horizontal) else { return delta }
        return CGPoint(x: delta.y, y: 0)
    }

    private func canScroll(along axis: ScrollAxis) -> Bool {
        let range = contentOffsetRange
        return axis.length(of: range.max) > axis.length(of: range.min)
    }

    /// One page along `axis`: the visible length less a line, which keeps some context.
    private func page(along axis: ScrollAxis) -> CGFloat {
        let line = InputEvent.wheelStep
        return max(line, axis.length(of: bounds.size) - axis.length(of: adjustedContentInset) - line)
    }

    private func destination(forKey key: InputEvent.Key, modifiers: InputEvent.Modifiers) -> CGPoint? {
        let line = InputEvent.wheelStep
        let pageAxis: ScrollAxis = !canScroll(along: .vertical) && canScroll(along: .horizontal) ? .horizontal : .vertical
        let page = page(along: pageAxis)
        func moved(_ distance: CGFloat, along axis: ScrollAxis) -> CGPoint {
            destination(movedBy: axis.replacing(distance, in: .zero))
        }
        switch key {
        case .up: return moved(-line, along: .vertical)
        case .down: return moved(line, along: .vertical)
        case .left: return moved(-line, along: .horizontal)
        case .right: return moved(line, along: .horizontal)
        case .pageUp: return moved(-page, along: pageAxis)
        case .pageDown: return moved(page, along: pageAxis)
        case .space: return moved(modifiers.contains(.shift) ? -page : page, along: pageAxis)
        case .home: return pageAxis.replacing(pageAxis.length(of: contentOffsetRange.min), in: inputScrollDestination)
        case .end: return pageAxis.replacing(pageAxis.length(of: contentOffsetRange.max), in: inputScrollDestination)
        default: return nil
        }
    }

    // MARK: Drags

    /// How far around a thumb a press still grabs it: the thumb is only a few points thick.
    private static let thumbGrabMargin: CGFloat = 4

    /// Takes a primary press on (or just around) a scroll indicator's thumb, which then follows the
    /// pointer, or on the rest of its track, which pages towards the press as desktop scroll bars do.
    func beginIndicatorTracking(_ button: InputEvent.PointerButton, at location: CGPoint) -> PointerTracking? {
        guard button == .primary, isScrollEnabled else { return nil }
        for axis in ScrollAxis.allCases {
            let thumb = axis == .vertical ? verticalScrollIndicatorFrame : horizontalScrollIndicatorFrame
            guard let thumb else { continue }
            if thumb.insetBy(dx: -Self.thumbGrabMargin, dy: -Self.thumbGrabMargin).contains(location) {
                let ratio = ScrollIndicator.contentDistancePerThumbPoint(
                    visibleLength: axis.length(of: bounds.size),
                    contentLength: axis.length(of: contentSize) + axis.length(of: adjustedContentInset))
                return ScrollDrag(self, at: location, kind: .thumb(axis, contentPerPoint: ratio))
            }
            guard track(along: axis, of: thumb).contains(location) else { continue }
            let towardsEnd = axis.length(of: location) > (axis == .vertical ? thumb.maxY : thumb.maxX)
            scrollByInput(to: destination(movedBy: axis.replacing(towardsEnd ? page(along: axis) : -page(along: axis), in: .zero)))
            return IndicatorTrackPress(self)
        }
        return nil
    }

    /// The strip a thumb moves in, widened by the grab margin towards the content: a press there
    /// that misses the thumb pages.
    private func track(along axis: ScrollAxis, of thumb: CGRect) -> CGRect {
        let margin = Self.thumbGrabMargin
        switch axis {
        case .vertical:
            return CGRect(x: thumb.minX - margin, y: bounds.minY, width: bounds.maxX - thumb.minX + margin, height: bounds.height)
        case .horizontal:
            return CGRect(x: bounds.minX, y: thumb.minY - margin, width: bounds.width, height: bounds.maxY - thumb.minY + margin)
        }
    }

    /// Takes a middle-button press anywhere on the scroll view: the content then follows the pointer
    /// (a desktop habit; there is no touch to drag with).
    func beginPanTracking(_ button: InputEvent.PointerButton, at location: CGPoint) -> PointerTracking? {
        guard button == .middle, isScrollEnabled else { return nil }
        return ScrollDrag(self, at: location, kind: .pan)
    }
}

/// A drag that scrolls: an indicator's thumb, or the content itself under the middle button.
///
/// Positions are measured in the scroll view's frame (its bounds less the content offset), which does
/// not move as the content scrolls, and the offset is computed from where the drag began, not
/// accumulated move by move, so it cannot drift.
@MainActor
final class ScrollDrag: PointerTracking {
    enum Kind {
        /// The thumb on `axis` follows the pointer; the content moves `contentPerPoint` times as far.
        case thumb(ScrollAxis, contentPerPoint: CGFloat)
        /// The content follows the pointer.
        case pan
    }

    private weak var scrollView: UIScrollView?
    private let kind: Kind
    private var drag: ContentDrag<CGPoint>
    var view: UIView? { scrollView }
    var isHighlightingPress: Bool { false }

    init(_ scrollView: UIScrollView, at location: CGPoint, kind: Kind) {
        self.scrollView = scrollView
        self.kind = kind
        drag = ContentDrag(at: location, contentOffset: scrollView.contentOffset, startOffset: scrollView.contentOffset)
        scrollView.isDragging = true
        scrollView.delegate?.scrollViewWillBeginDragging(scrollView)
    }

    func pointerMoved(_ event: InputEvent) {
        guard let scrollView else { return }
        let location = scrollView.convert(event.location, from: nil)
        let moved = drag.moved(to: location, contentOffset: scrollView.contentOffset)
        scrollView.moveContentOffset(to: offset(afterPointerMoved: moved), duration: 0, announcesEnd: false)
        drag.record(scrollView.contentOffset, at: event.timestamp)
    }

    func pointerReleased(_ event: InputEvent) {
        pointerMoved(event)
        end()
        // Released while moving, the content would carry on in UIKit; here it stops, and a paging or
        // snapping layout decides where from that speed.
        if case .pan = kind, let scrollView { scrollView.settle(proposing: scrollView.contentOffset, velocity: drag.releaseVelocity) }
    }

    /// A drag is not undone when cancelled: the content stays where the user put it.
    func cancel() { end() }

    private func offset(afterPointerMoved moved: CGPoint) -> CGPoint {
        let startOffset = drag.startOffset
        switch kind {
        case let .thumb(axis, contentPerPoint):
            return axis.replacing(axis.length(of: startOffset) + axis.length(of: moved) * contentPerPoint, in: startOffset)
        case .pan:
            return CGPoint(x: startOffset.x - moved.x, y: startOffset.y - moved.y)
        }
    }

    private func end() {
        guard let scrollView else { return }
        scrollView.isDragging = false
        scrollView.delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: false)
    }
}

/// A press on a scroll indicator's track: it paged when it began, and holds the pointer until release
/// so the views under the track do not take it.
@MainActor
final class IndicatorTrackPress: PointerTracking {
    private(set) weak var view: UIView?
    var isHighlightingPress: Bool { false }

    init(_ scrollView: UIScrollView) { view = scrollView }

    func pointerMoved(_ event: InputEvent) {}
    func pointerReleased(_ event: InputEvent) {}
    func cancel() {}
}
