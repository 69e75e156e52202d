import Foundation

/// A finger or touchpad dragging a section that scrolls on its own, with the collection view's
/// physics: 1:1 with UIKit's resistance past the section's ends, then momentum at the collection
/// view's `decelerationRate`, bouncing back when `bounces`, and for `.paging`, `.groupPaging`,
/// `.groupPagingCentered` and `.continuousGroupLeadingBoundary` coming to rest where the behaviour
/// says (`OrthogonalSnapping`): a page or group on from where the drag began for a flick, the nearest
/// for a slow release, springing there from the finger's speed.
@MainActor
final class OrthogonalPhysics: ScrollDragging, FrameTicking {
    private weak var collectionView: UICollectionView?
    private weak var layout: UICollectionViewCompositionalLayout?
    var section: Int
    private var tracking: (free: CGFloat, start: CGFloat, samples: VelocitySamples<CGFloat>, lastEvent: TimeInterval)?
    private var momentum: AxisMomentum?

    init(collectionView: UICollectionView, layout: UICollectionViewCompositionalLayout, section: Int) {
        self.collectionView = collectionView
        self.layout = layout
        self.section = section
    }

    var isTracking: Bool { tracking != nil }
    var isDecelerating: Bool { momentum != nil }

    private var range: ClosedRange<CGFloat>? {
        guard let layout, layout.sections.indices.contains(section) else { return nil }
        return layout.sections[section].offsetRange
    }

    private var viewportLength: CGFloat {
        guard let layout, layout.sections.indices.contains(section) else { return 0 }
        return layout.sections[section].viewport.length
    }

    private var bounces: Bool { collectionView?.bounces ?? true }

    func beginTracking(at time: TimeInterval) {
        guard let layout, let collectionView, let range else { return }
        if let glide = layout.orthogonalGlides.removeValue(forKey: section) { collectionView.frameDriver.remove(glide) }
        collectionView.frameDriver.remove(self)
        momentum = nil
        layout.orthogonalPhysics[section] = self
        let shown = layout.orthogonalOffset(ofSection: section)
        var samples = VelocitySamples<CGFloat>()
        let free = RubberBand.freeOffset(showing: shown, in: range, dimension: viewportLength)
        samples.record(free, at: time)
        tracking = (free, shown, samples, time)
        collectionView.frameDriver.add(self)
    }

    func track(by delta: CGPoint, at time: TimeInterval) {
        guard var drag = tracking, let layout, let range else { return }
        let component = layout.orthogonalComponent(of: delta)
        guard component.isFinite else { return }
        drag.free += component
        drag.samples.record(drag.free, at: time)
        drag.lastEvent = time
        tracking = drag
        let shown = bounces ? RubberBand.offset(drag.free, in: range, dimension: viewportLength)
            : min(max(drag.free, range.lowerBound), range.upperBound)
        layout.setOrthogonalOffset(shown, ofSection: section, clamped: false)
    }

    func endTracking(at time: TimeInterval) {
        guard let drag = tracking, let layout, let collectionView, let range else { return }
        tracking = nil
        let measured = drag.samples.velocity(releasedAt: time)
        let velocity = min(max(measured.isFinite ? measured : 0, -UIScrollView.maximumReleaseSpeed), UIScrollView.maximumReleaseSpeed)
        let shown = layout.orthogonalOffset(ofSection: section)
        let rate = collectionView.decelerationRate.rawValue
        let natural = shown + Deceleration.projection(velocity: velocity, rate: rate)
        let proposed = min(max(natural, range.lowerBound), range.upperBound)
        let snaps = OrthogonalSnapping.points(of: layout.sections[section]) != nil
        let target = layout.restingOffset(ofSection: section, proposed: proposed, start: drag.start, velocity: velocity)
        let motion = AxisMomentum(offset: shown, velocity: velocity, target: target, range: range, rate: rate, bounces: bounces,
                                  springs: snaps && layout.sections[section].orthogonal != .continuousGroupLeadingBoundary, at: time)
        momentum = motion.isAtRest(at: time) ? nil : motion
        if momentum == nil { finish(at: target) }
    }

    func advance(to time: TimeInterval) -> Bool {
        guard let layout else { return false }
        if let drag = tracking {
            // A drag whose end never came (a device gone): released where it is.
            if time - drag.lastEvent >= UIScrollView.abandonedDragInterval { endTracking(at: time) }
            return tracking != nil || momentum != nil
        }
        guard let motion = momentum else { return false }
        layout.setOrthogonalOffset(motion.offset(at: time), ofSection: section, clamped: false)
        guard motion.isAtRest(at: time) else { return true }
        finish(at: motion.restingOffset)
        return false
    }

    private func finish(at offset: CGFloat) {
        momentum = nil
        guard let layout, layout.orthogonalPhysics[section] === self else { return }
        layout.orthogonalPhysics[section] = nil
        layout.setOrthogonalOffset(offset, ofSection: section)
    }
}
