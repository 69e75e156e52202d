import Foundation

/// An image: pixels from a file or from memory, as UIKit's `UIImage`.
///
/// ```swift
/// imageView.image = UIImage(named: "aurora")   // Assets/aurora.png
/// ```
///
/// - Note: The engine does not decode image files (it depends on Foundation only). A file image
///   records its path and reads its size from the PNG header when it is made, as UIKit reads an image's
///   header at once; the host decodes the pixels when the image is first drawn. A file that is not a
///   PNG has a `size` of `.zero`. There are no bundles: `UIImage(named:)` looks for `name`, `name.png`
///   in the current directory, its `Assets` folder, and an `Assets` folder beside the executable or
///   up to three folders above it (`swift build` puts it in `.build/<triple>/<config>/`).
public final class UIImage: NSObject, @unchecked Sendable {
    /// Where the pixels come from.
    public enum Source: Sendable, Equatable {
        /// A PNG (or other format the host decodes) on disk.
        case file(URL)
        /// Straight-alpha RGBA bytes, row by row, `width * 4` bytes a row.
        case rgba(width: Int, height: Int, bytes: [UInt8])
        /// A system symbol (`UIImage(systemName:)`), drawn by the host from the desktop's icon theme.
        case symbol(SymbolImage)
    }

    /// Where the pixels come from: a file, bytes in memory or a system symbol.
    public let source: Source
    /// Points per pixel's inverse, as in UIKit: a 2× image of 200 pixels is 100 points wide.
    public let scale: CGFloat
    /// Whether the image is drawn in its own colours or as a template in the tint colour.
    public internal(set) var renderingMode: RenderingMode = .automatic
    /// The colour `withTintColor(_:)` gave the image, which it is drawn in as a template.
    public internal(set) var tintColor: UIColor?

    /// The size in pixels: from the bytes, or from a file's header when the image was made.
    private let pixelSize: CGSize

    /// An image from `source`, with `scale` pixels per point (1 when not positive).
    ///
    /// - Note: Tessera's own initialiser (UIKit has none like it): pixels are decoded by the host, so the
    ///   engine only keeps where they come from. A file's size is read from its header here.
    public init(source: Source, scale: CGFloat = 1) {
        self.source = source
        self.scale = scale > 0 ? scale : 1
        switch source {
        case let .rgba(width, height, _): pixelSize = CGSize(width: width, height: height)
        case let .file(url): pixelSize = UIImage.pngPixelSize(of: url) ?? .zero
        case .symbol: pixelSize = .zero
        }
    }

    /// An image from a file; nil when the file does not exist.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(source: .file(URL(fileURLWithPath: path)))
    }

    /// An image found by name among the app's resources (see the note above); nil when there is none.
    @MainActor public convenience init?(named name: String) {
        let candidates = UIImage.resourceFolders().flatMap { [$0.appendingPathComponent(name), $0.appendingPathComponent(name + ".png")] }
        guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else { return nil }
        self.init(source: .file(url))
    }

    /// An image from RGBA pixels; nil when the byte count does not match the size.
    public convenience init?(rgbaPixels bytes: [UInt8], width: Int, height: Int, scale: CGFloat = 1) {
        guard width > 0, height > 0, bytes.count == width * height * 4 else { return nil }
        self.init(source: .rgba(width: width, height: height, bytes: bytes), scale: scale)
    }

    /// Where `UIImage(named:)` looks, in order, as iOS looks in the app's bundle: the current
    /// directory, its `Assets` folder, then `Assets` beside the executable and up to three folders above.
    static func resourceFolders() -> [URL] {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var folders = [current, current.appendingPathComponent("Assets")]
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            folders.append(folder.appendingPathComponent("Assets"))
            folder.deleteLastPathComponent()
        }
        return folders
    }

    /// The size in points: pixels divided by `scale`.
    public var size: CGSize {
        if case let .symbol(symbol) = source { return symbol.size }
        return CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
    }

    /// The width and height a PNG file's header gives (the IHDR chunk, which must come first), or nil
    /// when the file is missing or not a PNG.
    static func pngPixelSize(of url: URL) -> CGSize? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24 else { return nil }
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func bigEndian(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = bigEndian(at: 16), height = bigEndian(at: 20)
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }
}
