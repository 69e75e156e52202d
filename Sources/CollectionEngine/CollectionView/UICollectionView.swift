import Foundation

// Glossary — the words this file and its extensions use, in the sense they use them.
//
// item            One entry of the data source, addressed by `IndexPath(item:section:)`. A cell shows it.
// element         Anything the layout places: a cell (an item), a supplementary view (header, footer,
//                 badge: data-source provided) or a decoration view (layout provided). Each is named by
//                 its category, its kind and its index path (`ElementKey`).
// index path before / after an update
//                 A batch update speaks of two worlds: deletes and reloads name index paths *before* the
//                 update, inserts name index paths *after* it; moves go from before to after. Everything
//                 the collection view reports outside an update is in the current world.
// visible         An element whose frame meets `bounds` (the content rect on screen). Only visible
//                 elements have views; `visibleCells` and the visible-supplementary queries list them.
// live            Having a view in the collection view's hierarchy for its element right now (= visible,
//                 here, plus a lifted item whose slot is off screen). `LiveViewStore` holds them all.
// displayed       Live and announced: `willDisplay` has been sent and `didEndDisplaying` has not.
// dequeued        Handed out by `dequeueReusable…` during a data-source request for that index path;
//                 a view the data source returns must have been dequeued for exactly that index path.
// prepared        A cell asked for ahead of display by cell prefetching: configured, not live, not
//                 announced; it becomes live when its item comes into sight, or goes back to its reuse
//                 queue (unannounced) when the user turns away or the items are renumbered.
// reused          Taken back out of a reuse queue for a new element: `prepareForReuse()` runs first.
// stand-in        A plain view made by hand for an element whose real view could not be had (an
//                 unregistered identifier, a view not dequeued…: reported once); it has no reuse
//                 identifier and is never queued, so the live set still matches the layout.
// re-keyed        A live view whose element was renumbered (by an update's plan, or by the order a
//                 reorder presents): it keeps showing the same element under its new index path.
// leaving         A view animating out after an update or a layout change (deleted, or moved out of
//                 sight): no longer live, still drawn; discarded when its animation ends.
// discarded       A view whose display ended (it left the visible rect, or finished leaving):
//                 announced with `didEndDisplaying`, removed from the hierarchy and put in its reuse
//                 queue (never destroyed by us).
// kept answer     The layout's attributes for a rect about a screen larger than the visible one on
//                 each side, copied and checked, that the layout pass keeps while the layout stays
//                 valid: a scroll step inside it asks the layout nothing and adds or removes only the
//                 views crossing the visible edges (KeptLayoutQuery.swift). Only plain scroll steps
//                 use it; a layout whose answer follows the bounds says so and is asked every time.
// relayout        The one step that moves live views to the attributes the layout gives them now:
//                 re-key, then inside one animation keep, retire or bring in views by the change's
//                 rules (`RelayoutRules`). The plain layout pass is a relayout with default rules.
// presented order The order shown while an item is moved or drop placeholders wait: the layout and
//                 the index paths the collection view reports follow it; the data source is untouched
//                 until the move ends (`moveItemAt:to:`) or a placeholder is committed.
// drop placeholder UIKit's `UICollectionViewDropPlaceholder`: a cell shown where dropped items will go.
// model / presentation
//                 A view's properties hold where it is going (the model); while they animate, what is
//                 on screen is its `presentation`. Layout, queries and invariants speak of the model.
// counts          The numbers of sections and items the data source last reported (or, during a
//                 reorder, presents); cached until `reloadData()` (or an update) so that every query
//                 sees one consistent world. They, the presented order and the data generation are
//                 one value (`DataState`) changed only through its named transitions.
//
// Reading order: this file (state, data, the layout pass's entry), then Relayout/ (the live-view
// store and the relayout step), +Registration, +Dequeue, +Queries, +Selection, +Scrolling, +Input,
// +BatchUpdates (validate → plan → one relayout), +LayoutTransition, +Prefetching; then Reordering/ (interactive
// movement, drag and drop, placeholders); errors and invariants are in Diagnostics/.

/// A view that shows an ordered collection of items in a customisable layout and recycles the views
/// that show them, as UIKit's `UICollectionView`.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 120, height: 90)
/// let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 800, height: 600),
///                                       collectionViewLayout: layout)
/// collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// collectionView.dataSource = self
/// collectionView.delegate = self
/// ```
///
/// - Complexity: A layout pass costs what is visible: it asks the layout for the elements in `bounds`
///   and creates, moves or discards only those views. Live views are bounded by what fits on screen,
///   whatever the number of items. A scroll step (the bounds move less than a third of their size,
///   the layout stays valid) asks the layout for a screen more on each side and keeps the answer: the
///   steps after it ask nothing and touch only the views that enter or leave.
/// - Note: UIKit does not document how large a rect it asks a layout for. Tessera's kept answer means
///   a custom layout whose answer depends on the bounds must say so, as UIKit asks anyway: return true
///   from `shouldInvalidateLayout(forBoundsChange:)`, or scroll steps show its last answer.
/// - Note: Where UIKit raises an exception (an unregistered reuse identifier, a cell that was not
///   dequeued, an index path out of range, a negative size…), Tessera reports a `CollectionViewError`
///   to `errorHandler`, leaves the app's data alone and carries on with a safe result.
///   `delegate` is declared by `UIScrollView` (Swift cannot narrow a settable property's type); assign
///   your `UICollectionViewDelegate` to it as on iOS.
@MainActor
open class UICollectionView: UIScrollView {
    /// The kinds of element a layout can place.
    public enum ElementCategory: UInt, Sendable, Hashable {
        case cell, supplementaryView, decorationView
    }

    /// The object that provides items, cells and supplementary views.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// The scroll view's delegate; when it also adopts `UICollectionViewDelegate` or
    /// `UICollectionViewDelegateFlowLayout`, the collection view asks it those protocols' questions too.
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            collectionDelegate = delegate as? UICollectionViewDelegate
            flowLayoutDelegate = delegate as? UICollectionViewDelegateFlowLayout
            if delegate !== oldValue { collectionViewLayout.invalidateLayout() }
        }
    }

    /// `delegate`, typed; cached on assignment so that hot paths do not cast.
    public private(set) weak var collectionDelegate: UICollectionViewDelegate?
    weak var flowLayoutDelegate: UICollectionViewDelegateFlowLayout?

    /// The object asked to start loading data for items shortly before they are shown, as UIKit's
    /// `prefetchDataSource`; nil turns data prefetching off.
    ///
    /// While the content scrolls, it is told of the items just beyond the visible area on the side the
    /// content scrolls toward, nearest first, each once per approach; items the user then turns away
    /// from (or scrolls past without their showing) are cancelled. See
    /// `UICollectionViewDataSourcePrefetching`.
    ///
    /// - Note: Requests outstanding when it is replaced are forgotten, not cancelled. After
    ///   `reloadData()`, and for items a batch update deletes, outstanding requests are dropped without
    ///   a cancel, since their index paths name other items by then; requests for items that stay
    ///   follow them to their new index paths.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        didSet {
            guard prefetchDataSource !== oldValue else { return }
            prefetch.asked = [:]
            prefetch.coverage = nil
        }
    }

    /// Whether cells and data are prepared ahead of scrolling; `true` by default, as in UIKit.
    ///
    /// When true, the collection view asks its data source for the cells of the next row or two in
    /// the direction of scrolling a frame or two before they show, a few each frame (a quarter of the
    /// cells on screen at most), so that no frame configures a whole screen; and it tells
    /// `prefetchDataSource` which items are coming. When false, cells are asked for as they come
    /// into sight and, as in UIKit, data prefetching is off too.
    ///
    /// As in UIKit, a cell's `collectionView(_:cellForItemAt:)` may therefore come frames before its
    /// `collectionView(_:willDisplay:forItemAt:)`, or for a cell that is never displayed (the user
    /// turned away: it goes back to its reuse queue without `didEndDisplaying`). Update what depends
    /// on the moment of display, such as selection, in `willDisplay`. A prepared cell is not
    /// configured again when it shows; `willDisplay` and `didEndDisplaying` still come exactly when
    /// the cell enters and leaves the visible area.
    ///
    /// - Complexity: Per frame, one layout query for the strip just beyond the visible area (and one
    ///   for the new part of the data window), whatever the number of items.
    /// - Note: How far ahead follows the scrolling speed as measured on the frame clock: data half a
    ///   second ahead, at most two screens; cells two frames ahead, at most one screen. At rest
    ///   nothing new is asked. Switching it off cancels outstanding data requests and returns prepared
    ///   cells to their queues. Nothing is prefetched while items are reordered or drop placeholders
    ///   wait. UIKit documents neither distances nor budget.
    open var isPrefetchingEnabled = true {
        didSet { if oldValue, !isPrefetchingEnabled { stopPrefetching() } }
    }

    /// The layout; setting it replaces the layout at once, without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.attach(to: nil)
            collectionViewLayout.attach(to: self)
            collectionViewLayout.invalidateLayout()
        }
    }

    /// A view behind all content that fills the visible bounds and does not scroll.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.layer.zPosition = -.greatestFiniteMagnitude
                insertSubview(backgroundView, at: 0)
            }
            setNeedsLayout()
        }
    }

    /// Where errors go; the default writes them to standard error.
    public var errorHandler: (CollectionViewError) -> Void = { error in
        FileHandle.standardError.write(Data("Tessera: \(error)\n".utf8))
    }

    /// Whether clicking an item selects it; when false, presses on items are not even highlighted.
    open var allowsSelection = true
    /// Whether clicks add to the selection (each toggles its item) instead of replacing it.
    ///
    /// - Note: Desktop habits on top of UIKit's: with multiple selection, Control-click toggles one item
    ///   (as a plain click does) and Shift-click selects every item from the last item clicked to this
    ///   one, across sections; without it, both act as a plain click. A click on empty space leaves the
    ///   selection alone. `UICollectionView+Input.swift` has the full sequence of delegate calls.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selection.count > 1 { keepOnlyFirstSelection() } }
    }

    /// Whether a displayed cell whose content changes can ask to be measured again, as UIKit's
    /// `UICollectionView.SelfSizingInvalidation` (iOS 16).
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Cells keep the size they were measured at while they stay on screen.
        case disabled
        /// `invalidateIntrinsicContentSize()` on a self-sizing cell or its `contentView`, or
        /// `reconfigureItems(at:)`, measures the cell again and animates the change.
        case enabled
        /// As `.enabled`, and also when the constraints inside a displayed cell change: one added,
        /// removed or re-prioritised, a constant, or an intrinsic size its constraints read.
        case enabledIncludingConstraints
    }

    /// How displayed self-sizing cells are resized when their content changes; `.enabled` by default,
    /// as in UIKit.
    ///
    /// ```swift
    /// cell.title.text = longerTitle
    /// cell.contentView.invalidateIntrinsicContentSize() // the row grows, the rows below slide down
    /// ```
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    // MARK: State

    var registry = ViewRegistry()
    var reuseQueues = ReuseQueues()
    /// The counts, the presented order and the data generation; changed only through its transitions.
    var dataState = DataState()
    /// Views on screen now, by element, and those animating out (see Relayout/).
    var live = LiveViewStore()

    /// By level, then by element whatever order the views were added in (UICollectionView+DrawingOrder.swift).
    ///
    /// - Note: UIKit orders cells of equal `zIndex` as it added them; Tessera orders them by index
    ///   path, so the stacking of overlapping cards never depends on the history of drags and reuse.
    override open var subviewsInDrawingOrder: [UIView] { elementDrawingOrder() }

    /// Drops the kept drawing order at once (see +DrawingOrder), so it holds no view that left.
    override func subviewOrderDidChange() {
        super.subviewOrderDidChange()
        drawingOrder = nil
    }

    /// The relayout under way, from `relayout` to the `layoutSubviews()` it runs (which takes no
    /// arguments) and back; only those two read it (see Relayout/). Nil for a plain pass.
    var relayoutUnderWay: RelayoutUnderWay?
    /// What the layout pass keeps of its last question to the layout, for scroll steps (Relayout/).
    var keptQuery = KeptLayoutQuery.stale
    /// Whether the content offset was last placed for a mirrored (right-to-left) picture of the layout.
    var offsetIsMirrored = false
    var selection = SelectionSet()
    var highlighted: Set<IndexPath> = []
    /// The data-source call in progress and the views dequeued during it.
    var request: ViewRequest?
    /// Whether the app set `backgroundColor` (else a list layout's colour shows).
    private var backgroundColorIsOwn = false
    /// The user's press on an item, while it may still click or lift it; it follows data changes.
    weak var itemPress: ItemPress?
    /// The row whose swipe actions show or are being revealed (see Swipe/).
    var swipeState = SwipeState.idle
    /// The batch update being recorded (see +BatchUpdates).
    var updates = UpdateState()
    /// Animated layout changes still running, and the interactive transition, if one is under way
    /// (see +LayoutTransition).
    var layoutChange = LayoutChangeState()
    var interactiveTransition: InteractiveTransitionState = .idle
    /// Interactive movement, drag and drop, the order shown meanwhile, and the frames they need
    /// (see Reordering/).
    var interactiveMovement = MovementState()
    var dragAndDrop = DragDropState()
    var reorderingFrames = ReorderingFrames()
    /// The last drawing order worked out, and what it was worked out from (see +DrawingOrder).
    var drawingOrder: DrawingOrderMemo?
    /// The scroll velocity, data requests and prepared cells of prefetching (see +Prefetching).
    var prefetch = PrefetchState()
    /// Views to measure (they appeared, or were given a new size) and views that asked to be
    /// measured again (see +SelfSizing).
    var selfSizing = SelfSizingState()
    /// Keyboard focus: the settings and the focused item (see +Focus).
    var focus = FocusState()
    /// Editing mode and its selection settings (see +Editing).
    var editing = EditingState()
    /// The interaction that shows context menus for items, made when first asked for (see +ContextMenu).
    var contextMenuInteractionIfMade: UIContextMenuInteraction?

    /// A collection view that places its items with `layout`.
    ///
    /// Nothing is asked of the data source until the first layout pass (or a call that needs the counts).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.attach(to: self)
    }

    /// A collection view with a flow layout and a zero frame; the coder is not read (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.attach(to: self)
    }

    /// A collection view with a flow layout; UIKit has no such initialiser, but `UICollectionView()` and
    /// dynamic creation from the class need one.
    public override init(frame: CGRect) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(frame: frame)
        collectionViewLayout.attach(to: self)
    }

    // MARK: Data

    /// The number of sections the data source reported (1 when it does not say).
    open var numberOfSections: Int { loadedCounts.count }

    /// The number of items in `section`, as last reported by the data source.
    ///
    /// - Note: A section out of range is reported as a `CollectionViewError` and answers 0.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedCounts
        guard counts.indices.contains(section) else {
            report(.sectionOutOfRange(operation: "numberOfItems(inSection:)", section: section, numberOfSections: counts.count))
            return 0
        }
        return counts[section]
    }

    /// The cached counts, read from the data source when stale.
    var loadedCounts: [Int] {
        if let counts = dataState.counts { return counts }
        let loaded = readCountsFromDataSource()
        dataState.apply(.countsKnown(loaded))
        return loaded
    }

    func readCountsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            report(.negativeCount(section: nil, count: sections))
            sections = 0
        }
        return (0..<sections).map { section in
            let items = dataSource.collectionView(self, numberOfItemsInSection: section)
            if items < 0 { report(.negativeCount(section: section, count: items)) }
            return max(0, items)
        }
    }

    /// Whether `indexPath` names an item that exists now.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let counts = loadedCounts
        return counts.indices.contains(indexPath.section) && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    /// Reports an out-of-range index path with the counts involved; returns whether it is valid.
    func validateItem(_ indexPath: IndexPath, operation: String) -> Bool {
        if isValidItem(indexPath) { return true }
        let counts = loadedCounts
        report(.indexPathOutOfRange(
            operation: operation, indexPath: indexPath, numberOfSections: counts.count,
            numberOfItemsInSection: counts.indices.contains(indexPath.section) ? counts[indexPath.section] : nil
        ))
        return false
    }

    /// Forgets the counts and every view, and shows the data source's items afresh.
    ///
    /// As in UIKit, the selection is cleared and the views on screen are discarded into their reuse
    /// queues; the data source is asked again on the next layout pass.
    ///
    /// - Note: An interactive movement or a drag of this view's items under way ends first, without
    ///   telling the data source.
    open func reloadData() {
        if interactiveMovement.session.isActive || dragAndDrop.drag != nil { forgetReordering() }
        dataState.apply(.reloaded)
        itemPress?.dataChanged { _ in nil }
        moveSwipe(.itemMoved(nil))
        collectionViewLayout.selfSizedSizes.removeAll()
        selection.removeAll()
        highlighted.removeAll()
        // The focused index path may name another item now; focus comes back through Tab or a click.
        focus.focused = nil
        discardAllLiveViews()
        renumberPrefetching { _ in nil }
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    func report(_ error: CollectionViewError) { errorHandler(error) }

    // MARK: Layout pass

    func layoutDidInvalidate(_ context: UICollectionViewLayoutInvalidationContext) {
        keptQuery = .stale
        if context.invalidateDataSourceCounts { dataState.apply(.countsInvalidated) }
        if context.invalidateEverything { layoutChangedForPrefetching() }
        setNeedsLayout()
    }

    override func boundsWillChange(to newBounds: CGRect) {
        super.boundsWillChange(to: newBounds)
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
    }

    /// The nearest offset to `offset` that stays within the content, after bringing the layout up to date
    /// so the content size is current.
    ///
    /// - Complexity: O(1) when the layout is up to date; otherwise the cost of the layout's `prepare()`.
    public override func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        // Clamping needs the current content size: bring the layout up to date first.
        prepareLayoutIfNeeded()
        return super.clampedContentOffset(offset)
    }

    override func targetContentOffset(forInputScrollTo proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        targetContentOffset(forScrollingTo: proposed, velocity: velocity)
    }

    override func reportScrollProblem(_ problem: ScrollInputProblem) {
        report(.unusableScrollInput(problem))
    }

    /// Prepares the layout if it is out of date and takes its content size.
    func prepareLayoutIfNeeded() {
        _ = loadedCounts
        if collectionViewLayout.prepareIfNeeded() {
            takeContentSizeFromLayout()
            showListBackground()
        }
    }

    /// The background colour: the app's, or else the list layout's (as UIKit shows a grouped list's
    /// grey without being asked).
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            backgroundColorIsOwn = newValue != nil
            super.backgroundColor = newValue ?? collectionViewLayout.listBackgroundColor
        }
    }

    private func showListBackground() {
        guard !backgroundColorIsOwn, super.backgroundColor != collectionViewLayout.listBackgroundColor else { return }
        super.backgroundColor = collectionViewLayout.listBackgroundColor
    }

    /// Measures the self-sizing views that asked to be resized, then lays out as `UIView` does, so a
    /// resize animates in one relayout.
    open override func layoutIfNeeded() {
        // Views that asked to be resized are measured first, so the resize animates in one relayout;
        // inside a relayout under way (an update's), they are measured by its rules, not a nested pass's.
        if selfSizing.hasRequests { resizeViewsThatAsked(inRelayout: relayoutUnderWay != nil) }
        super.layoutIfNeeded()
    }

    /// Arrow keys, Page Up/Down, Home/End, Space, Enter and Control-A act on the focused item (see
    /// +Focus); other keys go on to the scroll view and the next responder.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, handleFocusKey(key) else { return super.pressesBegan(presses, with: event) }
    }

    /// Places the background view and the cells and supplementary views that the visible rectangle needs,
    /// following any data change under way, then prefetches.
    ///
    /// - Complexity: O(v) for v views in and near the visible rectangle, not the number of items.
    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayoutInsideContent()
        if let backgroundView {
            backgroundView.frame = bounds
            if subviews.first !== backgroundView { sendSubviewToBack(backgroundView) }
        }
        let relayout = relayoutUnderWay?.rules
        var retired: Set<ObjectIdentifier> = []
        layOutLiveViewsFollowingDataChanges(relayout: relayout, retiring: &retired)
        resizeToPreferredAttributes(relayout: relayout, retiring: &retired)
        relayoutUnderWay?.retired.formUnion(retired)
        prefetchAfterLayoutPass(inRelayout: relayout != nil)
    }

    /// Prepares the layout if it is out of date; content that shrank, or insets that changed, can
    /// leave the offset outside the content: scrolls back into it, then prepares again in case that
    /// bounds change invalidated the layout.
    func prepareLayoutInsideContent() {
        prepareLayoutIfNeeded()
        followLayoutDirection()
        // Content dragged or bouncing past its edges stays there until the physics brings it back.
        let clamped = mayShowPastEdges ? bounds.origin : clampedContentOffset(bounds.origin)
        if clamped != bounds.origin {
            applyContentOffset(clamped)
            prepareLayoutIfNeeded()
        }
    }
}

extension UICollectionView {
    /// Right to left, a layout that flips starts at the right end of its content: when the collection
    /// view first shows wider-than-itself content mirrored, or its direction changes, the offset is
    /// mirrored too, so the same part of the content stays in sight (the first items, at first).
    func followLayoutDirection() {
        let mirror = collectionViewLayout.shownMirror
        guard (mirror != nil) != offsetIsMirrored else { return }
        let width = mirror?.width ?? max(collectionViewLayout.collectionViewContentSize.width, bounds.width)
        // Content no wider than the view has one place only; wait until there is more to show.
        guard width > bounds.width else { return }
        offsetIsMirrored = mirror != nil
        applyContentOffset(CGPoint(x: width - bounds.width - contentOffset.x, y: contentOffset.y))
    }
}

/// The data-source call in progress: which element it is for, where it goes (so new views are created
/// at their layout frame, as UIKit creates them) and which views were dequeued for it.
struct ViewRequest {
    var key: ElementKey
    var frame: CGRect
    /// A list row's place and separators, which a list cell takes as it is dequeued (as UIKit applies
    /// layout attributes before the registration's handler runs).
    var listRow: ListRow?
    var dequeued: Set<ObjectIdentifier> = []
    /// The cell `reconfigureItems(at:)` hands back from dequeue instead of a fresh or reused one.
    var reconfiguring: UICollectionViewCell?
}
