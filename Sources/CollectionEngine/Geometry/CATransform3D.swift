import Foundation

/// A 4×4 homogeneous transform, laid out as Core Animation's `CATransform3D`.
///
/// Points are row vectors: `(x, y, z, 1) · M`, so translation lives in `m41…m43` and perspective in
/// `m34` (set `m34 = -1 / eyeDistance` before rotating about the y axis for a cover-flow look).
///
/// ```swift
/// var t = CATransform3DIdentity
/// t.m34 = -1 / 500
/// attributes.transform3D = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
/// ```
///
/// - Note: Linux has no Core Animation; Tessera defines the struct, `CATransform3DIdentity` and the
///   `CATransform3DMake…`/`CATransform3D…` functions with Apple's names and argument order.
public struct CATransform3D: Hashable, Sendable, CustomStringConvertible {
    /// The first row: how x maps into x, y, z and w.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row: how y maps into x, y, z and w.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row: how z maps into x, y, z and w; `m34` gives perspective.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row: the translation (`m41…m43`) and w.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// A transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity, so that `CATransform3D()` means "no transform" as it does for `CGAffineTransform()`.
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The matrix as sixteen numbers, row by row.
    public var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    init(entries e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// `self` followed by `other` (the matrix product `self · other`).
    public func concatenating(_ other: CATransform3D) -> CATransform3D {
        let a = entries, b = other.entries
        var product = [CGFloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
                product[row * 4 + column] = sum
            }
        }
        return CATransform3D(entries: product)
    }

    /// Whether the transform is affine in the plane (no z, no perspective), so a `CGAffineTransform` says it all.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// Maps a point in the plane z = 0 and divides by w, as the compositor does for perspective.
    public func project(_ point: CGPoint) -> CGPoint {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        guard w != 0 else { return CGPoint(x: x, y: y) }
        return CGPoint(x: x / w, y: y / w)
    }

    /// The point of the plane z = 0 that `project(_:)` maps to `point`: the inverse of the plane's
    /// projective map (its 3 × 3 homography), exact under perspective too. Nil when the transform
    /// flattens the plane (a rotation of 90° about an axis in it, a zero scale).
    public func unproject(_ point: CGPoint) -> CGPoint? {
        // [x y 1] · H = [X' Y' W'] with H = (m11 m12 m14; m21 m22 m24; m41 m42 m44); invert H by its adjugate.
        let (a, b, c) = (m11, m12, m14), (d, e, f) = (m21, m22, m24), (g, h, i) = (m41, m42, m44)
        let determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        // Below this the plane is seen edge-on (cos(π/2) is not exactly 0): no point is recoverable.
        guard abs(determinant) > 1e-12, determinant.isFinite else { return nil }
        let inverse = [
            [e * i - f * h, c * h - b * i, b * f - c * e],
            [f * g - d * i, a * i - c * g, c * d - a * f],
            [d * h - e * g, b * g - a * h, a * e - b * d],
        ]
        let row = [point.x, point.y, 1]
        let mapped = (0..<3).map { column in (0..<3).reduce(0) { $0 + row[$1] * inverse[$1][column] } }
        guard mapped[2] != 0 else { return nil }
        return CGPoint(x: mapped[0] / mapped[2], y: mapped[1] / mapped[2])
    }

    /// The sixteen entries, row by row.
    public var description: String { "CATransform3D\(entries)" }
}

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether two transforms have exactly the same entries.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A scale by `sx`, `sy` and `sz` along the axes.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; a zero axis gives the identity, as in Core Animation.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), v = 1 - c
    return CATransform3D(
        m11: ux * ux * v + c, m12: ux * uy * v + uz * s, m13: ux * uz * v - uy * s, m14: 0,
        m21: uy * ux * v - uz * s, m22: uy * uy * v + c, m23: uy * uz * v + ux * s, m24: 0,
        m31: uz * ux * v + uy * s, m32: uz * uy * v - ux * s, m33: uz * uz * v + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )
}

/// `b` applied after `a`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// Translation applied before `t`, as Core Animation's `CATransform3DTranslate`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// A scale applied before `t`, as Core Animation's `CATransform3DScale`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// A rotation by `angle` radians about `(x, y, z)` applied before `t`, as Core Animation's.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// The 3-D transform that does what the affine transform `m` does in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// Whether `t` has no depth or perspective, so `CATransform3DGetAffineTransform` loses nothing.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part of `t`; meaningful when `CATransform3DIsAffine(t)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
