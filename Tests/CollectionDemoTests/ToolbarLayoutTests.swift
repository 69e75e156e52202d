@testable import CollectionDemo
import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The toolbar never draws its controls over each other, whatever the window's width: without a
/// window manager nothing keeps the window at its minimum size.
@MainActor
@Suite struct ToolbarLayoutTests {
    @Test(arguments: [320, 400, 480, 560, 639, 640, 800, 1100])
    func controlsNeitherOverlapNorLeaveTheWindow(width: Int) {
        let scene = GalleryScene(size: CGSize(width: CGFloat(width), height: 500))
        let toolbar = scene.controller.view.toolbar
        let frames = toolbar.namedControls.map { $0.1.convert($0.1.bounds, to: scene.window) }
        for (i, a) in frames.enumerated() {
            #expect(a.minX >= 0 && a.maxX <= CGFloat(width), "\(toolbar.namedControls[i].0) at \(a)")
            for b in frames[(i + 1)...] { #expect(!a.intersects(b), "\(a) and \(b) overlap at width \(width)") }
        }
        #expect(frames.allSatisfy { $0.maxY <= scene.collectionView.frame.minY })
    }

    @Test func aWideWindowKeepsTheToolbarToOneRow() {
        let scene = GalleryScene(size: CGSize(width: 1100, height: 500))
        #expect(scene.controller.view.toolbar.frame.height == 56)
    }
}
