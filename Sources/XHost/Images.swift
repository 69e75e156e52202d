import CX11
import CollectionEngine
import Foundation

/// Decoded pixels, premultiplied, in the byte order XRender's ARGB32 has on this machine (B, G, R, A).
struct DecodedImage {
    let width: Int
    let height: Int
    var pixels: [UInt8]
}

/// Image files through libpng (its simplified `png_image` API), turned into XRender pictures once and
/// kept. (`UIImage.size` needs no host: the engine reads it from the file's header.)
///
/// A file that cannot be read is remembered as such and drawn as nothing, never retried each frame.
@MainActor
final class ImageStore {
    private let paint: Paint
    private var pictures: [URL: (picture: Picture, width: Int, height: Int)?] = [:]
    private var memoryPictures: [ObjectIdentifier: MemoryPicture] = [:]

    /// An in-memory image's picture; the weak reference tells a recycled identifier from the same image.
    private struct MemoryPicture {
        weak var image: UIImage?
        var picture: Picture, width: Int, height: Int
    }

    init(paint: Paint) { self.paint = paint }

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
        switch image.source {
        case .file(let url):
            if let known = pictures[url] { return known }
            let made = ImageStore.decode(url).flatMap(upload)
            if made == nil { FileHandle.standardError.write(Data("Tessera: cannot decode image \(url.path)\n".utf8)) }
            pictures[url] = made
            return made
        case let .rgba(width, height, bytes):
            let id = ObjectIdentifier(image)
            if let known = memoryPictures[id], known.image === image { return (known.picture, known.width, known.height) }
            guard let decoded = ImageStore.fromRGBA(bytes, width: width, height: height),
                  let made = upload(decoded) else { return nil }
            memoryPictures[id] = MemoryPicture(image: image, picture: made.picture, width: made.width, height: made.height)
            return made
        }
    }

    func upload(_ image: DecodedImage) -> (picture: Picture, width: Int, height: Int)? {
        (paint.picture(fromPixels: image.pixels, width: image.width, height: image.height, bytesPerPixel: 4), image.width, image.height)
    }

    /// Frees the pictures of in-memory images that no longer exist.
    func sweep() {
        for (id, entry) in memoryPictures where entry.image == nil {
            paint.free(entry.picture)
            memoryPictures[id] = nil
        }
    }
}
