import Foundation

/// What a presented item shows while a reorder is under way: an item of the data source, or a drop
/// placeholder that the data source does not know about yet.
enum PresentedItem: Hashable, Sendable {
    case source(IndexPath)
    case placeholder(ObjectIdentifier)
}

/// The order the collection view shows while items are being reordered, as a mapping between the data
/// source's index paths and the presented ones: at most one item taken out of its place and shown at
/// another, and any number of drop placeholders inserted.
///
/// The data source is not touched until the reorder ends; until then every layout and data-source
/// request goes through this mapping, so the layout lays out the would-be order and cells still get
/// the data source's own index paths.
///
/// - Complexity: Every answer is O(placeholders in the section), O(1) without placeholders.
struct PresentedOrder: Equatable {
    /// The data source's item counts.
    var sourceCounts: [Int]
    /// The moved item: where it is in the data source, and where it is shown.
    var move: (from: IndexPath, to: IndexPath)?
    /// Placeholders by presented index path, applied after the move, in increasing order.
    private(set) var placeholders: [(indexPath: IndexPath, id: ObjectIdentifier)] = []

    init(sourceCounts: [Int]) { self.sourceCounts = sourceCounts }

    static func == (a: PresentedOrder, b: PresentedOrder) -> Bool {
        a.sourceCounts == b.sourceCounts && a.move?.from == b.move?.from && a.move?.to == b.move?.to
            && a.placeholders.map(\.indexPath) == b.placeholders.map(\.indexPath)
            && a.placeholders.map(\.id) == b.placeholders.map(\.id)
    }

    /// Whether the presented order is the data source's.
    var isIdentity: Bool { (move == nil || move?.from == move?.to) && placeholders.isEmpty }

    /// The item counts the collection view reports while this order is shown.
    var presentedCounts: [Int] {
        var counts = sourceCounts
        if let move, counts.indices.contains(move.from.section), counts.indices.contains(move.to.section) {
            counts[move.from.section] -= 1
            counts[move.to.section] += 1
        }
        for placeholder in placeholders where counts.indices.contains(placeholder.indexPath.section) {
            counts[placeholder.indexPath.section] += 1
        }
        return counts
    }

    /// Whether the moved item may be shown at `indexPath`: any item of its own section, or any
    /// insertion point (one past the last item included) of another.
    func isValidMoveTarget(_ indexPath: IndexPath) -> Bool {
        guard let move, indexPath.count == 2, sourceCounts.indices.contains(indexPath.section) else { return false }
        let limit = sourceCounts[indexPath.section] - (indexPath.section == move.from.section ? 1 : 0)
        return indexPath.item >= 0 && indexPath.item <= limit
    }

    // MARK: Mapping

    /// What the presented item at `indexPath` shows.
    func item(at indexPath: IndexPath) -> PresentedItem {
        var path = indexPath
        for placeholder in placeholders where placeholder.indexPath.section == indexPath.section {
            if placeholder.indexPath.item == indexPath.item { return .placeholder(placeholder.id) }
            if placeholder.indexPath.item < indexPath.item { path.item -= 1 }
        }
        guard let move else { return .source(path) }
        if path == move.to { return .source(move.from) }
        if path.section == move.to.section, path.item > move.to.item { path.item -= 1 }
        if path.section == move.from.section, path.item >= move.from.item { path.item += 1 }
        return .source(path)
    }

    /// The data source's index path of the presented item at `indexPath` (itself for a placeholder).
    func sourceIndexPath(forPresented indexPath: IndexPath) -> IndexPath {
        if case let .source(source) = item(at: indexPath) { return source }
        return indexPath
    }

    /// Where `item` is presented, or nil for an unknown placeholder.
    func presentedIndexPath(of item: PresentedItem) -> IndexPath? {
        var path: IndexPath
        switch item {
        case let .placeholder(id):
            return placeholders.first { $0.id == id }?.indexPath
        case let .source(source):
            path = source
            if let move {
                if source == move.from {
                    path = move.to
                } else {
                    if path.section == move.from.section, path.item > move.from.item { path.item -= 1 }
                    if path.section == move.to.section, path.item >= move.to.item { path.item += 1 }
                }
            }
        }
        for placeholder in placeholders where placeholder.indexPath.section == path.section && placeholder.indexPath.item <= path.item {
            path.item += 1
        }
        return path
    }

    // MARK: Placeholders

    /// Inserts a placeholder at a presented index path; the items from there on move one place down.
    mutating func insertPlaceholder(_ id: ObjectIdentifier, at indexPath: IndexPath) {
        for index in placeholders.indices where placeholders[index].indexPath.section == indexPath.section
            && placeholders[index].indexPath.item >= indexPath.item {
            placeholders[index].indexPath.item += 1
        }
        placeholders.append((indexPath, id))
        placeholders.sort { $0.indexPath < $1.indexPath }
    }

    /// Removes a placeholder; the items after it move one place up.
    mutating func removePlaceholder(_ id: ObjectIdentifier) {
        guard let index = placeholders.firstIndex(where: { $0.id == id }) else { return }
        let removed = placeholders.remove(at: index).indexPath
        for other in placeholders.indices where placeholders[other].indexPath.section == removed.section
            && placeholders[other].indexPath.item > removed.item {
            placeholders[other].indexPath.item -= 1
        }
    }

    /// The data-source index path an item inserted in place of a placeholder gets: the placeholder's
    /// position counting the data source's items only.
    func sourceInsertionIndexPath(forPlaceholder id: ObjectIdentifier) -> IndexPath? {
        guard let placeholder = placeholders.first(where: { $0.id == id }) else { return nil }
        var path = placeholder.indexPath
        path.item -= placeholders.filter { $0.indexPath.section == path.section && $0.indexPath.item < path.item }.count
        return path
    }
}
