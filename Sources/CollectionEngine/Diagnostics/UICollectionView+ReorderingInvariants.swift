import Foundation

extension UICollectionView {
    /// What must hold between the reordering state, the presented order and the counts; one sentence
    /// per violation (part of `checkInvariants()`).
    func reorderingProblems() -> [String] {
        var problems: [String] = []
        let order = reordering.order
        if let order, let counts, counts != order.presentedCounts {
            problems.append("counts \(counts) differ from the presented order's \(order.presentedCounts)")
        }
        if let movement = reordering.movement.movement,
           order?.move?.from != movement.original || order?.move?.to != movement.target {
            problems.append("the presented move \(String(describing: order?.move)) is not the movement's \(movement.original) > \(movement.target)")
        }
        let shownPlaceholders = Set(order?.placeholders.map(\.id) ?? [])
        if shownPlaceholders != Set(reordering.placeholders.keys) {
            problems.append("\(shownPlaceholders.count) placeholders shown, \(reordering.placeholders.count) uncommitted")
        }
        if reordering.drag != nil, !reordering.movement.isActive {
            problems.append("a drag without its lifted item")
        }
        return problems
    }
}
