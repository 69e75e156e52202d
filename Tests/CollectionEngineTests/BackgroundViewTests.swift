import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

@MainActor @Suite struct BackgroundViewTests {
    @Test func backgroundViewFillsTheVisibleBoundsAndStaysPutWhileScrolling() {
        let scene = CollectionScene()
        let background = UIView()
        scene.collectionView.backgroundView = background
        scene.layoutPass()
        #expect(background.frame == scene.collectionView.bounds)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(scene.collectionView)
        let onScreen = background.convert(CGPoint.zero, to: root)
        scene.scroll(toY: 333)
        #expect(background.frame == CGRect(x: 0, y: 333, width: 200, height: 190))
        #expect(background.convert(CGPoint.zero, to: root) == onScreen)
    }

    @Test func backgroundViewDrawsBehindEveryCell() {
        let layout = StyledGridLayout()
        layout.style = { $0.zIndex = -5 }
        let scene = CollectionScene(layout: layout, model: [Array(0..<20)])
        let background = UIView()
        scene.collectionView.backgroundView = background
        scene.layoutPass()
        #expect(scene.collectionView.subviewsInDrawingOrder.first === background)
        #expect(scene.collectionView.subviews.first === background)
    }

    @Test func backgroundViewIsNotHitInsteadOfACell() throws {
        let scene = CollectionScene()
        scene.collectionView.backgroundView = UIView()
        scene.layoutPass()
        let cell = try #require(scene.collectionView.cellForItem(at: path(1)))
        #expect(scene.collectionView.hitTest(CGPoint(x: 60, y: 10), with: nil)?.isDescendant(of: cell) == true)
    }

    @Test func replacingTheBackgroundViewRemovesTheOldOne() {
        let scene = CollectionScene()
        let old = UIView(), new = UIView()
        scene.collectionView.backgroundView = old
        scene.collectionView.backgroundView = new
        scene.layoutPass()
        #expect(old.superview == nil)
        #expect(new.superview === scene.collectionView)
    }
}
