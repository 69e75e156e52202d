@testable import CollectionDemo
import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The navigation bar never draws the gallery's controls over each other, whatever the window's
/// width: without a window manager nothing keeps the window at its minimum size.
@MainActor
@Suite struct GalleryBarLayoutTests {
    @Test(arguments: [320, 400, 480, 560, 639, 640, 800, 1100])
    func controlsNeitherOverlapNorLeaveTheWindow(width: Int) {
        let scene = GalleryScene(size: CGSize(width: CGFloat(width), height: 500))
        let controls = scene.controller.bar.namedControls
        #expect(controls.count == 10)
        let frames = controls.map { $0.1.convert($0.1.bounds, to: scene.window) }
        for (i, a) in frames.enumerated() {
            #expect(a.minX >= 0 && a.maxX <= CGFloat(width), "\(controls[i].0) at \(a)")
            for b in frames[(i + 1)...] { #expect(a.intersection(b).isEmpty, "\(a) and \(b) overlap at width \(width)") }
        }
        let content = scene.collectionView.convert(scene.collectionView.bounds, to: scene.window)
        #expect(frames.allSatisfy { $0.maxY <= content.minY }, "every control above the cards")
    }

    @Test func aWideWindowKeepsTheBarToOneRowWithItsTitle() {
        let scene = GalleryScene(size: CGSize(width: 1100, height: 500))
        #expect(scene.navigation.navigationBar.frame.height == 50)
        let controls = scene.controller.bar.namedControls.map { $0.1.convert($0.1.bounds, to: scene.window) }
        #expect(Set(controls.map(\.minY)).count == 1, "every control in one row")
    }
}
