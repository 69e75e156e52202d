import Foundation

/// The data side of a collection view: the counts every query sees, the order shown while a reorder
/// or drop placeholders wait, and the generation of the data the views were laid out from.
///
/// Only `apply(_:)` changes it, and each change is a named `Transition`, so "who changed the counts"
/// has one answer: whoever applied the transition that did. The transitions are pinned one by one in
/// `DataStateTests`.
struct DataState {
    /// The counts the data source last reported (the presented ones while an order is shown), or nil
    /// until they are next read.
    private(set) var counts: [Int]?
    /// The order shown while a reorder or drop placeholders are under way; nil when it is the data source's.
    private(set) var presentedOrder: PresentedOrder?
    /// Counts the changes of data the collection view took in (reloads, applied batch updates), so that
    /// a layout pass notices when a data-source or delegate callback changed the data under it.
    private(set) var generation = 0

    enum Transition {
        /// The counts are known: read from the data source after they were forgotten, or the
        /// presented ones confirmed after a drop placeholder's item was committed.
        case countsKnown([Int])
        /// The layout was invalidated with `invalidateDataSourceCounts`: the counts are read again
        /// when next needed.
        case countsInvalidated
        /// `reloadData()`: a new generation of data, whose counts are read when next needed.
        case reloaded
        /// A batch update was applied: a new generation of data, with the counts its plan checked.
        case updateApplied(newCounts: [Int])
        /// `order` is shown (nil: the data source's own again); the counts become its presented ones,
        /// or, leaving an order, the data source's counts as that order knew them.
        case presented(PresentedOrder?)
        /// The order shown is dropped without the data source being told (a reorder forgotten, or a
        /// move about to be handed to the data source); the counts stay until they are invalidated.
        case presentedOrderDropped
        /// The data source took a drop placeholder's item: `remaining` is what is still shown (nil:
        /// nothing), and the counts are read again.
        case placeholderCommitted(remaining: PresentedOrder?)
    }

    /// The one place the data-side state changes.
    mutating func apply(_ transition: Transition) {
        switch transition {
        case let .countsKnown(known):
            counts = known
        case .countsInvalidated:
            counts = nil
        case .reloaded:
            generation += 1
            counts = nil
        case let .updateApplied(newCounts):
            generation += 1
            counts = newCounts
        case let .presented(order):
            counts = order?.presentedCounts ?? presentedOrder?.sourceCounts
            presentedOrder = order
        case .presentedOrderDropped:
            presentedOrder = nil
        case let .placeholderCommitted(remaining):
            presentedOrder = remaining
            counts = nil
        }
    }
}
