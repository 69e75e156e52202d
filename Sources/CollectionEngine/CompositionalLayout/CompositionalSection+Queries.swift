import Foundation

// Frames of a prepared section's elements, computed from its numbers: the template frame of the
// item's place in its group, moved by the group's repetition (and, for an orthogonal section, by the
// section's scroll offset).

extension CompositionalSection {
    var itemsPerGroup: Int { max(1, templateItems.count) }

    /// The frame of `item`, with an orthogonal section scrolled to `offset`.
    func itemFrame(_ item: Int, offset: CGFloat) -> FlowRect {
        let group = item / itemsPerGroup, slot = item % itemsPerGroup
        guard let measured else { return templateItems[slot].offsetBy(group: group, in: self, offset: offset) }
        let (growth, grown) = measured.lookup(group)
        let frame = grown.map { measured.frame(slot, of: $0) } ?? templateItems[slot]
        return frame.offsetBy(group: group, in: self, offset: offset).offsetBy(main: growth, cross: 0)
    }

    /// The frame of supplementary `index` of the template, on the group `group`: it moves with its item.
    func supplementaryFrame(_ index: Int, group: Int, offset: CGFloat, direction: UICollectionView.ScrollDirection) -> FlowRect {
        let frame = FlowRect(template.supplementaries[index].frame, direction).offsetBy(group: group, in: self, offset: offset)
        guard let measured else { return frame }
        let (growth, grown) = measured.lookup(group)
        let slot = template.supplementaries[index].itemIndex
        let itemShift = grown.map { measured.frame(slot, of: $0).main - templateItems[slot].main } ?? 0
        return frame.offsetBy(main: growth + itemShift, cross: 0)
    }

    /// The groups whose contents may meet `rect` (`main` and `cross` spans), scrolled to `offset`.
    func groups(meeting main: FlowSpan, _ cross: FlowSpan, offset: CGFloat) -> ClosedRange<Int>? {
        guard groupCount > 0 else { return nil }
        if let measured { return measuredGroups(meeting: main, measured) }
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

    /// `groups(meeting:)` for a section with measured groups (never orthogonal): groups move by the
    /// growth of those before them, so they are found by binary search on that.
    private func measuredGroups(meeting span: FlowSpan, _ measured: MeasuredGroups) -> ClosedRange<Int>? {
        func start(_ group: Int) -> CGFloat { firstGroup.main + CGFloat(group) * stride + measured.lookup(group).growthBefore }
        func end(_ group: Int) -> CGFloat {
            let (growth, grown) = measured.lookup(group)
            return firstGroup.main + CGFloat(group) * stride + growth + templateExtent.mainEnd + (grown?.growth ?? 0)
        }
        // The first group ending at or after the span's start, and the first starting after its end.
        var low = 0, high = groupCount
        while low < high {
            let middle = (low + high) / 2
            if end(middle) < span.start { low = middle + 1 } else { high = middle }
        }
        var after = low, limit = groupCount
        while after < limit {
            let middle = (after + limit) / 2
            if start(middle) + templateExtent.main <= span.end { after = middle + 1 } else { limit = middle }
        }
        return low < after ? low...(after - 1) : nil
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
