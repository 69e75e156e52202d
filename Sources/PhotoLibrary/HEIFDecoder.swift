import CPhotoCodecs
import Foundation

/// Reads HEIF files (HEIC from phones, AVIF) through libheif into upright 8-bit sRGB pixels.
///
/// - The file's own thumbnail image (a phone's, 320 pixels or so) is decoded instead of the photo
///   whenever it is at least as large as asked: a 12-megapixel HEIC's 256-pixel thumbnail costs a
///   decode of a few kilobytes, like a JPEG's 1/8 decode. A smaller one stands in while the photo
///   decodes (`embeddedThumbnail`).
/// - libheif applies HEIF's own rotation and mirror (`irot`, `imir`) and crop (`clap`); the EXIF
///   orientation tag inside is informative only (HEIF says so), so it is never applied again.
/// - Otherwise an 8-bit photo is decoded as Y′CbCr and shrunk before its colours are converted
///   (`YCbCrReduction`). HEVC and AV1 have no reduced-size decoding. A tile grid (what iPhones
///   write: 48 tiles of 512×512 for 12 MP) is decoded whole by libheif 1.15, its tiles on its own
///   threads: 1.15 has no way to reach a tile. `heif_context_get_image_handle` takes top-level
///   images only (asked for a tile's item id it answers "Non-existing item ID referenced"), and
///   the item list and item data calls (`heif_items.h`) came with 1.18. It would not make a
///   thumbnail cheaper anyway: every tile is needed, each decoded whole.
/// - 10- and 12-bit images are decoded at full depth, shrunk, then brought to 8 bits
///   (`HighBitDepthReduction`): PQ and HLG content is tone-mapped, not clipped.
/// - libheif is linked directly (so the process does not start without it); a libheif built without
///   its HEVC or AV1 decoder is said once on standard error and those files get cards.
/// - The image's size is checked against `PhotoDecoder.maximumPixels` before anything is decoded.
enum HEIFDecoder {
    /// libheif's reference count (`heif_init`), taken once for the process: it loads the codecs.
    private static let initialised: Bool = heif_init(nil).code == heif_error_Ok

    /// Whether libheif can decode `format`'s codec, asked once; when it cannot, said once on
    /// standard error (each file still gets its card).
    private static let hasAV1Decoder = hasDecoder(heif_compression_AV1, name: "AV1 (AVIF)")
    private static let hasHEVCDecoder = hasDecoder(heif_compression_HEVC, name: "HEVC (HEIC)")

    private static func hasDecoder(_ compression: heif_compression_format, name: String) -> Bool {
        _ = initialised
        let present = heif_have_decoder_for_format(compression) != 0
        if !present { FileHandle.standardError.write(Data("PhotoLibrary: libheif has no \(name) decoder; such photos show as cards\n".utf8)) }
        return present
    }

    /// The primary image of the HEIF file in `bytes`, fitting `maxSide` and upright; from its own
    /// thumbnail image when one is as large (unless `usingThumbnailImage` is false).
    static func decode(_ bytes: [UInt8], format: ImageFormat, maxSide: Int, usingThumbnailImage: Bool = true) throws(PhotoLoadError) -> RGBAImage {
        if format == .avif, !hasAV1Decoder { throw .missingDecoder("AVIF") }
        if format == .heif, !hasHEVCDecoder { throw .missingDecoder("HEIC") }
        return try withPrimaryImage(bytes) { (handle) throws(PhotoLoadError) in
            let width = Int(heif_image_handle_get_width(handle)), height = Int(heif_image_handle_get_height(handle))
            guard width > 0, height > 0 else { throw .corrupt("no image size in the HEIF file") }
            guard width * height <= PhotoDecoder.maximumPixels else { throw .tooLarge(width: width, height: height) }
            if usingThumbnailImage, let thumbnail = thumbnailHandle(of: handle, for: maxSide) {
                defer { heif_image_handle_release(thumbnail.handle) }
                if thumbnail.side >= maxSide, let image = try? decodeImage(thumbnail.handle, maxSide: maxSide) { return image }
            }
            return try decodeImage(handle, maxSide: maxSide)
        }
    }

    /// The EXIF facts of the HEIF file in `bytes` (its `Exif` item); nil when it has none. The
    /// orientation in it is not to be applied (see the type's note): only the date is for use.
    static func exif(_ bytes: [UInt8]) -> ExifMetadata? {
        try? withPrimaryImage(bytes, exif)
    }

    /// The EXIF facts of the HEIF file at `path`, reading only its first 64 KiB (its boxes) and
    /// the EXIF item (`HEIFExifLocator`): what the scan reads for a photo's date.
    static func exif(atPath path: String) -> ExifMetadata? {
        let url = URL(fileURLWithPath: path)
        guard let prefix = try? PhotoDecoder.readFile(url, atMost: 65_536), let range = HEIFExifLocator.exifRange(prefix: prefix),
              range.length <= 1 << 20 else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var block = [UInt8](repeating: 0, count: range.length)
        guard block.withUnsafeMutableBytes({ pread(descriptor, $0.baseAddress, range.length, off_t(range.offset)) }) == range.length else { return nil }
        return ExifMetadata(exifBlock: block, hasHeaderOffset: true)
    }

    /// The image's first `Exif` item (at most 1 MiB: EXIF is 64 KiB by its own design).
    private static func exif(_ handle: OpaquePointer) -> ExifMetadata? {
        var id: heif_item_id = 0
        guard heif_image_handle_get_list_of_metadata_block_IDs(handle, "Exif", &id, 1) == 1 else { return nil }
        let size = heif_image_handle_get_metadata_size(handle, id)
        guard size > 0, size <= 1 << 20 else { return nil }
        var block = [UInt8](repeating: 0, count: size)
        guard heif_image_handle_get_metadata(handle, id, &block).code == heif_error_Ok else { return nil }
        return ExifMetadata(exifBlock: block, hasHeaderOffset: true)
    }

    /// The longer edge of the thumbnail image `decode` would use for `maxSide`; nil when it decodes the photo.
    static func thumbnailSide(_ bytes: [UInt8], forMaxSide maxSide: Int) -> Int? {
        try? withPrimaryImage(bytes) { handle in
            guard let thumbnail = thumbnailHandle(of: handle, for: maxSide) else { return nil }
            defer { heif_image_handle_release(thumbnail.handle) }
            return thumbnail.side >= maxSide ? thumbnail.side : nil
        }
    }

    /// The file's own thumbnail image, fitting `maxSide` and upright: the smallest that reaches
    /// `maxSide` (then it is the thumbnail: `decode` would give the same), else the largest (a
    /// stand-in while the photo decodes); nil when the file has none, or it does not decode.
    ///
    /// What the loader's quick look shows: a phone's 320×240 thumbnail is a few milliseconds of
    /// HEVC, against several hundred for its 12-megapixel photo. libheif 1.15 reads the whole file
    /// to parse it (its image data too), so `bytes` is the whole file.
    static func embeddedThumbnail(_ bytes: [UInt8], format: ImageFormat, maxSide: Int) -> RGBAImage? {
        guard format == .avif ? hasAV1Decoder : hasHEVCDecoder else { return nil }
        let image = try? withPrimaryImage(bytes) { (handle) throws(PhotoLoadError) -> RGBAImage? in
            guard let thumbnail = thumbnailHandle(of: handle, for: maxSide) else { return nil }
            defer { heif_image_handle_release(thumbnail.handle) }
            let width = Int(heif_image_handle_get_width(thumbnail.handle)), height = Int(heif_image_handle_get_height(thumbnail.handle))
            guard width > 0, height > 0, width * height <= PhotoDecoder.maximumPixels else { return nil }
            return try decodeImage(thumbnail.handle, maxSide: maxSide)
        }
        return image ?? nil
    }

    /// Parses `bytes` (without copying them) and calls `body` with the primary image's handle.
    private static func withPrimaryImage<T>(_ bytes: [UInt8], _ body: (OpaquePointer) throws(PhotoLoadError) -> T) throws(PhotoLoadError) -> T {
        // withUnsafeBytes rethrows untyped: the typed error is carried out in a Result.
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(PhotoLoadError) in
                try withPrimaryImage(reading: { heif_context_read_from_memory_without_copy($0, buffer.baseAddress, buffer.count, nil) }, body)
            }
        }.get()
    }

    /// A context filled by `read`, and `body` called with its primary image's handle.
    private static func withPrimaryImage<T>(reading read: (OpaquePointer) -> heif_error,
                                            _ body: (OpaquePointer) throws(PhotoLoadError) -> T) throws(PhotoLoadError) -> T {
        guard initialised, let context = heif_context_alloc() else { throw .corrupt("cannot start the HEIF decoder") }
        defer { heif_context_free(context) }
        // libheif's own limit is per side; the pixel count is checked on the handle.
        heif_context_set_maximum_image_size_limit(context, 65_535)
        let read = read(context)
        guard read.code == heif_error_Ok else { throw .corrupt(message(read)) }
        var handle: OpaquePointer?
        let primary = heif_context_get_primary_image_handle(context, &handle)
        guard primary.code == heif_error_Ok, let handle else { throw .corrupt(message(primary)) }
        defer { heif_image_handle_release(handle) }
        return try body(handle)
    }

    /// The image's thumbnail best for `side` with its longer edge: the smallest reaching `side`,
    /// else the largest; nil when it has none. The handle is the caller's to release.
    private static func thumbnailHandle(of handle: OpaquePointer, for side: Int) -> (handle: OpaquePointer, side: Int)? {
        let count = Int(heif_image_handle_get_number_of_thumbnails(handle))
        guard count > 0 else { return nil }
        var ids = [heif_item_id](repeating: 0, count: min(count, 16))
        let listed = Int(heif_image_handle_get_list_of_thumbnail_IDs(handle, &ids, Int32(ids.count)))
        var best: (handle: OpaquePointer, side: Int)?
        for id in ids.prefix(max(0, min(listed, ids.count))) {
            var thumbnail: OpaquePointer?
            guard heif_image_handle_get_thumbnail(handle, id, &thumbnail).code == heif_error_Ok, let thumbnail else { continue }
            let longest = max(Int(heif_image_handle_get_width(thumbnail)), Int(heif_image_handle_get_height(thumbnail)))
            if let current = best, !ThumbnailChoice.isBetter(longest, than: current.side, for: side) {
                heif_image_handle_release(thumbnail)
            } else {
                if let previous = best { heif_image_handle_release(previous.handle) }
                best = (thumbnail, longest)
            }
        }
        return best
    }

    /// One image item decoded (with its transformations), shrunk to `maxSide`, in 8-bit RGBA.
    private static func decodeImage(_ handle: OpaquePointer, maxSide: Int) throws(PhotoLoadError) -> RGBAImage {
        let hasAlpha = heif_image_handle_has_alpha_channel(handle) != 0
        let deep = heif_image_handle_get_luma_bits_per_pixel(handle) > 8
        // The common photo (8-bit, opaque, Y′CbCr) is shrunk before its colours are converted.
        if !deep, !hasAlpha, let image = try decodeShrinkingYCbCr(handle, maxSide: maxSide) { return image }
        let chroma = deep ? (hasAlpha ? heif_chroma_interleaved_RRGGBBAA_LE : heif_chroma_interleaved_RRGGBB_LE)
                          : (hasAlpha ? heif_chroma_interleaved_RGBA : heif_chroma_interleaved_RGB)
        var decoded: OpaquePointer?
        let result = heif_decode_image(handle, &decoded, heif_colorspace_RGB, chroma, nil)
        guard result.code == heif_error_Ok, let decoded else { throw .corrupt(message(result)) }
        defer { heif_image_release(decoded) }
        let width = Int(heif_image_get_width(decoded, heif_channel_interleaved))
        let height = Int(heif_image_get_height(decoded, heif_channel_interleaved))
        var stride: Int32 = 0
        guard width > 0, height > 0, let plane = heif_image_get_plane_readonly(decoded, heif_channel_interleaved, &stride) else {
            throw .corrupt("the HEIF decoder gave no pixels")
        }
        let channels = hasAlpha ? 4 : 3
        let rows = UnsafeRawBufferPointer(start: plane, count: Int(stride) * height)
        guard deep else { return packed(rows, width: width, height: height, stride: Int(stride), channels: channels).scaled(toFit: maxSide) }
        let bits = Int(heif_image_get_bits_per_pixel_range(decoded, heif_channel_interleaved))
        let reduction = HighBitDepthReduction(colour: colourProfile(handle), maximumValue: (1 << min(max(bits, 9), 16)) - 1)
        return reduction.reduce(rows, width: width, height: height, stride: Int(stride), channels: channels, maxSide: maxSide)
    }

    /// An 8-bit Y′CbCr image item decoded as 4:2:0 (what phones and encoders write by default; libheif
    /// 1.15 cannot say a file's own subsampling before decoding, and turns anything else into 4:2:0
    /// far faster than into RGB) and shrunk by `YCbCrReduction`; nil when the decoded picture is
    /// not 8-bit Y′CbCr (then RGB it is).
    private static func decodeShrinkingYCbCr(_ handle: OpaquePointer, maxSide: Int) throws(PhotoLoadError) -> RGBAImage? {
        var decoded: OpaquePointer?
        let result = heif_decode_image(handle, &decoded, heif_colorspace_YCbCr, heif_chroma_420, nil)
        guard result.code == heif_error_Ok, let decoded else { throw .corrupt(message(result)) }
        defer { heif_image_release(decoded) }
        let shift: (x: Int, y: Int)
        switch heif_image_get_chroma_format(decoded) {
        case heif_chroma_420: shift = (1, 1)
        case heif_chroma_422: shift = (1, 0)
        case heif_chroma_444: shift = (0, 0)
        default: return nil
        }
        guard heif_image_get_colorspace(decoded) == heif_colorspace_YCbCr,
              [heif_channel_Y, heif_channel_Cb, heif_channel_Cr].allSatisfy({ heif_image_get_bits_per_pixel_range(decoded, $0) == 8 }) else { return nil }
        let width = Int(heif_image_get_width(decoded, heif_channel_Y)), height = Int(heif_image_get_height(decoded, heif_channel_Y))
        let chromaWidth = Int(heif_image_get_width(decoded, heif_channel_Cb)), chromaHeight = Int(heif_image_get_height(decoded, heif_channel_Cb))
        var planes: [YCbCrReduction.Plane] = []
        for (channel, rows) in [(heif_channel_Y, height), (heif_channel_Cb, chromaHeight), (heif_channel_Cr, chromaHeight)] {
            var stride: Int32 = 0
            guard let plane = heif_image_get_plane_readonly(decoded, channel, &stride) else { return nil }
            planes.append(YCbCrReduction.Plane(bytes: UnsafeRawBufferPointer(start: plane, count: Int(stride) * rows), stride: Int(stride)))
        }
        // The planes must be the sizes the reduction reads (it indexes them unchecked).
        guard width > 0, height > 0, chromaWidth == (width + (1 << shift.x) - 1) >> shift.x,
              chromaHeight == (height + (1 << shift.y) - 1) >> shift.y,
              Int(heif_image_get_width(decoded, heif_channel_Cr)) == chromaWidth,
              Int(heif_image_get_height(decoded, heif_channel_Cr)) == chromaHeight else { return nil }
        let (matrix, fullRange) = matrixProfile(decoded: decoded, handle: handle)
        guard matrix != 0 else { return nil }  // identity: the planes hold G, B and R
        return YCbCrReduction(matrix: matrix, fullRange: fullRange)
            .reduce(luma: planes[0], blue: planes[1], red: planes[2], width: width, height: height, chromaShift: shift, maxSide: maxSide)
    }

    /// The colour matrix and range of a decoded picture: what its bitstream says, else the file's
    /// `colr` box, else HEIF's default (BT.601, full range), as libheif's own conversion takes them.
    private static func matrixProfile(decoded: OpaquePointer, handle: OpaquePointer) -> (matrix: Int, fullRange: Bool) {
        var profile: UnsafeMutablePointer<heif_color_profile_nclx>?
        if heif_image_get_nclx_color_profile(decoded, &profile).code != heif_error_Ok || profile == nil {
            profile = nil
            _ = heif_image_handle_get_nclx_color_profile(handle, &profile)
        }
        guard let profile else { return (6, true) }
        defer { heif_nclx_color_profile_free(profile) }
        return (Int(profile.pointee.matrix_coefficients.rawValue), profile.pointee.full_range_flag != 0)
    }

    /// The transfer and primaries the file declares (its `colr` box); SDR BT.709 when it says nothing.
    private static func colourProfile(_ handle: OpaquePointer) -> (transfer: Int, primaries: Int) {
        var profile: UnsafeMutablePointer<heif_color_profile_nclx>?
        guard heif_image_handle_get_nclx_color_profile(handle, &profile).code == heif_error_Ok, let profile else { return (1, 1) }
        defer { heif_nclx_color_profile_free(profile) }
        return (Int(profile.pointee.transfer_characteristics.rawValue), Int(profile.pointee.color_primaries.rawValue))
    }

    /// 8-bit rows of `channels` bytes a pixel, `stride` apart, as tightly packed RGBA.
    private static func packed(_ rows: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, channels: Int) -> RGBAImage {
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { target, count in
            for y in 0..<height {
                var from = y * stride, to = y * width * 4
                for _ in 0..<width {
                    target[to] = rows[from]; target[to + 1] = rows[from + 1]; target[to + 2] = rows[from + 2]
                    target[to + 3] = channels == 4 ? rows[from + 3] : 255
                    from += channels
                    to += 4
                }
            }
            count = width * height * 4
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private static func message(_ error: heif_error) -> String {
        error.message.map { String(cString: $0) } ?? "the HEIF file cannot be read"
    }
}

extension HighBitDepthReduction {
    /// The reduction for a file whose `colr` box gives these H.273 codes.
    init(colour: (transfer: Int, primaries: Int), maximumValue: Int) {
        self.init(transfer: Transfer(h273: colour.transfer), wideGamut: colour.primaries == 9, maximumValue: maximumValue)
    }
}
