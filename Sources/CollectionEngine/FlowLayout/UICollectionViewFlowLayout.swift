import Foundation

extension UICollectionView {
    /// The axis a flow layout scrolls along.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}

/// A layout that places items in lines that wrap, with optional section headers and footers, as
/// UIKit's `UICollectionViewFlowLayout`.
///
/// With vertical scrolling, items fill rows left to right and rows stack downwards; with horizontal
/// scrolling, items fill columns top to bottom and columns stack rightwards.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 160, height: 120)
/// layout.minimumInteritemSpacing = 12
/// layout.minimumLineSpacing = 16
/// layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// layout.headerReferenceSize = CGSize(width: 0, height: 44)
/// layout.sectionHeadersPinToVisibleBounds = true
/// ```
///
/// How items sit in a line (UIKit's rules, which Tessera follows and tests):
/// - A full line is justified: leftover space is shared evenly between its items, so spacing may grow
///   beyond `minimumInteritemSpacing`. A line with one item centres it.
/// - The last line of a multi-line section keeps the columns of the lines above when every item has
///   the same size; with items of different sizes it is packed at the leading edge with the minimum
///   spacing. A section with one line justifies it like a full line.
/// - Items shorter than their line are centred across it. Headers and footers span the whole content
///   width (height, when scrolling horizontally) and sit outside `sectionInset`; section insets apply
///   to empty sections too.
///
/// Self-sizing: set `estimatedItemSize` and each cell takes the size its
/// `preferredLayoutAttributesFitting(_:)` asks for (by default, what its content needs) when it is
/// displayed; items never displayed keep the estimate.
///
/// ```swift
/// layout.estimatedItemSize = CGSize(width: 320, height: 44)
/// ```
///
/// - Complexity: `prepare()` is O(sections) when item sizes are uniform (no `sizeForItemAt`), and
///   O(items) when the delegate sizes items; with `estimatedItemSize` it is O(sections + measured
///   items), however many items there are. `layoutAttributesForElements(in:)` costs O(log sections +
///   elements returned); `layoutAttributesForItem(at:)` is O(1), or O(log lines) with per-item or
///   measured sizes.
/// - Note: `sectionInsetReference` honours content insets and layout margins (across the
///   scroll axis); safe areas are always zero on Linux. Negative or non-finite sizes are reported as a
///   `CollectionViewError` and treated as zero.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Which boundary section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// The axis the content scrolls along; lines run across it.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of every item, unless the delegate's `sizeForItemAt` says otherwise.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The size items have until their cells are displayed and measured; `.zero` (the default) turns
    /// self-sizing off, `UICollectionViewFlowLayout.automaticSize` uses `itemSize` as the estimate.
    ///
    /// Measured sizes are kept per item while the layout stays installed: they move with their items
    /// through batch updates, are dropped for reloaded items, on `reloadData()` and when the width
    /// across the scroll axis changes. When an item above the visible area gets a size other than its
    /// estimate, the content offset moves by the difference in the same pass, so what is on screen
    /// stays still.
    ///
    /// - Note: While self-sizing, the delegate's `sizeForItemAt` is not asked: every item starts at the
    ///   estimate. A cell is measured on both axes (use `preferredLayoutAttributesFitting(_:)` to fix
    ///   one). The offset correction assumes a measured item leaves the line breaking around it as it
    ///   was; when measured widths move items to other lines, what is on screen may shift once.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The least space between lines (rows when scrolling vertically).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of one line.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items, inside the header and footer.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Which boundary `sectionInset` is measured from.
    ///
    /// - Note: `.fromSafeArea` measures from the content insets, because safe areas are zero on Linux.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// The header's height (vertical) or width (horizontal); zero means no header.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The footer's height (vertical) or width (horizontal); zero means no footer.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Keeps each section's header at the top of the visible area while the section is on screen.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Keeps each section's footer at the bottom of the visible area while the section is on screen.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// UIKit's marker for self-sized items: as `estimatedItemSize`, it estimates with `itemSize`.
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// Whether the delegate sizes items itself, while the layout asks (DelegateSizeProbe.swift).
    var sizeProbe = DelegateSizeProbe.idle
    private var sections: [FlowSection] = []
    private var contentSize: CGSize = .zero
    private var needsRebuild = true
    /// The content's extent across the scroll axis at the last rebuild: measured sizes depend on it.
    private var builtCrossLength: CGFloat?

    /// Whether items size themselves (`estimatedItemSize` is set).
    private var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// `UICollectionViewFlowLayoutInvalidationContext`, so that a bounds change can keep the section model.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// The size of all sections, as of the last `prepare()`.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// True: in a right-to-left collection view the first item is at the right edge (the layout is
    /// computed left to right and mirrored by the collection view).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Marks the section model for rebuilding unless the context says only pinned views moved.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if context.invalidateEverything || context.invalidateDataSourceCounts || context.invalidatedItemIndexPaths != nil
            || flow?.invalidateFlowLayoutDelegateMetrics ?? true || flow?.invalidateFlowLayoutAttributes ?? true {
            needsRebuild = true
        }
        super.invalidateLayout(with: context)
    }

    /// Rebuilds the section model when it is out of date; does nothing otherwise.
    ///
    /// - Complexity: O(sections) with uniform item sizes, O(items) when the delegate sizes items, and
    ///   O(sections + measured items) while self-sizing.
    open override func prepare() {
        super.prepare()
        guard needsRebuild else { return }
        needsRebuild = false
        rebuild()
    }

    /// True when the size changes, or when the origin changes while headers or footers are pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
            || (sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds) && newBounds.origin != collectionView.bounds.origin
    }

    /// A context that keeps the section model when only the origin changed (pinned views move, nothing else).
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        let sizeChanged = newBounds.size != collectionView?.bounds.size
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            // Scrolling with pinned headers moves only the pinned views: keep the section model.
            flow.invalidateFlowLayoutDelegateMetrics = sizeChanged
            flow.invalidateFlowLayoutAttributes = sizeChanged
        }
        return context
    }

    // MARK: Building the model

    private func rebuild() {
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let direction = scrollDirection
        let insets = collectionView.adjustedContentInset
        let contentCross = max(0, direction == .vertical
            ? collectionView.bounds.width - insets.horizontal : collectionView.bounds.height - insets.vertical)
        let reference = crossReferenceInsets(of: collectionView)
        if builtCrossLength != contentCross {
            // Sizes measured at another width no longer hold: displayed cells are measured again.
            if builtCrossLength != nil { selfSizedSizes.removeAll() }
            builtCrossLength = contentCross
        }
        var main: CGFloat = 0
        sections = (0..<collectionView.numberOfSections).map { section in
            let metrics = self.metrics(ofSection: section, in: collectionView)
            let crossStart = reference.before + metrics.crossBefore
            let available = contentCross - reference.before - reference.after - metrics.crossBefore - metrics.crossAfter
            let built = FlowSection.build(metrics, mainStart: main, crossStart: crossStart, crossAvailable: available)
            main = built.span.mainEnd
            return built
        }
        contentSize = direction == .vertical
            ? CGSize(width: contentCross, height: main) : CGSize(width: main, height: contentCross)
    }

    private func crossReferenceInsets(of collectionView: UICollectionView) -> (before: CGFloat, after: CGFloat) {
        let insets: UIEdgeInsets = switch sectionInsetReference {
        case .fromContentInset: .zero
        case .fromSafeArea: collectionView.safeAreaInsets
        case .fromLayoutMargins: collectionView.layoutMargins
        }
        return scrollDirection == .vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
    }

    /// Reads one section's metrics from the delegate (or this layout's properties) and checks them.
    private func metrics(ofSection section: Int, in collectionView: UICollectionView) -> FlowSectionMetrics {
        let delegate = collectionView.flowLayoutDelegate
        let direction = scrollDirection
        let count = collectionView.numberOfItems(inSection: section)
        let sectionPath = IndexPath(item: 0, section: section)
        let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let lineSpacing = checkedLength(
            delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
            what: "minimumLineSpacing", at: sectionPath, in: collectionView)
        let interitemSpacing = checkedLength(
            delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
            what: "minimumInteritemSpacing", at: sectionPath, in: collectionView)
        let header = checkedSize(
            delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
            what: "referenceSizeForHeader", at: sectionPath, in: collectionView)
        let footer = checkedSize(
            delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize,
            what: "referenceSizeForFooter", at: sectionPath, in: collectionView)
        let sizes = itemSizes(ofSection: section, count: count, delegate: delegate, in: collectionView)
        return FlowSectionMetrics(
            itemCount: count,
            mainBefore: direction == .vertical ? inset.top : inset.left,
            mainAfter: direction == .vertical ? inset.bottom : inset.right,
            crossBefore: direction == .vertical ? inset.left : inset.top,
            crossAfter: direction == .vertical ? inset.right : inset.bottom,
            lineSpacing: lineSpacing, interitemSpacing: interitemSpacing,
            headerLength: FlowSize(header, direction).main, footerLength: FlowSize(footer, direction).main,
            sizes: sizes)
    }

    /// Uniform sizes when the delegate does not implement `sizeForItemAt` (probed on the first item),
    /// one size per item otherwise.
    private func itemSizes(
        ofSection section: Int, count: Int, delegate: UICollectionViewDelegateFlowLayout?, in collectionView: UICollectionView
    ) -> FlowSectionMetrics.ItemSizes {
        let uniform = FlowSize(checkedSize(itemSize, what: "itemSize", at: IndexPath(item: 0, section: section), in: collectionView), scrollDirection)
        if isSelfSizing { return estimatedSizes(ofSection: section, count: count, in: collectionView) }
        guard let delegate, count > 0 else { return .uniform(uniform) }
        // While items are reordered, sizes are asked by data-source index path, so they travel with their items.
        guard let first = probeDelegateSize(
            delegate, at: collectionView.dataSourceIndexPath(forPresented: IndexPath(item: 0, section: section)), in: collectionView)
        else { return .uniform(uniform) }
        var sizes: [FlowSize] = []
        sizes.reserveCapacity(count)
        sizes.append(FlowSize(checkedSize(first, what: "sizeForItemAt", at: IndexPath(item: 0, section: section), in: collectionView), scrollDirection))
        for item in 1..<count {
            let indexPath = IndexPath(item: item, section: section)
            let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: collectionView.dataSourceIndexPath(forPresented: indexPath))
            sizes.append(FlowSize(checkedSize(size, what: "sizeForItemAt", at: indexPath, in: collectionView), scrollDirection))
        }
        return .perItem(sizes)
    }

    /// The estimate, and the sizes measured so far in `section` that differ from it, in item order.
    private func estimatedSizes(ofSection section: Int, count: Int, in collectionView: UICollectionView) -> FlowSectionMetrics.ItemSizes {
        let estimate = self.estimate(in: collectionView)
        let cached = selfSizedSizes.sizes(inSection: section)
        var measured: [(item: Int, size: FlowSize)] = []
        for (item, size) in zip(cached.items, cached.sizes) where item < count {
            let flowSize = FlowSize(size, scrollDirection)
            if flowSize != estimate { measured.append((item, flowSize)) }
        }
        return .estimated(estimate, measured: measured)
    }

    /// The size of items not yet measured; one with no length along the scroll axis counts as one point,
    /// so that lines of estimates have a pitch.
    private func estimate(in collectionView: UICollectionView) -> FlowSize {
        let size = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        var estimate = FlowSize(checkedSize(size, what: "estimatedItemSize", at: IndexPath(item: 0, section: 0), in: collectionView), scrollDirection)
        estimate.main = max(1, estimate.main)
        return estimate
    }

    private func checkedSize(_ size: CGSize, what: String, at indexPath: IndexPath, in collectionView: UICollectionView) -> CGSize {
        if size == Self.automaticSize { return itemSize == Self.automaticSize ? .zero : itemSize }
        guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
            collectionView.report(.invalidSize(what: what, indexPath: indexPath, size: size))
            return CGSize(width: max(0, size.width.isFinite ? size.width : 0), height: max(0, size.height.isFinite ? size.height : 0))
        }
        return size
    }

    private func checkedLength(_ length: CGFloat, what: String, at indexPath: IndexPath, in collectionView: UICollectionView) -> CGFloat {
        checkedSize(CGSize(width: length, height: 0), what: what, at: indexPath, in: collectionView).width
    }

    // MARK: Self-sizing

    /// Yes for a self-sizing cell whose preferred size differs from the one it was given.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        isSelfSizing && originalAttributes.representedElementCategory == .cell && preferredAttributes.size != originalAttributes.size
    }

    /// Invalidates the item (keeping the delegate's metrics) and, when its line starts before what the
    /// user is looking at (the cell already on screen nearest the top, else the top of the visible
    /// area), moves the content offset by how much that line grows or shrinks.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics = false
        guard let collectionView, originalAttributes.representedElementCategory == .cell else { return context }
        let direction = scrollDirection
        let reference = FlowSpan(selfSizingAnchor ?? collectionView.bounds, main: direction).start
        guard FlowSpan(originalAttributes.frame, main: direction).start < reference else { return context }
        let growth = lineGrowth(at: originalAttributes.indexPath, to: FlowSize(preferredAttributes.size, direction).main, in: collectionView)
        context.contentOffsetAdjustment = direction == .vertical ? CGPoint(x: 0, y: growth) : CGPoint(x: growth, y: 0)
        return context
    }

    /// How much the line holding `indexPath` grows along the scroll axis when that item becomes
    /// `length` long, the other items of the line keeping their measured size or the estimate.
    private func lineGrowth(at indexPath: IndexPath, to length: CGFloat, in collectionView: UICollectionView) -> CGFloat {
        guard sections.indices.contains(indexPath.section), indexPath.item >= 0,
              indexPath.item < sections[indexPath.section].metrics.itemCount else { return 0 }
        let estimate = self.estimate(in: collectionView).main
        let line = sections[indexPath.section].line(holding: indexPath.item)
        var before: CGFloat = 0, after: CGFloat = 0
        for item in line.items {
            let current = selfSizedSizes[item: IndexPath(item: item, section: indexPath.section)]
                .map { FlowSize($0, scrollDirection).main } ?? estimate
            before = max(before, current)
            after = max(after, item == indexPath.item ? length : current)
        }
        return after - before
    }

    // MARK: Answering queries

    /// The headers, items and footers whose frames meet `rect`, section by section.
    ///
    /// An empty array for a null rect or one with NaN coordinates.
    ///
    /// - Complexity: O(log sections + elements returned).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard !rect.isNull, rect.minX.isFinite || rect.width.isFinite, !rect.minX.isNaN, !rect.minY.isNaN,
              !rect.width.isNaN, !rect.height.isNaN else { return [] }
        let direction = scrollDirection
        let main = FlowSpan(rect, main: direction), cross = FlowSpan(rect, cross: direction)
        var result: [UICollectionViewLayoutAttributes] = []
        for section in sectionIndexes(overlapping: main) {
            let model = sections[section]
            if let header = headerAttributes(section: section), header.frame.intersects(rect) { result.append(header) }
            for item in model.items(inMain: main, cross: cross) {
                result.append(cellAttributes(IndexPath(item: item, section: section), frame: model.itemFrame(item)))
            }
            if let footer = footerAttributes(section: section), footer.frame.intersects(rect) { result.append(footer) }
        }
        return result
    }

    /// Where the item goes, or nil for an index path outside the data.
    ///
    /// - Complexity: O(1) with uniform sizes; O(log lines of its section) with per-item or measured sizes.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), indexPath.item >= 0,
              indexPath.item < sections[indexPath.section].metrics.itemCount else { return nil }
        return cellAttributes(indexPath, frame: sections[indexPath.section].itemFrame(indexPath.item))
    }

    /// The section header or footer for `indexPath.section` (item 0 only); nil for any other kind.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headerAttributes(section: indexPath.section)
        case UICollectionView.elementKindSectionFooter: return footerAttributes(section: indexPath.section)
        default: return nil
        }
    }

    /// Sections whose extent along the scroll axis meets `span` (pinned views stay within their section).
    private func sectionIndexes(overlapping span: FlowSpan) -> Range<Int> {
        sections.indexes(overlapping: span, countingTouches: false)
    }

    private func cellAttributes(_ indexPath: IndexPath, frame: FlowRect) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(.cell, indexPath: indexPath)
        attributes.frame = frame.rect(for: scrollDirection)
        if isSelfSizing { attributes.selfSizingAxes = [.horizontal, .vertical] }
        return attributes
    }

    /// The header of `section`, pinned to the visible area's leading edge if asked, but never above its
    /// section's start nor past the end of its items.
    private func headerAttributes(section: Int) -> UICollectionViewLayoutAttributes? {
        let model = sections[section]
        guard model.metrics.headerLength > 0 else { return nil }
        var main = model.span.mainStart
        let pinned = sectionHeadersPinToVisibleBounds ? visibleMainSpan() : nil
        if let visible = pinned {
            main = max(min(max(main, visible.start), model.span.contentEnd - model.metrics.headerLength), model.span.mainStart)
        }
        return supplementaryAttributes(UICollectionView.elementKindSectionHeader, section: section, main: main,
                                       length: model.metrics.headerLength, pinned: pinned != nil)
    }

    /// The footer of `section`, pinned to the visible area's trailing edge if asked, but never before its
    /// section's items nor past its own place.
    private func footerAttributes(section: Int) -> UICollectionViewLayoutAttributes? {
        let model = sections[section]
        guard model.metrics.footerLength > 0 else { return nil }
        var main = model.span.contentEnd
        let pinned = sectionFootersPinToVisibleBounds ? visibleMainSpan() : nil
        if let visible = pinned {
            main = min(max(min(main, visible.end - model.metrics.footerLength), model.span.contentStart), model.span.contentEnd)
        }
        return supplementaryAttributes(UICollectionView.elementKindSectionFooter, section: section, main: main,
                                       length: model.metrics.footerLength, pinned: pinned != nil)
    }

    /// A header or footer spanning the content across the scroll axis; pinned ones float above the cells.
    private func supplementaryAttributes(
        _ kind: String, section: Int, main: CGFloat, length: CGFloat, pinned: Bool
    ) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(.supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: section))
        attributes.frame = FlowRect(main: main, cross: 0, mainLength: length, crossLength: contentCrossLength)
            .rect(for: scrollDirection)
        attributes.zIndex = pinned ? 1024 : 10
        return attributes
    }

    private var contentCrossLength: CGFloat {
        scrollDirection == .vertical ? contentSize.width : contentSize.height
    }

    /// The part of the content on screen along the scroll axis, inside the content insets.
    private func visibleMainSpan() -> FlowSpan? {
        guard let collectionView else { return nil }
        let insets = collectionView.adjustedContentInset
        let visible = collectionView.bounds.inset(by: insets)
        return FlowSpan(visible, main: scrollDirection)
    }
}

/// The flow layout's invalidation context: says whether metrics from the delegate, or the attributes
/// computed from them, are out of date (both by default).
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether sizes and spacings from the delegate must be asked for again.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the item and header frames must be computed again.
    open var invalidateFlowLayoutAttributes = true
}
