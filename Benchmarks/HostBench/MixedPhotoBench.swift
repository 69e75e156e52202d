// The phone-format figures (`HostBench photos-mixed [COUNT] [no-gthumb]`, run by `scripts/bench-photos
// --mixed`): a folder of 12-megapixel photos as a phone's camera roll mixes them — HEIC (with the
// 320-pixel thumbnail image iPhones store), WebP, AVIF and JPEG in turn — made by the real encoders
// from the project's own assets, then the demo scrolling it at 3 screens a second, cold and warm,
// beside gThumb on the same folder in the same run.
//
// A folder: `distinctPerFormat` encodes of each format (each a different asset, enlarged to 4000×3000
// with camera-like noise, with its own EXIF date), hard-linked up to COUNT names. Encoding 12-MP
// AVIF and HEIC takes seconds a file, so the folder is kept under .build/photo-bench/ between runs.
//
// What each file carries, and why (the bench is never easier than a real folder):
// - HEIC: a 320×240 thumbnail image (`heif-enc -t 320`), as every iPhone HEIC has. Not a tile grid
//   (an iPhone's 12-MP photo is 48 tiles of 512×512; heif-enc 1.15 cannot write one): the grid only
//   changes the photo's own decode, which a thumbnail never needs while the thumbnail image is there.
// - AVIF (`avifenc`) and WebP (`cwebp`): no thumbnail, as browsers, converters and the phones that
//   save them write them; the WebP keeps the source's EXIF (its date), which has no thumbnail.
// - JPEG: no EXIF thumbnail, as an exported or edited JPEG (the harder case; a camera's carries one).
// The costlier, more noisy encodes make larger files than a phone's (a 12-MP HEIC of 4–6 MB against
// an iPhone's 2–3 MB), so every decode here costs at least what a phone photo's does.
//
// A second folder is a phone's camera roll as copied off it: the same HEICs, and JPEGs that carry
// the 160×120 EXIF thumbnail a phone's camera writes, in turn. It is scrolled cold too.
//
// Before scrolling, each step of the loader is timed on its own on the folder's files (CPU of the
// whole process, as HEVC and AV1 decoders spread one picture over every core), and set against
// what the scroll needs: the photos a second it shows, on this machine's cores.

import Foundation
import HostTestSupport
import PhotoLibrary

enum MixedPhotoBench {
    static let formats: [ImageFormat] = [.heif, .webp, .avif, .jpeg]
    static let distinctPerFormat = 8
    static let assets = ["aurora", "dunes", "dusk", "meadow", "orbit", "petals", "tiles", "waves"]

    static func run(count: Int, gThumb: Bool) throws {
        let folder = try makeFolder(count: count)
        let phoneFolder = try makePhoneFolder(count: count, mixed: folder)
        print("photos-mixed: \(count) photos of \(PhotoBench.photoSize.width)×\(PhotoBench.photoSize.height), HEIC/WebP/AVIF/JPEG in turn "
              + "(\(distinctPerFormat) distinct each, hard-linked), window 1920×1080, \(PhotoBench.screensPerSecond) screens/s")
        let costs = decodeCosts(mixed: folder, phone: phoneFolder)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-mixed-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cold = try PhotoBench.scroll(folder: folder, cache: scratch.appendingPathComponent("cold"), prefetch: true, speed: PhotoBench.screensPerSecond)
        let phone = try PhotoBench.scroll(folder: phoneFolder, cache: scratch.appendingPathComponent("phone"), prefetch: true, speed: PhotoBench.screensPerSecond)
        let warmCache = scratch.appendingPathComponent("warm")
        let allSeconds = try PhotoBench.makeAllThumbnails(in: folder, count: count, cache: warmCache)
        print(String(format: "photos-mixed: all %d thumbnails made (256 px, %d threads, the gallery's decoder): %.2f s",
                     count, ProcessInfo.processInfo.activeProcessorCount, allSeconds))
        try? FileManager.default.removeItem(at: warmCache.appendingPathComponent("tessera"))
        let warm = try PhotoBench.scroll(folder: folder, cache: warmCache, prefetch: true, speed: PhotoBench.screensPerSecond)
        for (label, figures) in [("cold", cold), ("cold, phone's camera roll (HEIC + JPEG with EXIF thumbnails)", phone), ("warm", warm)] {
            guard let figures else { print("photos-mixed: \(label): the demo gave no bench line"); continue }
            print("photos-mixed: \(label): first screen \(figures["firstScreenSeconds"] ?? "?") s (painted \(figures["firstScreenPaintedSeconds"] ?? "?") s), "
                  + "placeholders while scrolling \(percent(figures["placeholderFraction"])) (goal ≤ 1 %), "
                  + "lower-resolution stand-ins \(percent(figures["standInFraction"])), RSS \(figures["rssFirstMB"] ?? "?") → \(figures["rssEndMB"] ?? "?") MB, "
                  + "decoded \(figures["decoded"] ?? "?"), cache hits \(figures["thumbnailCacheHits"] ?? "?"), "
                  + "embedded pictures as thumbnails \(figures["embeddedThumbnails"] ?? "?"), as stand-ins \(figures["previews"] ?? "?"), failed \(figures["failed"] ?? "?")")
        }
        if let perSecond = cold?["photosShownPerSecond"].flatMap(Double.init), perSecond > 0 {
            let cores = Double(ProcessInfo.processInfo.activeProcessorCount)
            let budget = cores * 1000 / perSecond
            print(String(format: "photos-mixed: the scroll shows %.0f new photos a second: %.1f ms of CPU a photo at most on %.0f cores (less the main thread's drawing); ",
                         perSecond, budget, cores)
                  + costs.map { String(format: "%@ %.0f× that", $0.label, $0.cpuMilliseconds / budget) }.joined(separator: ", "))
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

    /// One loader step timed on a format's files: the median CPU (every thread of this process)
    /// and wall milliseconds a file.
    struct Cost {
        var label: String
        var cpuMilliseconds: Double
        var wallMilliseconds: Double
    }

    /// Times each step the loader takes for each format, on `filesEach` of the folders' distinct
    /// files (256-pixel thumbnails, one at a time on this thread), and prints the table.
    static func decodeCosts(mixed: URL, phone: URL, filesEach: Int = 3) -> [Cost] {
        func files(_ folder: URL, _ format: ImageFormat) -> [URL] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix("." + fileExtension(format)) }.sorted().prefix(filesEach).map { folder.appendingPathComponent($0) }
        }
        let rows: [(String, PhotoLoader.Step, [URL])] = [
            ("HEIC thumbnail image (quick look)", .embeddedPicture, files(mixed, .heif)),
            ("HEIC photo, no thumbnail image", .decodeIgnoringEmbedded, files(mixed, .heif)),
            ("WebP scaled decode", .decode, files(mixed, .webp)),
            ("AVIF photo", .decode, files(mixed, .avif)),
            ("JPEG 1/8 DCT decode", .decode, files(mixed, .jpeg)),
            ("JPEG EXIF thumbnail (quick look)", .embeddedPicture, files(phone, .jpeg)),
        ]
        // The codecs' first use loads and sets them up: not a photo's cost.
        for (_, step, urls) in rows { if let url = urls.first { _ = PhotoLoader.run(step, on: url, maxPixelSize: 256) } }
        var costs: [Cost] = []
        for (label, step, urls) in rows {
            var cpu: [Double] = [], wall: [Double] = []
            for url in urls {
                let (cpuStart, wallStart) = (processCPUMilliseconds(), ProcessInfo.processInfo.systemUptime)
                let side = PhotoLoader.run(step, on: url, maxPixelSize: 256)
                if side == nil { print("photos-mixed: \(label): \(url.lastPathComponent) gave no picture") }
                cpu.append(processCPUMilliseconds() - cpuStart)
                wall.append((ProcessInfo.processInfo.systemUptime - wallStart) * 1000)
            }
            costs.append(Cost(label: label, cpuMilliseconds: median(cpu), wallMilliseconds: median(wall)))
        }
        print("photos-mixed: what each step costs a 12-MP file here (256-px thumbnail, median of \(filesEach) files, CPU of every thread / wall): "
              + costs.map { String(format: "%@ %.1f / %.1f ms", $0.label, $0.cpuMilliseconds, $0.wallMilliseconds) }.joined(separator: ", "))
        return costs
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// This process's CPU time so far (every thread), in ms.
    static func processCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// A phone's camera roll for `count` photos, made on first use: the mixed folder's HEICs and
    /// JPEGs with a 160×120 EXIF thumbnail, in turn (see the file's note).
    static func makePhoneFolder(count: Int, mixed: URL) throws -> URL {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: manager.currentDirectoryPath)
        let folder = root.appendingPathComponent(".build/photo-bench/phone-\(count)-\(PhotoBench.photoSize.width)x\(PhotoBench.photoSize.height)")
        let done = folder.appendingPathComponent(".complete")
        if manager.fileExists(atPath: done.path) { return folder }
        try? manager.removeItem(at: folder)
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let heics = (0..<distinctPerFormat).map { mixed.appendingPathComponent(String(format: "IMG_%05d.heic", $0 * formats.count)) }
        var jpegs: [URL] = []
        for index in 0..<distinctPerFormat {
            let asset = root.appendingPathComponent("Assets/\(assets[(index + 3) % assets.count]).png")
            let date = String(format: "2024:%02d:%02d %02d:%02d:30", index % 12 + 1, index % 28 + 1, index % 24, index % 60)
            guard let bytes = PhotoEncoders.cameraJPEG(fromAsset: asset, width: PhotoBench.photoSize.width, height: PhotoBench.photoSize.height,
                                                       seed: 1000 + index, date: date, thumbnailSide: 160) else {
                throw PhotoEncoders.Failure.toolFailed("asset \(asset.path)", status: 1, output: "")
            }
            let url = folder.appendingPathComponent(String(format: "IMG_%05d.jpg", 2 * index + 1))
            try Data(bytes).write(to: url)
            jpegs.append(url)
        }
        for index in 0..<count where !(index % 2 == 1 && index / 2 < distinctPerFormat) {
            let base = index % 2 == 0 ? heics[index / 2 % distinctPerFormat] : jpegs[index / 2 % distinctPerFormat]
            try manager.linkItem(at: base, to: folder.appendingPathComponent(String(format: "IMG_%05d.%@", index, index % 2 == 0 ? "heic" : "jpg")))
        }
        try Data().write(to: done)
        return folder
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
