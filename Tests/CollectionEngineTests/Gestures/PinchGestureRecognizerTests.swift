import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UIPinchGestureRecognizer` driven by a touchpad's pinch (XInput 2.4).
@MainActor
@Suite struct PinchGestureRecognizerTests {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    private let photo = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 150))
    private let pinch = UIPinchGestureRecognizer()
    private let input: SyntheticInput
    private let over = CGPoint(x: 100, y: 100)

    init() {
        input = SyntheticInput(window: window)
        window.addSubview(photo)
        photo.addGestureRecognizer(pinch)
    }

    /// The states and scales the recognizer's action saw.
    private func record() -> () -> [String] {
        var seen: [String] = []
        pinch.addAction { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            seen.append("\(pinch.state) \(pinch.scale)")
        }
        return { seen }
    }

    @Test func pinchBeginsChangesAndEndsWithTheFingersSpread() {
        let seen = record()
        input.pinch(.began, scale: 1, at: over)
        input.pinch(.changed, scale: 1.5, at: over)
        input.pinch(.changed, scale: 2, at: over)
        input.pinch(.ended, scale: 2, at: over)
        #expect(seen() == ["began 1.0", "changed 1.5", "changed 2.0", "ended 2.0"])
        #expect(pinch.state == .possible)
    }

    @Test func settingScaleRebasesIt() {
        var scales: [CGFloat] = []
        pinch.addAction { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            scales.append(pinch.scale)
            pinch.scale = 1
        }
        input.pinch(.began, scale: 1, at: over)
        input.pinch(.changed, scale: 1.5, at: over)
        input.pinch(.changed, scale: 3, at: over)
        #expect(scales == [1, 1.5, 2])
    }

    @Test func velocityIsTheScalesChangePerSecond() {
        input.pinch(.began, scale: 1, at: over)
        input.wait(0.1)
        input.pinch(.changed, scale: 1.5, at: over)
        #expect(abs(pinch.velocity - 5) < 1e-9)
    }

    @Test func aPinchOverItsViewDoesNotZoomTheScrollViewAround() {
        let scrollView = UIScrollView(frame: window.bounds)
        let zoomed = UIView(frame: window.bounds)
        let delegate = ZoomTarget(zoomed)
        scrollView.delegate = delegate
        scrollView.maximumZoomScale = 4
        scrollView.addSubview(zoomed)
        zoomed.addSubview(photo)
        window.addSubview(scrollView)
        let seen = record()
        input.pinch(.began, scale: 1, at: over)
        input.pinch(.changed, scale: 2, at: over)
        #expect(scrollView.zoomScale == 1)
        #expect(seen() == ["began 1.0", "changed 2.0"])
    }

    @Test func aDisabledRecognizerLeavesThePinchToTheScrollView() {
        pinch.isEnabled = false
        let seen = record()
        input.pinch(.began, scale: 1, at: over)
        input.pinch(.changed, scale: 2, at: over)
        #expect(seen() == [])
    }

    @MainActor
    private final class ZoomTarget: NSObject, UIScrollViewDelegate {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }
}
