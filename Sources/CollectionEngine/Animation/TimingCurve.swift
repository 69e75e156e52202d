import Foundation

/// The shape of an animation's progress over its duration.
public enum TimingCurve: Sendable, Equatable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// Core Animation's cubic Bézier with control points `(x1, y1)` and `(x2, y2)`.
    case cubicBezier(CGFloat, CGFloat, CGFloat, CGFloat)

    /// Progress along the curve for elapsed fraction `t` in 0…1.
    public func progress(_ t: CGFloat) -> CGFloat {
        let t = min(1, max(0, t))
        switch self {
        case .linear: return t
        case .easeIn: return Self.bezier(t, 0.42, 0, 1, 1)
        case .easeOut: return Self.bezier(t, 0, 0, 0.58, 1)
        case .easeInOut: return Self.bezier(t, 0.42, 0, 0.58, 1)
        case let .cubicBezier(x1, y1, x2, y2): return Self.bezier(t, x1, y1, x2, y2)
        }
    }

    /// Solves x(s) = t for the Bézier's parameter s by Newton's method with a bisection fallback, then returns y(s).
    private static func bezier(_ t: CGFloat, _ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) -> CGFloat {
        func coordinate(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
            let inverse = 1 - s
            return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
        }
        func slope(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
            let inverse = 1 - s
            return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = t
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - t
            if abs(error) < 1e-7 { return coordinate(s, y1, y2) }
            let derivative = slope(s, x1, x2)
            if abs(derivative) < 1e-6 { break }
            s -= error / derivative
        }
        var low: CGFloat = 0, high: CGFloat = 1
        s = t
        for _ in 0..<40 {
            let x = coordinate(s, x1, x2)
            if abs(x - t) < 1e-7 { break }
            if x < t { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }
}
