import Foundation

/// An image: pixels from a file or from memory, as UIKit's `UIImage`.
///
/// ```swift
/// imageView.image = UIImage(named: "aurora")   // Assets/aurora.png
/// ```
///
/// - Note: The engine does not decode image files (it depends on Foundation only). A file image
///   records its path; the host decodes it with libpng when it is first drawn, and reports its size
///   through the decoder it installs in `UIImage.decoder`. Without a host, `size` is `.zero` for file
///   images. `UIImage(named:)` looks in `UIImage.searchPaths` for `name`, `name.png`.
public final class UIImage: NSObject, @unchecked Sendable {
    /// Where the pixels come from.
    public enum Source: Sendable, Equatable {
        /// A PNG (or other format the host decodes) on disk.
        case file(URL)
        /// Straight-alpha RGBA bytes, row by row, `width * 4` bytes a row.
        case rgba(width: Int, height: Int, bytes: [UInt8])
    }

    public let source: Source
    /// Points per pixel's inverse, as in UIKit: a 2× image of 200 pixels is 100 points wide.
    public let scale: CGFloat

    /// Folders `UIImage(named:)` searches, in order; the demo adds its `Assets` folder.
    @MainActor public static var searchPaths: [URL] = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
    /// The host's decoder, which also reports sizes of file images.
    @MainActor public static var decoder: ImageDecoding?

    public init(source: Source, scale: CGFloat = 1) {
        self.source = source
        self.scale = scale > 0 ? scale : 1
    }

    /// An image from a file; nil when the file does not exist.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(source: .file(URL(fileURLWithPath: path)))
    }

    /// An image found by name in `searchPaths`; nil when there is none.
    @MainActor public convenience init?(named name: String) {
        let candidates = UIImage.searchPaths.flatMap { [$0.appendingPathComponent(name), $0.appendingPathComponent(name + ".png")] }
        guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else { return nil }
        self.init(source: .file(url))
    }

    /// An image from RGBA pixels; nil when the byte count does not match the size.
    public convenience init?(rgbaPixels bytes: [UInt8], width: Int, height: Int, scale: CGFloat = 1) {
        guard width > 0, height > 0, bytes.count == width * height * 4 else { return nil }
        self.init(source: .rgba(width: width, height: height, bytes: bytes), scale: scale)
    }

    /// The size in points, once known.
    @MainActor public var size: CGSize {
        switch source {
        case let .rgba(width, height, _):
            return CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        case let .file(url):
            guard let pixels = UIImage.decoder?.pixelSize(of: url) else { return .zero }
            return CGSize(width: pixels.width / scale, height: pixels.height / scale)
        }
    }
}

/// Decodes image files; the host implements it with a real image library.
@MainActor
public protocol ImageDecoding: AnyObject {
    /// The size in pixels of the image in `url`, or nil when it cannot be read.
    func pixelSize(of url: URL) -> CGSize?
}
