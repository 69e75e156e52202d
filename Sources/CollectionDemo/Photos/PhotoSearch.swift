import CollectionEngine
import Foundation

/// Which of a library's photos a search shows: those whose file name contains the query (ignoring
/// case and accents), or whose date, written `yyyy-MM-dd HH:mm`, begins with it ("2024-07" finds the
/// photos taken in July 2024, from their EXIF date or else the file's); and, when the sidebar chose a
/// folder, only those in it or under it.
struct PhotoFilter {
    /// The query; empty shows everything.
    private(set) var query = ""
    /// The folder the sidebar chose (relative to the library's root); nil: every folder.
    private(set) var folder: String?
    /// The library's items shown in each section while a query or a folder is set; nil shows all of them.
    private(set) var shown: [[Int]]?

    /// How many photos `section` shows.
    func count(in section: Int, of library: PhotoLibrary) -> Int { shown?[section].count ?? library.sections[section].photos.count }

    /// The library's index path behind a shown one.
    func libraryIndexPath(_ indexPath: IndexPath) -> IndexPath {
        guard let shown, shown.indices.contains(indexPath.section), shown[indexPath.section].indices.contains(indexPath.item) else { return indexPath }
        return IndexPath(item: shown[indexPath.section][indexPath.item], section: indexPath.section)
    }

    /// Where the library's photo at `indexPath` is shown, or nil when the filter hides it.
    ///
    /// - Complexity: O(log n) in the section's shown photos.
    func shownIndexPath(_ indexPath: IndexPath) -> IndexPath? {
        guard let shown else { return indexPath }
        guard shown.indices.contains(indexPath.section) else { return nil }
        let items = shown[indexPath.section]
        // Shown items are in the library's order: a binary search finds the photo.
        var low = 0, high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle] < indexPath.item { low = middle + 1 } else { high = middle }
        }
        return low < items.count && items[low] == indexPath.item ? IndexPath(item: low, section: indexPath.section) : nil
    }

    /// Whether `photo` matches `query` (already trimmed and not empty), its date written by `dateText`.
    static func matches(_ photo: Photo, query: String, dateText: (Date) -> String) -> Bool {
        photo.name.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil || dateText(photo.date).hasPrefix(query)
    }

    /// The items of each section that match `query` and lie in `folder`, or nil for an empty query and no folder.
    static func matches(_ query: String, folder: String? = nil, in library: PhotoLibrary, calendar: Calendar = .current) -> [[Int]]? {
        let query = query.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty || folder != nil else { return nil }
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return library.sections.map { section in
            section.photos.indices.filter { item in
                let photo = section.photos[item]
                let inFolder = folder.map { PhotoFolderTree.isFolder(photo.folder, within: $0) } ?? true
                return inFolder && (query.isEmpty || matches(photo, query: query, dateText: formatter.string(from:)))
            }
        }
    }

    /// Moves to `query`'s matches; returns the shown index paths that go and those that come, for a batch update.
    mutating func apply(_ query: String, library: PhotoLibrary) -> (deleted: [IndexPath], inserted: [IndexPath]) {
        let all = library.sections.map { Array($0.photos.indices) }
        let old = shown ?? all
        let newShown = Self.matches(query, folder: folder, in: library)
        let new = newShown ?? all
        self.query = query
        shown = newShown
        return GalleryFilter.changes(from: old, to: new)
    }

    /// Shows only the photos in `folder` or under it (nil: every folder), keeping the query.
    mutating func restrict(to folder: String?, library: PhotoLibrary) {
        self.folder = folder
        shown = Self.matches(query, folder: folder, in: library)
    }

    /// Forgets the query and the folder without an animation (a new library replaces the one it filtered).
    mutating func clear() {
        query = ""
        folder = nil
        shown = nil
    }
}

extension PhotoGalleryController: UISearchResultsUpdating {
    /// The search bar under the title strip: each key filters the photos, animated; clearing it brings every photo back.
    func installSearch() {
        let search = view.search
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Filter by name or date (2024-07)"
        let field = search.searchBar.searchTextField
        for event in [UIControl.Event.editingChanged, .editingDidBegin, .editingDidEnd] {
            field.addAction(UIAction { _ in GallerySearchReport.say(field) }, for: event)
        }
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        guard query != filter.query else { return }
        // The filter is of the grid: typing while a photo is large brings the grid back first.
        close()
        let collectionView = view.collectionView
        // The filter's changes are in the library's sections; the grid shows only the sidebar's choice.
        func inGrid(_ paths: [IndexPath]) -> [IndexPath] {
            paths.compactMap { path in self.gridSection(path.section).map { IndexPath(item: path.item, section: $0) } }
        }
        collectionView.performBatchUpdates {
            let change = self.filter.apply(query, library: self.library)
            collectionView.deleteItems(at: inGrid(change.deleted))
            collectionView.insertItems(at: inGrid(change.inserted))
        }
        let gridSections = 0..<collectionView.numberOfSections
        for section in gridSections {
            let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
            let shownSection = librarySection(section)
            (header as? SectionHeaderView)?.configure(title: library.sections[shownSection].title, count: filter.count(in: shownSection, of: library), noun: "photo")
        }
        let shown = gridSections.reduce(0) { $0 + filter.count(in: librarySection($1), of: library) }
        DebugChannel.say("search query=\(query.utf16.count <= 200 ? query : "<\(query.utf16.count) units>") shown=\(shown)")
        // Escape or Cancel ends the search: the grid takes the keys again.
        if !searchController.isActive, let window = view.window, window.keyTarget == nil { window.keyTarget = collectionView }
    }
}
