@testable import CollectionDemo
import EngineTestSupport
import Foundation
import Testing

/// The photo library's folders: the walk follows links to folders but refuses loops and keeps within
/// its limits, reporting each; the tree counts photos under each folder; a folder chosen in the
/// sidebar selects its sections and photos.
@Suite struct PhotoFolderTreeTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-folders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func makeFolder(_ root: URL, _ path: String, photos: Int) throws {
        let folder = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<photos { _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("\(index).jpg").path, contents: Data()) }
    }

    @Test func theTreeHasEachFolderWithinItsParentAndCountsThePhotosUnderIt() {
        let tree = PhotoFolderTree(photoFolders: ["", "a", "a/b", "a/b", "a/b/c", "z/y", "a/10", "a/9"])
        #expect(tree.children(of: "") == ["a", "z"])
        #expect(tree.children(of: "a") == ["a/9", "a/10", "a/b"], "names in Files' order")
        #expect(tree.children(of: "z") == ["z/y"], "a folder holding only a folder is in the tree")
        #expect(tree.photoCount(in: "a") == 6)
        #expect(tree.photoCount(in: "a/b") == 3)
        #expect(tree.photoCount(in: "") == 8)
        #expect(tree.children(of: "a/b/c").isEmpty)
        #expect(!tree.contains("q"))
    }

    @Test func aFolderIsWithinItselfAndItsAncestorsButNotASiblingSharingItsPrefix() {
        #expect(PhotoFolderTree.isFolder("a/b", within: "a"))
        #expect(PhotoFolderTree.isFolder("a", within: "a"))
        #expect(PhotoFolderTree.isFolder("a", within: ""))
        #expect(!PhotoFolderTree.isFolder("ab", within: "a"))
        #expect(!PhotoFolderTree.isFolder("a", within: "a/b"))
    }

    @Test func aScanKnowsTheFoldersWithinFolders() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try makeFolder(root, "a", photos: 1)
        try makeFolder(root, "a/b/c", photos: 2)
        try makeFolder(root, "empty/also-empty", photos: 0)
        let library = PhotoLibrary.scan(root, grouping: .folder, index: nil).library
        #expect(library.folders.children(of: "") == ["a"], "folders without photos are left out")
        #expect(library.folders.children(of: "a") == ["a/b"])
        #expect(library.folders.children(of: "a/b") == ["a/b/c"])
        #expect(library.folders.photoCount(in: "a") == 3)
        #expect(library.problems.isEmpty)
    }

    @Test func aLinkToAFolderIsFollowedOnceAndALinkBackIsReported() throws {
        let root = try temporaryFolder(), elsewhere = try temporaryFolder()
        defer { for folder in [root, elsewhere] { try? FileManager.default.removeItem(at: folder) } }
        try makeFolder(elsewhere, "", photos: 2)
        try makeFolder(root, "a/b", photos: 1)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("linked").path, withDestinationPath: elsewhere.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("a/b/up").path, withDestinationPath: "../..")
        let library = PhotoLibrary.scan(root, grouping: .folder, index: nil).library
        #expect(library.folders.photoCount(in: "linked") == 2, "a link to a folder elsewhere is followed")
        #expect(library.count == 3, "nothing is listed twice")
        #expect(library.problems == ["the link a/b/up leads to a folder already read (a loop or a second way in); not followed"])
    }

    @Test func foldersDeeperThanTheLimitAreSkippedAndReported() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try makeFolder(root, "1/2/3/4", photos: 1)
        try makeFolder(root, "1/2", photos: 1)
        let walk = PhotoFolderWalk.walk(under: root.path, limits: .init(depth: 2, folders: 100))
        #expect(walk.entries.map(\.relativePath) == ["1/2/0.jpg"])
        #expect(walk.problems == ["the folder 1/2/3 is more than 2 folders deep; skipped"])
    }

    @Test func foldersBeyondTheCountLimitAreSkippedWithOneReport() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for index in 0..<5 { try makeFolder(root, "f\(index)", photos: 1) }
        let walk = PhotoFolderWalk.walk(under: root.path, limits: .init(depth: 8, folders: 3))
        #expect(walk.entries.count == 2, "the root and two folders are read")
        #expect(walk.problems == ["more than 3 folders; the rest were skipped"])
    }

    @Test(.enabled(if: getuid() != 0, "root reads every folder"))
    func anUnreadableFolderIsReportedAndSkipped() throws {
        let root = try temporaryFolder()
        defer {
            chmod(root.appendingPathComponent("locked").path, 0o755)
            try? FileManager.default.removeItem(at: root)
        }
        try makeFolder(root, "locked", photos: 1)
        try makeFolder(root, "open", photos: 1)
        chmod(root.appendingPathComponent("locked").path, 0)
        let library = PhotoLibrary.scan(root, grouping: .folder, index: nil).library
        #expect(library.count == 1)
        #expect(library.problems.first?.hasPrefix("cannot read the folder locked: ") == true)
    }

    @Test func aMissingRootIsReported() {
        let walk = PhotoFolderWalk.walk(under: "/nonexistent-\(UUID().uuidString)")
        #expect(walk.entries.isEmpty)
        #expect(walk.problems.first?.hasPrefix("cannot read the folder /nonexistent-") == true)
    }

    // MARK: Choosing a folder

    private var library: PhotoLibrary {
        let photos = [("a", 1), ("a/b", 2), ("a/b", 3), ("c", 4), ("ab", 5)].map { folder, day in
            Photo(url: URL(fileURLWithPath: "/p/\(folder)/\(day).jpg"), date: Date(timeIntervalSince1970: Double(day) * 40 * 86_400),
                  folder: folder)
        }
        return PhotoLibrary(photos: photos, grouping: .folder)
    }

    @Test func aFolderChoosesItsSectionAndItsSubfoldersSectionsButNotASiblingsSharingItsPrefix() {
        #expect(library.sections.map(\.title) == ["a", "a/b", "c", "ab"])
        #expect(library.sections(within: "a") == [0, 1])
        #expect(library.sections(within: "a/b") == [1])
        #expect(library.sections(within: "") == [0, 1, 2, 3])
    }

    @Test func groupedByMonthAFolderChoosesTheMonthsItHasPhotosInAndOnlyItsPhotos() {
        let photos = library.sections.flatMap(\.photos)
        let months = PhotoLibrary(photos: photos, grouping: .month)
        let chosen = months.sections(within: "a/b")
        #expect(chosen.count == 2)
        var filter = PhotoFilter()
        filter.restrict(to: "a/b", library: months)
        let shown = chosen.flatMap { section in (filter.shown?[section] ?? []).map { months.sections[section].photos[$0].folder } }
        #expect(shown == ["a/b", "a/b"])
    }

    @Test func theGridChangeDeletesAndInsertsSectionsAndTheItemsOfSectionsShownBothTimes() {
        let change = PhotoGridChange(from: [[0, 1], nil, [0, 1, 2], [0]], to: [nil, [0], [1], [0]])
        #expect(change.deletedSections == [0])
        #expect(change.insertedSections == [0])
        #expect(change.deletedItems == [IndexPath(item: 0, section: 1), IndexPath(item: 2, section: 1)])
        #expect(change.insertedItems.isEmpty)
    }

    /// The grid after `change`, applied to `old` as a batch update is: deletions at old index paths,
    /// then insertions at new ones (their contents taken from `new`).
    private func applying(_ change: PhotoGridChange, to old: PhotoGridContents, new: PhotoGridContents) -> [[Int]] {
        var grid = old.compactMap { $0 }
        for (section, items) in grid.enumerated() {
            let gone = Set(change.deletedItems.filter { $0.section == section }.map(\.item))
            grid[section] = items.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
        }
        grid = grid.enumerated().filter { !change.deletedSections.contains($0.offset) }.map(\.element)
        let shownNew = new.compactMap { $0 }
        for section in change.insertedSections { grid.insert(shownNew[section], at: section) }
        for path in change.insertedItems.sorted(by: { ($0.section, $0.item) < ($1.section, $1.item) }) {
            grid[path.section].insert(shownNew[path.section][path.item], at: path.item)
        }
        return grid
    }

    @Test func aBatchMadeFromTheGridChangeTurnsTheOldGridIntoTheNewForSeededContents() {
        var random = SeededGenerator(seed: 29)
        func contents(sections: Int) -> PhotoGridContents {
            (0..<sections).map { _ in
                Bool.random(using: &random) ? nil : (0..<8).filter { _ in Bool.random(using: &random) }
            }
        }
        for round in 0..<500 {
            let sections = Int.random(in: 0...6, using: &random)
            let old = contents(sections: sections), new = contents(sections: sections)
            let change = PhotoGridChange(from: old, to: new)
            #expect(applying(change, to: old, new: new) == new.compactMap { $0 }, "round \(round): \(old) → \(new)")
        }
    }
}
