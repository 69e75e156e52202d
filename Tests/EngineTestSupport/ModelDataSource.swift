import CollectionEngine
import Foundation

/// The data source tests use: it serves a `ReferenceModel`, dequeues as an iOS data source does and
/// records every call it receives.
///
/// `install(in:)` registers `TestCell` (or the `cellClass` given) for `cellIdentifier` and
/// `TestSupplementaryView` for headers and footers. Cells show `"\(item)"` in their label, headers and
/// footers `"\(kind) \(section)"`. Items that `canMoveItem` allows can be moved: each move is applied
/// to the model (unless `appliesMoves` is off) and recorded as "move 0-1 > 1-3". Behaviours a test
/// needs beyond that are switched by the closures below rather than by subclasses.
///
/// ```swift
/// let dataSource = ModelDataSource<Int>(model: [Array(0..<100)])
/// dataSource.install(in: collectionView)
/// collectionView.layoutIfNeeded()
/// ```
@MainActor
public final class ModelDataSource<Item>: NSObject, UICollectionViewDataSource {
    public enum Call: Equatable, Sendable {
        case numberOfSections
        case numberOfItems(section: Int)
        case cellForItem(IndexPath)
        case supplementaryView(kind: String, IndexPath)
    }

    public static var cellIdentifier: String { "TestCell" }
    public static var supplementaryIdentifier: String { "TestSupplementaryView" }

    public var model: ReferenceModel<Item>
    /// The class `install(in:)` registers for `cellIdentifier`.
    public let cellClass: UICollectionViewCell.Type
    /// Every call the collection view made, in order.
    public private(set) var calls: [Call] = []
    /// Every move the collection view asked for, as "move section-item > section-item".
    public private(set) var moves: [String] = []
    /// When set, answers `cellForItemAt` instead of the usual dequeue (to misbehave on purpose, or to
    /// choose among identifiers the test registered).
    public var cellProvider: ((UICollectionView, IndexPath) -> UICollectionViewCell)?
    /// What `canMoveItemAt` answers for an item; no item may move unless a test says so (UIKit's
    /// answer for a data source that does not implement it).
    public var canMoveItem: (Item) -> Bool = { _ in false }
    /// Whether `moveItemAt` changes the model; off for a data source that agrees to moves but never
    /// changes its counts.
    public var appliesMoves = true

    public init(model: ReferenceModel<Item>, cellClass: UICollectionViewCell.Type = TestCell.self) {
        self.model = model
        self.cellClass = cellClass
    }

    /// Registers the cell and header/footer views and becomes `collectionView`'s data source.
    public func install(in collectionView: UICollectionView) {
        collectionView.register(cellClass, forCellWithReuseIdentifier: Self.cellIdentifier)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(
                TestSupplementaryView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.supplementaryIdentifier)
        }
        collectionView.dataSource = self
    }

    public func forgetCalls() { calls.removeAll() }

    /// How many times `cellForItemAt` was asked, for any item.
    public var cellRequests: Int { requestedCells.count }

    /// The index paths `cellForItemAt` was asked for, in order.
    public var requestedCells: [IndexPath] {
        calls.compactMap { if case let .cellForItem(indexPath) = $0 { indexPath } else { nil } }
    }

    public func item(at indexPath: IndexPath) -> Item { model[indexPath] }

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        calls.append(.numberOfSections)
        return model.count
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        calls.append(.numberOfItems(section: section))
        return model.count(inSection: section)
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        calls.append(.cellForItem(indexPath))
        if let cellProvider { return cellProvider(collectionView, indexPath) }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? TestCell)?.label.text = "\(item(at: indexPath))"
        return cell
    }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        calls.append(.supplementaryView(kind: kind, indexPath))
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.supplementaryIdentifier, for: indexPath)
        (view as? TestSupplementaryView)?.label.text = "\(kind) \(indexPath.section)"
        return view
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canMoveItem(item(at: indexPath))
    }

    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("move \(sourceIndexPath.section)-\(sourceIndexPath.item) > \(destinationIndexPath.section)-\(destinationIndexPath.item)")
        if appliesMoves { model.moveItem(from: sourceIndexPath, to: destinationIndexPath) }
    }
}

extension ModelDataSource where Item == Int {
    /// What the visible cells show, section by section, in index-path order (-1 where a cell shows no
    /// number).
    public func shown(in collectionView: UICollectionView) -> [[Int]] {
        var shown = Array(repeating: [Int](), count: collectionView.numberOfSections)
        for indexPath in collectionView.indexPathsForVisibleItems.sorted() {
            let text = (collectionView.cellForItem(at: indexPath) as? TestCell)?.label.text ?? ""
            shown[indexPath.section].append(Int(text) ?? -1)
        }
        return shown
    }
}
