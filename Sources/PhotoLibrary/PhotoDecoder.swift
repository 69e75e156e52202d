import CImageCodecs
import Foundation

/// Reads a JPEG, PNG, WebP, HEIF (HEIC) or AVIF file into upright straight-alpha pixels no larger than
/// asked, off the main thread. The format is told by the file's first bytes (`ImageFormat`).
///
/// JPEGs go through TurboJPEG with its DCT scaling (1/2, 1/4, 1/8), so a 24-megapixel photo becomes a
/// thumbnail from an eighth-size decode; PNGs through libpng's simplified API. Both read the header
/// first and refuse an image above `maximumPixels` before allocating anything for it; so do
/// `WebPDecoder` and `HEIFDecoder` (which see for their scaled decoding).
enum PhotoDecoder {
    /// The largest image accepted, in pixels (100 megapixels: beyond any camera, far below 30000×30000).
    static let maximumPixels = 100_000_000

    /// The file at `url`, shrunk to fit `maxSide` on its longer edge and turned upright.
    /// `usingThumbnailImage` false: a HEIF's own thumbnail image is never used (to time the photo's decode).
    static func decode(_ url: URL, maxSide: Int, usingThumbnailImage: Bool = true) throws(PhotoLoadError) -> RGBAImage {
        try decode(readFile(url), maxSide: maxSide, usingThumbnailImage: usingThumbnailImage)
    }

    /// A whole file's bytes, decoded by the decoder its first bytes name (never its file name).
    static func decode(_ bytes: [UInt8], maxSide: Int, usingThumbnailImage: Bool = true) throws(PhotoLoadError) -> RGBAImage {
        switch ImageFormat(sniffing: Array(bytes.prefix(ImageFormat.sniffLength))) {
        case .jpeg: try decodeJPEG(bytes, maxSide: maxSide)
        case .png: try decodePNG(bytes, maxSide: maxSide)
        case .webp: try WebPDecoder.decode(bytes, maxSide: maxSide)
        case .heif: try HEIFDecoder.decode(bytes, format: .heif, maxSide: maxSide, usingThumbnailImage: usingThumbnailImage)
        case .avif: try HEIFDecoder.decode(bytes, format: .avif, maxSide: maxSide, usingThumbnailImage: usingThumbnailImage)
        case nil: throw .unsupportedFormat
        }
    }

    /// The EXIF facts of a whole file's bytes, whatever its format; nil when it has none. For HEIF
    /// and AVIF the orientation is informative only (the decoder applies the file's own).
    static func exif(_ bytes: [UInt8]) -> ExifMetadata? {
        switch ImageFormat(sniffing: Array(bytes.prefix(ImageFormat.sniffLength))) {
        case .jpeg: ExifMetadata(jpegPrefix: Array(bytes.prefix(65_536)))
        case .webp: WebPDecoder.exif(bytes)
        case .heif, .avif: HEIFDecoder.exif(bytes)
        case .png, nil: nil
        }
    }

    /// The camera's own thumbnail of a JPEG (EXIF IFD1, typically 160×120), decoded and turned upright;
    /// nil when the file has none or it does not decode. Costs a read of the file's first 64 KiB and
    /// a decode of a few kilobytes: a stand-in while the photo itself decodes.
    static func embeddedThumbnail(_ url: URL) -> RGBAImage? {
        (try? readFile(url, atMost: 65_536)).flatMap(embeddedThumbnail(prefix:))
    }

    /// The EXIF thumbnail of the JPEG whose first bytes (64 KiB) are `prefix`, as `embeddedThumbnail(_:)`.
    static func embeddedThumbnail(prefix: [UInt8]) -> RGBAImage? {
        guard prefix.starts(with: [0xFF, 0xD8, 0xFF]), let exif = ExifMetadata(jpegPrefix: prefix), let range = exif.thumbnailRange else { return nil }
        return decodeThumbnailJPEG(Array(prefix[range]), orientation: exif.orientation)
    }

    /// An EXIF thumbnail's JPEG decoded whole and turned by its photo's `orientation` (a thumbnail
    /// has no EXIF of its own); nil when it does not decode or is a sliver.
    static func decodeThumbnailJPEG(_ bytes: [UInt8], orientation: ExifOrientation) -> RGBAImage? {
        guard let thumbnail = try? decodeJPEG(bytes, maxSide: 4096, orientation: orientation), thumbnail.width > 1, thumbnail.height > 1 else { return nil }
        return thumbnail
    }

    /// The whole file (or its first `limit` bytes), after checking it is a readable, non-empty regular file.
    static func readFile(_ url: URL, atMost limit: Int = .max) throws(PhotoLoadError) -> [UInt8] {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(errno: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile }
        guard status.st_size > 0 else { throw .empty }
        // Not zero-filled first: the read writes every byte kept (a few MB a photo).
        let bytes = [UInt8](unsafeUninitializedCapacity: min(limit, Int(status.st_size))) { buffer, filled in
            filled = 0
            while filled < buffer.count {
                let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                filled += count
            }
        }
        guard !bytes.isEmpty else { throw .unreadable(errno: errno) }
        return bytes
    }

    /// `orientation` nil: the file's own EXIF Orientation (an embedded thumbnail has none of its own).
    static func decodeJPEG(_ bytes: [UInt8], maxSide: Int, orientation: ExifOrientation? = nil) throws(PhotoLoadError) -> RGBAImage {
        guard let handle = tjInitDecompress() else { throw .corrupt("cannot start the JPEG decoder") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0 else {
            throw .corrupt(errorText(handle))
        }
        guard width > 0, height > 0 else { throw .corrupt("no image size in the JPEG header") }
        guard Int(width) * Int(height) <= maximumPixels else { throw .tooLarge(width: Int(width), height: Int(height)) }
        let factor = scalingFactor(width: Int(width), height: Int(height), atLeast: maxSide)
        let scaledWidth = (Int(width) * factor.num + factor.denom - 1) / factor.denom
        let scaledHeight = (Int(height) * factor.num + factor.denom - 1) / factor.denom
        // A warning (a truncated file, a damaged scan) counts as failure: half a photo is a broken photo.
        guard let pixels = filledPixels(count: scaledWidth * scaledHeight * 4, by: { target in
            tjDecompress2(handle, bytes, UInt(bytes.count), target.baseAddress, Int32(scaledWidth), 0, Int32(scaledHeight),
                          Int32(TJPF_RGBA.rawValue), TJFLAG_FASTUPSAMPLE) == 0
        }) else { throw .corrupt(errorText(handle)) }
        let orientation = orientation ?? ExifMetadata(jpegPrefix: Array(bytes.prefix(65_536)))?.orientation ?? .up
        return RGBAImage(width: scaledWidth, height: scaledHeight, pixels: pixels).scaled(toFit: maxSide).oriented(orientation)
    }

    /// The strongest reduction TurboJPEG offers that still leaves the longer edge at least `side` pixels.
    static func scalingFactor(width: Int, height: Int, atLeast side: Int) -> (num: Int, denom: Int) {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return (1, 1) }
        var best = (num: 1, denom: 1)
        for index in 0..<Int(count) {
            let factor = (num: Int(factors[index].num), denom: Int(factors[index].denom))
            guard factor.num <= factor.denom else { continue }  // only reductions
            let longest = (max(width, height) * factor.num + factor.denom - 1) / factor.denom
            if longest >= side, factor.num * best.denom < best.num * factor.denom { best = factor }
        }
        return best
    }

    private static func errorText(_ handle: tjhandle) -> String {
        String(cString: tjGetErrorStr2(handle))
    }

    static func decodePNG(_ bytes: [UInt8], maxSide: Int) throws(PhotoLoadError) -> RGBAImage {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_memory(&image, bytes, bytes.count) != 0 else { throw .corrupt(pngMessage(image)) }
        let width = Int(image.width), height = Int(image.height)
        guard width * height <= maximumPixels else {
            png_image_free(&image)
            throw .tooLarge(width: width, height: height)
        }
        image.format = PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA
        let pixels = filledPixels(count: width * height * 4) { png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil) != 0 }
        let message = pngMessage(image)
        png_image_free(&image)
        guard let pixels else { throw .corrupt(message) }
        return RGBAImage(width: width, height: height, pixels: pixels).scaled(toFit: maxSide)
    }

    /// `count` bytes written by `decode`, which answers whether it succeeded, without zeroing them
    /// first: the decoder writes over every one. Both decoders fill every pixel of a tightly packed
    /// RGBA buffer when they succeed (alpha too, 255 for an opaque source); when one fails, what it
    /// wrote is dropped unread.
    private static func filledPixels(count: Int, by decode: (UnsafeMutableRawBufferPointer) -> Bool) -> [UInt8]? {
        var succeeded = false
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            succeeded = decode(UnsafeMutableRawBufferPointer(buffer))
            initialized = succeeded ? count : 0
        }
        return succeeded ? pixels : nil
    }

    private static func pngMessage(_ image: png_image) -> String {
        var message = image.message
        return withUnsafeBytes(of: &message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
