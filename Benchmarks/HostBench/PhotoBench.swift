// The photo gallery's figures (`HostBench photos [COUNT]`, run by scripts/bench-photos):
// a generated folder of camera-size JPEGs, the demo scrolling it at a steady 3 screens a second in a
// 1920×1080 window, with prefetching on and off side by side (each from a cold thumbnail cache), and
// once more warm (the thumbnail cache the first run left).
//
// The folder: `distinct` different 4000×3000 JPEGs with camera-like noise (so each is as large and as
// slow to read as a real photo's), and hard links to them up to COUNT names. Every name is decoded
// on its own (the thumbnail cache is keyed by name); what the links share is the page cache, so
// these runs read from memory, not from a cold disk. Made once and kept under .build/photo-bench/.

import CX11
import Foundation
import HostTestSupport
import XHost

enum PhotoBench {
    static let photoSize = (width: 4000, height: 3000)
    static let distinct = 60
    static let screensPerSecond = 3.0

    static func run(count: Int) throws {
        let folder = try makeFolder(count: count)
        print("photos: \(count) JPEGs of \(photoSize.width)×\(photoSize.height) (\(distinct) distinct, hard-linked), "
              + "window 1920×1080, scrolled at \(screensPerSecond) screens/s on the demo's clock")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-photo-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let warmCache = scratch.appendingPathComponent("cache-on")
        var rows: [(String, [String: String])] = []
        for (label, cache, prefetch) in [("cold, prefetch on ", warmCache, true),
                                         ("cold, prefetch off", scratch.appendingPathComponent("cache-off"), false),
                                         ("warm, prefetch on ", warmCache, true)] {
            guard let figures = try scroll(folder: folder, cache: cache, prefetch: prefetch) else {
                print("photos: \(label): the demo gave no bench line")
                continue
            }
            rows.append((label, figures))
        }
        print("photos: run                 first screen  placeholder cell-frames  frame ms p95 (median)  RSS end/first (MB)     decoded  cache hits")
        for (label, figures) in rows {
            let first = Double(figures["rssFirstMB"] ?? "") ?? 0, end = Double(figures["rssEndMB"] ?? "") ?? 0
            print(String(format: "photos: %@   %7.3f s    %6.2f %%                 %6.2f (%5.2f)          %.2f (%.0f → %.0f)    %6@  %6@",
                         label, Double(figures["firstScreenSeconds"] ?? "") ?? 0,
                         (Double(figures["placeholderFraction"] ?? "") ?? 0) * 100,
                         Double(figures["frameMsP95"] ?? "") ?? 0, Double(figures["frameMsMedian"] ?? "") ?? 0,
                         first > 0 ? end / first : 0, first, end, figures["decoded"] ?? "?", figures["thumbnailCacheHits"] ?? "?"))
        }
    }

    /// One `--scroll-through` run on a fresh Xvfb; the demo's `bench` line as key/value pairs.
    static func scroll(folder: URL, cache: URL, prefetch: Bool) throws -> [String: String]? {
        let xvfb = try XvfbSession(width: 1920, height: 1080)
        defer { xvfb.stop() }
        let demo = try DemoProcess(executable: DemoProcess.builtProduct("CollectionDemo"),
                                   arguments: ["--photos", folder.path, "--size", "1920x1080", "--scroll-through", String(screensPerSecond)]
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

    /// The folder for `count` photos, made on first use.
    static func makeFolder(count: Int) throws -> URL {
        let manager = FileManager.default
        let folder = URL(fileURLWithPath: manager.currentDirectoryPath)
            .appendingPathComponent(".build/photo-bench/\(count)-\(photoSize.width)x\(photoSize.height)")
        let done = folder.appendingPathComponent(".complete")
        if manager.fileExists(atPath: done.path) { return folder }
        try? manager.removeItem(at: folder)
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        var bases: [URL] = []
        for index in 0..<min(distinct, count) {
            let month = index % 12 + 1, day = index % 28 + 1
            let jpeg = PhotoFixtures.jpeg(uprightWidth: photoSize.width, uprightHeight: photoSize.height, seed: index,
                                          date: String(format: "2024:%02d:%02d 12:%02d:00", month, day, index % 60), quality: 90, noise: true)
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
