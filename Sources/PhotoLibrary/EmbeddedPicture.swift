import Foundation

/// What a photo file offers before its photo is decoded, found by the loader's quick look: the
/// picture it carries beside the photo, and what decoding the photo itself would cost (told from
/// its first bytes and its size).
///
/// - JPEG: the camera's EXIF thumbnail (IFD1, 160×120 as most cameras write it), in the first 64 KiB.
/// - WebP: the same, when its `EXIF` chunk carries one (a camera JPEG converted with its metadata).
/// - HEIF (HEIC, AVIF): the file's thumbnail image (an iPhone's is 320×240), the smallest reaching
///   the size asked, else the largest.
///
/// A picture as large as asked is the thumbnail; a smaller one stands in while the photo decodes:
/// a lower-resolution picture, not the placeholder.
struct EmbeddedPicture {
    /// The picture, fitting the size asked and upright; nil when the file carries none.
    var image: RGBAImage?
    var decodeCost: DecodeCost

    /// Whether `image` is as large as `maxSide` asks: then no decode is needed.
    func isFinal(for maxSide: Int) -> Bool {
        guard let image else { return false }
        return max(image.width, image.height) >= maxSide
    }

    /// Looks into the file at `url` (`fileSize` bytes, from its status) for a picture fitting
    /// `maxSide`. `withPicture` false: only the format and cost are read (the first bytes).
    static func look(at url: URL, fileSize: Int, maxSide: Int, withPicture: Bool = true) -> EmbeddedPicture {
        let prefix = (try? PhotoDecoder.readFile(url, atMost: 65_536)) ?? []
        let format = ImageFormat(sniffing: Array(prefix.prefix(ImageFormat.sniffLength)))
        let cost = DecodeCost(format: format, fileSize: fileSize, maxSide: maxSide)
        guard withPicture else { return EmbeddedPicture(image: nil, decodeCost: cost) }
        let picture = format.flatMap { embeddedPicture(of: url, format: $0, prefix: prefix, fileSize: fileSize, maxSide: maxSide) }
        return EmbeddedPicture(image: picture?.scaled(toFit: maxSide), decodeCost: cost)
    }

    /// The picture a `format` file carries beside its photo; `prefix`: its first 64 KiB.
    private static func embeddedPicture(of url: URL, format: ImageFormat, prefix: [UInt8], fileSize: Int, maxSide: Int) -> RGBAImage? {
        switch format {
        case .jpeg: PhotoDecoder.embeddedThumbnail(prefix: prefix)
        case .webp: WebPDecoder.exifThumbnail(atPath: url.path)
        // libheif reads the whole file to parse it: not for a file whose boxes say it has no thumbnail
        // image, nor one beyond any photo's size (its decode gives its card).
        case .heif, .avif:
            HEIFExifLocator.hasThumbnailItem(prefix: prefix) == false || fileSize > 1 << 28 ? nil
                : (try? PhotoDecoder.readFile(url)).flatMap { HEIFDecoder.embeddedThumbnail($0, format: format, maxSide: maxSide) }
        case .png: nil
        }
    }
}

/// Which of a file's embedded pictures serves a size best: the smallest reaching it (decoding more
/// is waste), else the largest (the best stand-in).
enum ThumbnailChoice {
    /// Whether a picture whose longer edge is `side` serves `wanted` better than one of `other`.
    static func isBetter(_ side: Int, than other: Int, for wanted: Int) -> Bool {
        switch (side >= wanted, other >= wanted) {
        case (true, true): side < other
        case (true, false): true
        case (false, true): false
        case (false, false): side > other
        }
    }
}
