import CX11
import CollectionEngine
import Foundation

// The renderer's cached pictures: what was drawn for a view and from which state, when a picture may be
// stretched to the size shown instead of drawn again, and when it is freed.
extension Renderer {
    /// What was drawn for a view, and the state it was drawn from.
    final class Cached {
        weak var view: UIView?
        var key: Int
        /// The same state without sizes and positions: while it holds, the picture can be stretched.
        var look: Int
        /// The size, in points, the picture was drawn at.
        var size: CGSize
        var drawn: ViewContentPainter.Drawn
        var lastUsed: UInt64
        /// The view's `subtreeRevision` when the picture was last found current with nothing in the
        /// subtree animating: while the revision stays there, the picture is current without a look
        /// at the subtree (nil: look).
        var current: UInt64?
        init(view: UIView, key: Int, look: Int, size: CGSize, drawn: ViewContentPainter.Drawn, lastUsed: UInt64) {
            self.view = view
            self.key = key
            self.look = look
            self.size = size
            self.drawn = drawn
            self.lastUsed = lastUsed
        }
    }

    /// A cached picture and how to stretch it onto the size the view shows now (1 when drawn at that size).
    struct Fitted {
        var drawn: ViewContentPainter.Drawn
        var stretch: (x: Double, y: Double)
    }

    func cachedContent(of view: UIView, shown: ViewPresentation) -> Fitted? {
        let size = shown.bounds.size
        return cached(in: &contents, view: view, size: size,
                      key: Renderer.contentKey(view, size: size, background: shown.backgroundColor),
                      look: Renderer.contentKey(view, size: .zero, background: shown.backgroundColor)) {
            painter.draw(view, size: size, background: shown.backgroundColor, withShadow: true, withBorder: view.subviews.isEmpty)
        }
    }

    /// What a cached drawing depends on: the view's own revision, and the size and background it is
    /// shown with now (both change every frame while they animate).
    static func contentKey(_ view: UIView, size: CGSize, background: UIColor?) -> Int {
        var hasher = Hasher()
        hasher.combine(view.displayRevision)
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(background)
        return hasher.finalize()
    }

    /// The view's cached picture for `key`, drawing it when there is none. While the view's size is
    /// animating (the size shown is not its model size) and only sizes and positions changed since the
    /// picture was drawn (`look` is the same), the picture is stretched instead, by at most
    /// `stretchRange`: redrawing every card at every size of a layout change costs several frames'
    /// time, and the text is drawn crisp again when the size settles. Beyond that range it is drawn
    /// afresh, so a card growing from nothing is never a few pixels blown up into blocks of colour and
    /// text is never visibly squashed. Without `mayStretch` (a card whose parts keep their sizes) it is
    /// always drawn afresh.
    func cached(in store: inout [ObjectIdentifier: Cached], view: UIView, size: CGSize, key: Int, look: Int,
                mayStretch: Bool = true, make: () -> ViewContentPainter.Drawn?) -> Fitted? {
        let id = ObjectIdentifier(view)
        if let entry = store[id], entry.view === view {
            if entry.key == key {
                entry.lastUsed = frame
                noteUsed(entry)
                return Fitted(drawn: entry.drawn, stretch: (1, 1))
            }
            if mayStretch, entry.look == look, size != view.bounds.size, entry.size.width > 0, entry.size.height > 0 {
                let stretch = (x: Double(size.width / entry.size.width), y: Double(size.height / entry.size.height))
                if Renderer.stretchRange.contains(stretch.x), Renderer.stretchRange.contains(stretch.y) {
                    entry.lastUsed = frame
                    noteUsed(entry)
                    return Fitted(drawn: entry.drawn, stretch: stretch)
                }
            }
        }
        if let stale = store.removeValue(forKey: id) { paint.free(stale.drawn.picture) }
        guard let drawn = make() else { return nil }
        let made = Cached(view: view, key: key, look: look, size: size, drawn: drawn, lastUsed: frame)
        store[id] = made
        noteUsed(made)
        return Fitted(drawn: drawn, stretch: (1, 1))
    }

    /// Frees pictures of views that are gone or have not been drawn for a while.
    func sweep() {
        for (id, kept) in recordings where kept.view == nil || frame &- kept.lastUsed > 1 { recordings[id] = nil }
        for (id, layer) in layers where layer.view == nil || frame &- layer.lastUsed > keepFrames {
            layer.free(connection.display, paint: paint)
            layers[id] = nil
        }
        for store in [\Renderer.contents, \Renderer.groups, \Renderer.settledGroups, \Renderer.borders] {
            for (id, entry) in self[keyPath: store] where entry.view == nil || frame &- entry.lastUsed > keepFrames {
                paint.free(entry.drawn.picture)
                self[keyPath: store][id] = nil
            }
        }
    }
}
