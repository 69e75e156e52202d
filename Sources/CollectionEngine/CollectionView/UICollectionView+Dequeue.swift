import Foundation

extension UICollectionView {
    /// A cell of the class registered for `identifier`, reused from its queue or newly made.
    ///
    /// Call it from `collectionView(_:cellForItemAt:)` with the index path you were given.
    ///
    /// - Note: UIKit raises for an unregistered identifier and for a different index path than the one
    ///   being requested. Tessera reports a `CollectionViewError` and returns a plain
    ///   `UICollectionViewCell`, so a forced cast to your class will still fail: register first.
    ///   Dequeuing outside `cellForItemAt` (UIKit asserts) is reported as `.dequeuedOutsideRequest`;
    ///   the cell is returned, but the collection view shows only cells returned from `cellForItemAt`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let key = ViewRegistry.Key(category: .cell, kind: "", identifier: identifier)
        let view = dequeue(key, for: indexPath, elementKind: "UICollectionElementKindCell")
        return view as? UICollectionViewCell ?? UICollectionViewCell(frame: view.frame)
    }

    /// A supplementary view of the class registered for `elementKind` and `identifier`.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = ViewRegistry.Key(category: .supplementaryView, kind: elementKind, identifier: identifier)
        return dequeue(key, for: indexPath, elementKind: elementKind)
    }

    /// The view for `key`: reused, newly made from the registered class, or (unregistered: reported) a
    /// plain stand-in view of the category, which counts as dequeued so it is not reported a second time.
    private func dequeue(_ key: ViewRegistry.Key, for indexPath: IndexPath, elementKind: String) -> UICollectionReusableView {
        if let request, request.key.indexPath != indexPath || request.key.category != key.category {
            report(.dequeuedForDifferentIndexPath(requested: request.key.indexPath, dequeued: indexPath))
        } else if request == nil {
            report(.dequeuedOutsideRequest(elementKind: elementKind, identifier: key.identifier, indexPath: indexPath))
        }
        let view: UICollectionReusableView
        if let existing = request?.reconfiguring, key.category == .cell {
            view = existing
        } else if let reused = reuseQueues.dequeue(key) {
            reused.prepareForReuse()
            view = reused
        } else if let type = registry.viewClass(for: key) {
            view = UICollectionReusableView.make(type, frame: request?.frame ?? .zero)
            view.reuseIdentifier = key.identifier
        } else {
            report(.unregisteredReuseIdentifier(elementKind: elementKind, identifier: key.identifier))
            view = UICollectionView.standInView(for: key.category, frame: request?.frame ?? .zero)
        }
        self.request?.dequeued.insert(ObjectIdentifier(view))
        if let row = request?.listRow, let listCell = view as? UICollectionViewListCell { listCell.take(row) }
        return view
    }

    /// Makes the view for an element: asks the data source (cells, supplementary views) or the layout's
    /// registered class (decoration views), and checks what comes back.
    ///
    /// When that fails (reported), the element gets a plain stand-in view so that the live views
    /// still match the layout and the failure is not asked and reported again on every pass.
    func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView {
        makeViewIfPossible(for: attributes)
            ?? UICollectionView.standInView(for: attributes.representedElementCategory, frame: attributes.frame)
    }

    /// A view made by hand for an element whose real view could not be had. Its `reuseIdentifier` is
    /// nil, so it is never queued for reuse.
    static func standInView(for category: ElementCategory, frame: CGRect) -> UICollectionReusableView {
        category == .cell ? UICollectionViewCell(frame: frame) : UICollectionReusableView(frame: frame)
    }

    private func makeViewIfPossible(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let key = attributes.elementKey
        switch key.category {
        case .cell:
            if let placeholder = makeDropPlaceholderCell(for: key, frame: attributes.frame) { return placeholder }
            guard let dataSource else { return nil }
            // While items are reordered, the data source is asked with its own index paths.
            var asked = key
            asked.indexPath = dataSourceIndexPath(forPresented: key.indexPath)
            return requestView(for: asked, frame: attributes.frame, listRow: attributes.listRow) {
                dataSource.collectionView(self, cellForItemAt: asked.indexPath)
            }
        case .supplementaryView:
            guard let dataSource else {
                report(.dataSourceLacksSupplementaryViews(elementKind: key.kind, indexPath: key.indexPath))
                return nil
            }
            return requestView(for: key, frame: attributes.frame, listRow: attributes.listRow) {
                let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
                if view is MissingSupplementaryView {
                    self.report(.dataSourceLacksSupplementaryViews(elementKind: key.kind, indexPath: key.indexPath))
                }
                return view
            }
        case .decorationView:
            return makeDecorationView(for: key, frame: attributes.frame)
        }
    }

    /// Runs a data-source request and returns its view if it was dequeued for this element; reports otherwise.
    private func requestView(
        for key: ElementKey, frame: CGRect, listRow: ListRow? = nil, _ ask: () -> UICollectionReusableView
    ) -> UICollectionReusableView? {
        let outer = request
        request = ViewRequest(key: key, frame: frame, listRow: listRow)
        let view = ask()
        let dequeued = request?.dequeued ?? []
        request = outer
        if view is MissingSupplementaryView { return nil }
        // A view already in the hierarchy is on screen (live, or leaving) for another element.
        guard dequeued.contains(ObjectIdentifier(view)), view.superview !== self else {
            report(key.category == .cell
                ? .cellNotDequeued(indexPath: key.indexPath)
                : .supplementaryViewNotDequeued(elementKind: key.kind, indexPath: key.indexPath))
            return nil
        }
        return view
    }

    private func makeDecorationView(for key: ElementKey, frame: CGRect) -> UICollectionReusableView? {
        let queueKey = ViewRegistry.Key(category: .decorationView, kind: key.kind, identifier: key.kind)
        if let reused = reuseQueues.dequeue(queueKey) {
            reused.prepareForReuse()
            return reused
        }
        guard let type = collectionViewLayout.decorationViewClasses[key.kind] else {
            report(.unregisteredReuseIdentifier(elementKind: key.kind, identifier: key.kind))
            return nil
        }
        let view = UICollectionReusableView.make(type, frame: frame)
        view.reuseIdentifier = key.kind
        return view
    }
}

extension UICollectionView {
    /// A blank cell counted as dequeued for the current request, shown when the app could not give one.
    func standInCell(for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: request?.frame ?? .zero)
        request?.dequeued.insert(ObjectIdentifier(cell))
        return cell
    }
}

/// What the data source's default `viewForSupplementaryElementOfKind` returns: "not implemented".
final class MissingSupplementaryView: UICollectionReusableView {}
