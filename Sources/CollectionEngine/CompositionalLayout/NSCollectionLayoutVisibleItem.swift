import Foundation

/// An element on screen, as a section's `visibleItemsInvalidationHandler` sees it: it may change what
/// the element looks like (alpha, transform, z order, hidden), as UIKit's `NSCollectionLayoutVisibleItem`.
///
/// ```swift
/// section.visibleItemsInvalidationHandler = { items, offset, environment in
///     let middle = offset.x + environment.container.contentSize.width / 2
///     for item in items {
///         let distance = abs(item.frame.midX - middle)
///         let scale = max(0.8, 1 - distance / environment.container.contentSize.width)
///         item.transform = CGAffineTransform(scaleX: scale, y: scale)
///     }
/// }
/// ```
///
/// Frames are in the section's own scrolling coordinates for a section that scrolls orthogonally
/// (the handler's offset is the section's), and in the collection view's content otherwise.
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var center: CGPoint { get set }
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var indexPath: IndexPath { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
    /// The element kind for supplementary and decoration items, empty for cells.
    var name: String { get }
}

/// A visible item over the attributes the layout is about to return; changes go straight to them,
/// with `center` (and so `frame`) moved by the section's scroll offset.
@MainActor
final class VisibleLayoutItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    /// How far the section's own scrolling moved the element on screen.
    private let shift: CGPoint

    init(_ attributes: UICollectionViewLayoutAttributes, shift: CGPoint) {
        self.attributes = attributes
        self.shift = shift
    }

    var frame: CGRect { attributes.frame.offsetBy(dx: -shift.x, dy: -shift.y) }
    var bounds: CGRect { attributes.bounds }
    var center: CGPoint {
        get { CGPoint(x: attributes.center.x - shift.x, y: attributes.center.y - shift.y) }
        set { attributes.center = CGPoint(x: newValue.x + shift.x, y: newValue.y + shift.y) }
    }
    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var indexPath: IndexPath { attributes.indexPath }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
    var name: String { attributes.representedElementKind ?? "" }
}
