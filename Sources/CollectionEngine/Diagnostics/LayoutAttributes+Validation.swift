import Foundation

extension UICollectionViewLayoutAttributes {
    /// Whether the geometry holds a value the collection view cannot place: a negative or non-finite
    /// size, a non-finite centre or a non-finite transform. (Foundation's `CGRect.intersects` traps on
    /// NaN on Linux, so such values must not reach it.)
    var hasUnusableGeometry: Bool {
        !hasUsableSize || !hasUsableCenter || (transform3D != CATransform3DIdentity && !transform3D.entries.allSatisfy(\.isFinite))
    }

    private var hasUsableSize: Bool { size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite }
    private var hasUsableCenter: Bool { center.x.isFinite && center.y.isFinite }

    /// Replaces unusable geometry as `CollectionViewError.invalidSize` promises: a bad size or centre
    /// by zero, a non-finite transform by the identity. Returns the errors that describe what was
    /// replaced (the transform is replaced without one: no error case describes it).
    func replaceUnusableGeometry() -> [CollectionViewError] {
        var errors: [CollectionViewError] = []
        let element: String
        switch representedElementCategory {
        case .cell: element = "the cell"
        case .supplementaryView: element = "the \(representedElementKind ?? "") supplementary view"
        case .decorationView: element = "the \(representedElementKind ?? "") decoration view"
        }
        if !hasUsableSize {
            errors.append(.invalidSize(what: "the size the layout gives \(element)", indexPath: indexPath, size: size))
            size = .zero
        }
        if !hasUsableCenter {
            errors.append(.invalidSize(
                what: "the centre the layout gives \(element)", indexPath: indexPath, size: CGSize(width: center.x, height: center.y)))
            center = .zero
        }
        if !transform3D.entries.allSatisfy(\.isFinite) { transform3D = CATransform3DIdentity }
        return errors
    }
}
