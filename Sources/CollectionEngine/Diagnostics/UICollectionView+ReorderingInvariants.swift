import Foundation

extension UICollectionView {
    /// What must hold between the reordering state, the presented order and the counts; one sentence
    /// per violation (part of `checkInvariants()`).
    func reorderingProblems() -> [String] {
        var problems: [String] = []
        let order = dataState.presentedOrder
        if let order, let counts = dataState.counts, counts != order.presentedCounts {
            problems.append("counts \(counts) differ from the presented order's \(order.presentedCounts)")
        }
        if let movement = interactiveMovement.session.movement,
           order?.move?.from != movement.original || order?.move?.to != movement.target {
            problems.append("the presented move \(String(describing: order?.move)) is not the movement's \(movement.original) > \(movement.target)")
        }
        let shownPlaceholders = Set(order?.placeholders.map(\.id) ?? [])
        if shownPlaceholders != Set(dragAndDrop.placeholders.keys) {
            problems.append("\(shownPlaceholders.count) placeholders shown, \(dragAndDrop.placeholders.count) uncommitted")
        }
        if dragAndDrop.drag != nil, !interactiveMovement.session.isActive {
            problems.append("a drag without its lifted item")
        }
        return problems
    }
}
