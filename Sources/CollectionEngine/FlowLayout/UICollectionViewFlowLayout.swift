import Foundation

// INTERIM (host branch only): a minimal vertical grid so that the host and the demo can be seen and
// tested before the lead's full flow layout lands. On merge, take main's version of this file whole.

@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    var delegateSizeIsDefault = false

    /// One section's metrics, top to bottom: header, inset, rows of uniform items, inset, footer.
    private struct Section {
        var top: CGFloat, header: CGFloat, footer: CGFloat, inset: UIEdgeInsets
        var count: Int, columns: Int, item: CGSize, lineSpacing: CGFloat, columnStep: CGFloat
        var rows: Int { count == 0 ? 0 : (count + columns - 1) / columns }
        var itemsTop: CGFloat { top + header + inset.top }
        var itemsHeight: CGFloat { rows == 0 ? 0 : CGFloat(rows) * item.height + CGFloat(rows - 1) * lineSpacing }
        var bottom: CGFloat { itemsTop + itemsHeight + inset.bottom + footer }
    }

    private var sections: [Section] = []
    private var width: CGFloat = 0

    open override func prepare() {
        sections = []
        guard let collectionView else { return }
        width = collectionView.bounds.width
        let delegate = collectionView.flowLayoutDelegate
        var top: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let spacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let line = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section).height ?? headerReferenceSize.height
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section).height ?? footerReferenceSize.height
            let item = count > 0
                ? (delegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section)) ?? itemSize)
                : itemSize
            let available = max(0, width - inset.left - inset.right)
            let columns = max(1, Int((available + spacing) / max(1, item.width + spacing)))
            let gap = columns > 1 ? max(spacing, (available - CGFloat(columns) * item.width) / CGFloat(columns - 1)) : 0
            let metrics = Section(top: top, header: header, footer: footer, inset: inset, count: count, columns: columns,
                                  item: item, lineSpacing: line, columnStep: item.width + gap)
            sections.append(metrics)
            top = metrics.bottom
        }
    }

    open override var collectionViewContentSize: CGSize {
        CGSize(width: width, height: sections.last?.bottom ?? 0)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != width
    }

    private func itemAttributes(_ item: Int, in section: Int) -> UICollectionViewLayoutAttributes {
        let metrics = sections[section]
        let attributes = makeAttributes(.cell, indexPath: IndexPath(item: item, section: section))
        let row = item / metrics.columns, column = item % metrics.columns
        attributes.frame = CGRect(
            x: metrics.inset.left + CGFloat(column) * metrics.columnStep,
            y: metrics.itemsTop + CGFloat(row) * (metrics.item.height + metrics.lineSpacing),
            width: metrics.item.width, height: metrics.item.height)
        return attributes
    }

    private func supplementaryAttributes(_ kind: String, in section: Int) -> UICollectionViewLayoutAttributes? {
        let metrics = sections[section]
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        let height = isHeader ? metrics.header : metrics.footer
        guard height > 0 else { return nil }
        let attributes = makeAttributes(.supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: section))
        attributes.frame = CGRect(x: 0, y: isHeader ? metrics.top : metrics.bottom - height, width: width, height: height)
        return attributes
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, metrics) in sections.enumerated() where metrics.bottom > rect.minY && metrics.top < rect.maxY {
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let attributes = supplementaryAttributes(kind, in: index), attributes.frame.intersects(rect) {
                    result.append(attributes)
                }
            }
            guard metrics.rows > 0 else { continue }
            let rowStep = metrics.item.height + metrics.lineSpacing
            let firstRow = max(0, Int(((rect.minY - metrics.itemsTop) / rowStep).rounded(.down)))
            let lastRow = min(metrics.rows - 1, Int(((rect.maxY - metrics.itemsTop) / rowStep).rounded(.down)))
            guard firstRow <= lastRow else { continue }
            for row in firstRow...lastRow {
                for column in 0..<metrics.columns {
                    let item = row * metrics.columns + column
                    guard item < metrics.count else { break }
                    let attributes = itemAttributes(item, in: index)
                    if attributes.frame.intersects(rect) { result.append(attributes) }
                }
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), indexPath.item >= 0,
              indexPath.item < sections[indexPath.section].count else { return nil }
        return itemAttributes(indexPath.item, in: indexPath.section)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return supplementaryAttributes(elementKind, in: indexPath.section)
    }
}
