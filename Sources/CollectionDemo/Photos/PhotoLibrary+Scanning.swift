import Foundation
import PhotoLibrary
import Synchronization

extension PhotoLibrary {
    /// Every photo under `root`, recursively, with its date (see `PhotoFolderWalk` for what is
    /// listed; a file not named like a photo is kept when its first bytes are a photo's). A file
    /// `index` knows unchanged keeps its recorded date; every other one is stat'ed and the start of
    /// it read for its EXIF date (HEIF's EXIF item, WebP's EXIF chunk), on `threads` threads. Call it off the main thread
    /// (`PhotoLibraryScan`): a folder of 100,000 photos seen for the first time takes seconds.
    ///
    /// Returns the library (with what the walk refused or could not read, in `problems`) and the index
    /// of what the files hold now, to save for the next scan.
    /// - Complexity: O(n log n) for n files; O(n) system calls, plus one `open` and one or two reads
    ///   for each file not in `index`.
    static func scan(_ root: URL, grouping: Grouping, index: PhotoDateIndex?,
                     threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> (library: PhotoLibrary, index: PhotoDateIndex) {
        let rootPath = root.standardizedFileURL.path
        let known = index.flatMap { $0.root == rootPath && $0.timeZone == TimeZone.current.identifier ? $0 : nil }
        let walk = PhotoFolderWalk.walk(under: rootPath)
        let entries = walk.entries
        let results = Mutex<[(Photo, String, PhotoDateIndex.Record?)]>([])
        let threads = max(1, min(threads, entries.count))
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var buffer = [UInt8](repeating: 0, count: exifReadLength)
            var found: [(Photo, String, PhotoDateIndex.Record?)] = []
            found.reserveCapacity(entries.count / threads + 1)
            for position in stride(from: thread, to: entries.count, by: threads) {
                let entry = entries[position]
                if entry.mustSniff, !isPhotoByContent(entry.path) { continue }
                let (date, record) = takenDate(of: entry, known: known, buffer: &buffer)
                let photo = Photo(url: URL(fileURLWithPath: entry.path, isDirectory: entry.isDirectory), path: entry.path, date: date,
                                  folder: entry.folder)
                found.append((photo, entry.relativePath, record))
            }
            results.withLock { $0.append(contentsOf: found) }
        }
        let found = results.withLock { $0 }
        var records: [String: PhotoDateIndex.Record] = [:]
        records.reserveCapacity(found.count)
        for case let (_, path, record?) in found { records[path] = record }
        var library = PhotoLibrary(photos: found.map(\.0), grouping: grouping)
        library.problems = walk.problems
        return (library, PhotoDateIndex(root: rootPath, records: records))
    }

    /// A JPEG's APP segments come first; EXIF's is at most 64 KiB.
    private static let exifReadLength = 65_536
    /// Enough for the markers before EXIF and its header: most files need no second read.
    private static let firstReadLength = 4_096

    /// EXIF DateTimeOriginal (the camera's local time) when the file has it, else its
    /// modification time (a link to nothing: the link's own); `known`'s record when the file is
    /// unchanged. The record is what to keep: nil when the file could not be read (it may be later).
    private static func takenDate(of entry: PhotoFolderWalk.Entry, known: PhotoDateIndex?,
                                  buffer: inout [UInt8]) -> (Date, PhotoDateIndex.Record?) {
        var status = stat()
        guard stat(entry.path, &status) == 0 || lstat(entry.path, &status) == 0 else { return (Date(timeIntervalSince1970: 0), nil) }
        let stamp = PhotoDateIndex.Stamp(status)
        if let record = known?.record(for: entry.relativePath, stamp: stamp) { return (record.exifDate ?? stamp.modified, record) }
        guard !entry.isDirectory, let taken = readExifDate(at: entry.path, buffer: &buffer) else { return (stamp.modified, nil) }
        return (taken ?? stamp.modified, PhotoDateIndex.Record(stamp: stamp, exifDate: taken))
    }

    /// The file's EXIF date: `.some(nil)` when it has none, nil when it could not be read. Reads
    /// only as far as the EXIF segment ends (see `bytesHoldingExif`) into `buffer`, one per thread.
    private static func readExifDate(at path: String, buffer: inout [UInt8]) -> Date?? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var count = 0
        func fill(to length: Int) -> Bool {
            while count < length {
                let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + count, length - count, off_t(count)) }
                if got < 0 { return false }
                if got == 0 { break }
                count += got
            }
            return true
        }
        guard fill(to: firstReadLength) else { return nil }
        guard count > 3, buffer[0] == 0xFF, buffer[1] == 0xD8 else {
            // HEIF, AVIF and WebP keep EXIF elsewhere in the file: read where their formats put it.
            guard let format = ImageFormat(sniffing: Array(buffer[..<min(count, ImageFormat.sniffLength)])), format != .png else {
                return .some(nil)
            }
            return .some(ExifMetadata(photoAt: path)?.dateTimeOriginal.flatMap { exifDate($0) })
        }
        guard fill(to: bytesHoldingExif(Array(buffer[..<count]), limit: exifReadLength)) else { return nil }
        guard let text = ExifMetadata(jpegPrefix: Array(buffer[..<count]))?.dateTimeOriginal else { return .some(nil) }
        return .some(exifDate(text))
    }

    /// Whether the file at `path` starts as a photo the library decodes does.
    private static func isPhotoByContent(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var prefix = [UInt8](repeating: 0, count: ImageFormat.sniffLength)
        let count = prefix.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return count > 0 && ImageFormat(sniffing: Array(prefix.prefix(count))) != nil
    }

    /// How many bytes from a JPEG's start `ExifMetadata` needs to see what it would see in `limit`
    /// bytes, judged from `prefix`: up to the end of the first EXIF segment, just `prefix` when
    /// the image data (or a malformed marker) comes before any, `limit` when `prefix` cannot tell.
    static func bytesHoldingExif(_ bytes: [UInt8], limit: Int) -> Int {
        switch ExifMetadata.findExifSegment(in: bytes) {
        case .found(let payload): min(payload.upperBound, limit)
        case .absent: bytes.count
        case .undecided(let position): position >= limit ? bytes.count : limit
        }
    }

    /// `YYYY:MM:DD HH:MM:SS` in the local time zone; nil for anything else (cameras write all zeros when unset).
    static func exifDate(_ text: String, calendar: Calendar = .current) -> Date? {
        let numbers = text.split(whereSeparator: { $0 == ":" || $0 == " " }).compactMap { Int($0) }
        guard numbers.count == 6, numbers[0] > 0, (1...12).contains(numbers[1]), (1...31).contains(numbers[2]) else { return nil }
        return calendar.date(from: DateComponents(year: numbers[0], month: numbers[1], day: numbers[2],
                                                  hour: numbers[3], minute: numbers[4], second: numbers[5]))
    }
}
