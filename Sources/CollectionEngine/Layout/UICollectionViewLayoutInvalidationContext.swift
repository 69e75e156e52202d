import Foundation

/// What part of a layout is out of date, as UIKit's `UICollectionViewLayoutInvalidationContext`.
///
/// `invalidateLayout()` passes a context with `invalidateEverything`; a bounds change passes the one
/// from `invalidationContext(forBoundsChange:)`; `reloadData` and updates set
/// `invalidateDataSourceCounts`. A custom layout reads the context in `invalidateLayout(with:)` to
/// redo only what changed, and must call `super`.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Everything must be computed again (set by `invalidateLayout()`, `reloadData` and layout changes).
    public internal(set) var invalidateEverything = false
    /// The number of sections or items changed.
    public internal(set) var invalidateDataSourceCounts = false
    /// The items named by `invalidateItems(at:)`, or nil when none were.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views named by `invalidateSupplementaryElements(ofKind:at:)`, by kind; nil when none were.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views named by `invalidateDecorationElements(ofKind:at:)`, by kind; nil when none were.
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// Added to the collection view's content offset when the invalidation is processed: once the
    /// layout has been prepared again, so that the offset is clamped to the new content size.
    ///
    /// Adjustments of several invalidations before the next layout pass add up.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// Added to the content size the layout reports (`collectionViewContentSize`) when the invalidation
    /// is processed, until the layout is prepared again.
    /// A layout whose `collectionViewContentSize` already accounts for a change needs none.
    open var contentSizeAdjustment: CGSize = .zero

    /// The lifted item's position during an interactive movement, in content coordinates.
    public internal(set) var interactiveMovementTarget: CGPoint = .zero
    /// The moving items' index paths before this change of an interactive movement.
    public internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The moving items' index paths after this change of an interactive movement.
    public internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The sizes views preferred, recorded by `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// and kept by the layout when the context is applied.
    var preferredSizes: [ElementKey: CGSize] = [:]

    /// A context that invalidates nothing yet; the layout's `invalidationContextClass` is created this way.
    public required override init() { super.init() }

    /// Names items whose attributes are out of date; calls add up.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary views whose attributes are out of date; calls add up.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Names decoration views whose attributes are out of date; calls add up.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}
