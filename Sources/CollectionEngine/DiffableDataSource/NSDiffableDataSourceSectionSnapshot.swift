import Foundation

/// The items of one section as an outline: items with children that can be expanded or collapsed, as
/// UIKit's `NSDiffableDataSourceSectionSnapshot`.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit", "Vegetables"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.expand(["Fruit"])
/// dataSource.apply(outline, to: .main)      // shows Fruit, Apple, Pear, Vegetables
/// ```
///
/// Only `visibleItems` (items whose ancestors are all expanded) are shown by the collection view.
///
/// - Note: Calls naming unknown items, and items added twice, are remembered as problems; `apply`
///   reports them and keeps the last valid state, where UIKit traps.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The type that names an item.
    public typealias Item = ItemIdentifierType

    private struct Node: Sendable {
        var parent: Item?
        var children: [Item] = []
        var isExpanded = false
    }

    /// The items with no parent, in order.
    public private(set) var rootItems: [Item] = []
    private var nodes: [Item: Node] = [:]
    private(set) var problems: [CollectionViewError] = []

    /// Creates an empty outline.
    public init() {}

    // MARK: Queries

    /// Every item, parents before their children, depth first.
    ///
    /// - Complexity: O(n) for n items: the outline is walked on each call.
    public var items: [Item] { flatten(rootItems, onlyVisible: false) }

    /// The items shown: those whose ancestors are all expanded, in outline order.
    ///
    /// - Complexity: O(items shown): collapsed branches are skipped.
    public var visibleItems: [Item] { flatten(rootItems, onlyVisible: true) }

    /// Whether the outline holds `item` at any depth, expanded or not.
    public func contains(_ item: Item) -> Bool { nodes[item] != nil }
    /// Whether `item`'s children are shown (when it is itself visible); false for unknown items.
    public func isExpanded(_ item: Item) -> Bool { nodes[item]?.isExpanded ?? false }
    /// The item `child` is nested under, or nil for a root item or an unknown one.
    public func parent(of child: Item) -> Item? { nodes[child]?.parent }
    /// Where `item` is in `items` (all items, collapsed ones included), or nil.
    ///
    /// - Complexity: O(n) for n items in the outline: the outline is flattened on each call.
    public func index(of item: Item) -> Int? { items.firstIndex(of: item) }

    /// Whether every ancestor of `item` is expanded.
    ///
    /// - Complexity: O(depth of `item`).
    public func isVisible(_ item: Item) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent {
            guard let parentNode = nodes[parent], parentNode.isExpanded else { return false }
            node = parentNode
        }
        return true
    }

    /// How deep `item` sits: 0 for root items.
    ///
    /// - Complexity: O(depth of `item`).
    public func level(of item: Item) -> Int {
        var level = 0
        var current = nodes[item]?.parent
        while let parent = current {
            level += 1
            current = nodes[parent]?.parent
        }
        return level
    }

    /// A snapshot of `parent`'s descendants (and `parent` itself as the root when asked).
    ///
    /// - Complexity: O(descendants of `parent`).
    public func snapshot(of parent: Item, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<Item> {
        var result = NSDiffableDataSourceSectionSnapshot<Item>()
        guard let node = nodes[parent] else { return result }
        if includingParent {
            result.append([parent])
            result.copyChildren(of: parent, from: self, to: parent)
            if node.isExpanded { result.expand([parent]) }
        } else {
            result.append(node.children)
            for child in node.children { result.copyChildren(of: child, from: self, to: child) }
        }
        return result
    }

    // MARK: Changes

    /// Adds items at the end of `parent`'s children, or at the end of the root items.
    ///
    /// - Complexity: O(`items` + children of `parent`).
    public mutating func append(_ items: [Item], to parent: Item? = nil) {
        if let parent, nodes[parent] == nil {
            return problems.append(.unknownIdentifier(operation: "append(_:to:)", identifier: "\(parent)"))
        }
        let fresh = admit(items, parent: parent)
        if let parent { nodes[parent]?.children += fresh } else { rootItems += fresh }
    }

    /// Inserts items as siblings just before `item`, under the same parent.
    ///
    /// - Complexity: O(siblings of `item` + `items`).
    public mutating func insert(_ items: [Item], before item: Item) { insert(items, next: item, offset: 0, operation: "insert(_:before:)") }
    /// Inserts items as siblings just after `item`, under the same parent.
    ///
    /// - Complexity: O(siblings of `item` + `items`).
    public mutating func insert(_ items: [Item], after item: Item) { insert(items, next: item, offset: 1, operation: "insert(_:after:)") }

    /// Removes items and all their descendants.
    ///
    /// - Complexity: O(siblings + descendants) for each deleted item.
    public mutating func delete(_ items: [Item]) {
        for item in items {
            guard let node = nodes[item] else {
                problems.append(.unknownIdentifier(operation: "delete(_:)", identifier: "\(item)"))
                continue
            }
            if let parent = node.parent { nodes[parent]?.children.removeAll { $0 == item } } else { rootItems.removeAll { $0 == item } }
            for descendant in flatten([item], onlyVisible: false) { nodes[descendant] = nil }
        }
    }

    /// Replaces `parent`'s descendants with the items of `snapshot` (its root items become `parent`'s
    /// children, with their own children and expanded states).
    ///
    /// - Complexity: O(descendants of `parent` + items of `snapshot`).
    public mutating func replace(childrenOf parent: Item, using snapshot: NSDiffableDataSourceSectionSnapshot<Item>) {
        guard let node = nodes[parent] else {
            return problems.append(.unknownIdentifier(operation: "replace(childrenOf:using:)", identifier: "\(parent)"))
        }
        for child in node.children {
            for descendant in flatten([child], onlyVisible: false) { nodes[descendant] = nil }
        }
        nodes[parent]?.children = []
        append(snapshot.rootItems, to: parent)
        for root in snapshot.rootItems where nodes[root]?.parent == parent { copyChildren(of: root, from: snapshot, to: root) }
        problems += snapshot.problems
    }

    /// Removes every item, leaving an empty outline.
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    /// Shows the children of `items` (those whose own ancestors are expanded too).
    ///
    /// - Note: Unknown items are recorded as problems that `apply` reports, where UIKit traps.
    public mutating func expand(_ items: [Item]) { setExpanded(items, true, operation: "expand(_:)") }
    /// Hides the children of `items`; their own expanded state is kept for when they show again.
    public mutating func collapse(_ items: [Item]) { setExpanded(items, false, operation: "collapse(_:)") }

    // MARK: Helpers

    private mutating func setExpanded(_ items: [Item], _ expanded: Bool, operation: String) {
        for item in items {
            if nodes[item] == nil { problems.append(.unknownIdentifier(operation: operation, identifier: "\(item)")) }
            nodes[item]?.isExpanded = expanded
        }
    }

    private mutating func insert(_ items: [Item], next: Item, offset: Int, operation: String) {
        guard let node = nodes[next] else {
            return problems.append(.unknownIdentifier(operation: operation, identifier: "\(next)"))
        }
        let fresh = admit(items, parent: node.parent)
        if let parent = node.parent {
            let position = (nodes[parent]?.children.firstIndex(of: next) ?? 0) + offset
            nodes[parent]?.children.insert(contentsOf: fresh, at: position)
        } else {
            let position = (rootItems.firstIndex(of: next) ?? 0) + offset
            rootItems.insert(contentsOf: fresh, at: position)
        }
    }

    private mutating func admit(_ items: [Item], parent: Item?) -> [Item] {
        var fresh: [Item] = [], duplicates: [String] = []
        for item in items {
            if nodes[item] != nil { duplicates.append("\(item)"); continue }
            nodes[item] = Node(parent: parent)
            fresh.append(item)
        }
        if !duplicates.isEmpty { problems.append(.duplicateIdentifiers(kind: "item", identifiers: duplicates)) }
        return fresh
    }

    private mutating func copyChildren(of item: Item, from source: Self, to target: Item) {
        guard let node = source.nodes[item] else { return }
        append(node.children, to: target)
        if node.isExpanded { expand([target]) }
        for child in node.children { copyChildren(of: child, from: source, to: child) }
    }

    private func flatten(_ roots: [Item], onlyVisible: Bool) -> [Item] {
        var result: [Item] = []
        var stack = Array(roots.reversed())
        while let item = stack.popLast() {
            result.append(item)
            guard let node = nodes[item], !onlyVisible || node.isExpanded else { continue }
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}
