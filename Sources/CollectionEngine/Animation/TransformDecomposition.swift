import Foundation

/// A 3-D transform taken apart into perspective, translation, rotation (a quaternion), skew and scale,
/// so that two transforms can be interpolated part by part and rotations stay rigid.
///
/// The decomposition is the classic "unmatrix" of Graphics Gems II (as the CSS Transforms spec uses it),
/// written for Core Animation's row-vector layout (translation in `m41…m43`, perspective in `m14…m34`).
struct DecomposedTransform: Equatable {
    var perspective: (CGFloat, CGFloat, CGFloat, CGFloat)
    var translation: (CGFloat, CGFloat, CGFloat)
    var quaternion: (CGFloat, CGFloat, CGFloat, CGFloat)
    var skew: (CGFloat, CGFloat, CGFloat)
    var scale: (CGFloat, CGFloat, CGFloat)

    static func == (a: DecomposedTransform, b: DecomposedTransform) -> Bool {
        a.perspective == b.perspective && a.translation == b.translation && a.quaternion == b.quaternion
            && a.skew == b.skew && a.scale == b.scale
    }

    /// Takes `transform` apart; nil when it is singular (it flattens something to nothing).
    init?(_ transform: CATransform3D) {
        var m = Matrix4(transform)
        guard m[3][3] != 0 else { return nil }
        let w = m[3][3]
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= w } }
        var perspectiveMatrix = m
        for i in 0..<3 { perspectiveMatrix[i][3] = 0 }
        perspectiveMatrix[3][3] = 1
        guard abs(perspectiveMatrix.determinant) > 1e-12, let inverse = perspectiveMatrix.inverse else { return nil }
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            // Solve perspectiveMatrix · p = rhs (columns), i.e. p = inverse · rhs.
            var p = [CGFloat](repeating: 0, count: 4)
            for i in 0..<4 { for j in 0..<4 { p[i] += inverse[i][j] * rhs[j] } }
            perspective = (p[0], p[1], p[2], p[3])
        } else {
            perspective = (0, 0, 0, 1)
        }
        translation = (m[3][0], m[3][1], m[3][2])
        var rows = (0..<3).map { i in Vector3(m[i][0], m[i][1], m[i][2]) }
        var scale = [CGFloat](repeating: 0, count: 3), skew = [CGFloat](repeating: 0, count: 3)
        scale[0] = rows[0].length
        rows[0] = rows[0].normalized
        skew[0] = rows[0].dot(rows[1])
        rows[1] = rows[1] - rows[0] * skew[0]
        scale[1] = rows[1].length
        rows[1] = rows[1].normalized
        skew[0] /= scale[1]
        skew[1] = rows[0].dot(rows[2])
        rows[2] = rows[2] - rows[0] * skew[1]
        skew[2] = rows[1].dot(rows[2])
        rows[2] = rows[2] - rows[1] * skew[2]
        scale[2] = rows[2].length
        rows[2] = rows[2].normalized
        skew[1] /= scale[2]
        skew[2] /= scale[2]
        guard scale.allSatisfy({ $0.isFinite && $0 != 0 }) else { return nil }
        if rows[0].dot(rows[1].cross(rows[2])) < 0 {
            for i in 0..<3 { scale[i] = -scale[i]; rows[i] = rows[i] * -1 }
        }
        var q = [
            0.5 * max(1 + rows[0].x - rows[1].y - rows[2].z, 0).squareRoot(),
            0.5 * max(1 - rows[0].x + rows[1].y - rows[2].z, 0).squareRoot(),
            0.5 * max(1 - rows[0].x - rows[1].y + rows[2].z, 0).squareRoot(),
            0.5 * max(1 + rows[0].x + rows[1].y + rows[2].z, 0).squareRoot(),
        ]
        if rows[2].y > rows[1].z { q[0] = -q[0] }
        if rows[0].z > rows[2].x { q[1] = -q[1] }
        if rows[1].x > rows[0].y { q[2] = -q[2] }
        quaternion = (q[0], q[1], q[2], q[3])
        self.scale = (scale[0], scale[1], scale[2])
        self.skew = (skew[0], skew[1], skew[2])
    }

    /// Puts the parts back together.
    var transform: CATransform3D {
        var m = Matrix4.identity
        m[0][3] = perspective.0; m[1][3] = perspective.1; m[2][3] = perspective.2; m[3][3] = perspective.3
        let t = [translation.0, translation.1, translation.2]
        for i in 0..<4 { for j in 0..<3 { m[3][i] += t[j] * m[j][i] } }
        let (x, y, z, w) = quaternion
        var rotation = Matrix4.identity
        rotation[0][0] = 1 - 2 * (y * y + z * z); rotation[0][1] = 2 * (x * y + z * w); rotation[0][2] = 2 * (x * z - y * w)
        rotation[1][0] = 2 * (x * y - z * w); rotation[1][1] = 1 - 2 * (x * x + z * z); rotation[1][2] = 2 * (y * z + x * w)
        rotation[2][0] = 2 * (x * z + y * w); rotation[2][1] = 2 * (y * z - x * w); rotation[2][2] = 1 - 2 * (x * x + y * y)
        m = rotation.times(m)
        var shear = Matrix4.identity
        if skew.2 != 0 { shear[2][1] = skew.2; m = shear.times(m) }
        if skew.1 != 0 { shear = .identity; shear[2][0] = skew.1; m = shear.times(m) }
        if skew.0 != 0 { shear = .identity; shear[1][0] = skew.0; m = shear.times(m) }
        let s = [scale.0, scale.1, scale.2]
        for i in 0..<3 { for j in 0..<4 { m[i][j] *= s[i] } }
        return m.transform
    }

    /// The parts `t` of the way from `a` to `b`: linear for all but the rotation, which is slerped.
    static func interpolate(_ a: DecomposedTransform, _ b: DecomposedTransform, _ t: CGFloat) -> DecomposedTransform {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        var result = a
        result.perspective = (mix(a.perspective.0, b.perspective.0), mix(a.perspective.1, b.perspective.1),
                              mix(a.perspective.2, b.perspective.2), mix(a.perspective.3, b.perspective.3))
        result.translation = (mix(a.translation.0, b.translation.0), mix(a.translation.1, b.translation.1), mix(a.translation.2, b.translation.2))
        result.skew = (mix(a.skew.0, b.skew.0), mix(a.skew.1, b.skew.1), mix(a.skew.2, b.skew.2))
        result.scale = (mix(a.scale.0, b.scale.0), mix(a.scale.1, b.scale.1), mix(a.scale.2, b.scale.2))
        result.quaternion = slerp(a.quaternion, b.quaternion, t)
        return result
    }

    private static func slerp(
        _ a: (CGFloat, CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat, CGFloat), _ t: CGFloat
    ) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        var b = b
        var dot = a.0 * b.0 + a.1 * b.1 + a.2 * b.2 + a.3 * b.3
        // Take the short way round.
        if dot < 0 { b = (-b.0, -b.1, -b.2, -b.3); dot = -dot }
        let (wa, wb): (CGFloat, CGFloat)
        if dot > 0.9995 {
            (wa, wb) = (1 - t, t)
        } else {
            let theta = acos(min(1, dot)), sine = sin(theta)
            (wa, wb) = (sin((1 - t) * theta) / sine, sin(t * theta) / sine)
        }
        let q = (a.0 * wa + b.0 * wb, a.1 * wa + b.1 * wb, a.2 * wa + b.2 * wb, a.3 * wa + b.3 * wb)
        let length = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2 + q.3 * q.3).squareRoot()
        return length > 0 ? (q.0 / length, q.1 / length, q.2 / length, q.3 / length) : q
    }
}

/// A 4×4 matrix as rows, for the decomposition's arithmetic.
struct Matrix4 {
    var rows: [[CGFloat]]

    static var identity: Matrix4 { Matrix4(rows: (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }) }

    init(rows: [[CGFloat]]) { self.rows = rows }

    init(_ t: CATransform3D) {
        let e = t.entries
        rows = (0..<4).map { Array(e[$0 * 4..<$0 * 4 + 4]) }
    }

    subscript(row: Int) -> [CGFloat] {
        get { rows[row] }
        set { rows[row] = newValue }
    }

    var transform: CATransform3D { CATransform3D(entries: rows.flatMap { $0 }) }

    /// `self · other`.
    func times(_ other: Matrix4) -> Matrix4 {
        var result = Matrix4(rows: Array(repeating: Array(repeating: 0, count: 4), count: 4))
        for i in 0..<4 { for j in 0..<4 { for k in 0..<4 { result[i][j] += rows[i][k] * other[k][j] } } }
        return result
    }

    var determinant: CGFloat {
        func minor(_ skipRow: Int, _ skipColumn: Int) -> CGFloat {
            let m = rows.enumerated().filter { $0.offset != skipRow }.map { row in
                row.element.enumerated().filter { $0.offset != skipColumn }.map(\.element)
            }
            return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        return (0..<4).reduce(0) { $0 + (($1 % 2 == 0) ? 1 : -1) * rows[0][$1] * minor(0, $1) }
    }

    /// The inverse by Gauss–Jordan elimination with partial pivoting; nil when singular.
    var inverse: Matrix4? {
        var a = rows, inverse = Matrix4.identity.rows
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }), abs(a[pivot][column]) > 1e-12 else { return nil }
            a.swapAt(column, pivot)
            inverse.swapAt(column, pivot)
            let scale = a[column][column]
            for j in 0..<4 { a[column][j] /= scale; inverse[column][j] /= scale }
            for row in 0..<4 where row != column {
                let factor = a[row][column]
                guard factor != 0 else { continue }
                for j in 0..<4 { a[row][j] -= factor * a[column][j]; inverse[row][j] -= factor * inverse[column][j] }
            }
        }
        return Matrix4(rows: inverse)
    }
}

/// A 3-vector for the decomposition.
struct Vector3 {
    var x: CGFloat, y: CGFloat, z: CGFloat
    init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) { self.x = x; self.y = y; self.z = z }
    var length: CGFloat { (x * x + y * y + z * z).squareRoot() }
    var normalized: Vector3 { length > 0 ? self * (1 / length) : self }
    func dot(_ o: Vector3) -> CGFloat { x * o.x + y * o.y + z * o.z }
    func cross(_ o: Vector3) -> Vector3 { Vector3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    static func * (v: Vector3, s: CGFloat) -> Vector3 { Vector3(v.x * s, v.y * s, v.z * s) }
    static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
}
