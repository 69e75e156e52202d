import Foundation

/// The items one constraint reads, each once, first side first, as their shared references (see
/// `LayoutItemReference`): a reference says whether its item is a view or a guide without a dynamic
/// cast, and two constraints naming one item hold the same reference, so comparing references finds
/// repeats. A constraint reads one or two items (four at most, two distances), so two are kept inline:
/// activating a cell's fifty constraints then makes no array for them.
///
/// Read by index rather than through a closure or an iterator: each call of a main-actor closure passed
/// on costs an isolation check, an iterator is a copy that retains what it holds, and this runs for
/// every constraint a cell activates.
struct ConstraintItems {
    private var first: LayoutItemReference?
    private var second: LayoutItemReference?
    /// Items beyond two (a distance related to a distance), rare enough to take an array.
    private var more: [LayoutItemReference] = []
    /// Whether the first side names an item that no longer exists (items are not kept by constraints).
    private(set) var firstItemIsGone = false

    /// Reads each of `constraint`'s item references once. A function rather than an initialiser (which
    /// would take the constraint owned, a retain and a release per activation), reading the terms'
    /// fields in place rather than copying the terms.
    @MainActor static func of(_ constraint: NSLayoutConstraint) -> ConstraintItems {
        var items = ConstraintItems()
        if let reference = constraint.firstTerm.start.itemReference, reference.itemIsAlive {
            items.add(reference)
        } else if !constraint.firstTerm.isDistance {
            items.firstItemIsGone = true
        }
        if constraint.firstTerm.isDistance { items.add(constraint.firstTerm.end.itemReference) }
        guard constraint.secondTerm != nil else { return items }
        items.add(constraint.secondTerm?.start.itemReference)
        if constraint.secondTerm?.isDistance == true { items.add(constraint.secondTerm?.end.itemReference) }
        return items
    }

    /// Adds `reference` when its item is still alive and not already listed.
    private mutating func add(_ reference: LayoutItemReference?) {
        guard let reference, reference.itemIsAlive else { return }
        guard let first else { first = reference; return }
        if first === reference { return }
        guard let second else { second = reference; return }
        if second === reference || more.contains(where: { $0 === reference }) { return }
        more.append(reference)
    }

    /// How many items there are.
    var count: Int { first == nil ? 0 : second == nil ? 1 : 2 + more.count }

    /// The item at `index` (below `count`), first side first.
    subscript(index: Int) -> LayoutItemReference {
        switch index {
        case 0: first.unsafelyUnwrapped
        case 1: second.unsafelyUnwrapped
        default: more[index - 2]
        }
    }

    /// The nearest view that is, or holds, every item; nil when there is none or they are in different trees.
    @MainActor var commonAncestor: UIView? {
        guard let first, var result = first.layoutView else { return nil }
        guard let second else { return result }
        guard let joined = Self.ancestor(of: result, and: second) else { return nil }
        result = joined
        for item in more {
            guard let joined = Self.ancestor(of: result, and: item) else { return nil }
            result = joined
        }
        return result
    }

    @MainActor private static func ancestor(of view: UIView, and item: LayoutItemReference) -> UIView? {
        guard let other = item.layoutView else { return nil }
        return view.nearestCommonAncestor(with: other)
    }
}

/// The views an active constraint crosses between its items and the view it is installed on, not kept
/// alive (see `LayoutItemReference`). A cell's constraints cross one or two views each, kept inline so
/// that activating one makes no array.
struct CrossedViews {
    private var first: LayoutItemReference?
    private var second: LayoutItemReference?
    private var more: [LayoutItemReference] = []

    mutating func append(_ reference: LayoutItemReference) {
        if first == nil { first = reference } else if second == nil { second = reference } else { more.append(reference) }
    }

    /// The views still alive, emptying the list.
    mutating func removeAll() -> [UIView] {
        var views: [UIView] = []
        if let view = first?.view { views.append(view) }
        if let view = second?.view { views.append(view) }
        views += more.compactMap(\.view)
        self = CrossedViews()
        return views
    }
}
