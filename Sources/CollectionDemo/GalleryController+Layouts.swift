import CollectionEngine
import Foundation

/// Switching layouts: the Layout button and the L key animate to the next layout of the cycle; the
/// toolbar's slider scrubs an interactive transition to it and, released, finishes past half-way or
/// cancels otherwise.
///
/// Debug lines: `layout NAME` when an animated switch starts, `layout NAME installed` when a layout
/// is in place (an animated switch ended, or a scrub finished), `layout NAME restored` when a scrub was
/// cancelled.
extension GalleryController {
    func switchToNextLayout() {
        let collectionView = view.collectionView
        let next = layouts.next
        layouts.didSwitch(to: next)
        DebugChannel.say("layout \(next.rawValue)")
        collectionView.setCollectionViewLayout(layouts.makeLayout(next, width: collectionView.bounds.width), animated: true) { finished in
            if finished { DebugChannel.say("layout \(next.rawValue) installed") }
        }
    }

    /// Keeps the grid's cards fitted to the width; the other layouts size themselves.
    func fitLayout(toWidth width: CGFloat) {
        guard layouts.current == .grid, let layout = view.collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        GridLayoutFactory.fit(layout, width: width)
    }

    /// A gallery scrolled to the top stays at the top in the new layout (otherwise the collection
    /// view keeps the item in the middle of the screen where it was).
    func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        collectionView.contentOffset.y <= 0 ? CGPoint(x: proposedContentOffset.x, y: 0) : proposedContentOffset
    }

    func connectLayoutSlider() {
        let slider = view.toolbar.layoutSlider
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
        collectionView.startInteractiveTransition(to: layouts.makeLayout(next, width: collectionView.bounds.width)) { [weak self] _, installed in
            if installed {
                self?.layouts.didSwitch(to: next)
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
