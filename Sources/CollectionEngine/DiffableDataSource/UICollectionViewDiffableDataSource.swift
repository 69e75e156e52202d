import Foundation

/// A data source that shows snapshots and animates the difference between them, as UIKit's
/// `UICollectionViewDiffableDataSource`.
///
/// ```swift
/// let dataSource = UICollectionViewDiffableDataSource<Section, Photo.ID>(collectionView: collectionView) {
///     collectionView, indexPath, id in
///     collectionView.dequeueConfiguredReusableCell(using: photoCell, for: indexPath, item: id)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Photo.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(photos.map(\.id))
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// It makes itself the collection view's `dataSource` (a weak reference: keep the data source alive).
///
/// - Complexity: `apply` diffs in O(n) for n sections plus items, then animates what is visible.
/// - Note: A snapshot with duplicate or unknown identifiers is not applied: the problem is reported as a
///   `CollectionViewError` to the collection view's `errorHandler`, and the view keeps showing the last
///   valid snapshot. A cell provider that returns nil is reported and shows a blank cell.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource
{
    /// The snapshot type this data source shows.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell for an item, usually by dequeuing it with a cell registration.
    ///
    /// - Note: Returning nil is reported as `CollectionViewError.cellProviderReturnedNil` and a blank cell is
    ///   shown, where UIKit traps.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a header, footer or other supplementary view for an element kind.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    private(set) weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// The snapshot shown now.
    var current = Snapshot()
    /// The outlines applied to sections with `apply(_:to:animatingDifferences:completion:)`.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Provides headers, footers and other supplementary views; nil means the layout must not ask for any.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// What happens when the user reorders items; reordering is off until `canReorderItem` is set.
    public var reorderingHandlers = ReorderingHandlers()
    /// What is asked and told as the user expands and collapses outline items.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Creates a data source and makes it `collectionView`'s `dataSource`.
    ///
    /// The collection view holds the data source weakly, as in UIKit: keep a strong reference to it.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// The snapshot shown now (a copy: change it and `apply` it).
    open func snapshot() -> Snapshot { current }

    /// Shows `snapshot`, animating the changes from the one shown now (unless told not to).
    ///
    /// - Complexity: O(n) for n sections and items of the two snapshots (the diff), then the update
    ///   touches only the views on screen.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView, accepts(snapshot, in: collectionView) else {
            completion?()
            return
        }
        // An outline stays only while the section still shows exactly its visible items.
        sectionSnapshots = sectionSnapshots.filter { snapshot.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems }
        let diff = SnapshotDiff(from: current, to: snapshot)
        let update = {
            collectionView.performBatchUpdates({
                self.current = snapshot
                collectionView.updates.recording?.append(contentsOf: diff.operations)
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
        collectionView.reconfigureItems(at: diff.reconfigure)
    }

    /// Shows an outline as the items of `section` (its visible items), animating the change.
    ///
    /// The section is appended when the snapshot shown has no such section.
    ///
    /// - Complexity: O(n) for n items in the snapshot shown: the new snapshot is built from it and diffed.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        guard let collectionView else { return }
        guard snapshot.problems.isEmpty else {
            for problem in snapshot.problems { collectionView.report(problem) }
            completion?()
            return
        }
        var next = current
        if next.indexOfSection(section) == nil { next.appendSections([section]) }
        next.deleteItems(next.itemIdentifiers(inSection: section))
        // Items that moved here from another section leave that one first.
        next.deleteItems(snapshot.visibleItems.filter { next.sectionIdentifier(containingItem: $0) != nil })
        next.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(next, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The outline of `section`: the one last applied to it, or its items as a flat list.
    ///
    /// - Complexity: O(1) for an outline applied to the section; O(items of the section) otherwise.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    /// The outline applied to `section`, if one was.
    func outline(of section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>? { sectionSnapshots[section] }

    /// Shows `snapshot` by reloading the collection view, without diffing or animation.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        guard let collectionView, accepts(snapshot, in: collectionView) else {
            completion?()
            return
        }
        // As in `apply`: an outline whose section now shows other items is stale.
        sectionSnapshots = sectionSnapshots.filter { snapshot.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems }
        current = snapshot
        collectionView.reloadData()
        completion?()
    }

    /// The identifier of the item at `indexPath`, or nil when there is none.
    ///
    /// - Complexity: O(1).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.items.indices.contains(indexPath.section), current.items[indexPath.section].indices.contains(indexPath.item) else {
            return nil
        }
        return current.items[indexPath.section][indexPath.item]
    }

    /// The index path of an item, or nil when the snapshot shown does not hold it.
    ///
    /// - Complexity: O(items of its section).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The identifier of the section at `index` in the snapshot shown, or nil when there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of a section in the snapshot shown, or nil when it does not hold it.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// Reports the problems a snapshot collected while it was built; true when there are none.
    private func accepts(_ snapshot: Snapshot, in collectionView: UICollectionView) -> Bool {
        for problem in snapshot.problems { collectionView.report(problem) }
        return snapshot.problems.isEmpty
    }

    // MARK: UICollectionViewDataSource

    /// Answers from the snapshot shown.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// Answers from the snapshot shown; 0 for a section it does not hold.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// Asks the cell provider for the item at `indexPath`.
    ///
    /// - Note: When the provider returns nil the problem is reported to the collection view's `errorHandler`
    ///   and a blank stand-in cell is shown, where UIKit traps.
    /// A list cell of an outline is indented by its item's depth (`indentationLevel`).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            if let listCell = cell as? UICollectionViewListCell, let section = sectionIdentifier(for: indexPath.section),
               let outline = sectionSnapshots[section] {
                listCell.indentationLevel = outline.level(of: item)
            }
            return cell
        }
        collectionView.report(.cellProviderReturnedNil(indexPath: indexPath))
        return collectionView.standInCell(for: indexPath)
    }

    /// Asks the supplementary view provider.
    ///
    /// - Note: With no provider set, or one that returns nil, the problem is reported as
    ///   `CollectionViewError.dataSourceLacksSupplementaryViews` and the element is left out, where UIKit traps.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? MissingSupplementaryView(frame: .zero)
    }

    /// Answers from `reorderingHandlers.canReorderItem` (false when it is not set).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canReorderItem(at: indexPath)
    }

    /// Moves the item in the snapshot and calls the reordering handlers (see `ReorderingHandlers`).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        reorderItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}
