import CImageCodecs
import CX11
import CollectionEngine
import Foundation

/// Decoded pixels, premultiplied, in the byte order XRender's ARGB32 has on this machine (B, G, R, A):
/// an image ready to upload (`X11Host.preparePixels(of:)`).
public struct DecodedImage: Sendable {
    let width: Int
    let height: Int
    var pixels: [UInt8]
    /// Whether every pixel's alpha is 255, found while the pixels were premultiplied: drawn over
    /// something, such an image hides it.
    var isOpaque: Bool
}

/// Image files through libpng (its simplified `png_image` API), turned into XRender pictures on first
/// use. (`UIImage.size` needs no host: the engine reads it from the file's header.)
///
/// The pictures live on the X server under the host's one budget (`ServerMemory`), least recently
/// drawn freed first, so a gallery of thousands of photos holds only what was drawn lately. An evicted
/// picture is simply made again when drawn again. A file that cannot be read is remembered as such
/// and drawn as nothing, never retried each frame.
@MainActor
final class ImageStore: ServerMemoryOwner {
    private let paint: Paint
    private let memory: ServerMemory
    private var pictures: [PictureKey: Entry] = [:]
    private var unreadable: Set<URL> = []
    /// In-memory images whose pixels were put in XRender's order off the main thread (`prepare`),
    /// oldest first, waiting to become pictures.
    private var prepared: [Prepared] = []
    /// Where images go to the server when it shares memory with us; nil: through the socket.
    private let sharedMemory: SharedMemoryUpload?
    private var preparedBytes = 0
    /// The pictures of symbol images, drawn at the size they are shown (`ViewContentPainter`).
    let symbols: SymbolStore

    /// Which image a picture shows: a file, or an in-memory image by identity.
    enum PictureKey: Hashable {
        case file(URL)
        case memory(ObjectIdentifier)

        var isFile: Bool {
            if case .file = self { return true }
            return false
        }
    }

    /// A picture; for an in-memory image the weak reference tells a recycled identifier from the same image.
    private struct Entry {
        weak var image: UIImage?
        var picture: Picture, width: Int, height: Int
        var isOpaque: Bool
    }

    /// An image's picture on the server, its size in pixels, and whether every pixel of it is opaque.
    struct StoredPicture {
        var picture: Picture, width: Int, height: Int
        var isOpaque: Bool
    }

    /// An image's pixels ready to upload as they are.
    private struct Prepared {
        weak var image: UIImage?
        var pixels: DecodedImage
    }

    /// The most bytes of prepared pixels kept waiting: more than a few screens of thumbnails means
    /// they come faster than they are drawn or uploaded, and the oldest are least likely to be drawn.
    static let preparedLimit = 16 << 20

    init(paint: Paint, memory: ServerMemory) {
        (self.paint, self.memory) = (paint, memory)
        sharedMemory = SharedMemoryUpload(connection: paint.connection)
        symbols = SymbolStore(paint: paint, memory: memory)
        memory.register(self)
    }

    /// Reads a PNG file fully; nil when it is missing, corrupt or absurdly large.
    nonisolated static func decode(_ url: URL) -> DecodedImage? {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, url.path) != 0 else { return nil }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            png_image_free(&image)
            return nil
        }
        image.format = PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_BGR
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let ok = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
        }
        png_image_free(&image)
        guard ok != 0 else { return nil }
        let isOpaque = premultiply(&pixels)
        return DecodedImage(width: width, height: height, pixels: pixels, isOpaque: isOpaque)
    }

    /// Straight RGBA rows (the engine's `.rgba` source) in XRender's order, premultiplied.
    ///
    /// - Complexity: O(pixels), one pass into a new buffer.
    nonisolated static func fromRGBA(_ bytes: [UInt8], width: Int, height: Int) -> DecodedImage? {
        guard width > 0, height > 0, bytes.count == width * height * 4 else { return nil }
        var isOpaque = true
        let pixels = bytes.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: source.count) { target, count in
                for i in stride(from: 0, to: source.count, by: 4) {
                    let alpha = UInt16(source[i + 3])
                    let (r, g, b) = (UInt16(source[i]), UInt16(source[i + 1]), UInt16(source[i + 2]))
                    if alpha == 255 {
                        (target[i], target[i + 1], target[i + 2]) = (UInt8(b), UInt8(g), UInt8(r))
                    } else {
                        (target[i], target[i + 1], target[i + 2]) = (scaled(b, by: alpha), scaled(g, by: alpha), scaled(r, by: alpha))
                        isOpaque = false
                    }
                    target[i + 3] = UInt8(alpha)
                }
                count = source.count
            }
        }
        return DecodedImage(width: width, height: height, pixels: pixels, isOpaque: isOpaque)
    }

    /// Premultiplies in place; returns whether every alpha was 255.
    nonisolated private static func premultiply(_ pixels: inout [UInt8]) -> Bool {
        var isOpaque = true
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = UInt16(pixels[i + 3])
            guard alpha != 255 else { continue }
            isOpaque = false
            for c in 0..<3 { pixels[i + c] = scaled(UInt16(pixels[i + c]), by: alpha) }
        }
        return isOpaque
    }

    /// A colour channel multiplied by an alpha, both 0...255, rounded to nearest.
    @inline(__always)
    nonisolated private static func scaled(_ channel: UInt16, by alpha: UInt16) -> UInt8 {
        UInt8((channel * alpha + 127) / 255)
    }

    /// The picture for `image` and its size in pixels, made on first use.
    func picture(for image: UIImage) -> StoredPicture? {
        let key: PictureKey
        switch image.source {
        case .file(let url): key = .file(url)
        case .rgba: key = .memory(ObjectIdentifier(image))
        case .symbol: return nil  // drawn at its shown size from `symbols`
        }
        if let known = pictures[key], key.isFile || known.image === image {
            memory.touch(.image(key), owner: self)
            return StoredPicture(picture: known.picture, width: known.width, height: known.height, isOpaque: known.isOpaque)
        }
        let made: StoredPicture?
        switch image.source {
        case .file(let url):
            guard !unreadable.contains(url) else { return nil }
            made = ImageStore.decode(url).flatMap(upload)
            if made == nil {
                unreadable.insert(url)
                FileHandle.standardError.write(Data("Tessera: cannot decode image \(url.path)\n".utf8))
            }
        case let .rgba(width, height, bytes):
            made = (takePrepared(image) ?? ImageStore.fromRGBA(bytes, width: width, height: height)).flatMap(upload)
        case .symbol:
            made = nil
        }
        guard let made else { return nil }
        keep(made, of: key.isFile ? nil : image, as: key)
        return made
    }

    func upload(_ image: DecodedImage) -> StoredPicture? {
        StoredPicture(picture: paint.picture(fromPixels: image.pixels, width: image.width, height: image.height, bytesPerPixel: 4,
                                             sharedMemory: sharedMemory),
                      width: image.width, height: image.height, isOpaque: image.isOpaque)
    }

    /// Keeps `pixels`, `image` already in XRender's order (`fromRGBA`, made off the main thread), so
    /// that making its picture is only an upload: when it is drawn, or sooner by `uploadPrepared`.
    func prepare(_ image: UIImage, pixels: DecodedImage) {
        guard case let .rgba(width, height, _) = image.source, width == pixels.width, height == pixels.height,
              pixels.pixels.count == width * height * 4, pictures[.memory(ObjectIdentifier(image))]?.image !== image else { return }
        prepared.append(Prepared(image: image, pixels: pixels))
        preparedBytes += pixels.pixels.count
        while preparedBytes > ImageStore.preparedLimit, !prepared.isEmpty {
            preparedBytes -= prepared.removeFirst().pixels.pixels.count
        }
    }

    /// Makes pictures of prepared images, oldest first, until about `byteBudget` bytes went to the
    /// server: spread over frames, they are ready before they are drawn, and no frame uploads a
    /// whole row of photos. Images that no longer exist are dropped.
    /// - Complexity: O(prepared images uploaded or dropped).
    func uploadPrepared(byteBudget: Int) {
        var sent = 0, taken = 0
        defer {
            prepared.removeFirst(taken)
        }
        while taken < prepared.count, sent < byteBudget {
            let next = prepared[taken]
            taken += 1
            preparedBytes -= next.pixels.pixels.count
            guard let image = next.image else { continue }
            let key = PictureKey.memory(ObjectIdentifier(image))
            guard pictures[key]?.image !== image, let made = upload(next.pixels) else { continue }
            keep(made, of: image, as: key)
            sent += next.pixels.pixels.count
        }
    }

    /// The prepared pixels of `image`, no longer kept; nil when it has none.
    private func takePrepared(_ image: UIImage) -> DecodedImage? {
        guard let index = prepared.firstIndex(where: { $0.image === image }) else { return nil }
        preparedBytes -= prepared[index].pixels.pixels.count
        return prepared.remove(at: index).pixels
    }

    /// Keeps `made`, the picture of `image` (nil for a file's), freeing one it replaces (an image
    /// gone whose identifier was recycled).
    private func keep(_ made: StoredPicture, of image: UIImage?, as key: PictureKey) {
        release(.image(key))
        pictures[key] = Entry(image: image, picture: made.picture, width: made.width, height: made.height, isOpaque: made.isOpaque)
        memory.add(.image(key), bytes: ServerMemory.pixmapBytes(width: made.width, height: made.height, depth: 32), owner: self)
    }

    func release(_ kind: ServerMemory.Resource.Kind) {
        guard case let .image(key) = kind, let gone = pictures.removeValue(forKey: key) else { return }
        memory.remove(kind, owner: self)
        paint.free(gone.picture)
    }

    /// Frees the pictures of in-memory images that no longer exist.
    func sweep() {
        for (key, entry) in pictures where entry.image == nil && !key.isFile { release(.image(key)) }
    }
}
