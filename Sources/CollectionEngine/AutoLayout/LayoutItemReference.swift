import Foundation

/// A view or layout guide as constraints, anchors and guides refer to it without keeping it: nil once
/// the item is gone, as a weak reference would be, but without making the item slower.
///
/// Swift gives an object a side table the first time anything holds it weakly, and from then on every
/// retain and release of the object goes through that table: an extra load and an atomic operation on
/// another cache line. Views are retained and released all the time (walking `superview`, every solve),
/// and in a cell laid out by constraints that made reference counting most of the cost. So nothing in
/// the engine's own bookkeeping holds a view or guide weakly: each item owns one of these, every
/// constraint and anchor naming the item shares it, and the item's deinit clears it.
///
/// `@unchecked Sendable` because the item's nonisolated deinit clears it; it is otherwise read and
/// written on the main actor only, like the items themselves.
final class LayoutItemReference: @unchecked Sendable {
    /// The view or guide; cleared by its deinit before its memory is freed, so never read dangling.
    private unowned(unsafe) var layoutItem: AnyObject?
    /// Any other object named as a constraint's item (UIKit refuses it when the constraint is
    /// activated); rare, so simply held weakly.
    private weak var otherItem: AnyObject?
    /// Whether `layoutItem` is a `UIView` (read without a dynamic cast).
    private let isView: Bool

    /// A reference to `view`; made once per view (see `AutoLayoutState.itemReference`).
    init(view: UIView) {
        layoutItem = view
        isView = true
    }

    /// A reference for a guide being made, which `attach(_:)` points at it once it can refer to itself.
    init() { isView = false }

    func attach(_ guide: UILayoutGuide) { layoutItem = guide }

    private init(other: AnyObject) {
        otherItem = other
        isView = false
    }

    /// The shared reference of a view or guide; a new weak one for any other object.
    @MainActor static func to(_ item: AnyObject) -> LayoutItemReference {
        if let view = item as? UIView { return view.autoLayoutState.itemReference }
        if let guide = item as? UILayoutGuide { return guide.itemReference }
        return LayoutItemReference(other: item)
    }

    /// The item, nil once it has been freed.
    var item: AnyObject? { layoutItem ?? otherItem }

    /// Whether the item still exists (`item != nil`, without retaining and releasing it).
    var itemIsAlive: Bool { layoutItem != nil || otherItem != nil }

    /// The item when it is a view still alive.
    var view: UIView? {
        guard isView, let layoutItem else { return nil }
        return unsafeDowncast(layoutItem, to: UIView.self)
    }

    /// The item when it is a layout guide still alive (anything else is held in `otherItem`).
    var guide: UILayoutGuide? {
        guard !isView, let layoutItem else { return nil }
        return unsafeDowncast(layoutItem, to: UILayoutGuide.self)
    }

    /// The view the item lives in: the view itself, or a guide's owning view.
    @MainActor var layoutView: UIView? { view ?? guide?.owningView }

    /// Called by the item's deinit.
    func itemWillBeFreed() { layoutItem = nil }
}
