import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// When rows above what the user looks at turn out taller or shorter than estimated, the content
/// offset moves by the difference in the same frame, so nothing on screen moves.
@MainActor @Suite struct ScrollAnchoringTests {
    @Test func scrollingUpThroughTenThousandUnmeasuredRowsNeverMovesTheTopRow() {
        var random = SeededGenerator(seed: 12)
        let lines = (0..<10_000).map { _ in Int.random(in: 1...6, using: &random) }
        let scene = textRowScene(items: 10_000, height: 600) { lines[$0] }
        let frames = scrollUpFromTheBottom(scene, step: 500)
        #expect(frames > 1_500, "the scroll went through the whole list, frame by frame")
        #expect(scene.frame(0) == CGRect(x: 0, y: 0, width: 200, height: rowHeight(lines: lines[0])))
    }

    @Test func rowsBelowTheTopChangeSizeWithoutMovingTheOffset() {
        let scene = textRowScene(items: 100) { _ in 4 }
        scene.layoutPass()
        #expect(scene.collectionView.contentOffset.y == 0)
        #expect(scene.frame(1)?.minY == rowHeight(lines: 4))
    }
}

/// Scrolls `scene` from its bottom to its top `step` points a frame, checking after every frame that
/// the row at the top of the screen before it moved exactly `step` points down; returns the number
/// of frames.
@MainActor
func scrollUpFromTheBottom<Layout: UICollectionViewLayout>(
    _ scene: CollectionScene<Layout>, step: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
) -> Int {
    /// The first row whose top is on screen, with its distance from the top of the view.
    func topRow() -> (item: Int, screenY: CGFloat)? {
        let offset = scene.collectionView.contentOffset.y
        let rows = scene.collectionView.indexPathsForVisibleItems.compactMap { indexPath -> (Int, CGFloat)? in
            guard let frame = scene.frame(indexPath.item), frame.minY >= offset else { return nil }
            return (indexPath.item, frame.minY - offset)
        }
        return rows.min { $0.1 < $1.1 }
    }
    scene.layoutPass(sourceLocation: sourceLocation)
    scene.scroll(toY: .greatestFiniteMagnitude, sourceLocation: sourceLocation)
    var frames = 0, moved = 0
    while scene.collectionView.contentOffset.y > 0 {
        guard let anchor = topRow() else {
            Issue.record("no row on screen at \(scene.collectionView.contentOffset)", sourceLocation: sourceLocation)
            return frames
        }
        let before = scene.collectionView.contentOffset.y
        scene.collectionView.contentOffset.y = max(0, before - step)
        scene.window.layoutIfNeeded()
        frames += 1
        let scrolled = before - scene.collectionView.contentOffset.y
        let screenY = (scene.frame(anchor.item)?.minY ?? 0) - scene.collectionView.contentOffset.y
        // At the very top the offset is clamped to 0: the rows above were shorter than their
        // estimates and there is nothing left to show above the anchor.
        if scene.collectionView.contentOffset.y > 0, abs(screenY - (anchor.screenY + step)) > 0.001 {
            moved += 1
            Issue.record("frame \(frames): row \(anchor.item) moved from \(anchor.screenY) to \(screenY) after scrolling \(scrolled)",
                         sourceLocation: sourceLocation)
            if moved > 5 { return frames }
        }
    }
    scene.expectConsistent(sourceLocation: sourceLocation)
    return frames
}
