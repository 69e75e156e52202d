import CImageCodecs
import Foundation

/// The desktop's shared thumbnail cache (freedesktop.org Thumbnail Managing Standard): a thumbnail
/// of `file:///a/b.jpg` is `$XDG_CACHE_HOME/thumbnails/{normal,large}/<md5 of the URI>.png`, its
/// `Thumb::URI` and `Thumb::MTime` text naming the file and its modification time. A thumbnail whose
/// tags do not match the file now is stale and ignored. What we write, GNOME Files and gThumb read,
/// and the other way round.
///
/// Safe to use from any thread: it holds only paths.
public struct ThumbnailDiskCache: Sendable {
    /// The standard's two common sizes: the longest edge at most 128 or 256 pixels.
    public enum Size: String, Sendable, CaseIterable {
        case normal, large

        public var pixels: Int { self == .normal ? 128 : 256 }

        /// The smallest standard size that covers `pixels` on the longer edge, nil when neither does.
        public static func covering(_ pixels: Int) -> Size? { allCases.first { $0.pixels >= pixels } }
    }

    /// The `thumbnails` folder.
    public let root: URL

    /// The cache under `root`, or the user's: `$XDG_CACHE_HOME/thumbnails`, else `~/.cache/thumbnails`.
    public init(root: URL? = nil) {
        self.root = root ?? ThumbnailDiskCache.userCacheHome.appendingPathComponent("thumbnails")
    }

    /// The user's cache folder as the XDG base directory specification defines it: `$XDG_CACHE_HOME`
    /// when it is an absolute path, else `~/.cache`.
    public static var userCacheHome: URL {
        ProcessInfo.processInfo.environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
    }

    /// The file's URI as the standard hashes it: `file://` and the absolute path, bytes outside
    /// RFC 2396's unreserved and path characters escaped as `%XX` (as GLib's `g_filename_to_uri` does).
    public static func uri(for file: URL) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,=:@/".utf8)
        var uri = "file://"
        for byte in file.standardizedFileURL.path.utf8 {
            if allowed.contains(byte) {
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                uri += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return uri
    }

    /// Where the thumbnail of `file` at `size` lives.
    public func path(for file: URL, size: Size) -> URL {
        root.appendingPathComponent(size.rawValue).appendingPathComponent(MD5.hexDigest(of: Array(ThumbnailDiskCache.uri(for: file).utf8)) + ".png")
    }

    /// Whether `file` is itself inside the cache (the standard forbids thumbnailing those).
    func contains(_ file: URL) -> Bool {
        file.standardizedFileURL.path.hasPrefix(root.standardizedFileURL.path + "/")
    }

    /// The cached thumbnail of `file` when one exists and its tags match the file's URI and
    /// modification time (`mtime`, whole seconds); nil otherwise.
    func read(_ file: URL, mtime: Int, size: Size) -> RGBAImage? {
        guard let bytes = try? PhotoDecoder.readFile(path(for: file, size: size)) else { return nil }
        let text = PNGTextChunks.text(in: bytes)
        guard text["Thumb::URI"] == ThumbnailDiskCache.uri(for: file), text["Thumb::MTime"] == String(mtime) else { return nil }
        return try? PhotoDecoder.decodePNG(bytes, maxSide: size.pixels)
    }

    /// Decodes `file` and saves its thumbnail at `size`, as a desktop thumbnailer does (to fill the
    /// cache ahead of a viewer, or to time making a whole folder's thumbnails).
    public func makeThumbnail(of file: URL, size: Size) throws(PhotoLoadError) {
        var status = stat()
        guard stat(file.path, &status) == 0 else { throw .unreadable(errno: errno) }
        write(try PhotoDecoder.decode(file, maxSide: size.pixels), of: file, mtime: Int(status.st_mtim.tv_sec), size: size)
    }

    /// Saves `image` as the thumbnail of `file`: written to a temporary file in the same folder,
    /// then renamed over the old one, so no reader ever sees half a file. Failures are ignored (a
    /// read-only cache only costs speed).
    func write(_ image: RGBAImage, of file: URL, mtime: Int, size: Size) {
        guard !contains(file) else { return }
        let folder = root.appendingPathComponent(size.rawValue)
        if access(folder.path, W_OK) != 0 {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        guard let encoded = ThumbnailDiskCache.encodePNG(image),
              let tagged = PNGTextChunks.inserting([("Thumb::URI", ThumbnailDiskCache.uri(for: file)), ("Thumb::MTime", String(mtime)),
                                                     ("Software", "Tessera")], into: encoded) else { return }
        let target = path(for: file, size: size)
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).tessera-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let written = tagged.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        if written != tagged.count || rename(temporary.path, target.path) != 0 { unlink(temporary.path) }
    }

    /// `image` as PNG bytes (libpng's simplified writer, into memory).
    ///
    /// Compressed once, into a buffer as large as the raw pixels: asking libpng for the size first
    /// would compress the whole image twice. libpng says when the buffer was too small (it never is
    /// for a fast deflate of a photo, but a retry with the size it asks for costs nothing to keep).
    static func encodePNG(_ image: RGBAImage) -> [UInt8]? {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        // A photo's thumbnail is opaque: written as RGB, deflate has a quarter less to compress (about
        // a tenth of a thumbnail's making was deflate) and the file is smaller. Readers add the alpha back.
        let pixels = image.opaqueRGB ?? image.pixels
        png.format = pixels.count == image.pixels.count ? PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA : PNG_FORMAT_FLAG_COLOR
        // Fast deflate: at the default level, compressing a photo's thumbnail cost more than decoding the photo.
        png.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        var capacity = image.pixels.count + image.height + 4096
        for _ in 0..<2 {
            var bytes = [UInt8](repeating: 0, count: capacity)
            var size = capacity
            let ok = bytes.withUnsafeMutableBytes { target in
                pixels.withUnsafeBytes { png_image_write_to_memory(&png, target.baseAddress, &size, 0, $0.baseAddress, 0, nil) }
            }
            png_image_free(&png)
            if ok != 0 { return Array(bytes.prefix(size)) }
            guard size > capacity else { return nil }
            capacity = size
        }
        return nil
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
