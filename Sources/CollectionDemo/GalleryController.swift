import CollectionEngine
import Foundation

/// The gallery screen, written as on iOS: it owns the collection view, is its data source and its
/// flow-layout delegate, and reacts to the bar's items and the keyboard (GalleryScreen puts it in a
/// navigation controller). Editing is in
/// GalleryController+Editing.swift, layout switches in GalleryController+Layouts.swift.
final class GalleryController: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let view: GalleryView
    var model: GalleryModel
    let layouts = LayoutCycle()
    /// The navigation bar's items (GalleryBar.swift).
    let bar = GalleryBar()
    /// The last deletion, until it is undone or another edit replaces it (GalleryController+EditMode.swift).
    var undoableDeletion: [(indexPath: IndexPath, number: Int)]?
    /// The layout switch being installed, while the collection view asks where to scroll (+Layouts).
    var layoutSwitch: LayoutSwitch?
    private var images: [String: UIImage] = [:]
    /// Called for Ctrl+, (the settings page; see Settings/DemoPages.swift).
    var onOpenSettings: (() -> Void)?
    /// A card was opened (Enter, or a double click): the screen shows its page.
    var onOpen: (IndexPath) -> Void = { _ in }
    /// The search's filter over the model (GallerySearchField.swift).
    var filter = GalleryFilter()
    /// The query a search is running for on a thread, until its result is shown.
    var searching: String?
    /// Searches large galleries off the main thread, once the host lends its event loop (`searchOffTheMainThread`).
    var searcher: GallerySearcher?
    let searchFieldReporter = SearchFieldReporter()

    init(model: GalleryModel, allowsMultipleSelection: Bool, layout: LayoutCycle.Kind = .grid, showsSearch: Bool = false) {
        self.model = model
        view = GalleryView(frame: .zero, layout: layouts.makeLayout(layout, width: 0, around: nil))
        layouts.didSwitch(to: layout)
        super.init()
        let collectionView = view.collectionView
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
        SectionHeaderView.register(in: collectionView)
        SectionFooterView.register(in: collectionView)
        collectionView.allowsMultipleSelection = allowsMultipleSelection
        collectionView.allowsSelectionDuringEditing = true
        collectionView.allowsMultipleSelectionDuringEditing = true
        collectionView.dataSource = self
        collectionView.delegate = self
        for name in GalleryModel.imageNames { images[name] = UIImage(named: name) }

        bar.onEdit = { [weak self] in self?.perform($0) }
        bar.onLayoutSwitch = { [weak self] in self?.switchToNextLayout() }
        bar.onLayoutChoice = { [weak self] in self?.switchLayout(to: $0) }
        bar.onCadenceChange = { [weak self] in self?.setReorderingCadence($0) }
        bar.showCurrentLayout(layout)
        view.onKey = { [weak self] in self?.handleKey($0) ?? false }
        view.onCollectionViewWidthChange = { [weak self] in self?.fitLayout(toWidth: $0) }
        connectLayoutSlider()
        installBackgroundClick()
        installSearch(shown: showsSearch)
        updateEmptyState()
    }

    /// The keyboard shortcuts: A add, Delete/Backspace delete, S shuffle, R reset, L next layout, Escape
    /// clears the selection, Ctrl+, opens the settings page.
    private func handleKey(_ key: UIKey) -> Bool {
        if handleFind(key) || handleTab(key) || handleUndo(key) || bar.handleFocusKey(key) { return true }
        if key.modifierFlags.contains(.control), key.charactersIgnoringModifiers == "," {
            onOpenSettings?()
            return true
        }
        guard key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else { return false }
        switch key.charactersIgnoringModifiers.lowercased() {
        case "uikeyinputescape": return clearSelectionByKey()
        case "a": perform(.add)
        case "\u{7F}", "\u{8}": perform(.delete)
        case "s": perform(.shuffle)
        case "r": perform(.reset)
        case "l": switchToNextLayout()
        default: return false
        }
        return true
    }

    /// The picture item `indexPath` shows.
    func image(at indexPath: IndexPath) -> UIImage? { images[model.imageName(item: indexPath.item, section: indexPath.section)] }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int { model.numberOfSections }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        filter.count(in: section, of: model)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt shownIndexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CardCell.reuseIdentifier, for: shownIndexPath)
        let indexPath = filter.modelIndexPath(shownIndexPath)
        if let card = cell as? CardCell {
            card.configure(title: model.title(item: indexPath.item, section: indexPath.section),
                           caption: model.caption(item: indexPath.item, section: indexPath.section),
                           image: images[model.imageName(item: indexPath.item, section: indexPath.section)])
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let section = indexPath.section
        if kind == SectionHeaderView.elementKind {
            return SectionHeaderView.dequeue(from: collectionView, for: indexPath) {
                $0.configure(title: model.sectionTitle(section), count: filter.count(in: section, of: model))
            }
        }
        return SectionFooterView.dequeue(from: collectionView, for: indexPath) {
            $0.configure(text: "End of \(model.sectionTitle(section))")
        }
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        // "End of …" closes a section's pictures; an empty section has none to close.
        filter.count(in: section, of: model) > 0 ? CGSize(width: collectionView.bounds.width, height: 40) : .zero
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        reportSelection(true, at: indexPath)
        updateEditModeTitles()
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        reportSelection(false, at: indexPath)
        updateEditModeTitles()
    }

    /// Says `selected S.I` or `deselected S.I` for the card at `indexPath` (the collection view's), by
    /// its place in the model, which a search's filter can differ from.
    func reportSelection(_ selected: Bool, at indexPath: IndexPath) {
        let place = filter.modelIndexPath(indexPath)
        DebugChannel.say("\(selected ? "selected" : "deselected") \(place.section).\(place.item)")
    }
}

/// The gallery screen's view: the collection view, which fills it, and "No pictures" over it when empty.
final class GalleryView: UIView {
    /// The screen (view controller) whose view this is, once it has one.
    weak var owningScreen: GalleryScreen?
    /// The search, whose bar the navigation bar shows under its items while it is shown
    /// (`navigationItem.searchController`, GallerySearchField.swift).
    let search = UISearchController(searchResultsController: nil)
    let collectionView: UICollectionView
    /// "No pictures", over the collection view while the gallery is empty.
    let emptyLabel = UILabel(font: UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 22, weight: .semibold)),
                             color: Palette.secondaryInk, alignment: .center)
    /// A key the collection view did not use; returns whether it was handled.
    var onKey: (UIKey) -> Bool = { _ in false }
    /// The collection view's width changed (what an iOS controller hears in `viewWillLayoutSubviews`).
    var onCollectionViewWidthChange: (CGFloat) -> Void = { _ in }

    /// The gallery's backdrop picture, which is light: the dark appearance shows the plain background.
    private let backdrop = UIImageView(image: UIImage(named: "background"))

    init(frame: CGRect, layout: UICollectionViewLayout) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init(frame: frame)
        backgroundColor = Palette.background
        emptyLabel.adjustsFontForContentSizeCategory = true
        backdrop.contentMode = .scaleToFill
        collectionView.backgroundView = backdrop
        collectionView.clipsToBounds = true  // UIKit's scroll views clip by default; say so for any engine that does not
        emptyLabel.text = "No pictures"
        emptyLabel.isHidden = true
        emptyLabel.isUserInteractionEnabled = false
        addSubview(collectionView)
        addSubview(emptyLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let dark = traitCollection.userInterfaceStyle == .dark
        backdrop.isHidden = dark
        collectionView.backgroundColor = dark ? Palette.background : nil
        // For tests that change the desktop's settings: the traits the gallery now has.
        DebugChannel.say("traits style=\(dark ? "dark" : "light") size=\(traitCollection.preferredContentSizeCategory.rawValue)")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let oldWidth = collectionView.bounds.width
        collectionView.frame = bounds
        emptyLabel.frame = CGRect(x: 0, y: collectionView.frame.midY - 20, width: bounds.width, height: 40)
        if collectionView.bounds.width != oldWidth { onCollectionViewWidthChange(collectionView.bounds.width) }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, onKey(key) else { return super.pressesBegan(presses, with: event) }
    }
}

/// The window: it keeps its one content view the size of the window as the user resizes it (when it
/// has no root view controller to do so), remembers which modifiers the click being delivered has
/// (desktop selection needs them), and tells a double click (two plain clicks within 0.4 s and 4
/// points on its clock: X reports no click count) to `onDoubleClick` after the second release.
final class GalleryWindow: UIWindow {
    /// A double click at a point in the window.
    var onDoubleClick: (CGPoint) -> Void = { _ in }
    private var lastClick: (location: CGPoint, time: TimeInterval)?
    private var pressIsSecondClick = false

    /// The modifiers held when the primary button went down, while that press and its release are
    /// being delivered (an item is clicked on release); nil otherwise, so a key that selects is never
    /// mistaken for a click.
    private(set) var clickModifiers: UIKey.ModifierFlags?
    private var pressModifiers: UIKey.ModifierFlags = []

    override func layoutSubviews() {
        super.layoutSubviews()
        guard rootViewController == nil else { return }
        for subview in subviews { subview.frame = bounds }
    }

    override func sendEvent(_ event: InputEvent) {
        switch event.kind {
        case .pointerDown(.primary):
            pressModifiers = event.modifiers
            pressIsSecondClick = event.modifiers.isEmpty && lastClick.map {
                hypot(event.location.x - $0.location.x, event.location.y - $0.location.y) <= 4 && event.timestamp - $0.time <= 0.4
            } == true
            lastClick = pressIsSecondClick || !event.modifiers.isEmpty ? nil : (event.location, event.timestamp)
        case .pointerUp(.primary): break
        default: return super.sendEvent(event)
        }
        clickModifiers = pressModifiers
        defer { clickModifiers = nil }
        super.sendEvent(event)
        if case .pointerUp = event.kind, pressIsSecondClick {
            pressIsSecondClick = false
            onDoubleClick(event.location)
        }
    }
}
