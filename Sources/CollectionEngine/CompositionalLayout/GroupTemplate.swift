import Foundation

/// A group resolved for one container size: where each of its items goes, relative to the group's
/// origin. A section repeats it, so every item's frame is a template frame plus a multiple of the
/// group's stride.
struct GroupTemplate {
    struct Item {
        /// The cell's frame, after the item's content insets.
        var frame: CGRect
        var zIndex: Int
        /// The axes along which the item's size is an estimate (its own dimension is `.estimated`, or
        /// a fraction of a group's estimated one): the cell may size itself along them.
        var estimatedAxes: SelfSizingAxes = []
    }

    /// A supplementary item attached to the template's item `itemIndex` (for one attached to a group,
    /// the group's first item).
    struct Supplementary {
        var kind: String
        var frame: CGRect
        var zIndex: Int
        var itemIndex: Int
    }

    var size: CGSize
    var items: [Item] = []
    var supplementaries: [Supplementary] = []

    /// The rectangle everything in the template covers (items may overhang the group, badges too).
    var extent: CGRect {
        let frames = items.map(\.frame) + supplementaries.map(\.frame)
        return frames.reduce(CGRect(origin: .zero, size: size)) { $0.union($1) }
    }
}

/// Resolves groups into templates: UIKit's rules for filling rows and columns, as pure functions of
/// the group's description and its size.
@MainActor
enum GroupResolver {
    /// Stops a group whose subitems take no room from repeating forever.
    static let maximumItemsPerGroup = 10_000

    /// The template of `group` in a container of `container` size (its layout size resolves against it).
    static func template(of group: NSCollectionLayoutGroup, in container: CGSize, environment: LayoutEnvironment) -> GroupTemplate {
        let size = group.layoutSize.resolved(in: container)
        var template = GroupTemplate(size: size)
        place(group, in: CGRect(origin: .zero, size: size), within: [], environment: environment, into: &template)
        return template
    }

    /// Adds `group`'s items, laid out in `box`, to `template`; `parentAxes` are the enclosing group's
    /// estimated axes.
    private static func place(_ group: NSCollectionLayoutGroup, in box: CGRect, within parentAxes: SelfSizingAxes,
                              environment: LayoutEnvironment, into template: inout GroupTemplate) {
        let firstItem = template.items.count
        let axes = estimatedAxes(of: group.layoutSize, within: parentAxes)
        let content = box.inset(by: group.effectiveInsets)
        switch group.arrangement {
        case let .custom(provider):
            for custom in provider(environment.forGroup(of: content.size)) {
                template.items.append(.init(frame: custom.frame.offsetBy(dx: content.minX, dy: content.minY), zIndex: custom.zIndex))
            }
        case let .line(axis, repeatCount):
            for placement in LineArrangement.arrange(group.subitems, repeatCount: repeatCount, spacing: group.interItemSpacing,
                                                     in: content, axis: axis) {
                if let subgroup = placement.item as? NSCollectionLayoutGroup {
                    place(subgroup, in: placement.box, within: axes, environment: environment, into: &template)
                } else {
                    placeItem(placement.item, in: placement.box, axes: estimatedAxes(of: placement.item.layoutSize, within: axes),
                              into: &template)
                }
            }
        }
        // A group's own supplementary items follow its first item's index path.
        if template.items.count > firstItem {
            attach(group.supplementaryItems, to: box.inset(by: group.effectiveInsets), itemIndex: firstItem, into: &template)
        }
    }

    /// The axes along which `size` is an estimate: its own estimated dimensions, and its fractions of
    /// an estimated parent (a list row's item filling its estimated group).
    private static func estimatedAxes(of size: NSCollectionLayoutSize, within parent: SelfSizingAxes) -> SelfSizingAxes {
        let width = size.widthDimension, height = size.heightDimension
        var axes: SelfSizingAxes = []
        if width.isEstimated || parent.contains(.horizontal) && width.isFractionalWidth { axes.insert(.horizontal) }
        if height.isEstimated || parent.contains(.vertical) && height.isFractionalHeight { axes.insert(.vertical) }
        return axes
    }

    private static func placeItem(_ item: NSCollectionLayoutItem, in box: CGRect, axes: SelfSizingAxes, into template: inout GroupTemplate) {
        let frame = box.inset(by: item.effectiveInsets)
        template.items.append(.init(frame: frame, zIndex: 0, estimatedAxes: axes))
        attach(item.supplementaryItems, to: frame, itemIndex: template.items.count - 1, into: &template)
    }

    private static func attach(_ supplementaries: [NSCollectionLayoutSupplementaryItem], to frame: CGRect, itemIndex: Int,
                               into template: inout GroupTemplate) {
        for supplementary in supplementaries {
            template.supplementaries.append(.init(kind: supplementary.elementKind, frame: supplementary.frame(on: frame),
                                                  zIndex: supplementary.zIndex, itemIndex: itemIndex))
        }
    }
}

/// Where the subitems of a row or column go: UIKit's filling and spacing rules.
@MainActor
enum LineArrangement {
    struct Placement {
        var item: NSCollectionLayoutItem
        /// The space the item takes (before its content insets), in the group's coordinates.
        var box: CGRect
    }

    /// One subitem on the line, measured in line coordinates (`main` along the line).
    private struct Entry {
        var item: NSCollectionLayoutItem
        var size: FlowSize
        var lead: NSCollectionLayoutSpacing?
        var trail: NSCollectionLayoutSpacing?
        var before: NSCollectionLayoutSpacing?
        var after: NSCollectionLayoutSpacing?

        @MainActor
        init(_ item: NSCollectionLayoutItem, size: FlowSize, axis: UICollectionView.ScrollDirection) {
            self.item = item
            self.size = size
            let edges = item.edgeSpacing
            if axis == .horizontal {
                (lead, trail, before, after) = (edges?.leading, edges?.trailing, edges?.top, edges?.bottom)
            } else {
                (lead, trail, before, after) = (edges?.top, edges?.bottom, edges?.leading, edges?.trailing)
            }
        }

        /// The room it takes along the line at the least spacing.
        var mainLength: CGFloat { (lead?.spacing ?? 0) + size.main + (trail?.spacing ?? 0) }
    }

    static func arrange(_ subitems: [NSCollectionLayoutItem], repeatCount: Int?, spacing: NSCollectionLayoutSpacing?,
                        in content: CGRect, axis: UICollectionView.ScrollDirection) -> [Placement] {
        guard !subitems.isEmpty else { return [] }
        let available = FlowSize(content.size, axis)
        let gap = spacing?.spacing ?? 0
        var entries: [Entry]
        if let count = repeatCount {
            entries = repeated(subitems[0], count: count, gap: gap, available: available, content: content.size, axis: axis)
        } else {
            entries = filled(subitems, gap: gap, available: available, content: content.size, axis: axis)
        }
        return positions(of: &entries, gap: spacing, available: available, content: content, axis: axis)
    }

    /// `count` copies sharing the line's length equally.
    private static func repeated(_ item: NSCollectionLayoutItem, count: Int, gap: CGFloat, available: FlowSize, content: CGSize,
                                 axis: UICollectionView.ScrollDirection) -> [Entry] {
        let count = max(1, min(count, GroupResolver.maximumItemsPerGroup))
        var entry = Entry(item, size: FlowSize(item.layoutSize.resolved(in: content), axis), axis: axis)
        let edges = (entry.lead?.spacing ?? 0) + (entry.trail?.spacing ?? 0)
        entry.size.main = max(0, (available.main - CGFloat(count - 1) * gap) / CGFloat(count) - edges)
        return Array(repeating: entry, count: count)
    }

    /// The subitems in order, and again, while the next one fits (the first always does).
    private static func filled(_ subitems: [NSCollectionLayoutItem], gap: CGFloat, available: FlowSize, content: CGSize,
                               axis: UICollectionView.ScrollDirection) -> [Entry] {
        let measured = subitems.map { Entry($0, size: FlowSize($0.layoutSize.resolved(in: content), axis), axis: axis) }
        var entries: [Entry] = []
        var used: CGFloat = 0
        while entries.count < GroupResolver.maximumItemsPerGroup {
            let next = measured[entries.count % measured.count]
            let needed = (entries.isEmpty ? 0 : gap) + next.mainLength
            if !entries.isEmpty, used + needed > available.main + FlowTolerance.fit { break }
            entries.append(next)
            used += needed
            // Items that take no room would fit forever: one pass of them is the group.
            if entries.count == measured.count, used <= 0 { break }
        }
        return entries
    }

    /// Positions along and across the line, sharing what is left over among flexible spacings.
    private static func positions(of entries: inout [Entry], gap: NSCollectionLayoutSpacing?, available: FlowSize,
                                  content: CGRect, axis: UICollectionView.ScrollDirection) -> [Placement] {
        let gapLength = gap?.spacing ?? 0
        let used = entries.reduce(0) { $0 + $1.mainLength } + CGFloat(max(0, entries.count - 1)) * gapLength
        let flexibleGaps = gap?.isFlexibleSpacing == true ? entries.count - 1 : 0
        let flexibleEdges = entries.reduce(0) { $0 + ($1.lead?.isFlexibleSpacing == true ? 1 : 0) + ($1.trail?.isFlexibleSpacing == true ? 1 : 0) }
        let slots = flexibleGaps + flexibleEdges
        let share = slots > 0 ? max(0, available.main - used) / CGFloat(slots) : 0
        func length(_ spacing: NSCollectionLayoutSpacing?) -> CGFloat {
            guard let spacing else { return 0 }
            return spacing.spacing + (spacing.isFlexibleSpacing ? share : 0)
        }
        let origin = FlowSize(CGSize(width: content.minX, height: content.minY), axis)
        var cursor = origin.main
        var placements: [Placement] = []
        for (index, entry) in entries.enumerated() {
            if index > 0 { cursor += length(gap) }
            cursor += length(entry.lead)
            let cross = origin.cross + crossOffset(of: entry, available: available.cross)
            let rect = FlowRect(main: cursor, cross: cross, mainLength: entry.size.main, crossLength: entry.size.cross)
            placements.append(Placement(item: entry.item, box: rect.rect(for: axis)))
            cursor += entry.size.main + length(entry.trail)
        }
        return placements
    }

    /// Where an entry sits across the line: after its leading edge spacing, with flexible edge spacings
    /// sharing the room the entry leaves.
    private static func crossOffset(of entry: Entry, available: CGFloat) -> CGFloat {
        let before = entry.before?.spacing ?? 0, after = entry.after?.spacing ?? 0
        let flexible = (entry.before?.isFlexibleSpacing == true ? 1 : 0) + (entry.after?.isFlexibleSpacing == true ? 1 : 0)
        guard entry.before?.isFlexibleSpacing == true, flexible > 0 else { return before }
        return before + max(0, available - entry.size.cross - before - after) / CGFloat(flexible)
    }
}
