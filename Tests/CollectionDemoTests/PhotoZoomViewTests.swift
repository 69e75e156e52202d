@testable import CollectionDemo
import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The photo viewer's zooming page (`PhotoZoomView`) on a manual clock: what a double click, a pinch
/// and a new size do to it, in the large view and in the grid.
@MainActor
@Suite struct PhotoZoomViewTests {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 700))
    private let page = PhotoZoomView(frame: CGRect(x: 0, y: 0, width: 1000, height: 660))
    private let input: SyntheticInput

    init() {
        input = SyntheticInput(window: window)
        window.frameDriver = input.driver
        window.addSubview(page)
        page.isZoomable = true
        window.layoutIfNeeded()
    }

    private func doubleClick(at point: CGPoint) {
        input.click(at: point)
        input.click(at: point)
        input.settle()
    }

    @Test func aDoubleClickZoomsInOnThePointAndASecondShowsTheWholePicture() {
        doubleClick(at: CGPoint(x: 200, y: 300))
        #expect(page.zoomScale == PhotoZoomView.doubleClickScale)
        // The clicked point is in the middle of the view (its bounds are the visible part of the content).
        let middle = page.imageView.convert(CGPoint(x: page.bounds.midX, y: page.bounds.midY), from: page)
        #expect(abs(middle.x - 200) < 0.5 && abs(middle.y - 300) < 0.5)
        doubleClick(at: CGPoint(x: 500, y: 330))
        #expect(page.zoomScale == 1)
        #expect(page.contentOffset == .zero)
    }

    @Test func inTheGridItDoesNotZoom() {
        page.isZoomable = false
        doubleClick(at: CGPoint(x: 200, y: 300))
        input.pinch(.began, scale: 1, at: CGPoint(x: 500, y: 330))
        input.pinch(.changed, scale: 2, at: CGPoint(x: 500, y: 330))
        input.pinch(.ended, scale: 2, at: CGPoint(x: 500, y: 330))
        #expect(page.zoomScale == 1)
    }

    @Test func leavingTheLargeViewShowsTheWholePictureAgain() {
        page.zoomScale = 3
        page.isZoomable = false
        #expect(page.zoomScale == 1)
        #expect(page.imageView.frame == page.bounds)
    }

    @Test func aNewSizeShowsTheWholePictureAtThatSize() {
        page.zoomScale = 2
        page.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
        window.layoutIfNeeded()
        #expect(page.zoomScale == 1)
        #expect(page.imageView.frame == CGRect(x: 0, y: 0, width: 600, height: 400))
        #expect(page.contentSize == CGSize(width: 600, height: 400))
    }

    @Test func zoomedTheMouseDragsThePictureAndAtTheWholePictureItDoesNot() {
        input.drag(from: CGPoint(x: 500, y: 330), to: CGPoint(x: 400, y: 330))
        #expect(page.contentOffset == .zero)
        page.zoomScale = 2
        let zoomed = page.contentOffset
        input.drag(from: CGPoint(x: 500, y: 330), to: CGPoint(x: 400, y: 300), steps: 8)
        #expect(page.contentOffset == CGPoint(x: zoomed.x + 100, y: zoomed.y + 30))
    }
}
