import Foundation

extension PhotoLoader {
    /// One step of the loader's work on a file, to be timed on its own: `scripts/bench-photos
    /// --mixed` prints what each costs for each format, beside what scrolling needs.
    public enum Step: String, CaseIterable, Sendable {
        /// The quick look's picture: the one the file carries beside its photo (`EmbeddedPicture`).
        case embeddedPicture
        /// The photo decoded to the size asked, as the loader's decode does (a HEIF's thumbnail image
        /// that is as large included).
        case decode
        /// The photo itself decoded to the size asked, never a picture it carries: what a file
        /// without one costs.
        case decodeIgnoringEmbedded
    }

    /// Runs `step` on the file at `url` for `maxPixelSize` on the calling thread, without any cache.
    /// Returns the longer edge of the picture it gave; nil when it gave none (the file carries no
    /// picture, or does not decode).
    public nonisolated static func run(_ step: Step, on url: URL, maxPixelSize: Int) -> Int? {
        let image: RGBAImage?
        switch step {
        case .embeddedPicture:
            var status = stat()
            guard stat(url.path, &status) == 0 else { return nil }
            image = EmbeddedPicture.look(at: url, fileSize: Int(status.st_size), maxSide: maxPixelSize).image
        case .decode: image = try? PhotoDecoder.decode(url, maxSide: maxPixelSize)
        case .decodeIgnoringEmbedded: image = try? PhotoDecoder.decode(url, maxSide: maxPixelSize, usingThumbnailImage: false)
        }
        return image.map { max($0.width, $0.height) }
    }
}
