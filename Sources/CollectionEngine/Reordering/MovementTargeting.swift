import Foundation

/// Where a moved item should go for a pointer position: a pure rule on item midpoints with hysteresis.
///
/// UIKit's default takes the item under the pointer as the target. With items of unequal size that
/// flips: once a big neighbour has swapped with the small moved item, the pointer is over the neighbour
/// again and they swap back. Here the pointer is compared with the *midpoint* of the item under it,
/// along the direction items follow each other there: on the far side of the midpoint (seen from the
/// gap) the moved item goes past that item, on the near side it stays before it. The midpoint is moved
/// towards the gap by a margin, so that dropping on the centre of an item takes its place, as users
/// expect. That margin stays under half the gap's length: a swap moves the neighbour back by the gap's
/// length, which puts its (shifted) midpoint behind the pointer by more than twice the margin, so a
/// swap cannot undo itself, and a hand resting on a threshold does not make items flip.
enum MovementTargeting {
    /// The item under the pointer, as the layout presents it now.
    struct Candidate: Equatable {
        var indexPath: IndexPath
        var frame: CGRect
        /// Whether the items around this one follow each other horizontally (a row) or vertically (a column).
        var flowsHorizontally: Bool
    }

    /// How far the midpoint of an item of `candidateLength` moves towards a gap of `gapLength` (both
    /// along the flow): 8 points, less for small items and small gaps, none without a gap.
    static func margin(candidateLength: CGFloat, gapLength: CGFloat?) -> CGFloat {
        guard let gapLength else { return 0 }
        return max(0, min(8, candidateLength * 0.15, gapLength * 0.45))
    }

    /// The target for `pointer` when the moved item is shown at `current` (a gap `gapLength` long along
    /// the flow; nil when nothing of this view is lifted) and `candidate` is under the pointer (nil when
    /// nothing is): `current` itself when the rule does not move it.
    static func target(pointer: CGPoint, current: IndexPath, gapLength: CGFloat?, candidate: Candidate?) -> IndexPath {
        guard let candidate, candidate.indexPath != current else { return current }
        let frame = candidate.frame
        let (position, midpoint, length) = candidate.flowsHorizontally
            ? (pointer.x, frame.midX, frame.width) : (pointer.y, frame.midY, frame.height)
        let path = candidate.indexPath
        let forward = path > current
        let margin = margin(candidateLength: length, gapLength: gapLength)
        let after = position > (forward ? midpoint - margin : midpoint + margin)
        // Within the moved item's section, the items after it move up by one when it leaves its place.
        let shiftsWithMove = path.section == current.section && path.item > current.item
        var target = path
        if shiftsWithMove {
            if !after { target.item -= 1 }
        } else if after {
            target.item += 1
        }
        return target
    }

    /// Whether items flow horizontally around `frame`, judged from a neighbour's frame (rows when the
    /// neighbour is offset more across than down); without a neighbour, rows unless the item is wider
    /// than tall.
    static func flowsHorizontally(_ frame: CGRect, neighbour: CGRect?) -> Bool {
        guard let neighbour else { return frame.width <= frame.height }
        return abs(neighbour.midX - frame.midX) >= abs(neighbour.midY - frame.midY)
    }
}
