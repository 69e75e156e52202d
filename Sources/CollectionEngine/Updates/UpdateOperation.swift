import Foundation

/// One call made inside a batch update, recorded before anything is checked or applied.
///
/// Sections and items named by deletes and reloads are in the world before the update; inserts name the
/// world after it; moves go from before to after.
enum UpdateOperation: Equatable, Sendable {
    case insertItems([IndexPath])
    case deleteItems([IndexPath])
    case reloadItems([IndexPath])
    case moveItem(from: IndexPath, to: IndexPath)
    case insertSections(IndexSet)
    case deleteSections(IndexSet)
    case reloadSections(IndexSet)
    case moveSection(from: Int, to: Int)
}
