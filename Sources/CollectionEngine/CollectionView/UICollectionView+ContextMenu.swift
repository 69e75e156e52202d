import Foundation

// Context menus, as iOS 16's collection view delegate asks for them.
//
// A right-click on an item (or the Menu key, or Shift-F10, on the focused item) asks the delegate for
// a configuration with the items it is for: the clicked item, or every selected item when the click is
// on one of several selected; a right-click on empty space asks with no items. With a configuration,
// `willDisplayContextMenu` is called and the menu the action provider makes opens at the pointer in
// its own window (see Menus/). When it closes: `willPerformPreviewActionForMenuWith` if the preview was
// chosen, then `willEndContextMenuInteraction`, then the chosen action's handler.

extension UICollectionView {
    /// The interaction that shows the collection view's context menus.
    public var contextMenuInteraction: UIContextMenuInteraction? {
        if let interaction = contextMenuInteractionIfMade { return interaction }
        let interaction = UIContextMenuInteraction(view: self)
        contextMenuInteractionIfMade = interaction
        return interaction
    }

    /// The items a context menu on `indexPath` is for.
    func contextMenuItems(for indexPath: IndexPath?) -> [IndexPath] {
        guard let indexPath else { return [] }
        return selection.contains(indexPath) && selection.count > 1 ? selection.ordered : [indexPath]
    }

    /// Asks the delegate for a menu for the item at `indexPath` (nil: empty space), opened at `point`
    /// (content coordinates); returns whether one opened.
    @discardableResult
    func presentContextMenu(forItemAt indexPath: IndexPath?, at point: CGPoint) -> Bool {
        guard let window, let delegate = collectionDelegate,
              let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: contextMenuItems(for: indexPath), point: point)
        else { return false }
        let previewController = configuration.previewProvider?()
        let preview = previewController.map(previewView(of:))
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        guard preview != nil || !MenuRow.rows(for: menu).isEmpty else { return false }

        let animator = ContextMenuAnimator(previewViewController: previewController)
        delegate.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
        let windowPoint = convert(point, to: window)
        let session = window.presentMenu(menu, preview: preview, at: windowPoint) { [weak self] outcome in
            self?.contextMenuDidEnd(outcome, configuration: configuration, previewController: previewController)
        }
        contextMenuInteraction?.invocation = windowPoint
        contextMenuInteraction?.session = session
        animator.run(on: frameDriver)
        return true
    }

    private func contextMenuDidEnd(_ outcome: MenuSession.Outcome, configuration: UIContextMenuConfiguration,
                                   previewController: UIViewController?) {
        contextMenuInteractionIfMade?.invocation = nil
        contextMenuInteractionIfMade?.session = nil
        let delegate = collectionDelegate
        if case .chosePreview = outcome {
            let commit = ContextMenuAnimator(previewViewController: previewController)
            delegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: commit)
            commit.run(on: frameDriver)
        }
        let end = ContextMenuAnimator(previewViewController: previewController)
        delegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: end)
        end.run(on: frameDriver)
        if case let .chose(action) = outcome { action.perform() }
    }

    /// The preview controller's view, at its own size (240 × 160 points when it has none).
    private func previewView(of controller: UIViewController) -> UIView {
        let view: UIView = controller.view
        if view.bounds.size == .zero { view.frame = CGRect(x: 0, y: 0, width: 240, height: 160) }
        return view
    }
}

extension UICollectionViewDelegate {
    /// By default, for one item, the older single-item method's answer; otherwise no menu.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        singleItemContextMenuConfiguration(in: collectionView, for: indexPaths, point: point)
    }

    /// The default multiple-item menu, in one place for the protocol's default and
    /// `UICollectionViewController`'s open method: for one item, the single-item method's answer
    /// (asked through the conformance, so a subclass's override answers); otherwise no menu.
    func singleItemContextMenuConfiguration(
        in collectionView: UICollectionView, for indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    /// No menu by default: return a configuration to offer one for the item.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// Does nothing by default.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing by default.
    public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing by default.
    public func collectionView(
        _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating) {}
}
