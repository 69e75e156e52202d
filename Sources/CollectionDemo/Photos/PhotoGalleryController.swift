import CollectionEngine
import Foundation
import PhotoLibrary
import XHost

/// The gallery of a folder's photos, written as on iOS: the collection view's data source,
/// delegate and prefetch data source. Thumbnails load through `PhotoLoader`, started as soon as the
/// collection view says an item is coming (prefetch), else when its cell is made; cancelled when
/// the user turns away. Enter, Space or a click opens a photo large (a layout change, animated);
/// Escape goes back. There the photos page (`isPagingEnabled`) under a touchpad, a finger or the
/// wheel, the arrow keys and a three-finger touchpad swipe step through them, and each zooms
/// (`PhotoZoomView`). The search bar under the title filters the photos by name or date (PhotoSearch.swift).
final class PhotoGalleryController: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout,
    UICollectionViewDataSourcePrefetching {
    let view: PhotoGalleryView
    /// The folder's photos: empty until the scan ends.
    private(set) var library: PhotoLibrary
    let scan: PhotoLibraryScan
    private let title: String
    let loader: PhotoLoader
    /// Pixels per point, to ask for thumbnails as sharp as the screen.
    let pixelScale: CGFloat
    private let gridLayout = PhotoGridLayout()
    private let pagerLayout = PhotoPagerLayout()
    /// Requests started by prefetching and not yet cancelled by it, nor shown.
    private var prefetched: Set<PhotoLoader.Request> = []
    /// Which way the content last moved along the scrolling axis (+1: down or right), and where it was.
    private var heading: CGFloat = 1
    private var lastOffset: CGFloat = 0
    private(set) var isShowingLarge = false
    /// Which photos the search shows (PhotoSearch.swift); the collection view's index paths are of those.
    var filter = PhotoFilter()
    /// The scan found the folder's photos (the sidebar lists their sections).
    var onLibrary: (PhotoLibrary) -> Void = { _ in }
    /// A photo is about to be shown large (true) or the grid to come back (false): the sidebar gives
    /// the photo the whole window.
    var onLargeChange: (Bool) -> Void = { _ in }

    static let thumbnailSize = CGSize(width: 176, height: 158)

    init(scan: PhotoLibraryScan, grouping: PhotoLibrary.Grouping, loader: PhotoLoader, pixelScale: CGFloat, title: String, prefetching: Bool) {
        self.scan = scan
        library = scan.library ?? PhotoLibrary(photos: [], grouping: grouping)
        self.title = title
        self.loader = loader
        self.pixelScale = pixelScale
        gridLayout.itemSize = PhotoGalleryController.thumbnailSize
        gridLayout.minimumInteritemSpacing = 10
        gridLayout.minimumLineSpacing = 10
        gridLayout.sectionInset = UIEdgeInsets(top: 6, left: 16, bottom: 18, right: 16)
        gridLayout.headerReferenceSize = CGSize(width: 0, height: 48)
        view = PhotoGalleryView(frame: .zero, layout: gridLayout)
        super.init()
        view.titleLabel.text = scan.library == nil ? "\(title) — looking for photos…" : describedTitle
        let collectionView = view.collectionView
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        SectionHeaderView.register(in: collectionView)
        collectionView.allowsMultipleSelection = false
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.isPrefetchingEnabled = prefetching
        collectionView.prefetchDataSource = prefetching ? self : nil
        loader.onLoad = { [weak self] request, outcome in self?.show(outcome, for: request) }
        view.onKey = { [weak self] in self?.handleKey($0) ?? false }
        scan.onFinish = { [weak self] library in self?.show(library) }
        installSearch()
        for (direction, steps) in [(UISwipeGestureRecognizer.Direction.left, 1), (.right, -1)] {
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = direction
            swipe.numberOfTouchesRequired = 3
            swipe.isEnabled = false
            swipe.addAction { [weak self] _ in self?.step(steps) }
            collectionView.addGestureRecognizer(swipe)
            pageSwipes.append(swipe)
        }
    }

    /// Three fingers swiping left or right on a touchpad step through the large view.
    private var pageSwipes: [UISwipeGestureRecognizer] = []

    /// Switches what belongs to the large view alone on or off: paging and the swipes.
    private func setLargeViewInput(_ on: Bool) {
        view.collectionView.isPagingEnabled = on
        for swipe in pageSwipes { swipe.isEnabled = on }
    }

    private var describedTitle: String {
        let sections = library.sections.count == 1 ? "1 section" : "\(library.sections.count.formatted()) sections"
        return "\(title) — \(library.count == 1 ? "1 photo" : "\(library.count.formatted()) photos") in \(sections)"
    }

    /// The scanned folder replaces the empty one.
    private func show(_ library: PhotoLibrary) {
        self.library = library
        filter.clear()
        view.search.searchBar.text = ""
        chosenSections = nil
        gridSectionOfChosen = [:]
        view.titleLabel.text = describedTitle
        view.collectionView.reloadData()
        onLibrary(library)
    }

    /// The library's sections the sidebar's choice shows, in order; nil: all of them.
    private var chosenSections: [Int]?
    /// Each chosen section's place in the grid.
    private var gridSectionOfChosen: [Int: Int] = [:]

    /// Shows what the sidebar chose: every photo, one section, or a folder and everything under it
    /// (its sections, or in a library grouped by month, its photos of each month). One animated batch
    /// of section and item deletions and insertions, as a UIKit app filtering its grid would make,
    /// then the top.
    func show(_ choice: PhotoSidebarChoice) {
        let collectionView = view.collectionView
        if isShowingLarge { close() }
        var sections: [Int]?, folder: String?
        switch choice {
        case .all: break
        case let .section(section): sections = library.sections.indices.contains(section) ? [section] : nil
        case let .folder(path) where library.folders.contains(path):
            (sections, folder) = (library.sections(within: path), path)
        case .folder: break
        }
        if sections != chosenSections || folder != filter.folder {
            let old = gridContents
            collectionView.performBatchUpdates({
                self.chosenSections = sections
                self.gridSectionOfChosen = Dictionary(uniqueKeysWithValues: (sections ?? []).enumerated().map { ($1, $0) })
                self.filter.restrict(to: folder, library: self.library)
                let change = PhotoGridChange(from: old, to: self.gridContents)
                collectionView.deleteSections(change.deletedSections)
                collectionView.insertSections(change.insertedSections)
                collectionView.deleteItems(at: change.deletedItems)
                collectionView.insertItems(at: change.insertedItems)
            })
        }
        collectionView.setContentOffset(CGPoint(x: 0, y: -collectionView.adjustedContentInset.top), animated: true)
    }

    /// The library's items the grid shows, section by section (nil: a section it does not show).
    private var gridContents: PhotoGridContents {
        library.sections.indices.map { section in
            guard gridSection(section) != nil else { return nil }
            return filter.shown?[section] ?? Array(library.sections[section].photos.indices)
        }
    }

    /// How many photos the grid shows (the `photos` debug line).
    var gridItemCount: Int {
        (0..<numberOfSections(in: view.collectionView)).reduce(0) { $0 + filter.count(in: librarySection($1), of: library) }
    }

    /// The library's section behind the grid's section `shown`.
    func librarySection(_ shown: Int) -> Int { chosenSections.map { $0.indices.contains(shown) ? $0[shown] : shown } ?? shown }

    /// The grid's section that shows the library's `section`, or nil when the sidebar's choice hides it.
    func gridSection(_ section: Int) -> Int? {
        guard chosenSections != nil else { return section }
        return gridSectionOfChosen[section]
    }

    /// The photo at the grid's `indexPath`: through the sidebar's choice, then the search's filter.
    private func photo(at indexPath: IndexPath) -> Photo {
        library.photo(at: filter.libraryIndexPath(IndexPath(item: indexPath.item, section: librarySection(indexPath.section))))
    }

    /// Where the grid shows the photo of the file at `url`, or nil when it shows no such photo.
    private func shownIndexPath(of url: URL) -> IndexPath? {
        guard let found = library.indexPath(of: url).flatMap(filter.shownIndexPath), let section = gridSection(found.section) else { return nil }
        return IndexPath(item: found.item, section: section)
    }

    /// The library's sections the visible cells belong to, in order (the `photos` debug line).
    var visibleSections: [Int] {
        let collectionView = view.collectionView
        return Set(collectionView.visibleCells.compactMap { collectionView.indexPath(for: $0).map { librarySection($0.section) } }).sorted()
    }

    // MARK: Requests

    private func thumbnailRequest(for indexPath: IndexPath) -> PhotoLoader.Request {
        let side = Int((max(PhotoGalleryController.thumbnailSize.width, PhotoGalleryController.thumbnailSize.height) * pixelScale).rounded(.up))
        // The desktop's cache sizes, so what we decode is what GNOME Files and gThumb reuse.
        let size = ThumbnailDiskCache.Size.covering(side)?.pixels ?? side
        return PhotoLoader.Request(url: photo(at: indexPath).url, maxPixelSize: size)
    }

    private func largeRequest(for indexPath: IndexPath) -> PhotoLoader.Request {
        let bounds = view.collectionView.bounds
        return PhotoLoader.Request(url: photo(at: indexPath).url,
                                   maxPixelSize: Int((max(bounds.width, bounds.height) * pixelScale).rounded(.up)))
    }

    /// The picture a photo zoomed to `scale` needs to stay sharp: the page's size times 2 or 4 (the
    /// largest zoom), so a few zoom steps share one decode; nil at the whole photo. A photo smaller than
    /// that decodes at its own size.
    private func zoomedRequest(for indexPath: IndexPath, scale: CGFloat) -> PhotoLoader.Request? {
        guard scale > 1.01 else { return nil }
        let page = largeRequest(for: indexPath)
        let factor = scale <= 2 ? 2 : PhotoZoomView.maximumScale
        return PhotoLoader.Request(url: page.url, maxPixelSize: Int((CGFloat(page.maxPixelSize) * factor).rounded(.up)))
    }

    /// A large photo's zoom came to rest. Zoomed in, it asks for a larger picture (never a smaller one
    /// than it has), shown in place of the page-size one when it arrives: nothing moves, the picture
    /// only sharpens. Back at the whole photo it shows the page-size picture again (cached), so no more
    /// pixels are kept than shown.
    private func zoomEnded(in cell: PhotoCell, at scale: CGFloat) {
        guard isShowingLarge, let indexPath = view.collectionView.indexPath(for: cell), cell.state == .image(isFinal: true) else { return }
        guard let request = zoomedRequest(for: indexPath, scale: scale) else {
            let page = largeRequest(for: indexPath)
            guard cell.request != page, let image = loader.cachedImage(for: page) else { return }
            cell.request = page
            return cell.show(image, isFinal: true, animated: false)
        }
        guard request.maxPixelSize > cell.request?.maxPixelSize ?? 0 else { return }
        cell.request = request
        if let image = loader.cachedImage(for: request) {
            cell.show(image, isFinal: true, animated: false)
            DebugChannel.say("sharp \(indexPath.section).\(indexPath.item) \(request.maxPixelSize)")
        } else {
            loader.startLoading(request, order: order(.visible, for: indexPath))
        }
    }

    private func request(for indexPath: IndexPath) -> PhotoLoader.Request {
        isShowingLarge ? largeRequest(for: indexPath) : thumbnailRequest(for: indexPath)
    }

    /// Puts into `cell` what is known for its request now, and starts loading what is not.
    private func fill(_ cell: PhotoCell, at indexPath: IndexPath) {
        let request = request(for: indexPath)
        cell.request = request
        if let image = loader.cachedImage(for: request) {
            cell.show(image, isFinal: true, animated: false)
        } else if let failure = loader.failure(for: request) {
            cell.showBroken(reason: failure.description)
        } else {
            if let preview = loader.previewImage(for: request) {
                cell.show(preview, isFinal: false, animated: false)
            } else if isShowingLarge, let thumbnail = loader.cachedImage(for: thumbnailRequest(for: indexPath)) {
                cell.show(thumbnail, isFinal: false, animated: false)
            } else {
                cell.showPlaceholder()
            }
            loader.startLoading(request, order: order(.visible, for: indexPath))
        }
    }

    /// Where a photo's load goes in the queue. Ahead: the nearest to the screen first. On screen: the
    /// nearest to the edge the content comes in by first, as it stays longest; one about to leave is
    /// the least worth decoding. Ranks are positions along the scrolling axis, so they stay true as
    /// the content moves; a turn re-ranks what is on screen.
    private func order(_ priority: LoadPriority, for indexPath: IndexPath) -> LoadOrder {
        let collectionView = view.collectionView
        updateHeading()
        guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { return LoadOrder(priority, rank: .infinity) }
        let position = Double(isShowingLarge ? frame.midX : frame.midY)
        let sign = Double(heading)
        return LoadOrder(priority, rank: priority == .ahead ? sign * position : -sign * position)
    }

    /// Notes which way the content moved since the last request; on a turn, re-ranks the cells on screen still waiting.
    private func updateHeading() {
        let offset = isShowingLarge ? view.collectionView.contentOffset.x : view.collectionView.contentOffset.y
        guard offset != lastOffset else { return }
        let now: CGFloat = offset > lastOffset ? 1 : -1
        lastOffset = offset
        guard now != heading else { return }
        heading = now
        for case let cell as PhotoCell in view.collectionView.visibleCells where cell.isWaiting {
            guard let request = cell.request, let indexPath = view.collectionView.indexPath(for: cell) else { continue }
            loader.startLoading(request, order: order(.visible, for: indexPath))
        }
    }

    /// A finished load (or its stand-in): the photo's cell, if it is on screen and still waits for
    /// this request, shows it. Found by index path, not by a walk of the visible cells: thumbnails
    /// pour in by the hundred a second while scrolling.
    private func show(_ outcome: PhotoLoader.Outcome, for request: PhotoLoader.Request) {
        if case .preview = outcome {} else { prefetched.remove(request) }
        guard let indexPath = shownIndexPath(of: request.url),
              let cell = view.collectionView.cellForItem(at: indexPath) as? PhotoCell, cell.request == request else { return }
        switch outcome {
        case .preview(let image):
            if cell.state == .placeholder { cell.show(image, isFinal: false, animated: true) }
        case .loaded(let image):
            cell.show(image, isFinal: true, animated: true)
            if isShowingLarge, request.maxPixelSize > largeRequest(for: indexPath).maxPixelSize {
                DebugChannel.say("sharp \(indexPath.section).\(indexPath.item) \(request.maxPixelSize)")
            }
        case .failed(let error): cell.showBroken(reason: error.description)
        }
    }

    /// How many visible cells still wait for their picture (for `--screenshot` and the tests' `photos` command).
    var waitingCells: Int {
        view.collectionView.visibleCells.reduce(0) { count, cell in count + ((cell as? PhotoCell)?.isWaiting == true ? 1 : 0) }
    }

    /// How many visible cells show the broken-image card.
    var brokenCells: Int { visibleCells(in: .broken) }

    /// How many visible cells show the placeholder colour.
    var placeholderCells: Int { visibleCells(in: .placeholder) }

    /// Waits for the folder's scan, then delivers finished loads, drawing a frame after each batch,
    /// until no visible cell waits or `timeout` seconds of wall time pass (decoding runs on real
    /// threads, whatever the demo's clock says). Returns how many visible cells still wait.
    func finishVisibleLoads(host: X11Host, timeout: TimeInterval) -> Int {
        let deadline = ProcessInfo.processInfo.systemUptime + timeout
        if scan.library == nil, scan.wait(timeout: timeout) != nil { host.drawFrame() }
        while waitingCells > 0 {
            let left = deadline - ProcessInfo.processInfo.systemUptime
            guard left > 0 else { break }
            if loader.waitAndDeliver(timeout: left) > 0 { host.drawFrame() }
        }
        return waitingCells
    }

    /// How many visible cells are in `state` (the benchmark's figures).
    func visibleCells(in state: PhotoCell.State) -> Int {
        view.collectionView.visibleCells.reduce(0) { count, cell in count + ((cell as? PhotoCell)?.state == state ? 1 : 0) }
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int { chosenSections?.count ?? library.sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        filter.count(in: librarySection(section), of: library)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        if let photoCell = cell as? PhotoCell {
            photoCell.configure(name: photo(at: indexPath).name)
            photoCell.onZoomEnded = { [unowned self] cell, scale in zoomEnded(in: cell, at: scale) }
            fill(photoCell, at: indexPath)
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let section = library.sections[librarySection(indexPath.section)]
        return SectionHeaderView.dequeue(from: collectionView, for: indexPath) {
            $0.configure(title: section.title, count: self.filter.count(in: self.librarySection(indexPath.section), of: self.library), noun: "photo")
        }
    }

    // MARK: UICollectionViewDataSourcePrefetching

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            let request = request(for: indexPath)
            prefetched.insert(request)
            loader.startLoading(request, order: order(.ahead, for: indexPath))
        }
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            let request = request(for: indexPath)
            guard prefetched.remove(request) != nil, !isVisible(request) else { continue }
            loader.cancelLoading(request)
        }
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let photoCell = cell as? PhotoCell else { return }
        // Shown: the collection view will not cancel its prefetch now, it ends with the display.
        if let request = photoCell.request { prefetched.remove(request) }
        // A cell configured ahead (cell prefetching) may have been filled for the other layout, and
        // what arrived for it while it was not yet visible went to the visible cells only.
        if photoCell.request != request(for: indexPath) || photoCell.isWaiting { fill(photoCell, at: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        // Paged away from, a zoomed photo shows whole again when it comes back, as in iOS Photos.
        (cell as? PhotoCell)?.showWholePicture()
        // Scrolled past: its queued work would only delay the photos now coming.
        guard let request = (cell as? PhotoCell)?.request, !prefetched.contains(request), !isVisible(request, except: cell) else { return }
        loader.cancelLoading(request)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        DebugChannel.say("selected \(indexPath.section).\(indexPath.item)")
        if !isShowingLarge { open(indexPath) }
    }

    private func isVisible(_ request: PhotoLoader.Request, except excluded: UICollectionViewCell? = nil) -> Bool {
        view.collectionView.visibleCells.contains { $0 !== excluded && ($0 as? PhotoCell)?.request == request }
    }

    // MARK: The large view

    /// Zooms `indexPath` from its thumbnail to the whole window.
    func open(_ indexPath: IndexPath) {
        guard !isShowingLarge else { return }
        isShowingLarge = true
        view.showsSearchBar = false
        onLargeChange(true)
        pagerLayout.openingItem = indexPath
        setLargeViewInput(true)
        let collectionView = view.collectionView
        collectionView.setCollectionViewLayout(pagerLayout, animated: true) { [weak self] _ in self?.pagerLayout.openingItem = nil }
        refillVisibleCells()
        DebugChannel.say("large \(indexPath.section).\(indexPath.item)")
    }

    /// Back to the grid, the photo shown large shrinking into its place.
    func close() {
        guard isShowingLarge else { return }
        let shown = pagerLayout.item(at: view.collectionView.contentOffset)
        isShowingLarge = false
        setLargeViewInput(false)
        view.showsSearchBar = true
        onLargeChange(false)
        view.collectionView.setCollectionViewLayout(gridLayout, animated: true)
        if let shown { view.collectionView.selectItem(at: shown, animated: false, scrollPosition: []) }
        refillVisibleCells()
        DebugChannel.say("grid")
    }

    /// Steps `steps` photos on in the large view.
    private func step(_ steps: Int) {
        let collectionView = view.collectionView
        guard let target = pagerLayout.item(steppingBy: steps, from: collectionView.contentOffset) else { return }
        collectionView.scrollToItem(at: target, at: .centeredHorizontally, animated: true)
        DebugChannel.say("large \(target.section).\(target.item)")
    }

    /// The visible cells ask for the image the new layout needs (large or thumbnail).
    private func refillVisibleCells() {
        for indexPath in view.collectionView.indexPathsForVisibleItems {
            if let cell = view.collectionView.cellForItem(at: indexPath) as? PhotoCell { fill(cell, at: indexPath) }
        }
    }

    private func handleKey(_ key: UIKey) -> Bool {
        let collectionView = view.collectionView
        switch key.charactersIgnoringModifiers {
        case "UIKeyInputEscape": close()
        case "\r", " ":
            guard !isShowingLarge else { return true }
            let chosen = collectionView.indexPathsForSelectedItems?.first
                ?? collectionView.indexPathsForVisibleItems.min { ($0.section, $0.item) < ($1.section, $1.item) }
            if let chosen { open(chosen) }
        case "UIKeyInputRightArrow" where isShowingLarge: step(1)
        case "UIKeyInputLeftArrow" where isShowingLarge: step(-1)
        default: return false
        }
        return true
    }
}

/// The photo window's content: a title strip and the search bar over the collection view.
final class PhotoGalleryView: UIView {
    let titleLabel = UILabel(frame: .zero)
    /// Filters the photos by name or date (PhotoSearch.swift); its bar sits under the title strip.
    let search = UISearchController(searchResultsController: nil)
    /// False while a photo is shown large: the photo takes the whole window under the title, as it does the sidebar's place.
    var showsSearchBar = true {
        didSet {
            search.searchBar.isHidden = !showsSearchBar
            setNeedsLayout()
        }
    }
    let collectionView: KeyedCollectionView
    /// A key pressed while the collection view has the keyboard; returns whether it was handled.
    var onKey: (UIKey) -> Bool {
        get { collectionView.onKey }
        set { collectionView.onKey = newValue }
    }
    static let titleHeight: CGFloat = 40

    init(frame: CGRect, layout: UICollectionViewLayout) {
        collectionView = KeyedCollectionView(frame: frame, collectionViewLayout: layout)
        super.init(frame: frame)
        backgroundColor = Palette.photosBackground
        collectionView.backgroundColor = Palette.photosBackground
        collectionView.clipsToBounds = true
        titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold))
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = Palette.ink
        addSubview(collectionView)
        addSubview(titleLabel)
        addSubview(search.searchBar)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 18, y: 0, width: max(0, bounds.width - 36), height: PhotoGalleryView.titleHeight)
        let barHeight = showsSearchBar ? search.searchBar.intrinsicContentSize.height : 0
        search.searchBar.frame = CGRect(x: 0, y: PhotoGalleryView.titleHeight, width: bounds.width, height: barHeight)
        let top = PhotoGalleryView.titleHeight + barHeight
        collectionView.frame = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }
}

/// A collection view that offers each key press to its controller before scrolling with it, so the
/// arrows step through photos in the large view (as an iOS app overrides `pressesBegan`).
final class KeyedCollectionView: UICollectionView {
    var onKey: (UIKey) -> Bool = { _ in false }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, onKey(key) else { return super.pressesBegan(presses, with: event) }
    }
}
