@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Cell prefetching as UIKit documents it: with `isPrefetchingEnabled`, the cells of the next row or
/// two are asked for a frame or two before they show, a few per frame, and not asked again when they
/// show; `willDisplay` and `didEndDisplaying` stay exact.
///
/// The scene is a 200 × 190 view over a 4-column grid of 50-point rows (16 cells on screen, so a
/// frame prepares at most 4 ahead).
@MainActor
struct CellPrefetchingTests {
    /// For each item, the frame in which its cell was asked for and the frame in which it was displayed.
    private struct FrameLog {
        var asked: [IndexPath: [Int]] = [:]
        var displayed: [IndexPath: [Int]] = [:]
        var askedPerFrame: [Int] = []
    }

    private func makeScene(items: Int = 1_000) -> CollectionScene<GridTestLayout> {
        let scene = CollectionScene(items: items)
        scene.delegate.recordsDisplay = true
        scene.layoutPass()
        return scene
    }

    /// Scrolls `dy` a frame for `frames` frames, noting in which frame each cell was asked for and displayed.
    private func scrollLogging(_ scene: CollectionScene<GridTestLayout>, dy: CGFloat, frames: Int) -> FrameLog {
        var log = FrameLog()
        for frame in 0..<frames {
            scene.dataSource.forgetCalls()
            scene.delegate.reset()
            scene.scrollSteadily(dy: dy, frames: 1)
            for indexPath in scene.dataSource.requestedCells { log.asked[indexPath, default: []].append(frame) }
            log.askedPerFrame.append(scene.dataSource.cellRequests)
            for call in scene.delegate.calls(startingWith: "willDisplay ") {
                let parts = call.dropFirst("willDisplay ".count).split(separator: "-").compactMap { Int($0) }
                log.displayed[IndexPath(item: parts[1], section: parts[0]), default: []].append(frame)
            }
        }
        return log
    }

    @Test func theNextRowsCellsAreAskedForBeforeTheyShow() {
        let scene = makeScene()
        let log = scrollLogging(scene, dy: 10, frames: 40)
        // Row 4 touches the bounds in the first frame; from row 5 on, every row comes up while scrolling.
        let shown = log.displayed.keys.filter { $0.item >= 20 }
        #expect(shown.count >= 16)
        for indexPath in shown {
            let asked = log.asked[indexPath]?.first ?? .max
            #expect(asked < log.displayed[indexPath]![0], "item \(indexPath.item) asked in frame \(asked), shown in \(log.displayed[indexPath]!)")
        }
    }

    @Test func aPreparedCellIsNotConfiguredAgainWhenItShows() {
        let scene = makeScene()
        let log = scrollLogging(scene, dy: 10, frames: 40)
        #expect(!log.asked.isEmpty)
        #expect(log.asked.values.allSatisfy { $0.count == 1 }, "each item's cell is asked for once")
    }

    @Test func noFramePreparesMoreThanAQuarterOfAScreenAhead() {
        let scene = makeScene()
        // 150 points a frame: the cell window reaches a whole screen ahead.
        var preparedPerFrame: [Int] = [], budgets: [Int] = []
        for _ in 0..<20 {
            scene.dataSource.forgetCalls()
            scene.scrollSteadily(dy: 150, frames: 1)
            let visible = Set(scene.visiblePaths)
            preparedPerFrame.append(scene.dataSource.requestedCells.filter { !visible.contains($0) }.count)
            budgets.append(visible.count / 4)
        }
        #expect(zip(preparedPerFrame, budgets).allSatisfy { $0 <= $1 }, "prepared \(preparedPerFrame), budgets \(budgets)")
        #expect((preparedPerFrame.max() ?? 0) >= 4, "the window holds more than the budget, so the budget is what stops it")
    }

    @Test func willDisplayAndDidEndDisplayingStayExactWithPreparedCells() {
        let scene = CollectionScene(items: 1_000)
        let recorder = DisplayRecorder()
        scene.collectionView.delegate = recorder
        scene.layoutPass()
        var turnedAwayFrom = 0
        for (dy, frames) in [(10.0, 32), (-15.0, 12), (40.0, 10), (-3.0, 20)] as [(CGFloat, Int)] {
            turnedAwayFrom += scene.collectionView.prefetch.prepared.count
            for _ in 0..<frames {
                scene.scrollSteadily(dy: dy, frames: 1)
                #expect(recorder.displayedItems == Set(scene.visiblePaths))
            }
        }
        #expect(recorder.pairingProblems == [])
        #expect(turnedAwayFrom > 0, "some cells were prepared and never shown")
    }

    @Test func cellsPreparedAheadGoBackToTheReuseQueueWhenTheUserTurnsAway() {
        let scene = makeScene()
        scene.scrollSteadily(dy: 5, frames: 1)
        scene.delegate.reset()
        let preparedBelow = scene.collectionView.prefetch.prepared.values.map { ObjectIdentifier($0.view) }
        #expect(!preparedBelow.isEmpty)
        scene.scrollSteadily(dy: -10, frames: 1)
        let queued = Set(scene.collectionView.reuseQueues.allViews.map(ObjectIdentifier.init))
        #expect(preparedBelow.allSatisfy(queued.contains))
        #expect(scene.delegate.calls(startingWith: "didEndDisplaying ").isEmpty, "a cell never displayed does not end its display")
    }

    @Test func switchingPrefetchingOffAsksForCellsOnlyInTheFrameTheyShow() {
        let scene = makeScene()
        scene.scrollSteadily(dy: 10, frames: 3)
        scene.collectionView.isPrefetchingEnabled = false
        #expect(scene.collectionView.prefetch.prepared.isEmpty)
        let log = scrollLogging(scene, dy: 10, frames: 40)
        #expect(!log.asked.isEmpty)
        for (indexPath, frames) in log.asked {
            #expect(log.displayed[indexPath] == frames, "item \(indexPath.item) asked in \(frames), shown in \(log.displayed[indexPath] ?? [])")
        }
    }
}
