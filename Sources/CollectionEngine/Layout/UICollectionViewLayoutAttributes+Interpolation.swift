import Foundation

extension UICollectionViewLayoutAttributes {
    /// Attributes `fraction` of the way from `self` to `other`: centre, size, alpha and z index linearly,
    /// the 3-D transform part by part (so rotations stay rigid). Identity and category come from `other`.
    public func interpolated(to other: UICollectionViewLayoutAttributes, fraction: CGFloat) -> UICollectionViewLayoutAttributes {
        let result = other.copy() as? UICollectionViewLayoutAttributes ?? other
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
        result.center = CGPoint(x: mix(center.x, other.center.x), y: mix(center.y, other.center.y))
        result.size = CGSize(width: mix(size.width, other.size.width), height: mix(size.height, other.size.height))
        result.alpha = mix(alpha, other.alpha)
        result.zIndex = Int(mix(CGFloat(zIndex), CGFloat(other.zIndex)).rounded())
        result.transform3D = TransformInterpolation.interpolate(transform3D, other.transform3D, fraction)
        result.isHidden = fraction < 0.5 ? isHidden : other.isHidden
        return result
    }

    /// A copy with alpha 0: how an element that exists in only one of two layouts is shown in the other.
    func faded() -> UICollectionViewLayoutAttributes {
        let copy = self.copy() as? UICollectionViewLayoutAttributes ?? self
        copy.alpha = 0
        return copy
    }
}
