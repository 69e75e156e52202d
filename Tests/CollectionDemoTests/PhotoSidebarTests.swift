import CollectionEngine
@testable import CollectionDemo
import Foundation
import Testing

/// The photo sidebar's rows: All photos, the months when grouped by month, the folders as an outline
/// whose open folders stay open when the library is shown again.
@MainActor
@Suite struct PhotoSidebarTests {
    private func library(_ grouping: PhotoLibrary.Grouping) -> PhotoLibrary {
        let photos = [("a", 1), ("a/b", 2), ("a/b/c", 3), ("d", 70)].map { folder, day in
            Photo(url: URL(fileURLWithPath: "/p/\(folder)/\(day).jpg"), date: Date(timeIntervalSince1970: Double(day) * 86_400), folder: folder)
        }
        return PhotoLibrary(photos: photos, grouping: grouping)
    }

    private func sidebar(_ library: PhotoLibrary) throws -> (UIWindow, PhotoSidebarController, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 260, height: 600))
        let sidebar = PhotoSidebarController()
        sidebar.view.frame = window.bounds
        window.addSubview(sidebar.view)
        sidebar.show(library)
        window.layoutIfNeeded()
        return (window, sidebar, try #require(sidebar.view as? UICollectionView))
    }

    private func dataSource(_ list: UICollectionView) -> UICollectionViewDiffableDataSource<PhotoSidebarController.Section, PhotoSidebarChoice>? {
        list.dataSource as? UICollectionViewDiffableDataSource<PhotoSidebarController.Section, PhotoSidebarChoice>
    }

    @Test func groupedByFolderTheSidebarIsAllPhotosThenTheTopFoldersClosed() throws {
        let (window, sidebar, list) = try sidebar(library(.folder))
        let source = try #require(dataSource(list))
        #expect(source.snapshot().itemIdentifiers == [.all, .folder("a"), .folder("d")])
        #expect(source.snapshot(for: .folders).items == [.folder("a"), .folder("a/b"), .folder("a/b/c"), .folder("d")])
        #expect(sidebar.namedRows.map(\.0) == ["Row0", "Folder:a", "Folder:d"])
        withExtendedLifetime(window) {}
    }

    @Test func groupedByMonthTheMonthsFollowAllPhotos() throws {
        let (window, sidebar, list) = try sidebar(library(.month))
        let source = try #require(dataSource(list))
        #expect(source.snapshot(for: .library).items == [.all, .section(0), .section(1)])
        #expect(source.snapshot(for: .folders).rootItems == [.folder("a"), .folder("d")])
        withExtendedLifetime((window, sidebar)) {}
    }

    @Test func foldersOpenWhenTheLibraryIsShownAgainStayOpen() throws {
        let (window, sidebar, list) = try sidebar(library(.folder))
        let source = try #require(dataSource(list))
        var outline = source.snapshot(for: .folders)
        outline.expand([.folder("a"), .folder("a/b")])
        source.apply(outline, to: .folders, animatingDifferences: false)
        sidebar.show(library(.folder))
        window.layoutIfNeeded()
        let shown = source.snapshot(for: .folders)
        #expect(shown.isExpanded(.folder("a")) && shown.isExpanded(.folder("a/b")))
        #expect(source.snapshot().itemIdentifiers == [.all, .folder("a"), .folder("a/b"), .folder("a/b/c"), .folder("d")])
    }
}
