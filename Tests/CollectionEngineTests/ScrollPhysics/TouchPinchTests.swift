import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Two fingers on a touchscreen: the second finger's landing turns the touch into a pinch.
@MainActor
@Suite struct TouchPinchTests {
    /// A 400 × 960 scroll view whose 400 × 960 picture zooms between 1 and 4.
    private func zoomScene() -> ScrollPhysicsScene {
        let scene = ScrollPhysicsScene(contentHeight: 960, offset: 0)
        let picture = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 960))
        scene.scrollView.addSubview(picture)
        scene.delegate.zoomView = picture
        scene.scrollView.maximumZoomScale = 4
        return scene
    }

    @Test func twoFingersSpreadingZoomAboutTheirMidpoint() {
        let scene = zoomScene()
        scene.input.touchDown(1, at: CGPoint(x: 150, y: 480))
        scene.input.touchDown(2, at: CGPoint(x: 250, y: 480))
        #expect(scene.scrollView.isZooming)
        scene.input.touchMove(1, to: CGPoint(x: 100, y: 480))
        scene.input.touchMove(2, to: CGPoint(x: 300, y: 480))
        scene.input.touchUp(2, at: CGPoint(x: 300, y: 480))
        #expect(!scene.scrollView.isZooming)
        #expect(scene.scrollView.zoomScale == 2)
        // The point under the midpoint (200, 480) stays under it.
        #expect(scene.scrollView.contentOffset == CGPoint(x: 200, y: 480))
    }

    @Test func theFirstFingersDragStopsWhenTheSecondLands() {
        let scene = zoomScene()
        scene.scrollView.zoomScale = 2
        scene.input.touchDrag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), speed: 2000, lift: false)
        #expect(scene.scrollView.isTracking)
        scene.input.touchDown(2, at: CGPoint(x: 300, y: 400))
        #expect(!scene.scrollView.isTracking && !scene.scrollView.isDecelerating)
        #expect(scene.scrollView.isZooming)
    }

    @Test func aSecondFingerOverNothingThatPinchesIsNotFollowed() {
        let scene = ScrollPhysicsScene()
        scene.input.touchDrag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), speed: 1000, lift: false)
        let offset = scene.offsetY
        scene.input.touchDown(2, at: CGPoint(x: 300, y: 300))
        scene.input.touchMove(2, to: CGPoint(x: 300, y: 100))
        #expect(scene.scrollView.isTracking, "the first finger still drags")
        #expect(scene.offsetY == offset, "the second finger moved nothing")
    }

    @Test func aPinchRecognizerSeesTwoTouchesAndTheirMidpoint() {
        let scene = ScrollPhysicsScene()
        let pinch = UIPinchGestureRecognizer()
        scene.scrollView.addGestureRecognizer(pinch)
        var seen: [String] = []
        pinch.addAction { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            let location = pinch.location(in: nil)
            seen.append("\(pinch.state) \(pinch.scale) \(pinch.numberOfTouches) \(location.x),\(location.y)")
        }
        scene.input.touchDown(1, at: CGPoint(x: 100, y: 400))
        scene.input.touchDown(2, at: CGPoint(x: 300, y: 400))
        scene.input.touchMove(2, to: CGPoint(x: 200, y: 400))
        scene.input.touchUp(1, at: CGPoint(x: 100, y: 400))
        #expect(seen == ["began 1.0 2 200.0,400.0", "changed 0.5 2 150.0,400.0", "ended 0.5 0 150.0,400.0"])
    }

    @Test func fingersLandingTogetherPinchWithAFiniteScale() {
        let scene = zoomScene()
        scene.input.touchDown(1, at: CGPoint(x: 200, y: 480))
        scene.input.touchDown(2, at: CGPoint(x: 200, y: 480))
        scene.input.touchMove(2, to: CGPoint(x: 200, y: 482))
        #expect(scene.scrollView.zoomScale.isFinite)
        scene.input.touchUp(1, at: CGPoint(x: 200, y: 480))
        scene.input.settle()
        #expect(scene.scrollView.zoomScale <= 4, "a pinch past the limit springs back into it")
    }

    @Test func aTouchDeviceUnpluggedMidPinchCancelsItAndTheZoomSpringsIntoItsLimits() {
        let scene = zoomScene()
        scene.input.touchDown(1, at: CGPoint(x: 150, y: 480))
        scene.input.touchDown(2, at: CGPoint(x: 250, y: 480))
        scene.input.touchMove(2, to: CGPoint(x: 251, y: 480))
        scene.input.send(.touchCancelled(id: 1), at: CGPoint(x: 150, y: 480))
        #expect(!scene.scrollView.isZooming)
        scene.input.settle()
        #expect(scene.scrollView.zoomScale >= 1 && scene.scrollView.zoomScale <= 4)
    }
}
