import CollectionEngine
import Foundation

/// A plain `[[Item]]`: the truth tests and fuzzers compare a collection view against, and the data a
/// `ModelDataSource` serves.
///
/// It is a mutable collection of sections, so tests edit it as they would an array inside a batch
/// update (`model[0].remove(at: 3)`), and it is written as an array literal:
///
/// ```swift
/// var model: ReferenceModel<Int> = [[0, 1, 2], [100]]
/// model.moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
/// ```
public struct ReferenceModel<Item>: MutableCollection, RandomAccessCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
    public var sections: [[Item]]

    public init() { sections = [] }

    public init(_ sections: [[Item]]) { self.sections = sections }

    public init(arrayLiteral sections: [Item]...) { self.sections = sections }

    public typealias Index = Int
    public typealias Element = [Item]
    public typealias Indices = Range<Int>
    public typealias SubSequence = Slice<Self>

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }

    public subscript(section: Int) -> [Item] {
        get { sections[section] }
        set { sections[section] = newValue }
    }

    public subscript(indexPath: IndexPath) -> Item {
        get { sections[indexPath.section][indexPath.item] }
        set { sections[indexPath.section][indexPath.item] = newValue }
    }

    public mutating func replaceSubrange(_ subrange: Range<Int>, with newSections: some Collection<[Item]>) {
        sections.replaceSubrange(subrange, with: newSections)
    }

    /// The number of items in each section.
    public var counts: [Int] { sections.map(\.count) }

    /// Every item, section after section.
    public var allItems: [Item] { sections.flatMap { $0 } }

    /// The number of items in `section`, or 0 for a section that does not exist (a data source may be
    /// asked about a section it no longer has while a reload is under way).
    public func count(inSection section: Int) -> Int { sections.indices.contains(section) ? sections[section].count : 0 }

    /// Moves one item the way `collectionView(_:moveItemAt:to:)` describes: removed at `source`, then
    /// inserted at `destination` of the model without it.
    public mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
        let item = sections[source.section].remove(at: source.item)
        sections[destination.section].insert(item, at: destination.item)
    }

    /// An index path of an existing item, chosen with `generator`; nil when the model has no items.
    public func randomIndexPath(using generator: inout some RandomNumberGenerator) -> IndexPath? {
        guard let section = sections.indices.filter({ !sections[$0].isEmpty }).randomElement(using: &generator) else { return nil }
        return IndexPath(item: Int.random(in: 0..<sections[section].count, using: &generator), section: section)
    }
}

extension ReferenceModel: Equatable where Item: Equatable {}

extension ReferenceModel: Sendable where Item: Sendable {}

extension ReferenceModel where Item == Int {
    /// Sections of `counts` items numbered `section * 1000 + item`, so that every item says where it
    /// started.
    public init(counts: [Int]) {
        self.init(counts.enumerated().map { section, count in (0..<count).map { section * 1000 + $0 } })
    }
}
