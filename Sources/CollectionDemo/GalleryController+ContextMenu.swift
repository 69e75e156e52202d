import CollectionEngine
import Foundation

/// The cards' context menu (right-click, the Menu key or Shift+F10): Open, Duplicate, Rename…,
/// Move to Section ▸, and Delete, for the card clicked or for every selected card when the click is on
/// one of them. The debug channel says `menu for S.I,… items=…` when it opens and `menu closed` after.
extension GalleryController {
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        // The menu's edits work on the model's index paths; a search shows a filtered view of it.
        guard !indexPaths.isEmpty, filter.shown == nil else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            guard let self else { return nil }
            let menu = self.contextMenu(for: indexPaths)
            let names = indexPaths.map { "\($0.section).\($0.item)" }.joined(separator: ",")
            let titles = menu.children.flatMap { ($0 as? UIMenu)?.options.contains(.displayInline) == true ? ($0 as? UIMenu)?.children ?? [] : [$0] }
            DebugChannel.say("menu for \(names) items=\(titles.map(\.title).joined(separator: ","))")
            return menu
        }
    }

    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {
        DebugChannel.say("menu closed")
    }

    private func contextMenu(for indexPaths: [IndexPath]) -> UIMenu {
        let count = indexPaths.count
        let sections = (0..<model.numberOfSections).map { section in
            UIAction(title: model.sectionTitle(section), state: indexPaths.allSatisfy { $0.section == section } ? .on : .off) { [weak self] _ in
                self?.move(indexPaths, toSection: section)
            }
        }
        return UIMenu(children: [
            UIAction(title: count == 1 ? "Open" : "Open \(count) Photos", image: UIImage(systemName: "photo")) { _ in
                for indexPath in indexPaths { DebugChannel.say("open \(indexPath.section).\(indexPath.item)") }
            },
            UIAction(title: "Duplicate", image: UIImage(systemName: "doc.on.doc")) { [weak self] _ in self?.duplicate(indexPaths) },
            // Renaming needs a text field, which Tessera does not have yet.
            UIAction(title: "Rename…", image: UIImage(systemName: "pencil"), attributes: .disabled) { _ in },
            UIMenu(title: "Move to Section", image: UIImage(systemName: "folder"), children: sections),
            UIMenu(options: .displayInline, children: [
                UIAction(title: count == 1 ? "Delete" : "Delete \(count) Photos", image: UIImage(systemName: "trash"),
                         attributes: .destructive) { [weak self] _ in
                    self?.deleteItems(indexPaths)
                },
            ]),
        ])
    }

    /// A copy of each photo right after the last of them in its section.
    private func duplicate(_ indexPaths: [IndexPath]) {
        let collectionView = view.collectionView
        let bySection = Dictionary(grouping: indexPaths, by: \.section)
        var inserted: [IndexPath] = []
        collectionView.performBatchUpdates {
            for (section, paths) in bySection {
                let sorted = paths.sorted()
                let start = (sorted.last?.item ?? 0) + 1
                let numbers = sorted.map { self.model.number(item: $0.item, section: section) }
                let slots = Array(start..<start + numbers.count)
                self.model.restoreItems(numbers, at: slots, section: section)
                inserted += slots.map { IndexPath(item: $0, section: section) }
            }
            collectionView.insertItems(at: inserted)
        }
        undoableDeletion = nil
        reportItems(in: bySection.keys.sorted())
    }

    /// Moves the photos to the end of `section`, one animated move each, last first so the others keep
    /// their index paths.
    private func move(_ indexPaths: [IndexPath], toSection section: Int) {
        let collectionView = view.collectionView
        for source in indexPaths.sorted().reversed() {
            let end = model.numberOfItems(in: section) - (source.section == section ? 1 : 0)
            let destination = IndexPath(item: end, section: section)
            guard destination != source else { continue }
            collectionView.performBatchUpdates {
                self.model.moveItem(from: source, to: destination)
                collectionView.moveItem(at: source, to: destination)
            }
        }
        undoableDeletion = nil
        reportItems(in: Array(Set(indexPaths.map(\.section) + [section])).sorted())
    }
}
