import Foundation

extension UICollectionView {
    /// Checks what must always hold between the data, the layout and the views; returns each violation
    /// as a sentence (empty when all is well). Tests call it after every step.
    ///
    /// - Complexity: O(live views + queued views + prepared cells + selection), plus one layout query of `bounds`.
    public func checkInvariants() -> [String] {
        var problems: [String] = []
        let liveIDs = live.views.values.map(ObjectIdentifier.init)
        if Set(liveIDs).count != liveIDs.count { problems.append("a view is live for two elements") }
        for (key, view) in live.views {
            let name = "\(key.category) \(key.kind) \(key.indexPath.map(String.init).joined(separator: "-"))"
            if view.superview !== self { problems.append("live view for \(name) is not a subview") }
            guard let attributes = live.attributes[key] else {
                problems.append("live view for \(name) has no attributes")
                continue
            }
            if view.center != attributes.center || view.bounds.size != attributes.size {
                problems.append("live view for \(name) is at \(view.frame), its attributes say \(attributes.frame)")
            }
            if key.category == .cell {
                if !isValidItem(key.indexPath) { problems.append("live cell for \(name) names no item") }
                if let cell = view as? UICollectionViewCell, cell.isSelected != selection.contains(key.indexPath) {
                    problems.append("cell \(name) shows isSelected = \(cell.isSelected) against the selection")
                }
            }
        }
        let queued = reuseQueues.allViews
        for view in queued {
            if view.superview != nil { problems.append("a queued view is still in the hierarchy") }
            if liveIDs.contains(ObjectIdentifier(view)) { problems.append("a view is both live and queued") }
        }
        problems += prefetchingProblems(liveIDs: Set(liveIDs), queuedIDs: Set(queued.map(ObjectIdentifier.init)))
        for indexPath in selection.ordered where !isValidItem(indexPath) {
            problems.append("selected \(indexPath) names no item")
        }
        if !allowsMultipleSelectionNow, selection.count > 1 {
            problems.append("\(selection.count) items selected without multiple selection in this mode")
        }
        if collectionViewLayout.hasPrepared, collectionViewLayout.pendingInvalidation == nil, !mayShowPastEdges,
           contentOffset != super.clampedContentOffset(contentOffset) {
            problems.append("content offset \(contentOffset) lies outside the content (\(contentSize), insets \(adjustedContentInset))")
        }
        if !needsLayout, collectionViewLayout.pendingInvalidation == nil {
            let expected = Set((collectionViewLayout.shownAttributesForElements(in: bounds) ?? []).compactMap {
                displayableCopy(of: $0, in: bounds, reporting: false)?.elementKey
            }).union(liftedItemKey.map { [$0] } ?? [])
            let actual = Set(live.keys)
            if expected != actual {
                problems.append("live elements differ from the layout's: \(expected.subtracting(actual).count) missing, \(actual.subtracting(expected).count) extra")
            }
        }
        problems += reorderingProblems()
        return problems
    }
}
