import CollectionEngine
import Foundation

/// Maps between index paths and one running number across all sections, for layouts that ignore
/// sections (the ring, and `RunningOrderLayout`'s rows).
@MainActor
struct ItemPositions {
    private(set) var sectionStarts: [Int] = []
    private(set) var count = 0

    init(_ collectionView: UICollectionView?) {
        guard let collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
            sectionStarts.append(count)
            count += collectionView.numberOfItems(inSection: section)
        }
    }

    func position(of indexPath: IndexPath) -> Int? {
        guard sectionStarts.indices.contains(indexPath.section) else { return nil }
        let position = sectionStarts[indexPath.section] + indexPath.item
        let end = indexPath.section + 1 < sectionStarts.count ? sectionStarts[indexPath.section + 1] : count
        return indexPath.item >= 0 && position < end ? position : nil
    }

    func indexPath(at position: Int) -> IndexPath? {
        guard position >= 0, position < count else { return nil }
        // The last section that starts at or before `position` (binary search; empty sections share starts).
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return IndexPath(item: position - sectionStarts[low], section: low)
    }
}
