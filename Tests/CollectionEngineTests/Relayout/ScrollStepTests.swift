import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A scroll step costs what it exposes: the layout's answer for a rect a screen larger than the
/// visible one on each side is kept while the layout is valid, and a step inside it asks the layout
/// nothing; views come and go only for the elements that cross the visible rect's edges.
///
/// The grid has 4 columns of 50 × 50 items in a 200 × 190 view, so rows start every 50 points; the
/// offsets are chosen so that no row only touches the visible rect's edge, except where a test says.
@MainActor
struct ScrollStepTests {
    /// A grid of 1,000 items without prefetching (whose strip queries would count too), laid out at the top.
    private func scrolledGrid(invalidatesOnBoundsChange: Bool = false) -> CollectionScene<GridTestLayout> {
        let scene = CollectionScene(items: 1_000)
        scene.layout.invalidatesOnBoundsChange = invalidatesOnBoundsChange
        scene.collectionView.isPrefetchingEnabled = false
        scene.layoutPass()
        return scene
    }

    /// Scrolls to `y` and lays out, without the invariant check (whose own layout query would count).
    private func step(_ scene: CollectionScene<GridTestLayout>, toY y: CGFloat) {
        scene.collectionView.contentOffset.y = y
        scene.collectionView.layoutIfNeeded()
    }

    /// The rects the layout is asked for while `body` scrolls.
    private func queries(_ scene: CollectionScene<GridTestLayout>, during body: () -> Void) -> [CGRect] {
        let asked = scene.layout.rectQueries.count
        body()
        return Array(scene.layout.rectQueries.dropFirst(asked))
    }

    /// The visible rect at offset `y`, or the kept one around it (a screen more above and below).
    private func rect(y: CGFloat, kept: Bool = false) -> CGRect {
        kept ? CGRect(x: 0, y: y - 190, width: 200, height: 3 * 190) : CGRect(x: 0, y: y, width: 200, height: 190)
    }

    @Test func aStepInsideTheKeptRectAsksNothingAndDequeuesOnlyTheRowsThatCameIntoView() {
        let scene = scrolledGrid()
        step(scene, toY: 7)
        scene.dataSource.forgetCalls()
        let asked = queries(scene) {
            step(scene, toY: 23)
            #expect(scene.dataSource.requestedCells == paths(16..<20), "row 4 came into view")
            step(scene, toY: 61)
            #expect(scene.dataSource.requestedCells == paths(16..<24), "then row 5")
        }
        #expect(asked == [])
        #expect(scene.visiblePaths == paths(4..<24))
        scene.expectConsistent()
    }

    @Test func theFirstStepAsksForAScreenMoreOnEachSide() {
        let scene = scrolledGrid()
        #expect(queries(scene) { step(scene, toY: 7) } == [rect(y: 7, kept: true)])
    }

    @Test func aStepBeyondTheKeptRectAsksAgainAroundTheNewBounds() {
        let scene = scrolledGrid()
        for y: CGFloat in [7, 61, 111, 161] { step(scene, toY: y) }
        #expect(queries(scene) { step(scene, toY: 201) } == [rect(y: 201, kept: true)])
        #expect(scene.visiblePaths == paths(16..<32))
        scene.expectConsistent()
    }

    @Test func aJumpOfAThirdOfTheViewOrMoreAsksOnlyForWhatItShows() {
        let scene = scrolledGrid()
        step(scene, toY: 7)
        #expect(queries(scene) { step(scene, toY: 407) } == [rect(y: 407)])
        #expect(scene.visiblePaths == paths(32..<48))
        scene.expectConsistent()
    }

    @Test func anInvalidationBetweenTwoStepsMakesTheNextStepAskForTheVisibleRect() {
        let scene = scrolledGrid()
        step(scene, toY: 7)
        scene.layout.invalidateLayout()
        #expect(queries(scene) { step(scene, toY: 23) } == [rect(y: 23)])
    }

    @Test func aLayoutThatInvalidatesOnBoundsChangesIsAskedForTheVisibleRectEveryStep() {
        let scene = scrolledGrid(invalidatesOnBoundsChange: true)
        let asked = queries(scene) { for y: CGFloat in [7, 23, 61] { step(scene, toY: y) } }
        #expect(asked == [rect(y: 7), rect(y: 23), rect(y: 61)])
    }

    @Test func aStepWhereARowOnlyTouchesTheEdgeLetsTheLayoutDecide() {
        let scene = scrolledGrid()
        step(scene, toY: 7)
        // Row 4 starts at 200, exactly the visible rect's bottom: whether it shows is the layout's call.
        #expect(queries(scene) { step(scene, toY: 10) } == [rect(y: 10)])
        scene.expectConsistent()
    }
}
