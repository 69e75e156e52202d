import Foundation

/// Where a moved item should go for a pointer position: a pure rule on item midpoints with hysteresis.
///
/// UIKit's default takes the item under the pointer as the target. With items of unequal size that
/// flips: once the big neighbour has swapped with the small moved item, the pointer is over the
/// neighbour again and they swap back. Here the pointer is compared with the *midpoint* of the item
/// under it, along the direction items follow each other there: past the midpoint (by `margin`) the
/// moved item goes after that item, before it (by `margin`) it goes before it, and within the margin
/// nothing changes. After a swap the neighbour's midpoint lies behind the pointer, so the swap cannot
/// undo itself, and the margin absorbs the jitter of a hand resting on a midpoint.
enum MovementTargeting {
    /// The item under the pointer, as the layout presents it now.
    struct Candidate: Equatable {
        var indexPath: IndexPath
        var frame: CGRect
        /// Whether the items around this one follow each other horizontally (a row) or vertically (a column).
        var flowsHorizontally: Bool
    }

    /// The hysteresis margin for an item of this length along the flow: 8 points, less for small items.
    static func margin(forLength length: CGFloat) -> CGFloat { min(8, max(0, length) * 0.15) }

    /// The target for `pointer` when the moved item is shown at `current` and `candidate` is under the
    /// pointer (nil when nothing is): `current` itself when the rule does not move it.
    static func target(pointer: CGPoint, current: IndexPath, candidate: Candidate?) -> IndexPath {
        guard let candidate, candidate.indexPath != current else { return current }
        let frame = candidate.frame
        let (position, midpoint, length) = candidate.flowsHorizontally
            ? (pointer.x, frame.midX, frame.width) : (pointer.y, frame.midY, frame.height)
        let margin = margin(forLength: length)
        let after: Bool
        if position > midpoint + margin { after = true } else if position < midpoint - margin { after = false } else { return current }
        let path = candidate.indexPath
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
