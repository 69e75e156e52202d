import Foundation

extension UICollectionView {
    /// The kind of supplementary view a flow layout uses for section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of supplementary view a flow layout uses for section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Registers the class whose instances show cells dequeued with `identifier`.
    ///
    /// Registering again with the same identifier replaces the class; passing nil unregisters it.
    ///
    /// - Note: A class that is not a `UICollectionViewCell` subclass is reported as a
    ///   `CollectionViewError` and not registered.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let key = ViewRegistry.Key(category: .cell, kind: "", identifier: identifier)
        guard let cellClass else { return registry.register(nil, for: key) }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            return report(.classIsNotReusableView(className: String(describing: cellClass), identifier: identifier))
        }
        registry.register(type, for: key)
    }

    /// Registers the class whose instances show supplementary views of `elementKind` dequeued with `identifier`.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let key = ViewRegistry.Key(category: .supplementaryView, kind: elementKind, identifier: identifier)
        guard let viewClass else { return registry.register(nil, for: key) }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return report(.classIsNotReusableView(className: String(describing: viewClass), identifier: identifier))
        }
        registry.register(type, for: key)
    }

    /// A cell class paired with the code that configures its cells for an item, as UIKit's.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, indexPath, photo in
    ///     cell.title.text = photo.title
    /// }
    /// // in collectionView(_:cellForItemAt:):
    /// return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photos[indexPath.item])
    /// ```
    ///
    /// Create registrations once (not inside `cellForItemAt`): each one has its own reuse identifier.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for an item; called on every dequeue, reused cells included.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let handler: Handler
        let reuseIdentifier: String

        /// Creates a registration with its own reuse identifier; the cell class is registered on first dequeue.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = "\(Cell.self)#\(UUID().uuidString)"
        }
    }

    /// A supplementary view class and kind paired with the code that configures its views, as UIKit's.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued supplementary view; called on every dequeue, reused views included.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        let handler: Handler
        let elementKind: String
        let reuseIdentifier: String

        /// Creates a registration for views of `elementKind`, with its own reuse identifier.
        public init(elementKind: String, handler: @escaping Handler) {
            self.handler = handler
            self.elementKind = elementKind
            reuseIdentifier = "\(Supplementary.self)#\(UUID().uuidString)"
        }
    }

    /// Dequeues a cell of the registration's class and runs its handler with `item`.
    ///
    /// The handler is not called when `item` is nil.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let key = ViewRegistry.Key(category: .cell, kind: "", identifier: registration.reuseIdentifier)
        if registry.viewClass(for: key) == nil { registry.register(Cell.self, for: key) }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        // The registry made or reused a `Cell`, so the cast holds; the fallback only guards the type system.
        let cell = dequeued as? Cell ?? Cell()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// Dequeues a supplementary view of the registration's class and kind and runs its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = ViewRegistry.Key(
            category: .supplementaryView, kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if registry.viewClass(for: key) == nil { registry.register(Supplementary.self, for: key) }
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
