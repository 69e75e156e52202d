import CollectionEngine
import Foundation
import XHost

/// `--scroll-through S`: the photo benchmark. Waits for the first screen of thumbnails, scrolls the
/// whole folder at a steady S screens a second on the window's clock, waits for the last screen, and
/// prints one line:
///
/// `bench photos=N firstScreenSeconds=… placeholderFraction=… standInFraction=… frameMsMedian=… frameMsP95=… rssFirstMB=… rssEndMB=…
///  decoded=… thumbnailCacheHits=… failed=… frames=…`
///
/// - firstScreenSeconds: from the process's start until every visible cell has its photo (or broken card);
///   firstScreenPaintedSeconds: until their fade-ins have ended too;
/// - placeholderFraction: of all (visible cell, frame) pairs while scrolling, the share showing the placeholder colour;
///   standInFraction: the share showing the camera's embedded thumbnail while the photo decodes;
/// - frameMs: main-thread time per frame (preparing and drawing it, plus taking in finished loads since the last);
///   frameCpuMs: the main thread's CPU time from one frame's end to the next's (the same work, less the time
///   other processes held the cores, plus any idle-loop work);
/// - rss: the demo's resident memory after the first screen and after the last (not the X server's);
/// - photosShownPerSecond: the different photos that were on screen while scrolling, per second of
///   scrolling: how many new pictures a second the scroll asks for.
@MainActor
final class ScrollBenchmark {
    private enum Phase {
        case firstScreen
        /// Every visible photo is in; their fade-ins are running.
        case fadingIn
        case scrolling(start: TimeInterval, from: CGFloat)
        case lastScreen(since: TimeInterval)
        case done
    }

    private let controller: PhotoGalleryController
    private let host: X11Host
    private let screensPerSecond: Double
    private let launched: TimeInterval
    private var phase = Phase.firstScreen
    private var frameStart: TimeInterval = 0
    private var frameStartCPU: TimeInterval = 0
    private var cpuAtLastFrame: TimeInterval = 0
    private var frameCPUMilliseconds: [Double] = []
    private var loaderTimeAtLastFrame: TimeInterval = 0
    private var frameMilliseconds: [Double] = []
    private var cellFrames = 0
    private var placeholderCellFrames = 0
    private var standInCellFrames = 0
    private var shownWhileScrolling: Set<IndexPath> = []
    private var scrollingSeconds: Double = 0
    private var firstScreenSeconds: Double = 0
    private var firstScreenPaintedSeconds: Double = 0
    private var rssFirst = 0

    init(controller: PhotoGalleryController, host: X11Host, screensPerSecond: Double, launched: TimeInterval) {
        self.controller = controller
        self.host = host
        self.screensPerSecond = screensPerSecond
        self.launched = launched
        host.beforeFrame = { [unowned self] in frameBegins() }
    }

    private var collectionView: UICollectionView { controller.view.collectionView }
    private var now: TimeInterval { ProcessInfo.processInfo.systemUptime }
    private var bottom: CGFloat { max(0, collectionView.contentSize.height - collectionView.bounds.height) }

    /// The main thread's CPU time: unlike wall time, it does not count the time other processes had the cores.
    private var cpuNow: TimeInterval {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
    }

    private func frameBegins() {
        frameStart = now
        frameStartCPU = cpuNow
        guard case let .scrolling(start, from) = phase, let clock = collectionView.window?.frameDriver.now else { return }
        let offset = min(bottom, from + CGFloat((clock - start) * screensPerSecond) * collectionView.bounds.height)
        collectionView.contentOffset = CGPoint(x: collectionView.contentOffset.x, y: offset)
    }

    /// The host calls this after every frame it shows.
    func frameEnded() {
        let loaderTime = controller.loader.statistics.mainThreadSeconds
        let work = now - frameStart + (loaderTime - loaderTimeAtLastFrame)
        loaderTimeAtLastFrame = loaderTime
        // The frame's own CPU, plus what the main thread spent since the last frame (taking loads in).
        let cpu = cpuNow
        let workCPU = cpu - max(cpuAtLastFrame, 0)
        cpuAtLastFrame = cpu
        switch phase {
        case .firstScreen:
            guard controller.scan.library != nil, !collectionView.visibleCells.isEmpty, controller.waitingCells == 0 else { return }
            firstScreenSeconds = now - launched
            phase = .fadingIn
            collectionView.setNeedsLayout()  // the frame that finds the fades ended must come even if it is the last
        case .fadingIn:
            // The screen as a peer's is timed: painted, once no fade-in is left running.
            collectionView.setNeedsLayout()
            guard let driver = collectionView.window?.frameDriver, !driver.isAnimating else { return }
            firstScreenPaintedSeconds = now - launched
            rssFirst = ScrollBenchmark.residentBytes()
            phase = .scrolling(start: collectionView.window?.frameDriver.now ?? 0, from: collectionView.contentOffset.y)
            collectionView.setNeedsLayout()
        case let .scrolling(start, _):
            frameMilliseconds.append(work * 1000)
            frameCPUMilliseconds.append(workCPU * 1000)
            cellFrames += collectionView.visibleCells.count
            placeholderCellFrames += controller.placeholderCells
            standInCellFrames += controller.visibleCells(in: .image(isFinal: false))
            shownWhileScrolling.formUnion(collectionView.indexPathsForVisibleItems)
            if collectionView.contentOffset.y >= bottom {
                scrollingSeconds = (collectionView.window?.frameDriver.now).map { $0 - start } ?? 0
                phase = .lastScreen(since: now)
            }
            // Keep frames coming (the scroll is driven by the clock, not input), including the one
            // that ends the run: with every photo loaded, nothing else would ask for it.
            collectionView.setNeedsLayout()
        case let .lastScreen(since):
            _ = controller.finishVisibleLoads(host: host, timeout: max(0, 10 - (now - since)))
            report()
            phase = .done
            exit(0)
        case .done:
            break
        }
    }

    private func report() {
        func percentile(_ p: Double, of values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
        }
        let stats = controller.loader.statistics
        let cellFrames = self.cellFrames
        let share = { (count: Int) in String(format: "%.4f", cellFrames > 0 ? Double(count) / Double(cellFrames) : 0) }
        let megabytes = { (bytes: Int) in String(format: "%.1f", Double(bytes) / 1_048_576) }
        let rssEnd = ScrollBenchmark.residentBytes()
        DebugChannel.say("bench photos=\(controller.library.count) firstScreenSeconds=\(String(format: "%.3f", firstScreenSeconds))"
            + " firstScreenPaintedSeconds=\(String(format: "%.3f", firstScreenPaintedSeconds))"
            + " placeholderFraction=\(share(placeholderCellFrames)) standInFraction=\(share(standInCellFrames))"
            + " frameMsMedian=\(String(format: "%.2f", percentile(0.5, of: frameMilliseconds))) frameMsP95=\(String(format: "%.2f", percentile(0.95, of: frameMilliseconds)))"
            + " frameCpuMsP95=\(String(format: "%.2f", percentile(0.95, of: frameCPUMilliseconds)))"
            + " rssFirstMB=\(megabytes(rssFirst)) rssEndMB=\(megabytes(rssEnd))"
            + " scanSeconds=\(String(format: "%.3f", controller.scan.seconds ?? -1))"
            + " photosShownPerSecond=\(String(format: "%.1f", scrollingSeconds > 0 ? Double(shownWhileScrolling.count) / scrollingSeconds : 0))"
            + " decoded=\(stats.decoded) thumbnailCacheHits=\(stats.fromThumbnailCache) embeddedThumbnails=\(stats.fromEmbeddedThumbnail) previews=\(stats.previews) failed=\(stats.failed) frames=\(frameMilliseconds.count)")
    }

    /// Seconds since this process started: /proc/uptime less /proc/self/stat's start time (field 22,
    /// clock ticks after boot); 0 when they cannot be read.
    static func processAge() -> TimeInterval {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
              let now = uptime.split(separator: " ").first.flatMap({ Double($0) }) else { return 0 }
        // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
        let fields = stat[(stat.lastIndex(of: ")").map { stat.index(after: $0) } ?? stat.startIndex)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return 0 }
        return max(0, now - ticks / Double(sysconf(Int32(_SC_CLK_TCK))))
    }

    /// Resident memory of this process, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
