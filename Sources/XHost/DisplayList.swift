import CX11
import Foundation

/// A frame as the list of drawing requests it makes into the back buffer, kept until the next frame so
/// that frame can tell which pixels it must draw again and which it can keep or copy.
///
/// Scrolling is the case this is for: when a scroll view's content moves by whole pixels, the pixels
/// that stay on screen are copied within the back buffer (one XCopyArea), and only the newly exposed
/// strip and the requests that changed are composited, instead of every card on every step.
///
/// The rule that keeps it exact: a pixel is kept (or copied) only when every request covering it now
/// has an equal request that covered it in the last frame (the same cached picture, or colour, at the
/// same place, opacity and size, after the scroll's shift), and no request that covered it then has
/// gone. Every other pixel is redrawn by replaying the whole list clipped to it, so a kept or redrawn
/// pixel equals the one a full repaint draws; the pixel tests check that.
///
/// - Note: Cached pictures are told apart by their X ids, which Xlib never hands out twice to one
///   client (they count up); a view's changed look is always a new picture.
struct DisplayList {
    /// One drawing request.
    struct Request {
        enum Source {
            /// `color` over (or, with `PictOpSrc`, replacing) `visible`.
            case fill(XRenderColor, op: Int32)
            /// A picture `width` × `height` placed by `placement`.
            case picture(Picture, width: Int, height: Int)
            /// A picture drawn at another size than it was drawn for, while the view's size animates:
            /// sampled nearest rather than bilinearly, since it moves on the next frame anyway and is
            /// drawn crisp again when the size settles.
            case stretched(Picture, width: Int, height: Int)
            /// The same through a perspective `placement`.
            case projected(Picture, width: Int, height: Int)
            /// `color` through a shape mask (a scroll indicator's thumb).
            case shape(XRenderColor, ShapeMasks.Shape, width: Int, height: Int)
            /// A content layer as it is after its `revision`th change (its picture is redrawn in place),
            /// its content's top-left pixel at `origin` in its repeating picture (see `ContentLayer`).
            case layer(Picture, width: Int, height: Int, revision: Int, origin: SIMD2<Int>)
        }

        var source: Source
        var placement: PixelTransform
        var opacity: Double
        var clip: PixelRect
        /// The pixels it can touch: its footprint within `clip`.
        var visible: PixelRect
        /// The innermost scroll view whose content it moves with (nil: it does not scroll).
        var scroller: ObjectIdentifier?
        /// The pixels it sets whatever lies beneath (a fill that replaces, or of an opaque colour; a
        /// picture opaque there, at full opacity): requests before it are hidden there.
        var covers = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

        /// The same request drawn `offset` pixels away.
        func offsetBy(_ offset: SIMD2<Int>) -> Request {
            var moved = self
            moved.placement = .translation(Double(offset.x), Double(offset.y)) * placement
            moved.clip = clip.offsetBy(offset.x, offset.y)
            moved.visible = visible.offsetBy(offset.x, offset.y)
            moved.covers = covers.offsetBy(offset.x, offset.y)
            return moved
        }

        /// What must be equal for two requests to draw the same pixels, `shift` pixels apart.
        func key(shiftedBy shift: (x: Int, y: Int)) -> Key {
            var key = Key(opacity: Int((opacity * 4096).rounded()))
            switch source {
            case let .fill(color, op):
                key.kind = 0
                key.identity = DisplayList.pack(color) ^ UInt64(op) << 60
                key.geometry.append(contentsOf: [visible.x0 + shift.x, visible.y0 + shift.y, visible.width, visible.height])
                return key
            case let .picture(picture, width, height):
                key.kind = 1
                key.identity = UInt64(picture)
                key.geometry.append(contentsOf: [width, height])
            case let .stretched(picture, width, height):
                key.kind = 4
                key.identity = UInt64(picture)
                key.geometry.append(contentsOf: [width, height])
            case let .projected(picture, width, height):
                key.kind = 2
                key.identity = UInt64(picture)
                key.geometry.append(contentsOf: [width, height])
            case let .layer(picture, width, height, revision, origin):
                key.kind = 5
                key.identity = UInt64(picture)
                key.geometry.append(contentsOf: [width, height, revision, origin.x, origin.y])
            case let .shape(color, shape, width, height):
                key.kind = 3
                key.identity = DisplayList.pack(color)
                key.geometry.append(contentsOf: [width, height, shape.hashValue])
            }
            if let offset = placement.translationOnly {
                key.geometry.append(contentsOf: [offset.x + shift.x, offset.y + shift.y])
            } else {
                // Whole-pixel shifts move the translation column; quantised so rounding cannot split equals.
                var m = placement.m
                m[2] += Double(shift.x) * m[8]
                m[5] += Double(shift.y) * m[8]
                key.geometry.append(contentsOf: m.lazy.map { Int(($0 * 4096).rounded()) })
                key.geometry.append(Int.min)
            }
            return key
        }
    }

    struct Key: Hashable {
        var kind: UInt8 = 0
        var identity: UInt64 = 0
        var opacity: Int
        /// Sizes and placement, as whole or quantised numbers; a plain value, so keying the requests of
        /// a frame allocates nothing.
        var geometry = Geometry()
    }

    /// Up to 14 integers (a picture's size and its 3×3 placement, quantised) and how many are used.
    struct Geometry: Hashable {
        private var values = SIMD16<Int>()
        private var count = 0

        mutating func append(_ value: Int) {
            values[count] = value
            count += 1
        }

        mutating func append(contentsOf list: some Sequence<Int>) { for value in list { append(value) } }
    }

    /// A scroll view as drawn: the pixels its content is confined to, and where its content's origin
    /// landed (nil when the view is scaled or turned, so its content cannot be copied as it moves).
    struct Scroller: Equatable {
        var region: PixelRect
        var origin: (x: Double, y: Double)?

        static func == (a: Scroller, b: Scroller) -> Bool {
            a.region == b.region && a.origin?.x == b.origin?.x && a.origin?.y == b.origin?.y
        }
    }

    private(set) var requests: [Request] = []
    var scrollers: [ObjectIdentifier: Scroller] = [:]
    /// Rectangles its requests cover with opaque pixels (cards, but for their rounded corners).
    var opaque: [PixelRect] = []

    /// Adds a request. A large opaque fill first drops the requests it hides entirely (the window's
    /// white under a collection view's background), which the X server would otherwise draw for nothing.
    /// Returns how many of the first `prefix` requests it dropped.
    @discardableResult
    mutating func append(_ request: Request, prefix: Int = 0) -> Int {
        var dropped = 0
        if case let .fill(color, _) = request.source, color.alpha == 0xFFFF, request.visible.area >= 256 * 256 {
            var kept: [Request] = []
            kept.reserveCapacity(requests.count + 1)
            for (index, old) in requests.enumerated() {
                if request.visible.contains(old.visible) {
                    if index < prefix { dropped += 1 }
                } else {
                    kept.append(old)
                }
            }
            requests = kept
        }
        requests.append(request)
        return dropped
    }

    /// One request to send while replaying the list: request `request` drawn `offset` pixels away (where
    /// a ring stores its pixels), limited to `rects` (in the pixmap's pixels, not overlapping), replacing
    /// what is there (`PictOpSrc`, a copy) rather than blending over it when `replaces`.
    struct Draw: Equatable {
        var request: Int
        var offset: SIMD2<Int>
        var rects: [PixelRect]
        var replaces: Bool
    }

    /// The requests that redraw `areas` (in the frame's pixels) of a pixmap storing them as `ring` says,
    /// in order, each pixel drawn as few times as the list allows, since the X server's cost is mostly
    /// pixels:
    /// - once per request, however the areas overlap;
    /// - not at all beneath a later request that `covers` it (an opaque backdrop hides the background
    ///   fill behind it): each ring piece of an area is cut where such a request's cover ends;
    /// - by a copy rather than a blend where the request's picture is opaque.
    /// A request is sent once per ring offset (twice where it is copied in part) with all its pieces,
    /// rather than once a piece: the server validates a request and sets a composite up once.
    ///
    /// - Complexity: O(*r* · *p*) for *r* requests and *p* pieces of the areas after cutting.
    func draws(in areas: [PixelRect], ring: PixelRing) -> [Draw] {
        var pieces: [(area: PixelRect, offset: SIMD2<Int>, from: Int)] = []
        for (index, area) in areas.enumerated() {
            let earlier = areas[..<index].filter { $0.intersects(area) }
            for part in earlier.isEmpty ? [area] : area.subtracting(all: earlier) {
                for piece in ring.pieces(of: part) {
                    // Down the list from the top: the first cover reaching the piece hides what is
                    // beneath it there; the rest of the piece looks further down.
                    var left = [(area: piece.area, below: requests.count)]
                    while let (area, below) = left.popLast() {
                        guard let top = requests[..<below].lastIndex(where: { $0.covers.intersects(area) }) else {
                            pieces.append((area, piece.offset, 0))
                            continue
                        }
                        pieces.append((area.intersection(requests[top].covers), piece.offset, top))
                        left += area.subtracting(requests[top].covers).map { ($0, top) }
                    }
                }
            }
        }
        var draws: [Draw] = []
        for (index, request) in requests.enumerated() {
            let first = draws.count
            for piece in pieces where piece.from <= index {
                let rect = request.visible.intersection(piece.area)
                guard !rect.isEmpty else { continue }
                let stored = rect.offsetBy(piece.offset.x, piece.offset.y)
                let replaces = request.isPicture && request.covers.contains(rect)
                if let draw = draws[first...].firstIndex(where: { $0.offset == piece.offset && $0.replaces == replaces }) {
                    draws[draw].rects.append(stored)
                } else {
                    draws.append(Draw(request: index, offset: piece.offset, rects: [stored], replaces: replaces))
                }
            }
        }
        return draws
    }

    /// What to do to the back buffer, which holds `previous`, to make it show this list.
    struct Repair {
        /// Copy `source` by (`dx`, `dy`) within the back buffer first.
        var copy: (source: PixelRect, dx: Int, dy: Int)?
        /// Then replay the list clipped to each of these.
        var redraw: [PixelRect]
    }

    /// The least drawing that turns the back buffer, which shows `previous`, into this list's frame
    /// within `bounds`; the whole of `bounds` when there is no usable previous frame.
    func repair(from previous: DisplayList?, bounds: PixelRect) -> Repair {
        guard let previous else { return Repair(redraw: [bounds]) }
        let scroll = chooseScroll(from: previous)
        var damage: [PixelRect] = []
        // After the copy: the part of the region holding moved pixels, and the part left stale.
        var moved = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        var copy: (source: PixelRect, dx: Int, dy: Int)?
        if let scroll {
            moved = scroll.region.intersection(scroll.region.offsetBy(scroll.shift.x, scroll.shift.y))
            copy = (moved.offsetBy(-scroll.shift.x, -scroll.shift.y), scroll.shift.x, scroll.shift.y)
            damage += scroll.region.subtracting(moved)
        }

        /// Where an old request's pixels are after the copy, and whether it can be matched at all.
        var available: [Key: [PixelRect]] = [:]
        available.reserveCapacity(previous.requests.count)
        for request in previous.requests {
            if let scroll, request.isFill(covering: scroll.region) {
                // One colour over the whole region, scrolling or not: the copy moves its pixels onto its
                // own colour, so it is where it was (a background that scrolls with the content).
                available[request.key(shiftedBy: (0, 0)), default: []].append(request.visible)
            } else if let scroll, request.scroller == scroll.id {
                let landed = request.visible.offsetBy(scroll.shift.x, scroll.shift.y).intersection(moved)
                if !landed.isEmpty { available[request.key(shiftedBy: scroll.shift), default: []].append(landed) }
            } else if let scroll, request.visible.intersects(scroll.region) {
                // Something fixed over or under moving content: the copy carried its pixels along.
                damage.append(request.visible)
                damage.append(request.visible.offsetBy(scroll.shift.x, scroll.shift.y).intersection(moved))
            } else if !request.visible.isEmpty {
                available[request.key(shiftedBy: (0, 0)), default: []].append(request.visible)
            }
        }
        for request in requests where !request.visible.isEmpty {
            let key = request.key(shiftedBy: (0, 0))
            // Popped in place: reading the list out first would copy it for every request.
            guard let match = available[key]?.popLast() else {
                damage.append(request.visible)
                continue
            }
            // Pixels of the exposed strip are redrawn anyway; the rest must have been there before.
            let needed = scroll.map { request.scroller == $0.id ? request.visible.intersection(moved) : request.visible } ?? request.visible
            if !needed.isEmpty, !match.contains(needed) { damage.append(request.visible) }
        }
        for (_, leftovers) in available { damage += leftovers }
        return Repair(copy: copy, redraw: DisplayList.simplify(damage.map { $0.intersection(bounds) }.filter { !$0.isEmpty }, bounds: bounds))
    }

    /// The scroll view whose content moved by whole pixels and nothing else about it changed; the
    /// largest when several did.
    private func chooseScroll(from previous: DisplayList) -> (id: ObjectIdentifier, region: PixelRect, shift: (x: Int, y: Int))? {
        var best: (id: ObjectIdentifier, region: PixelRect, shift: (x: Int, y: Int))?
        for (id, now) in scrollers {
            guard let before = previous.scrollers[id], before.region == now.region, !now.region.isEmpty,
                  let a = before.origin, let b = now.origin else { continue }
            // Content is placed at whole pixels (rounded), so a glide's fractional origin moves content
            // that sits on whole pixels by the difference of the rounded origins; anything placed
            // otherwise fails to match and is redrawn.
            let x = Int(b.x.rounded()) - Int(a.x.rounded()), y = Int(b.y.rounded()) - Int(a.y.rounded())
            guard x != 0 || y != 0, abs(x) < now.region.width, abs(y) < now.region.height else { continue }
            if best.map({ $0.region.area < now.region.area }) ?? true { best = (id, now.region, (x, y)) }
        }
        return best
    }

    /// Few rectangles for the X server: many small ones become their bounding box, and damage over most
    /// of the frame becomes the whole frame.
    static func simplify(_ damage: [PixelRect], bounds: PixelRect) -> [PixelRect] {
        guard damage.count <= 256 else {
            // Hundreds of rectangles (every card of a layout change): sorting out those inside others
            // costs more than drawing their bounding box.
            let box = damage.dropFirst().reduce(damage[0]) { $0.union($1) }
            return [box.area * 10 > bounds.area * 6 ? bounds : box]
        }
        // A rectangle inside another is redrawn with it.
        var rects: [PixelRect] = []
        for rect in damage.sorted(by: { $0.area > $1.area }) where !rects.contains(where: { $0.contains(rect) }) { rects.append(rect) }
        guard !rects.isEmpty else { return [] }
        let total = rects.reduce(0) { $0 + $1.area }
        if rects.count > 64 || total * 10 > bounds.area * 6 {
            let box = rects.dropFirst().reduce(rects[0]) { $0.union($1) }
            return [box.area * 10 > bounds.area * 6 ? bounds : box]
        }
        return rects
    }

    static func pack(_ color: XRenderColor) -> UInt64 {
        UInt64(color.red) << 48 | UInt64(color.green) << 32 | UInt64(color.blue) << 16 | UInt64(color.alpha)
    }
}

extension DisplayList.Request {
    /// Whether it composites a cached picture as it is (the one kind a copy can replace a blend for).
    var isPicture: Bool {
        if case .picture = source { return true }
        return false
    }

    /// Whether it paints one colour over all of `region`, so moving pixels within the region keeps it intact.
    func isFill(covering region: PixelRect) -> Bool {
        if case .fill = source { return visible.contains(region) }
        return false
    }
}

extension PixelRect {
    var area: Int { width * height }

    func offsetBy(_ dx: Int, _ dy: Int) -> PixelRect { PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy) }

    func intersects(_ other: PixelRect) -> Bool { !intersection(other).isEmpty }

    /// Whether every pixel of `other` is in this rectangle (an empty one always is).
    func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1)
    }

    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// This rectangle less `inner` (which lies inside it), as up to four bands.
    func subtracting(_ inner: PixelRect) -> [PixelRect] {
        let cut = intersection(inner)
        guard !cut.isEmpty else { return isEmpty ? [] : [self] }
        return [PixelRect(x0: x0, y0: y0, x1: x1, y1: cut.y0), PixelRect(x0: x0, y0: cut.y1, x1: x1, y1: y1),
                PixelRect(x0: x0, y0: cut.y0, x1: cut.x0, y1: cut.y1), PixelRect(x0: cut.x1, y0: cut.y0, x1: x1, y1: cut.y1)]
            .filter { !$0.isEmpty }
    }
}
