import Foundation

/// What went wrong where UIKit would raise an exception: the values involved and UIKit's wording.
///
/// The collection view reports these to its `errorHandler` and carries on with a safe result; the
/// app's data is never changed by the engine.
///
/// ```swift
/// collectionView.errorHandler = { error in logger.error("\(error)") }
/// ```
public enum CollectionViewError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing is registered for this reuse identifier (or decoration kind).
    case unregisteredReuseIdentifier(elementKind: String, identifier: String)
    /// The registered class is not a view the collection view can reuse.
    case classIsNotReusableView(className: String, identifier: String)
    /// `cellForItemAt` returned a cell that was not dequeued for that index path.
    case cellNotDequeued(indexPath: IndexPath)
    /// `viewForSupplementaryElementOfKind` returned a view that was not dequeued for that element.
    case supplementaryViewNotDequeued(elementKind: String, indexPath: IndexPath)
    /// A view was dequeued for another index path than the one being requested.
    case dequeuedForDifferentIndexPath(requested: IndexPath, dequeued: IndexPath)
    /// A view was dequeued while the collection view was not asking for one (outside `cellForItemAt`
    /// or `viewForSupplementaryElementOfKind`); it will not be shown unless returned from such a call.
    case dequeuedOutsideRequest(elementKind: String, identifier: String, indexPath: IndexPath)
    /// The layout places supplementary views but the data source does not provide them.
    case dataSourceLacksSupplementaryViews(elementKind: String, indexPath: IndexPath)
    /// An index path that names no item; `numberOfItemsInSection` is nil when the section does not exist.
    case indexPathOutOfRange(operation: String, indexPath: IndexPath, numberOfSections: Int, numberOfItemsInSection: Int?)
    /// A section that does not exist.
    case sectionOutOfRange(operation: String, section: Int, numberOfSections: Int)
    /// The data source reported a negative number of sections (section nil) or items.
    case negativeCount(section: Int?, count: Int)
    /// A layout metric that cannot be used: negative or not finite. It is treated as zero.
    case invalidSize(what: String, indexPath: IndexPath, size: CGSize)
    /// A compositional layout's section that cannot be laid out (the provider gave none, or its group
    /// holds no items); the section shows nothing.
    case invalidCompositionalSection(section: Int, reason: String)
    /// A scroll position with two options for one axis.
    case invalidScrollPosition(rawValue: UInt)
    /// A layout's or delegate's `targetContentOffset(forProposedContentOffset:…)` answered an offset
    /// that is not finite; the proposal was kept.
    case unusableTargetContentOffset(proposed: CGPoint, target: CGPoint)
    /// Scroll input (a delta, a release speed, a target offset) that was clamped or ignored.
    case unusableScrollInput(ScrollInputProblem)
    /// A data-source or delegate callback called during a layout pass (`cellForItemAt`, `willDisplay`,
    /// `didEndDisplaying`…) reloaded the data or applied a batch update; UIKit does not allow it. The
    /// rest of that pass, which named the old items, was dropped and the views laid out from the new data.
    case dataChangedDuringLayout
    /// A batch update that does not add up; nothing was changed and the view reloaded from its data source.
    case invalidBatchUpdate(UpdateProblem)
    /// A diffable snapshot with identifiers that appear more than once; the view keeps its last valid state.
    case duplicateIdentifiers(kind: String, identifiers: [String])
    /// A diffable snapshot call named an identifier the snapshot does not contain; the call was ignored.
    case unknownIdentifier(operation: String, identifier: String)
    /// The diffable data source's cell provider returned nil for an item.
    case cellProviderReturnedNil(indexPath: IndexPath)
    /// The delegate chose a target for a moved item where it cannot go; the item stays where it was shown.
    case invalidMoveTarget(original: IndexPath, proposed: IndexPath, returned: IndexPath)
    /// After `moveItemAt`, the data source's counts are not those of the move; the view reloaded.
    case moveNotApplied(from: IndexPath, to: IndexPath, expectedCounts: [Int], actualCounts: [Int])
    /// The data changed under a reorder in progress (a reload or update); the reorder was abandoned.
    case reorderInterrupted(expectedCounts: [Int], actualCounts: [Int])
    /// A drop proposal or drop call that does not fit the destination; it was ignored.
    case invalidDrop(reason: String, destination: IndexPath?)
    /// A placeholder's `commitInsertion` did not add exactly one item there; the view reloaded.
    case placeholderInsertionNotApplied(indexPath: IndexPath, expectedCounts: [Int], actualCounts: [Int])

    /// A message in the words of UIKit's exception where UIKit raises one, naming the identifiers,
    /// index paths and counts involved.
    public var description: String {
        switch self {
        case let .unregisteredReuseIdentifier(kind, identifier):
            return "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier"
        case let .classIsNotReusableView(className, identifier):
            return "cannot register \(className) for identifier \(identifier): it is not a UICollectionReusableView subclass (cells must subclass UICollectionViewCell)"
        case let .cellNotDequeued(indexPath):
            return "the cell returned from -collectionView:cellForItemAtIndexPath: for \(Self.format(indexPath)) was not retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath: for that index path (or is already on screen)"
        case let .supplementaryViewNotDequeued(kind, indexPath):
            return "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), \(Self.format(indexPath))) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: for that element"
        case let .dequeuedForDifferentIndexPath(requested, dequeued):
            return "attempted to dequeue a view for a different index path (\(Self.format(dequeued))) than is being requested by the collection view (\(Self.format(requested)))"
        case let .dequeuedOutsideRequest(kind, identifier, indexPath):
            return "attempted to dequeue a view of kind: \(kind) with identifier \(identifier) for \(Self.format(indexPath)) without a request from the collection view; dequeue only inside -collectionView:cellForItemAtIndexPath: or -collectionView:viewForSupplementaryElementOfKind:atIndexPath: and return the view"
        case let .dataSourceLacksSupplementaryViews(kind, indexPath):
            return "the layout asks for a supplementary view of kind \(kind) at \(Self.format(indexPath)) but the data source does not implement -collectionView:viewForSupplementaryElementOfKind:atIndexPath:"
        case let .indexPathOutOfRange(operation, indexPath, sections, items):
            let itemsText = items.map { "\($0) items in section \(indexPath.section)" } ?? "no section \(indexPath.section)"
            return "\(operation): attempt to use invalid index path \(Self.format(indexPath)); there are \(sections) sections and \(itemsText)"
        case let .sectionOutOfRange(operation, section, sections):
            return "\(operation): request for number of items in section \(section) when there are only \(sections) sections in the collection view"
        case let .negativeCount(section, count):
            if let section { return "the data source returned \(count) items for section \(section); a count cannot be negative, 0 is used" }
            return "the data source returned \(count) sections; a count cannot be negative, 0 is used"
        case let .invalidSize(what, indexPath, size):
            return "\(what) for \(Self.format(indexPath)) is {\(size.width), \(size.height)}: sizes must be finite and not negative; zero is used"
        case let .invalidCompositionalSection(section, reason):
            return "section \(section) of the compositional layout cannot be laid out: \(reason)"
        case .dataChangedDuringLayout:
            return "the data was reloaded or updated from a data source or delegate callback while the collection view was laying out its views; the rest of that layout pass was dropped and the views were laid out again from the new data"
        case let .invalidBatchUpdate(problem):
            return "\(problem) The update was not applied; the collection view reloaded from its data source."
        case let .duplicateIdentifiers(kind, identifiers):
            return "Supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\(identifiers.joined(separator: ", ")))}; the snapshot was not applied"
        case let .unknownIdentifier(operation, identifier):
            return "\(operation): invalid identifier \(identifier): it is not in the snapshot; the call was ignored"
        case let .cellProviderReturnedNil(indexPath):
            return "the cell provider returned nil for \(Self.format(indexPath)); a blank cell is shown"
        case let .invalidMoveTarget(original, proposed, returned):
            return "the target index path \(Self.format(returned)) chosen for moving \(Self.format(original)) (proposed \(Self.format(proposed))) is out of range; the item stays where it is shown"
        case let .moveNotApplied(from, to, expected, actual):
            return "after -collectionView:moveItemAtIndexPath:\(Self.format(from)) toIndexPath:\(Self.format(to)) the data source reports counts \(actual), expected \(expected); the collection view reloaded"
        case let .reorderInterrupted(expected, actual):
            return "the data changed during a reorder (counts \(actual), expected \(expected)); the reorder was abandoned"
        case let .invalidDrop(reason, destination):
            return "invalid drop at \(destination.map(Self.format) ?? "no index path"): \(reason); ignored"
        case let .placeholderInsertionNotApplied(indexPath, expected, actual):
            return "commitInsertion for the placeholder at \(Self.format(indexPath)) left counts \(actual), expected \(expected); the collection view reloaded"
        case let .invalidScrollPosition(rawValue):
            return "UICollectionViewScrollPosition \(rawValue) combines two positions for one axis (top/centeredVertically/bottom or left/centeredHorizontally/right)"
        case let .unusableTargetContentOffset(proposed, target):
            return "targetContentOffset(forProposedContentOffset:…) returned (\(target.x), \(target.y)) for (\(proposed.x), \(proposed.y)); the proposal was kept"
        case let .unusableScrollInput(problem):
            return problem.description
        }
    }

    /// UIKit prints index paths as `{length = 2, path = 0 - 3}`.
    static func format(_ indexPath: IndexPath) -> String {
        "{length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }
}
