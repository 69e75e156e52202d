import Foundation

/// The object that decides where every element of a collection view goes, as UIKit's
/// `UICollectionViewLayout`. Subclass it for a custom layout; use `UICollectionViewFlowLayout` for
/// grids and lists.
///
/// The collection view calls `prepare()` when the layout is invalid, then reads
/// `collectionViewContentSize` and asks `layoutAttributesForElements(in:)` for what is on screen.
///
/// ```swift
/// final class RingLayout: UICollectionViewLayout {
///     private var cache: [UICollectionViewLayoutAttributes] = []
///     override func prepare() {
///         guard let collectionView else { return }
///         let count = collectionView.numberOfItems(inSection: 0)
///         cache = (0..<count).map { item in
///             let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
///             let angle = 2 * .pi * CGFloat(item) / CGFloat(max(count, 1))
///             attributes.size = CGSize(width: 60, height: 60)
///             attributes.center = CGPoint(x: 200 + 150 * cos(angle), y: 200 + 150 * sin(angle))
///             return attributes
///         }
///     }
///     override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }
///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
///         cache.filter { $0.frame.intersects(rect) }
///     }
///     override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
///         cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
///     }
/// }
/// ```
///
/// - Complexity: The collection view calls `layoutAttributesForElements(in:)` with its visible rect on
///   every layout pass; keep it proportional to what the rect holds, not to the number of items.
/// - Note: Attributes returned here are copied before the collection view keeps them, so a layout may
///   reuse and mutate its cached attributes between passes.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view this layout is installed in.
    public internal(set) weak var collectionView: UICollectionView?

    /// Whether `prepare()` must run before the layout is next used, and why.
    private(set) var pendingInvalidation: UICollectionViewLayoutInvalidationContext?
    private(set) var hasPrepared = false
    /// The invalidations' content offset and size adjustments not yet applied by the collection view.
    private(set) var pendingAdjustments = ContentAdjustments()
    var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]
    /// The sizes displayed views preferred, as accepted by `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`;
    /// self-sizing layouts read them in `prepare()`. They follow their items through batch updates.
    var selfSizedSizes = SelfSizingCache()
    /// During the collection view's one call of `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// for a measured view, the frame of the cell the user is looking at; a layout keeps it still by
    /// moving the content offset for elements that change size before it. Nil otherwise, and when no
    /// measured cell is on screen (then the top of the visible area is the reference).
    var selfSizingAnchor: CGRect?

    /// Creates a layout not yet installed in a collection view.
    public override init() { super.init() }

    /// A layout as `init()` makes it; the coder is not read (there are no nibs or storyboards).
    public required init?(coder: NSCoder) { super.init() }

    /// The class of attributes this layout creates; override to return a subclass.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of invalidation context this layout uses; override to return a subclass.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes what the layout needs before it is asked for attributes. The default does nothing.
    open func prepare() {}

    /// The size of all the content; the collection view scrolls over it.
    open var collectionViewContentSize: CGSize { .zero }

    /// Whether the collection view mirrors this layout's frames when its direction is not
    /// `developmentLayoutDirection`; false by default (flow and compositional layouts say true).
    ///
    /// A layout that says true computes left to right only: the collection view mirrors the
    /// attributes it is given across the content's width (and the rects it asks about), so a
    /// right-to-left interface starts at the right edge.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction this layout's frames are computed in; left to right by default.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The attributes of every element whose frame meets `rect`: cells, supplementary and decoration views.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item, asked when it is scrolled to, updated or measured; nil by default.
    ///
    /// Override it in every custom layout: scrolling to an item, keyboard focus and update animations ask it.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view; nil by default.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one decoration view; nil by default.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Registers the view class that shows decoration views of `elementKind`.
    ///
    /// - Note: A class that is not a `UICollectionReusableView` subclass is reported as a
    ///   `CollectionViewError` when the decoration is first shown, and nothing is drawn for it.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass as? UICollectionReusableView.Type
        if viewClass != nil, decorationViewClasses[elementKind] == nil {
            collectionView?.report(.classIsNotReusableView(className: String(describing: viewClass!), identifier: elementKind))
        }
    }

    /// Marks the whole layout out of date: `prepare()` runs before the next layout pass.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the parts named by `context` out of date. Overrides must call `super`.
    ///
    /// The context's `contentOffsetAdjustment` and `contentSizeAdjustment` are added up over every
    /// invalidation until the layout is next prepared; the collection view applies them then.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        pendingAdjustments.add(context)
        for (key, size) in context.preferredSizes { selfSizedSizes[key] = size }
        if let pending = pendingInvalidation {
            pending.invalidateEverything = pending.invalidateEverything || context.invalidateEverything
            pending.invalidateDataSourceCounts = pending.invalidateDataSourceCounts || context.invalidateDataSourceCounts
        } else {
            pendingInvalidation = context
        }
        collectionView?.layoutDidInvalidate(context)
    }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout. Default: no.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context passed to `invalidateLayout(with:)` when `shouldInvalidateLayout(forBoundsChange:)` says yes.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    // MARK: Self-sizing

    /// Whether a view's preferred attributes (from its `preferredLayoutAttributesFitting(_:)`) differ
    /// enough from the ones this layout gave it to lay out again. The default says no: override it in
    /// a layout whose elements size themselves.
    ///
    /// The collection view asks only when the preferred frame differs from the original one.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context passed to `invalidateLayout(with:)` when `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// says yes: it invalidates the element and records its preferred size, which the layout keeps
    /// (for the flow layout, and for any subclass that calls `super`) until the element is deleted,
    /// reloaded, or the data reloaded.
    ///
    /// Set its `contentOffsetAdjustment` to keep what the user is looking at still when an element
    /// above it changes size (the flow layout does).
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        let key = originalAttributes.elementKey
        switch key.category {
        case .cell: context.invalidateItems(at: [key.indexPath])
        case .supplementaryView: context.invalidateSupplementaryElements(ofKind: key.kind, at: [key.indexPath])
        case .decorationView: context.invalidateDecorationElements(ofKind: key.kind, at: [key.indexPath])
        }
        context.preferredSizes[key] = preferredAttributes.size
        return context
    }

    /// Where the content offset goes after a batch update or a layout change; the default keeps the
    /// proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a scroll by the user should stop; the default keeps the proposal. Paging and snapping
    /// layouts override it.
    ///
    /// - Note: Tessera asks when a key scroll starts, when a burst of wheel or touchpad events comes to
    ///   rest, and when a middle-button drag is released; `velocity` is in points per second. There is
    ///   no momentum, so `proposedContentOffset` is where that input left the content.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Animated updates

    /// Called before the collection view animates a batch update, with its changes. Call `super`.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Whether `prepare(forCollectionViewUpdates:)` may read its items: false only for Tessera's own
    /// layout classes, which keep the empty implementation above, so an update of a million items
    /// builds no list that nothing reads. Any subclass may override the method, so it gets the list.
    /// The background a list layout gives the collection view when the app sets none (see
    /// `UICollectionLayoutListConfiguration.backgroundColor`); nil for other layouts.
    var listBackgroundColor: UIColor? { nil }

    var readsUpdateItems: Bool {
        let layoutClass = type(of: self)
        return layoutClass != UICollectionViewLayout.self && layoutClass != UICollectionViewFlowLayout.self
            && layoutClass != UICollectionViewCompositionalLayout.self && layoutClass != UICollectionViewTransitionLayout.self
    }

    /// Called inside the update's animation block, after every element has been given its target.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item that appears in an update starts; nil for the default.
    ///
    /// - Note: For nil, Tessera (like UIKit) fades an inserted or reloaded item in at its final
    ///   position, and slides an existing item that comes into view from where the layout had it
    ///   before the update (when it was within a screen of the visible area; otherwise it fades in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item that disappears in an update ends; nil for the default.
    ///
    /// - Note: For nil, a deleted or reloaded item fades out where it was, and an item that moves out
    ///   of view slides to its new position.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The supplementary-view counterpart of `initialLayoutAttributesForAppearingItem(at:)`.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The supplementary-view counterpart of `finalLayoutAttributesForDisappearingItem(at:)`.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The decoration-view counterpart of `initialLayoutAttributesForAppearingItem(at:)`.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The decoration-view counterpart of `finalLayoutAttributesForDisappearingItem(at:)`.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Interactive movement

    /// The context for a moved item's new position (and target index paths) during an interactive movement.
    ///
    /// The default invalidates everything when the targets changed (the order changed), and nothing but
    /// the moving items when only the position did.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.interactiveMovementTarget = targetPosition
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        if targetIndexPaths != previousIndexPaths {
            context.invalidateEverything = true
        } else if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            // The flow layout's sections stay as they are: only the lifted item moves.
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    /// The context for the end of an interactive movement, finished or cancelled.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.invalidateEverything = true
        return context
    }

    /// Where the lifted item of an interactive movement is drawn: by default its usual attributes,
    /// centred on `position`, raised above every other element and scaled up by 5 %.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
            ?? makeAttributes(.cell, indexPath: indexPath)
        attributes.center = position
        attributes.zIndex = Self.interactivelyMovingItemZIndex
        attributes.transform3D = CATransform3DConcat(attributes.transform3D, CATransform3DMakeScale(1.05, 1.05, 1))
        return attributes
    }

    /// The z index of a lifted item: above anything a layout places.
    nonisolated static let interactivelyMovingItemZIndex = 1_000_000

    /// A new invalidation context of `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    /// A new attributes object of `layoutAttributesClass` for one element.
    func makeAttributes(
        _ category: UICollectionView.ElementCategory, kind: String? = nil, indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes {
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let attributes = type.init()
        attributes.setElement(category, kind: kind, indexPath: indexPath)
        return attributes
    }

    /// The adjustments added up since the layout was last prepared, which the caller now applies.
    func takeAdjustments() -> ContentAdjustments {
        defer { pendingAdjustments = ContentAdjustments() }
        return pendingAdjustments
    }

    /// Whether `layoutAttributesForElements(in:)` answers differently as the collection view scrolls
    /// although `shouldInvalidateLayout(forBoundsChange:)` says no (it pins elements to the visible
    /// area itself, or calls back about what is visible): then the collection view asks for the visible
    /// rect on every pass rather than keeping an answer for a larger one. Custom layouts invalidate
    /// instead, as UIKit requires, so it is false but for the engine's own layouts that do this.
    var answerFollowsBounds: Bool { false }

    /// Runs `prepare()` if the layout is out of date; returns whether it ran.
    @discardableResult
    func prepareIfNeeded() -> Bool {
        guard pendingInvalidation != nil || !hasPrepared else { return false }
        pendingInvalidation = nil
        hasPrepared = true
        prepare()
        return true
    }

    /// Called when the layout is installed in or removed from a collection view.
    func attach(to collectionView: UICollectionView?) {
        self.collectionView = collectionView
        selfSizedSizes.removeAll()
        hasPrepared = false
        pendingInvalidation = nil
        pendingAdjustments = ContentAdjustments()
    }
}
