import Foundation

// Sections that scroll on their own. Each keeps an offset here (nil until first scrolled: it rests at
// its behaviour's start); frames of its elements are computed with it, so moving it is a layout pass,
// not an invalidation. The collection view routes wheel and drags over such a section here
// (UICollectionView+OrthogonalScrolling.swift).

extension UICollectionViewCompositionalLayout {
    /// The offset `section` is scrolled to now (0 for one that does not scroll on its own).
    func orthogonalOffset(ofSection index: Int) -> CGFloat {
        guard sections.indices.contains(index), sections[index].isOrthogonal else { return 0 }
        let section = sections[index]
        let range = section.offsetRange
        let offset = orthogonalOffsets[index] ?? restingStart(of: section)
        // A dragged or bouncing section may be past its ends until its physics brings it back.
        return orthogonalPhysics[index] != nil ? offset : min(max(offset, range.lowerBound), range.upperBound)
    }

    /// Where a section rests before it is scrolled: its start, or its first group centred.
    private func restingStart(of section: CompositionalSection) -> CGFloat {
        section.orthogonal == .groupPagingCentered && section.groupCount > 0 ? section.centredOffset(ofGroup: 0) : 0
    }

    /// The offset a visible-items handler is given: the section's own, or the collection view's.
    func handlerOffset(ofSection index: Int) -> CGPoint {
        guard sections.indices.contains(index), sections[index].isOrthogonal else { return collectionView?.contentOffset ?? .zero }
        let point = FlowSize(main: 0, cross: orthogonalOffset(ofSection: index)).size(for: direction)
        return CGPoint(x: point.width, y: point.height)
    }

    /// Moves `section` to `offset` (clamped, unless its physics shows it past an end) and asks the
    /// collection view for a layout pass.
    func setOrthogonalOffset(_ offset: CGFloat, ofSection index: Int, clamped: Bool = true) {
        guard sections.indices.contains(index), offset.isFinite else { return }
        let range = sections[index].offsetRange
        let clamped = clamped ? min(max(offset, range.lowerBound), range.upperBound) : offset
        guard clamped != orthogonalOffset(ofSection: index) || orthogonalOffsets[index] == nil else { return }
        orthogonalOffsets[index] = clamped
        collectionView?.setNeedsLayout()
    }

    /// Carries each scrolled section's offset (and glide) to where a batch update moved the section;
    /// offsets of deleted sections are dropped.
    func moveOrthogonalOffsets(_ newSection: (Int) -> Int?) {
        orthogonalOffsets = Dictionary(uniqueKeysWithValues: orthogonalOffsets.compactMap { old, offset in newSection(old).map { ($0, offset) } })
        orthogonalGlides = Dictionary(uniqueKeysWithValues: orthogonalGlides.compactMap { old, glide in newSection(old).map { ($0, glide) } })
        orthogonalPhysics = Dictionary(uniqueKeysWithValues: orthogonalPhysics.compactMap { old, physics in
            newSection(old).map { physics.section = $0; return ($0, physics) }
        })
    }

    /// Keeps every scrolled section's offset inside its range after the layout was prepared again.
    func clampOrthogonalOffsets() {
        for (index, offset) in orthogonalOffsets where orthogonalPhysics[index] == nil {
            guard sections.indices.contains(index), sections[index].isOrthogonal else {
                orthogonalOffsets[index] = nil
                continue
            }
            let range = sections[index].offsetRange
            orthogonalOffsets[index] = min(max(offset, range.lowerBound), range.upperBound)
        }
    }

    // MARK: Input

    /// The orthogonal section under `point` (in content coordinates), if any.
    func orthogonalSection(at shownPoint: CGPoint) -> Int? {
        let point = shownMirror?.point(shownPoint) ?? shownPoint
        let main = direction == .vertical ? point.y : point.x, cross = direction == .vertical ? point.x : point.y
        let index = sections.partitioningIndex { $0.span.mainEnd > main }
        guard sections.indices.contains(index) else { return nil }
        let section = sections[index]
        guard section.isOrthogonal, main >= section.span.contentStart, main < section.span.contentEnd,
              cross >= section.viewport.start, cross < section.viewport.end else { return nil }
        return index
    }

    /// The part of a wheel or drag delta that scrolls an orthogonal section: across the scroll axis.
    func orthogonalComponent(of delta: CGPoint) -> CGFloat {
        // Mirrored, moving content leftwards on screen moves it rightwards in the layout's own terms.
        direction == .vertical ? (shownMirror == nil ? delta.x : -delta.x) : delta.y
    }

    /// Where a wheel notch of `delta` points takes `section`: by the delta for free scrolling, to the
    /// next resting point that way for paging. Nil when the section cannot move that way.
    func wheelTarget(ofSection index: Int, delta: CGFloat) -> CGFloat? {
        guard delta != 0, sections.indices.contains(index), sections[index].isOrthogonal else { return nil }
        let section = sections[index]
        let start = orthogonalGlides[index]?.to ?? orthogonalOffset(ofSection: index)
        let range = section.offsetRange
        let target: CGFloat
        if let points = OrthogonalSnapping.points(of: section) {
            target = points.next(from: start, direction: delta > 0 ? 1 : -1)
        } else {
            target = min(max(start + delta, range.lowerBound), range.upperBound)
        }
        return target == start ? nil : target
    }

    /// Where `section` comes to rest after a drag from `start`, released at `proposed` moving at `velocity`.
    func restingOffset(ofSection index: Int, proposed: CGFloat, start: CGFloat, velocity: CGFloat) -> CGFloat {
        guard sections.indices.contains(index), let points = OrthogonalSnapping.points(of: sections[index]) else { return proposed }
        return sections[index].orthogonal == .continuousGroupLeadingBoundary
            ? points.nearest(to: proposed) : points.rest(proposed: proposed, start: start, velocity: velocity)
    }

    /// The offset at which `section` shows `item` whole at `place` in its viewport (its start,
    /// middle or end across the scroll axis, in the layout's own terms), or, with no place, the
    /// nearest one that shows it whole; clamped to the section's range. Nil when the section does
    /// not scroll on its own.
    func orthogonalOffset(showing item: Int, inSection index: Int, at place: AxisPlace?) -> CGFloat? {
        guard sections.indices.contains(index), sections[index].isOrthogonal, (0..<sections[index].itemCount).contains(item) else { return nil }
        let section = sections[index]
        let frame = section.itemFrame(item, offset: 0), viewport = section.viewport
        let current = orthogonalOffset(ofSection: index)
        let target: CGFloat
        switch place {
        case .start: target = frame.cross - viewport.start
        case .middle: target = (frame.cross + frame.crossEnd - viewport.start - viewport.end) / 2
        case .end: target = frame.crossEnd - viewport.end
        case nil:
            if frame.crossEnd - current > viewport.end {
                target = min(frame.cross - viewport.start, frame.crossEnd - viewport.end)
            } else {
                target = frame.cross - current < viewport.start ? frame.cross - viewport.start : current
            }
        }
        let range = section.offsetRange
        return min(max(target, range.lowerBound), range.upperBound)
    }

    /// Glides `section` to `offset` over `OrthogonalGlide.duration` (at once for a zero duration).
    func glideOrthogonalSection(_ index: Int, to offset: CGFloat, animated: Bool) {
        guard let collectionView else { return }
        if let running = orthogonalGlides.removeValue(forKey: index) { collectionView.frameDriver.remove(running) }
        let from = orthogonalOffset(ofSection: index)
        guard animated, from != offset else {
            setOrthogonalOffset(offset, ofSection: index)
            return
        }
        let glide = OrthogonalGlide(layout: self, section: index, from: from, to: offset, start: collectionView.frameDriver.now)
        orthogonalGlides[index] = glide
        collectionView.frameDriver.add(glide)
    }
}

extension Array {
    /// The index of the first element for which `belongs` holds, in an array where it holds for a
    /// suffix (binary search).
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
