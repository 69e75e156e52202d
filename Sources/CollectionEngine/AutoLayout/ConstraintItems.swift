import Foundation

/// The items one constraint reads, each once, first side first, held strongly while it is activated or
/// deactivated. A constraint reads one or two items (four at most, two distances), so two are kept
/// inline: activating a cell's fifty constraints then makes no array for them.
@MainActor
struct ConstraintItems {
    private var first: AnyObject?
    private var second: AnyObject?
    /// Items beyond two (a distance related to a distance), rare enough to take an array.
    private var more: [AnyObject] = []
    /// Whether the first side names an item that no longer exists (items are held weakly).
    private(set) var firstItemIsGone = false

    /// Reads each of `constraint`'s weak references once.
    init(_ constraint: NSLayoutConstraint) {
        var isFirst = true
        constraint.forEachReference { reference in
            if let item = reference.item { add(item) } else if isFirst, !constraint.firstTerm.isDistance { firstItemIsGone = true }
            isFirst = false
        }
    }

    private mutating func add(_ item: AnyObject) {
        guard let first else { first = item; return }
        if first === item { return }
        guard let second else { second = item; return }
        if second === item || more.contains(where: { $0 === item }) { return }
        more.append(item)
    }

    func forEach(_ body: (AnyObject) -> Void) {
        if let first { body(first) }
        if let second { body(second) }
        for item in more { body(item) }
    }

    /// The nearest view that is, or holds, every item; nil when there is none or they are in different trees.
    var commonAncestor: UIView? {
        guard let first, var result = NSLayoutConstraint.layoutView(of: first) else { return nil }
        var unrelated = false
        func join(_ item: AnyObject) {
            guard !unrelated else { return }
            guard let view = NSLayoutConstraint.layoutView(of: item), let shared = result.nearestCommonAncestor(with: view) else {
                unrelated = true
                return
            }
            result = shared
        }
        if let second { join(second) }
        for item in more { join(item) }
        return unrelated ? nil : result
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
