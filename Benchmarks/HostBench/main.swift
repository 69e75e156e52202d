// HostBench: what the X11 host costs, as ratios measured in one run on a private Xvfb.
//
// 1. A full repaint of ~500 visible cards (rounded, clipped, picture + title): warm (each card's
//    content cached), while scrolling (every card moves, content cached, as in an animation frame)
//    and cold (every view's content drawn afresh), each as a multiple of one XCopyArea of the back
//    buffer, the cost every frame ends with.
// 2. An animated layout switch of a collection view with ~500 visible cards (LayoutSwitchBench.swift):
//    median and 95th-percentile frame times over at least 600 frames, and how many missed 60 Hz.
// 3. 200 wheel clicks over the 16.7M-item gallery: the demo's and the X server's CPU (WheelScrollBench.swift).
// 4. The CPU the demo uses over 5 s of idle, from /proc/<pid>/stat: the event loop should sleep in
//    poll() and use none.
// 5. How soon the demo ends once its X server is killed, against xev (ServerLossBench.swift).
// 6. What the demo holds on the X server through a storm of layout switches and resizes (ServerMemoryBench.swift).
// 7. Touchpad flicks decelerating over the 16.7M-item gallery and the photo grid at 1080p: frame
//    times, where the slow frames' time went (the demo's parts of a frame, and the X server's and the
//    demo's time on a core and waiting for one), and the CPU at rest afterwards (DecelerationBench.swift).
// 8. Typing in the search field: key press to pixels, and idle CPU once no field has the keys (TextInputBench.swift);
//    typing a query over 1,000,000 items: key to glyph and to filtered cards (SearchFilterBench.swift).
// 9. `HostBench photos [COUNT] [no-gthumb|gthumb-only|thumbnails-only|warm-cache FOLDER]`: the photo gallery (PhotoBench.swift), through scripts/bench-photos.
//    `HostBench photos-mixed [COUNT] [no-gthumb]`: the same on HEIC/WebP/AVIF/JPEG (MixedPhotoBench.swift), `scripts/bench-photos --mixed`.
// 10. A navigation controller pushing and popping a ~500-card page (NavigationBench.swift): frame
//    times against a still frame's.
// 11. Wrapping multi-line labels by UAX #14 with shaped widths, against spaces-only wrapping that
//    shapes every candidate line (WrappingBench.swift).
// Run through scripts/bench-host (release build).

import CollectionEngine
import Foundation
import HostTestSupport
import XHost

let screen = (width: 1920, height: 1080)
let frames = 120

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func milliseconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15
}

/// A grid of gallery-like cards filling the window.
@MainActor
func makeCards(in container: UIView, count: Int) -> Int {
    let width: CGFloat = 64, height: CGFloat = 52, gap: CGFloat = 6
    let columns = Int((CGFloat(screen.width) - gap) / (width + gap))
    let images = benchImages()
    var made = 0
    for index in 0..<count {
        let frame = CGRect(x: gap + CGFloat(index % columns) * (width + gap), y: gap + CGFloat(index / columns) * (height + gap),
                           width: width, height: height)
        guard frame.maxY <= CGFloat(screen.height) else { break }
        let card = UIView(frame: frame)
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.clipsToBounds = true
        let picture = UIImageView(frame: CGRect(x: 0, y: 0, width: width, height: height - 18))
        picture.contentMode = .scaleAspectFill
        picture.image = images.isEmpty ? nil : images[index % images.count]
        let title = UILabel(frame: CGRect(x: 4, y: height - 17, width: width - 8, height: 16))
        title.font = .systemFont(ofSize: 10, weight: .semibold)
        title.text = "Card \(index + 1)"
        card.addSubview(picture)
        card.addSubview(title)
        container.addSubview(card)
        made += 1
    }
    return made
}

@MainActor
func measureRepaint(display: String) throws {
    let host = try X11Host(title: "HostBench", size: CGSize(width: screen.width, height: screen.height), displayName: display)
    let window = UIWindow(frame: .zero)
    window.backgroundColor = UIColor(rgb: 0xECF1FA)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: screen.width, height: screen.height))
    scrollView.contentSize = CGSize(width: screen.width, height: screen.height * 2)
    window.addSubview(scrollView)
    let cards = makeCards(in: scrollView, count: 500)
    host.showForBenchmark(window)
    host.drawFrame()
    host.sync()

    var copy: [Double] = [], warm: [Double] = [], scroll: [Double] = [], copied: [Double] = [], redrawn: [Double] = [], cold: [Double] = []
    for frame in 0..<frames {
        copy.append(milliseconds { host.presentOnly(); host.sync() })
        host.repaintWholeWindowNextFrame()
        warm.append(milliseconds { host.drawFrame(); host.sync() })
        scrollView.contentOffset = CGPoint(x: 0, y: frame % 2 == 0 ? 1 : 0)
        host.repaintWholeWindowNextFrame()
        scroll.append(milliseconds { host.drawFrame(); host.sync() })
        scrollView.contentOffset = CGPoint(x: 0, y: frame % 2 == 0 ? 41 : 40)
        copied.append(milliseconds { host.drawFrame(); host.sync() })
        redrawn.append(host.lastFrameRedrawnFraction)
        host.discardRenderedContent()
        cold.append(milliseconds { host.drawFrame(); host.sync() })
    }
    let base = median(copy)
    print(String(format: "host: one XCopyArea of the %dx%d back buffer: %.3f ms (median of %d)", screen.width, screen.height, base, frames))
    print(String(format: "host: full repaint, %d cards, content cached:  %.2f ms = %.1fx one copy", cards, median(warm), median(warm) / base))
    print(String(format: "host: scroll frame, %d cards moved, content cached, full repaint: %.2f ms = %.1fx one copy", cards, median(scroll), median(scroll) / base))
    print(String(format: "host: scroll frame, 40 px step, what stays on screen copied: %.2f ms = %.1fx one copy (%.0f %% of pixels composited)",
                 median(copied), median(copied) / base, median(redrawn) * 100))
    print(String(format: "host: full repaint, %d cards, content redrawn: %.2f ms = %.1fx one copy", cards, median(cold), median(cold) / base))
}

/// utime + stime of a process, in clock ticks.
func cpuTicks(of pid: Int32) -> Int? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return nil }
    // Fields after the command name; utime and stime are fields 14 and 15 of the whole line.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
    return user + system
}

func measureIdle(display: String) throws {
    let demo = try DemoProcess(executable: DemoProcess.builtProduct("CollectionDemo"), arguments: [], display: display)
    defer { demo.terminate() }
    guard demo.waitForLine(startingWith: "ready", timeout: 30) != nil else {
        print("host: idle CPU: the demo did not start: \(demo.errorText)")
        return
    }
    Thread.sleep(forTimeInterval: 0.5)
    guard let start = cpuTicks(of: demo.processIdentifier) else { return }
    Thread.sleep(forTimeInterval: 5)
    guard let end = cpuTicks(of: demo.processIdentifier) else { return }
    let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
    print(String(format: "host: demo CPU over 5 s idle: %d ticks = %.3f s (should be 0)", end - start, Double(end - start) / hertz))
}

if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "photos-mixed" {
    do {
        let count = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 2000 : 2000
        try MixedPhotoBench.run(count: count, gThumb: !CommandLine.arguments.contains("no-gthumb"))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("HostBench: \(error)\n".utf8))
        exit(1)
    }
}

if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "photos" {
    do {
        let count = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 1000 : 1000
        let mode = CommandLine.arguments.count > 3 ? CommandLine.arguments[3] : ""
        if mode == "gthumb-only" {
            _ = try GThumbBench.run(folder: PhotoBench.makeFolder(count: count, embeddedThumbnails: false), count: count,
                                firstScreen: PhotoBench.gThumbFirstScreen)
        } else if mode == "warm-cache", CommandLine.arguments.count > 4 {
            // A warm thumbnail cache kept at a given folder, to run the demo on by hand (e.g. its main
            // thread under perf record): `XDG_CACHE_HOME=FOLDER CollectionDemo --photos … --scroll-through 3`.
            let cache = URL(fileURLWithPath: CommandLine.arguments[4])
            let folder = try PhotoBench.makeFolder(count: count, embeddedThumbnails: true)
            let seconds = try PhotoBench.makeAllThumbnails(in: folder, count: count, cache: cache)
            print(String(format: "photos: all %d thumbnails of %@ made into %@: %.2f s", count, folder.path, cache.path, seconds))
        } else if mode == "thumbnails-only" {
            // The "all thumbnails" figure alone, to profile the thumbnailer (e.g. under perf record).
            let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-thumbnails-\(getpid())")
            defer { try? FileManager.default.removeItem(at: cache) }
            let seconds = try PhotoBench.makeAllThumbnails(in: PhotoBench.makeFolder(count: count, embeddedThumbnails: true), count: count, cache: cache)
            print(String(format: "photos: all %d thumbnails made: %.2f s", count, seconds))
        } else {
            try PhotoBench.run(count: count, gThumb: mode != "no-gthumb")
        }
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("HostBench: \(error)\n".utf8))
        exit(1)
    }
}

// `--only NAME` runs one figure (repaint, layout, navigation, idle, typing, search, wheel, server-loss, server-memory, deceleration, wrapping), for profiling.
let only = CommandLine.arguments.firstIndex(of: "--only").flatMap { index in
    CommandLine.arguments.indices.contains(index + 1) ? CommandLine.arguments[index + 1] : nil
}
func wanted(_ name: String) -> Bool { only == nil || only == name }
// `--clicks N` scrolls N wheel clicks instead of 200, so a profile of the wheel figure is not mostly start-up.
let clicks = CommandLine.arguments.firstIndex(of: "--clicks").flatMap { index in
    CommandLine.arguments.indices.contains(index + 1) ? Int(CommandLine.arguments[index + 1]) : nil
}

// `--storm N` runs N actions of the server-memory storm instead of 3,000.
let storm = CommandLine.arguments.firstIndex(of: "--storm").flatMap { index in
    CommandLine.arguments.indices.contains(index + 1) ? Int(CommandLine.arguments[index + 1]) : nil
}

do {
    let xvfb = try XvfbSession(width: screen.width, height: screen.height)
    defer { xvfb.stop() }
    if wanted("repaint") { try measureRepaint(display: xvfb.displayName) }
    if wanted("layout") { try measureLayoutSwitch(display: xvfb.displayName, server: xvfb.processIdentifier) }
    if wanted("navigation") { try measureNavigation(display: xvfb.displayName) }
    if wanted("idle") { try measureIdle(display: xvfb.displayName) }
    if wanted("typing") { try measureTyping(display: xvfb.displayName) }
    if wanted("search") { try measureSearchFilter(display: xvfb.displayName) }
    if wanted("wrapping") { try measureWrapping(display: xvfb.displayName) }
    if wanted("wheel") { try measureWheelScrolling(clicks: max(1, clicks ?? 200)) }
    if wanted("server-loss") { try measureServerLoss() }
    if wanted("server-memory") { try measureServerMemory(display: xvfb.displayName, steps: max(1, storm ?? 3000)) }
    if wanted("deceleration") {
        try measureDeceleration(arguments: ["--items", "16777216"], label: "16.7M-item gallery", display: xvfb.displayName,
                                server: xvfb.processIdentifier)
        let photos = try PhotoBench.makeFolder(count: 2000, embeddedThumbnails: true)
        try measureDeceleration(arguments: ["--photos", photos.path], label: "photo grid, 2000 photos", display: xvfb.displayName,
                                server: xvfb.processIdentifier)
    }
} catch {
    FileHandle.standardError.write(Data("HostBench: \(error)\n".utf8))
    exit(1)
}
