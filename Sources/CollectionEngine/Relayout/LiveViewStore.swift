import Foundation

/// The views a collection view shows, by element, with the attributes last applied to each, and the
/// views still animating out.
///
/// It is the one owner of "which view shows which element": the layout pass, batch updates, layout
/// changes and reordering all show, re-key, retire and remove views through it, and nothing else holds
/// a live view. Announcing (`willDisplay`, `didEndDisplaying`) and queueing for reuse are the
/// collection view's (`UICollectionView+Relayout.swift`), because they talk to its delegate.
///
/// - Complexity: Every operation is O(1) per view it touches.
struct LiveViewStore {
    /// Views on screen now, by element.
    private(set) var views: [ElementKey: UICollectionReusableView] = [:]
    /// The attributes last applied to each live view.
    private(set) var attributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Views animating out (deleted, or moved out of sight): no longer live, still drawn until their
    /// animation ends, each under the key it had when it was last live, and, for a view moved out of
    /// sight, the element it still shows (renumbered with the live views).
    private(set) var leaving: [(view: UICollectionReusableView, key: ElementKey, element: ElementKey?)] = []
    /// A number that grows whenever a view changes key, joins, leaves or finishes leaving (not when only
    /// its attributes change), so that the drawing order can be kept until then.
    private(set) var revision: UInt64 = 0

    subscript(key: ElementKey) -> UICollectionReusableView? { views[key] }

    var keys: Dictionary<ElementKey, UICollectionReusableView>.Keys { views.keys }

    /// Makes `view` the live view of `key`, showing `attributes`.
    mutating func show(_ view: UICollectionReusableView, for key: ElementKey, with attributes: UICollectionViewLayoutAttributes) {
        revision &+= 1
        views[key] = view
        self.attributes[key] = attributes
    }

    /// Records that the live view of `key` now shows `attributes`.
    mutating func record(_ attributes: UICollectionViewLayoutAttributes, for key: ElementKey) {
        self.attributes[key] = attributes
    }

    /// Takes the view of `key` out of the live set (to be retired or discarded by the caller).
    mutating func remove(_ key: ElementKey) -> UICollectionReusableView? {
        revision &+= 1
        attributes[key] = nil
        return views.removeValue(forKey: key)
    }

    /// Gives each live view the key `newKey` returns for its current one (its element was renumbered)
    /// and returns, removed, the views whose element is gone, with their old keys.
    ///
    /// The attributes move with their views: they are still what is applied, until the next pass.
    mutating func rekey(_ newKey: (ElementKey) -> ElementKey?) -> [(key: ElementKey, view: UICollectionReusableView)] {
        revision &+= 1
        var gone: [(key: ElementKey, view: UICollectionReusableView)] = []
        var views: [ElementKey: UICollectionReusableView] = [:], attributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        views.reserveCapacity(self.views.count)
        for (key, view) in self.views {
            guard let renamed = newKey(key) else {
                gone.append((key, view))
                continue
            }
            views[renamed] = view
            attributes[renamed] = self.attributes[key]
        }
        self.views = views
        self.attributes = attributes
        for index in leaving.indices { leaving[index].element = leaving[index].element.flatMap(newKey) }
        return gone.sorted { ElementKey.creationOrder($0.key, $1.key) }
    }

    /// Keeps `view` drawn while it animates out; `key` is what `didEndDisplaying` will name, and
    /// `element` the element it still shows when it only moved out of sight (nil when it is gone).
    mutating func retire(_ view: UICollectionReusableView, as key: ElementKey, showing element: ElementKey?) {
        revision &+= 1
        leaving.append((view, key, element))
    }

    /// Takes back the leaving view that still shows `element` (it moved out of sight and comes back
    /// before it finished leaving), so one element never has two views on screen.
    mutating func revive(_ element: ElementKey) -> UICollectionReusableView? {
        revision &+= 1
        guard let index = leaving.firstIndex(where: { $0.element == element }) else { return nil }
        return leaving.remove(at: index).view
    }

    /// Takes the leaving views out of the store: all of them, or only those in `views`.
    mutating func removeLeaving(only views: Set<ObjectIdentifier>? = nil) -> [(view: UICollectionReusableView, key: ElementKey)] {
        revision &+= 1
        guard let views else { defer { leaving = [] }; return leaving.map { ($0.view, $0.key) } }
        let finishing = leaving.filter { views.contains(ObjectIdentifier($0.view)) }
        leaving.removeAll { views.contains(ObjectIdentifier($0.view)) }
        return finishing.map { ($0.view, $0.key) }
    }
}
