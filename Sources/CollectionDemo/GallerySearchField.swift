import CollectionEngine
import Foundation

/// The gallery's search: a `UISearchController` whose bar the navigation bar shows under its items
/// (`navigationItem.searchController`; Ctrl+F shows it and
/// puts the keys in it, or `--search` from the start). Each key filters the cards by title as you
/// type: the cards that no longer match fade out and the rest close up, animated; clearing the field
/// (the cross, Escape, Cancel) brings every card back where it was.
///
/// While a query is set, the gallery shows a filtered view of its model: editing, reordering and the
/// context menu first end the search (the model's own order is never changed by it).
///
/// The debug channel hears `search query=Q shown=N` after each filter, and the field's state as
/// `text caret=C selection=A-B editing=yes|no length=L value=V` (C is - while
/// something is selected) after each change (V only up to 200
/// characters), so tests wait for what they typed.
struct GalleryFilter {
    /// The query; empty shows everything.
    private(set) var query = ""
    /// The model's items shown in each section while a query is set (ascending); nil shows all of them.
    private(set) var shown: [[Int]]?

    /// How many cards `section` shows.
    func count(in section: Int, of model: GalleryModel) -> Int { shown?[section].count ?? model.numberOfItems(in: section) }

    /// The model's item behind a shown one.
    func modelIndexPath(_ indexPath: IndexPath) -> IndexPath {
        guard let shown, shown.indices.contains(indexPath.section), shown[indexPath.section].indices.contains(indexPath.item) else { return indexPath }
        return IndexPath(item: shown[indexPath.section][indexPath.item], section: indexPath.section)
    }

    /// More changed cards than this are shown without the animation: a batch update of hundreds of
    /// thousands of index paths costs the main thread what no key should.
    static let animatedChangeLimit = 10_000

    /// One key's filtering, as a value a thread can run: the query, the model, and which items to scan.
    struct Search: Sendable {
        let query: String
        let model: GalleryModel
        /// The items the last query showed when this one extends it (typing on): no other item can
        /// match, so only these are scanned; nil scans every item.
        let candidates: [[Int]]?
        /// What is shown now (nil: everything), for the change to animate.
        let previous: [[Int]]?

        /// How many titles the search compares.
        var size: Int {
            candidates.map { $0.reduce(0) { $0 + $1.count } } ?? (0..<model.numberOfSections).reduce(0) { $0 + model.numberOfItems(in: $1) }
        }

        /// The matches and the change to animate (nil when more than `animatedChangeLimit` cards change);
        /// `shouldStop` is asked now and then, and a stopped search's result is not to be shown.
        func run(shouldStop: () -> Bool = { false }) -> Result {
            let shown = GalleryFilter.matches(query, in: model, among: candidates, shouldStop: shouldStop)
            let counts = (0..<model.numberOfSections).map(model.numberOfItems(in:))
            let change = GalleryFilter.changes(from: previous, to: shown, counts: counts, limit: GalleryFilter.animatedChangeLimit)
            return Result(query: query, shown: shown, change: change)
        }
    }

    /// What a search found: the items to show, and the change to animate (nil: too large, reload).
    struct Result: Sendable {
        let query: String
        let shown: [[Int]]?
        let change: (deleted: [IndexPath], inserted: [IndexPath])?
    }

    /// The search for `query` from what is shown now.
    func search(for query: String, in model: GalleryModel) -> Search {
        Search(query: query, model: model, candidates: Self.query(query, extends: self.query) ? shown : nil, previous: shown)
    }

    /// Shows what a search found.
    mutating func show(_ result: Result) {
        query = result.query
        shown = result.shown
    }

    /// Whether every title that contains `query` contains `previous` too: `previous` is a non-empty
    /// part of `query`, ignoring case and accents as the match does ("gol" → "gold", "old").
    static func query(_ query: String, extends previous: String) -> Bool {
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        let old = previous.trimmingCharacters(in: .whitespaces)
        return !old.isEmpty && query.trimmingCharacters(in: .whitespaces).range(of: old, options: options) != nil
    }

    /// The items of each section (of `candidates`, or all) whose title contains `query` (ignoring
    /// case and accents), ascending, or nil for an empty query.
    ///
    /// - Complexity: O(n) titles compared, n the candidates' count: typing on scans only the last result.
    static func matches(_ query: String, in model: GalleryModel, among candidates: [[Int]]? = nil,
                        shouldStop: () -> Bool = { false }) -> [[Int]]? {
        let query = query.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return nil }
        // A title cannot contain a longer query (a paste of megabytes): no title is even compared.
        let length = query.utf16.count
        var compared = 0
        return (0..<model.numberOfSections).map { section in
            var found: [Int] = []
            func scan(_ items: some Sequence<Int>) {
                for item in items {
                    compared += 1
                    if compared & 4095 == 0, shouldStop() { return }
                    let title = model.title(item: item, section: section)
                    if title.utf16.count >= length, title.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil {
                        found.append(item)
                    }
                }
            }
            if let candidates { scan(candidates[section]) } else { scan(0..<model.numberOfItems(in: section)) }
            return found
        }
    }

    /// The shown index paths that go and those that come when each section's shown items (model
    /// item numbers, ascending, as filters keep them) change from `old` to `new`.
    static func changes(from old: [[Int]], to new: [[Int]]) -> (deleted: [IndexPath], inserted: [IndexPath]) {
        changes(from: old, to: new, counts: old.map(\.count), limit: .max) ?? ([], [])
    }

    /// The same with nil standing for all of a section's `counts` items; nil when more than `limit`
    /// index paths change (counted as they are found, so a huge change costs no more than `limit`).
    ///
    /// - Complexity: O(old + new) in one walk of both ascending lists; a section shown whole before
    ///   and after costs nothing.
    static func changes(from old: [[Int]]?, to new: [[Int]]?, counts: [Int], limit: Int)
        -> (deleted: [IndexPath], inserted: [IndexPath])? {
        var deleted: [IndexPath] = [], inserted: [IndexPath] = []
        for section in counts.indices {
            let before = old?[section], after = new?[section]
            if before == nil, after == nil { continue }
            let beforeCount = before?.count ?? counts[section], afterCount = after?.count ?? counts[section]
            var i = 0, j = 0
            while i < beforeCount || j < afterCount {
                let gone = i < beforeCount ? (before?[i] ?? i) : .max
                let come = j < afterCount ? (after?[j] ?? j) : .max
                if gone == come {
                    i += 1
                    j += 1
                } else if gone < come {
                    deleted.append(IndexPath(item: i, section: section))
                    i += 1
                } else {
                    inserted.append(IndexPath(item: j, section: section))
                    j += 1
                }
                if deleted.count + inserted.count > limit { return nil }
            }
        }
        return (deleted, inserted)
    }

    /// Forgets the query without an animation (an edit is about to change the model).
    mutating func clear() {
        query = ""
        shown = nil
    }
}

extension GalleryController: UISearchResultsUpdating {
    /// Builds the search controller and its bar (hidden until Ctrl+F or `--search`).
    func installSearch(shown: Bool) {
        let search = view.search
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Filter by title"
        search.searchBar.isHidden = !shown
        let field = search.searchBar.searchTextField
        for event in [UIControl.Event.editingChanged, .editingDidBegin, .editingDidEnd] {
            field.addAction(UIAction { _ in GallerySearchReport.say(field) }, for: event)
        }
        field.delegate = searchFieldReporter
        view.search.searchBar.backgroundColor = Palette.toolbar
    }

    /// Searches galleries of more than `GallerySearcher.backgroundSize` titles on a thread, its
    /// result handed over through `watch` (the host's event loop); without it, every search runs at once.
    func searchOffTheMainThread(watching watch: (Int32, @escaping () -> Bool) -> Void) {
        searcher = GallerySearcher(watch: watch) { [unowned self] result in
            searching = nil
            showSearchResult(result)
        }
    }

    /// Ctrl+F: shows the bar and puts the keys in it.
    func handleFind(_ key: UIKey) -> Bool {
        guard key.modifierFlags.contains(.control), key.charactersIgnoringModifiers.lowercased() == "f" else { return false }
        view.search.searchBar.isHidden = false
        // The bar that holds the search bar grows by its row.
        let container = view.owningScreen?.navigationController?.view ?? view
        container.setNeedsLayout()
        container.layoutIfNeeded()
        view.search.searchBar.searchTextField.becomeFirstResponder()
        return true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        guard query != (searching ?? filter.query) else { return }
        let search = filter.search(for: query, in: model)
        guard let searcher, search.size > GallerySearcher.backgroundSize else {
            searching = nil
            searcher?.cancel()
            return showSearchResult(search.run())
        }
        // A large gallery is searched on a thread: the key's own frame (its glyph in the field) is
        // not held back, and a newer key cancels the older search.
        searching = query
        searcher.start(search)
    }

    /// Shows what a search found: the filtered cards animate in, or, for more changes than an
    /// animation should carry, the gallery shows them at once.
    func showSearchResult(_ result: GalleryFilter.Result) {
        let collectionView = view.collectionView
        let before = filter
        let selected = Set(collectionView.indexPathsForSelectedItems ?? [])
        var hidden: [IndexPath] = []
        if let change = result.change {
            collectionView.performBatchUpdates {
                self.filter.show(result)
                hidden = change.deleted.filter(selected.contains)
                collectionView.deleteItems(at: change.deleted)
                collectionView.insertItems(at: change.inserted)
            }
        } else {
            filter.show(result)
            // Reloading deselects every card, as it does in UIKit.
            hidden = Array(selected)
            collectionView.reloadData()
        }
        // A selected card the filter hides is no longer selected (as a deleted item is not), as the
        // debug channel says in the model's index paths.
        for indexPath in hidden.map(before.modelIndexPath).sorted() { DebugChannel.say("deselected \(indexPath.section).\(indexPath.item)") }
        refreshHeaders()
        let query = result.query
        let shown = (0..<model.numberOfSections).reduce(0) { $0 + filter.count(in: $1, of: model) }
        DebugChannel.say("search query=\(query.utf16.count <= 200 ? query : "<\(query.utf16.count) units>") shown=\(shown)")
        // Back where the keys were: Escape or Cancel ends the search and the gallery takes the keys again.
        if !view.search.isActive, let window = view.window, window.keyTarget == nil { window.keyTarget = collectionView }
    }

    /// Ends a search before an edit changes the model (the edit's index paths are the model's).
    func endSearchForEditing() {
        searching = nil
        searcher?.cancel()
        guard filter.shown != nil else { return }
        let collectionView = view.collectionView
        // The selection is of shown items: it is kept, as the model's items they show.
        let selected = (collectionView.indexPathsForSelectedItems ?? []).map(filter.modelIndexPath)
        filter.clear()
        view.search.searchBar.text = ""
        view.search.isActive = false
        collectionView.reloadData()
        for indexPath in selected { collectionView.selectItem(at: indexPath, animated: false, scrollPosition: []) }
        DebugChannel.say("search query= shown=all")
    }

    private func refreshHeaders() {
        let collectionView = view.collectionView
        for section in 0..<model.numberOfSections {
            let header = collectionView.supplementaryView(forElementKind: SectionHeaderView.elementKind, at: IndexPath(item: 0, section: section))
            (header as? SectionHeaderView)?.configure(title: model.sectionTitle(section), count: filter.count(in: section, of: model))
        }
    }
}

/// Says the field's state on the debug channel.
enum GallerySearchReport {
    @MainActor
    static func say(_ field: UITextField) {
        let text = field.text ?? ""
        guard let range = field.selectedTextRange else { return }
        let start = field.offset(from: field.beginningOfDocument, to: range.start)
        let end = field.offset(from: field.beginningOfDocument, to: range.end)
        // UIKit does not say which end of a selection moves: a selection shows no caret, "-".
        let caret = start == end ? String(start) : "-"
        let length = text.utf16.count
        let value = length <= 200 ? text : "<\(length) units>"
        DebugChannel.say("text caret=\(caret) selection=\(start)-\(end) editing=\(field.isEditing ? "yes" : "no") length=\(length) value=\(value)")
    }
}

/// Reports selection moves of the search field (the delegate hears those; its events do not).
final class SearchFieldReporter: NSObject, UITextFieldDelegate {
    func textFieldDidChangeSelection(_ textField: UITextField) { GallerySearchReport.say(textField) }
}
