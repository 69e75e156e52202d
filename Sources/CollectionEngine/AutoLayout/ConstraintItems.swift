import Foundation

/// The items one constraint reads, each once, first side first, held strongly while it is activated or
/// deactivated. A constraint reads one or two items (four at most, two distances), so two are kept
/// inline: activating a cell's fifty constraints then makes no array for them.
///
/// A sequence rather than a method taking a closure: each call of a main-actor closure passed on costs
/// an isolation check, and this runs for every constraint a cell activates.
struct ConstraintItems: Sequence {
    private var first: AnyObject?
    private var second: AnyObject?
    /// Items beyond two (a distance related to a distance), rare enough to take an array.
    private var more: [AnyObject] = []
    /// Whether the first side names an item that no longer exists (items are held weakly).
    private(set) var firstItemIsGone = false

    /// Reads each of `constraint`'s item references once.
    @MainActor init(_ constraint: NSLayoutConstraint) {
        let firstTerm = constraint.firstTerm
        if let item = firstTerm.start.item { add(item) } else if !firstTerm.isDistance { firstItemIsGone = true }
        if firstTerm.isDistance, let item = firstTerm.end.item { add(item) }
        guard let secondTerm = constraint.secondTerm else { return }
        if let item = secondTerm.start.item { add(item) }
        if secondTerm.isDistance, let item = secondTerm.end.item { add(item) }
    }

    private mutating func add(_ item: AnyObject) {
        guard let first else { first = item; return }
        if first === item { return }
        guard let second else { second = item; return }
        if second === item || more.contains(where: { $0 === item }) { return }
        more.append(item)
    }

    struct Iterator: IteratorProtocol {
        fileprivate let items: ConstraintItems
        fileprivate var position = 0

        mutating func next() -> AnyObject? {
            defer { position += 1 }
            switch position {
            case 0: return items.first
            case 1: return items.second
            default: return position - 2 < items.more.count ? items.more[position - 2] : nil
            }
        }
    }

    /// The items, first side first; `first` is nil only when there is none at all, `second` only when
    /// there is one.
    func makeIterator() -> Iterator { Iterator(items: self) }

    /// The nearest view that is, or holds, every item; nil when there is none or they are in different trees.
    @MainActor var commonAncestor: UIView? {
        guard let first, var result = NSLayoutConstraint.layoutView(of: first) else { return nil }
        guard let second else { return result }
        guard let joined = Self.ancestor(of: result, and: second) else { return nil }
        result = joined
        for item in more {
            guard let joined = Self.ancestor(of: result, and: item) else { return nil }
            result = joined
        }
        return result
    }

    @MainActor private static func ancestor(of view: UIView, and item: AnyObject) -> UIView? {
        guard let other = NSLayoutConstraint.layoutView(of: item) else { return nil }
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
