import Foundation
import Synchronization
import XHost

/// One photo file of the folder being shown.
struct Photo: Equatable, Sendable {
    let url: URL
    /// When it was taken: EXIF DateTimeOriginal where the file has one, else the file's modification time.
    let date: Date
    /// Its folder, relative to the folder shown ("" for the folder itself).
    let folder: String

    var name: String { url.lastPathComponent }
}

/// The photos under a folder, in sections by folder or by month, each section and each photo in date order.
///
/// ```swift
/// let library = PhotoLibrary.scan(URL(fileURLWithPath: "/home/me/Pictures"), grouping: .month)
/// library.sections[0].title   // "July 2024"
/// ```
struct PhotoLibrary {
    enum Grouping: String, CaseIterable, Sendable {
        case folder, month
    }

    struct Section: Equatable {
        var title: String
        var photos: [Photo]
    }

    private(set) var sections: [Section]

    var count: Int { sections.reduce(0) { $0 + $1.photos.count } }

    func photo(at indexPath: IndexPath) -> Photo { sections[indexPath.section].photos[indexPath.item] }

    /// The photos grouped and sorted: sections in the order of their first photo, photos by date then name.
    init(photos: [Photo], grouping: Grouping, calendar: Calendar = .current) {
        var groups: [String: [Photo]] = [:]
        for photo in photos { groups[PhotoLibrary.groupKey(of: photo, grouping: grouping, calendar: calendar), default: []].append(photo) }
        let ordered = groups.map { key, photos in
            // Paths made once, not in every comparison: URL.path is costly on Linux, and 100,000 photos make ~2M comparisons.
            (key, photos.map { ($0, $0.url.path) }.sorted { ($0.0.date, $0.1) < ($1.0.date, $1.1) }.map(\.0))
        }.sorted { ($0.1[0].date, $0.0) < ($1.1[0].date, $1.0) }
        sections = ordered.map { key, photos in
            Section(title: PhotoLibrary.title(ofGroup: key, grouping: grouping, sample: photos[0], calendar: calendar), photos: photos)
        }
    }

    private static func groupKey(of photo: Photo, grouping: Grouping, calendar: Calendar) -> String {
        switch grouping {
        case .folder: return photo.folder
        case .month:
            let parts = calendar.dateComponents([.year, .month], from: photo.date)
            return String(format: "%04d-%02d", parts.year ?? 0, parts.month ?? 0)
        }
    }

    private static func title(ofGroup key: String, grouping: Grouping, sample: Photo, calendar: Calendar) -> String {
        switch grouping {
        case .folder: return key.isEmpty ? "This folder" : key
        case .month:
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = "LLLL yyyy"
            return formatter.string(from: sample.date)
        }
    }

    // MARK: Scanning

    /// Every JPEG and PNG under `root`, recursively (by extension: a directory named like a photo is
    /// listed too, and shows as broken). Unreadable folders are skipped, hidden files ignored. Reads
    /// the start of every JPEG for its date, on `threads` threads: call it off the main thread
    /// (`PhotoLibraryScan`), as a folder of 100,000 photos takes seconds.
    static func scan(_ root: URL, grouping: Grouping, threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> PhotoLibrary {
        let files = photoFiles(under: root)
        let dates = Mutex([Date](repeating: Date(timeIntervalSince1970: 0), count: files.count))
        let threads = max(1, min(threads, files.count))
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var buffer = [UInt8](repeating: 0, count: exifReadLength)
            var found: [(Int, Date)] = []
            for index in stride(from: thread, to: files.count, by: threads) {
                found.append((index, takenDate(of: files[index].url, modified: files[index].modified, buffer: &buffer)))
            }
            dates.withLock { dates in for (index, date) in found { dates[index] = date } }
        }
        let taken = dates.withLock { $0 }
        return PhotoLibrary(photos: files.indices.map { index in
            Photo(url: files[index].url, date: taken[index], folder: files[index].folder)
        }, grouping: grouping)
    }

    static let extensions: Set<String> = ["jpg", "jpeg", "jpe", "png"]

    /// The APP segments come first in a JPEG; 64 KiB holds EXIF in practice.
    private static let exifReadLength = 65_536

    private static func photoFiles(under root: URL) -> [(url: URL, modified: Date, folder: String)] {
        let root = root.standardizedFileURL
        let keys: [URLResourceKey] = [.contentModificationDateKey]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles],
                                                          errorHandler: { _, _ in true }) else { return [] }
        var files: [(url: URL, modified: Date, folder: String)] = []
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in walker where extensions.contains(url.pathExtension.lowercased()) {
            // A link to nothing has no target's date; its own (lstat's) keeps it among its neighbours.
            let modified = (try? url.resourceValues(forKeys: Set(keys)).contentModificationDate)
                ?? (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? Date(timeIntervalSince1970: 0)
            let folderPath = url.deletingLastPathComponent().standardizedFileURL.path
            let folder = folderPath.hasPrefix(rootPath) ? String(folderPath.dropFirst(rootPath.count)) : ""
            files.append((url, modified, folder))
        }
        return files
    }

    /// EXIF DateTimeOriginal (the camera's local time) when the file is a JPEG that has it, else
    /// `modified`; the file's start is read into `buffer` (one per thread, not one allocation per file).
    private static func takenDate(of url: URL, modified: Date, buffer: inout [UInt8]) -> Date {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return modified }
        defer { close(descriptor) }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 3, buffer[0] == 0xFF, buffer[1] == 0xD8,
              let text = ExifMetadata(jpegPrefix: Array(buffer[..<count]))?.dateTimeOriginal,
              let date = exifDate(text) else { return modified }
        return date
    }

    /// `YYYY:MM:DD HH:MM:SS` in the local time zone; nil for anything else (cameras write all zeros when unset).
    static func exifDate(_ text: String, calendar: Calendar = .current) -> Date? {
        let numbers = text.split(whereSeparator: { $0 == ":" || $0 == " " }).compactMap { Int($0) }
        guard numbers.count == 6, numbers[0] > 0, (1...12).contains(numbers[1]), (1...31).contains(numbers[2]) else { return nil }
        return calendar.date(from: DateComponents(year: numbers[0], month: numbers[1], day: numbers[2],
                                                  hour: numbers[3], minute: numbers[4], second: numbers[5]))
    }
}
