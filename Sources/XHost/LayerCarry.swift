import CX11

/// What the back buffer can keep of a content layer's scroll step: the layer's content moved by
/// `shift` within `region`, and over `stable` (back-buffer pixels) it is opaque and moved within the
/// layer rather than redrawn. There the backdrop behind it does not show, so the back buffer's pixels
/// move with the content too, and moving them (the back buffer's ring turns) leaves them exact; only
/// the rest of the region (the gaps, shadows and rounded corners, where the fixed backdrop shows
/// through) must be composited again.
struct LayerCarry {
    var picture: Picture
    var revision: Int
    var region: PixelRect
    var shift: (x: Int, y: Int)
}

extension DisplayList {
    /// The repair for a frame whose only change under the layer's region is that layer's scroll step
    /// (`carry`): move the region by the shift, then redraw what is not stable, and what other
    /// requests changed, or was carried along over the layer. Nil when the frame differs otherwise
    /// (the general `repair` then decides).
    func repair(from previous: DisplayList?, carrying carry: LayerCarry, stable: [PixelRect], bounds: PixelRect) -> Repair? {
        guard let previous,
              let now = requests.firstIndex(where: { $0.isLayer(carry.picture, revision: carry.revision) }),
              let before = previous.requests.firstIndex(where: { $0.isLayer(carry.picture, revision: carry.revision &- 1) }),
              requests[now].visible == carry.region, previous.requests[before].visible == carry.region,
              now == before, requests.count == previous.requests.count else { return nil }
        // Under the layer nothing may change: those pixels show only where the layer is redrawn.
        for index in 0..<now where !requests[index].draws(sameAs: previous.requests[index]) { return nil }
        let region = carry.region
        let moved = region.intersection(region.offsetBy(carry.shift.x, carry.shift.y))
        var damage = region.subtracting(all: stable.map { $0.intersection(moved) })
        // Above the layer: what changed is redrawn where it was and is; what lies over the region was
        // moved by the copy and is redrawn where it landed too.
        for index in (now + 1)..<requests.count {
            let old = previous.requests[index], new = requests[index]
            if !new.draws(sameAs: old) {
                damage += [old.visible, new.visible]
            } else if !new.visible.intersects(region) {
                continue
            }
            damage += [old.visible.intersection(region), new.visible.intersection(region),
                       old.visible.offsetBy(carry.shift.x, carry.shift.y).intersection(moved)]
        }
        return Repair(copy: (moved.offsetBy(-carry.shift.x, -carry.shift.y), carry.shift.x, carry.shift.y),
                      redraw: DisplayList.simplify(damage.map { $0.intersection(bounds) }.filter { !$0.isEmpty }, bounds: bounds))
    }
}

extension DisplayList.Request {
    fileprivate func isLayer(_ picture: Picture, revision: Int) -> Bool {
        if case let .layer(own, _, _, ownRevision, _) = source { return own == picture && ownRevision == revision }
        return false
    }

    /// Whether it draws the same pixels as `other` did, in the same place.
    fileprivate func draws(sameAs other: DisplayList.Request) -> Bool {
        visible == other.visible && key(shiftedBy: (0, 0)) == other.key(shiftedBy: (0, 0))
    }
}

extension PixelRect {
    /// This rectangle without the squares at its corners that a `radius` rounding cuts into: a cross,
    /// as three bands.
    func outsideCorners(radius: Int) -> [PixelRect] {
        let radius = max(0, min(radius, width / 2, height / 2))
        guard radius > 0 else { return isEmpty ? [] : [self] }
        return [PixelRect(x0: x0, y0: y0 + radius, x1: x1, y1: y1 - radius),
                PixelRect(x0: x0 + radius, y0: y0, x1: x1 - radius, y1: y0 + radius),
                PixelRect(x0: x0 + radius, y0: y1 - radius, x1: x1 - radius, y1: y1)].filter { !$0.isEmpty }
    }

    /// This rectangle less every rectangle of `holes`, as bands: few rectangles when the holes form
    /// rows (cards on a grid), with a band reaching down as far as its span stays the same.
    ///
    /// - Complexity: O(*e* · *a* log *a*) for *e* distinct top and bottom edges and at most *a* holes
    ///   across any one band: a sweep down the edges, each hole entering and leaving once.
    func subtracting(all holes: [PixelRect]) -> [PixelRect] {
        guard !isEmpty else { return [] }
        let holes = holes.map { $0.intersection(self) }.filter { !$0.isEmpty }.sorted { $0.y0 < $1.y0 }
        let edges = Set([y0, y1] + holes.flatMap { [$0.y0, $0.y1] }).sorted()
        var result: [PixelRect] = []
        var open: [SIMD2<Int>: Int] = [:]
        var across: [PixelRect] = [], entering = 0
        for (top, bottom) in zip(edges, edges.dropFirst()) {
            // Every edge is a band boundary, so a hole begun by `top` and not yet ended covers the band.
            across.removeAll { $0.y1 <= top }
            while entering < holes.count, holes[entering].y0 <= top {
                across.append(holes[entering])
                entering += 1
            }
            across.sort { $0.x0 < $1.x0 }
            var gaps: [SIMD2<Int>] = []
            var x = x0
            for hole in across {
                if hole.x0 > x { gaps.append(SIMD2(x, hole.x0)) }
                x = max(x, hole.x1)
            }
            if x < x1 { gaps.append(SIMD2(x, x1)) }
            var next: [SIMD2<Int>: Int] = [:]
            for gap in gaps {
                if let index = open[gap] {
                    result[index].y1 = bottom
                    next[gap] = index
                } else {
                    result.append(PixelRect(x0: gap.x, y0: top, x1: gap.y, y1: bottom))
                    next[gap] = result.count - 1
                }
            }
            open = next
        }
        return result
    }
}
