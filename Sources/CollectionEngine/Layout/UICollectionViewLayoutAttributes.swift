import Foundation

/// Where one element of a collection view goes and how it looks, as UIKit's
/// `UICollectionViewLayoutAttributes`.
///
/// A layout creates one per element; the collection view applies it to the cell, supplementary or
/// decoration view that shows the element. `frame`, `center`, `size` and `bounds` are views of the same
/// two stored values (`center` and `size`); `transform` is the affine part of `transform3D`.
///
/// ```swift
/// let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
/// attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
/// attributes.transform = CGAffineTransform(rotationAngle: .pi / 8)
/// attributes.zIndex = 1
/// ```
///
/// Subclasses that add properties override `copy(with:)` and `isEqual(_:)`, as on iOS.
///
/// - Note: Unlike UIKit's, this class is not bound to the main actor: attributes are plain values in a
///   class and may be computed anywhere. `frame` ignores `transform`, as UIKit's does.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's centre in content coordinates; with `size`, it is what `frame` is made of.
    open var center: CGPoint = .zero
    /// The element's size before `transform` is applied.
    open var size: CGSize = .zero
    /// The element's transform about its centre; `transform` reads and writes its affine part.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The element's opacity, from 0 (invisible) to 1.
    open var alpha: CGFloat = 1
    /// Stacking order: larger values draw in front. Cells default to 0, supplementary views to 0,
    /// decoration views to 0; the collection view maps this to `layer.zPosition`.
    ///
    /// - Note: Views of equal `zIndex` are drawn in their elements' order (cells, then supplementary views,
    ///   then decoration views, each by index path), not in the order their views were added; an item just
    ///   dropped stays in front until it has settled.
    open var zIndex: Int = 0
    /// Whether the element's view is hidden.
    open var isHidden = false
    /// The element's index path: its item, or the section and index for supplementary and decoration views.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether these attributes describe a cell, a supplementary view or a decoration view.
    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; nil for a cell.
    public private(set) var representedElementKind: String?
    /// The axes along which the layout lets the element take the size its view prefers (empty: the
    /// layout's size is final). Set by self-sizing layouts; read by `preferredLayoutAttributesFitting(_:)`.
    var selfSizingAxes: SelfSizingAxes = []
    /// The row's place in its list and its separators (set by list sections of a compositional layout).
    var listRow: ListRow?

    /// Attributes for the cell at item 0 of section 0; prefer the element initialisers.
    public required override init() { super.init() }

    /// Attributes for the cell of the item at `indexPath`.
    ///
    /// The three element initialisers are `required` so that a layout can create attributes of its
    /// `layoutAttributesClass` from the metatype, as iOS layouts do:
    /// `(type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)?.init(forCellWith: indexPath)`.
    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view (a header, a footer, a badge…) of `elementKind`.
    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind`.
    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// The rectangle of the element in the collection view's content, before `transform`.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
        }
    }

    /// The element's bounds: its size at the origin. Setting it sets `size`.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of `transform3D`; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// Sets the element this object describes; for layouts that create attributes from a subclass's metatype.
    func setElement(_ category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        representedElementCategory = category
        representedElementKind = kind
        self.indexPath = indexPath
    }

    /// The element's identity within a layout: category, kind and index path.
    var elementKey: ElementKey {
        ElementKey(category: representedElementCategory, kind: representedElementKind ?? "", indexPath: indexPath)
    }

    /// A copy of the same class; subclasses that add properties override it, call `super` and copy theirs.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.selfSizingAxes = selfSizingAxes
        copy.listRow = listRow
        return copy
    }

    /// True when `object` is of the same class and every attribute matches.
    ///
    /// The collection view skips re-applying attributes that are equal to those a view already has, so a
    /// subclass that adds properties overrides this too.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return center == other.center && size == other.size && transform3D == other.transform3D
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
            && indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && listRow == other.listRow
    }

    /// A hash of the element's identity and centre, consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        hasher.combine(center.x)
        hasher.combine(center.y)
        return hasher.finalize()
    }

    /// One line naming the element and its frame, as the layout dump prints it.
    open override var description: String { LayoutDump.line(for: self) }
}
