/// Where a pixmap keeps the pixels of `region` when it holds them turned like a ring: pixel p of the
/// region is stored at region's corner + ((p − region's corner + `origin`) mod region's size), and
/// pixels outside the region where they are. A scroll step of everything in the region then turns
/// the ring (moves `origin`) instead of copying every pixel that stays on screen.
struct PixelRing {
    let region: PixelRect
    /// Each coordinate in 0..<region's width (height).
    private(set) var origin = SIMD2<Int>(0, 0)

    init(region: PixelRect) { self.region = region }

    /// Everything in the region moved by `shift` pixels (what was at p is now at p + shift).
    mutating func scroll(by shift: (x: Int, y: Int)) {
        origin = SIMD2(PixelRing.wrap(origin.x - shift.x, region.width), PixelRing.wrap(origin.y - shift.y, region.height))
    }

    /// `area` cut into pieces the pixmap stores in one piece each, with the offset from a piece's
    /// pixels to where they are stored: up to four inside the region (where the ring wraps) and four
    /// around it.
    func pieces(of area: PixelRect) -> [(area: PixelRect, offset: SIMD2<Int>)] {
        guard origin != .zero, area.intersects(region) else { return area.isEmpty ? [] : [(area, .zero)] }
        var result = area.subtracting(region).map { (area: $0, offset: SIMD2<Int>.zero) }
        // Coordinates from `size - origin` on (within the region) wrap to its start.
        func spans(_ low: Int, _ high: Int, start: Int, origin: Int, size: Int) -> [(low: Int, high: Int, offset: Int)] {
            let cut = start + size - origin
            return [(low, min(high, cut), origin), (max(low, cut), high, origin - size)].filter { $0.low < $0.high }
        }
        let inside = area.intersection(region)
        for row in spans(inside.y0, inside.y1, start: region.y0, origin: origin.y, size: region.height) {
            for column in spans(inside.x0, inside.x1, start: region.x0, origin: origin.x, size: region.width) {
                result.append((PixelRect(x0: column.low, y0: row.low, x1: column.high, y1: row.high), SIMD2(column.offset, row.offset)))
            }
        }
        return result
    }

    private static func wrap(_ value: Int, _ size: Int) -> Int { size > 0 ? ((value % size) + size) % size : 0 }
}
