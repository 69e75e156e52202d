import Foundation

/// The folders a library's photos are in, as a tree: each folder with its subfolders and the number of
/// photos in it and under it. Folders holding no photo at any depth are left out, as Photos leaves out
/// empty albums.
///
/// ```swift
/// let tree = PhotoFolderTree(photoFolders: ["trip/day 1", "trip/day 2", "trip/day 2"])
/// tree.children(of: "")       // ["trip"]
/// tree.photoCount(in: "trip") // 3
/// ```
struct PhotoFolderTree: Equatable, Sendable {
    /// Each folder's subfolders (their paths, by name), by its path relative to the library's root;
    /// "" is the root.
    private var subfolders: [String: [String]] = [:]
    /// The photos in each folder and all its subfolders.
    private var counts: [String: Int] = [:]

    /// The tree of the folders named (one entry per photo, relative paths, "" for the root).
    ///
    /// - Complexity: O(n) for n photos, plus O(f log f) to sort f folders.
    init<Folders: Sequence>(photoFolders: Folders) where Folders.Element == String {
        var own: [String: Int] = [:]
        for folder in photoFolders { own[folder, default: 0] += 1 }
        var children: [String: Set<String>] = [:]
        for (folder, count) in own {
            var path = folder
            counts[path, default: 0] += count
            while !path.isEmpty {
                let parent = Self.parent(of: path)
                children[parent, default: []].insert(path)
                counts[parent, default: 0] += count
                path = parent
            }
        }
        subfolders = children.mapValues { $0.sorted { Self.name(of: $0).localizedStandardCompare(Self.name(of: $1)) == .orderedAscending } }
    }

    /// The subfolders of `folder`, in name order (Finder's and Files' order: "2" before "10").
    func children(of folder: String) -> [String] { subfolders[folder] ?? [] }

    /// The photos in `folder` and under it; 0 for a folder the tree does not have.
    func photoCount(in folder: String) -> Int { counts[folder] ?? 0 }

    /// Whether the tree has `folder` ("" always, even with no photo).
    func contains(_ folder: String) -> Bool { folder.isEmpty || counts[folder] != nil }

    /// Whether `folder` is `ancestor` or lies under it.
    static func isFolder(_ folder: String, within ancestor: String) -> Bool {
        ancestor.isEmpty || folder == ancestor || folder.hasPrefix(ancestor) && folder.dropFirst(ancestor.count).first == "/"
    }

    /// The last part of a relative folder path.
    static func name(of folder: String) -> String {
        folder.lastIndex(of: "/").map { String(folder[folder.index(after: $0)...]) } ?? folder
    }

    static func parent(of folder: String) -> String {
        folder.lastIndex(of: "/").map { String(folder[..<$0]) } ?? ""
    }
}
