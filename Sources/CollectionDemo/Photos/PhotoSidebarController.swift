import CollectionEngine
import Foundation
import PhotoLibrary

/// The photo window's sidebar, in a list with UIKit's `.sidebar` appearance: "All photos" (and each
/// month, when the library is grouped by month), then the library's folders as an outline of folders
/// within folders (`.outlineDisclosure`, from section snapshots). Choosing a row shows that part of
/// the grid: a month, or a folder and everything under it.
///
/// Debug lines: `sidebar all`, `sidebar N` (the library's section N) or `sidebar folder PATH` when a
/// row is chosen; `sidebar expanded PATH` / `sidebar collapsed PATH` when a folder opens or closes.
final class PhotoSidebarController: UIViewController, UICollectionViewDelegate {
    /// A row was chosen.
    var onChoose: (PhotoSidebarChoice) -> Void = { _ in }

    enum Section: Hashable { case library, folders }

    private var library = PhotoLibrary(photos: [], grouping: .folder)
    private var collectionView: UICollectionView?
    private var dataSource: UICollectionViewDiffableDataSource<Section, PhotoSidebarChoice>?

    override func loadView() {
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
        list.delegate = self
        list.backgroundColor = Palette.photosBackground
        collectionView = list
        view = list
        makeDataSource(for: list)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        show(library)
    }

    private func makeDataSource(for list: UICollectionView) {
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, PhotoSidebarChoice> { [weak self] cell, _, choice in
            self?.configure(cell, for: choice)
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, PhotoSidebarChoice>(collectionView: list) { collectionView, indexPath, choice in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: choice)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { if case let .folder(path) = $0 { DebugChannel.say("sidebar expanded \(path)") } }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { if case let .folder(path) = $0 { DebugChannel.say("sidebar collapsed \(path)") } }
        self.dataSource = dataSource
    }

    private func configure(_ cell: UICollectionViewListCell, for choice: PhotoSidebarChoice) {
        var content = cell.defaultContentConfiguration()
        switch choice {
        case .all:
            content.text = "All photos"
            content.image = UIImage(systemName: "photo.on.rectangle")
            cell.accessories = []
        case let .section(section):
            let contents = library.sections.indices.contains(section) ? library.sections[section] : nil
            content.text = "\(contents?.title ?? "") (\((contents?.photos.count ?? 0).formatted()))"
            content.image = UIImage(systemName: "calendar")
            cell.accessories = []
        case let .folder(path):
            content.text = "\(PhotoFolderTree.name(of: path)) (\(library.folders.photoCount(in: path).formatted()))"
            content.image = UIImage(systemName: "folder")
            cell.accessories = library.folders.children(of: path).isEmpty ? [] : [.outlineDisclosure()]
        }
        cell.contentConfiguration = content
    }

    /// Lists `library`'s months and folders (after the scan ends); folders open before stay open.
    func show(_ library: PhotoLibrary) {
        self.library = library
        guard let dataSource else { return }
        let open = dataSource.snapshot(for: .folders)
        if dataSource.snapshot().sectionIdentifiers != [.library, .folders] {
            var snapshot = NSDiffableDataSourceSnapshot<Section, PhotoSidebarChoice>()
            snapshot.appendSections([.library, .folders])
            dataSource.apply(snapshot, animatingDifferences: false)
        }
        var top = NSDiffableDataSourceSectionSnapshot<PhotoSidebarChoice>()
        top.append([.all] + (library.grouping == .month ? library.sections.indices.map { .section($0) } : []))
        dataSource.apply(top, to: .library, animatingDifferences: false)
        var outline = NSDiffableDataSourceSectionSnapshot<PhotoSidebarChoice>()
        func add(_ folders: [String], to parent: String?) {
            outline.append(folders.map { .folder($0) }, to: parent.map { .folder($0) })
            for folder in folders {
                add(library.folders.children(of: folder), to: folder)
                if open.isExpanded(.folder(folder)) { outline.expand([.folder(folder)]) }
            }
        }
        add(library.folders.children(of: ""), to: nil)
        dataSource.apply(outline, to: .folders, animatingDifferences: false)
        if let all = dataSource.indexPath(for: .all) { collectionView?.selectItem(at: all, animated: false, scrollPosition: []) }
    }

    /// The rows on screen by name, for the debug channel's `control` lines: `Row0` is All photos, `RowN`
    /// the month of the library's section N − 1, `Folder:PATH` a folder's row (spaces written `_`).
    var namedRows: [(String, UIView)] {
        guard let collectionView, let dataSource else { return [] }
        collectionView.layoutIfNeeded()
        return collectionView.indexPathsForVisibleItems.sorted().compactMap { indexPath in
            guard let cell = collectionView.cellForItem(at: indexPath), let choice = dataSource.itemIdentifier(for: indexPath) else { return nil }
            switch choice {
            case .all: return ("Row0", cell)
            case let .section(section): return ("Row\(section + 1)", cell)
            case let .folder(path): return ("Folder:" + path.replacingOccurrences(of: " ", with: "_"), cell)
            }
        }
    }

    /// `row NAME X Y W H` for each row on screen and `disclosure NAME X Y W H` for each folder's chevron,
    /// in window pixels (names as `namedRows`), for the `check` command.
    func rowLines(scale: CGFloat) -> [String] {
        func pixels(_ view: UIView) -> String {
            let frame = view.convert(view.bounds, to: nil)
            return [frame.minX, frame.minY, frame.width, frame.height].map { String(Int(($0 * scale).rounded())) }.joined(separator: " ")
        }
        return namedRows.flatMap { name, cell in
            ["row \(name) " + pixels(cell)] + cell.subviews.filter { $0 is UIControl && !$0.isHidden }.prefix(1).map { "disclosure \(name) " + pixels($0) }
        }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let choice = dataSource?.itemIdentifier(for: indexPath) else { return }
        switch choice {
        case .all: DebugChannel.say("sidebar all")
        case let .section(section): DebugChannel.say("sidebar \(section)")
        case let .folder(path): DebugChannel.say("sidebar folder \(path)")
        }
        onChoose(choice)
    }
}

/// The grid of photos as the split view's secondary column; a photo shown large hides the sidebar.
final class PhotoGridScreen: UIViewController {
    let gallery: PhotoGalleryController

    init(gallery: PhotoGalleryController) {
        self.gallery = gallery
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() { view = gallery.view }

    /// Makes the photo window's content: the sidebar beside the grid, collapsing to the grid alone in
    /// a narrow window.
    static func split(for gallery: PhotoGalleryController) -> UISplitViewController {
        let sidebar = PhotoSidebarController()
        let grid = PhotoGridScreen(gallery: gallery)
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredPrimaryColumnWidth = 230
        split.setViewController(sidebar, for: .primary)
        split.setViewController(grid, for: .secondary)
        sidebar.onChoose = { [weak gallery] choice in gallery?.show(choice) }
        gallery.onLibrary = { [weak sidebar] in sidebar?.show($0) }
        // A scan that ended before the gallery was made (a small folder) told no one.
        if gallery.scan.library != nil { sidebar.show(gallery.library) }
        gallery.onLargeChange = { [weak split] large in
            guard let split else { return }
            if large { split.hide(.primary) } else { split.show(.primary) }
            // The grid takes its new width before its layout changes, so the zoom starts where the photo is.
            split.view.layoutIfNeeded()
        }
        return split
    }
}
