import CollectionEngine
import Foundation

/// The cell `ReferenceDataSource` registers: it remembers what it was told, so tests can check reuse.
@MainActor
public final class TestCell: UICollectionViewCell {
    /// How many `TestCell`s have been created, by any means; tests compare before and after.
    public private(set) static var instancesCreated = 0

    /// The frame the cell had when `init(frame:)` ran (the collection view passes the layout frame).
    public let initialFrame: CGRect
    public let label = UILabel()
    /// How often `prepareForReuse()` ran on this cell.
    public private(set) var prepareForReuseCount = 0
    /// How often `apply(_:)` ran, and the attributes it last received.
    public private(set) var applyCount = 0
    public private(set) var lastAppliedAttributes: UICollectionViewLayoutAttributes?

    public override init(frame: CGRect) {
        initialFrame = frame
        super.init(frame: frame)
        TestCell.instancesCreated += 1
        contentView.addSubview(label)
    }

    public required init?(coder: NSCoder) {
        initialFrame = .zero
        super.init(coder: coder)
        TestCell.instancesCreated += 1
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
        label.text = nil
    }

    public override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applyCount += 1
        lastAppliedAttributes = layoutAttributes
    }
}

/// The supplementary view `ReferenceDataSource` registers for headers and footers.
@MainActor
public final class TestSupplementaryView: UICollectionReusableView {
    public let label = UILabel()
    public private(set) var prepareForReuseCount = 0
    /// The frame the view had when `init(frame:)` ran.
    public let initialFrame: CGRect

    public override init(frame: CGRect) {
        initialFrame = frame
        super.init(frame: frame)
        addSubview(label)
    }

    public required init?(coder: NSCoder) {
        initialFrame = .zero
        super.init(coder: coder)
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
        label.text = nil
    }
}

/// A data source over a plain `[[Item]]`: the reference model tests compare the view against.
///
/// It registers `TestCell` for `cellIdentifier` and `TestSupplementaryView` for headers and footers,
/// dequeues them as an iOS data source does, writes `"\(item)"` into their labels and records every
/// call it receives.
///
/// ```swift
/// let dataSource = ReferenceDataSource(sections: [Array(0..<100)])
/// dataSource.install(in: collectionView)
/// collectionView.layoutIfNeeded()
/// ```
@MainActor
public final class ReferenceDataSource<Item>: NSObject, UICollectionViewDataSource {
    public enum Call: Equatable, Sendable {
        case numberOfSections
        case numberOfItems(section: Int)
        case cellForItem(IndexPath)
        case supplementaryView(kind: String, IndexPath)
    }

    public static var cellIdentifier: String { "TestCell" }
    public static var supplementaryIdentifier: String { "TestSupplementaryView" }

    public var sections: [[Item]]
    /// Every call the collection view made, in order.
    public private(set) var calls: [Call] = []
    /// When set, answers `cellForItemAt` instead of the usual dequeue (to misbehave on purpose).
    public var cellProvider: ((UICollectionView, IndexPath) -> UICollectionViewCell)?

    public init(sections: [[Item]]) {
        self.sections = sections
    }

    /// Registers the test cell and header/footer views and becomes `collectionView`'s data source.
    public func install(in collectionView: UICollectionView) {
        collectionView.register(TestCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(
                TestSupplementaryView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.supplementaryIdentifier)
        }
        collectionView.dataSource = self
    }

    public func forgetCalls() { calls.removeAll() }

    /// How many times `cellForItemAt` was asked, for any item.
    public var cellRequests: Int {
        calls.count { if case .cellForItem = $0 { true } else { false } }
    }

    public func item(at indexPath: IndexPath) -> Item { sections[indexPath.section][indexPath.item] }

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        calls.append(.numberOfSections)
        return sections.count
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        calls.append(.numberOfItems(section: section))
        return sections[section].count
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
}
