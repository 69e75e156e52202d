import Foundation

// Zooming, as UIKit's scroll view does it: the delegate names a view (`viewForZooming(in:)`), and a
// zoom scales that view by a transform, makes the content its scaled size, and moves the offset so
// the point under the anchor (the pinch's centre, the pointer) stays under it. A pinch on a touchpad
// (XInput 2.4) or Ctrl+wheel zooms; code calls `setZoomScale(_:animated:)` or `zoom(to:animated:)`.

extension UIScrollView {
    /// How much one Ctrl+wheel notch zooms.
    static let wheelZoomFactor: CGFloat = 1.25
    /// How long an animated zoom (code, or a pinch springing back into range) takes.
    static let zoomAnimationDuration: TimeInterval = 0.3

    /// The scale of the zoom view: between `minimumZoomScale` and `maximumZoomScale` (1 while the
    /// scroll view does not zoom). Setting it zooms about the centre of the view at once.
    public var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Whether a pinch is zooming the content.
    public var isZooming: Bool { pinchStart != nil }

    /// Whether the zoom springs back into its limits after a pinch went past them.
    public var isZoomBouncing: Bool { zoomAnimation?.isBounce == true }

    /// Whether the scroll view zooms: the delegate gives a view and the limits leave room.
    var canZoom: Bool {
        isScrollEnabled && maximumZoomScale > minimumZoomScale && delegate?.viewForZooming(in: self) != nil
    }

    /// Zooms to `scale`, clamped to the limits, about the centre of the view.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, delegate?.viewForZooming(in: self) != nil else { return }
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        animateZoom(to: clampedZoomScale(scale), anchor: centre, animated: animated, bounce: false)
    }

    /// Zooms so that `rect` (in the zoom view's coordinates) fills the view as far as the limits allow,
    /// centred on it.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self), rect.width > 0, rect.height > 0,
              rect.width.isFinite, rect.height.isFinite else { return }
        let scale = clampedZoomScale(min(bounds.width / rect.width, bounds.height / rect.height))
        let centre = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        guard abs(scale - storedZoomScale) > 1e-6 else { return setContentOffset(centre, animated: animated) }
        let zoomed = { [self] in
            applyZoom(scale, view: view)
            setContentOffset(centre, animated: false)
            delegate?.scrollViewDidZoom(self)
        }
        guard animated else {
            stopZoomAnimation()
            return zoomed()
        }
        let anchor = anchorKeeping(target: centre, scale: scale)
        animateZoom(to: scale, anchor: anchor, animated: true, bounce: false)
    }

    // MARK: Input

    /// A pinch (a touchpad's, or two touches') at `location` (in the view's coordinates): `scale`
    /// relative to its start.
    func pinch(_ phase: InputEvent.GesturePhase, scale: CGFloat, at location: CGPoint, time: TimeInterval) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let anchor = CGPoint(x: location.x - bounds.minX, y: location.y - bounds.minY)
        switch phase {
        case .began:
            stopZoomAnimation()
            // Fingers that pinch hold the content: momentum left by a drag they began as stops.
            stopScrollAnimation()
            if isDecelerating { enter(.resting) }
            pinchStart = (storedZoomScale, zoomViewPoint(under: anchor))
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard let start = pinchStart, scale.isFinite, scale > 0 else { return }
            zoom(to: resistedZoomScale(start.scale * scale), keeping: start.point, under: anchor, view: view)
        case .ended, .cancelled:
            guard pinchStart != nil else { return }
            pinchStart = nil
            let inRange = clampedZoomScale(storedZoomScale)
            if inRange != storedZoomScale {
                animateZoom(to: inRange, anchor: anchor, animated: true, bounce: true)
            } else {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: storedZoomScale)
            }
        }
    }

    /// Ctrl+wheel: one notch up zooms in by `wheelZoomFactor` about the pointer, within the limits.
    func zoomByWheel(_ delta: CGFloat, at location: CGPoint) {
        guard let view = delegate?.viewForZooming(in: self), delta.isFinite, delta != 0 else { return }
        let scale = clampedZoomScale(storedZoomScale * pow(Self.wheelZoomFactor, -delta / InputEvent.wheelStep))
        guard scale != storedZoomScale else { return }
        stopZoomAnimation()
        delegate?.scrollViewWillBeginZooming(self, with: view)
        zoom(to: scale, about: CGPoint(x: location.x - bounds.minX, y: location.y - bounds.minY), view: view)
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
    }

    // MARK: The zoom itself

    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        let low = min(minimumZoomScale, maximumZoomScale), high = max(minimumZoomScale, maximumZoomScale)
        return scale.isFinite ? min(max(scale, low), high) : storedZoomScale
    }

    /// A pinch past the limits goes on with resistance when `bouncesZoom`, or stops at them.
    private func resistedZoomScale(_ scale: CGFloat) -> CGFloat {
        let clamped = clampedZoomScale(scale)
        guard bouncesZoom, clamped != scale, clamped > 0 else { return clamped }
        return clamped * pow(scale / clamped, 0.3)
    }

    /// Scales the zoom view to `scale`, keeping the content point under `anchor` (a point of the view's
    /// visible area) under it.
    func zoom(to scale: CGFloat, about anchor: CGPoint, view: UIView) {
        zoom(to: scale, keeping: zoomViewPoint(under: anchor), under: anchor, view: view)
    }

    /// The point of the zoom view, unscaled, under `anchor` (a point of the view's visible area).
    private func zoomViewPoint(under anchor: CGPoint) -> CGPoint {
        CGPoint(x: (contentOffset.x + anchor.x) / storedZoomScale, y: (contentOffset.y + anchor.y) / storedZoomScale)
    }

    /// Scales the zoom view to `scale` and moves the content so that `point` (of the zoom view,
    /// unscaled) lies under `anchor`: a pinch whose fingers move together pans as it zooms.
    private func zoom(to scale: CGFloat, keeping point: CGPoint, under anchor: CGPoint, view: UIView) {
        guard scale > 0 else { return }
        let (oldScale, oldOffset) = (storedZoomScale, contentOffset)
        if scale != oldScale { applyZoom(scale, view: view) }
        applyContentOffset(CGPoint(x: point.x * scale - anchor.x, y: point.y * scale - anchor.y))
        if scale != oldScale || contentOffset != oldOffset { delegate?.scrollViewDidZoom(self) }
    }

    /// Sets the zoom view's transform and the content size it makes, with the view at the content's origin.
    private func applyZoom(_ scale: CGFloat, view: UIView) {
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.bounds.size
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
    }

    /// The anchor whose zoom to `scale` ends with the offset at `target`: the fixed point of the zoom.
    private func anchorKeeping(target: CGPoint, scale: CGFloat) -> CGPoint {
        let old = storedZoomScale
        guard abs(scale - old) > 1e-6 else { return CGPoint(x: bounds.width / 2, y: bounds.height / 2) }
        // offset' = (offset + a) * s / old - a  ⇒  a = (target - offset * s / old) / (s / old - 1)
        let ratio = scale / old
        return CGPoint(x: (target.x - contentOffset.x * ratio) / (ratio - 1), y: (target.y - contentOffset.y * ratio) / (ratio - 1))
    }

    private func animateZoom(to scale: CGFloat, anchor: CGPoint, animated: Bool, bounce: Bool) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        stopZoomAnimation()
        guard animated, scale != storedZoomScale else {
            zoom(to: scale, about: anchor, view: view)
            if bounce { delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale) }
            return
        }
        let animation = ZoomAnimation(scrollView: self, from: storedZoomScale, to: scale, anchor: anchor,
                                      span: AnimationSpan(start: frameDriver.now, duration: Self.zoomAnimationDuration), isBounce: bounce)
        zoomAnimation = animation
        frameDriver.add(animation)
    }

    private func stopZoomAnimation() {
        if let running = zoomAnimation { frameDriver.remove(running) }
        zoomAnimation = nil
    }

    func zoomAnimationStep(_ animation: ZoomAnimation, scale: CGFloat, finished: Bool) {
        guard zoomAnimation === animation, let view = delegate?.viewForZooming(in: self) else { return }
        zoom(to: scale, about: animation.anchor, view: view)
        guard finished else { return }
        zoomAnimation = nil
        // As UIKit: after a bounce back into the limits, and after any animated zoom by code.
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
    }
}

/// A zoom eased over time about a fixed anchor, stepped by the frame driver.
@MainActor
final class ZoomAnimation: FrameTicking {
    private weak var scrollView: UIScrollView?
    private let from: CGFloat, to: CGFloat, span: AnimationSpan
    let anchor: CGPoint
    let isBounce: Bool

    init(scrollView: UIScrollView, from: CGFloat, to: CGFloat, anchor: CGPoint, span: AnimationSpan, isBounce: Bool) {
        self.scrollView = scrollView
        (self.from, self.to, self.anchor, self.span, self.isBounce) = (from, to, anchor, span, isBounce)
    }

    func advance(to time: TimeInterval) -> Bool {
        let fraction = span.fraction(at: time)
        // Scales interpolate geometrically, so the zoom looks even at every size.
        let scale = fraction >= 1 ? to : from * pow(to / from, TimingCurve.easeOut.progress(fraction))
        scrollView?.zoomAnimationStep(self, scale: scale, finished: fraction >= 1)
        return fraction < 1 && scrollView != nil
    }
}
