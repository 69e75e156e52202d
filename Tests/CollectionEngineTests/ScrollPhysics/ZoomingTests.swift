import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UIScrollView` zooming: the delegate's `viewForZooming(in:)` is scaled, the content takes its
/// scaled size, and the point under the anchor stays put.
@MainActor
@Suite struct ZoomingTests {
    /// The physics scene with a 400 × 960 picture to zoom between 0.5 and 4.
    private func zoomScene() -> (ScrollPhysicsScene, UIView) {
        let scene = ScrollPhysicsScene(contentHeight: 960, offset: 0)
        let picture = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 960))
        scene.scrollView.addSubview(picture)
        scene.delegate.zoomView = picture
        scene.scrollView.minimumZoomScale = 0.5
        scene.scrollView.maximumZoomScale = 4
        return (scene, picture)
    }

    @Test func setZoomScaleScalesTheViewAndTheContent() {
        let (scene, picture) = zoomScene()
        scene.scrollView.setZoomScale(2, animated: false)
        #expect(scene.scrollView.zoomScale == 2)
        #expect(picture.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(picture.frame == CGRect(x: 0, y: 0, width: 800, height: 1920))
        #expect(scene.scrollView.contentSize == CGSize(width: 800, height: 1920))
    }

    @Test func zoomScaleIsClampedToTheLimits() {
        let (scene, _) = zoomScene()
        scene.scrollView.zoomScale = 10
        #expect(scene.scrollView.zoomScale == 4)
        scene.scrollView.zoomScale = 0.1
        #expect(scene.scrollView.zoomScale == 0.5)
    }

    @Test func withoutAZoomViewNothingZooms() {
        let (scene, _) = zoomScene()
        scene.delegate.zoomView = nil
        scene.scrollView.zoomScale = 2
        #expect(scene.scrollView.zoomScale == 1)
    }

    @Test func animatedZoomArrivesOnTheFrameClock() {
        let (scene, _) = zoomScene()
        scene.scrollView.setZoomScale(3, animated: true)
        scene.input.stepFrames(3)
        #expect(scene.scrollView.zoomScale > 1 && scene.scrollView.zoomScale < 3)
        scene.input.settle()
        #expect(scene.scrollView.zoomScale == 3)
    }

    @Test func anAnimatedZoomByCodeEndsWithDidEndZooming() {
        let (scene, _) = zoomScene()
        scene.scrollView.setZoomScale(3, animated: true)
        scene.input.stepFrames(3)
        #expect(!scene.delegate.calls.contains { $0.hasPrefix("didEndZooming") }, "not while it animates")
        scene.input.settle()
        #expect(scene.delegate.calls.filter { $0.hasPrefix("didEndZooming") } == ["didEndZooming 3.0"])
    }

    @Test func zoomToRectShowsThatRectFillingTheView() {
        let (scene, _) = zoomScene()
        scene.scrollView.zoom(to: CGRect(x: 100, y: 240, width: 200, height: 480), animated: false)
        #expect(scene.scrollView.zoomScale == 2)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 200, y: 480))
    }

    @Test func controlWheelZoomsInAboutThePointer() {
        let (scene, _) = zoomScene()
        let pointer = CGPoint(x: 100, y: 200)
        scene.input.send(.scroll(dx: 0, dy: -InputEvent.wheelStep), at: pointer, modifiers: .control)
        #expect(scene.scrollView.zoomScale == 1.25)
        // The content point under the pointer (100, 200) is still under it.
        #expect(scene.scrollView.contentOffset == CGPoint(x: 25, y: 50))
    }

    @Test func pinchPastTheLimitBouncesBackIntoIt() {
        let (scene, _) = zoomScene()
        scene.input.pinch(.began, scale: 1, at: scene.middle)
        scene.input.pinch(.changed, scale: 8, at: scene.middle)
        #expect(scene.scrollView.zoomScale > 4 && scene.scrollView.isZooming)
        scene.input.pinch(.ended, scale: 8, at: scene.middle)
        #expect(scene.scrollView.isZoomBouncing)
        scene.input.settle()
        #expect(scene.scrollView.zoomScale == 4)
        #expect(scene.delegate.calls == ["willBeginZooming", "didEndZooming 4.0"])
    }

    @Test func pinchStopsAtTheLimitWithoutBouncesZoom() {
        let (scene, _) = zoomScene()
        scene.scrollView.bouncesZoom = false
        scene.input.pinch(.began, scale: 1, at: scene.middle)
        scene.input.pinch(.changed, scale: 8, at: scene.middle)
        #expect(scene.scrollView.zoomScale == 4)
    }
}
