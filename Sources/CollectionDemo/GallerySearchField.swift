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
    /// The model's items shown in each section while a query is set; nil shows all of them.
    private(set) var shown: [[Int]]?

    /// How many cards `section` shows.
    func count(in section: Int, of model: GalleryModel) -> Int { shown?[section].count ?? model.numberOfItems(in: section) }

    /// The model's item behind a shown one.
    func modelIndexPath(_ indexPath: IndexPath) -> IndexPath {
        guard let shown, shown.indices.contains(indexPath.section), shown[indexPath.section].indices.contains(indexPath.item) else { return indexPath }
        return IndexPath(item: shown[indexPath.section][indexPath.item], section: indexPath.section)
    }

    /// The items of each section whose title contains `query` (ignoring case and accents), or nil for an empty query.
    static func matches(_ query: String, in model: GalleryModel) -> [[Int]]? {
        let query = query.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return nil }
        // A title cannot contain a longer query (a paste of megabytes): no title is even compared.
        let length = query.utf16.count
        return (0..<model.numberOfSections).map { section in
            (0..<model.numberOfItems(in: section)).filter {
                let title = model.title(item: $0, section: section)
                return title.utf16.count >= length && title.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }
    }

    /// Moves to `query`'s matches; returns the shown index paths that go and those that come, for a batch update.
    mutating func apply(_ query: String, model: GalleryModel) -> (deleted: [IndexPath], inserted: [IndexPath]) {
        let old = (0..<model.numberOfSections).map { shown?[$0] ?? Array(0..<model.numberOfItems(in: $0)) }
        let newShown = Self.matches(query, in: model)
        let new = (0..<model.numberOfSections).map { newShown?[$0] ?? Array(0..<model.numberOfItems(in: $0)) }
        self.query = query
        shown = newShown
        return Self.changes(from: old, to: new)
    }

    /// The shown index paths that go and those that come when each section's shown items (model
    /// item numbers, in order) change from `old` to `new`.
    static func changes(from old: [[Int]], to new: [[Int]]) -> (deleted: [IndexPath], inserted: [IndexPath]) {
        var deleted: [IndexPath] = [], inserted: [IndexPath] = []
        for section in old.indices {
            let kept = Set(new[section]), had = Set(old[section])
            deleted += old[section].enumerated().filter { !kept.contains($0.element) }.map { IndexPath(item: $0.offset, section: section) }
            inserted += new[section].enumerated().filter { !had.contains($0.element) }.map { IndexPath(item: $0.offset, section: section) }
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
        guard query != filter.query else { return }
        let collectionView = view.collectionView
        let before = filter
        let selected = Set(collectionView.indexPathsForSelectedItems ?? [])
        var hidden: [IndexPath] = []
        collectionView.performBatchUpdates {
            let change = self.filter.apply(query, model: self.model)
            hidden = change.deleted.filter(selected.contains)
            collectionView.deleteItems(at: change.deleted)
            collectionView.insertItems(at: change.inserted)
        }
        // A selected card the filter hides is no longer selected (as a deleted item is not), as the
        // debug channel says in the model's index paths.
        for indexPath in hidden.map(before.modelIndexPath).sorted() { DebugChannel.say("deselected \(indexPath.section).\(indexPath.item)") }
        refreshHeaders()
        let shown = (0..<model.numberOfSections).reduce(0) { $0 + filter.count(in: $1, of: model) }
        DebugChannel.say("search query=\(query.utf16.count <= 200 ? query : "<\(query.utf16.count) units>") shown=\(shown)")
        // Back where the keys were: Escape or Cancel ends the search and the gallery takes the keys again.
        if !searchController.isActive, let window = view.window, window.keyTarget == nil { window.keyTarget = collectionView }
    }

    /// Ends a search before an edit changes the model (the edit's index paths are the model's).
    func endSearchForEditing() {
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
