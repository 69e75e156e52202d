import Foundation

// Self-sizing in the compositional layout: cells whose dimension along the scroll axis is
// `.estimated` (a list row) and sections' boundary items estimated along it (a list header) are
// measured when displayed, through the collection view's generic path. The measured sizes live in
// the layout's `selfSizedSizes`; `prepare()` lays out the groups that hold measured items from them
// (`MeasuredGroups`), so sections with nothing measured stay arithmetic.

extension UICollectionViewCompositionalLayout {
    /// Records the element's preferred size in `context` (rounded to the pixel, as frames are) and,
    /// when the element starts before what the user is looking at (the measured cell nearest the top,
    /// else the top of the visible area), sets the content offset adjustment to how much the content
    /// before that point grows.
    func adjust(_ context: UICollectionViewLayoutInvalidationContext, forPreferredSize preferredSize: CGSize,
                of originalAttributes: UICollectionViewLayoutAttributes) {
        let key = originalAttributes.elementKey
        let size = pixelSize(preferredSize)
        context.preferredSizes[key] = size
        guard let collectionView, let placed = unpinnedFrame(of: key, given: originalAttributes) else { return }
        let reference = FlowSpan(selfSizingAnchor ?? collectionView.bounds, main: direction).start
        guard placed.main < reference else { return }
        let growth = self.growth(of: key, toLength: FlowSize(size, direction).main)
        context.contentOffsetAdjustment = FlowSize(main: growth, cross: 0).size(for: direction).asPoint
    }

    func pixelSize(_ size: CGSize) -> CGSize {
        rounded(CGRect(origin: .zero, size: size)).size
    }

    /// Where the element sits when nothing pins it: a pinned header is measured where it floats, but
    /// its size moves what follows its own place.
    private func unpinnedFrame(of key: ElementKey, given attributes: UICollectionViewLayoutAttributes) -> FlowRect? {
        guard key.category == .supplementaryView else { return FlowRect(attributes.frame, direction) }
        guard sections.indices.contains(key.indexPath.section) else { return nil }
        return sections[key.indexPath.section].boundaries.first { $0.kind == key.kind }?.frame
    }

    /// How much longer the content becomes when the element of `key` becomes `length` long along the
    /// scroll axis, the other items of its group keeping their measured lengths or estimates.
    private func growth(of key: ElementKey, toLength length: CGFloat) -> CGFloat {
        let indexPath = key.indexPath
        guard sections.indices.contains(indexPath.section) else { return 0 }
        let section = sections[indexPath.section]
        if key.category == .supplementaryView {
            guard let boundary = section.boundaries.first(where: { $0.kind == key.kind }),
                  boundary.mainPlacement != 0, boundary.selfSizes else { return 0 }
            return length - boundary.frame.mainLength
        }
        guard indexPath.item >= 0, indexPath.item < section.itemCount, !section.isOrthogonal else { return 0 }
        let perGroup = section.itemsPerGroup
        let first = indexPath.item / perGroup * perGroup
        let rows = GroupRows(section.templateItems)
        func current(_ slot: Int) -> CGFloat {
            let item = first + slot
            guard item < section.itemCount, section.selfSizes(slot: slot),
                  let measured = selfSizedSizes[item: IndexPath(item: item, section: indexPath.section)] else {
                return section.templateItems[slot].mainLength
            }
            return FlowSize(measured, direction).main
        }
        let before = rows.grown(lengths: current).growth
        let after = rows.grown { $0 == indexPath.item - first ? length : current($0) }.growth
        return after - before
    }
}

extension CGSize {
    fileprivate var asPoint: CGPoint { CGPoint(x: width, y: height) }
}
