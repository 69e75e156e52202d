import Foundation

/// The rows of a group template along the scroll axis: template items whose extents along it overlap
/// share a row (the items of a horizontal group in a vertical layout), and rows follow one another
/// (the items of a vertical group).
///
/// When self-sizing items change length along the scroll axis, each row becomes as long as its
/// longest item, the rows after it move by as much, and the group grows by the sum: UIKit's "a
/// horizontal group is as tall as its tallest item, a vertical group as tall as its items".
struct GroupRows {
    /// The template's items in flow coordinates, relative to the group's origin.
    let items: [FlowRect]
    /// The row of each item, and each row's extent along the scroll axis.
    let rowOfItem: [Int]
    let rows: [FlowSpan]

    init(_ items: [FlowRect]) {
        self.items = items
        var rowOfItem = Array(repeating: 0, count: items.count)
        var rows: [FlowSpan] = []
        for index in items.indices.sorted(by: { items[$0].main < items[$1].main }) {
            let item = items[index]
            if let last = rows.last, item.main < last.end {
                rows[rows.count - 1].end = max(last.end, item.mainEnd)
            } else {
                rows.append(FlowSpan(start: item.main, end: item.mainEnd))
            }
            rowOfItem[index] = rows.count - 1
        }
        self.rowOfItem = rowOfItem
        self.rows = rows
    }

    /// The items' frames when each is `length(slot)` long along the scroll axis, and how much longer
    /// the group is.
    func grown(lengths length: (Int) -> CGFloat) -> (frames: [FlowRect], growth: CGFloat) {
        // Each row ends where its furthest item now ends (every row holds at least one item).
        var grownRows = Array(repeating: -CGFloat.infinity, count: rows.count)
        for (slot, item) in items.enumerated() {
            let row = rowOfItem[slot]
            grownRows[row] = max(grownRows[row], item.main - rows[row].start + length(slot))
        }
        var shifts = Array(repeating: CGFloat(0), count: rows.count)
        var growth: CGFloat = 0
        for row in rows.indices {
            shifts[row] = growth
            growth += grownRows[row] - rows[row].length
        }
        let frames = items.enumerated().map { slot, item in
            FlowRect(main: item.main + shifts[rowOfItem[slot]], cross: item.cross, mainLength: length(slot), crossLength: item.crossLength)
        }
        return (frames, growth)
    }
}

/// The groups of a section that hold measured items, with their items' frames; every other group is
/// the template at its estimate.
///
/// Kept sparse, in group order, with the growth of all groups before each one, so a section of
/// millions of items costs only what was measured in it.
///
/// - Complexity: Building is O(m · k) for m measured groups of k items; the shift before any group is
///   O(log m).
struct MeasuredGroups {
    struct Group {
        var index: Int
        /// How much longer the groups before this one are than the template, all together.
        var growthBefore: CGFloat
        var growth: CGFloat
        /// Where this group's item frames start in `frames`.
        var storage: Int
    }

    private(set) var groups: [Group] = []
    /// Item frames relative to each measured group's origin, `itemsPerGroup` per group.
    private(set) var frames: [FlowRect] = []
    private(set) var totalGrowth: CGFloat = 0

    /// `lengths` lists measured items (in item order) with their length along the scroll axis;
    /// `selfSizing` says which template slots take a measured length.
    init(rows: GroupRows, lengths: [(item: Int, length: CGFloat)], selfSizing: (Int) -> Bool) {
        let perGroup = max(1, rows.items.count)
        var next = 0
        while next < lengths.count {
            let group = lengths[next].item / perGroup
            var measured = rows.items.map(\.mainLength)
            var changed = false
            while next < lengths.count, lengths[next].item / perGroup == group {
                let slot = lengths[next].item % perGroup
                if selfSizing(slot), measured[slot] != lengths[next].length {
                    measured[slot] = lengths[next].length
                    changed = true
                }
                next += 1
            }
            guard changed else { continue }
            let grown = rows.grown { measured[$0] }
            groups.append(Group(index: group, growthBefore: totalGrowth, growth: grown.growth, storage: frames.count))
            frames.append(contentsOf: grown.frames)
            totalGrowth += grown.growth
        }
    }

    var isEmpty: Bool { groups.isEmpty }

    /// The position in `groups` of the last measured group at or before `group`.
    private func position(atOrBefore group: Int) -> Int? {
        var low = 0, high = groups.count
        while low < high {
            let middle = (low + high) / 2
            if groups[middle].index <= group { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }

    /// How much the groups before `group` grew, all together, and `group` itself if it holds measured items.
    func lookup(_ group: Int) -> (growthBefore: CGFloat, group: Group?) {
        guard let position = position(atOrBefore: group) else { return (0, nil) }
        let found = groups[position]
        return found.index == group ? (found.growthBefore, found) : (found.growthBefore + found.growth, nil)
    }

    /// The frame of slot `slot` of a measured group, relative to the group's origin.
    func frame(_ slot: Int, of group: Group) -> FlowRect {
        frames[group.storage + slot]
    }
}
