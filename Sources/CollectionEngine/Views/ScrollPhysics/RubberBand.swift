import Foundation

/// How far content shows past its edge while it is dragged past it: UIKit's resistance curve
/// `f(x, d) = (1 - 1 / (x * 0.55 / d + 1)) * d`, where `x` is how far the finger went past the edge
/// and `d` the view's length along the axis. It starts at the finger's pace and never reaches `d`.
///
/// In a 960-point view, 100, 400 and 960 points past the edge show 52, 179 and 341 points.
enum RubberBand {
    static let coefficient: CGFloat = 0.55

    /// How far past the edge the content shows for a drag `overshoot` points past it.
    static func distance(forOvershoot overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard overshoot > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * coefficient / dimension + 1)) * dimension
    }

    /// The inverse: how far past the edge a drag must be to show `distance` (a drag that begins on
    /// content already past its edge continues from there without a jump).
    static func overshoot(forDistance distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard distance > 0, dimension > 0 else { return 0 }
        let shown = min(distance, dimension * 0.999)
        return (1 / (1 - shown / dimension) - 1) * dimension / coefficient
    }

    /// The offset shown for a dragged offset `free` (where the finger would put it) in `range`.
    static func offset(_ free: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if free < range.lowerBound { return range.lowerBound - distance(forOvershoot: range.lowerBound - free, dimension: dimension) }
        if free > range.upperBound { return range.upperBound + distance(forOvershoot: free - range.upperBound, dimension: dimension) }
        return free
    }

    /// The inverse of `offset(_:in:dimension:)`: the free offset that shows `shown`.
    static func freeOffset(showing shown: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if shown < range.lowerBound { return range.lowerBound - overshoot(forDistance: range.lowerBound - shown, dimension: dimension) }
        if shown > range.upperBound { return range.upperBound + overshoot(forDistance: shown - range.upperBound, dimension: dimension) }
        return shown
    }
}
