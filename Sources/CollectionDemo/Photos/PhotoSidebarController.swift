import CollectionEngine
import Foundation
import PhotoLibrary

/// The photo window's sidebar: "All photos", then each section (a folder or a month) with its count,
/// in a list with UIKit's `.sidebar` appearance. Choosing a row shows that part of the grid.
///
/// Debug line: `sidebar ROW` when a row is chosen (`all` or the section's number).
final class PhotoSidebarController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// A row was chosen: nil for "All photos", else the section.
    var onChoose: (Int?) -> Void = { _ in }
    private var sections: [PhotoLibrary.Section] = []
    private var collectionView: UICollectionView?
    private let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
    }

    override func loadView() {
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
        list.dataSource = self
        list.delegate = self
        list.backgroundColor = Palette.photosBackground
        collectionView = list
        view = list
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView?.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    }

    /// Lists `library`'s sections (after the scan ends).
    func show(_ library: PhotoLibrary) {
        sections = library.sections
        collectionView?.reloadData()
        collectionView?.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    }

    /// The rows on screen by name ("Row0" is All photos), for the debug channel's `control` lines.
    var namedRows: [(String, UIView)] {
        guard let collectionView else { return [] }
        collectionView.layoutIfNeeded()
        return collectionView.visibleCells.compactMap { cell in collectionView.indexPath(for: cell).map { ($0, cell) } }
            .sorted { $0.0 < $1.0 }.map { ("Row\($0.0.item)", $0.1 as UIView) }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections.count + 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let title = indexPath.item == 0 ? "All photos"
            : "\(sections[indexPath.item - 1].title) (\(sections[indexPath.item - 1].photos.count.formatted()))"
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        DebugChannel.say("sidebar \(indexPath.item == 0 ? "all" : String(indexPath.item - 1))")
        onChoose(indexPath.item == 0 ? nil : indexPath.item - 1)
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
        sidebar.onChoose = { [weak gallery] section in gallery?.showSection(section) }
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
