import CollectionEngine
import EngineTestSupport
import Foundation

/// A 400 × 960 scroll view at the window's origin over content 400 × 100,000 points, scrolled to
/// 5,000 unless told otherwise; its delegate records the calls of a drag and what follows.
@MainActor
final class ScrollPhysicsScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 1000))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 960))
    let delegate = ScrollRecorder()
    let input: SyntheticInput
    /// A point in the middle of the scroll view, where fingers land.
    let middle = CGPoint(x: 200, y: 480)

    init(contentHeight: CGFloat = 100_000, offset: CGFloat = 5_000) {
        input = SyntheticInput(window: window)
        window.frameDriver = input.driver
        scrollView.contentSize = CGSize(width: 400, height: contentHeight)
        scrollView.delegate = delegate
        window.addSubview(scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
        delegate.calls = []
    }

    var offsetY: CGFloat { scrollView.contentOffset.y }

    /// A finger flicks the content up (scrolling down) at `speed` points a second over `distance`.
    func flickUp(speed: CGFloat, distance: CGFloat = 200) {
        input.touchDrag(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 800 - distance), speed: speed)
    }

    /// Steps frames until the content rests; returns how many.
    @discardableResult
    func framesToRest() -> Int {
        var frames = 0
        while scrollView.isDecelerating, frames < 2000 {
            input.stepFrames(1)
            frames += 1
        }
        return frames
    }
}

/// Records a scroll view's delegate calls, and can change the target of a drag's end.
@MainActor
final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    var velocities: [CGPoint] = []
    var proposedTargets: [CGPoint] = []
    /// What the delegate answers from `scrollViewWillEndDragging`: the target given, changed.
    var changeTarget: ((CGPoint) -> CGPoint)?
    var zoomView: UIView?
    var allowsScrollToTop = true

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        velocities.append(velocity)
        proposedTargets.append(targetContentOffset.pointee)
        if let changeTarget { targetContentOffset.pointee = changeTarget(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { calls.append("shouldScrollToTop"); return allowsScrollToTop }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming \(scale)")
    }

}
