import CX11
import CollectionEngine
import Foundation

// The renderer's cached pictures: what was drawn for a view and from which state, when a picture may be
// stretched to the size shown instead of drawn again, and when it is freed (counted in `ServerMemory`).
extension Renderer: ServerMemoryOwner {
    /// The renderer's stores of views' cached pictures, one picture per view in each.
    enum PictureStore: CaseIterable, Hashable {
        /// A view's own look (`ViewContentPainter.draw`).
        case contents
        /// A card flattened with its subtree.
        case groups
        /// A card flattened as it will be when its size animation ends (see `prepareSettled`).
        case settledGroups
        /// The border of a view with subviews, drawn above them.
        case borders

        @MainActor var path: ReferenceWritableKeyPath<Renderer, [ObjectIdentifier: Cached]> {
            switch self {
            case .contents: \.contents
            case .groups: \.groups
            case .settledGroups: \.settledGroups
            case .borders: \.borders
            }
        }
    }

    /// What was drawn for a view, and the state it was drawn from.
    final class Cached {
        weak var view: UIView?
        /// The view's identity, its key in the store.
        let id: ObjectIdentifier
        /// The store that holds it (a card drawn ahead moves to `groups` once its size animation ends).
        var store: PictureStore
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
        init(view: UIView, store: PictureStore, key: Int, look: Int, size: CGSize, drawn: ViewContentPainter.Drawn, lastUsed: UInt64) {
            self.view = view
            id = ObjectIdentifier(view)
            self.store = store
            self.key = key
            self.look = look
            self.size = size
            self.drawn = drawn
            self.lastUsed = lastUsed
        }

        /// How the server memory counts it.
        var resource: ServerMemory.Resource.Kind { .viewPicture(store, id) }
        /// The bytes its picture takes on the server.
        var bytes: Int { ServerMemory.pixmapBytes(width: drawn.width, height: drawn.height, depth: 32) }
    }

    /// A cached picture and how to stretch it onto the size the view shows now (1 when drawn at that size).
    struct Fitted {
        var drawn: ViewContentPainter.Drawn
        var stretch: (x: Double, y: Double)
    }

    /// `magnification` > 1 draws the picture that many times larger, to be shown scaled down by it
    /// (see `contentMagnification`).
    func cachedContent(of view: UIView, shown: ViewPresentation, magnification: Int = 1) -> Fitted? {
        let size = shown.bounds.size
        if magnification > 1 {
            let factor = CGFloat(magnification)
            let drawnSize = CGSize(width: size.width * factor, height: size.height * factor)
            let fitted = cached(in: .contents, view: view, size: drawnSize,
                                key: Renderer.contentKey(view, size: drawnSize, background: shown.backgroundColor),
                                look: Renderer.contentKey(view, size: .zero, background: shown.backgroundColor), mayStretch: false) {
                painter.draw(view, size: drawnSize, background: shown.backgroundColor, withShadow: false, withBorder: false)
            }
            return fitted.map { Fitted(drawn: $0.drawn, stretch: (1 / Double(factor), 1 / Double(factor))) }
        }
        return cached(in: .contents, view: view, size: size,
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
    func cached(in store: PictureStore, view: UIView, size: CGSize, key: Int, look: Int,
                mayStretch: Bool = true, make: () -> ViewContentPainter.Drawn?) -> Fitted? {
        let id = ObjectIdentifier(view)
        if let entry = self[keyPath: store.path][id], entry.view === view {
            if entry.key == key {
                noteUsed(entry)
                return Fitted(drawn: entry.drawn, stretch: (1, 1))
            }
            if mayStretch, entry.look == look, size != view.bounds.size, entry.size.width > 0, entry.size.height > 0 {
                let stretch = (x: Double(size.width / entry.size.width), y: Double(size.height / entry.size.height))
                if Renderer.stretchRange.contains(stretch.x), Renderer.stretchRange.contains(stretch.y) {
                    noteUsed(entry)
                    return Fitted(drawn: entry.drawn, stretch: stretch)
                }
            }
        }
        discard(store, id)
        guard let drawn = make() else { return nil }
        let made = Cached(view: view, store: store, key: key, look: look, size: size, drawn: drawn, lastUsed: frame)
        keep(made)
        noteUsed(made)
        return Fitted(drawn: drawn, stretch: (1, 1))
    }

    /// Keeps `entry` in its store, freeing the picture it replaces there.
    func keep(_ entry: Cached) {
        discard(entry.store, entry.id)
        self[keyPath: entry.store.path][entry.id] = entry
        memory.add(entry.resource, bytes: entry.bytes, owner: self)
    }

    /// Frees the picture `store` keeps for the view `id`, if any.
    func discard(_ store: PictureStore, _ id: ObjectIdentifier) {
        guard let gone = self[keyPath: store.path].removeValue(forKey: id) else { return }
        memory.remove(gone.resource, owner: self)
        paint.free(gone.drawn.picture)
    }

    /// Frees the content layer of the collection view `id`, if any.
    func discardLayer(_ id: ObjectIdentifier) {
        guard let gone = layers.removeValue(forKey: id) else { return }
        memory.remove(.contentLayer(id), owner: self)
        gone.free(connection.display, paint: paint)
    }

    func release(_ kind: ServerMemory.Resource.Kind) {
        switch kind {
        case let .viewPicture(store, id): discard(store, id)
        case let .contentLayer(id): discardLayer(id)
        case .shapeMask, .image, .symbol: break  // kept by the masks, the image and the symbol stores, owners themselves
        }
    }

    /// Frees pictures of views that are gone or have not been drawn for a while.
    func sweep() {
        for (id, kept) in recordings where kept.view == nil || frame &- kept.lastUsed > 1 { recordings[id] = nil }
        for (id, layer) in layers where layer.view == nil || frame &- layer.lastUsed > keepFrames { discardLayer(id) }
        for store in PictureStore.allCases {
            for (id, entry) in self[keyPath: store.path] where entry.view == nil || frame &- entry.lastUsed > keepFrames { discard(store, id) }
        }
    }
}
