// The phone-format figures (`HostBench photos-mixed [COUNT] [no-gthumb]`, run by `scripts/bench-photos
// --mixed`): a folder of 12-megapixel photos as a phone's camera roll mixes them — HEIC (with the
// 320-pixel thumbnail image iPhones store), WebP, AVIF and JPEG in turn — made by the real encoders
// from the project's own assets, then the demo scrolling it at 3 screens a second, cold and warm,
// beside gThumb on the same folder in the same run.
//
// A folder: `distinctPerFormat` encodes of each format (each a different asset, enlarged to 4000×3000
// with camera-like noise, with its own EXIF date), hard-linked up to COUNT names. Encoding 12-MP
// AVIF and HEIC takes seconds a file, so the folder is kept under .build/photo-bench/ between runs.

import Foundation
import HostTestSupport
import PhotoLibrary

enum MixedPhotoBench {
    static let formats: [ImageFormat] = [.heif, .webp, .avif, .jpeg]
    static let distinctPerFormat = 8
    static let assets = ["aurora", "dunes", "dusk", "meadow", "orbit", "petals", "tiles", "waves"]

    static func run(count: Int, gThumb: Bool) throws {
        let folder = try makeFolder(count: count)
        print("photos-mixed: \(count) photos of \(PhotoBench.photoSize.width)×\(PhotoBench.photoSize.height), HEIC/WebP/AVIF/JPEG in turn "
              + "(\(distinctPerFormat) distinct each, hard-linked), window 1920×1080, \(PhotoBench.screensPerSecond) screens/s")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-mixed-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cold = try PhotoBench.scroll(folder: folder, cache: scratch.appendingPathComponent("cold"), prefetch: true, speed: PhotoBench.screensPerSecond)
        let warmCache = scratch.appendingPathComponent("warm")
        let allSeconds = try PhotoBench.makeAllThumbnails(in: folder, count: count, cache: warmCache)
        print(String(format: "photos-mixed: all %d thumbnails made (256 px, %d threads, the gallery's decoder): %.2f s",
                     count, ProcessInfo.processInfo.activeProcessorCount, allSeconds))
        try? FileManager.default.removeItem(at: warmCache.appendingPathComponent("tessera"))
        let warm = try PhotoBench.scroll(folder: folder, cache: warmCache, prefetch: true, speed: PhotoBench.screensPerSecond)
        for (label, figures) in [("cold", cold), ("warm", warm)] {
            guard let figures else { print("photos-mixed: \(label): the demo gave no bench line"); continue }
            print("photos-mixed: \(label): first screen \(figures["firstScreenSeconds"] ?? "?") s (painted \(figures["firstScreenPaintedSeconds"] ?? "?") s), "
                  + "placeholders while scrolling \(percent(figures["placeholderFraction"])), RSS \(figures["rssFirstMB"] ?? "?") → \(figures["rssEndMB"] ?? "?") MB, "
                  + "decoded \(figures["decoded"] ?? "?"), cache hits \(figures["thumbnailCacheHits"] ?? "?"), failed \(figures["failed"] ?? "?")")
        }
        guard gThumb, let peer = try GThumbBench.run(folder: folder, count: count, firstScreen: PhotoBench.gThumbFirstScreen) else { return }
        let ratio = { (ours: Double?, theirs: Double?) -> String in
            guard let ours, let theirs, theirs > 0 else { return "n/a" }
            return String(format: "%.2f× (%.2f vs %.2f)", ours / theirs, ours, theirs)
        }
        let ourRSS = [cold, warm].compactMap { $0?["rssEndMB"].flatMap(Double.init) }.max()
        let theirRSS = [peer.cold.peakRSSMB, peer.warm.peakRSSMB].compactMap { $0 }.max()
        print("photos-mixed: vs gThumb (goal ≤ 0.5× each time, RSS ≤ 1×): cold first screen \(ratio(cold?["firstScreenPaintedSeconds"].flatMap(Double.init), peer.cold.painted)) s, "
              + "warm first screen \(ratio(warm?["firstScreenPaintedSeconds"].flatMap(Double.init), peer.warm.painted)) s, "
              + "all thumbnails \(ratio(allSeconds, peer.cold.allByFiles)) s, RSS \(ratio(ourRSS, theirRSS)) MB")
    }

    static func percent(_ fraction: String?) -> String {
        fraction.flatMap(Double.init).map { String(format: "%.2f %%", $0 * 100) } ?? "?"
    }

    /// The mixed folder for `count` photos, made on first use (and kept: see the file's note); says
    /// how long making it took.
    static func makeFolder(count: Int) throws -> URL {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: manager.currentDirectoryPath)
        let folder = root.appendingPathComponent(".build/photo-bench/mixed-\(count)-\(PhotoBench.photoSize.width)x\(PhotoBench.photoSize.height)")
        let done = folder.appendingPathComponent(".complete")
        if manager.fileExists(atPath: done.path) { return folder }
        // An interrupted run's encodes are kept (each is renamed into place only when whole).
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let sources = folder.appendingPathComponent(".sources")
        try manager.createDirectory(at: sources, withIntermediateDirectories: true)
        var bases: [[URL]] = Array(repeating: [], count: formats.count)
        var seconds = [Double](repeating: 0, count: formats.count), encoded = [Int](repeating: 0, count: formats.count)
        for index in 0..<distinctPerFormat * formats.count {
            let format = formats[index % formats.count], slot = index % formats.count
            let output = folder.appendingPathComponent(String(format: "IMG_%05d.%@", index, fileExtension(format)))
            bases[slot].append(output)
            if manager.fileExists(atPath: output.path) { continue }
            let asset = root.appendingPathComponent("Assets/\(assets[index / formats.count % assets.count]).png")
            let date = String(format: "2024:%02d:%02d %02d:%02d:00", index % 12 + 1, index % 28 + 1, index % 24, index % 60)
            let jpeg = sources.appendingPathComponent("source-\(index).jpg")
            guard let bytes = PhotoEncoders.cameraJPEG(fromAsset: asset, width: PhotoBench.photoSize.width, height: PhotoBench.photoSize.height,
                                                       seed: index, date: date) else { throw PhotoEncoders.Failure.toolFailed("asset \(asset.path)", status: 1, output: "") }
            try Data(bytes).write(to: jpeg)
            let partial = sources.appendingPathComponent(output.lastPathComponent)
            let started = ProcessInfo.processInfo.systemUptime
            // x265's "veryfast" preset: its default took 1–4 minutes a 12-MP photo on this shared machine.
            try PhotoEncoders.encode(jpeg, as: format, to: partial, quality: 80, thumbnail: format == .heif ? 320 : nil,
                                     extra: format == .heif ? ["-p", "preset=veryfast"] : [])
            try manager.moveItem(at: partial, to: output)
            seconds[slot] += ProcessInfo.processInfo.systemUptime - started
            encoded[slot] += 1
        }
        try? manager.removeItem(at: sources)
        for index in distinctPerFormat * formats.count..<count {
            let slot = index % formats.count
            let name = folder.appendingPathComponent(String(format: "IMG_%05d.%@", index, fileExtension(formats[slot])))
            try? manager.removeItem(at: name)
            try manager.linkItem(at: bases[slot][index / formats.count % distinctPerFormat], to: name)
        }
        print("photos-mixed: made the folder: encoding 12-MP photos took "
              + formats.indices.map { String(format: "%@ %.1f s for %d", formats[$0].displayName, seconds[$0], encoded[$0]) }.joined(separator: ", ")
              + " (kept in \(folder.path) for later runs)")
        try Data().write(to: done)
        return folder
    }

    static func fileExtension(_ format: ImageFormat) -> String {
        switch format {
        case .heif: "heic"
        case .jpeg: "jpg"
        default: format.rawValue
        }
    }
}
