import CX11
import CollectionEngine
import Foundation

/// Decoded pixels, premultiplied, in the byte order XRender's ARGB32 has on this machine (B, G, R, A).
struct DecodedImage {
    let width: Int
    let height: Int
    var pixels: [UInt8]
}

/// Image files through libpng (its simplified `png_image` API), turned into XRender pictures on first
/// use. (`UIImage.size` needs no host: the engine reads it from the file's header.)
///
/// The pictures live on the X server, least recently drawn evicted first once they take more than
/// `memoryLimit` bytes, so a gallery of thousands of photos holds only what was drawn lately. An
/// evicted picture is simply made again when drawn again. A file that cannot be read is remembered
/// as such and drawn as nothing, never retried each frame.
@MainActor
final class ImageStore {
    private let paint: Paint
    private var pictures: ByteBoundedCache<PictureKey, Entry>
    private var unreadable: Set<URL> = []

    /// Which image a picture shows: a file, or an in-memory image by identity.
    private enum PictureKey: Hashable {
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
    }

    /// The most bytes the pictures may take on the server together.
    var memoryLimit: Int {
        get { pictures.limit }
        set {
            pictures.limit = newValue
            freeEvicted([])
        }
    }

    /// The bytes the pictures take on the server now.
    var memoryUsed: Int { pictures.totalBytes }

    init(paint: Paint, memoryLimit: Int = ImageStore.defaultMemoryLimit) {
        self.paint = paint
        pictures = ByteBoundedCache(limit: memoryLimit)
    }

    /// 128 MiB: about 650 photo thumbnails of 256×192, several screens of a gallery.
    static let defaultMemoryLimit = 128 << 20

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
        premultiply(&pixels)
        return DecodedImage(width: width, height: height, pixels: pixels)
    }

    /// Straight RGBA rows (the engine's `.rgba` source) in XRender's order, premultiplied.
    nonisolated static func fromRGBA(_ bytes: [UInt8], width: Int, height: Int) -> DecodedImage? {
        guard width > 0, height > 0, bytes.count == width * height * 4 else { return nil }
        var pixels = bytes
        for i in stride(from: 0, to: pixels.count, by: 4) { pixels.swapAt(i, i + 2) }
        premultiply(&pixels)
        return DecodedImage(width: width, height: height, pixels: pixels)
    }

    nonisolated private static func premultiply(_ pixels: inout [UInt8]) {
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = UInt16(pixels[i + 3])
            guard alpha != 255 else { continue }
            for c in 0..<3 { pixels[i + c] = UInt8((UInt16(pixels[i + c]) * alpha + 127) / 255) }
        }
    }

    /// The picture for `image` and its size in pixels, made on first use.
    func picture(for image: UIImage) -> (picture: Picture, width: Int, height: Int)? {
        let key: PictureKey
        switch image.source {
        case .file(let url): key = .file(url)
        case .rgba: key = .memory(ObjectIdentifier(image))
        }
        if let known = pictures.value(for: key), key.isFile || known.image === image { return (known.picture, known.width, known.height) }
        let made: (picture: Picture, width: Int, height: Int)?
        switch image.source {
        case .file(let url):
            guard !unreadable.contains(url) else { return nil }
            made = ImageStore.decode(url).flatMap(upload)
            if made == nil {
                unreadable.insert(url)
                FileHandle.standardError.write(Data("Tessera: cannot decode image \(url.path)\n".utf8))
            }
        case let .rgba(width, height, bytes):
            made = ImageStore.fromRGBA(bytes, width: width, height: height).flatMap(upload)
        }
        guard let made else { return nil }
        freeEvicted(pictures.insert(Entry(image: key.isFile ? nil : image, picture: made.picture, width: made.width, height: made.height),
                                    bytes: made.width * made.height * 4, for: key))
        return made
    }

    func upload(_ image: DecodedImage) -> (picture: Picture, width: Int, height: Int)? {
        (paint.picture(fromPixels: image.pixels, width: image.width, height: image.height, bytesPerPixel: 4), image.width, image.height)
    }

    /// Frees the pictures of in-memory images that no longer exist.
    func sweep() {
        for key in pictures.keys {
            guard case .memory = key, pictures.peek(key)?.image == nil, let gone = pictures.removeValue(for: key) else { continue }
            paint.free(gone.picture)
        }
    }

    private func freeEvicted(_ evicted: [(key: PictureKey, value: Entry)]) {
        for (_, entry) in evicted { paint.free(entry.picture) }
    }
}
