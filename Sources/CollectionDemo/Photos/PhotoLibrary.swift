import Foundation

/// One photo file of the folder being shown.
struct Photo: Equatable, Sendable {
    let url: URL
    /// `url.path`, made once: URL.path is costly on Linux, and sorting 100,000 photos compares ~2M pairs.
    let path: String
    /// When it was taken: EXIF DateTimeOriginal where the file has one, else the file's modification time.
    let date: Date
    /// Its folder, relative to the folder shown ("" for the folder itself).
    let folder: String

    init(url: URL, path: String? = nil, date: Date, folder: String) {
        (self.url, self.path, self.date, self.folder) = (url, path ?? url.path, date, folder)
    }

    var name: String { url.lastPathComponent }
}

/// The photos under a folder, in sections by folder or by month, each section and each photo in date
/// order; and the tree of folders they are in.
///
/// ```swift
/// let library = PhotoLibrary.scan(URL(fileURLWithPath: "/home/me/Pictures"), grouping: .month, index: nil).library
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

    let sections: [Section]
    let grouping: Grouping
    /// The folders the photos are in, within folders (`PhotoFolderTree`).
    let folders: PhotoFolderTree
    /// What the scan refused or could not read, one sentence each (a link loop, an unreadable folder…).
    var problems: [String] = []
    /// Where each photo is, by its file: a finished load names its file, and finds its cell from here
    /// rather than by searching the cells on screen.
    private let indexPaths: [URL: IndexPath]

    var count: Int { sections.reduce(0) { $0 + $1.photos.count } }

    func photo(at indexPath: IndexPath) -> Photo { sections[indexPath.section].photos[indexPath.item] }

    /// Where the photo of the file at `url` is, or nil when the library has none.
    ///
    /// - Complexity: O(1) on average.
    func indexPath(of url: URL) -> IndexPath? { indexPaths[url] }

    /// The photos grouped and sorted: sections in the order of their first photo, photos by date then name.
    init(photos: [Photo], grouping: Grouping, calendar: Calendar = .current) {
        self.grouping = grouping
        folders = PhotoFolderTree(photoFolders: photos.lazy.map(\.folder))
        var groups: [String: [Photo]] = [:]
        for photo in photos { groups[PhotoLibrary.groupKey(of: photo, grouping: grouping, calendar: calendar), default: []].append(photo) }
        let ordered = groups.map { key, photos in
            (key, photos.sorted { ($0.date, $0.path) < ($1.date, $1.path) })
        }.sorted { ($0.1[0].date, $0.0) < ($1.1[0].date, $1.0) }
        sections = ordered.map { key, photos in
            Section(title: PhotoLibrary.title(ofGroup: key, grouping: grouping, sample: photos[0], calendar: calendar), photos: photos)
        }
        var indexPaths: [URL: IndexPath] = [:]
        indexPaths.reserveCapacity(photos.count)
        for (section, contents) in sections.enumerated() {
            for (item, photo) in contents.photos.enumerated() { indexPaths[photo.url] = IndexPath(item: item, section: section) }
        }
        self.indexPaths = indexPaths
    }

    /// The sections holding a photo in `folder` or under it, in order.
    ///
    /// - Complexity: O(sections) grouped by folder; O(photos) by month.
    func sections(within folder: String) -> [Int] {
        sections.indices.filter { index in
            let photos = sections[index].photos
            // Grouped by folder, a section's photos share one folder.
            let candidates = grouping == .folder ? photos.prefix(1) : photos[...]
            return candidates.contains { PhotoFolderTree.isFolder($0.folder, within: folder) }
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
}
