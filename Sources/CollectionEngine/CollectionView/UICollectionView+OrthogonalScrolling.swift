import Foundation

// Input for sections that scroll on their own (a compositional layout's orthogonal sections).
//
// Over such a section, a wheel delta across the layout's scroll axis (Shift-wheel, or a horizontal
// wheel, for a vertical layout) scrolls the section: freely, or to the next page or group for paging
// behaviours. Deltas along the scroll axis go on to the collection view. A middle-button drag over the
// section moves it with the pointer (its motion along the scroll axis is ignored), and on release a
// paging section glides to rest as the layout's behaviour says.

extension UICollectionView: NestedScrolling {
    func scrollNestedRegion(by delta: CGPoint, at location: CGPoint) -> Bool {
        if swipeByWheel(delta, at: location) { return true }
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return false }
        prepareLayoutIfNeeded()
        guard let section = layout.orthogonalSection(at: location),
              let target = layout.wheelTarget(ofSection: section, delta: layout.orthogonalComponent(of: delta)) else { return false }
        layout.glideOrthogonalSection(section, to: target, animated: inputScrollAnimationDuration > 0)
        return true
    }

    func nestedDragTarget(at location: CGPoint, along axis: ScrollAxis?) -> ScrollDragging? {
        if axis == .horizontal, let swipe = swipeDragTarget(at: location) { return swipe }
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return nil }
        prepareLayoutIfNeeded()
        guard let section = layout.orthogonalSection(at: location) else { return nil }
        let across: ScrollAxis = layout.direction == .vertical ? .horizontal : .vertical
        if let moving = layout.orthogonalPhysics[section], axis == nil || axis == across { return moving }
        guard axis == across, isScrollEnabled else { return nil }
        return OrthogonalPhysics(collectionView: self, layout: layout, section: section)
    }

    func beginNestedPan(_ button: InputEvent.PointerButton, at location: CGPoint) -> PointerTracking? {
        guard button == .middle, let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return nil }
        prepareLayoutIfNeeded()
        guard let section = layout.orthogonalSection(at: location) else { return nil }
        return OrthogonalDrag(self, layout: layout, section: section, at: location)
    }
}

extension UICollectionView {
    /// Scrolls the section of `indexPath` so that the item shows whole, when the section scrolls on
    /// its own: at `scrollPosition`'s place across the layout's scroll axis (`.left`, `.right` and
    /// `.centeredHorizontally` for a vertical layout, as drawn, so mirrored right to left), or the
    /// least distance. Returns whether the item is in such a section (the collection view itself
    /// then scrolls along its scroll axis only).
    @discardableResult
    func revealInOrthogonalSection(_ indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) -> Bool {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return false }
        let across: ScrollAxis = layout.direction == .vertical ? .horizontal : .vertical
        var place = scrollPosition.place(along: across)
        if across == .horizontal, layout.shownMirror != nil {
            // Right to left the layout's start is drawn at the right: the left of the view is its end.
            place = place.map { $0 == .start ? .end : $0 == .end ? .start : .middle }
        }
        guard let target = layout.orthogonalOffset(showing: indexPath.item, inSection: indexPath.section, at: place) else { return false }
        if target != layout.orthogonalOffset(ofSection: indexPath.section) || layout.orthogonalGlides[indexPath.section] != nil {
            layout.glideOrthogonalSection(indexPath.section, to: target, animated: animated)
        }
        return true
    }
}

/// A middle-button drag of an orthogonal section: the section follows the pointer across the scroll
/// axis; released, it glides to where its behaviour rests.
@MainActor
final class OrthogonalDrag: PointerTracking {
    private weak var collectionView: UICollectionView?
    private weak var layout: UICollectionViewCompositionalLayout?
    private let section: Int
    private var drag: ContentDrag<CGFloat>
    var view: UIView? { collectionView }
    var isHighlightingPress: Bool { false }

    init(_ collectionView: UICollectionView, layout: UICollectionViewCompositionalLayout, section: Int, at location: CGPoint) {
        self.collectionView = collectionView
        self.layout = layout
        self.section = section
        if let running = layout.orthogonalGlides.removeValue(forKey: section) { collectionView.frameDriver.remove(running) }
        drag = ContentDrag(at: location, contentOffset: collectionView.contentOffset,
                           startOffset: layout.orthogonalOffset(ofSection: section))
    }

    func pointerMoved(_ event: InputEvent) {
        guard let collectionView, let layout else { return }
        let location = collectionView.convert(event.location, from: nil)
        let moved = drag.moved(to: location, contentOffset: collectionView.contentOffset)
        layout.setOrthogonalOffset(drag.startOffset - layout.orthogonalComponent(of: moved), ofSection: section)
        drag.record(layout.orthogonalOffset(ofSection: section), at: event.timestamp)
    }

    func pointerReleased(_ event: InputEvent) {
        pointerMoved(event)
        guard let layout else { return }
        let now = layout.orthogonalOffset(ofSection: section)
        let target = layout.restingOffset(ofSection: section, proposed: now, start: drag.startOffset, velocity: drag.releaseVelocity)
        layout.glideOrthogonalSection(section, to: target, animated: true)
    }

    /// A drag is not undone when cancelled: the section stays where the user put it.
    func cancel() {}
}
