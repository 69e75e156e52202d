import CollectionEngine
import Foundation

/// Prefetching figures for issue 11: the cost of one scroll frame with prefetching (data and cells)
/// against the same frame without it, for 1,000 and 16,777,216 items in one section.
///
/// The view is 800×600 over a flow layout of 100×100 items; each frame moves the clock 1/60 s and the
/// content 30 points (three screens a second), turning at the ends, then lays out. A frame's cost is
/// its layout pass: discarding and showing cells, and, with prefetching, asking the layout about the
/// strip ahead, telling the prefetch data source, and configuring cells ahead within the frame's
/// budget. Medians and 95th percentiles of per-frame times; "most cells" is the largest number of
/// `cellForItemAt` calls any one frame made.
///
/// Ratios: with ÷ without prefetching at the same size (what prefetching costs per frame), and each
/// figure ÷ the same figure at 1,000 items (cost that follows what is visible stays near 1×).
@MainActor
struct PrefetchBench {
    let quick: Bool
    let viewSize = CGSize(width: 800, height: 600)

    struct Figures {
        var median: Double
        var p95: Double
        var mostCellsInAFrame: Int
        var prefetched: Int
    }

    func run() {
        let counts = [1_000, 16_777_216]
        let frames = quick ? 300 : 1_200
        print("Prefetching: \(Int(viewSize.width))×\(Int(viewSize.height)) view, 100×100 items, 30 points a frame, \(frames) frames (release build)")
        print(pad("items", 12) + pad("prefetching", 13) + pad("frame median", 14) + pad("p95", 11) + pad("with/without", 14)
              + pad("×1k", 8) + pad("most cells", 12) + "items prefetched")
        var baseline: [Bool: Figures] = [:]
        for count in counts {
            var without: Figures?
            for enabled in [false, true] {
                let figures = measure(items: count, prefetching: enabled, frames: frames)
                let base = baseline[enabled] ?? figures
                baseline[enabled] = base
                if !enabled { without = figures }
                let versus = without.map { ratio(figures.median, $0.median) } ?? "1.00×"
                print(pad(formatCount(count), 12) + pad(enabled ? "on" : "off", 13)
                      + pad(formatTime(figures.median), 14) + pad(formatTime(figures.p95), 11) + pad(versus, 14)
                      + pad(ratio(figures.median, base.median), 8) + pad("\(figures.mostCellsInAFrame)", 12)
                      + formatCount(figures.prefetched))
            }
        }
    }

    private func measure(items: Int, prefetching: Bool, frames: Int) -> Figures {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewSize), collectionViewLayout: layout)
        let clock = BenchClock()
        collectionView.frameDriver = FrameDriver(clock: clock)
        let dataSource = BenchDataSource(counts: [items])
        let prefetcher = BenchPrefetcher()
        collectionView.register(BenchCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        collectionView.prefetchDataSource = prefetcher
        collectionView.isPrefetchingEnabled = prefetching
        collectionView.layoutIfNeeded()
        let end = collectionView.contentSize.height - viewSize.height
        // The middle of a large section, so that it is not the start of the content being measured.
        var offset = items > 1_000 ? (end / 2).rounded() : 0
        var step: CGFloat = 30
        collectionView.contentOffset = CGPoint(x: 0, y: offset)
        collectionView.layoutIfNeeded()

        var samples: [Double] = []
        var mostCells = 0
        let wall = ContinuousClock()
        for _ in 0..<frames {
            if offset + step > end || offset + step < 0 { step = -step }
            offset += step
            clock.now += 1.0 / 60
            dataSource.cellsConfigured = 0
            let before = wall.now
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            collectionView.layoutIfNeeded()
            let elapsed = wall.now - before
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            mostCells = max(mostCells, dataSource.cellsConfigured)
        }
        samples.sort()
        withExtendedLifetime((dataSource, prefetcher)) {}
        return Figures(
            median: samples[samples.count / 2], p95: samples[samples.count * 95 / 100],
            mostCellsInAFrame: mostCells, prefetched: prefetcher.asked)
    }
}

/// A prefetch data source that keeps the set of items it is loading, as a real one keeps its tasks.
@MainActor
final class BenchPrefetcher: NSObject, UICollectionViewDataSourcePrefetching {
    private var loading: Set<IndexPath> = []
    private(set) var asked = 0

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        asked += indexPaths.count
        loading.formUnion(indexPaths)
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        loading.subtract(indexPaths)
    }
}
