import Foundation

/// Makes the layout of one section for the environment it will be shown in.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of items, groups and sections, as UIKit's `UICollectionViewCompositionalLayout`.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
///
/// // Or one section description per section:
/// let adaptive = UICollectionViewCompositionalLayout { sectionIndex, environment in
///     sectionIndex == 0 ? carouselSection() : gridSection(columns: environment.container.effectiveContentSize.width > 700 ? 5 : 3)
/// }
/// ```
///
/// Frames are rounded as UIKit rounds them: origin and size each to the nearest pixel
/// (`traitCollection.displayScale`, the window's), so neighbours may be a pixel apart or overlap by one.
///
/// A section with an `orthogonalScrollingBehavior` scrolls on its own across the layout: Shift-wheel
/// (or a horizontal wheel) over it, or a drag with the middle button, moves it; paging behaviours come
/// to rest on a page or a group. Its items' frames include its scroll offset.
///
/// - Complexity: `prepare()` calls the section provider once per section and resolves each distinct
///   group once: O(sections + measured groups). Each section is arithmetic over its repeating group, and sections are
///   found by binary search, so `layoutAttributesForElements(in:)` costs O(log sections + elements
///   returned) and `layoutAttributesForItem(at:)` O(1).
/// Items whose dimension along the scroll axis is `.estimated` (or a fraction of an estimated group's)
/// size themselves as they are displayed, as do sections' boundary items estimated along it: each
/// takes its view's preferred size, a row of side-by-side items becomes as tall as the tallest, and
/// what follows moves. Items never displayed keep their estimates, so a section costs only its
/// measured groups.
///
/// - Note: Only the scroll axis self-sizes: an estimated width in a vertical layout, items of an
///   orthogonal section and the layout's own boundary items keep their estimates. A measured item
///   grows its group whatever the group's own dimension. A section provider that returns nil, or a
///   group that holds no items, is reported as a `CollectionViewError`, and the section shows nothing.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

    /// The layout's settings; setting them invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private(set) var sections: [CompositionalSection] = []

    /// The list configuration of a list section; nil for other sections and unknown ones.
    func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
        sections.indices.contains(section) ? sections[section].list : nil
    }

    /// The first list section's background colour (see `UICollectionLayoutListConfiguration.backgroundColor`).
    override var listBackgroundColor: UIColor? { sections.lazy.compactMap(\.list).first?.resolvedBackgroundColor }
    private var layoutBoundaries: [CompositionalSection.Boundary] = []
    private var contentSize: CGSize = .zero
    private(set) var direction: UICollectionView.ScrollDirection = .vertical
    private var environment = LayoutEnvironment(contentSize: .zero, contentInsets: .zero)
    /// The handlers of sections that have one, by section.
    private var handlers: [Int: NSCollectionLayoutSectionVisibleItemsInvalidationHandler] = [:]
    /// Each orthogonal section's scroll offset, once it has been scrolled, and the glides under way.
    var orthogonalOffsets: [Int: CGFloat] = [:]
    var orthogonalGlides: [Int: OrthogonalGlide] = [:]
    /// Sections a finger or touchpad drags, or that move on after one (their offset may be past the ends).
    var orthogonalPhysics: [Int: OrthogonalPhysics] = [:]
    /// The content's extent across the scroll axis when last prepared: measured sizes depend on it.
    private var builtCross: CGFloat?

    /// A layout that gives every section the shape of `section`, with the default configuration.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that gives every section the shape of `section`, arranged per `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section's shape, with the default configuration.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section's shape, arranged per `configuration`.
    ///
    /// The provider is called again on every `prepare()`, with the section index and the layout
    /// environment, so it may answer differently when the collection view's size changes.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout with one empty-looking section; the coder is not read (there are no nibs or storyboards).
    public required init?(coder: NSCoder) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        sectionProvider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// The size of everything laid out in the last `prepare()`, including insets and boundary items.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// True: in a right-to-left collection view the first item is at the right edge (the layout is
    /// computed left to right and mirrored by the collection view).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// True when the bounds change size; scrolling alone keeps the layout (pinned headers and
    /// orthogonal sections follow the bounds without an invalidation).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    /// Pinned boundary items follow the bounds, visible-items handlers are told what each query
    /// shows, and orthogonal sections move without an invalidation.
    override var answerFollowsBounds: Bool {
        !handlers.isEmpty || layoutBoundaries.contains(where: \.pins)
            || sections.contains { $0.isOrthogonal || $0.boundaries.contains(where: \.pins) }
    }

    // MARK: Preparing

    /// Asks the section provider for every section and lays the sections out one after another.
    ///
    /// A nil section is reported (`CollectionViewError.invalidCompositionalSection`) and laid out empty.
    ///
    /// - Complexity: O(s + m) for s sections and m self-sized items measured so far; sections with
    ///   nothing measured are placed arithmetically, whatever their number of items.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            (sections, layoutBoundaries, handlers, contentSize) = ([], [], [:], .zero)
            return
        }
        direction = configuration.scrollDirection
        let insets = collectionView.adjustedContentInset
        let bounds = collectionView.bounds.size
        environment = LayoutEnvironment(contentSize: bounds, contentInsets: NSDirectionalEdgeInsets(
            top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right),
            displayScale: collectionView.traitCollection.displayScale)
        let container = environment
        let area = FlowSize(container.effectiveContentSize, direction)
        if builtCross != area.cross {
            // Sizes measured at another width no longer hold: displayed views are measured again.
            if builtCross != nil { selfSizedSizes.removeAll() }
            builtCross = area.cross
        }
        let band = BoundaryBand(direction: direction, crossStart: 0, crossLength: area.cross, containerMain: area.main)

        var cursor: CGFloat = 0
        layoutBoundaries = []
        let layoutItems = configuration.boundarySupplementaryItems
        for item in layoutItems where band.placements(item.alignment).main < 0 {
            layoutBoundaries.append(band.place(item, main: cursor))
            if item.extendsBoundary { cursor += layoutBoundaries[layoutBoundaries.count - 1].frame.mainLength }
        }
        let sectionsStart = cursor
        buildSections(in: collectionView, area: area, from: &cursor)
        for item in layoutItems where band.placements(item.alignment).main > 0 {
            layoutBoundaries.append(band.place(item, main: cursor))
            if item.extendsBoundary { cursor += layoutBoundaries[layoutBoundaries.count - 1].frame.mainLength }
        }
        for item in layoutItems where band.placements(item.alignment).main == 0 {
            var placed = band.place(item, main: sectionsStart)
            placed.frame.main += (cursor - sectionsStart - placed.frame.mainLength) / 2
            layoutBoundaries.append(placed)
        }
        contentSize = FlowSize(main: cursor, cross: area.cross).size(for: direction)
        clampOrthogonalOffsets()
    }

    /// Asks for every section's description and lays the sections out one after another.
    private func buildSections(in collectionView: UICollectionView, area: FlowSize, from cursor: inout CGFloat) {
        var templates: [ObjectIdentifier: (group: NSCollectionLayoutGroup, container: CGSize, template: GroupTemplate)] = [:]
        let counts = collectionView.loadedCounts
        sections = []
        sections.reserveCapacity(counts.count)
        handlers = [:]
        for (index, count) in counts.enumerated() {
            if index > 0 { cursor += configuration.interSectionSpacing }
            guard let section = sectionProvider(index, environment) else {
                collectionView.report(.invalidCompositionalSection(section: index, reason: "the section provider returned nil"))
                sections.append(.empty(at: cursor))
                continue
            }
            let metrics = sectionMetrics(section, area: area, in: collectionView)
            let insets = section.contentInsets
            let groupContainer = FlowSize(
                main: area.main - (direction == .vertical ? insets.top + insets.bottom : insets.leading + insets.trailing),
                cross: metrics.cross - metrics.referenceBefore - metrics.referenceAfter
                    - (direction == .vertical ? insets.leading + insets.trailing : insets.top + insets.bottom)
            ).size(for: direction)
            let key = ObjectIdentifier(section.group)
            let template: GroupTemplate
            if let cached = templates[key], cached.container == groupContainer {
                template = cached.template
            } else {
                template = GroupResolver.template(of: section.group, in: groupContainer, environment: environment)
                templates[key] = (section.group, groupContainer, template)
            }
            if template.items.isEmpty, count > 0 {
                collectionView.report(.invalidCompositionalSection(section: index, reason: "its group holds no items for \(count) items"))
            }
            // Sections with nothing measured stay arithmetic; the others read their sizes from the cache.
            let measurements = selfSizedSizes.isEmpty ? .none : SectionMeasurements(cache: selfSizedSizes, section: index)
            let built = CompositionalSection.build(section, itemCount: count, template: template, mainStart: cursor, metrics: metrics,
                                                   measurements: measurements)
            if let handler = section.visibleItemsInvalidationHandler { handlers[index] = handler }
            sections.append(built)
            cursor = built.span.mainEnd
        }
    }

    /// The section's measures: the layout's content area and the extra insets of its reference.
    private func sectionMetrics(_ section: NSCollectionLayoutSection, area: FlowSize, in collectionView: UICollectionView) -> SectionMetrics {
        var before: CGFloat = 0, after: CGFloat = 0
        let margins = collectionView.layoutMargins
        let reference = section.contentInsetsReference == .automatic ? configuration.contentInsetsReference : section.contentInsetsReference
        switch reference {
        case .automatic, .none, .safeArea:
            break
        case .layoutMargins, .readableContent:
            (before, after) = direction == .vertical ? (margins.left, margins.right) : (margins.top, margins.bottom)
            if reference == .readableContent {
                let excess = max(0, area.cross - before - after - Self.readableWidth) / 2
                before += excess
                after += excess
            }
        }
        return SectionMetrics(direction: direction, cross: area.cross, main: area.main, referenceBefore: before, referenceAfter: after)
    }

    /// UIKit's readable content width at its default text size.
    private static let readableWidth: CGFloat = 672

    // MARK: Self-sizing (see +SelfSizing)

    /// Yes for an element laid out at an estimate (`.estimated` along the scroll axis) whose preferred
    /// size, rounded as frames are, differs from the one it was given.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        !originalAttributes.selfSizingAxes.isEmpty && pixelSize(preferredAttributes.size) != originalAttributes.size
    }

    /// Invalidates the element and keeps its measured size; elements measured above what the user is
    /// looking at move the content offset by what they grow, so that stays still.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        adjust(context, forPreferredSize: preferredAttributes.size, of: originalAttributes)
        return context
    }

    // MARK: Answering queries

    /// The cells, supplementary and decoration views whose frames meet `rect`, telling each section's
    /// visible-items handler what it shows.
    ///
    /// - Complexity: O(log s + k) for s sections and k elements returned (O(log g) more per section
    ///   with self-sized items, for g groups measured), not the number of items.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard !rect.isNull, !rect.minX.isNaN, !rect.minY.isNaN, !rect.width.isNaN, !rect.height.isNaN else { return [] }
        let main = FlowSpan(rect, main: direction), cross = FlowSpan(rect, cross: direction)
        var result: [UICollectionViewLayoutAttributes] = []
        for boundary in layoutBoundaries {
            let frame = pinned(boundary, within: FlowSpan(start: 0, end: FlowSize(contentSize, direction).main))
            if frame.rect(for: direction).intersects(rect) {
                result.append(boundaryAttributes(boundary, frame: frame, indexPath: IndexPath(item: 0, section: 0)))
            }
        }
        for index in sectionIndexes(overlapping: main) {
            let first = result.count
            appendElements(ofSection: index, in: rect, main: main, cross: cross, to: &result)
            if let handler = handlers[index], result.count > first {
                let offset = orthogonalOffset(ofSection: index)
                let shift = FlowSize(main: 0, cross: -offset).size(for: direction)
                let items = result[first...].map { VisibleLayoutItem($0, shift: CGPoint(x: shift.width, y: shift.height)) }
                handler(items, handlerOffset(ofSection: index), environment)
            }
        }
        return result
    }

    private func appendElements(ofSection index: Int, in rect: CGRect, main: FlowSpan, cross: FlowSpan,
                                to result: inout [UICollectionViewLayoutAttributes]) {
        let section = sections[index]
        let offset = orthogonalOffset(ofSection: index)
        for decoration in section.decorations where decoration.frame.rect(for: direction).intersects(rect) {
            result.append(decorationAttributes(decoration, section: index))
        }
        for boundary in section.boundaries {
            let frame = pinned(boundary, within: section.span.content)
            if frame.rect(for: direction).intersects(rect) {
                result.append(boundaryAttributes(boundary, frame: frame, indexPath: IndexPath(item: 0, section: index), list: section.list))
            }
        }
        guard let groups = section.groups(meeting: main, cross, offset: offset) else { return }
        let perGroup = section.itemsPerGroup
        for group in groups {
            for slot in 0..<section.templateItems.count {
                let item = group * perGroup + slot
                guard item < section.itemCount else { break }
                let frame = section.itemFrame(item, offset: offset).rect(for: direction)
                if frame.intersects(rect) { result.append(cellAttributes(IndexPath(item: item, section: index), frame: frame, in: section)) }
            }
            for (supplementary, placed) in section.template.supplementaries.enumerated() {
                let item = group * perGroup + placed.itemIndex
                guard item < section.itemCount else { continue }
                let frame = section.supplementaryFrame(supplementary, group: group, offset: offset, direction: direction).rect(for: direction)
                if frame.intersects(rect) {
                    result.append(supplementaryAttributes(placed.kind, frame: frame, zIndex: placed.zIndex,
                                                          indexPath: IndexPath(item: item, section: index)))
                }
            }
        }
    }

    /// The attributes of the item at `indexPath`, or nil when no such item exists.
    ///
    /// - Complexity: O(1), or O(log g) in a section with g self-sized groups measured.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount, !section.templateItems.isEmpty else { return nil }
        let frame = section.itemFrame(indexPath.item, offset: orthogonalOffset(ofSection: indexPath.section)).rect(for: direction)
        return cellAttributes(indexPath, frame: frame, in: section)
    }

    /// The attributes of a boundary item (item 0 of its section, or of section 0 for the layout's) or of
    /// an item's supplementary view; nil when there is none of `elementKind` there.
    ///
    /// - Complexity: O(b + t) for b boundary items and t supplementaries of the section's group template.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if indexPath == IndexPath(item: 0, section: 0), let boundary = layoutBoundaries.first(where: { $0.kind == elementKind }) {
            let frame = pinned(boundary, within: FlowSpan(start: 0, end: FlowSize(contentSize, direction).main))
            return boundaryAttributes(boundary, frame: frame, indexPath: indexPath)
        }
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        if indexPath.item == 0, let boundary = section.boundaries.first(where: { $0.kind == elementKind }) {
            let frame = pinned(boundary, within: section.span.content)
            return boundaryAttributes(boundary, frame: frame, indexPath: indexPath, list: section.list)
        }
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        let slot = indexPath.item % section.itemsPerGroup, group = indexPath.item / section.itemsPerGroup
        guard let index = section.template.supplementaries.firstIndex(where: { $0.kind == elementKind && $0.itemIndex == slot }) else { return nil }
        let frame = section.supplementaryFrame(index, group: group, offset: orthogonalOffset(ofSection: indexPath.section), direction: direction)
        return supplementaryAttributes(elementKind, frame: frame.rect(for: direction), zIndex: section.template.supplementaries[index].zIndex,
                                       indexPath: indexPath)
    }

    /// The attributes of the section's decoration (background) view of `elementKind`, at item 0; nil
    /// otherwise.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section),
              let decoration = sections[indexPath.section].decorations.first(where: { $0.kind == elementKind }) else { return nil }
        return decorationAttributes(decoration, section: indexPath.section)
    }

    /// Sections whose extent along the scroll axis meets `span`.
    private func sectionIndexes(overlapping span: FlowSpan) -> Range<Int> {
        sections.indexes(overlapping: span, countingTouches: true)
    }

    // MARK: Attributes

    private func cellAttributes(_ indexPath: IndexPath, frame: CGRect, in section: CompositionalSection) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(.cell, indexPath: indexPath)
        attributes.frame = rounded(frame)
        let slot = indexPath.item % section.itemsPerGroup
        attributes.zIndex = section.template.items[slot].zIndex
        if section.selfSizes(slot: slot) { attributes.selfSizingAxes = section.mainAxis }
        attributes.listRow = section.list?.row(at: indexPath, of: section.itemCount)
        return attributes
    }

    private func supplementaryAttributes(_ kind: String, frame: CGRect, zIndex: Int, indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(.supplementaryView, kind: kind, indexPath: indexPath)
        attributes.frame = rounded(frame)
        attributes.zIndex = zIndex
        return attributes
    }

    /// A boundary item's attributes; a list section's headers and footers learn its appearance.
    private func boundaryAttributes(_ boundary: CompositionalSection.Boundary, frame: FlowRect, indexPath: IndexPath,
                                    list: UICollectionLayoutListConfiguration? = nil) -> UICollectionViewLayoutAttributes {
        let attributes = supplementaryAttributes(boundary.kind, frame: frame.rect(for: direction), zIndex: boundary.zIndex, indexPath: indexPath)
        if boundary.selfSizes { attributes.selfSizingAxes = direction == .vertical ? .vertical : .horizontal }
        attributes.listRow = list.map { ListRow(headerOrFooterOf: $0.appearance) }
        return attributes
    }

    private func decorationAttributes(_ decoration: CompositionalSection.Decoration, section: Int) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(.decorationView, kind: decoration.kind, indexPath: IndexPath(item: 0, section: section))
        attributes.frame = rounded(decoration.frame.rect(for: direction))
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    /// UIKit's rounding: origin and size each to the nearest pixel.
    func rounded(_ rect: CGRect) -> CGRect {
        let scale = environment.traitCollection.displayScale
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        return CGRect(x: round(rect.minX), y: round(rect.minY), width: round(rect.width), height: round(rect.height))
    }

    /// A boundary item's frame now: a pinned one stays in the visible area while `span` (its section's
    /// content) is on screen, but never leaves its own place's side of the content.
    private func pinned(_ boundary: CompositionalSection.Boundary, within span: FlowSpan) -> FlowRect {
        guard boundary.pins, boundary.mainPlacement != 0, let visible = visibleMainSpan() else { return boundary.frame }
        var frame = boundary.frame
        if boundary.mainPlacement < 0 {
            frame.main = max(boundary.frame.main, min(visible.start, span.end - frame.mainLength))
        } else {
            frame.main = min(boundary.frame.main, max(visible.end - frame.mainLength, span.start))
        }
        return frame
    }

    /// The part of the content on screen along the scroll axis, inside the content insets.
    private func visibleMainSpan() -> FlowSpan? {
        guard let collectionView else { return nil }
        return FlowSpan(collectionView.bounds.inset(by: collectionView.adjustedContentInset), main: direction)
    }
}

extension CompositionalSection {
    /// A section that shows nothing, where a section could not be laid out.
    static func empty(at main: CGFloat) -> CompositionalSection {
        CompositionalSection(itemCount: 0, template: GroupTemplate(size: .zero), templateItems: [],
                             templateExtent: FlowRect(main: 0, cross: 0, mainLength: 0, crossLength: 0),
                             templateCross: 0, groupCount: 0, firstGroup: (main, 0), stride: 0, orthogonal: .none,
                             span: SectionSpan(mainStart: main, contentStart: main, contentEnd: main, mainEnd: main),
                             boundaries: [], decorations: [],
                             viewport: FlowSpan(start: 0, end: 0), scrollLength: 0, leadingInset: 0, list: nil,
                             measured: nil, mainAxis: .vertical)
    }
}
