import Foundation

/// The selected index paths, in the order they were selected, with O(1) membership, insertion and
/// removal (amortised): removing leaves a hole that a later compaction closes, so deselecting all of
/// a large selection costs what it holds, not its square.
struct SelectionSet {
    /// Selected index paths in selection order; nil where one was removed.
    private var slots: [IndexPath?] = []
    /// Where each selected index path sits in `slots`.
    private var positions: [IndexPath: Int] = [:]
    /// The item a Shift-click extends from: the last item clicked without Shift. It may name an item that
    /// no longer exists (after updates); users of it check.
    var anchor: IndexPath?

    /// The selected index paths in the order they were selected. O(n): read it once per operation.
    var ordered: [IndexPath] { slots.compactMap { $0 } }

    var count: Int { positions.count }
    var isEmpty: Bool { positions.isEmpty }

    func contains(_ indexPath: IndexPath) -> Bool { positions[indexPath] != nil }

    @discardableResult
    mutating func insert(_ indexPath: IndexPath) -> Bool {
        guard positions[indexPath] == nil else { return false }
        positions[indexPath] = slots.count
        slots.append(indexPath)
        return true
    }

    @discardableResult
    mutating func remove(_ indexPath: IndexPath) -> Bool {
        guard let position = positions.removeValue(forKey: indexPath) else { return false }
        slots[position] = nil
        if slots.count > 64, positions.count * 2 < slots.count { compact() }
        return true
    }

    mutating func removeAll() {
        slots.removeAll()
        positions.removeAll()
        anchor = nil
    }

    /// Closes the holes; O(n), done when they are more than half the slots, so O(1) per removal.
    private mutating func compact() {
        slots = slots.filter { $0 != nil }
        for (position, indexPath) in slots.enumerated() {
            if let indexPath { positions[indexPath] = position }
        }
    }
}
