import CollectionEngine
import Foundation

/// Cover flow's attributes: a card's place, and the part of its width that the cards in front of it
/// leave uncovered, where the card shows its title (`CardCell.apply(_:)`), as UIKit layouts pass
/// extra per-item values through an attributes subclass.
final class CoverFlowLayoutAttributes: UICollectionViewLayoutAttributes {
    /// The uncovered part of the card's width at its caption strip, in its own points, from its left
    /// edge; nil when nothing covers it.
    var uncoveredSpan: ClosedRange<CGFloat>?

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? CoverFlowLayoutAttributes)?.uncoveredSpan = uncoveredSpan
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CoverFlowLayoutAttributes else { return false }
        return super.isEqual(other) && uncoveredSpan == other.uncoveredSpan
    }

    override var hash: Int { super.hash }
}
