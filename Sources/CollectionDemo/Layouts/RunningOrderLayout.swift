import CollectionEngine
import Foundation

/// The base of the row layouts that ignore sections (the cover flow, the photo pager): they place
/// items by one running number across all sections, counted afresh in every `prepare()`. (The ring,
/// `CircleLayout`, keeps its own `ItemPositions`: the engine's CustomLayouts article quotes it whole.)
class RunningOrderLayout: UICollectionViewLayout {
    /// Index paths and running numbers, as of the last `prepare()`.
    private(set) var positions = ItemPositions(nil)

    override func prepare() {
        super.prepare()
        if let collectionView { positions = ItemPositions(collectionView) }
    }

    /// The items of a row whose item number `n` is at `origin + n * pitch` along x, from the one at or
    /// before `minX` to the one at or after `maxX`.
    ///
    /// - Complexity: O(1) to find them, whatever the number of items.
    func rowIndexPaths(from minX: CGFloat, to maxX: CGFloat, origin: CGFloat, pitch: CGFloat) -> [IndexPath] {
        guard pitch > 0, positions.count > 0 else { return [] }
        let first = max(0, Int(((minX - origin) / pitch).rounded(.down)))
        let last = min(positions.count - 1, Int(((maxX - origin) / pitch).rounded(.up)))
        guard first <= last else { return [] }
        return (first...last).compactMap(positions.indexPath(at:))
    }
}
