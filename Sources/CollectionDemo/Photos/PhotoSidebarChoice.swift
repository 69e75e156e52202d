import Foundation

/// A row of the photo sidebar: every photo, one section of the library (a month), or a folder with
/// everything under it.
enum PhotoSidebarChoice: Hashable, Sendable {
    case all
    case section(Int)
    /// A folder by its path relative to the library's root.
    case folder(String)
}

/// What the grid shows, section by section of the library: nil for a section it does not show, else
/// the library's items it shows there, in order.
typealias PhotoGridContents = [[Int]?]

/// The batch update that takes the grid from one contents to another: sections that go and come,
/// and within the sections shown before and after, items that go and come.
struct PhotoGridChange: Equatable {
    /// In the grid's sections before the change.
    var deletedSections = IndexSet()
    /// In the grid's sections after the change.
    var insertedSections = IndexSet()
    /// Index paths before the change.
    var deletedItems: [IndexPath] = []
    /// Index paths after the change.
    var insertedItems: [IndexPath] = []

    /// - Complexity: O(items shown before and after, in the sections shown both times) plus O(sections).
    init(from old: PhotoGridContents, to new: PhotoGridContents) {
        var oldSection = 0, newSection = 0
        for (before, after) in zip(old, new) {
            switch (before, after) {
            case (nil, nil): continue
            case (_?, nil):
                deletedSections.insert(oldSection)
                oldSection += 1
            case (nil, _?):
                insertedSections.insert(newSection)
                newSection += 1
            case let (before?, after?):
                let change = GalleryFilter.changes(from: [before], to: [after])
                deletedItems += change.deleted.map { IndexPath(item: $0.item, section: oldSection) }
                insertedItems += change.inserted.map { IndexPath(item: $0.item, section: newSection) }
                oldSection += 1
                newSection += 1
            }
        }
    }
}
