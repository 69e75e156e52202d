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
/// `itemSize` separated by `spacing`, then a footer (`footerHeight`, when > 0). Sections that take room
/// follow each other `sectionSpacing` apart (an empty one takes none), and the whole grid lies `margin`
/// inside the content on every side. With `decorationKind` set, a decoration view
/// (`TestDecorationView`, z −1) lies under each section's items. Everything the collection view asks
/// is recorded.
@MainActor
open class GridTestLayout: UICollectionViewLayout {
    public var columns: Int
    public var itemSize: CGSize
    public var spacing: CGFloat
    public var headerHeight: CGFloat
    public var footerHeight: CGFloat
    /// The space around the whole grid, on all four sides.
    public var margin: CGFloat
    /// The gap between one section's end and the next one's start.
    public var sectionSpacing: CGFloat
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
                headerHeight: CGFloat = 0, footerHeight: CGFloat = 0, margin: CGFloat = 0, sectionSpacing: CGFloat = 0) {
        self.columns = columns
        self.itemSize = itemSize
        self.spacing = spacing
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.margin = margin
        self.sectionSpacing = sectionSpacing
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
        var top = margin
        var isFirstWithRoom = true
        for section in itemCounts.indices {
            let height = sectionHeight(section)
            if height > 0 {
                if !isFirstWithRoom { top += sectionSpacing }
                isFirstWithRoom = false
            }
            sectionTops.append(top)
            top += height
        }
        contentHeight = top + margin
    }

    open override var collectionViewContentSize: CGSize { CGSize(width: contentWidth, height: contentHeight) }

    public var contentWidth: CGFloat { gridWidth + 2 * margin }

    /// The width of the rows, without the margin.
    private var gridWidth: CGFloat {
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
        return CGRect(x: margin + CGFloat(column) * (itemSize.width + spacing), y: itemsTop(indexPath.section) + CGFloat(row) * rowPitch,
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
            attributes.frame = CGRect(x: margin, y: sectionTops[section], width: gridWidth, height: headerHeight)
        case UICollectionView.elementKindSectionFooter where footerHeight > 0:
            attributes.frame = CGRect(x: margin, y: itemsTop(section) + itemsHeight(section), width: gridWidth, height: footerHeight)
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
        attributes.frame = CGRect(x: margin, y: itemsTop(section), width: gridWidth, height: itemsHeight(section))
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
