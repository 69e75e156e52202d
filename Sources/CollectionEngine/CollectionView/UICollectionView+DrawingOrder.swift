import Foundation

// The one place that decides which of the collection view's views is drawn above which, in every
// state: at rest, animating, scrubbing, lifting, dropping, 3D-transformed. The renderer and hit
// testing both read it (through `subviewsInDrawingOrder`), so what is hit is what is seen on top.

extension UICollectionView {
    /// Back to front: by level (`zIndex`), and on one level by element (cells before supplementary
    /// views before decorations, then by index path), whatever order the views were added in; views
    /// still leaving go under the live ones of their level, and other subviews over them.
    ///
    /// The item just dropped stays on the lifted item's level until it has settled into its place,
    /// so it never slips under the neighbours it lands among.
    ///
    /// - Complexity: O(v log v) for v subviews when the subviews, their keys, z positions or the
    ///   settling item changed since the last call; O(1) otherwise (every frame of an animation).
    func elementDrawingOrder() -> [UIView] {
        var settling: ObjectIdentifier?
        if case let .settling(indexPath, _) = interactiveMovement.session.phase, let view = live[ElementKey(category: .cell, kind: "", indexPath: indexPath)] {
            settling = ObjectIdentifier(view)
        }
        let inputs = DrawingOrderMemo.Inputs(views: live.revision, subviews: subviewOrderRevision, settling: settling)
        if let drawingOrder, drawingOrder.inputs == inputs { return drawingOrder.order }
        let order = workOutDrawingOrder(settling: settling)
        drawingOrder = DrawingOrderMemo(inputs: inputs, order: order)
        return order
    }

    private func workOutDrawingOrder(settling: ObjectIdentifier?) -> [UIView] {
        var keys: [ObjectIdentifier: ElementKey] = [:]
        keys.reserveCapacity(live.views.count)
        for (key, view) in live.views { keys[ObjectIdentifier(view)] = key }
        var leaving: Set<ObjectIdentifier> = []
        for entry in live.leaving { leaving.insert(ObjectIdentifier(entry.view)) }
        let lifted = CGFloat(UICollectionViewLayout.interactivelyMovingItemZIndex)
        struct Entry {
            var view: UIView
            var level: CGFloat
            var group: Int
            var key: ElementKey?
            var index: Int
        }
        let entries = subviews.enumerated().map { index, view -> Entry in
            let id = ObjectIdentifier(view)
            let level = id == settling ? max(view.layer.zPosition, lifted) : view.layer.zPosition
            let key = keys[id]
            return Entry(view: view, level: level, group: key != nil ? 1 : leaving.contains(id) ? 0 : 2, key: key, index: index)
        }
        return entries.sorted { a, b in
            if a.level != b.level { return a.level < b.level }
            if a.group != b.group { return a.group < b.group }
            if let x = a.key, let y = b.key, x != y { return ElementKey.creationOrder(x, y) }
            return a.index < b.index
        }.map(\.view)
    }
}

/// A collection view's drawing order, kept while what it was worked out from stays the same.
struct DrawingOrderMemo {
    struct Inputs: Equatable {
        /// `LiveViewStore.revision`: which view shows which element, and which are leaving.
        var views: UInt64
        /// `UIView.subviewOrderRevision`: the subviews, their order and their z positions.
        var subviews: UInt64
        /// The item settling after a drop, drawn on the lifted level.
        var settling: ObjectIdentifier?
    }

    var inputs: Inputs
    var order: [UIView]
}
