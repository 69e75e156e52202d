import Foundation

/// The sizes self-sizing elements were measured at, kept by a layout between passes.
///
/// Cells are few among many (only displayed ones are ever measured), so each section keeps its
/// measured items as a sorted sparse list: a layout reads a section's measurements in item order
/// without sorting, and the cost of keeping them follows what was measured, not the item count.
/// Supplementary views are keyed by element.
///
/// - Complexity: Reading one size is O(log m) for m measured items in its section; setting one is
///   O(m) at worst (an insertion into the sorted list).
struct SelfSizingCache {
    /// One section's measured items, in item order.
    struct SectionSizes {
        private(set) var items: [Int] = []
        private(set) var sizes: [CGSize] = []

        var isEmpty: Bool { items.isEmpty }

        /// Where `item` is, or where it would go.
        private func position(of item: Int) -> (index: Int, found: Bool) {
            var low = 0, high = items.count
            while low < high {
                let middle = (low + high) / 2
                if items[middle] < item { low = middle + 1 } else { high = middle }
            }
            return (low, low < items.count && items[low] == item)
        }

        subscript(item: Int) -> CGSize? {
            get {
                let (index, found) = position(of: item)
                return found ? sizes[index] : nil
            }
            set {
                let (index, found) = position(of: item)
                switch (newValue, found) {
                case let (size?, true): sizes[index] = size
                case let (size?, false):
                    items.insert(item, at: index)
                    sizes.insert(size, at: index)
                case (nil, true):
                    items.remove(at: index)
                    sizes.remove(at: index)
                case (nil, false): break
                }
            }
        }

        /// Appends an item after every item here (for building in order).
        mutating func append(_ item: Int, _ size: CGSize) {
            items.append(item)
            sizes.append(size)
        }
    }

    private(set) var sections: [Int: SectionSizes] = [:]
    private var supplementary: [ElementKey: CGSize] = [:]

    var isEmpty: Bool { sections.isEmpty && supplementary.isEmpty }

    /// The measured size of an element, if it was measured.
    subscript(key: ElementKey) -> CGSize? {
        get {
            key.category == .cell ? sections[key.indexPath.section]?[key.indexPath.item] : supplementary[key]
        }
        set {
            guard key.category == .cell else {
                supplementary[key] = newValue
                return
            }
            let section = key.indexPath.section
            var sizes = sections[section] ?? SectionSizes()
            sizes[key.indexPath.item] = newValue
            sections[section] = sizes.isEmpty ? nil : sizes
        }
    }

    /// The measured size of the item at `indexPath`.
    subscript(item indexPath: IndexPath) -> CGSize? {
        sections[indexPath.section]?[indexPath.item]
    }

    /// A section's measured items in item order (empty when none was measured).
    func sizes(inSection section: Int) -> SectionSizes {
        sections[section] ?? SectionSizes()
    }

    mutating func removeAll() {
        sections = [:]
        supplementary = [:]
    }

    /// The cache after a batch update: each size moves with its element to the key `newKey` gives it,
    /// and is dropped when that is nil (the element was deleted, or reloaded and will be measured
    /// afresh).
    ///
    /// - Complexity: O(m log m) for m measured elements.
    func remapped(by newKey: (ElementKey) -> ElementKey?) -> SelfSizingCache {
        var moved: [(IndexPath, CGSize)] = []
        for (section, sizes) in sections {
            for (item, size) in zip(sizes.items, sizes.sizes) {
                let key = ElementKey(category: .cell, kind: "", indexPath: IndexPath(item: item, section: section))
                if let renamed = newKey(key) { moved.append((renamed.indexPath, size)) }
            }
        }
        moved.sort { $0.0 < $1.0 }
        var result = SelfSizingCache()
        for (indexPath, size) in moved {
            result.sections[indexPath.section, default: SectionSizes()].append(indexPath.item, size)
        }
        for (key, size) in supplementary {
            if let renamed = newKey(key) { result.supplementary[renamed] = size }
        }
        return result
    }
}
