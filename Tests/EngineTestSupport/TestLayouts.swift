import CollectionEngine
import Foundation

/// The invalidation context `GridTestLayout` uses, to show that a layout's own context class is used.
public final class GridInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Set by `GridTestLayout.invalidationContext(forBoundsChange:)`.
    public var isBoundsChange = false
}

/// A fixed vertical grid written as an iOS developer writes a custom layout, with arithmetic rect
/// queries so that a million items cost no more than ten.
///
/// Each section is: a header (`headerHeight`, full width, when > 0), rows of `columns` items of
/// `itemSize` separated by `spacing`, then a footer (`footerHeight`, when > 0). Sections follow each
/// other with no gap. With `decorationKind` set, a decoration view (`TestDecorationView`, z −1) lies
/// under each section's items. Everything the collection view asks is recorded.
@MainActor
open class GridTestLayout: UICollectionViewLayout {
    public var columns: Int
    public var itemSize: CGSize
    public var spacing: CGFloat
    public var headerHeight: CGFloat
    public var footerHeight: CGFloat
    /// When set, a decoration view of this kind sits behind each section's items.
    public var decorationKind: String? {
        didSet { if let decorationKind { register(TestDecorationView.self, forDecorationViewOfKind: decorationKind) } }
    }
    /// What `shouldInvalidateLayout(forBoundsChange:)` answers.
    public var invalidatesOnBoundsChange = false

    public private(set) var prepareCount = 0
    public private(set) var boundsChangeQueries: [CGRect] = []
    public private(set) var invalidationContexts: [UICollectionViewLayoutInvalidationContext] = []
    /// Every rect `layoutAttributesForElements(in:)` was asked for.
    public private(set) var rectQueries: [CGRect] = []

    private var sectionTops: [CGFloat] = []
    private var itemCounts: [Int] = []
    private var contentHeight: CGFloat = 0

    public init(columns: Int = 4, itemSize: CGSize = CGSize(width: 50, height: 50), spacing: CGFloat = 0,
                headerHeight: CGFloat = 0, footerHeight: CGFloat = 0) {
        self.columns = columns
        self.itemSize = itemSize
        self.spacing = spacing
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    open override class var invalidationContextClass: AnyClass { GridInvalidationContext.self }

    open override func prepare() {
        super.prepare()
        prepareCount += 1
        guard let collectionView else { return }
        itemCounts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        sectionTops = []
        var top: CGFloat = 0
        for section in itemCounts.indices {
            sectionTops.append(top)
            top += sectionHeight(section)
        }
        contentHeight = top
    }

    open override var collectionViewContentSize: CGSize { CGSize(width: contentWidth, height: contentHeight) }

    public var contentWidth: CGFloat {
        CGFloat(columns) * itemSize.width + CGFloat(max(0, columns - 1)) * spacing
    }

    private var rowPitch: CGFloat { itemSize.height + spacing }

    private func rows(_ section: Int) -> Int { (itemCounts[section] + columns - 1) / columns }

    private func itemsHeight(_ section: Int) -> CGFloat {
        let rows = rows(section)
        return rows == 0 ? 0 : CGFloat(rows) * itemSize.height + CGFloat(rows - 1) * spacing
    }

    private func sectionHeight(_ section: Int) -> CGFloat { headerHeight + itemsHeight(section) + footerHeight }

    private func itemsTop(_ section: Int) -> CGFloat { sectionTops[section] + headerHeight }

    /// The frame the grid gives an item: the arithmetic the tests check views against.
    public func itemFrame(_ indexPath: IndexPath) -> CGRect {
        let row = indexPath.item / columns, column = indexPath.item % columns
        return CGRect(x: CGFloat(column) * (itemSize.width + spacing), y: itemsTop(indexPath.section) + CGFloat(row) * rowPitch,
                      width: itemSize.width, height: itemSize.height)
    }

    private func newAttributes(_ category: UICollectionView.ElementCategory, kind: String = "", _ indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes
    {
        let attributesClass = type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
            ?? UICollectionViewLayoutAttributes.self
        switch category {
        case .cell: return attributesClass.init(forCellWith: indexPath)
        case .supplementaryView: return attributesClass.init(forSupplementaryViewOfKind: kind, with: indexPath)
        case .decorationView: return attributesClass.init(forDecorationViewOfKind: kind, with: indexPath)
        }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rectQueries.append(rect)
        var result: [UICollectionViewLayoutAttributes] = []
        // The first section whose bottom is below rect.minY, by binary search over the section tops.
        var low = 0, high = sectionTops.count
        while low < high {
            let middle = (low + high) / 2
            if sectionTops[middle] + sectionHeight(middle) <= rect.minY { low = middle + 1 } else { high = middle }
        }
        var section = low
        while section < sectionTops.count, sectionTops[section] < rect.maxY {
            let path = IndexPath(item: 0, section: section)
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, decorationKind] {
                guard let kind else { continue }
                let attributes = kind == decorationKind
                    ? layoutAttributesForDecorationView(ofKind: kind, at: path)
                    : layoutAttributesForSupplementaryView(ofKind: kind, at: path)
                if let attributes, attributes.frame.intersects(rect) { result.append(attributes) }
            }
            let rows = rows(section)
            if rows > 0 {
                let first = max(0, Int(((rect.minY - itemsTop(section)) / rowPitch).rounded(.down)))
                let last = min(rows - 1, Int(((rect.maxY - itemsTop(section)) / rowPitch).rounded(.down)))
                if first <= last {
                    for row in first...last {
                        for column in 0..<columns {
                            let item = row * columns + column
                            guard item < itemCounts[section] else { break }
                            let attributes = newAttributes(.cell, IndexPath(item: item, section: section))
                            attributes.frame = itemFrame(attributes.indexPath)
                            if attributes.frame.intersects(rect) { result.append(attributes) }
                        }
                    }
                }
            }
            section += 1
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard itemCounts.indices.contains(indexPath.section), (0..<itemCounts[indexPath.section]).contains(indexPath.item) else {
            return nil
        }
        let attributes = newAttributes(.cell, indexPath)
        attributes.frame = itemFrame(indexPath)
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let section = indexPath.section
        guard sectionTops.indices.contains(section), indexPath.item == 0 else { return nil }
        let attributes = newAttributes(.supplementaryView, kind: elementKind, indexPath)
        switch elementKind {
        case UICollectionView.elementKindSectionHeader where headerHeight > 0:
            attributes.frame = CGRect(x: 0, y: sectionTops[section], width: contentWidth, height: headerHeight)
        case UICollectionView.elementKindSectionFooter where footerHeight > 0:
            attributes.frame = CGRect(x: 0, y: itemsTop(section) + itemsHeight(section), width: contentWidth, height: footerHeight)
        default:
            return nil
        }
        return attributes
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let section = indexPath.section
        guard elementKind == decorationKind, sectionTops.indices.contains(section), itemCounts[section] > 0 else { return nil }
        let attributes = newAttributes(.decorationView, kind: elementKind, indexPath)
        attributes.frame = CGRect(x: 0, y: itemsTop(section), width: contentWidth, height: itemsHeight(section))
        attributes.zIndex = -1
        return attributes
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsChangeQueries.append(newBounds)
        return invalidatesOnBoundsChange
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? GridInvalidationContext)?.isBoundsChange = true
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        invalidationContexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// The decoration view `GridTestLayout` registers; it remembers the frame `init(frame:)` received.
@MainActor
public final class TestDecorationView: UICollectionReusableView {
    public let initialFrame: CGRect

    public override init(frame: CGRect) {
        initialFrame = frame
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        initialFrame = .zero
        super.init(coder: coder)
    }
}

/// A grid whose cells carry a transform, an alpha and a z index chosen per item, the way a custom
/// layout subclass decorates its superclass's attributes on iOS.
@MainActor
public final class StyledGridLayout: GridTestLayout {
    /// Sets the look of one cell's attributes.
    public var style: (UICollectionViewLayoutAttributes) -> Void = { _ in }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(styled)
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(styled)
    }

    private func styled(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        if attributes.representedElementCategory == .cell { style(attributes) }
        return attributes
    }
}

/// A grid that answers every rect query with every element, as a careless layout may: the
/// collection view must still keep views only for what is visible.
@MainActor
public final class EverythingLayout: GridTestLayout {
    /// How many attributes the last query returned.
    public private(set) var lastAnswerCount = 0

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let everything = super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize)) ?? []
        lastAnswerCount = everything.count
        return everything
    }
}

/// A layout that places exactly the attributes it is given (cells of section 0 and anything else),
/// for tests that need overlapping or precisely placed elements.
@MainActor
public final class FixedFramesLayout: UICollectionViewLayout {
    public var elements: [UICollectionViewLayoutAttributes]
    public var contentSize: CGSize

    public init(elements: [UICollectionViewLayoutAttributes], contentSize: CGSize) {
        self.elements = elements
        self.contentSize = contentSize
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    /// Cell attributes for `frames`, item `i` of section 0 at `frames[i]`.
    public static func cells(_ frames: [CGRect]) -> [UICollectionViewLayoutAttributes] {
        frames.enumerated().map { item, frame in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = frame
            return attributes
        }
    }

    public override var collectionViewContentSize: CGSize { contentSize }

    /// The elements that meet `rect`, and every element with a non-finite frame (Foundation's
    /// `intersects` traps on NaN on Linux; the collection view must cope with such elements itself).
    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elements.filter {
            let frame = $0.frame
            return ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) || frame.intersects(rect)
        }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elements.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    public override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        elements.first {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind
                && $0.indexPath == indexPath
        }
    }
}
