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
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return false }
        prepareLayoutIfNeeded()
        guard let section = layout.orthogonalSection(at: location),
              let target = layout.wheelTarget(ofSection: section, delta: layout.orthogonalComponent(of: delta)) else { return false }
        layout.glideOrthogonalSection(section, to: target, animated: inputScrollAnimationDuration > 0)
        return true
    }

    func beginNestedPan(_ button: InputEvent.PointerButton, at location: CGPoint) -> PointerTracking? {
        guard button == .middle, let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return nil }
        prepareLayoutIfNeeded()
        guard let section = layout.orthogonalSection(at: location) else { return nil }
        return OrthogonalDrag(self, layout: layout, section: section, at: location)
    }
}

/// A middle-button drag of an orthogonal section: the section follows the pointer across the scroll
/// axis; released, it glides to where its behaviour rests.
@MainActor
final class OrthogonalDrag: PointerTracking {
    private weak var collectionView: UICollectionView?
    private weak var layout: UICollectionViewCompositionalLayout?
    private let section: Int
    /// The pointer in the collection view's frame coordinates, which do not move as it scrolls.
    private let startPoint: CGPoint
    private let startOffset: CGFloat
    private var recent: [(time: TimeInterval, offset: CGFloat)] = []
    private static let velocityWindow: TimeInterval = 0.1
    var view: UIView? { collectionView }
    var isHighlightingPress: Bool { false }

    init(_ collectionView: UICollectionView, layout: UICollectionViewCompositionalLayout, section: Int, at location: CGPoint) {
        self.collectionView = collectionView
        self.layout = layout
        self.section = section
        startPoint = CGPoint(x: location.x - collectionView.contentOffset.x, y: location.y - collectionView.contentOffset.y)
        if let running = layout.orthogonalGlides.removeValue(forKey: section) { collectionView.frameDriver.remove(running) }
        startOffset = layout.orthogonalOffset(ofSection: section)
    }

    func pointerMoved(_ event: InputEvent) {
        guard let collectionView, let layout else { return }
        let location = collectionView.convert(event.location, from: nil)
        let moved = CGPoint(x: location.x - collectionView.contentOffset.x - startPoint.x,
                            y: location.y - collectionView.contentOffset.y - startPoint.y)
        layout.setOrthogonalOffset(startOffset - layout.orthogonalComponent(of: moved), ofSection: section)
        recent.append((event.timestamp, layout.orthogonalOffset(ofSection: section)))
        recent.removeAll { $0.time < event.timestamp - Self.velocityWindow }
    }

    func pointerReleased(_ event: InputEvent) {
        pointerMoved(event)
        guard let layout else { return }
        let now = layout.orthogonalOffset(ofSection: section)
        let target = layout.restingOffset(ofSection: section, proposed: now, start: startOffset, velocity: releaseVelocity)
        layout.glideOrthogonalSection(section, to: target, animated: true)
    }

    /// The offset's speed over the drag's last tenth of a second, in points per second.
    private var releaseVelocity: CGFloat {
        guard let first = recent.first, let last = recent.last, last.time > first.time else { return 0 }
        return (last.offset - first.offset) / CGFloat(last.time - first.time)
    }

    /// A drag is not undone when cancelled: the section stays where the user put it.
    func cancel() {}
}
