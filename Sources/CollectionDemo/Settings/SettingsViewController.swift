import CollectionEngine
import Foundation

/// The demo's preferences: an inset grouped list as iOS's Settings draws it. General options turn on
/// and off with a click, Layout rows lead on (disclosure indicators) beside a sort-order pop-up menu,
/// and Folders is an outline that expands and collapses, whose folders swipe away (Delete) and come
/// back with Ctrl+Z or the Undo row.
///
/// Debug channel lines (names with spaces written with underscores): `row ID X Y W H` for each visible
/// row and `disclosure ID X Y W H` for each chevron once the first frame is drawn and for each `check`
/// command (`rowLines`), then `option NAME on|off`, `open NAME`, `sort NAME`, `expanded ID`,
/// `collapsed ID`, `swiped ID yes|no`, `deleted ID`, `undone ID`.
final class SettingsViewController: UIViewController {
    typealias Section = SettingsModel.Section

    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    private var model = SettingsModel()
    /// Called when the user leaves the page (Escape).
    var onClose: (() -> Void)?

    override func loadView() {
        let root = SettingsRootView(frame: .zero)
        root.onKey = { [weak self] in self?.handleKey($0) ?? false }
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in self?.swipeActions(at: indexPath) }
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.delegate = self
        view.addSubview(collectionView)
        (view as? SettingsRootView)?.collectionView = collectionView
        self.collectionView = collectionView
        makeDataSource()
        applyAll(animated: false)
    }

    // MARK: Cells

    private func makeDataSource() {
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, indexPath, id in
            self?.configure(cell, id: id, section: Section(rawValue: indexPath.section) ?? .general)
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Section(rawValue: indexPath.section)?.title.uppercased()
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: id)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { DebugChannel.say("expanded \($0)") }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { DebugChannel.say("collapsed \($0)") }
    }

    private func configure(_ cell: UICollectionViewListCell, id: String, section: Section) {
        var content = cell.defaultContentConfiguration()
        content.text = id
        switch section {
        case .general:
            cell.accessories = [.label(text: model.enabled.contains(id) ? "On" : "Off")]
        case .layout where id == "Sort By":
            let menu = UIMenu(children: SettingsModel.sortOrders.map { order in
                let action = UIAction(title: order) { [weak self] _ in
                    self?.model.sortOrder = order
                    DebugChannel.say("sort \(order)")
                }
                action.state = order == model.sortOrder ? .on : .off
                return action
            })
            cell.accessories = [.popUpMenu(menu)]
        case .layout:
            content = .valueCell()
            content.text = id
            content.secondaryText = id == "Grid" ? "Current" : nil
            cell.accessories = [.disclosureIndicator()]
        case .folders where id == "Undo":
            content.text = "Undo Delete"
            content.textProperties.color = .tintColor
            cell.accessories = []
        case .folders:
            content.image = UIImage(systemName: "folder")
            cell.accessories = model.isExpandable(id) ? [.outlineDisclosure()] : []
        }
        cell.contentConfiguration = content
        cell.configurationUpdateHandler = { _, state in
            if section == .folders { DebugChannel.say("swiped \(id) \(state.isSwiped ? "yes" : "no")") }
        }
    }

    // MARK: Snapshots

    private func applyAll(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(SettingsModel.options, toSection: .general)
        snapshot.appendItems(SettingsModel.layoutRows + ["Sort By"], toSection: .layout)
        dataSource.apply(snapshot, animatingDifferences: animated)
        applyFolders(animated: animated)
    }

    /// The folders outline, keeping what is expanded now.
    private func applyFolders(animated: Bool) {
        let shown = dataSource.snapshot(for: .folders)
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        func add(_ folders: [String], to parent: String?) {
            outline.append(folders, to: parent)
            for folder in folders {
                add(model.children[folder] ?? [], to: folder)
                if shown.isExpanded(folder) { outline.expand([folder]) }
            }
        }
        add(model.rootFolders, to: nil)
        if !model.deleted.isEmpty { outline.append(["Undo"]) }
        dataSource.apply(outline, to: .folders, animatingDifferences: animated)
    }

    private func swipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard Section(rawValue: indexPath.section) == .folders, let id = dataSource.itemIdentifier(for: indexPath), id != "Undo" else {
            return nil
        }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.model.delete(id)
            DebugChannel.say("deleted \(id)")
            self?.applyFolders(animated: true)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func undoDelete() {
        guard let folder = model.undoDelete() else { return }
        DebugChannel.say("undone \(folder)")
        applyFolders(animated: true)
    }

    private func handleKey(_ key: UIKey) -> Bool {
        switch key.charactersIgnoringModifiers.lowercased() {
        case "uikeyinputescape": onClose?()
        case "z" where key.modifierFlags.contains(.control): undoDelete()
        default: return false
        }
        return true
    }

    // MARK: Debug channel

    /// Where each visible row and chevron is, in window pixels, for tests that click them.
    func rowLines(scale: CGFloat) -> [String] {
        var lines: [String] = []
        for indexPath in collectionView.indexPathsForVisibleItems.sorted() {
            guard let cell = collectionView.cellForItem(at: indexPath), let id = dataSource.itemIdentifier(for: indexPath) else { continue }
            lines.append("row \(Self.token(id)) " + Self.pixels(of: cell, scale: scale))
            if let chevron = cell.subviews.first(where: { $0 is UIControl && !$0.isHidden }) {
                lines.append("disclosure \(Self.token(id)) " + Self.pixels(of: chevron, scale: scale))
            }
        }
        return lines
    }

    /// A row's name as one word for the debug channel.
    private static func token(_ id: String) -> String { id.replacingOccurrences(of: " ", with: "_") }

    private static func pixels(of view: UIView, scale: CGFloat) -> String {
        let frame = view.convert(view.bounds, to: nil)
        return [frame.minX, frame.minY, frame.width, frame.height].map { String(Int(($0 * scale).rounded())) }.joined(separator: " ")
    }
}

extension SettingsViewController: UICollectionViewDelegate {
    /// A click on an option turns it on or off; on a Layout row it opens that page; on Undo it undoes.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let id = dataSource.itemIdentifier(for: indexPath), let section = Section(rawValue: indexPath.section) else { return }
        switch section {
        case .general:
            if model.enabled.remove(id) == nil { model.enabled.insert(id) }
            DebugChannel.say("option \(Self.token(id)) \(model.enabled.contains(id) ? "on" : "off")")
            var snapshot = dataSource.snapshot()
            snapshot.reconfigureItems([id])
            dataSource.apply(snapshot, animatingDifferences: false)
        case .layout:
            DebugChannel.say("open \(Self.token(id))")
        case .folders:
            if id == "Undo" { undoDelete() }
        }
    }
}

/// The page's root view: it keeps the list the size of the page and hears the keys the list does not use.
final class SettingsRootView: UIView {
    weak var collectionView: UICollectionView?
    var onKey: (UIKey) -> Bool = { _ in false }

    override func layoutSubviews() {
        super.layoutSubviews()
        collectionView?.frame = bounds
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, onKey(key) else { return super.pressesBegan(presses, with: event) }
    }
}
