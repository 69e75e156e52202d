import Foundation
import PhotoLibrary

/// The dates read from a folder's photos, kept between runs so a folder seen before opens without
/// reading its files again: one file per folder under `$XDG_CACHE_HOME/tessera/photo-dates`.
///
/// A date is reused only while its file has the same size and modification time (to the
/// nanosecond) as when it was read, and only in the time zone it was read in (EXIF dates are local
/// time). A file that is corrupt, truncated, of another version or written for another folder
/// reads as an empty index: the folder is scanned as if never seen.
///
/// ```swift
/// let index = PhotoDateIndex.load(for: "/home/me/Pictures", from: PhotoDateIndex.defaultDirectory)
/// index.record(for: "2024/IMG_0001.jpg", stamp: stamp)?.exifDate  // record nil: read the file
/// ```
struct PhotoDateIndex: Sendable, Equatable {
    /// What identifies a file's content cheaply: its size and modification time.
    struct Stamp: Hashable, Sendable {
        var size: Int64
        var seconds: Int64
        var nanoseconds: Int64

        init(size: Int64, seconds: Int64, nanoseconds: Int64) {
            (self.size, self.seconds, self.nanoseconds) = (size, seconds, nanoseconds)
        }

        init(_ status: stat) {
            self.init(size: Int64(status.st_size), seconds: Int64(status.st_mtim.tv_sec), nanoseconds: Int64(status.st_mtim.tv_nsec))
        }

        var modified: Date { Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9) }
    }

    /// A file's stamp when it was read, and its EXIF date then (nil: it had none).
    struct Record: Equatable, Sendable {
        var stamp: Stamp
        var exifDate: Date?
    }

    /// The folder the dates belong to (absolute).
    let root: String
    /// The time zone the EXIF dates were read in.
    let timeZone: String
    /// By path relative to `root`.
    let records: [String: Record]

    init(root: String, timeZone: String = TimeZone.current.identifier, records: [String: Record] = [:]) {
        self.root = root
        self.timeZone = timeZone
        self.records = records
    }

    /// What was read from `path` if the file is unchanged since; nil when it was never read or has changed.
    func record(for path: String, stamp: Stamp) -> Record? {
        guard let record = records[path], record.stamp == stamp else { return nil }
        return record
    }

    // MARK: On disk

    /// `$XDG_CACHE_HOME/tessera/photo-dates`, else `~/.cache/tessera/photo-dates`.
    static var defaultDirectory: URL { ThumbnailDiskCache.userCacheHome.appendingPathComponent("tessera/photo-dates") }

    /// The index file of `root` in `directory`: named by a hash of the path (the path itself is
    /// inside, so two folders that share a hash only cost each other a rescan).
    static func file(for root: String, in directory: URL) -> URL {
        directory.appendingPathComponent(String(fnv1a(root.utf8), radix: 16) + ".index")
    }

    /// The index kept for `root`, or an empty one when there is none or it cannot be used.
    static func load(for root: String, from directory: URL, timeZone: String = TimeZone.current.identifier) -> PhotoDateIndex {
        let empty = PhotoDateIndex(root: root, timeZone: timeZone)
        guard let data = try? Data(contentsOf: file(for: root, in: directory)),
              let index = decode([UInt8](data)), index.root == root, index.timeZone == timeZone else { return empty }
        return index
    }

    /// Writes the index whole to a temporary file then renames it over the old one, so a reader
    /// never sees half of it; errors are ignored (the index only saves time).
    func save(in directory: URL) {
        let destination = PhotoDateIndex.file(for: root, in: directory)
        let temporary = destination.appendingPathExtension("\(getpid()).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(encoded()).write(to: temporary)
            guard rename(temporary.path, destination.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    // MARK: Format

    /// "TPDI", a version, the root, the time zone, the records, and a checksum of all before it.
    private static let magic: [UInt8] = Array("TPDI".utf8)
    private static let version: UInt32 = 1

    func encoded() -> [UInt8] {
        var writer = ByteWriter()
        writer.bytes.append(contentsOf: PhotoDateIndex.magic)
        writer.put(UInt64(PhotoDateIndex.version))
        writer.put(root)
        writer.put(timeZone)
        writer.put(UInt64(records.count))
        for (path, record) in records {
            writer.put(path)
            writer.put(UInt64(bitPattern: record.stamp.size))
            writer.put(UInt64(bitPattern: record.stamp.seconds))
            writer.put(UInt64(bitPattern: record.stamp.nanoseconds))
            writer.put(record.exifDate.map { $0.timeIntervalSince1970.bitPattern } ?? PhotoDateIndex.noDate)
        }
        writer.put(PhotoDateIndex.checksum(writer.bytes[...]))
        return writer.bytes
    }

    /// nil for anything but a whole, unaltered index of this version.
    static func decode(_ bytes: [UInt8]) -> PhotoDateIndex? {
        guard bytes.count >= magic.count + 16, bytes.starts(with: magic) else { return nil }
        var reader = ByteReader(bytes: bytes[..<(bytes.count - 8)], position: magic.count)
        var check = ByteReader(bytes: bytes[...], position: bytes.count - 8)
        guard check.uint64() == checksum(bytes[..<(bytes.count - 8)]), reader.uint64() == UInt64(version),
              let root = reader.string(), let timeZone = reader.string(), let count = reader.uint64(),
              count <= UInt64(bytes.count / 40) else { return nil }
        var records: [String: Record] = [:]
        records.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let path = reader.string(), let size = reader.uint64(), let seconds = reader.uint64(),
                  let nanoseconds = reader.uint64(), let date = reader.uint64() else { return nil }
            records[path] = Record(stamp: Stamp(size: Int64(bitPattern: size), seconds: Int64(bitPattern: seconds),
                                                nanoseconds: Int64(bitPattern: nanoseconds)),
                                   exifDate: date == noDate ? nil : Date(timeIntervalSince1970: Double(bitPattern: date)))
        }
        guard reader.position == reader.bytes.endIndex else { return nil }
        return PhotoDateIndex(root: root, timeZone: timeZone, records: records)
    }

    /// A NaN no date converts to: "no EXIF date".
    private static let noDate: UInt64 = 0x7FF8_0000_0000_0001

    /// The file's checksum: catches a torn or altered file, not an attacker (the index is only a cache).
    private static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 { fnv1a(bytes) }

    /// FNV-1a over 64 bits.
    private static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}

/// Little-endian integers and length-prefixed UTF-8 strings.
private struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func put(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func put(_ text: String) {
        put(UInt64(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }
}

/// Reads what `ByteWriter` wrote; nil when the bytes run out.
private struct ByteReader {
    let bytes: ArraySlice<UInt8>
    var position: Int

    mutating func uint64() -> UInt64? {
        guard bytes.endIndex - position >= 8 else { return nil }
        defer { position += 8 }
        return (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[position + $1]) << UInt64($1 * 8) }
    }

    mutating func string() -> String? {
        guard let length = uint64(), length <= UInt64(bytes.endIndex - position) else { return nil }
        defer { position += Int(length) }
        return String(decoding: bytes[position..<position + Int(length)], as: UTF8.self)
    }
}
