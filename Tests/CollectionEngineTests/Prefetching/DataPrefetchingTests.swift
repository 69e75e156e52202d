import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Data prefetching as UIKit documents it: items just beyond the visible area, in the direction of
/// scrolling, nearest first, once per approach; cancelled when the user turns away; nothing new at rest.
///
/// The scene is a 200 × 190 view over a 4-column grid of 50-point rows: rows 0–3 (items 0–15) show
/// at offset 0. A scroll of 10 points a frame is 600 points a second.
@MainActor
struct DataPrefetchingTests {
    private func makeScene(items: Int = 1_000) -> (CollectionScene<GridTestLayout>, RecordingPrefetchDataSource) {
        let scene = CollectionScene(items: items)
        let prefetcher = RecordingPrefetchDataSource()
        scene.collectionView.prefetchDataSource = prefetcher
        scene.layoutPass()
        return (scene, prefetcher)
    }

    @Test func aSteadyScrollDownAsksForTheItemsBelowNearestFirst() {
        let (scene, prefetcher) = makeScene()
        scene.scrollSteadily(dy: 5, frames: 60)
        let asked = prefetcher.prefetched
        #expect(asked.first == path(16), "row 4, the first below the visible rows")
        #expect(asked == asked.sorted(), "rows are asked for in the order the scroll reaches them")
        #expect(asked.count > 16)
    }

    @Test func aSteadyScrollUpAsksForTheRowsAboveNearestFirst() {
        let (scene, prefetcher) = makeScene()
        scene.scroll(toY: 5_000)
        scene.rest(frames: 1)
        prefetcher.forgetCalls()
        scene.scrollSteadily(dy: -10, frames: 30)
        let rows = prefetcher.prefetched.map { $0.item / 4 }
        // The first frame up brings row 99 into sight: row 98 is the first above it.
        #expect(rows.first == 98)
        #expect(rows == rows.sorted(by: >))
    }

    @Test func itemsOnScreenAreNeverAskedFor() {
        let (scene, prefetcher) = makeScene()
        scene.scrollSteadily(dy: 10, frames: 20)
        scene.scrollSteadily(dy: -7, frames: 20)
        scene.scrollSteadily(dy: 23, frames: 20)
        #expect(!prefetcher.prefetched.isEmpty)
        #expect(prefetcher.askedWhileVisible == [])
    }

    @Test func anItemIsAskedForOnceWhileTheScrollKeepsApproachingIt() {
        let (scene, prefetcher) = makeScene()
        // Fast, slowing down, pausing, then going on slowly: the window shrinks and grows again.
        scene.scrollSteadily(dy: 30, frames: 10)
        scene.scrollSteadily(dy: 4, frames: 10)
        scene.rest(frames: 3)
        scene.scrollSteadily(dy: 12, frames: 20)
        let asked = prefetcher.prefetched
        #expect(Set(asked).count == asked.count)
        #expect(prefetcher.cancelled == [])
    }

    @Test func turningAroundCancelsTheItemsLeftAheadThatNeverShowed() {
        let (scene, prefetcher) = makeScene()
        scene.scrollSteadily(dy: 10, frames: 10)
        let askedGoingDown = Set(prefetcher.prefetched)
        let lastVisibleRow = scene.visiblePaths.map(\.item).max()! / 4
        scene.scrollSteadily(dy: -10, frames: 2)
        let cancelled = prefetcher.cancelled
        #expect(!cancelled.isEmpty)
        #expect(Set(cancelled).isSubset(of: askedGoingDown))
        #expect(cancelled.allSatisfy { $0.item / 4 > lastVisibleRow }, "only items below the visible area are cancelled")
        #expect(cancelled == cancelled.sorted())
        #expect(prefetcher.outstanding.allSatisfy { $0.item / 4 <= lastVisibleRow }, "nothing below is left outstanding")
    }

    @Test func approachingAgainAfterATurnAsksAgain() {
        let (scene, prefetcher) = makeScene()
        scene.scroll(toY: 1_000)
        scene.rest(frames: 1)
        scene.scrollSteadily(dy: 10, frames: 5)
        let firstApproach = Set(prefetcher.prefetched)
        scene.scrollSteadily(dy: -10, frames: 5)
        prefetcher.forgetCalls()
        scene.scrollSteadily(dy: 10, frames: 5)
        #expect(!Set(prefetcher.prefetched).intersection(firstApproach).isEmpty)
    }

    @Test func atRestNothingNewIsAskedOrCancelled() {
        let (scene, prefetcher) = makeScene()
        scene.scrollSteadily(dy: 10, frames: 10)
        scene.rest(frames: 1)
        prefetcher.forgetCalls()
        scene.rest(frames: 30)
        #expect(prefetcher.calls == [])
    }

    @Test func howFarAheadFollowsTheSpeedWithinTwoScreens() {
        func farthestRowAsked(dy: CGFloat) -> Int {
            let (scene, prefetcher) = makeScene()
            scene.scroll(toY: 2_000)
            scene.rest(frames: 1)
            prefetcher.forgetCalls()
            scene.scrollSteadily(dy: dy, frames: 1)
            let edgeRow = Int((scene.collectionView.bounds.maxY / 50).rounded(.down))
            return (prefetcher.prefetched.map { $0.item / 4 }.max() ?? edgeRow) - edgeRow
        }
        let slow = farthestRowAsked(dy: 2), medium = farthestRowAsked(dy: 10), fast = farthestRowAsked(dy: 400)
        #expect(slow < medium)
        #expect(medium < fast)
        // Two screens of 190 points are 7.6 rows of 50.
        #expect(fast <= 8)
    }

    @Test func switchingPrefetchingOffCancelsWhatIsOutstandingAndAsksNothingMore() {
        let (scene, prefetcher) = makeScene()
        scene.scrollSteadily(dy: 10, frames: 5)
        let outstanding = prefetcher.outstanding
        #expect(!outstanding.isEmpty)
        prefetcher.forgetCalls()
        scene.collectionView.isPrefetchingEnabled = false
        #expect(prefetcher.calls == [.cancel(outstanding.sorted())])
        prefetcher.forgetCalls()
        scene.scrollSteadily(dy: 10, frames: 30)
        scene.scrollSteadily(dy: -10, frames: 10)
        #expect(prefetcher.calls == [])
    }

    @Test func withoutAPrefetchDataSourceNothingIsAskedButCellsAreStillPrepared() {
        let scene = CollectionScene(items: 1_000)
        scene.layoutPass()
        scene.dataSource.forgetCalls()
        scene.scrollSteadily(dy: 10, frames: 4)
        let visible = Set(scene.visiblePaths)
        #expect(scene.dataSource.requestedCells.contains { !visible.contains($0) })
    }

    @Test func afterReloadDataOutstandingRequestsAreDroppedWithoutACancel() {
        let (scene, prefetcher) = makeScene()
        scene.scrollSteadily(dy: 10, frames: 5)
        prefetcher.forgetCalls()
        scene.dataSource.model = ReferenceModel([Array(5_000..<5_500)])
        scene.collectionView.reloadData()
        scene.rest(frames: 1)
        scene.scrollSteadily(dy: -10, frames: 3)
        #expect(prefetcher.cancelled == [])
    }
}
