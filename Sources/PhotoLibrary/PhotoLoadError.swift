import Foundation

/// Why a photo could not be shown: each bad file gets a reason, never a crash.
public enum PhotoLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path names a directory or something else that is not a regular file.
    case notAFile
    /// The file cannot be opened (permissions, vanished): the `errno` it gave.
    case unreadable(errno: Int32)
    /// Zero bytes.
    case empty
    /// Not JPEG, PNG, WebP, HEIF or AVIF by its first bytes.
    case unsupportedFormat
    /// A format the decoding library was built without (libheif with no AV1 or HEVC decoder), named.
    case missingDecoder(String)
    /// Its header declares more pixels than the decoder accepts; refused before any allocation.
    case tooLarge(width: Int, height: Int)
    /// The decoder stopped: truncated data, a bad checksum, a malformed header. The library's words.
    case corrupt(String)

    public var description: String {
        switch self {
        case .notAFile: "not a file"
        case let .unreadable(code): "cannot read (\(String(cString: strerror(code))))"
        case .empty: "empty file"
        case .unsupportedFormat: "not a JPEG, PNG, WebP, HEIF or AVIF"
        case let .missingDecoder(format): "no \(format) decoder installed"
        case let .tooLarge(width, height): "too large (\(width)×\(height))"
        case let .corrupt(reason): reason
        }
    }
}
