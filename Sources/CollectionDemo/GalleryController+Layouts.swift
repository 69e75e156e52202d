import CollectionEngine
import Foundation

/// Switching layouts: the Layout button and the L key animate to the next layout of the cycle; the
/// bar's slider scrubs an interactive transition to it and, released, finishes past half-way or
/// cancels otherwise.
///
/// Debug lines: `layout NAME` when an animated switch starts, `layout NAME installed` when a layout
/// is in place (an animated switch ended, or a scrub finished), `layout NAME restored` when a scrub was
/// cancelled.
extension GalleryController {
    func switchToNextLayout() {
        switchLayout(to: layouts.next)
    }

    /// Animates to `next` (the Layout menu's choice, or the next of the cycle).
    func switchLayout(to next: LayoutCycle.Kind) {
        guard next != layouts.current else { return }
        let collectionView = view.collectionView
        let change = beginSwitch(to: next)
        layouts.didSwitch(to: next)
        bar.showCurrentLayout(next)
        DebugChannel.say("layout \(next.rawValue)")
        collectionView.setCollectionViewLayout(change.layout, animated: true) { finished in
            if finished { DebugChannel.say("layout \(next.rawValue) installed") }
        }
        // The collection view asked for the new offset while it installed the layout.
        layoutSwitch = nil
    }

    /// Notes where the user is and makes the layout to switch to, which shows that place.
    private func beginSwitch(to next: LayoutCycle.Kind) -> LayoutSwitch {
        let collectionView = view.collectionView
        let place = currentPlace()
        let change = LayoutSwitch(
            from: layouts.current, to: next, place: place,
            layout: layouts.makeLayout(next, width: collectionView.bounds.width, scale: collectionView.traitCollection.displayScale,
                                       around: place),
            wasAtTop: LayoutSwitch.isVertical(layouts.current) && collectionView.contentOffset.y <= -collectionView.adjustedContentInset.top)
        layoutSwitch = change
        return change
    }

    /// The card the user is at: the ring's first card, or the card nearest the middle of the screen.
    func currentPlace() -> IndexPath? {
        let collectionView = view.collectionView
        if let ring = collectionView.collectionViewLayout as? CircleLayout { return ring.firstItem }
        let middle = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
        return collectionView.indexPathsForVisibleItems.min { a, b in
            distance(of: a, to: middle) < distance(of: b, to: middle)
        }
    }

    private func distance(of indexPath: IndexPath, to point: CGPoint) -> CGFloat {
        guard let center = view.collectionView.layoutAttributesForItem(at: indexPath)?.center else { return .greatestFiniteMagnitude }
        return (center.x - point.x) * (center.x - point.x) + (center.y - point.y) * (center.y - point.y)
    }

    /// Keeps the grid's cards fitted to the width (the other layouts size themselves), and the card at
    /// the top left where the user sees it, however the rows reflow.
    func fitLayout(toWidth width: CGFloat) {
        let collectionView = view.collectionView
        let kept = LayoutSwitch.isVertical(layouts.current) && collectionView.contentOffset.y > -collectionView.adjustedContentInset.top
            ? topLeftItem() : nil
        if layouts.current == .grid, let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
            GridLayoutFactory.fit(layout, width: width, scale: collectionView.traitCollection.displayScale)
        }
        if let kept { collectionView.scrollToItem(at: kept, at: .top, animated: false) }
    }

    /// The first card at least half on screen, where the cells are now (the layout may already
    /// answer for the new width).
    private func topLeftItem() -> IndexPath? {
        let collectionView = view.collectionView
        let top = collectionView.bounds.minY + collectionView.adjustedContentInset.top
        return collectionView.visibleCells.filter { $0.frame.midY >= top }.compactMap { collectionView.indexPath(for: $0) }.min()
    }

    /// The new layout shows the user's place (`LayoutSwitch`).
    func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        layoutSwitch?.contentOffset(proposed: proposedContentOffset, viewSize: collectionView.bounds.size,
                                    insets: collectionView.adjustedContentInset) ?? proposedContentOffset
    }

    func connectLayoutSlider() {
        let slider = bar.layoutSlider
        slider.addAction(UIAction { [weak self] _ in self?.beginScrub() }, for: .touchDown)
        slider.addAction(UIAction { [weak self, weak slider] _ in
            guard let slider else { return }
            self?.scrub(to: CGFloat(slider.value))
        }, for: .valueChanged)
        slider.addAction(UIAction { [weak self, weak slider] _ in
            guard let slider else { return }
            self?.endScrub(finishing: slider.value > 0.5)
            slider.setValue(0, animated: true)
        }, for: [.touchUpInside, .touchUpOutside])
        slider.addAction(UIAction { [weak self, weak slider] _ in
            self?.endScrub(finishing: false)
            slider?.setValue(0, animated: true)
        }, for: .touchCancel)
    }

    private func beginScrub() {
        let collectionView = view.collectionView
        let next = layouts.next, previous = layouts.current
        DebugChannel.say("scrub \(previous.rawValue) to \(next.rawValue)")
        let change = beginSwitch(to: next)
        defer { layoutSwitch = nil }
        collectionView.startInteractiveTransition(to: change.layout) { [weak self] _, installed in
            if installed {
                self?.layouts.didSwitch(to: next)
                self?.bar.showCurrentLayout(next)
                DebugChannel.say("layout \(next.rawValue) installed")
            } else {
                DebugChannel.say("layout \(previous.rawValue) restored")
            }
        }
    }

    private func scrub(to progress: CGFloat) {
        guard let transition = view.collectionView.collectionViewLayout as? UICollectionViewTransitionLayout else { return }
        transition.transitionProgress = progress
    }

    private func endScrub(finishing: Bool) {
        guard view.collectionView.collectionViewLayout is UICollectionViewTransitionLayout else { return }
        if finishing {
            view.collectionView.finishInteractiveTransition()
        } else {
            view.collectionView.cancelInteractiveTransition()
        }
    }
}
