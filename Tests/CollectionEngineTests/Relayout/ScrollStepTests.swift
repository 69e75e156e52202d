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

    @Test func aStepInsideTheKeptRectAsksNothingAndDequeuesOnlyTheRowsThatCameIntoView() {
        let scene = scrolledGrid()
        step(scene, toY: 7)
        let asked = scene.layout.rectQueries.count
        scene.dataSource.forgetCalls()
        step(scene, toY: 23)
        #expect(scene.dataSource.requestedCells == paths(16..<20), "row 4 came into view")
        step(scene, toY: 61)
        #expect(scene.dataSource.requestedCells == paths(16..<24), "then row 5")
        #expect(scene.layout.rectQueries.count == asked)
        #expect(scene.visiblePaths == paths(4..<24))
        scene.expectConsistent()
    }

    @Test func theFirstStepAsksForAScreenMoreOnEachSide() {
        let scene = scrolledGrid()
        step(scene, toY: 7)
        #expect(scene.layout.rectQueries.last == CGRect(x: 0, y: 7 - 190, width: 200, height: 3 * 190))
    }

    @Test func aStepBeyondTheKeptRectAsksAgainAroundTheNewBounds() {
        let scene = scrolledGrid()
        for y: CGFloat in [7, 61, 111, 161] { step(scene, toY: y) }
        let asked = scene.layout.rectQueries.count
        step(scene, toY: 201)
        #expect(Array(scene.layout.rectQueries.dropFirst(asked)) == [CGRect(x: 0, y: 201 - 190, width: 200, height: 3 * 190)])
        #expect(scene.visiblePaths == paths(16..<32))
        scene.expectConsistent()
    }

    @Test func aJumpOfAThirdOfTheViewOrMoreAsksOnlyForWhatItShows() {
        let scene = scrolledGrid()
        step(scene, toY: 7)
        let asked = scene.layout.rectQueries.count
        step(scene, toY: 407)
        #expect(Array(scene.layout.rectQueries.dropFirst(asked)) == [CGRect(x: 0, y: 407, width: 200, height: 190)])
        #expect(scene.visiblePaths == paths(32..<48))
        scene.expectConsistent()
    }

    @Test func anInvalidationBetweenTwoStepsMakesTheNextStepAskForTheVisibleRect() {
        let scene = scrolledGrid()
        step(scene, toY: 7)
        let asked = scene.layout.rectQueries.count
        scene.layout.invalidateLayout()
        step(scene, toY: 23)
        #expect(Array(scene.layout.rectQueries.dropFirst(asked)) == [CGRect(x: 0, y: 23, width: 200, height: 190)])
    }

    @Test func aLayoutThatInvalidatesOnBoundsChangesIsAskedForTheVisibleRectEveryStep() {
        let scene = scrolledGrid(invalidatesOnBoundsChange: true)
        let asked = scene.layout.rectQueries.count
        for y: CGFloat in [7, 23, 61] { step(scene, toY: y) }
        #expect(Array(scene.layout.rectQueries.dropFirst(asked)) == [7, 23, 61].map { CGRect(x: 0, y: $0, width: 200, height: 190) })
    }

    @Test func aStepWhereARowOnlyTouchesTheEdgeLetsTheLayoutDecide() {
        let scene = scrolledGrid()
        step(scene, toY: 7)
        let asked = scene.layout.rectQueries.count
        // Row 4 starts at 200, exactly the visible rect's bottom: whether it shows is the layout's call.
        step(scene, toY: 10)
        #expect(Array(scene.layout.rectQueries.dropFirst(asked)) == [CGRect(x: 0, y: 10, width: 200, height: 190)])
        scene.expectConsistent()
    }
}
