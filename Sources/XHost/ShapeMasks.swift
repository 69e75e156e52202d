import CX11
import CollectionEngine
import Foundation

/// Anti-aliased alpha masks for rounded rectangles, borders and soft shadows, computed on the client
/// once per shape and kept as A8 pictures, under the server memory's budget (a live resize makes a
/// shape for every size it passes through; the least recently used go).
///
/// Measured here, drawing rounded corners as XRender triangle fans costs 40–47 ms a frame for 500
/// cards, so shapes are never tessellated per frame: cards of one size share one mask, and a fill or
/// border is then a single composite of a solid colour through it.
@MainActor
final class ShapeMasks: ServerMemoryOwner {
    enum Shape: Hashable {
        /// A rounded rectangle filling `width` × `height`, rounded at the `corners` (`CACornerMask` bits).
        case fill(width: Int, height: Int, radius: Int, corners: UInt8 = ShapeMasks.allCorners)
        /// The band `thickness` wide just inside the edge of the same rounded rectangle.
        case border(width: Int, height: Int, radius: Int, thickness: Int, corners: UInt8 = ShapeMasks.allCorners)
        /// A rounded rectangle `width` × `height` blurred by `blur`, centred in a picture `blur` larger on each side.
        case shadow(width: Int, height: Int, radius: Int, blur: Int, corners: UInt8 = ShapeMasks.allCorners)
    }

    /// Every corner rounded: `CACornerMask`'s four bits, as a view's layer has them by default.
    nonisolated static let allCorners: UInt8 = 0b1111

    /// A layer's rounded corners as a shape's bits.
    static func corners(of layer: CALayer) -> UInt8 { UInt8(truncatingIfNeeded: layer.maskedCorners.rawValue) & allCorners
    }

    private let paint: Paint
    private let memory: ServerMemory
    private var masks: [Shape: Picture] = [:]

    init(paint: Paint, memory: ServerMemory) {
        (self.paint, self.memory) = (paint, memory)
        memory.register(self)
    }

    func mask(_ shape: Shape) -> Picture {
        if let mask = masks[shape] {
            memory.touch(.shapeMask(shape), owner: self)
            return mask
        }
        let (width, height, coverage) = ShapeMasks.coverage(shape)
        let picture = paint.picture(fromPixels: coverage, width: width, height: height, bytesPerPixel: 1,
                                    countedIn: memory, as: .shapeMask(shape), owner: self)
        masks[shape] = picture
        return picture
    }

    func release(_ kind: ServerMemory.Resource.Kind) {
        guard case let .shapeMask(shape) = kind, let picture = masks.removeValue(forKey: shape) else { return }
        memory.remove(kind, owner: self)
        paint.free(picture)
    }

    func clear() {
        for shape in masks.keys { release(.shapeMask(shape)) }
    }

    /// The mask's size and its coverage bytes, row by row: a pure function of the shape.
    nonisolated static func coverage(_ shape: Shape) -> (width: Int, height: Int, bytes: [UInt8]) {
        switch shape {
        case let .fill(width, height, radius, corners):
            return render(width: width, height: height) { x, y in
                clamp(0.5 - distance(x, y, width: Double(width), height: Double(height), radius: Double(radius), corners: corners))
            }
        case let .border(width, height, radius, thickness, corners):
            let t = Double(thickness)
            return render(width: width, height: height) { x, y in
                let outer = clamp(0.5 - distance(x, y, width: Double(width), height: Double(height), radius: Double(radius), corners: corners))
                let inner = clamp(0.5 - distance(x - t, y - t, width: Double(width) - 2 * t, height: Double(height) - 2 * t,
                                                 radius: max(0, Double(radius) - t), corners: corners))
                return max(0, outer - inner)
            }
        case let .shadow(width, height, radius, blur, corners):
            let b = Double(max(1, blur))
            return render(width: width + 2 * blur, height: height + 2 * blur) { x, y in
                let d = distance(x - b, y - b, width: Double(width), height: Double(height), radius: Double(radius), corners: corners)
                let a = clamp(0.5 - d / (2 * b))
                return a * a * (3 - 2 * a)
            }
        }
    }

    nonisolated private static func render(width: Int, height: Int, _ alpha: (Double, Double) -> Double) -> (Int, Int, [UInt8]) {
        let w = max(1, min(8192, width)), h = max(1, min(8192, height))
        var bytes = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w { bytes[y * w + x] = UInt8((alpha(Double(x) + 0.5, Double(y) + 0.5) * 255).rounded()) }
        }
        return (w, h, bytes)
    }

    nonisolated private static func clamp(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }

    /// Signed distance from (x, y) to the edge of a rounded rectangle at the origin: negative inside.
    /// Only the `corners` named (`CACornerMask` bits: top left 1, top right 2, bottom left 4, bottom
    /// right 8) are rounded; the quadrant a point lies in decides which corner it is measured against.
    nonisolated static func distance(_ x: Double, _ y: Double, width: Double, height: Double, radius: Double,
                                     corners: UInt8 = allCorners) -> Double {
        let corner: UInt8 = (y > height / 2 ? 4 : 1) << (x > width / 2 ? 1 : 0)
        let r = corners & corner == 0 ? 0 : max(0, min(radius, min(width, height) / 2))
        let qx = abs(x - width / 2) - (width / 2 - r), qy = abs(y - height / 2) - (height / 2 - r)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - r
    }
}
