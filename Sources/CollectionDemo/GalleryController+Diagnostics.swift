import CollectionEngine
import Foundation

/// The demo's self-check, for the debug channel's `check` command (used by the input fuzzer): the
/// whole model, then whether the screen agrees with it.
///
/// Printed: a `model section=S count=N numbers=…` line for every section (all its item numbers), a
/// `selection S.I,…` line (the selected index paths, in order), then `check ok`, or `check failed: …` naming each problem: an engine invariant broken, a visible card
/// showing another item's title or caption, or (input being idle when asked) a card still lifted or
/// highlighted, or a reorder still under way.
extension GalleryController {
    func checkReport() -> [String] {
        var lines = (0..<model.numberOfSections).map { section in
            let count = model.numberOfItems(in: section)
            let numbers = (0..<count).map { String(model.number(item: $0, section: section)) }.joined(separator: ",")
            return "model section=\(section) count=\(count) numbers=\(numbers)"
        }
        let selected = (view.collectionView.indexPathsForSelectedItems ?? []).sorted().map { "\($0.section).\($0.item)" }
        lines.append("selection \(selected.joined(separator: ","))")
        // Where the content rests, and whether the layout would move it (a paging or snapping layout
        // says where a scroll stops): a flick that came to rest on a card says snapped=yes.
        let offset = view.collectionView.contentOffset
        let snapped = view.collectionView.collectionViewLayout.targetContentOffset(forProposedContentOffset: offset) == offset
        lines.append("scroll offset=\(offset.x),\(offset.y) snapped=\(snapped ? "yes" : "no")")
        let problems = consistencyProblems()
        lines.append(problems.isEmpty ? "check ok" : "check failed: " + problems.joined(separator: "; "))
        return lines
    }

    private func consistencyProblems() -> [String] {
        let collectionView = view.collectionView
        var problems = collectionView.checkInvariants().map { "invariant: \($0)" }
        if collectionView.hasActiveDrag { problems.append("a drag is still active") }
        for cell in collectionView.visibleCells {
            guard let card = cell as? CardCell, let indexPath = collectionView.indexPath(for: card) else { continue }
            let place = "\(indexPath.section).\(indexPath.item)"
            if card.isLifted { problems.append("card \(place) is still lifted") }
            if card.isHighlighted { problems.append("card \(place) is still highlighted") }
            let shown = card.shownText
            let source = filter.modelIndexPath(indexPath)
            let title = model.title(item: source.item, section: source.section)
            let caption = model.caption(item: source.item, section: source.section)
            if shown.title != title || shown.caption != caption {
                problems.append("card \(place) shows '\(shown.title ?? "")' / '\(shown.caption ?? "")', expected '\(title)' / '\(caption)'")
            }
        }
        return problems
    }
}
