import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

@MainActor @Suite struct BackgroundViewTests {
    @Test func backgroundViewFillsTheVisibleBoundsAndStaysPutWhileScrolling() {
        let harness = CollectionScene()
        let background = UIView()
        harness.collectionView.backgroundView = background
        harness.layoutPass()
        #expect(background.frame == harness.collectionView.bounds)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(harness.collectionView)
        let onScreen = background.convert(CGPoint.zero, to: root)
        harness.scroll(toY: 333)
        #expect(background.frame == CGRect(x: 0, y: 333, width: 200, height: 190))
        #expect(background.convert(CGPoint.zero, to: root) == onScreen)
    }

    @Test func backgroundViewDrawsBehindEveryCell() {
        let layout = StyledGridLayout()
        layout.style = { $0.zIndex = -5 }
        let harness = CollectionScene(layout: layout, model: [Array(0..<20)])
        let background = UIView()
        harness.collectionView.backgroundView = background
        harness.layoutPass()
        #expect(harness.collectionView.subviewsInDrawingOrder.first === background)
        #expect(harness.collectionView.subviews.first === background)
    }

    @Test func backgroundViewIsNotHitInsteadOfACell() throws {
        let harness = CollectionScene()
        harness.collectionView.backgroundView = UIView()
        harness.layoutPass()
        let cell = try #require(harness.collectionView.cellForItem(at: path(1)))
        #expect(harness.collectionView.hitTest(CGPoint(x: 60, y: 10), with: nil)?.isDescendant(of: cell) == true)
    }

    @Test func replacingTheBackgroundViewRemovesTheOldOne() {
        let harness = CollectionScene()
        let old = UIView(), new = UIView()
        harness.collectionView.backgroundView = old
        harness.collectionView.backgroundView = new
        harness.layoutPass()
        #expect(old.superview == nil)
        #expect(new.superview === harness.collectionView)
    }
}
