import Foundation

/// A table of marks: for one batch, the action each operation named on each section and item, before
/// and after the update, checked as it is marked: an index path out of range, or two actions on one
/// element, is caught at once.
///
/// Items are marked in one byte per item of each section an operation reaches (allocated on first
/// use), so recording costs no hashing and reading the marks back in order needs no sorting.
struct UpdateMarks {
    /// Ordered as UIKit's messages name a conflicting pair.
    enum Action: UInt8, Comparable {
        case delete, reload, insert, move

        var name: String { ["delete", "reload", "insert", "move"][Int(rawValue)] }
        static func < (a: Action, b: Action) -> Bool { a.rawValue < b.rawValue }
    }

    let oldCounts: [Int]
    let newCounts: [Int]
    /// Per section before the update: the delete, reload or move naming it.
    private(set) var sectionsBefore: [Action?]
    /// Per section after the update: the insert or move naming it.
    private(set) var sectionsAfter: [Action?]
    /// Section moves as recorded (each section moves at most once).
    private(set) var sectionMoves: [(from: Int, to: Int)] = []
    private(set) var deletedSectionCount = 0
    private(set) var insertedSectionCount = 0
    /// Per section before the update that items were named in: the delete, reload or move of each item.
    private(set) var itemsBefore: [[Action?]?]
    /// Per section after the update that items were named in: the insert or move of each item.
    private(set) var itemsAfter: [[Action?]?]
    /// Item moves as recorded (each item moves at most once).
    private(set) var itemMoves: [(from: IndexPath, to: IndexPath)] = []

    init(oldCounts: [Int], newCounts: [Int]) {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        sectionsBefore = Array(repeating: nil, count: oldCounts.count)
        sectionsAfter = Array(repeating: nil, count: newCounts.count)
        itemsBefore = Array(repeating: nil, count: oldCounts.count)
        itemsAfter = Array(repeating: nil, count: newCounts.count)
    }

    mutating func record(_ operation: UpdateOperation) throws(UpdateProblem) {
        switch operation {
        case let .deleteSections(sections):
            for section in sections { try markSection(before: section, .delete) }
        case let .reloadSections(sections):
            for section in sections { try markSection(before: section, .reload) }
        case let .insertSections(sections):
            for section in sections { try markSection(after: section, .insert) }
        case let .moveSection(from, to):
            try markSection(before: from, .move)
            try markSection(after: to, .move)
            sectionMoves.append((from, to))
        case let .deleteItems(paths):
            try markItems(before: paths, .delete)
        case let .reloadItems(paths):
            try markItems(before: paths, .reload)
        case let .insertItems(paths):
            try markItems(after: paths, .insert)
        case let .moveItem(from, to):
            try markItems(before: CollectionOfOne(from), .move)
            try markItems(after: CollectionOfOne(to), .move)
            itemMoves.append((from, to))
        }
    }

    // MARK: Sections

    /// Records a delete, reload or the source of a move, on a section that exists before the update.
    private mutating func markSection(before section: Int, _ action: Action) throws(UpdateProblem) {
        guard oldCounts.indices.contains(section) else {
            throw .sectionOutOfRange(action: action.name, section: section, world: .beforeUpdate, numberOfSections: oldCounts.count)
        }
        guard try Self.claim(&sectionsBefore[section], for: action, at: IndexPath(index: section)) else { return }
        if action == .delete { deletedSectionCount += 1 }
    }

    /// Records an insert or the destination of a move, on a section that exists after the update.
    private mutating func markSection(after section: Int, _ action: Action) throws(UpdateProblem) {
        guard newCounts.indices.contains(section) else {
            throw .sectionOutOfRange(action: action == .move ? "move to" : action.name, section: section,
                                     world: .afterUpdate, numberOfSections: newCounts.count)
        }
        guard try Self.claim(&sectionsAfter[section], for: action, at: IndexPath(index: section)) else { return }
        if action == .insert { insertedSectionCount += 1 }
    }

    // MARK: Items

    /// Records deletes, reloads or the source of a move, on items that exist before the update.
    private mutating func markItems(before paths: some Sequence<IndexPath>, _ action: Action) throws(UpdateProblem) {
        try Self.name(paths, action, counts: oldCounts, world: .beforeUpdate, marks: &itemsBefore)
    }

    /// Records inserts or the destination of a move, on items that exist after the update.
    private mutating func markItems(after paths: some Sequence<IndexPath>, _ action: Action) throws(UpdateProblem) {
        try Self.name(paths, action, counts: newCounts, world: .afterUpdate, marks: &itemsAfter)
    }

    /// Checks and marks each path in the marks of its section. Paths come mostly grouped by section, so a section's marks are taken out of
    /// `marks` while its run lasts and written to in place.
    private static func name(
        _ paths: some Sequence<IndexPath>, _ action: Action, counts: [Int], world: UpdateProblem.World,
        marks: inout [[Action?]?]
    ) throws(UpdateProblem) {
        var section = -1
        var sectionMarks: [Action?] = []
        defer { if section >= 0 { marks[section] = sectionMarks } }
        for path in paths {
            guard path.count == 2 else { throw outOfRange(path, action, counts: counts, world: world) }
            let (pathSection, item) = (path[0], path[1])
            guard counts.indices.contains(pathSection), item >= 0, item < counts[pathSection] else {
                throw outOfRange(path, action, counts: counts, world: world)
            }
            if pathSection != section {
                if section >= 0 { marks[section] = sectionMarks }
                section = pathSection
                sectionMarks = marks[section] ?? Array(repeating: nil, count: counts[section])
                marks[section] = nil
            }
            try claim(&sectionMarks[item], for: action, at: path)
        }
    }

    private static func outOfRange(_ path: IndexPath, _ action: Action, counts: [Int], world: UpdateProblem.World) -> UpdateProblem {
        let name = action == .move && world == .afterUpdate ? "move to" : action.name
        guard path.count == 2, counts.indices.contains(path.section) else {
            return .itemOutOfRange(action: name, indexPath: path, world: world, numberOfSections: counts.count, numberOfItems: nil)
        }
        return .itemOutOfRange(action: name, indexPath: path, world: world, numberOfSections: counts.count, numberOfItems: counts[path.section])
    }

    /// Marks an element for `action`; false when it already was (naming an element twice for the same
    /// action is allowed, except a move: an element goes to one place).
    @discardableResult
    private static func claim(_ slot: inout Action?, for action: Action, at indexPath: IndexPath) throws(UpdateProblem) -> Bool {
        guard let earlier = slot else {
            slot = action
            return true
        }
        if earlier != action || action == .move {
            throw .conflictingActions(min(earlier, action).name, max(earlier, action).name, indexPath)
        }
        return false
    }
}
