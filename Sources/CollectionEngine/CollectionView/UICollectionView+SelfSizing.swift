import Foundation

// Self-sizing, from the collection view's side, for any layout: a displayed view is asked for its
// preferred attributes; when they differ from the layout's, the layout is asked whether to invalidate
// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`) and how
// (`invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`). The layout keeps the
// sizes; only displayed views are ever measured.
//
// Views are measured at three moments: when they appear (inside the layout pass, repeated until what
// is on screen holds still, without animation: the user never sees the estimate), when the layout
// gives a live view a size it did not prefer (its width changed…), and when a view asks
// (`invalidateIntrinsicContentSize()`, `reconfigureItems(at:)`): that resize animates through the one
// relayout step.

/// The views waiting to be measured.
struct SelfSizingState {
    /// Live views to measure after the layout pass that placed them.
    var toMeasure: [ElementKey] = []
    /// Views that asked to be measured again, by identity.
    var requests: Set<ObjectIdentifier> = []

    var hasRequests: Bool { !requests.isEmpty }

    /// How many times one layout pass measures and lays out again before leaving the rest to the next
    /// frame: each round measures only views that came into sight in the round before, so this is
    /// reached only by views whose preferred size keeps changing.
    static let maximumRounds = 8
}

extension UICollectionView {
    /// Measures the views the layout pass just placed, and lays out again, by the rules of `relayout`,
    /// while that changed the layout (views that then come into sight are measured in turn).
    func resizeToPreferredAttributes(relayout: RelayoutRules?, retiring: inout Set<ObjectIdentifier>) {
        guard !selfSizing.toMeasure.isEmpty else { return }
        let anchor = selfSizingAnchor(excluding: Set(selfSizing.toMeasure))
        for _ in 0..<SelfSizingState.maximumRounds {
            let keys = selfSizing.toMeasure
            selfSizing.toMeasure = []
            let anchorFrame = anchor.flatMap { live.attributes[$0]?.frame }
            var invalidated = false
            for key in keys {
                if let view = live[key], invalidateLayout(forPreferredAttributesOf: view, key: key, anchor: anchorFrame) {
                    invalidated = true
                }
            }
            guard invalidated else { return }
            prepareLayoutInsideContent()
            updateLiveViews(in: bounds, relayout: relayout, retiring: &retiring)
        }
        selfSizing.toMeasure = []
    }

    /// The cell the user is looking at while others are measured: the measured cell nearest the top
    /// leading corner of the visible area (not one of `pending`, which are about to be measured). Views
    /// measured above it grow upwards, so it stays where it is on screen.
    func selfSizingAnchor(excluding pending: Set<ElementKey>) -> ElementKey? {
        var best: (key: ElementKey, distance: CGFloat)?
        for (key, attributes) in live.attributes where key.category == .cell && !pending.contains(key) {
            let frame = attributes.frame
            guard frame.intersects(bounds), live[key]?.preferredSizeShown != nil else { continue }
            // Cells whose top leading corner is on screen come before those cut by the edge.
            let inside = frame.minX >= bounds.minX && frame.minY >= bounds.minY
            let distance = abs(frame.minX - bounds.minX) + abs(frame.minY - bounds.minY) + (inside ? 0 : bounds.width + bounds.height)
            if best.map({ distance < $0.distance }) ?? true { best = (key, distance) }
        }
        return best?.key
    }

    /// Notes that the live view of `key` was just given `attributes`, so that it is measured after
    /// this pass if it has not already preferred that size.
    func noteApplied(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView, key: ElementKey) {
        guard key.category != .decorationView, view.preferredSizeShown != attributes.size else { return }
        selfSizing.toMeasure.append(key)
    }

    /// Asks `view` for its preferred attributes and, when they differ from its layout attributes and
    /// the layout agrees, invalidates the layout with them, keeping `anchor` (the frame of the cell the
    /// user is looking at; nil: the top of the visible area) still. Returns whether it invalidated.
    func invalidateLayout(forPreferredAttributesOf view: UICollectionReusableView, key: ElementKey, anchor: CGRect?) -> Bool {
        guard let original = live.attributes[key], let proposed = original.copy() as? UICollectionViewLayoutAttributes else {
            return false
        }
        let preferred = view.preferredLayoutAttributesFitting(proposed)
        let size = preferred.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            report(.invalidSize(what: "preferredLayoutAttributesFitting", indexPath: key.indexPath, size: size))
            view.preferredSizeShown = original.size
            return false
        }
        view.preferredSizeShown = size
        guard preferred.frame != original.frame else { return false }
        let layout = collectionViewLayout
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else {
            return false
        }
        // UIKit's `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` has no place
        // for the anchor, and a subclass's override must still be called: the layout holds it for this one call.
        layout.selfSizingAnchor = anchor
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        layout.selfSizingAnchor = nil
        layout.invalidateLayout(with: context)
        return true
    }

    /// A displayed view's content changed (`invalidateIntrinsicContentSize()`, or its item was
    /// reconfigured): measure it again before the next layout, unless `selfSizingInvalidation` is off.
    func viewAskedToResize(_ view: UICollectionReusableView) {
        guard selfSizingInvalidation != .disabled else { return }
        selfSizing.requests.insert(ObjectIdentifier(view))
        setNeedsLayout()
    }

    /// Measures the live views that asked, and animates every view to the layout that results in one
    /// relayout; `inRelayout`, only invalidates the layout, for the relayout under way to lay out by its rules.
    func resizeViewsThatAsked(inRelayout: Bool) {
        let requests = selfSizing.requests
        selfSizing.requests = []
        prepareLayoutIfNeeded()
        var invalidated = false
        let asking = live.views.filter { requests.contains(ObjectIdentifier($0.value)) }
        let anchor = selfSizingAnchor(excluding: Set(asking.keys)).flatMap { live.attributes[$0]?.frame }
        for (key, view) in asking {
            if invalidateLayout(forPreferredAttributesOf: view, key: key, anchor: anchor) { invalidated = true }
        }
        guard invalidated, !inRelayout else { return }
        let animates = AnimationContext.current?.animates ?? true
        relayout(.layoutPass, duration: animates ? UICollectionView.updateAnimationDuration : 0)
    }
}
