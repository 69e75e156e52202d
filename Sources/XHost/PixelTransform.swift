import CX11
import CollectionEngine
import Foundation

/// A projective map of the plane, `p' = M · (x, y, 1)`: how a view's own pixels land in the picture
/// being drawn. It composes the chain window ← superview ← view, and carries a view's 3-D transform
/// projected onto the screen (the z = 0 plane), which XRender can sample directly.
struct PixelTransform: Equatable {
    var m: Matrix  // row-major 3×3

    /// Nine numbers held inline: a frame composes thousands of transforms, and an array would allocate each.
    struct Matrix: Equatable, RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral {
        private var storage = SIMD16<Double>()

        var startIndex: Int { 0 }
        var endIndex: Int { 9 }

        subscript(index: Int) -> Double {
            get { storage[index] }
            set { storage[index] = newValue }
        }

        init(arrayLiteral elements: Double...) {
            precondition(elements.count == 9, "a 3×3 matrix has nine entries")
            for (index, value) in elements.enumerated() { storage[index] = value }
        }
    }

    static let identity = PixelTransform(m: [1, 0, 0, 0, 1, 0, 0, 0, 1])

    static func translation(_ x: Double, _ y: Double) -> PixelTransform {
        PixelTransform(m: [1, 0, x, 0, 1, y, 0, 0, 1])
    }

    static func scale(_ x: Double, _ y: Double) -> PixelTransform {
        PixelTransform(m: [x, 0, 0, 0, y, 0, 0, 0, 1])
    }

    /// Core Animation's row-vector matrix restricted to the plane z = 0, written for column vectors.
    init(_ t: CATransform3D) {
        m = [Double(t.m11), Double(t.m21), Double(t.m41), Double(t.m12), Double(t.m22), Double(t.m42),
             Double(t.m14), Double(t.m24), Double(t.m44)]
    }

    init(m: Matrix) { self.m = m }

    static func * (a: PixelTransform, b: PixelTransform) -> PixelTransform {
        var r: Matrix = [0, 0, 0, 0, 0, 0, 0, 0, 0]
        for i in 0..<3 {
            for j in 0..<3 { r[i * 3 + j] = a.m[i * 3] * b.m[j] + a.m[i * 3 + 1] * b.m[3 + j] + a.m[i * 3 + 2] * b.m[6 + j] }
        }
        return PixelTransform(m: r)
    }

    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let w = m[6] * x + m[7] * y + m[8]
        let px = m[0] * x + m[1] * y + m[2], py = m[3] * x + m[4] * y + m[5]
        guard w != 0, w.isFinite else { return (px, py) }
        return (px / w, py / w)
    }

    var isAffine: Bool { m[6] == 0 && m[7] == 0 && m[8] == 1 }

    /// The offset when the map only moves (no scale, rotation or perspective), rounded to whole pixels
    /// as Core Animation aligns layers: the fast path, a plain composite without resampling.
    var translationOnly: (x: Int, y: Int)? {
        guard isAffine, m[0] == 1, m[1] == 0, m[3] == 0, m[4] == 1,
              abs(m[2]) < 1e6, abs(m[5]) < 1e6 else { return nil }
        return (XNumbers.clamped(m[2]), XNumbers.clamped(m[5]))
    }

    /// The inverse, or nil when the map flattens the plane (a view turned edge-on, a zero scale).
    var inverse: PixelTransform? {
        let a = m
        let c00 = a[4] * a[8] - a[5] * a[7], c01 = a[5] * a[6] - a[3] * a[8], c02 = a[3] * a[7] - a[4] * a[6]
        let det = a[0] * c00 + a[1] * c01 + a[2] * c02
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        return PixelTransform(m: [c00 / det, (a[2] * a[7] - a[1] * a[8]) / det, (a[1] * a[5] - a[2] * a[4]) / det,
                                  c01 / det, (a[0] * a[8] - a[2] * a[6]) / det, (a[2] * a[3] - a[0] * a[5]) / det,
                                  c02 / det, (a[1] * a[6] - a[0] * a[7]) / det, (a[0] * a[4] - a[1] * a[3]) / det])
    }

    /// The pixel box covering a `width` × `height` rectangle at the origin once mapped (its part in
    /// front of the eye, within a million pixels of the origin); nil when none of it shows.
    func boundingBox(width: Double, height: Double) -> PixelRect? {
        if isAffine, m.allSatisfy(\.isFinite), width.isFinite, height.isFinite {
            // No perspective: the four corners bound it, and nothing lies behind the eye.
            let xs = (m[2], m[0] * width + m[2], m[1] * height + m[2], m[0] * width + m[1] * height + m[2])
            let ys = (m[5], m[3] * width + m[5], m[4] * height + m[5], m[3] * width + m[4] * height + m[5])
            let reach = Double(PixelTransform.reach.x1)
            let x0 = max(-reach, min(xs.0, xs.1, xs.2, xs.3)), x1 = min(reach, max(xs.0, xs.1, xs.2, xs.3))
            let y0 = max(-reach, min(ys.0, ys.1, ys.2, ys.3)), y1 = min(reach, max(ys.0, ys.1, ys.2, ys.3))
            guard x0 <= x1, y0 <= y1 else { return nil }
            return PixelRect(x0: XNumbers.clamped(x0, .down), y0: XNumbers.clamped(y0, .down),
                             x1: XNumbers.clamped(x1, .up), y1: XNumbers.clamped(y1, .up))
        }
        let outline = outline(width: width, height: height, clippedTo: PixelTransform.reach)
        guard let minX = outline.map(\.x).min(), let maxX = outline.map(\.x).max(),
              let minY = outline.map(\.y).min(), let maxY = outline.map(\.y).max() else { return nil }
        return PixelRect(x0: XNumbers.clamped(minX, .down), y0: XNumbers.clamped(minY, .down),
                         x1: XNumbers.clamped(maxX, .up), y1: XNumbers.clamped(maxY, .up))
    }

    /// How far from the origin geometry is followed at all: beyond it nothing can be on screen.
    static let reach = PixelRect(x0: -1_000_000, y0: -1_000_000, x1: 1_000_000, y1: 1_000_000)

    /// The `width` × `height` rectangle at the origin once mapped and cut to `clip`: a convex polygon
    /// in target pixels, empty when nothing of it shows (or the map is not finite).
    ///
    /// Only the part in front of the eye (w > 0) counts, as Core Animation draws nothing behind it.
    /// The cuts are made in homogeneous coordinates, before dividing by w, so a corner that projects
    /// arbitrarily far (w near 0) never becomes a coordinate: every vertex returned lies in `clip`.
    func outline(width: Double, height: Double, clippedTo clip: PixelRect) -> [(x: Double, y: Double)] {
        guard m.allSatisfy(\.isFinite), width.isFinite, height.isFinite else { return [] }
        var polygon = [(0.0, 0.0), (width, 0), (width, height), (0, height)].map { corner in
            SIMD3(m[0] * corner.0 + m[1] * corner.1 + m[2], m[3] * corner.0 + m[4] * corner.1 + m[5],
                  m[6] * corner.0 + m[7] * corner.1 + m[8])
        }
        let nearest = polygon.map { abs($0.z) }.max() ?? 0
        guard nearest > 0 else { return [] }
        let (x0, y0, x1, y1) = (Double(clip.x0), Double(clip.y0), Double(clip.x1), Double(clip.y1))
        // Each cut keeps f(p) >= 0; with w > 0, x >= x0 is X - x0·W >= 0, and so on.
        let cuts: [(SIMD3<Double>) -> Double] = [
            { $0.z - nearest * 1e-9 },
            { $0.x - x0 * $0.z }, { x1 * $0.z - $0.x },
            { $0.y - y0 * $0.z }, { y1 * $0.z - $0.y },
        ]
        for cut in cuts {
            polygon = PixelTransform.keep(polygon, where: cut)
            if polygon.count < 3 { return [] }
        }
        return polygon.map { (min(x1, max(x0, $0.x / $0.z)), min(y1, max(y0, $0.y / $0.z))) }
    }

    /// One Sutherland–Hodgman step: the part of a convex polygon where `f` >= 0 (`f` affine).
    private static func keep(_ polygon: [SIMD3<Double>], where f: (SIMD3<Double>) -> Double) -> [SIMD3<Double>] {
        var kept: [SIMD3<Double>] = []
        for (index, current) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            let a = f(current), b = f(next)
            if a >= 0 { kept.append(current) }
            if (a >= 0) != (b >= 0) { kept.append(current + (next - current) * (a / (a - b))) }
        }
        return kept
    }

    /// XRender's form: 16.16 fixed point.
    var xTransform: XTransform {
        let fixed = XNumbers.fixed
        return XTransform(matrix: (
            (fixed(m[0]), fixed(m[1]), fixed(m[2])),
            (fixed(m[3]), fixed(m[4]), fixed(m[5])),
            (fixed(m[6]), fixed(m[7]), fixed(m[8]))))
    }
}

/// A rectangle of whole pixels, half-open: `x0..<x1`, `y0..<y1`.
struct PixelRect: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var width: Int { max(0, x1 - x0) }
    var height: Int { max(0, y1 - y0) }
    var isEmpty: Bool { width == 0 || height == 0 }

    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    var xRectangle: XRectangle {
        XRectangle(x: Int16(clamping: x0), y: Int16(clamping: y0), width: UInt16(clamping: width), height: UInt16(clamping: height))
    }
}
