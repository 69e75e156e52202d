import Foundation

/// What the settings page shows: three sections of rows named by stable identifiers, the options'
/// values, and the folders outline with its deleted folders kept for undo. Plain values, no views.
struct SettingsModel {
    enum Section: Int, CaseIterable, Sendable {
        case general, layout, folders

        var title: String {
            switch self {
            case .general: "General"
            case .layout: "Layout"
            case .folders: "Folders"
            }
        }
    }

    /// The on/off options of the General section, in order.
    static let options = ["Show Titles", "Animate Changes", "Reduce Motion"]
    /// The rows of the Layout section: each leads to a page of its own.
    static let layoutRows = ["Grid", "Columns", "Cover Flow"]
    /// The sort orders the Layout section's pop-up menu offers.
    static let sortOrders = ["Date", "Name", "Size"]

    var enabled: Set<String> = ["Show Titles", "Animate Changes"]
    var sortOrder = "Date"
    /// Each folder's subfolders; the root folders are `rootFolders`.
    var children: [String: [String]] = [
        "Albums": ["Trips", "Family"],
        "Trips": ["Rome", "Oslo", "Lisbon"],
        "Screenshots": [],
    ]
    var rootFolders = ["Albums", "Screenshots", "Favourites"]
    /// Deleted folders, the last one last: where each was (its parent, nil for a root, and position).
    private(set) var deleted: [(folder: String, parent: String?, index: Int)] = []

    /// The folder's parent, or nil for a root folder or an unknown one.
    func parent(of folder: String) -> String? { children.first { $0.value.contains(folder) }?.key }

    /// Removes a folder (with its subfolders, which come back with it).
    mutating func delete(_ folder: String) {
        if let parent = parent(of: folder), let index = children[parent]?.firstIndex(of: folder) {
            children[parent]?.remove(at: index)
            deleted.append((folder, parent, index))
        } else if let index = rootFolders.firstIndex(of: folder) {
            rootFolders.remove(at: index)
            deleted.append((folder, nil, index))
        }
    }

    /// Puts the last deleted folder back where it was; returns it, or nil when nothing is deleted.
    mutating func undoDelete() -> String? {
        guard let last = deleted.popLast() else { return nil }
        if let parent = last.parent {
            children[parent, default: []].insert(last.folder, at: min(last.index, children[parent]?.count ?? 0))
        } else {
            rootFolders.insert(last.folder, at: min(last.index, rootFolders.count))
        }
        return last.folder
    }

    /// Whether a folder has subfolders to show (an empty one still has the disclosure).
    func isExpandable(_ folder: String) -> Bool { children[folder] != nil }
}
