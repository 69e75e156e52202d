import Foundation

/// The scroll view's delegate: it hears about scrolling.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Called when a drag ends with where the content will come to rest; change `targetContentOffset`'s
    /// `pointee` to make it rest elsewhere. `velocity` is in points per millisecond, as UIKit's.
    ///
    /// - Note: A target that is not finite, or outside the content, is reported and clamped to it.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Whether the scroll view may scroll to the top (see `UIScrollView.scrollsToTop`); true if not implemented.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The view that zooming scales (see `UIScrollView.minimumZoomScale`); nil if not implemented,
    /// and then the scroll view does not zoom.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    /// Does nothing by default.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing by default.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing by default: the content rests where momentum takes it.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// True by default: the Home key may scroll to the top (see `UIScrollView.scrollsToTop`).
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing by default.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Nil by default, so the scroll view does not zoom.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing by default.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing by default.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}

/// A view whose content is larger than itself and is moved by changing `contentOffset`, as UIKit's.
///
/// `contentOffset` is `bounds.origin`: scrolling changes which part of the content the bounds show,
/// and subviews stay where they are in content coordinates.
///
/// A finger on a touchscreen or two on a touchpad drag the content 1:1, with UIKit's resistance past
/// the edges; released, it decelerates at `decelerationRate`, bounces back from past an edge, and
/// stops on a page when `isPagingEnabled` (see `UIScrollView+Physics.swift`).
///
/// - Note: Offsets set by code, wheel or keys are clamped to the content (plus `contentInset`); only
///   a drag and the motion after it go past the edges. All motion is stepped by the view's
///   `frameDriver` (its window's), so it advances only when the host (or a test) steps frames.
@MainActor
open class UIScrollView: UIView {
    /// Hears about scrolling. `UICollectionView` stores its `UICollectionViewDelegate` here too.
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { setNeedsDisplay() } }
    }

    /// Extra scrollable space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { setNeedsLayout() } }
    }

    /// The insets actually used: `contentInset` (there are no safe areas to add on Linux).
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// How safe-area insets are added to `contentInset`, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    ///
    /// - Note: Not available in Tessera: a Linux window has no safe area, so there is nothing to add to
    ///   `contentInset`. Delete the line that sets it; `adjustedContentInset` is `contentInset`.
    @available(*, unavailable, message: "Tessera has no safe area: adjustedContentInset is contentInset; delete this line")
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// How safe-area insets are added to `contentInset`.
    ///
    /// - Note: Not available in Tessera (there is no safe area); see `ContentInsetAdjustmentBehavior`.
    @available(*, unavailable, message: "Tessera has no safe area: adjustedContentInset is contentInset; delete this line")
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { .never }
        set {}
    }

    /// Whether input (drags, the wheel, keys) scrolls the content; setting `contentOffset` in code
    /// works either way.
    open var isScrollEnabled = true
    /// Whether `verticalScrollIndicatorFrame` gives a thumb for the host to draw while the content scrolls.
    open var showsVerticalScrollIndicator = true
    /// Whether `horizontalScrollIndicatorFrame` gives a thumb for the host to draw while the content scrolls.
    open var showsHorizontalScrollIndicator = true

    /// Whether content dragged past an edge follows the finger with resistance and springs back, and
    /// momentum that reaches an edge runs past it and springs back; when false it stops at the edges.
    open var bounces = true

    /// Whether a vertical drag moves (and bounces) the content even when it is no taller than the view.
    /// Has effect only while `bounces` is true.
    open var alwaysBounceVertical = false

    /// Whether a horizontal drag moves (and bounces) the content even when it is no wider than the view.
    /// Has effect only while `bounces` is true.
    open var alwaysBounceHorizontal = false

    /// How quickly momentum dies away after a release, as UIKit's `UIScrollView.DecelerationRate`:
    /// the share of its speed the content keeps each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The share of its speed the content keeps each millisecond, between 0 and 1.
        public var rawValue: CGFloat
        /// A rate that keeps `rawValue` of the speed each millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's default: 0.998 a millisecond; a release at 1,000 points a second travels 499 points.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 a millisecond; a release at 1,000 points a second travels 99 points.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How quickly the content slows after a release (`.normal` by default).
    ///
    /// - Note: A rate outside 0.5…0.9999 (which would never stop, or not move) is used as the nearest
    ///   end of that range.
    open var decelerationRate: DecelerationRate = .normal

    /// Whether a release stops on a multiple of the view's size (a page) rather than anywhere.
    ///
    /// - Note: As UIKit, a slow release settles on the nearest page and a flick on the next page in its
    ///   direction; the content springs there from the finger's speed.
    open var isPagingEnabled = false

    /// Whether the "scroll to top" gesture scrolls this view: on iOS a tap on the status bar; in
    /// Tessera the Home key (see `UIScrollView+Input.swift`).
    ///
    /// - Note: Tessera has no status bar. The Home key, on content that scrolls vertically, asks the
    ///   delegate's `scrollViewShouldScrollToTop(_:)`, glides to the top and calls
    ///   `scrollViewDidScrollToTop(_:)`; with `scrollsToTop` false, Home goes on to the enclosing scroll view.
    open var scrollsToTop = true

    /// What input is doing to the content: dragging it, moving it on after a release, or nothing.
    var scrollPhase: ScrollPhase = .resting
    /// Whether the running glide is the Home key's scroll to the top (`scrollsToTop`).
    var scrollingToTop = false

    // MARK: Zooming (UIScrollView+Zooming.swift)

    /// The smallest scale zooming reaches (1 by default). The scroll view zooms only when the
    /// delegate's `viewForZooming(in:)` returns a view and `maximumZoomScale` exceeds this.
    open var minimumZoomScale: CGFloat = 1
    /// The largest scale zooming reaches (1 by default).
    open var maximumZoomScale: CGFloat = 1
    /// Whether a pinch may go past the scale limits, with resistance, and springs back when it ends.
    open var bouncesZoom = true
    /// The zoom view's scale now; see `setZoomScale(_:animated:)`.
    var storedZoomScale: CGFloat = 1
    /// The pinch under way: the scale it began at, and the point of the zoom view (unscaled) that
    /// was between the fingers then, which stays between them.
    var pinchStart: (scale: CGFloat, point: CGPoint)?
    var zoomAnimation: ZoomAnimation?

    private var scrollAnimation: ScrollAnimation?
    /// The wheel or touchpad burst whose glide is under way (see `UIScrollView+Input.swift`).
    var wheelFling: WheelFling?

    /// How long scrolling by wheel or keys glides to where it is heading; zero moves at once.
    ///
    /// - Note: Not in UIKit, which has no wheel on iOS. Each wheel notch or key press moves the glide's
    ///   destination, never starts from the position on screen, so the content travels exactly the sum of
    ///   the deltas (clamped at the edges) however fast they arrive.
    public var inputScrollAnimationDuration: TimeInterval = 0.15

    /// The point of the content shown at the view's top-left corner (the same as `bounds.origin`).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Moves the content, at once or with a 0.3 s ease-out animation stepped by `frameDriver`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        moveContentOffset(to: contentOffset, duration: animated ? 0.3 : 0, announcesEnd: true)
    }

    /// Moves the content to `offset` over `duration` (at once when zero), replacing any running scroll
    /// animation. Only scrolls made by code announce their end: UIKit sends
    /// `scrollViewDidEndScrollingAnimation` for those alone.
    func moveContentOffset(to offset: CGPoint, duration: TimeInterval, announcesEnd: Bool) {
        stopScrollAnimation()
        // A scroll by code stops momentum where it is, as in UIKit.
        if isDecelerating { enter(.resting) }
        // Animate to where the offset will be clamped, so the ease-out ends at the edge, not before it.
        let target = clampedContentOffset(offset)
        guard duration > 0, target != bounds.origin else {
            applyContentOffset(offset)
            return
        }
        let animation = ScrollAnimation(
            scrollView: self, from: bounds.origin, to: target, span: AnimationSpan(start: frameDriver.now, duration: duration),
            announcesEnd: announcesEnd
        )
        scrollAnimation = animation
        frameDriver.add(animation)
    }

    /// Stops a running scroll animation where it is. Any other scroll ends a wheel burst without
    /// settling it; the wheel starts a new one after this.
    func stopScrollAnimation() {
        wheelFling = nil
        scrollingToTop = false
        if let running = scrollAnimation {
            frameDriver.remove(running)
            scrollAnimation = nil
        }
    }

    /// Whether an animated scroll is under way.
    public var isScrollAnimating: Bool { scrollAnimation != nil }

    /// Whether the user is dragging the content: a finger or touchpad, the middle button or a scroll
    /// indicator's thumb.
    ///
    /// - Note: As UIKit, a touch drags once it has moved past a small slop; a touchpad, the middle
    ///   button and a thumb drag from the first event.
    public internal(set) var isDragging = false

    /// Where the running scroll animation is heading, or nil when none runs.
    var scrollAnimationTarget: CGPoint? { scrollAnimation?.to }

    func applyContentOffset(_ offset: CGPoint) {
        let clamped = clampedContentOffset(offset)
        guard clamped != bounds.origin else { return }
        bounds.origin = clamped
        delegate?.scrollViewDidScroll(self)
    }

    func scrollAnimationEnded(_ animation: ScrollAnimation) {
        guard scrollAnimation === animation else { return }
        scrollAnimation = nil
        if animation.announcesEnd { delegate?.scrollViewDidEndScrollingAnimation(self) }
        if scrollingToTop { arrivedAtTop() }
        if let fling = wheelFling { settle(fling) }
    }

    /// Reports scroll input that was clamped or ignored. A collection view hands it to its
    /// `errorHandler`; a plain scroll view writes it to standard error, as UIKit logs to the console.
    func reportScrollProblem(_ problem: ScrollInputProblem) {
        FileHandle.standardError.write(Data("UIScrollView: \(problem)\n".utf8))
    }

    /// Where a scroll by input heading for `proposed` at `velocity` (points per second) should stop.
    /// A scroll view keeps the proposal; a collection view asks its layout, as UIKit does when a
    /// scroll with momentum ends.
    func targetContentOffset(forInputScrollTo proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// The range of offsets the content can take, given its size, the view's size and the insets.
    public var contentOffsetRange: (min: CGPoint, max: CGPoint) {
        let insets = adjustedContentInset
        let minimum = CGPoint(x: -insets.left, y: -insets.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + insets.right - bounds.width),
            y: max(minimum.y, contentSize.height + insets.bottom - bounds.height)
        )
        return (minimum, maximum)
    }

    /// `offset` moved into `contentOffsetRange`; non-finite values become the minimum.
    public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let range = contentOffsetRange
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            value.isFinite ? min(high, max(low, value)) : low
        }
        return CGPoint(x: clamp(offset.x, range.min.x, range.max.x), y: clamp(offset.y, range.min.y, range.max.y))
    }

    /// Scrolls the least distance that makes `rect` (in content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > bounds.maxX { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > bounds.maxY { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(offset, animated: animated)
    }

    /// Where the vertical scroll indicator's thumb is, in the scroll view's bounds coordinates, or nil
    /// when the content fits. The host draws it; the engine decides its geometry.
    public var verticalScrollIndicatorFrame: CGRect? {
        ScrollIndicator.thumb(
            visibleLength: bounds.height, contentLength: contentSize.height + adjustedContentInset.vertical,
            offset: contentOffset.y + adjustedContentInset.top, trackOrigin: bounds.minY, crossOrigin: bounds.maxX,
            vertical: true, shown: showsVerticalScrollIndicator
        )
    }

    /// The horizontal counterpart of `verticalScrollIndicatorFrame`.
    public var horizontalScrollIndicatorFrame: CGRect? {
        ScrollIndicator.thumb(
            visibleLength: bounds.width, contentLength: contentSize.width + adjustedContentInset.horizontal,
            offset: contentOffset.x + adjustedContentInset.left, trackOrigin: bounds.minX, crossOrigin: bounds.maxY,
            vertical: false, shown: showsHorizontalScrollIndicator
        )
    }
}

/// The geometry of a scroll indicator's thumb: a pure function of lengths and offset.
enum ScrollIndicator {
    static let thickness: CGFloat = 6
    static let inset: CGFloat = 2
    static let minimumLength: CGFloat = 24

    static func thumb(
        visibleLength: CGFloat, contentLength: CGFloat, offset: CGFloat,
        trackOrigin: CGFloat, crossOrigin: CGFloat, vertical: Bool, shown: Bool
    ) -> CGRect? {
        guard shown, contentLength > visibleLength + 0.5, visibleLength > 2 * inset else { return nil }
        let track = visibleLength - 2 * inset
        let length = thumbLength(track: track, visibleLength: visibleLength, contentLength: contentLength)
        let travel = track - length
        let fraction = min(1, max(0, offset / (contentLength - visibleLength)))
        let start = trackOrigin + inset + travel * fraction
        let cross = crossOrigin - inset - thickness
        return vertical
            ? CGRect(x: cross, y: start, width: thickness, height: length)
            : CGRect(x: start, y: cross, width: length, height: thickness)
    }

    private static func thumbLength(track: CGFloat, visibleLength: CGFloat, contentLength: CGFloat) -> CGFloat {
        max(minimumLength, track * visibleLength / contentLength)
    }

    /// How far the content moves when the thumb moves one point: the inverse of `thumb`'s mapping, so a
    /// dragged thumb stays under the pointer.
    static func contentDistancePerThumbPoint(visibleLength: CGFloat, contentLength: CGFloat) -> CGFloat {
        let track = visibleLength - 2 * inset
        let travel = track - thumbLength(track: track, visibleLength: visibleLength, contentLength: contentLength)
        return travel > 0 ? (contentLength - visibleLength) / travel : 0
    }
}

/// An animated change of content offset, eased out over its duration.
@MainActor
final class ScrollAnimation: FrameTicking {
    private weak var scrollView: UIScrollView?
    private let from: CGPoint, span: AnimationSpan
    let to: CGPoint
    let announcesEnd: Bool

    init(scrollView: UIScrollView, from: CGPoint, to: CGPoint, span: AnimationSpan, announcesEnd: Bool) {
        self.scrollView = scrollView
        (self.from, self.to, self.span, self.announcesEnd) = (from, to, span, announcesEnd)
    }

    func advance(to time: TimeInterval) -> Bool {
        guard let scrollView else { return false }
        let fraction = span.fraction(at: time)
        let progress = TimingCurve.easeOut.progress(fraction)
        // The last frame lands on `to` itself: `from + (to - from)` can miss it by a rounding error.
        scrollView.applyContentOffset(fraction >= 1 ? to : CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress))
        if fraction >= 1 {
            scrollView.scrollAnimationEnded(self)
            return false
        }
        return true
    }
}
