import Foundation

/// The view properties the animation system can move, and how each one is interpolated.
enum AnimatableProperty: Hashable, Sendable, CaseIterable {
    case center, size, transform, alpha, backgroundColor
}

/// A value of an animatable property.
enum AnimatableValue: Equatable {
    case point(CGPoint)
    case size(CGSize)
    /// Boxed: inline, its 128 bytes would make every value (mostly points and sizes, read for every
    /// animating view each frame) as large.
    indirect case transform(CATransform3D)
    case scalar(CGFloat)
    case color(UIColor?)

    /// The value `fraction` of the way from `self` to `target` (fractions outside 0…1 overshoot, for springs).
    func interpolated(to target: AnimatableValue, fraction t: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, target) {
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.scalar(a), .scalar(b)): return .scalar(mix(a, b))
        case let (.transform(a), .transform(b)): return .transform(TransformInterpolation.interpolate(a, b, t))
        case let (.color(a), .color(b)):
            let from = a ?? (b?.withAlphaComponent(0) ?? .clear), to = b ?? (a?.withAlphaComponent(0) ?? .clear)
            return .color(from.interpolated(to: to, fraction: min(1, max(0, t))))
        default: return t < 1 ? self : target
        }
    }
}

/// Interpolating transforms so that rotations stay rigid: decompose, interpolate the parts, recompose.
enum TransformInterpolation {
    /// A 2-D affine transform as translation, rotation, scale and shear.
    struct Parts: Equatable {
        var translation: CGPoint
        var rotation: CGFloat
        var scale: CGSize
        var shear: CGFloat
    }

    static func decompose(_ t: CGAffineTransform) -> Parts? {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        guard sx > 1e-12 else { return nil }
        let rotation = atan2(t.b, t.a)
        let cosine = cos(rotation), sine = sin(rotation)
        // Undo the rotation on the second row to read the y scale and the shear (a mirror shows as sy < 0).
        let c = cosine * t.c + sine * t.d, sy = -sine * t.c + cosine * t.d
        let shear = sy != 0 ? c / sy : 0
        return Parts(translation: CGPoint(x: t.tx, y: t.ty), rotation: rotation, scale: CGSize(width: sx, height: sy), shear: shear)
    }

    static func compose(_ parts: Parts) -> CGAffineTransform {
        let rotation = CGAffineTransform(rotationAngle: parts.rotation)
        let shearAndScale = CGAffineTransform(a: parts.scale.width, b: 0, c: parts.shear * parts.scale.height, d: parts.scale.height, tx: 0, ty: 0)
        var result = shearAndScale.concatenating(rotation)
        result.tx = parts.translation.x
        result.ty = parts.translation.y
        return result
    }

    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: CGFloat) -> CATransform3D {
        if a == b { return a }
        if a.isAffine, b.isAffine,
           let from = decompose(CATransform3DGetAffineTransform(a)), let to = decompose(CATransform3DGetAffineTransform(b)) {
            var delta = to.rotation - from.rotation
            // Turn the short way round.
            if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
            func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
            let parts = Parts(
                translation: CGPoint(x: mix(from.translation.x, to.translation.x), y: mix(from.translation.y, to.translation.y)),
                rotation: from.rotation + delta * t,
                scale: CGSize(width: mix(from.scale.width, to.scale.width), height: mix(from.scale.height, to.scale.height)),
                shear: mix(from.shear, to.shear))
            return CATransform3DMakeAffineTransform(compose(parts))
        }
        if let from = DecomposedTransform(a), let to = DecomposedTransform(b) {
            return DecomposedTransform.interpolate(from, to, t).transform
        }
        // A singular end (a view scaled to nothing) has no rotation to keep rigid.
        let entries = zip(a.entries, b.entries).map { $0 + ($1 - $0) * t }
        return CATransform3D(entries: entries)
    }
}
