import Foundation

extension UICollectionView {
    /// The cells on screen after the last layout pass, in index-path order.
    ///
    /// - Complexity: O(v log v) for the v elements on screen; the array is built on each call.
    public var visibleCells: [UICollectionViewCell] {
        liveKeys(of: .cell).compactMap { live[$0] as? UICollectionViewCell }
    }

    /// The index paths of the cells on screen, in order.
    ///
    /// - Complexity: O(v log v) for the v elements on screen; the array is built on each call.
    public var indexPathsForVisibleItems: [IndexPath] {
        liveKeys(of: .cell).map(\.indexPath)
    }

    /// The cell showing the item at `indexPath`, or nil when that item is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        liveCell(at: indexPath)
    }

    /// The index path of a cell on screen, or nil when `cell` is not one of them.
    ///
    /// - Complexity: O(v) for the v elements on screen.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        live.views.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    /// The item whose cell contains `point` (in the collection view's content coordinates), front-most first.
    ///
    /// The cell's drawn shape counts (its rectangle through its transform), and of overlapping cells
    /// the front-most wins: higher `zIndex`, then the one drawn later, as hit testing decides.
    ///
    /// - Complexity: Asks the layout for a 1-point rectangle, so it costs what lies under the point.
    ///   A cell whose transform reaches beyond the rectangle its layout places it by is found only
    ///   where the layout returns it for that rectangle.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (collectionViewLayout.shownAttributesForElements(in: probe) ?? []).compactMap {
            $0.representedElementCategory == .cell ? displayableCopy(of: $0, in: probe, reporting: false) : nil
        }.filter {
            !$0.isHidden && $0.alpha > 0 && UICollectionView.shape(of: $0, contains: point)
        }
        // Front-most first: by zIndex, then as drawn (a later subview is in front), then by index path.
        func stacking(_ attributes: UICollectionViewLayoutAttributes) -> (Int, Int, Int, Int) {
            let view = liveCell(at: attributes.indexPath)
            let drawn = view.flatMap { view in subviews.firstIndex { $0 === view } } ?? -1
            return (attributes.zIndex, drawn, attributes.indexPath.section, attributes.indexPath.item)
        }
        return hits.max { stacking($0) < stacking($1) }?.indexPath
    }

    /// Whether the element as drawn (its rectangle through its transform, perspective included)
    /// covers `point`, as hit testing decides it for the element's view.
    nonisolated static func shape(of attributes: UICollectionViewLayoutAttributes, contains point: CGPoint) -> Bool {
        let fromCenter = CGPoint(x: point.x - attributes.center.x, y: point.y - attributes.center.y)
        let local = attributes.transform3D == CATransform3DIdentity ? fromCenter : attributes.transform3D.unproject(fromCenter)
        guard let local else { return false }
        return abs(local.x) <= attributes.size.width / 2 && abs(local.y) <= attributes.size.height / 2
    }

    /// The supplementary views of `elementKind` on screen.
    ///
    /// - Complexity: O(v log v) for the v elements on screen.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        liveKeys(of: .supplementaryView).filter { $0.kind == elementKind }.compactMap { live[$0] }
    }

    /// The index paths of the supplementary views of `elementKind` on screen.
    ///
    /// - Complexity: O(v log v) for the v elements on screen.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        liveKeys(of: .supplementaryView).filter { $0.kind == elementKind }.map(\.indexPath)
    }

    /// The supplementary view of `elementKind` at `indexPath`, if it is on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        live[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The layout's attributes for an item, after bringing the layout up to date.
    ///
    /// - Note: An index path out of range is reported as a `CollectionViewError` and answers nil.
    ///
    /// - Complexity: The layout's `prepare()` when it is out of date, then its own answer (O(1) for the flow layout
    ///   with uniform sizes).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard validateItem(indexPath, operation: "layoutAttributesForItem(at:)") else { return nil }
        prepareLayoutIfNeeded()
        return collectionViewLayout.shownAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for a supplementary element, after bringing the layout up to date.
    public func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.shownAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    private func liveKeys(of category: ElementCategory) -> [ElementKey] {
        live.keys.filter { $0.category == category }.sorted(by: ElementKey.creationOrder)
    }
}
