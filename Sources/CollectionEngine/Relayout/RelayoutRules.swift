import Foundation

/// What one kind of relayout decides for itself; `UICollectionView.relayout(_:duration:alongside:completion:)`
/// carries it out the same way for all of them.
///
/// A relayout renumbers the live views (`newKey`), then, inside one animation, moves every view that
/// stays to its new attributes, lets views whose element is gone or out of sight leave
/// (`disappearingEnd`), and brings in views for elements that come into sight (`appearingStart`).
/// The plain layout pass is the relayout whose rules are all defaults: nothing is renumbered, views
/// leave and appear at once.
///
/// | change            | renumbers        | kept views start     | appear from              | leave to                        |
/// |-------------------|------------------|----------------------|--------------------------|---------------------------------|
/// | layout pass       | nothing          | where they are       | their place, at once     | the reuse queue, at once        |
/// | batch update      | by the plan      | where they are       | the layout's, or before  | the layout's, new place, faded  |
/// | layout change     | nothing          | where seen on screen | the old layout's place   | the new layout's place, faded   |
/// | reordering        | presented order  | where they are       | their place, at once     | the reuse queue, at once        |
struct RelayoutRules {
    /// The key a live element has after the change, or nil when it is gone.
    var newKey: (ElementKey) -> ElementKey? = { $0 }
    /// The key a renumbered element had before the change: the one a leaving view is announced with.
    var oldKey: (ElementKey) -> ElementKey? = { $0 }
    /// Moves a view that stays to where it should start from, without animation. When set, every
    /// view that stays is given its attributes again, even unchanged ones.
    var placeKeptView: ((UICollectionReusableView, ElementKey) -> Void)?
    /// Where an element coming into sight starts; nil shows it at its place at once.
    var appearingStart: ((UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes)?
    /// Where a leaving view ends, given its old key and its new one (nil when its element is gone);
    /// nil discards it at once instead of animating it out.
    var disappearingEnd: ((_ oldKey: ElementKey, _ newKey: ElementKey?, UICollectionReusableView) -> UICollectionViewLayoutAttributes?)?

    /// The plain layout pass: keep the live views in step with what the layout places on screen.
    static var layoutPass: RelayoutRules { RelayoutRules() }
}

/// The relayout under way, as it crosses `layoutIfNeeded()` into `layoutSubviews()`: its rules, which
/// the layout pass follows, and the views the pass retired, to discard when the relayout's animation ends.
struct RelayoutUnderWay {
    var rules: RelayoutRules
    var retired: Set<ObjectIdentifier> = []
}
