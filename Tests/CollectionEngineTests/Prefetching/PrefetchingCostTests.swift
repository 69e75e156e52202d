import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Prefetching costs what is visible: the layout is asked about the strip beyond the visible area
/// only, so scrolling the start of a 16.7-million-item section asks it exactly what scrolling the
/// start of a thousand-item one does.
@MainActor
struct PrefetchingCostTests {
    /// A flow layout that counts the rect queries it answers and the elements it returns.
    final class CountingFlowLayout: UICollectionViewFlowLayout {
        private(set) var rectQueries = 0
        private(set) var elementsReturned = 0
        private(set) var itemQueries = 0

        func resetCounts() { (rectQueries, elementsReturned, itemQueries) = (0, 0, 0) }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let answer = super.layoutAttributesForElements(in: rect)
            rectQueries += 1
            elementsReturned += answer?.count ?? 0
            return answer
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            itemQueries += 1
            return super.layoutAttributesForItem(at: indexPath)
        }
    }

    struct Cost: Equatable {
        var rectQueries: Int
        var elementsReturned: Int
        var itemQueries: Int
        var prefetched: Int
        var cancelled: Int
    }

    /// Scrolls down, turns and scrolls up through the start of a section of `items`, prefetching.
    private func costOfScrolling(items: Int) -> Cost {
        let layout = CountingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let scene = CollectionScene(
            layout: layout, model: ReferenceModel(counts: [items]), frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let prefetcher = RecordingPrefetchDataSource()
        scene.collectionView.prefetchDataSource = prefetcher
        scene.layoutPass()
        layout.resetCounts()
        scene.scrollSteadily(dy: 30, frames: 40)
        scene.scrollSteadily(dy: -20, frames: 20)
        return Cost(
            rectQueries: layout.rectQueries, elementsReturned: layout.elementsReturned, itemQueries: layout.itemQueries,
            prefetched: prefetcher.prefetched.count, cancelled: prefetcher.cancelled.count)
    }

    @Test func scrollingSixteenMillionItemsAsksTheLayoutWhatAThousandDo() {
        let thousand = costOfScrolling(items: 1_000)
        let sixteenMillion = costOfScrolling(items: 16_777_216)
        #expect(thousand.prefetched > 0 && thousand.cancelled > 0, "the scroll prefetches and cancels")
        #expect(sixteenMillion == thousand)
    }

    @Test func aScrollFramesLayoutQueriesReturnAboutAScreenOfElements() {
        let cost = costOfScrolling(items: 16_777_216)
        // 60 frames; each lays out the visible 8 × 7 items, checks invariants over them, and prefetches
        // from strips that add up to less than the screen they run ahead of.
        let perFrame = Double(cost.elementsReturned) / 60
        #expect(perFrame < 3 * 56, "\(perFrame) elements returned per frame")
    }
}
