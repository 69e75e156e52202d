import CollectionEngine
import Foundation

/// One switch between the demo's layouts, and where it leaves the user: at the same card.
///
/// The engine keeps the card nearest the middle where it was on screen, which is right between the
/// grid, list and mosaic; but the ring shows only a few dozen cards and the cover flow scrolls
/// sideways, so a place 1,298,827 cards down would be lost on the way through them. The gallery
/// remembers its place (the card at the middle, or the ring's first card) and the new layout shows it:
/// the cover flow centres it, the vertical layouts put it in the middle of the screen (or stay at the
/// top, if the gallery was at the top), the ring starts at it.
@MainActor
struct LayoutSwitch {
    let from: LayoutCycle.Kind
    let to: LayoutCycle.Kind
    /// The card the user was at.
    let place: IndexPath?
    /// The layout being switched to (not yet installed during an interactive transition).
    let layout: UICollectionViewLayout
    /// A vertical layout scrolled to its very top: the new one starts at its top too.
    let wasAtTop: Bool

    /// The content offset that shows `place` in `layout` as its kind shows a place, given the engine's
    /// `proposed` offset and the visible size.
    func contentOffset(proposed: CGPoint, viewSize: CGSize, insets: UIEdgeInsets) -> CGPoint {
        let content = layout.collectionViewContentSize
        switch to {
        case .ring:
            return proposed
        case .coverFlow:
            guard let frame = place.flatMap(layout.layoutAttributesForItem(at:))?.frame else { return proposed }
            return CGPoint(x: clamp(frame.midX - viewSize.width / 2, -insets.left, content.width + insets.right - viewSize.width), y: proposed.y)
        case .grid, .list, .mosaic:
            if wasAtTop { return CGPoint(x: proposed.x, y: -insets.top) }
            guard let frame = place.flatMap(layout.layoutAttributesForItem(at:))?.frame else { return proposed }
            return CGPoint(x: proposed.x, y: clamp(frame.midY - viewSize.height / 2, -insets.top, content.height + insets.bottom - viewSize.height))
        }
    }

    private func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, max(low, high))) }

    static func isVertical(_ kind: LayoutCycle.Kind) -> Bool { kind != .ring && kind != .coverFlow }
}
