import Foundation

// The frames reordering needs while nothing else moves it: a target waiting for the cadence's delay,
// autoscroll near an edge, and the lifted item catching up with a pointer the content scrolled under.

extension UICollectionView {
    /// Whether reordering needs frames: a target waits for its delay, the pointer is in an edge zone, or
    /// the content scrolled under the pointer since the lifted item last followed it.
    private var needsFrames: Bool {
        interactiveMovement.session.hasPendingTarget || autoscrollVelocity != .zero || pointerMovedOverContent
            || (dragAndDrop.drag?.target.map { $0.autoscrollVelocity != .zero } ?? false)
    }

    /// Follows the user's pointer, at `windowLocation`: the movement is now pointer-driven (it autoscrolls
    /// and keeps the lifted item under the pointer when the content scrolls).
    func movePointer(toWindowLocation windowLocation: CGPoint) {
        interactiveMovement.pointerInWindow = windowLocation
        updateInteractiveMovementTargetPosition(liftedPosition(forPointer: convert(windowLocation, from: nil)))
    }

    /// Keeps the lifted item where it was grabbed: the press at `windowLocation` holds the item at
    /// its offset from the item's centre from now on.
    func grabLiftedItem(at windowLocation: CGPoint) {
        guard let movement = interactiveMovement.session.movement else { return }
        let press = convert(windowLocation, from: nil)
        interactiveMovement.grabOffset = CGPoint(x: movement.position.x - press.x, y: movement.position.y - press.y)
    }

    /// The lifted item's centre for the pointer at `pointer` (content coordinates).
    func liftedPosition(forPointer pointer: CGPoint) -> CGPoint {
        CGPoint(x: pointer.x + interactiveMovement.grabOffset.x, y: pointer.y + interactiveMovement.grabOffset.y)
    }

    /// The user's pointer in content coordinates, for a pointer-driven movement.
    var pointerPosition: CGPoint? {
        guard interactiveMovement.session.isActive, let window = interactiveMovement.pointerInWindow else { return nil }
        return convert(window, from: nil)
    }

    /// Whether the content moved under the pointer (a wheel scroll, autoscroll) since the last update.
    var pointerMovedOverContent: Bool {
        guard let pointer = pointerPosition, let movement = interactiveMovement.session.movement else { return false }
        return liftedPosition(forPointer: pointer) != movement.position
    }

    func startTickingIfNeeded() {
        guard needsFrames else { return }
        let ticker = reorderingFrames.ticker ?? ReorderingTicker(self)
        reorderingFrames.ticker = ticker
        frameDriver.add(ticker)
    }

    /// One frame of reordering at `time`; returns whether more frames are needed.
    func advanceReordering(to time: TimeInterval) -> Bool {
        if interactiveMovement.session.isActive {
            if interactiveMovement.pointerInWindow != nil { _ = autoscrollDelta(to: time) }
            if pointerMovedOverContent, let pointer = pointerPosition { moveInteractively(to: liftedPosition(forPointer: pointer)) }
            perform(movementInput: .tick(time))
        }
        advanceDrag(to: time)
        let more = needsFrames
        if !more { reorderingFrames.lastAutoscrollTime = nil }
        return more
    }

    /// The autoscroll velocity for the pointer now (zero unless a pointer-driven movement or drag is near an edge).
    var autoscrollVelocity: CGPoint {
        guard let position = autoscrollPointer else { return .zero }
        let range = contentOffsetRange
        return Autoscroll.velocity(
            pointer: position, visible: bounds,
            scrollsHorizontally: range.max.x > range.min.x, scrollsVertically: range.max.y > range.min.y)
    }

    /// Where the pointer is, in content coordinates, when it may autoscroll: a pointer-driven movement's
    /// pointer, or a drag's over this view (a drag scrolls its drop target, see `advanceDrag`).
    private var autoscrollPointer: CGPoint? {
        pointerPosition ?? dragAndDrop.drop?.session.location(in: self)
    }

    /// Scrolls for one frame; returns how far the content moved, or nil when it did not.
    func autoscrollDelta(to time: TimeInterval) -> CGPoint? {
        let velocity = autoscrollVelocity
        let last = reorderingFrames.lastAutoscrollTime ?? time
        reorderingFrames.lastAutoscrollTime = time
        let elapsed = CGFloat(min(0.05, max(0, time - last)))
        guard velocity != .zero, elapsed > 0 else { return nil }
        let range = contentOffsetRange
        let before = contentOffset
        let target = CGPoint(x: min(range.max.x, max(range.min.x, before.x + velocity.x * elapsed)),
                             y: min(range.max.y, max(range.min.y, before.y + velocity.y * elapsed)))
        guard target != before else { return nil }
        contentOffset = target
        let delta = CGPoint(x: contentOffset.x - before.x, y: contentOffset.y - before.y)
        return delta == .zero ? nil : delta
    }
}
