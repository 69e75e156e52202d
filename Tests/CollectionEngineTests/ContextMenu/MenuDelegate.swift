@testable import CollectionEngine
import EngineTestSupport
import Foundation

/// A delegate that offers a context menu (Open, Duplicate, a disabled Rename, Move ▸ with two
/// sections, an inline destructive Delete) and records what it is asked and what was chosen.
@MainActor
final class MenuDelegate: NSObject, UICollectionViewDelegate {
    var calls: [String] = []
    var offersMenu = true
    var preview: UIViewController?

    private func name(_ indexPaths: [IndexPath]) -> String {
        indexPaths.map { "\($0.section)-\($0.item)" }.joined(separator: ",")
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        calls.append("configuration [\(name(indexPaths))]")
        guard offersMenu else { return nil }
        let previewProvider: UIContextMenuContentPreviewProvider? = preview.map { controller -> UIContextMenuContentPreviewProvider in { controller } }
        return UIContextMenuConfiguration(identifier: "menu" as NSString, previewProvider: previewProvider) { _ in
            UIMenu(children: [
                UIAction(title: "Open") { [weak self] _ in self?.calls.append("open [\(self?.name(indexPaths) ?? "")]") },
                UIAction(title: "Duplicate") { [weak self] _ in self?.calls.append("duplicate") },
                UIAction(title: "Rename…", attributes: .disabled) { [weak self] _ in self?.calls.append("rename") },
                UIAction(title: "Hidden", attributes: .hidden) { [weak self] _ in self?.calls.append("hidden") },
                UIMenu(title: "Move to Section", children: [
                    UIAction(title: "First") { [weak self] _ in self?.calls.append("move first") },
                    UIAction(title: "Second") { [weak self] _ in self?.calls.append("move second") },
                ]),
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.calls.append("delete") },
                ]),
            ])
        }
    }

    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {
        calls.append("willDisplay")
    }

    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {
        calls.append("willEnd")
    }

    func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating) {
        calls.append("willPerformPreview \(animator.previewViewController === preview)")
    }
}

extension CollectionScene where Layout == GridTestLayout {
    /// The input grid with a `MenuDelegate` and the collection view as the key target.
    static func menuGrid(multiple: Bool = false) -> (CollectionScene, MenuDelegate) {
        let scene = CollectionScene.inputGrid(allowsMultipleSelection: multiple)
        let delegate = MenuDelegate()
        scene.collectionView.delegate = delegate
        scene.window.keyTarget = scene.collectionView
        return (scene, delegate)
    }

    func rightClick(at point: CGPoint) {
        input.press(at: point, button: .secondary)
        input.release(at: point, button: .secondary)
    }

    /// The titles of the rows of open menu level `level` ("—" for a separator, "#" before a header).
    func menuRows(level: Int = 0) -> [String] {
        guard window.presentedMenuWindows.indices.contains(level) else { return [] }
        return window.presentedMenuWindows[level].rowViews.map { view in
            switch view.row {
            case let .element(element): element.title
            case .separator: "—"
            case let .header(title): "#" + title
            }
        }
    }
}
