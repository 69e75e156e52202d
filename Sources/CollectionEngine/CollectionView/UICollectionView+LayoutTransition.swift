import Foundation

/// Where an interactive layout transition stands: one enum, moved only by `moveInteractiveTransition(to:)`.
enum InteractiveTransitionState {
    case idle
    /// The app drives `transitionProgress`.
    case interactive(InteractiveTransition)
    /// Finishing (towards 1) or cancelling (towards 0) on its own, stepped by the frame driver.
    case settling(InteractiveTransition, finishing: Bool)

    var transition: InteractiveTransition? {
        switch self {
        case .idle: nil
        case let .interactive(transition), let .settling(transition, _): transition
        }
    }
}

/// What animated layout changes keep while any of them is still running.
struct LayoutChangeState {
    /// The item kept on screen, so that switching back mid-flight returns to where the first began.
    var anchor: IndexPath?
    var inFlight = 0
    /// The layouts of the change under way, animated or interactive: a view that comes into sight
    /// meanwhile is told of it too, so every view hears `willTransition` before `didTransition`.
    var layouts: (from: UICollectionViewLayout, to: UICollectionViewLayout)?
}

/// One interactive transition: its layout and what to call when it is over.
@MainActor
final class InteractiveTransition {
    let layout: UICollectionViewTransitionLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
    var settling: ProgressAnimation?

    init(layout: UICollectionViewTransitionLayout, completion: UICollectionView.LayoutInteractiveTransitionCompletion?) {
        self.layout = layout
        self.completion = completion
    }
}

extension UICollectionView {
    /// Called when an interactive transition ends: whether its animations ran to completion, and
    /// whether it finished (the new layout is installed) or was cancelled (the old one is back).
    public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

    /// How long an animated layout change takes.
    nonisolated static let layoutTransitionDuration: TimeInterval = 0.4

    /// Changes the layout, animating every visible element from where it is to where the new layout
    /// puts it, as UIKit does.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout, animating every visible element from where it is on screen to where the new
    /// layout puts it; elements in only one of the layouts fade in or out.
    ///
    /// Calling it again mid-flight (for example to switch back) starts from what is on screen, so the
    /// motion reverses smoothly. The content offset is chosen so that the item nearest the middle of
    /// the screen stays on screen, then offered to the new layout's
    /// `targetContentOffset(forProposedContentOffset:)` and the delegate's
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`.
    ///
    /// - Complexity: Proportional to the elements visible before and after.
    /// - Note: An interactive transition under way is cancelled first, without animation.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layout !== collectionViewLayout else {
            completion?(true)
            return
        }
        if interactiveTransition.transition != nil { endInteractiveTransition(finished: false, animationsCompleted: false) }
        prepareLayoutIfNeeded()
        let oldLayout = collectionViewLayout
        let oldOffset = contentOffset
        // Switching again mid-flight keeps the same anchor, so switching back returns to where it began.
        let anchor = layoutChange.anchor ?? anchorItem()
        layoutChange.anchor = anchor
        layoutChange.inFlight += 1
        for view in live.views.values { view.willTransition(from: oldLayout, to: layout) }
        layoutChange.layouts = (oldLayout, layout)
        let screen = live.views.mapValues { $0.presentation }
        collectionViewLayout = layout
        prepareLayoutIfNeeded()
        applyContentOffset(targetContentOffset(anchoring: anchor, from: oldLayout, oldOffset: oldOffset))
        let delta = CGPoint(x: contentOffset.x - oldOffset.x, y: contentOffset.y - oldOffset.y)
        // The old layout answers "where was it" for views that come into sight.
        oldLayout.collectionView = self
        defer { oldLayout.collectionView = nil }

        var rules = RelayoutRules()
        // Each view starts where it is on screen, though the content offset jumped.
        rules.placeKeptView = { view, key in if let shown = screen[key] { view.show(shown, shiftedBy: delta) } }
        rules.appearingStart = { attributes in
            // From where the old layout had it, seen through the new offset; else faded in place.
            guard let before = self.attributes(of: attributes.elementKey, in: oldLayout) else { return attributes.faded() }
            before.center = CGPoint(x: before.center.x + delta.x, y: before.center.y + delta.y)
            return before
        }
        rules.disappearingEnd = { key, _, view in self.attributes(of: key, in: layout) ?? view.fadedAttributes(for: key) }
        let duration = animated && (AnimationContext.current?.animates ?? true) ? UICollectionView.layoutTransitionDuration : 0
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        relayout(rules, duration: duration, completion: { finished in
            self.layoutChange.inFlight -= 1
            if self.layoutChange.inFlight == 0 { (self.layoutChange.anchor, self.layoutChange.layouts) = (nil, nil) }
            for view in self.live.views.values { view.didTransition(from: oldLayout, to: layout) }
            completion?(finished)
        })
    }

    /// Installs a transition layout whose progress the app drives, as UIKit does.
    ///
    /// Set `transitionProgress` on the returned layout as the user drags, then call
    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
    ///
    /// - Note: Starting while another transition is under way ends that one first (cancelled, without
    ///   animation), where UIKit's behaviour is undefined.
    ///
    /// - Complexity: Prepares the new layout (its `prepare()`), then O(elements on screen); each change of
    ///   `transitionProgress` re-places the elements paired at the start.
    @discardableResult
    public func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout {
        if interactiveTransition.transition != nil { endInteractiveTransition(finished: false, animationsCompleted: false) }
        prepareLayoutIfNeeded()
        let oldLayout = collectionViewLayout
        let transitionLayout = collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: oldLayout, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: oldLayout, nextLayout: layout)
        let anchor = anchorItem()
        layout.collectionView = self
        layout.invalidateLayout()
        _ = layout.prepareIfNeeded()
        let start = contentOffset
        let end = targetContentOffset(anchoring: anchor, from: oldLayout, oldOffset: start, in: layout)
        transitionLayout.offsets = (start, end)
        for view in live.views.values { view.willTransition(from: oldLayout, to: layout) }
        layoutChange.layouts = (oldLayout, layout)
        moveInteractiveTransition(to: .interactive(InteractiveTransition(layout: transitionLayout, completion: completion)))
        collectionViewLayout = transitionLayout
        transitionLayout.currentLayout.collectionView = self
        transitionLayout.nextLayout.collectionView = self
        layoutIfNeeded()
        return transitionLayout
    }

    /// Animates the rest of the way to the new layout and installs it.
    public func finishInteractiveTransition() { settleInteractiveTransition(finishing: true) }

    /// Animates back to the old layout and reinstalls it.
    public func cancelInteractiveTransition() { settleInteractiveTransition(finishing: false) }

    // MARK: Interactive transition internals

    /// The one place where the interactive transition changes state.
    func moveInteractiveTransition(to state: InteractiveTransitionState) {
        if case let .settling(transition, _) = interactiveTransition, let animation = transition.settling {
            frameDriver.remove(animation)
            transition.settling = nil
        }
        interactiveTransition = state
        if case let .settling(transition, finishing) = state {
            let layout = transition.layout
            let target: CGFloat = finishing ? 1 : 0
            let remaining = abs(target - layout.transitionProgress)
            // Carry on at the speed the app was moving, when it was moving the right way.
            let speed = layout.velocity(forAnimatedKey: UICollectionViewTransitionLayout.progressKey) * (finishing ? 1 : -1)
            let duration = speed > 0.1 ? min(0.4, max(0.08, Double(remaining / speed))) : Double(remaining) * UICollectionView.layoutTransitionDuration
            let animation = ProgressAnimation(collectionView: self, from: layout.transitionProgress, to: target,
                                              span: AnimationSpan(start: frameDriver.now, duration: duration))
            transition.settling = animation
            frameDriver.add(animation)
        }
    }

    private func settleInteractiveTransition(finishing: Bool) {
        guard let transition = interactiveTransition.transition else { return }
        moveInteractiveTransition(to: .settling(transition, finishing: finishing))
    }

    /// Called by the progress animation when it arrives.
    func interactiveTransitionSettled() {
        guard case let .settling(_, finishing) = interactiveTransition else { return }
        endInteractiveTransition(finished: finishing, animationsCompleted: true)
    }

    /// Installs the layout the transition ended on, at the offset it ended at, and calls the completion.
    func endInteractiveTransition(finished: Bool, animationsCompleted: Bool) {
        guard let transition = interactiveTransition.transition else { return }
        moveInteractiveTransition(to: .idle)
        let layout = transition.layout
        let final = finished ? layout.nextLayout : layout.currentLayout
        let other = finished ? layout.currentLayout : layout.nextLayout
        let offset = finished ? layout.offsets.end : layout.offsets.start
        collectionViewLayout = final
        other.collectionView = nil
        prepareLayoutIfNeeded()
        applyContentOffset(offset)
        layoutIfNeeded()
        if layoutChange.inFlight == 0 { layoutChange.layouts = nil }
        for view in live.views.values { view.didTransition(from: layout.currentLayout, to: final) }
        transition.completion?(animationsCompleted, finished)
    }

    /// Keeps the content offset and size in step with the transition's progress.
    func transitionProgressDidChange() {
        guard let layout = interactiveTransition.transition?.layout else { return }
        let t = layout.transitionProgress
        let (start, end) = layout.offsets
        contentSize = layout.collectionViewContentSize
        bounds.origin = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
    }

    // MARK: Anchoring

    /// The visible item whose centre is nearest the middle of the visible area.
    func anchorItem() -> IndexPath? {
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        return live.attributes.filter { $0.key.category == .cell }.min { a, b in
            a.value.center.distanceSquared(to: middle) < b.value.center.distanceSquared(to: middle)
        }?.key.indexPath
    }

    /// The offset that keeps `anchor` where it is on screen under `newLayout`, then clamped and offered
    /// to the layout and the delegate.
    func targetContentOffset(
        anchoring anchor: IndexPath?, from oldLayout: UICollectionViewLayout, oldOffset: CGPoint,
        in newLayout: UICollectionViewLayout? = nil
    ) -> CGPoint {
        let layout = newLayout ?? collectionViewLayout
        var proposed = oldOffset
        if let anchor, let before = attributes(of: ElementKey(category: .cell, kind: "", indexPath: anchor), in: oldLayout),
           let after = layout.shownAttributesForItem(at: anchor) {
            proposed = UICollectionView.offset(keeping: before.center, at: oldOffset, whenMovedTo: after.center)
        }
        proposed = clamped(proposed, contentSize: layout.collectionViewContentSize)
        proposed = layout.shownTargetContentOffset(forProposedContentOffset: proposed)
        return collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed
    }

    /// The offset that shows a point that moved from `before` (seen at `offset`) to `after` at the same
    /// place on screen: a pure function.
    nonisolated static func offset(keeping before: CGPoint, at offset: CGPoint, whenMovedTo after: CGPoint) -> CGPoint {
        CGPoint(x: after.x - (before.x - offset.x), y: after.y - (before.y - offset.y))
    }

    private func clamped(_ offset: CGPoint, contentSize: CGSize) -> CGPoint {
        let insets = adjustedContentInset
        let maximum = CGPoint(x: max(-insets.left, contentSize.width + insets.right - bounds.width),
                              y: max(-insets.top, contentSize.height + insets.bottom - bounds.height))
        return CGPoint(x: min(maximum.x, max(-insets.left, offset.x)), y: min(maximum.y, max(-insets.top, offset.y)))
    }

    /// Where `layout` puts an element, whichever its category.
    func attributes(of key: ElementKey, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        let found: UICollectionViewLayoutAttributes? = switch key.category {
        case .cell: isValidItem(key.indexPath) ? layout.shownAttributesForItem(at: key.indexPath) : nil
        case .supplementaryView: layout.shownAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        case .decorationView: layout.shownAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
        }
        return found?.copy() as? UICollectionViewLayoutAttributes
    }
}

/// Moves an interactive transition's progress to its end, frame by frame.
@MainActor
final class ProgressAnimation: FrameTicking {
    private weak var collectionView: UICollectionView?
    private let from: CGFloat, to: CGFloat, span: AnimationSpan

    init(collectionView: UICollectionView, from: CGFloat, to: CGFloat, span: AnimationSpan) {
        self.collectionView = collectionView
        (self.from, self.to, self.span) = (from, to, span)
    }

    func advance(to time: TimeInterval) -> Bool {
        guard let collectionView, let layout = collectionView.interactiveTransition.transition?.layout else { return false }
        let fraction = span.fraction(at: time)
        layout.transitionProgress = from + (to - from) * TimingCurve.easeOut.progress(fraction)
        collectionView.layoutIfNeeded()
        if fraction >= 1 {
            collectionView.interactiveTransitionSettled()
            return false
        }
        return true
    }
}

extension CGPoint {
    func distanceSquared(to other: CGPoint) -> CGFloat {
        (x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)
    }
}
