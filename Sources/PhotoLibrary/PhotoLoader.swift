import CollectionEngine
import Foundation
import Synchronization

/// Loads photos as `UIImage`s off the main thread: thumbnails from the desktop's thumbnail cache when
/// it has a fresh one, otherwise decoded (and written back to that cache), full-size views decoded
/// to fit. Results arrive on the main thread through the host's event loop, one `onLoad` call each.
///
/// ```swift
/// let loader = PhotoLoader(host: host)
/// loader.onLoad = { request, outcome in controller.show(outcome, for: request) }
/// loader.startLoading(PhotoLoader.Request(url: file, maxPixelSize: 256), order: LoadOrder(.ahead, rank: distance))
/// loader.cancelLoading(request)                                            // from cancelPrefetchingForItemsAt
/// ```
///
/// - Each request first takes a quick look (a few milliseconds): a fresh thumbnail in the desktop's
///   cache is the result; so is the picture the file carries beside the photo when it is as large as
///   asked (a HEIC's thumbnail image, a JPEG's or WebP's EXIF thumbnail: `EmbeddedPicture`); a
///   smaller one is sent as a `.preview` while the photo decodes.
/// - Work runs on the loader's own threads (`LoadQueue`): one for quick looks, one per core for
///   decodes, each taking photos on screen before prefetched ones, a decode for an empty cell before
///   one that sharpens a stand-in, light decodes before heavy ones (`DecodeCost`) and the nearest
///   first (`LoadOrder`). A cancelled request that has not started
///   decoding never decodes, and one that has is finished and cached (the work is done).
/// - Decoded images are kept least-recently-used by bytes (`memoryLimit`), failures by file, so
///   scrolling back is instant and memory stays flat however large the folder.
@MainActor
public final class PhotoLoader {
    /// One file at one size: the longer edge of the result is at most `maxPixelSize` pixels.
    public struct Request: Hashable, Sendable {
        public let url: URL
        public let maxPixelSize: Int

        public init(url: URL, maxPixelSize: Int) {
            self.url = url
            self.maxPixelSize = max(1, maxPixelSize)
        }
    }

    /// What became of a request.
    public enum Outcome: Sendable {
        /// A stand-in (the smaller picture the file carries) while the photo decodes; `.loaded` or
        /// `.failed` follows unless the request is cancelled.
        case preview(UIImage)
        case loaded(UIImage)
        case failed(PhotoLoadError)
    }

    /// Called on the main thread when a request finishes, whether or not it was cancelled meanwhile.
    public var onLoad: (Request, Outcome) -> Void = { _, _ in }

    /// 24 MiB: about 120 thumbnails of 256×192, the screens on either side of a 60-photo one. Memory is
    /// the first tier only: the desktop's thumbnail cache brings an older one back in about a millisecond.
    public static let defaultMemoryLimit = 24 << 20

    /// The most bytes the decoded images kept in memory, and the stand-ins of requests still decoding,
    /// may take together (a stand-in evicted early leaves its cell on the placeholder until the decode).
    public var memoryLimit: Int {
        get { images.limit }
        set { images.limit = newValue }
    }

    /// How many requests have been decoded from their files, found in the thumbnail cache, or failed.
    public private(set) var statistics = Statistics()

    public struct Statistics: Sendable {
        public var decoded = 0
        public var fromThumbnailCache = 0
        /// Embedded pictures (EXIF thumbnails, HEIF thumbnail images) shown while their photos decoded.
        public var previews = 0
        /// Embedded pictures large enough to be the thumbnail (no decode).
        public var fromEmbeddedThumbnail = 0
        public var failed = 0
        /// Seconds the main thread spent taking results in (including `onLoad`).
        public var mainThreadSeconds: TimeInterval = 0
    }

    /// Decoded images and the stand-ins of requests still decoding, under one bound: at 3 screens a
    /// second a couple of hundred stand-ins are in flight, as many bytes again as the images.
    private var images: ByteBoundedCache<Kept, UIImage>

    private enum Kept: Hashable {
        case image(Request)
        case preview(Request)
    }
    private var failures: [URL: PhotoLoadError] = [:]
    private var running: [Request: UInt64] = [:]
    private var nextID: UInt64 = 0
    private let queue: LoadQueue
    private let diskCache: ThumbnailDiskCache?
    private let timingLog: LoadTimingLog?

    /// Where a result came from.
    enum Source: Sendable { case decoded, thumbnailCache, embeddedThumbnail, failed }

    /// A finished request, with its image's pixels already in the host's form (made on the worker, so
    /// the main thread only hands them over).
    private struct Finished: Sendable {
        var id: UInt64
        var request: Request
        var outcome: Outcome
        var source: Source
        var pixels: (any Sendable)?

        init(id: UInt64, request: Request, outcome: Outcome, source: Source, preparing prepare: PixelPreparer) {
            switch outcome {
            case .preview(let image), .loaded(let image): pixels = prepare(image)
            case .failed: pixels = nil
            }
            (self.id, self.request, self.outcome, self.source) = (id, request, outcome, source)
        }
    }

    /// The host's `preparePixels(of:)`, on a loading thread.
    private typealias PixelPreparer = @Sendable (UIImage) -> (any Sendable)?
    private let preparePixels: PixelPreparer
    /// The host's `keepPrepared(_:for:)`, on the main thread.
    private let keepPrepared: (any Sendable, UIImage) -> Void

    /// Results handed from the loading tasks to the main thread.
    private let mailbox = ThreadHandoff<Finished>()

    /// A loader whose results the `host`'s event loop delivers. `diskCache` nil: no thumbnail files
    /// are read or written. `timingLog`: a file to write one timing line per request to (see `LoadTimingLog`).
    public init<Host: PhotoLoaderHost>(host: Host, memoryLimit: Int = PhotoLoader.defaultMemoryLimit, diskCache: ThumbnailDiskCache? = ThumbnailDiskCache(),
                concurrentDecodes: Int = ProcessInfo.processInfo.activeProcessorCount, timingLog: URL? = nil) {
        self.timingLog = timingLog.flatMap(LoadTimingLog.init(url:))
        images = ByteBoundedCache(limit: memoryLimit)
        // One decoder kept for light decodes while heavy ones run (each heavy one spreads over every core itself).
        queue = LoadQueue(heavyDecodesAtOnce: concurrentDecodes - 1)
        queue.start(decoders: concurrentDecodes)
        self.diskCache = diskCache
        preparePixels = { Host.preparePixels(of: $0) }
        keepPrepared = { [weak host] pixels, image in
            if let pixels = pixels as? Host.PreparedPixels { host?.keepPrepared(pixels, for: image) }
        }
        host.watch(fileDescriptor: mailbox.readEnd) { [weak self] in
            self?.deliverFinished()
            return self != nil
        }
    }

    deinit { queue.stop() }

    /// The image for `request` if it is in memory now (no flicker for what was seen before).
    public func cachedImage(for request: Request) -> UIImage? { images.value(for: .image(request)) }

    /// Why `request`'s file failed, if it has.
    public func failure(for request: Request) -> PhotoLoadError? { failures[request.url] }

    /// The stand-in shown while `request` decodes, if one has arrived.
    public func previewImage(for request: Request) -> UIImage? { images.peek(.preview(request)) }

    /// Whether `request` is being loaded now.
    public func isLoading(_ request: Request) -> Bool { running[request] != nil }

    /// Starts loading `request` unless it is in memory, known to fail, or already on its way; one on
    /// its way moves to `order` unless that is less urgent than before (a prefetched photo that came on
    /// screen stays on screen's priority).
    public func startLoading(_ request: Request, order: LoadOrder = LoadOrder(.visible)) {
        if let id = running[request] {
            if let current = queue.order(of: id), order.priority <= current.priority {
                queue.reorder(id, to: order)
                if order.priority < current.priority { timingLog?.raised(id, to: order.priority) }
            }
            return
        }
        guard images.peek(.image(request)) == nil, failures[request.url] == nil else { return }
        let id = nextID
        nextID += 1
        queue.register(id, order: order)
        timingLog?.requested(id, name: request.url.lastPathComponent, priority: order.priority)
        let (queue, diskCache, mailbox, log, prepare) = (self.queue, self.diskCache, self.mailbox, self.timingLog, self.preparePixels)
        running[request] = id
        queue.enqueue(id, kind: .quick) {
            log?.began(.quick, id)
            let look = PhotoLoader.look(request, diskCache: diskCache)
            log?.ended(.quick, id)
            let mtime: Int, cost: DecodeCost, refines: Bool
            switch look {
            case let .done(outcome, source, share):
                queue.finish(id)
                mailbox.post(Finished(id: id, request: request, outcome: outcome, source: source, preparing: prepare))
                if let share, let diskCache { diskCache.write(share.image, of: request.url, mtime: share.mtime, size: share.size) }
                return
            case let .decode(fileTime, preview, decodeCost):
                (mtime, cost, refines) = (fileTime, decodeCost, preview != nil)
                if let preview { mailbox.post(Finished(id: id, request: request, outcome: .preview(preview), source: .embeddedThumbnail, preparing: prepare)) }
            }
            queue.enqueue(id, kind: .decode, cost: cost, refines: refines) {
                queue.finish(id)
                log?.began(.decode, id)
                let (outcome, source, thumbnail) = PhotoLoader.decode(request, mtime: mtime, diskCache: diskCache)
                log?.ended(.decode, id)
                mailbox.post(Finished(id: id, request: request, outcome: outcome, source: source, preparing: prepare))
                // Shown first, shared after: the desktop's copy is written once the image is on its way.
                if let thumbnail, let diskCache { diskCache.write(thumbnail.image, of: request.url, mtime: thumbnail.mtime, size: thumbnail.size) }
            }
        }
    }

    /// Stops a request: its queued work is dropped at once, and its `onLoad` never comes (a decode
    /// already running finishes, and its image is kept for next time).
    public func cancelLoading(_ request: Request) {
        guard let id = running.removeValue(forKey: request) else { return }
        images.removeValue(for: .preview(request))
        // A dropped job ends the request here; a running one ends when its result comes in.
        if queue.cancel(id) { timingLog?.finished(id, source: "cancelled") }
    }

    /// Hands finished results to `onLoad`; the host calls this when the mailbox's pipe is readable.
    /// Returns how many results were delivered.
    @discardableResult
    public func deliverFinished() -> Int {
        let started = ProcessInfo.processInfo.systemUptime
        defer { statistics.mainThreadSeconds += ProcessInfo.processInfo.systemUptime - started }
        var delivered = 0
        for result in mailbox.take() {
            let current = running[result.request] == result.id
            if case .preview(let image) = result.outcome {
                guard current else { continue }
                statistics.previews += 1
                images.insert(image, bytes: PhotoLoader.bytes(of: image), for: .preview(result.request))
                if let pixels = result.pixels { keepPrepared(pixels, image) }
                onLoad(result.request, .preview(image))
                delivered += 1
                continue
            }
            timingLog?.finished(result.id, source: current ? "\(result.source)" : "\(result.source),cancelled")
            if current {
                running[result.request] = nil
                images.removeValue(for: .preview(result.request))
            }
            switch result.outcome {
            case .preview:
                continue
            case .loaded(let image):
                switch result.source {
                case .thumbnailCache: statistics.fromThumbnailCache += 1
                case .embeddedThumbnail: statistics.fromEmbeddedThumbnail += 1
                case .decoded, .failed: statistics.decoded += 1
                }
                images.insert(image, bytes: PhotoLoader.bytes(of: image), for: .image(result.request))
                if current, let pixels = result.pixels { keepPrepared(pixels, image) }
            case .failed(let error):
                statistics.failed += 1
                failures[result.request.url] = error
            }
            if current {
                onLoad(result.request, result.outcome)
                delivered += 1
            }
        }
        return delivered
    }

    /// Blocks until at least one result is ready or `timeout` seconds pass, then delivers what is
    /// ready: for `--screenshot`, which has no event loop running. Returns how many were delivered.
    @discardableResult
    public func waitAndDeliver(timeout: TimeInterval) -> Int {
        mailbox.wait(timeout: timeout)
        return deliverFinished()
    }

    /// A decoded thumbnail the desktop's cache does not have yet, to be written there.
    struct NewThumbnail: Sendable {
        var image: RGBAImage
        var mtime: Int
        var size: ThumbnailDiskCache.Size
    }

    /// What a quick look found: the result itself (with, for a picture the file carries, the thumbnail
    /// to share with the desktop's cache once the result is on its way), or that the photo must be
    /// decoded (with its modification time, the picture the file carries to show meanwhile when it
    /// has one, and what the decode will cost).
    enum Look: Sendable {
        case done(Outcome, Source, share: NewThumbnail?)
        case decode(mtime: Int, preview: UIImage?, cost: DecodeCost)
    }

    /// The cheap part of a request, on a loading thread: the file's status, the thumbnail cache, the
    /// picture the file carries (`EmbeddedPicture`: a JPEG's or WebP's EXIF thumbnail, a HEIF's
    /// thumbnail image).
    nonisolated static func look(_ request: Request, diskCache: ThumbnailDiskCache?) -> Look {
        let url = request.url
        var status = stat()
        guard stat(url.path, &status) == 0 else { return .done(.failed(.unreadable(errno: errno)), .failed, share: nil) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .done(.failed(.notAFile), .failed, share: nil) }
        let mtime = Int(status.st_mtim.tv_sec), fileSize = Int(status.st_size)
        // A large view shows the thumbnail meanwhile (the gallery's); only the cost is read for it.
        let cacheSize = ThumbnailDiskCache.Size.covering(request.maxPixelSize)
        let sharing = diskCache.map { !$0.contains(url) } ?? false
        if let diskCache, let size = cacheSize, sharing, let cached = diskCache.read(url, mtime: mtime, size: size) {
            return .done(.loaded(image(cached.scaled(toFit: request.maxPixelSize))), .thumbnailCache, share: nil)
        }
        // Looked for at the cache's size, so that what is shown is what GNOME Files and gThumb can reuse.
        let embedded = EmbeddedPicture.look(at: url, fileSize: fileSize, maxSide: cacheSize?.pixels ?? request.maxPixelSize,
                                            withPicture: cacheSize != nil)
        // A picture as large as asked is the thumbnail: no decode of the photo at all.
        if let picture = embedded.image, embedded.isFinal(for: request.maxPixelSize) {
            let share = cacheSize.flatMap { size in
                sharing && embedded.isFinal(for: size.pixels) ? NewThumbnail(image: picture, mtime: mtime, size: size) : nil
            }
            return .done(.loaded(image(picture.scaled(toFit: request.maxPixelSize))), .embeddedThumbnail, share: share)
        }
        return .decode(mtime: mtime, preview: embedded.image.map { image($0.scaled(toFit: request.maxPixelSize)) }, cost: embedded.decodeCost)
    }

    /// The expensive part of a request, on a loading task: decoding the file; for a thumbnail size,
    /// also what to write to the desktop's cache.
    nonisolated private static func decode(_ request: Request, mtime: Int, diskCache: ThumbnailDiskCache?) -> (Outcome, Source, NewThumbnail?) {
        do throws(PhotoLoadError) {
            let url = request.url
            if let diskCache, let size = ThumbnailDiskCache.Size.covering(request.maxPixelSize), !diskCache.contains(url) {
                let thumbnail = try PhotoDecoder.decode(url, maxSide: size.pixels)
                return (.loaded(image(thumbnail.scaled(toFit: request.maxPixelSize))), .decoded, NewThumbnail(image: thumbnail, mtime: mtime, size: size))
            }
            return (.loaded(image(try PhotoDecoder.decode(url, maxSide: request.maxPixelSize))), .decoded, nil)
        } catch {
            return (.failed(error), .failed, nil)
        }
    }

    private static func bytes(of image: UIImage) -> Int { Int(image.size.width * image.size.height) * 4 }

    nonisolated private static func image(_ pixels: RGBAImage) -> UIImage {
        UIImage(source: .rgba(width: pixels.width, height: pixels.height, bytes: pixels.pixels))
    }
}
