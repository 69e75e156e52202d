// The photo gallery's figures (`HostBench photos [COUNT] [no-gthumb | gthumb-only]`, run by
// scripts/bench-photos): a generated folder of camera-size JPEGs, the demo scrolling it at a steady
// 3 screens a second in a 1920×1080 window, prefetching on and off side by side:
// - cold (empty thumbnail cache), the JPEGs carrying an EXIF thumbnail as camera and phone JPEGs do;
// - cold on a second folder of the same photos without one (what an edited or exported JPEG may be);
// - warm: every thumbnail made beforehand (timed: our "all thumbnails" figure, beside gThumb's).
//
// A folder: `distinct` different 4000×3000 JPEGs with camera-like noise (so each is as large and as
// slow to read as a real photo's), and hard links to them up to COUNT names. Every name is decoded
// on its own (the thumbnail cache is keyed by name); what the links share is the page cache, so
// these runs read from memory, not from a cold disk. Made once and kept under .build/photo-bench/.

import CX11
import Foundation
import HostTestSupport
import PhotoLibrary
import XHost

enum PhotoBench {
    static let photoSize = (width: 4000, height: 3000)
    static let distinct = 60
    static let screensPerSecond = 3.0
    /// A speed the decoder can keep up with on 2 cores without embedded thumbnails (see the note's arithmetic).
    static let sustainableSpeed = 0.8
    /// Thumbnails gThumb 3.12 shows at once in a 1920×1080 window with no sidebar and 128-px
    /// thumbnails: 11 × 6, the sixth row cut (test-output/gthumb-window.png); the gallery shows 10 × 6.
    static let gThumbFirstScreen = 66

    static func run(count: Int, gThumb: Bool) throws {
        let folder = try makeFolder(count: count, embeddedThumbnails: true)
        let plainFolder = try makeFolder(count: count, embeddedThumbnails: false)
        print("photos: \(count) JPEGs of \(photoSize.width)×\(photoSize.height) (\(distinct) distinct, hard-linked), "
              + "window 1920×1080, scrolled at \(screensPerSecond) screens/s on the demo's clock")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-photo-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var rows: [(String, [String: String])] = []
        func measure(_ label: String, _ folder: URL, cache: String, prefetch: Bool, speed: Double = screensPerSecond) throws {
            guard let figures = try scroll(folder: folder, cache: scratch.appendingPathComponent(cache), prefetch: prefetch, speed: speed) else {
                return print("photos: \(label): the demo gave no bench line")
            }
            rows.append((label, figures))
        }
        try measure("cold, prefetch on          ", folder, cache: "cold-on", prefetch: true)
        try measure("cold, prefetch off         ", folder, cache: "cold-off", prefetch: false)
        try measure("cold, no EXIF thumb, on    ", plainFolder, cache: "plain-on", prefetch: true)
        try measure("cold, no EXIF thumb, off   ", plainFolder, cache: "plain-off", prefetch: false)
        // What 2 cores keep up with: about 70 decodes a second against 60 new photos a screen.
        try measure("cold, no EXIF, on, \(sustainableSpeed) scr/s", plainFolder, cache: "plain-slow", prefetch: true, speed: sustainableSpeed)
        let warm = scratch.appendingPathComponent("warm")
        let seconds = try makeAllThumbnails(in: folder, count: count, cache: warm)
        print(String(format: "photos: all %d thumbnails made (256 px, %d threads, the gallery's decoder): %.2f s",
                     count, ProcessInfo.processInfo.activeProcessorCount, seconds))
        // The demo keeps the dates it read (PhotoDateIndex) beside the thumbnails: the first two warm rows
        // open the folder as if another viewer had made its thumbnails, the third as once seen by the demo.
        let index = warm.appendingPathComponent("tessera")
        try? FileManager.default.removeItem(at: index)
        try measure("warm, prefetch on          ", folder, cache: "warm", prefetch: true)
        try? FileManager.default.removeItem(at: index)
        try measure("warm, prefetch off         ", folder, cache: "warm", prefetch: false)
        try measure("warm, seen before, on      ", folder, cache: "warm", prefetch: true)
        let peer = gThumb ? try GThumbBench.run(folder: plainFolder, count: count, firstScreen: gThumbFirstScreen) : nil
        print("photos: run                         scan     first screen (painted)    placeholder  EXIF stand-in  frame ms p95 (median) CPU p95  RSS end/first (MB)  decoded  cache hits")
        for (label, figures) in rows {
            let first = Double(figures["rssFirstMB"] ?? "") ?? 0, end = Double(figures["rssEndMB"] ?? "") ?? 0
            print(String(format: "photos: %@ %6.3f s %7.3f s (%6.3f s)   %6.2f %%     %6.2f %%       %6.2f (%5.2f) %6.2f   %.2f (%.0f → %.0f)   %6@  %6@",
                         label.padding(toLength: 27, withPad: " ", startingAt: 0), Double(figures["scanSeconds"] ?? "") ?? 0,
                         Double(figures["firstScreenSeconds"] ?? "") ?? 0, Double(figures["firstScreenPaintedSeconds"] ?? "") ?? 0,
                         (Double(figures["placeholderFraction"] ?? "") ?? 0) * 100, (Double(figures["standInFraction"] ?? "") ?? 0) * 100,
                         Double(figures["frameMsP95"] ?? "") ?? 0, Double(figures["frameMsMedian"] ?? "") ?? 0,
                         Double(figures["frameCpuMsP95"] ?? "") ?? 0,
                         first > 0 ? end / first : 0, first, end, figures["decoded"] ?? "?", figures["thumbnailCacheHits"] ?? "?"))
        }
        let figure = { (label: String, key: String) -> Double? in
            rows.first { $0.0.hasPrefix(label) }.flatMap { Double($0.1[key] ?? "") }
        }
        // What prefetching buys: the same run with it off, side by side.
        for (on, off) in [("cold, prefetch on", "cold, prefetch off"), ("cold, no EXIF thumb, on", "cold, no EXIF thumb, off"),
                          ("warm, prefetch on", "warm, prefetch off")] {
            guard let placeholdersOn = figure(on, "placeholderFraction"), let placeholdersOff = figure(off, "placeholderFraction"),
                  let firstOn = figure(on, "firstScreenSeconds"), let firstOff = figure(off, "firstScreenSeconds") else { continue }
            print(String(format: "photos: prefetch on vs off (%@): placeholders %.2f %% vs %.2f %%, first screen %.3f s vs %.3f s",
                         String(on.dropLast(on.hasSuffix(" on") ? 3 : 0)), placeholdersOn * 100, placeholdersOff * 100, firstOn, firstOff))
        }
        if let peer {
            let ratio = { (ours: Double?, theirs: Double?) -> String in
                guard let ours, let theirs, theirs > 0 else { return "n/a" }
                return String(format: "%.2f× (%.2f s vs %.2f s)", ours / theirs, ours, theirs)
            }
            // Ours painted (fade-ins ended), as gThumb's is read off its screen.
            print("photos: vs gThumb (goal ≤ 0.5×): cold first screen \(ratio(figure("cold, no EXIF thumb, on", "firstScreenPaintedSeconds"), peer.cold.painted)), "
                  + "warm first screen \(ratio(figure("warm, prefetch on", "firstScreenPaintedSeconds"), peer.warm.painted)) "
                  + "(seen before: \(ratio(figure("warm, seen before", "firstScreenPaintedSeconds"), peer.warm.painted))), "
                  + "all thumbnails \(ratio(seconds, peer.cold.allByFiles))")
        }
    }

    /// Makes the 256-pixel thumbnail of every photo in `folder` into `cache`, one thread per core;
    /// returns the wall time. What a warm cache holds (as if another viewer had seen the folder).
    static func makeAllThumbnails(in folder: URL, count: Int, cache: URL) throws -> Double {
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter { ImageFormat.usualExtensions.contains($0.pathExtension.lowercased()) }
        let thumbnails = ThumbnailDiskCache(root: cache.appendingPathComponent("thumbnails"))
        let started = ProcessInfo.processInfo.systemUptime
        let threads = ProcessInfo.processInfo.activeProcessorCount
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in stride(from: thread, to: files.count, by: threads) {
                try? thumbnails.makeThumbnail(of: files[index], size: .large)
            }
        }
        return ProcessInfo.processInfo.systemUptime - started
    }

    /// One `--scroll-through` run on a fresh Xvfb; the demo's `bench` line as key/value pairs.
    static func scroll(folder: URL, cache: URL, prefetch: Bool, speed: Double) throws -> [String: String]? {
        let xvfb = try XvfbSession(width: 1920, height: 1080)
        defer { xvfb.stop() }
        let demo = try DemoProcess(executable: DemoProcess.builtProduct("CollectionDemo"),
                                   arguments: ["--photos", folder.path, "--size", "1920x1080", "--scroll-through", String(speed)]
                                       + (prefetch ? [] : ["--no-prefetch"]),
                                   display: xvfb.displayName, environment: ["XDG_CACHE_HOME": cache.path])
        defer { demo.terminate() }
        guard let line = demo.waitForLine(startingWith: "bench ", timeout: 900) else {
            FileHandle.standardError.write(Data("HostBench: \(demo.errorText)\n".utf8))
            return nil
        }
        return Dictionary(line.split(separator: " ").dropFirst().compactMap { pair -> (String, String)? in
            let parts = pair.split(separator: "=", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }, uniquingKeysWith: { $1 })
    }

    /// The folder for `count` photos, made on first use; `embeddedThumbnails`: each JPEG carries a
    /// 160×120 EXIF thumbnail, as camera and phone JPEGs do.
    static func makeFolder(count: Int, embeddedThumbnails: Bool) throws -> URL {
        let manager = FileManager.default
        let folder = URL(fileURLWithPath: manager.currentDirectoryPath)
            .appendingPathComponent(".build/photo-bench/\(count)-\(photoSize.width)x\(photoSize.height)\(embeddedThumbnails ? "-exif" : "")")
        let done = folder.appendingPathComponent(".complete")
        if manager.fileExists(atPath: done.path) { return folder }
        try? manager.removeItem(at: folder)
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        var bases: [URL] = []
        for index in 0..<min(distinct, count) {
            let month = index % 12 + 1, day = index % 28 + 1
            let jpeg = PhotoFixtures.jpeg(uprightWidth: photoSize.width, uprightHeight: photoSize.height, seed: index,
                                          date: String(format: "2024:%02d:%02d 12:%02d:00", month, day, index % 60), quality: 90, noise: true,
                                          embeddedThumbnail: embeddedThumbnails)
            let url = folder.appendingPathComponent(String(format: "IMG_%05d.jpg", index))
            try Data(jpeg).write(to: url)
            bases.append(url)
        }
        for index in bases.count..<count {
            try manager.linkItem(at: bases[index % bases.count], to: folder.appendingPathComponent(String(format: "IMG_%05d.jpg", index)))
        }
        try Data().write(to: done)
        return folder
    }
}

/// gThumb, the viewer a Linux user would pick, on the same folder and screen: its window set to
/// 1920×1080 with the sidebar hidden and `thumbnailSize` thumbnails, so it shows about as many at once
/// as the gallery (11 × 6, the sixth row cut, against 10 × 6: test-output/gthumb-window.png).
/// Its captions stay at their default (setting `thumbnail-caption` makes gThumb 3.12 show nothing).
/// Cold (fresh home and thumbnail cache), then warm (the same cache, gThumb started again).
///
/// gThumb has no hook that says "painted", so two signs are read:
/// - its thumbnail files: the first `firstScreen` written, and all of them (gThumb thumbnails the
///   whole folder without scrolling); a file is written after its thumbnail is made, so these are a
///   lower bound on what the user sees. A warm gThumb writes nothing.
/// - the screen: captured every `sampleInterval`; "painted" is the last change before it stayed the
///   same for `stableFor`. Its resolution is the sampling interval plus a capture (tens of ms).
enum GThumbBench {
    static let thumbnailSize = 128
    static let sampleInterval = 0.1
    static let stableFor = 3.0

    struct Figures {
        var firstByFiles: Double?
        var allByFiles: Double?
        var painted: Double?
        /// The most resident memory gThumb's process was seen to take (sampled with the screen).
        var peakRSSMB: Double?
    }

    static func isInstalled() -> Bool {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map { "\($0)/gthumb" }
        return paths.contains(where: { FileManager.default.isExecutableFile(atPath: $0) })
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-run-session")
    }

    /// Cold and warm figures; nil when gThumb is not installed.
    static func run(folder: URL, count: Int, firstScreen: Int) throws -> (cold: Figures, warm: Figures)? {
        guard isInstalled() else {
            print("photos: gThumb: not installed (apt-get install gthumb): not measured")
            return nil
        }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-gthumb-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        let cold = try session(folder: folder, home: home, count: count, firstScreen: firstScreen, cold: true)
        let warm = try session(folder: folder, home: home, count: count, firstScreen: firstScreen, cold: false)
        let format = { (value: Double?) in value.map { String(format: "%.2f s", $0) } ?? "not seen" }
        print("photos: gThumb cold: first \(firstScreen) thumbnail files \(format(cold.firstByFiles)), all \(count) \(format(cold.allByFiles)), "
              + "first screen painted (screen still for \(stableFor) s) \(format(cold.painted))")
        print("photos: gThumb warm: first screen painted \(format(warm.painted))")
        return (cold, warm)
    }

    /// One gThumb run on a fresh Xvfb: cold until it made every thumbnail, warm until its screen is still.
    private static func session(folder: URL, home: URL, count: Int, firstScreen: Int, cold: Bool) throws -> Figures {
        let cache = home.appendingPathComponent("cache")
        let xvfb = try XvfbSession(width: 1920, height: 1080)
        defer { xvfb.stop() }
        guard let display = XOpenDisplay(xvfb.displayName) else { return Figures() }
        defer { XCloseDisplay(display) }
        let started = ProcessInfo.processInfo.systemUptime
        // Settings go through gsettings in gThumb's own session bus (the dconf database under XDG_CONFIG_HOME).
        let settings = ["window-width 1920", "window-height 1080", "sidebar-visible false", "thumbnail-size \(thumbnailSize)"]
            .map { "gsettings set org.gnome.gthumb.browser \($0) && " }.joined()
        let viewer = try DemoProcess(executable: URL(fileURLWithPath: "/usr/bin/dbus-run-session"),
                                     arguments: ["--", "sh", "-c", settings + "exec gthumb \"$0\"", folder.path],
                                     display: xvfb.displayName,
                                     environment: ["HOME": home.path, "XDG_CACHE_HOME": cache.path,
                                                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                                                   "XDG_DATA_HOME": home.appendingPathComponent("data").path])
        defer { endChildren(of: viewer.processIdentifier); viewer.terminate() }
        var figures = Figures()
        var previous: PixelImage?, lastChange: Double?, stableSince = started
        let deadline = started + 900
        while ProcessInfo.processInfo.systemUptime < deadline {
            let elapsed = ProcessInfo.processInfo.systemUptime - started
            if cold {
                let made = thumbnailCount(in: cache)
                if figures.firstByFiles == nil, made >= firstScreen { figures.firstByFiles = elapsed }
                if made >= count { figures.allByFiles = elapsed }
            }
            // The window's content, without the status bar at the bottom (it counts files as they load).
            let screen = PixelImage.capture(display: display, drawable: XDefaultRootWindow(display), width: 1920, height: 1000)
            if let screen, screen != previous {
                if previous != nil { lastChange = elapsed }
                previous = screen
                stableSince = ProcessInfo.processInfo.systemUptime
            }
            if figures.painted == nil, lastChange != nil, ProcessInfo.processInfo.systemUptime - stableSince >= stableFor {
                figures.painted = lastChange
                if cold {
                    try? FileManager.default.createDirectory(atPath: "test-output", withIntermediateDirectories: true)
                    try? PixelImage.capture(display: display, drawable: XDefaultRootWindow(display), width: 1920, height: 1080)?
                        .writePNG(to: "test-output/gthumb-window.png")
                }
            }
            if let rss = residentMB(ofChildrenOf: viewer.processIdentifier) { figures.peakRSSMB = max(figures.peakRSSMB ?? 0, rss) }
            if figures.painted != nil, !cold || figures.allByFiles != nil { break }
            guard kill(viewer.processIdentifier, 0) == 0 else {
                print("photos: gThumb ended by itself after \(String(format: "%.1f", elapsed)) s: \(viewer.errorText.suffix(300))")
                break
            }
            Thread.sleep(forTimeInterval: sampleInterval)  // polling what gThumb shows and writes; what is measured is when it changes
        }
        return figures
    }
    static func thumbnailCount(in cache: URL) -> Int {
        ["normal", "large"].reduce(0) { total, size in
            total + ((try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("thumbnails/\(size)").path))?
                .filter { $0.hasSuffix(".png") }.count ?? 0)
        }
    }

    /// The resident memory of `pid`'s children (gThumb, under dbus-run-session), in MB; nil when none is seen.
    static func residentMB(ofChildrenOf pid: Int32) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8) else { return nil }
        let kilobytes = text.split(separator: " ").compactMap { Int32($0) }.compactMap { child -> Int? in
            guard let status = try? String(contentsOfFile: "/proc/\(child)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
            return line.split(separator: " ").compactMap { Int($0) }.first
        }
        return kilobytes.isEmpty ? nil : Double(kilobytes.reduce(0, +)) / 1024
    }

    /// dbus-run-session does not end its child when it is ended: end gThumb (and the bus) by process id.
    static func endChildren(of pid: Int32) {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8) else { return }
        for child in text.split(separator: " ").compactMap({ Int32($0) }) { kill(child, SIGTERM) }
    }
}
