import Foundation

/// One change a diffable data source made, as UIKit's `NSDiffableDataSourceTransaction`.
///
/// - Note: `sectionTransactions` is not provided; `difference` covers all items in order.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The snapshot before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it: apply its order to your model in `didReorder`.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change of the items' order, all sections together, with moves inferred.
    public let difference: CollectionDifference<ItemIdentifierType>
}

extension UICollectionViewDiffableDataSource {
    /// The transaction the reordering handlers receive.
    public typealias Transaction = NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>

    /// What a diffable data source does when the user reorders items, as UIKit's
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    ///
    /// Set `canReorderItem` to allow reordering: the data source then answers `canMoveItemAt` and, when
    /// a movement ends, updates its snapshot itself, calling `willReorder` and `didReorder` around it.
    /// Read `transaction.finalSnapshot` in `didReorder` to update your model.
    public struct ReorderingHandlers {
        /// Whether an item may be moved; reordering is off while this is nil.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the data source's snapshot takes the new order.
        public var willReorder: ((Transaction) -> Void)?
        /// Called after it; update your model from `transaction.finalSnapshot`.
        public var didReorder: ((Transaction) -> Void)?
        /// Handlers that allow no reordering.
        public init() {}
    }

    /// Whether the item at `indexPath` may be reordered, by `reorderingHandlers.canReorderItem`.
    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard let canReorderItem = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorderItem(item)
    }

    /// Moves an item in the current snapshot, with the reordering handlers' calls around it.
    func reorderItem(from source: IndexPath, to destination: IndexPath) {
        let initial = current
        guard let item = itemIdentifier(for: source), initial.sections.indices.contains(destination.section) else { return }
        var final = initial
        final.deleteItems([item])
        let section = final.sections[destination.section]
        let remaining = final.itemIdentifiers(inSection: section)
        if remaining.indices.contains(destination.item) {
            final.insertItems([item], beforeItem: remaining[destination.item])
        } else {
            final.appendItems([item], toSection: section)
        }
        let transaction = Transaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves())
        reorderingHandlers.willReorder?(transaction)
        current = final
        reorderingHandlers.didReorder?(transaction)
    }
}
