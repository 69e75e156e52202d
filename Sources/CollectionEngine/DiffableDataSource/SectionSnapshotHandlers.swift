import Foundation

/// What a diffable data source asks and tells as the user expands and collapses items of a section's
/// outline (with an `.outlineDisclosure()` accessory), as UIKit's
/// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
///
/// ```swift
/// dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { folder, children in
///     var loaded = NSDiffableDataSourceSectionSnapshot<Item>()
///     loaded.append(library.contents(of: folder))      // loaded only when first opened
///     return loaded
/// }
/// dataSource.sectionSnapshotHandlers.willCollapseItem = { folder in library.forget(folder) }
/// ```
public struct SectionSnapshotHandlers<ItemIdentifierType: Hashable & Sendable> {
    /// Whether an item may expand; nil lets every item.
    public var shouldExpandItem: (@MainActor (ItemIdentifierType) -> Bool)?
    /// Told just before an item expands.
    public var willExpandItem: (@MainActor (ItemIdentifierType) -> Void)?
    /// Whether an item may collapse; nil lets every item.
    public var shouldCollapseItem: (@MainActor (ItemIdentifierType) -> Bool)?
    /// Told just before an item collapses.
    public var willCollapseItem: (@MainActor (ItemIdentifierType) -> Void)?
    /// The children to show under a parent as it expands, given the ones it has (as a snapshot of
    /// its descendants); nil keeps the ones it has.
    public var snapshotForExpandingParent: (
        @MainActor (ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    )?

    /// Handlers that let every item expand and collapse.
    public init() {}
}

/// What a list cell asks its collection view's data source about outlines: the diffable data source
/// answers from its section snapshots.
@MainActor
protocol OutlineDataSource: AnyObject {
    /// Whether the item at `indexPath` is expanded in its section's outline.
    func isExpanded(at indexPath: IndexPath) -> Bool
    /// Expands the item at `indexPath` if it is collapsed, else collapses it, animated.
    func toggleExpansion(at indexPath: IndexPath)
}

extension UICollectionView {
    /// The data source, when it keeps outlines.
    var outlineDataSource: OutlineDataSource? { dataSource as? OutlineDataSource }
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    func isExpanded(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return false }
        return outline(of: section)?.isExpanded(item) ?? false
    }

    /// Asks `sectionSnapshotHandlers`, then applies the section's outline with the item expanded or
    /// collapsed. An item with no children expands all the same (nothing more shows), as in UIKit.
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
              var outline = outline(of: section) else { return }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
        // The chevron turns with the state its cell shows.
        collectionView?.cellForItem(at: indexPath)?.setNeedsUpdateConfiguration()
    }
}
