import Foundation

// Coordinate math between a view and its superview: pure functions of the centre, the bounds and the
// layer's transform. The overridable conversions and hit testing that use them stay in `UIView`'s body.

extension UIView {
    /// The frame of a view with this centre, size and transform: the bounding box of its projected corners.
    nonisolated static func frame(center: CGPoint, size: CGSize, transform: CATransform3D) -> CGRect {
        let origin = CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2)
        if transform == CATransform3DIdentity { return CGRect(origin: origin, size: size) }
        let aboutCenter = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return CGRect(boundingBoxOf: aboutCenter.corners.map(transform.project)).offsetBy(dx: center.x, dy: center.y)
    }

    /// Maps a point from this view's coordinates into its superview's.
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        let fromCenter = CGPoint(x: point.x - storedBounds.midX, y: point.y - storedBounds.midY)
        let moved = layer.transform == CATransform3DIdentity ? fromCenter : layer.transform.project(fromCenter)
        return CGPoint(x: storedCenter.x + moved.x, y: storedCenter.y + moved.y)
    }

    /// Maps a point from the superview's coordinates into this view's (the inverse of the above).
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        var fromCenter = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y)
        if layer.transform != CATransform3DIdentity {
            // A transform that flattens the view leaves no point of it under `point`: far away, then.
            fromCenter = layer.transform.unproject(fromCenter) ?? CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
        }
        return CGPoint(x: fromCenter.x + storedBounds.midX, y: fromCenter.y + storedBounds.midY)
    }

    var ancestors: [UIView] {
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current { chain.append(view); current = view.superview }
        return chain
    }
}
