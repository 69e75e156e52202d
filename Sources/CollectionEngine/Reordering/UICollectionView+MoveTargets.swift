import Foundation

// Where a lifted item would land: the rule (`MovementTargeting`: midpoints with hysteresis) over the
// item the layout places under the pointer, then the delegate's say.

extension UICollectionView {
    /// The target the rule (and, for an interactive movement, the delegate) chooses for the lifted item
    /// at `position`.
    func proposedMoveTarget(for position: CGPoint, movement: MovementSession.Movement, asksDelegate: Bool = true) -> IndexPath {
        var candidate = moveCandidate(at: position, excluding: movement.target)
        let gap = collectionViewLayout.shownAttributesForItem(at: movement.target)?.frame
        let gapLength = gap.map { candidate?.flowsHorizontally ?? true ? $0.width : $0.height }
        // The rule reads "after" as further right; a mirrored layout is judged as it was computed.
        var pointer = position
        if let mirror = collectionViewLayout.shownMirror {
            pointer = mirror.point(position)
            if let frame = candidate?.frame { candidate?.frame = mirror.rect(frame) }
        }
        let proposed = MovementTargeting.target(pointer: pointer, current: movement.target, gapLength: gapLength, candidate: candidate)
        guard proposed != movement.target, asksDelegate else { return proposed }
        let chosen = collectionDelegate?.collectionView(
            self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
            atCurrentIndexPath: movement.target, toProposedIndexPath: proposed) ?? proposed
        guard dataState.presentedOrder?.isValidMoveTarget(chosen) ?? false else {
            report(.invalidMoveTarget(original: movement.original, proposed: proposed, returned: chosen))
            return movement.target
        }
        return chosen
    }

    /// The item the layout places under `position`, other than the gap.
    func moveCandidate(at position: CGPoint, excluding gap: IndexPath?) -> MovementTargeting.Candidate? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        let layout = collectionViewLayout
        guard let hit = (layout.shownAttributesForElements(in: probe) ?? []).first(where: {
            $0.representedElementCategory == .cell && $0.indexPath != gap && $0.frame.contains(position) && isValidItem($0.indexPath)
        }) else { return nil }
        let path = hit.indexPath
        let count = numberOfItems(inSection: path.section)
        let neighbourPath = path.item + 1 < count ? IndexPath(item: path.item + 1, section: path.section)
            : path.item > 0 ? IndexPath(item: path.item - 1, section: path.section) : nil
        let neighbour = neighbourPath.flatMap { layout.shownAttributesForItem(at: $0)?.frame }
        return MovementTargeting.Candidate(
            indexPath: path, frame: hit.frame, flowsHorizontally: MovementTargeting.flowsHorizontally(hit.frame, neighbour: neighbour))
    }
}
