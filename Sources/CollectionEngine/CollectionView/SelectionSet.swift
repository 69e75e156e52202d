import Foundation

/// The selected index paths, in the order they were selected, with O(1) membership.
struct SelectionSet {
    private(set) var ordered: [IndexPath] = []
    private var members: Set<IndexPath> = []
    /// The item a Shift-click extends from: the last item clicked without Shift. It may name an item that
    /// no longer exists (after updates); users of it check.
    var anchor: IndexPath?

    var count: Int { ordered.count }
    var isEmpty: Bool { ordered.isEmpty }

    func contains(_ indexPath: IndexPath) -> Bool { members.contains(indexPath) }

    @discardableResult
    mutating func insert(_ indexPath: IndexPath) -> Bool {
        guard members.insert(indexPath).inserted else { return false }
        ordered.append(indexPath)
        return true
    }

    @discardableResult
    mutating func remove(_ indexPath: IndexPath) -> Bool {
        guard members.remove(indexPath) != nil else { return false }
        ordered.removeAll { $0 == indexPath }
        return true
    }

    mutating func removeAll() {
        ordered.removeAll()
        members.removeAll()
        anchor = nil
    }
}
