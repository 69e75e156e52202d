import Foundation

// Frames of a prepared section's elements, computed from its numbers: the template frame of the
// item's place in its group, moved by the group's repetition (and, for an orthogonal section, by the
// section's scroll offset).

extension CompositionalSection {
    var itemsPerGroup: Int { max(1, templateItems.count) }

    /// The frame of `item`, with an orthogonal section scrolled to `offset`.
    func itemFrame(_ item: Int, offset: CGFloat) -> FlowRect {
        templateItems[item % itemsPerGroup].offsetBy(group: item / itemsPerGroup, in: self, offset: offset)
    }

    /// The frame of supplementary `index` of the template, on the group `group`.
    func supplementaryFrame(_ index: Int, group: Int, offset: CGFloat, direction: UICollectionView.ScrollDirection) -> FlowRect {
        FlowRect(template.supplementaries[index].frame, direction).offsetBy(group: group, in: self, offset: offset)
    }

    /// The groups whose contents may meet `rect` (`main` and `cross` spans), scrolled to `offset`.
    func groups(meeting main: FlowSpan, _ cross: FlowSpan, offset: CGFloat) -> ClosedRange<Int>? {
        guard groupCount > 0 else { return nil }
        let span = isOrthogonal ? cross : main
        let base = isOrthogonal ? firstGroup.cross - offset : firstGroup.main
        let (extentStart, extentEnd) = isOrthogonal
            ? (templateExtent.cross, templateExtent.crossEnd) : (templateExtent.main, templateExtent.mainEnd)
        guard stride > 0 else {
            return span.overlaps(base + extentStart, base + extentEnd) ? 0...(groupCount - 1) : nil
        }
        let low = max(0, ((span.start - base - extentEnd) / stride).rounded(.down))
        let high = min(CGFloat(groupCount - 1), ((span.end - base - extentStart) / stride).rounded(.up))
        guard low <= high, high >= 0 else { return nil }
        return Int(low)...Int(high)
    }

    /// Scroll offsets an orthogonal section can have: from the start to where its end meets the end
    /// of its viewport (further both ways when groups page centred, so that the first and last can be
    /// centred too).
    var offsetRange: ClosedRange<CGFloat> {
        let end = max(0, scrollLength - viewport.length)
        guard orthogonal == .groupPagingCentered, groupCount > 0 else { return 0...end }
        return min(0, centredOffset(ofGroup: 0))...max(end, centredOffset(ofGroup: groupCount - 1))
    }

    /// The offset that centres group `group` in the viewport.
    func centredOffset(ofGroup group: Int) -> CGFloat {
        leadingInset + CGFloat(group) * stride + templateCross / 2 - viewport.length / 2
    }
}

extension FlowRect {
    /// This template frame placed on repetition `group` of `section`'s group.
    fileprivate func offsetBy(group: Int, in section: CompositionalSection, offset: CGFloat) -> FlowRect {
        let step = CGFloat(group) * section.stride
        return section.isOrthogonal
            ? offsetBy(main: section.firstGroup.main, cross: section.firstGroup.cross + step - offset)
            : offsetBy(main: section.firstGroup.main + step, cross: section.firstGroup.cross)
    }
}

extension FlowSpan {
    var length: CGFloat { end - start }
}
