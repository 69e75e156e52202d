/// Values defined along chains, each node's value its parent's value plus a weight of its own, kept so
/// that changing one weight and reading one value both cost O(log n) however long the chain is.
///
/// A stacked column (`top[i] == top[i-1] + height[i-1]`) is such a chain: the solver keeps each
/// `top[i]` here as a node whose weight is `height[i-1]` (plus the constraint's constant), so one
/// height changed moves no other value; a top is the sum of the weights on its path, read when asked.
///
/// The forest is cut into *paths*: a node added under the last node of a path extends that path, any
/// other node starts a new path hanging from its parent. Each path keeps its weights in a Fenwick tree
/// (prefix sums with point updates, both O(log length), and O(log length) appends). A chain built in
/// order is one path; a value is the prefix sum of its path plus the value of the node the path hangs
/// from.
struct ChainForest {
    private struct Path {
        /// The node this path hangs from (its first node's parent), or -1 for a path that starts a tree.
        var parent: Int32
        var tree: Int32
        /// The path's nodes, in order: the first hangs from `parent`, each next one from the one before.
        var nodes: [Int32] = []
        var weights: [Double] = []
        /// Fenwick tree over `weights`: `sums[i - 1]` holds the weights of positions (i − lowbit(i), i].
        var sums: [Double] = []
        /// Point updates since `sums` was last rebuilt from `weights` (rounding drifts with updates).
        var updates = 0
    }

    private var pathOf: [Int32] = []
    private var positionOf: [Int32] = []
    private var paths: [Path] = []
    /// Each tree's nodes in the order they were added (so every parent comes before its children).
    private var treeNodes: [[Int32]] = []
    private var treePaths: [[Int32]] = []

    /// Whether `node` is still held here (not given back by `removeTree`).
    func contains(_ node: Int32) -> Bool { pathOf[Int(node)] >= 0 }

    /// Adds a node under `parent` (-1: a node with no parent) with `weight`; returns its number.
    ///
    /// - Complexity: O(log n) for a node added under the last node of its parent's path.
    mutating func addNode(parent: Int32, weight: Double) -> Int32 {
        let node = Int32(pathOf.count)
        var p: Int32 = -1
        if parent >= 0 {
            let parentPath = pathOf[Int(parent)]
            if paths[Int(parentPath)].nodes.last == parent { p = parentPath }
        }
        if p < 0 {
            let tree: Int32
            if parent >= 0 {
                tree = paths[Int(pathOf[Int(parent)])].tree
            } else {
                tree = Int32(treeNodes.count)
                treeNodes.append([])
                treePaths.append([])
            }
            p = Int32(paths.count)
            paths.append(Path(parent: parent, tree: tree))
            treePaths[Int(tree)].append(p)
        }
        pathOf.append(p)
        positionOf.append(Int32(paths[Int(p)].weights.count))
        treeNodes[Int(paths[Int(p)].tree)].append(node)
        paths[Int(p)].nodes.append(node)
        Self.append(weight, to: &paths[Int(p)])
        return node
    }

    /// Sets `node`'s weight; every value below it moves with it.
    ///
    /// - Complexity: O(log n), and O(n) once every n updates of a path (a rebuild bounds rounding).
    mutating func setWeight(_ node: Int32, _ weight: Double) {
        let p = Int(pathOf[Int(node)])
        let position = Int(positionOf[Int(node)])
        let delta = weight - paths[p].weights[position]
        if delta == 0 { return }
        paths[p].weights[position] = weight
        paths[p].updates += 1
        if paths[p].updates > 64 + paths[p].weights.count {
            Self.rebuild(&paths[p])
            return
        }
        paths[p].sums.withUnsafeMutableBufferPointer { sums in
            var i = position + 1
            while i <= sums.count {
                sums[i - 1] += delta
                i += i & -i
            }
        }
    }

    /// The sum of the weights from `node`'s tree root down to `node`.
    ///
    /// - Complexity: O(log n) per path on the way up (one path for a chain built in order).
    func value(of node: Int32) -> Double {
        var total = 0.0
        var current = node
        while true {
            let p = Int(pathOf[Int(current)])
            total += Self.prefix(paths[p].sums, through: Int(positionOf[Int(current)]) + 1)
            current = paths[p].parent
            if current < 0 { return total }
        }
    }

    /// The tree holding `node`.
    func tree(of node: Int32) -> Int32 { paths[Int(pathOf[Int(node)])].tree }

    /// Takes `node` out of the forest. What hung from it (the rest of its path, and the paths that
    /// started under it) keeps its weights but no longer adds `node`'s value: the first node of each
    /// such piece is returned, each now the start of a path with no parent, in the same tree.
    ///
    /// - Complexity: O(log n) for the last node of a path; otherwise O(length of the rest of its path)
    ///   to give that rest a Fenwick tree of its own, plus the tree's node and path lists.
    mutating func cut(_ node: Int32) -> [Int32] {
        let p = Int(pathOf[Int(node)])
        let position = Int(positionOf[Int(node)])
        let tree = Int(paths[p].tree)
        var orphans: [Int32] = []
        for q in treePaths[tree] where paths[Int(q)].parent == node {
            paths[Int(q)].parent = -1
            orphans.append(paths[Int(q)].nodes[0])
        }
        let rest = Array(paths[p].nodes[(position + 1)...])
        let restWeights = Array(paths[p].weights[(position + 1)...])
        // No Fenwick range ending before `position` covers it, so the sums kept stay right.
        let removed = paths[p].nodes.count - position
        paths[p].nodes.removeLast(removed)
        paths[p].weights.removeLast(removed)
        paths[p].sums.removeLast(removed)
        if paths[p].nodes.isEmpty { treePaths[tree].removeAll { $0 == Int32(p) } }
        if !rest.isEmpty {
            let q = Int32(paths.count)
            var path = Path(parent: -1, tree: Int32(tree))
            path.nodes = rest
            path.weights = restWeights
            Self.rebuild(&path)
            paths.append(path)
            treePaths[tree].append(q)
            for (index, moved) in rest.enumerated() {
                pathOf[Int(moved)] = q
                positionOf[Int(moved)] = Int32(index)
            }
            orphans.append(rest[0])
        }
        treeNodes[tree].removeAll { $0 == node }
        pathOf[Int(node)] = -1
        return orphans
    }

    /// The nodes of `tree`, parents first.
    func nodes(in tree: Int32) -> [Int32] { treeNodes[Int(tree)] }

    /// Gives back every node of `tree`, returning them parents first.
    mutating func removeTree(_ tree: Int32) -> [Int32] {
        let nodes = treeNodes[Int(tree)]
        for node in nodes { pathOf[Int(node)] = -1 }
        for p in treePaths[Int(tree)] { paths[Int(p)] = Path(parent: -1, tree: tree) }
        treeNodes[Int(tree)] = []
        treePaths[Int(tree)] = []
        return nodes
    }

    // MARK: Fenwick tree

    private static func prefix(_ sums: [Double], through count: Int) -> Double {
        sums.withUnsafeBufferPointer { sums in
            var total = 0.0
            var i = count
            while i > 0 {
                total += sums[i - 1]
                i -= i & -i
            }
            return total
        }
    }

    private static func append(_ weight: Double, to path: inout Path) {
        path.weights.append(weight)
        let i = path.weights.count
        // Position i covers (i − lowbit(i), i]: the new weight plus the sums of the positions before it.
        let low = i - (i & -i)
        let covered = weight + prefix(path.sums, through: i - 1) - prefix(path.sums, through: low)
        path.sums.append(covered)
    }

    private static func rebuild(_ path: inout Path) {
        path.sums = path.weights
        let n = path.sums.count
        for i in stride(from: 1, through: n, by: 1) {
            let j = i + (i & -i)
            if j <= n { path.sums[j - 1] += path.sums[i - 1] }
        }
        path.updates = 0
    }
}
