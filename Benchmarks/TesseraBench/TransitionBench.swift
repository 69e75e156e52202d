import CollectionEngine
import Foundation

/// Layout-switch figures for issue 5, engine side: the time per frame of an animated switch between a
/// 500-cell grid and a list and back, stepping the engine as the host does (clock, `FrameDriver.step`,
/// `layoutIfNeeded`, then reading every view's presentation as the renderer does), as a ratio to the
/// 16.7 ms budget of a 60 Hz frame. The host benchmark adds the drawing.
@MainActor
struct TransitionBench {
    let quick: Bool

    func run() {
        let clock = BenchClock()
        let driver = FrameDriver(clock: clock)
        let grid = UICollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 38, height: 38)
        grid.minimumInteritemSpacing = 2
        grid.minimumLineSpacing = 2
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 980, height: 38)
        list.minimumLineSpacing = 2
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 1000, height: 800), collectionViewLayout: grid)
        collectionView.frameDriver = driver
        let dataSource = BenchDataSource(counts: [10_000])
        collectionView.register(BenchCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let visible = collectionView.visibleCells.count

        var frameTimes: [Double] = []
        let clockSource = ContinuousClock()
        for round in 0..<(quick ? 2 : 6) {
            collectionView.setCollectionViewLayout(round % 2 == 0 ? list : grid, animated: true)
            repeat {
                let started = clockSource.now
                clock.now += 1.0 / 60
                driver.step()
                collectionView.layoutIfNeeded()
                var checksum: CGFloat = 0
                for view in collectionView.subviews { checksum += view.presentation.frame.minX + view.presentation.alpha }
                let elapsed = clockSource.now - started
                frameTimes.append(Double(elapsed.components.attoseconds) * 1e-18 + Double(elapsed.components.seconds))
                if checksum.isNaN { print("") }
            } while driver.isAnimating
        }
        if CommandLine.arguments.contains("--verbose") { print(frameTimes.enumerated().sorted { $0.element > $1.element }.prefix(5).map { "\($0.offset): \(formatTime($0.element))" }) }
        frameTimes.sort()
        let budget = 1.0 / 60
        let median = frameTimes[frameTimes.count / 2], worst = frameTimes.last ?? 0
        print("Animated layout switch, grid ↔ list, \(visible) cells visible in the grid (engine per frame, release build)")
        print("frames: \(frameTimes.count)  median \(formatTime(median)) (\(String(format: "%.3f", median / budget))× budget)"
              + "  worst \(formatTime(worst)) (\(String(format: "%.3f", worst / budget))× budget)"
              + "  engine-bound rate \(String(format: "%.0f", 1 / median)) fps")
        withExtendedLifetime(dataSource) {}
    }
}
