import Foundation

/// One section of a prepared compositional layout, as numbers: where it starts and ends along the
/// scroll axis, where its first group goes and how far apart repetitions are. Every frame is computed
/// from these on demand, so a section costs the same whatever its number of items.
///
/// Coordinates are `FlowRect`'s: `main` along the layout's scroll axis, `cross` across it. An
/// orthogonal section repeats its group along `cross`, shifted by its scroll offset.
struct CompositionalSection: StackedSection {
    struct Boundary {
        var kind: String
        /// Where it sits when not pinned.
        var frame: FlowRect
        var zIndex: Int
        /// -1 before the content, +1 after it, 0 over it (along the scroll axis).
        var mainPlacement: Int
        var pins: Bool
        /// Whether its length along the scroll axis is an estimate the view may replace.
        var selfSizes: Bool
    }

    struct Decoration {
        var kind: String
        var frame: FlowRect
        var zIndex: Int
    }

    var itemCount: Int
    var template: GroupTemplate
    /// The template in flow coordinates, and what it covers.
    var templateItems: [FlowRect]
    var templateExtent: FlowRect
    var templateCross: CGFloat
    var groupCount: Int
    /// The first group's origin (at scroll offset 0, for an orthogonal section), and the distance from
    /// one repetition to the next (along `main`, or along `cross` for an orthogonal section).
    var firstGroup: (main: CGFloat, cross: CGFloat)
    var stride: CGFloat
    var orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The section's extent; its content and insets lie between its leading and trailing boundary items.
    var span: SectionSpan
    var boundaries: [Boundary]
    var decorations: [Decoration]
    /// For an orthogonal section: the span across the layout it scrolls in, and the length of what it scrolls.
    var viewport: FlowSpan
    var scrollLength: CGFloat
    var leadingInset: CGFloat
    /// The list configuration of a list section, for its rows' separators.
    var list: UICollectionLayoutListConfiguration?
    /// The groups holding items measured at another length than the template's (none in an
    /// orthogonal section, whose items keep their estimates).
    var measured: MeasuredGroups?
    /// The axis the layout scrolls along, as a self-sizing axis.
    var mainAxis: SelfSizingAxes

    var isOrthogonal: Bool { orthogonal != .none }

    /// Whether the item in template slot `slot` sizes itself along the scroll axis.
    func selfSizes(slot: Int) -> Bool {
        !isOrthogonal && template.items[slot].estimatedAxes.contains(mainAxis)
    }
}

/// The numbers a section is built from.
struct SectionMetrics {
    var direction: UICollectionView.ScrollDirection
    /// The layout's content area across and along the scroll axis (the collection view less its insets).
    var cross: CGFloat
    var main: CGFloat
    /// Extra insets from the section's `contentInsetsReference`, across the scroll axis.
    var referenceBefore: CGFloat
    var referenceAfter: CGFloat
}

/// The sizes measured in one section, as the section builder reads them.
struct SectionMeasurements {
    var cache: SelfSizingCache
    var section: Int

    static let none = SectionMeasurements(cache: SelfSizingCache(), section: 0)

    /// The section's measured items, in item order.
    var items: SelfSizingCache.SectionSizes { cache.sizes(inSection: section) }

    /// The measured size of the section's boundary item of `kind`.
    func boundary(_ kind: String) -> CGSize? {
        cache[ElementKey(category: .supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: section))]
    }
}

extension CompositionalSection {
    /// Lays out `section` with `itemCount` items from `mainStart`, given its resolved group template.
    @MainActor
    static func build(_ section: NSCollectionLayoutSection, itemCount: Int, template: GroupTemplate, mainStart: CGFloat,
                      metrics: SectionMetrics, measurements: SectionMeasurements = .none) -> CompositionalSection {
        let direction = metrics.direction
        let insets = section.contentInsets
        let (mainBefore, mainAfter, crossBefore, crossAfter) = direction == .vertical
            ? (insets.top, insets.bottom, insets.leading, insets.trailing)
            : (insets.leading, insets.trailing, insets.top, insets.bottom)
        let orthogonal = section.orthogonalScrollingBehavior
        let perGroup = max(1, template.items.count)
        let groupCount = template.items.isEmpty ? 0 : (itemCount + perGroup - 1) / perGroup
        let groupSize = FlowSize(template.size, direction)
        let spacing = section.interGroupSpacing
        let viewportStart = metrics.referenceBefore
        let viewportLength = max(0, metrics.cross - metrics.referenceBefore - metrics.referenceAfter)

        // Boundary items, resolved against the section's width (or the whole layout's).
        let followsInsets = section.supplementariesFollowContentInsets
        let band = BoundaryBand(direction: direction, crossStart: viewportStart + (followsInsets ? crossBefore : 0),
                                crossLength: max(0, viewportLength - (followsInsets ? crossBefore + crossAfter : 0)),
                                containerMain: metrics.main)
        var boundaries: [Boundary] = []
        var cursor = mainStart
        func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, main: CGFloat) -> Boundary {
            band.place(item, main: main, selfSizing: true, measured: measurements.boundary(item.elementKind))
        }
        func placements(_ alignment: NSRectAlignment) -> (main: Int, cross: Int) { band.placements(alignment) }
        for item in section.boundarySupplementaryItems where placements(item.alignment).main < 0 {
            let placed = boundary(item, main: cursor)
            boundaries.append(placed)
            if item.extendsBoundary { cursor += placed.frame.mainLength }
        }

        let contentStart = cursor
        let itemsStart = contentStart + mainBefore
        let groupsLength: CGFloat
        let stride: CGFloat
        let firstGroup: (main: CGFloat, cross: CGFloat)
        var scrollLength: CGFloat = 0
        let mainAxis: SelfSizingAxes = direction == .vertical ? .vertical : .horizontal
        var measured: MeasuredGroups?
        if orthogonal == .none {
            stride = groupSize.main + spacing
            groupsLength = groupCount > 0 ? CGFloat(groupCount) * groupSize.main + CGFloat(groupCount - 1) * spacing : 0
            firstGroup = (itemsStart, viewportStart + crossBefore)
        } else {
            stride = groupSize.cross + spacing
            groupsLength = groupCount > 0 ? groupSize.main : 0
            firstGroup = (itemsStart, viewportStart + crossBefore)
            let groupsCross = groupCount > 0 ? CGFloat(groupCount) * groupSize.cross + CGFloat(groupCount - 1) * spacing : 0
            scrollLength = crossBefore + groupsCross + crossAfter
        }
        let templateItems = template.items.map { FlowRect($0.frame, direction) }
        let measuredItems = measurements.items
        if orthogonal == .none, !measuredItems.isEmpty {
            var lengths: [(item: Int, length: CGFloat)] = []
            for (item, size) in zip(measuredItems.items, measuredItems.sizes) where item < itemCount {
                lengths.append((item, FlowSize(size, direction).main))
            }
            let groups = MeasuredGroups(rows: GroupRows(templateItems), lengths: lengths) {
                template.items[$0].estimatedAxes.contains(mainAxis)
            }
            if !groups.isEmpty { measured = groups }
        }
        let contentEnd = itemsStart + groupsLength + (measured?.totalGrowth ?? 0) + mainAfter

        cursor = contentEnd
        for item in section.boundarySupplementaryItems where placements(item.alignment).main > 0 {
            let placed = boundary(item, main: cursor)
            boundaries.append(placed)
            if item.extendsBoundary { cursor += placed.frame.mainLength }
        }
        let mainEnd = cursor
        for item in section.boundarySupplementaryItems where placements(item.alignment).main == 0 {
            var placed = boundary(item, main: contentStart)
            placed.frame.main += (contentEnd - contentStart - placed.frame.mainLength) / 2
            boundaries.append(placed)
        }

        let background = FlowRect(main: contentStart, cross: viewportStart, mainLength: contentEnd - contentStart, crossLength: viewportLength)
        let decorations = section.decorationItems.map { item in
            let inset = FlowRect(background.rect(for: direction).inset(by: item.effectiveInsets), direction)
            return Decoration(kind: item.elementKind, frame: inset, zIndex: item.zIndex - 1)
        }

        return CompositionalSection(
            itemCount: itemCount, template: template, templateItems: templateItems,
            templateExtent: FlowRect(template.extent, direction), templateCross: groupSize.cross,
            groupCount: groupCount, firstGroup: firstGroup, stride: stride, orthogonal: orthogonal,
            span: SectionSpan(mainStart: mainStart, contentStart: contentStart, contentEnd: contentEnd, mainEnd: mainEnd),
            boundaries: boundaries, decorations: decorations,
            viewport: FlowSpan(start: viewportStart, end: viewportStart + viewportLength),
            scrollLength: scrollLength, leadingInset: crossBefore, list: section.listConfiguration,
            measured: measured, mainAxis: mainAxis)
    }
}

extension FlowRect {
    init(_ rect: CGRect, _ direction: UICollectionView.ScrollDirection) {
        switch direction {
        case .vertical: self.init(main: rect.minY, cross: rect.minX, mainLength: rect.height, crossLength: rect.width)
        case .horizontal: self.init(main: rect.minX, cross: rect.minY, mainLength: rect.width, crossLength: rect.height)
        }
    }

    func offsetBy(main: CGFloat, cross: CGFloat) -> FlowRect {
        FlowRect(main: self.main + main, cross: self.cross + cross, mainLength: mainLength, crossLength: crossLength)
    }
}

extension FlowSize {
    func size(for direction: UICollectionView.ScrollDirection) -> CGSize {
        direction == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }
}

/// The strip across the layout that boundary items are placed in: a section's (inset like its content
/// or not) or the whole layout's.
struct BoundaryBand {
    var direction: UICollectionView.ScrollDirection
    var crossStart: CGFloat
    var crossLength: CGFloat
    /// The layout's length along the scroll axis, for fractional dimensions along it.
    var containerMain: CGFloat

    /// Where an alignment puts an item along and across the scroll axis: -1 start, 0 middle, +1 end.
    func placements(_ alignment: NSRectAlignment) -> (main: Int, cross: Int) {
        let placement = alignment.placement
        return direction == .vertical ? (placement.vertical, placement.horizontal) : (placement.horizontal, placement.vertical)
    }

    /// `item` placed from `main` along the scroll axis, aligned across the band, moved by its offset.
    /// With `selfSizing`, an item whose length along the scroll axis is estimated takes its `measured`
    /// size's length (a section's header or footer; the layout's own items keep their estimates).
    @MainActor
    func place(_ item: NSCollectionLayoutBoundarySupplementaryItem, main: CGFloat, selfSizing: Bool = false,
               measured: CGSize? = nil) -> CompositionalSection.Boundary {
        let container = FlowSize(main: containerMain, cross: crossLength).size(for: direction)
        var size = FlowSize(item.layoutSize.resolved(in: container), direction)
        let selfSizes = selfSizing && (direction == .vertical ? item.layoutSize.heightDimension : item.layoutSize.widthDimension).isEstimated
        if selfSizes, let measured { size.main = FlowSize(measured, direction).main }
        let place = placements(item.alignment)
        let cross = crossStart + CGFloat(place.cross + 1) / 2 * (crossLength - size.cross)
        let shift = FlowSize(CGSize(width: item.offset.x, height: item.offset.y), direction)
        let frame = FlowRect(main: main + shift.main, cross: cross + shift.cross, mainLength: size.main, crossLength: size.cross)
        return CompositionalSection.Boundary(kind: item.elementKind, frame: frame, zIndex: item.zIndex, mainPlacement: place.main,
                                             pins: item.pinToVisibleBounds, selfSizes: selfSizes)
    }
}
