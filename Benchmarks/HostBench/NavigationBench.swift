import CollectionEngine
import Foundation
import XHost

/// Frame times while a navigation controller pushes and pops a page, each page a collection view of
/// ~500 small cards at 1920×1080, back and forth until at least `minimumFrames` frames were drawn
/// (UIKit's slide: the new page over the old, which moves a third of the way, and the bar's
/// cross-fade). Each frame goes through the host and is timed until the X server has it (XSync), on
/// the system clock. Prints the median, the 95th percentile, the slowest frame and how many missed
/// 60 Hz, beside the same figures for frames of the same screen with nothing moving (each view's
/// content cached, the whole window composited), so the slide's cost reads as a ratio.
@MainActor
func measureNavigation(display: String, minimumFrames: Int = 600) throws {
    let host = try X11Host(title: "HostBench", size: CGSize(width: screen.width, height: screen.height), displayName: display)
    let window = UIWindow(frame: .zero)
    let source = BenchDataSource(count: 2000, images: benchImages())
    func page(_ itemSize: CGSize, title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: benchGrid(itemSize: itemSize))
        collectionView.backgroundColor = UIColor(rgb: 0xECF1FA)
        collectionView.register(BenchCardCell.self, forCellWithReuseIdentifier: BenchCardCell.reuseIdentifier)
        collectionView.dataSource = source
        controller.view = collectionView
        controller.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .add), UIBarButtonItem(systemItem: .trash)]
        return controller
    }
    let navigation = UINavigationController(rootViewController: page(CGSize(width: 64, height: 52), title: "Gallery"))
    window.rootViewController = navigation
    host.showForBenchmark(window)
    host.drawFrame()
    host.sync()
    let detail = page(CGSize(width: 52, height: 64), title: "Detail")

    // The baseline: the screen redrawn with nothing moving (a full composite of cached content).
    var still: [Double] = []
    for _ in 0..<60 {
        window.setNeedsDisplay()
        still.append(milliseconds {
            host.drawFrame()
            host.sync()
        })
    }

    var frameTimes: [Double] = []
    var moves = 0
    while frameTimes.count < minimumFrames || moves % 2 == 1 {
        if moves % 2 == 0 { navigation.pushViewController(detail, animated: true) } else { navigation.popViewController(animated: true) }
        moves += 1
        repeat {
            frameTimes.append(milliseconds {
                host.drawFrame()
                host.sync()
            })
        } while window.frameDriver.isAnimating
    }
    let sorted = frameTimes.sorted(), budget = 1000.0 / 60
    let over = frameTimes.filter { $0 > budget }.count
    let p50 = sorted[sorted.count / 2], baseline = max(0.001, median(still))
    print(String(format: "host: push/pop frames: %d, p50 %.1f ms (%.1f× a still frame's %.1f ms), p95 %.1f ms, max %.1f ms, over 16.7 ms %d (%.1f %%)",
                 frameTimes.count, p50, p50 / baseline, baseline, sorted[min(sorted.count - 1, sorted.count * 95 / 100)],
                 sorted.last ?? 0, over, Double(over) * 100 / Double(max(1, frameTimes.count))))
    print("      (\(moves) pushes and pops of a second ~500-card page, 1920×1080)")
}
