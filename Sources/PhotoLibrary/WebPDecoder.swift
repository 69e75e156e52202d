import CPhotoCodecs
import Foundation

/// Reads WebP files through libwebp into upright 8-bit RGBA pixels.
///
/// - A still image is decoded straight to the size asked (libwebp's scaling: the full-size picture
///   is never held, only the shrunk one).
/// - An animation shows its first frame, composed on its canvas by libwebpdemux's animation decoder.
/// - The `EXIF` chunk's orientation is applied (WebP has no orientation of its own).
/// - The canvas size is checked against `PhotoDecoder.maximumPixels` before anything is decoded.
enum WebPDecoder {
    /// The file in `bytes`, fitting `maxSide` and upright.
    static func decode(_ bytes: [UInt8], maxSide: Int) throws(PhotoLoadError) -> RGBAImage {
        var features = WebPBitstreamFeatures()
        let status = bytes.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &features) }
        guard status == VP8_STATUS_OK else { throw .corrupt(describe(status)) }
        let width = Int(features.width), height = Int(features.height)
        guard width > 0, height > 0 else { throw .corrupt("no image size in the WebP header") }
        guard width * height <= PhotoDecoder.maximumPixels else { throw .tooLarge(width: width, height: height) }
        let image = features.has_animation != 0 ? try firstFrame(bytes) : try still(bytes, width: width, height: height, maxSide: maxSide)
        return image.scaled(toFit: maxSide).oriented(exif(bytes)?.orientation ?? .up)
    }

    /// The EXIF facts in the file's `EXIF` chunk; nil when it has none (or it is malformed).
    static func exif(_ bytes: [UInt8]) -> ExifMetadata? {
        bytes.withUnsafeBufferPointer { buffer -> ExifMetadata? in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let demuxer = WebPDemux(&data) else { return nil }
            defer { WebPDemuxDelete(demuxer) }
            guard WebPDemuxGetI(demuxer, WEBP_FF_FORMAT_FLAGS) & UInt32(EXIF_FLAG.rawValue) != 0 else { return nil }
            var chunk = WebPChunkIterator()
            guard WebPDemuxGetChunk(demuxer, "EXIF", 1, &chunk) != 0 else { return nil }
            defer { WebPDemuxReleaseChunkIterator(&chunk) }
            guard let start = chunk.chunk.bytes else { return nil }
            return ExifMetadata(exifBlock: Array(UnsafeBufferPointer(start: start, count: chunk.chunk.size)), hasHeaderOffset: false)
        }
    }

    /// The EXIF facts of the WebP file at `path`, reading only its chunk headers and its `EXIF`
    /// chunk (which follows the image data): what the scan reads for a photo's date.
    static func exif(atPath path: String) -> ExifMetadata? {
        exifBlock(atPath: path).flatMap { ExifMetadata(exifBlock: $0, hasHeaderOffset: false) }
    }

    /// The JPEG thumbnail in the `EXIF` chunk of the WebP file at `path` (IFD1, as a camera JPEG
    /// converted with its metadata carries one), turned upright by the chunk's orientation; nil
    /// when there is none or it does not decode. Reads the chunk headers and the chunk only.
    static func exifThumbnail(atPath path: String) -> RGBAImage? {
        guard let block = exifBlock(atPath: path), let exif = ExifMetadata(exifBlock: block, hasHeaderOffset: false),
              let range = exif.thumbnailRange else { return nil }
        return PhotoDecoder.decodeThumbnailJPEG(Array(block[range]), orientation: exif.orientation)
    }

    /// The `EXIF` chunk of the WebP file at `path` (at most 1 MiB: EXIF is 64 KiB by its own design),
    /// found by walking the chunk headers; nil when it has none or the file is malformed.
    private static func exifBlock(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        func read(_ count: Int, at offset: Int) -> [UInt8]? {
            var bytes = [UInt8](repeating: 0, count: count)
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
            return got == count ? bytes : nil
        }
        guard let header = read(12, at: 0), ImageFormat(sniffing: header) == .webp else { return nil }
        var offset = 12
        // A still photo has a handful of chunks; an animation one a frame, and its EXIF comes last.
        for _ in 0..<4096 {
            guard let chunk = read(8, at: offset) else { return nil }
            let size = Int(chunk[4]) | Int(chunk[5]) << 8 | Int(chunk[6]) << 16 | Int(chunk[7]) << 24
            if chunk[0..<4].elementsEqual("EXIF".utf8) { return size <= 1 << 20 ? read(size, at: offset + 8) : nil }
            offset += 8 + size + (size & 1)
        }
        return nil
    }

    /// A still image, decoded and scaled by libwebp in one pass into a buffer of the final size.
    private static func still(_ bytes: [UInt8], width: Int, height: Int, maxSide: Int) throws(PhotoLoadError) -> RGBAImage {
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else { throw .corrupt("cannot start the WebP decoder") }
        let (outWidth, outHeight) = RGBAImage.fittingSize(width: width, height: height, maxSide: maxSide)
        if outWidth != width || outHeight != height {
            config.options.use_scaling = 1
            config.options.scaled_width = Int32(outWidth)
            config.options.scaled_height = Int32(outHeight)
        }
        config.output.colorspace = MODE_RGBA
        config.output.is_external_memory = 1
        var status = VP8_STATUS_OK
        let count = outWidth * outHeight * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
            config.output.u.RGBA = WebPRGBABuffer(rgba: target.baseAddress, stride: Int32(outWidth * 4), size: count)
            status = bytes.withUnsafeBufferPointer { WebPDecode($0.baseAddress, $0.count, &config) }
            // libwebp writes every byte of the buffer (alpha 255 for an opaque image) when it succeeds.
            initialized = status == VP8_STATUS_OK ? count : 0
        }
        guard status == VP8_STATUS_OK else { throw .corrupt(describe(status)) }
        return RGBAImage(width: outWidth, height: outHeight, pixels: pixels)
    }

    /// An animation's first frame on its full canvas.
    private static func firstFrame(_ bytes: [UInt8]) throws(PhotoLoadError) -> RGBAImage {
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<RGBAImage, PhotoLoadError> in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { return .failure(.corrupt("cannot start the WebP animation decoder")) }
            options.color_mode = MODE_RGBA
            options.use_threads = 0
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { return .failure(.corrupt("a malformed WebP animation")) }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { return .failure(.corrupt("a malformed WebP animation")) }
            let width = Int(info.canvas_width), height = Int(info.canvas_height)
            guard width > 0, height > 0 else { return .failure(.corrupt("no canvas size in the WebP animation")) }
            guard width * height <= PhotoDecoder.maximumPixels else { return .failure(.tooLarge(width: width, height: height)) }
            var frame: UnsafeMutablePointer<UInt8>?
            var timestamp: Int32 = 0
            guard WebPAnimDecoderGetNext(decoder, &frame, &timestamp) != 0, let frame else {
                return .failure(.corrupt("the WebP animation's first frame does not decode"))
            }
            return .success(RGBAImage(width: width, height: height, pixels: Array(UnsafeBufferPointer(start: frame, count: width * height * 4))))
        }
        return try result.get()
    }

    private static func describe(_ status: VP8StatusCode) -> String {
        switch status {
        case VP8_STATUS_OUT_OF_MEMORY: "the WebP decoder ran out of memory"
        case VP8_STATUS_INVALID_PARAM: "the WebP decoder refused its parameters"
        case VP8_STATUS_BITSTREAM_ERROR: "a damaged WebP bitstream"
        case VP8_STATUS_UNSUPPORTED_FEATURE: "a WebP feature libwebp does not support"
        case VP8_STATUS_NOT_ENOUGH_DATA: "a truncated WebP file"
        default: "the WebP file cannot be read"
        }
    }
}
