import Foundation

extension UICollectionView {
    /// Where an item should end up when scrolling to it, as UIKit's `UICollectionView.ScrollPosition`.
    ///
    /// Combine at most one vertical option (`top`, `centeredVertically`, `bottom`) with at most one
    /// horizontal one (`left`, `centeredHorizontally`, `right`).
    ///
    /// - Note: For an axis with no option, Tessera scrolls the least distance that makes the item
    ///   visible on that axis (nothing when it already is). Two options for one axis, which UIKit
    ///   rejects with an exception, are reported as a `CollectionViewError` and nothing scrolls.
    public struct ScrollPosition: AxisPlaces {
        let bits: UInt

        /// Aligns the item's top edge with the top of the visible area (inside the content insets).
        public static let top = ScrollPosition(.start, along: .vertical)
        /// Centres the item vertically in the visible area.
        public static let centeredVertically = ScrollPosition(.middle, along: .vertical)
        /// Aligns the item's bottom edge with the bottom of the visible area.
        public static let bottom = ScrollPosition(.end, along: .vertical)
        /// Aligns the item's left edge with the left of the visible area.
        public static let left = ScrollPosition(.start, along: .horizontal)
        /// Centres the item horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(.middle, along: .horizontal)
        /// Aligns the item's right edge with the right of the visible area.
        public static let right = ScrollPosition(.end, along: .horizontal)

        /// UIKit's values: top, centred, bottom in bits 0–2, then left, centred, right.
        static func bit(for place: AxisPlace, along axis: ScrollAxis) -> Int? {
            (axis == .vertical ? 0 : 3) + place.rawValue
        }
    }

    /// Scrolls so that the item at `indexPath` sits at `scrollPosition`, clamped to the content.
    ///
    /// An item in a compositional section that scrolls on its own is brought in by its section
    /// (placed by the horizontal option, for a vertical layout), and the collection view scrolls
    /// vertically only.
    ///
    /// - Note: An index path out of range, or a contradictory position, is reported as a
    ///   `CollectionViewError` and nothing scrolls (UIKit raises).
    ///
    /// - Complexity: The layout's `prepare()` when it is out of date, plus one `layoutAttributesForItem(at:)`;
    ///   the views shown at the new offset are laid out on the next pass.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard ScrollAxis.allCases.allSatisfy({ scrollPosition.placeCount(along: $0) <= 1 }) else {
            return report(.invalidScrollPosition(rawValue: scrollPosition.rawValue))
        }
        guard validateItem(indexPath, operation: "scrollToItem(at:at:animated:)") else { return }
        prepareLayoutIfNeeded()
        guard let attributes = collectionViewLayout.shownAttributesForItem(at: indexPath) else { return }
        var target = UICollectionView.contentOffset(
            showing: attributes.frame, at: scrollPosition, current: contentOffset,
            viewSize: bounds.size, insets: adjustedContentInset)
        // An item in a section that scrolls on its own is brought in by that section, across the
        // scroll axis; the collection view moves along it only.
        if revealInOrthogonalSection(indexPath, at: scrollPosition, animated: animated) { target = alongScrollAxis(target) }
        setContentOffset(target, animated: animated)
    }

    /// `offset` with the part across the layout's scroll axis kept where it is now.
    func alongScrollAxis(_ offset: CGPoint) -> CGPoint {
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.direction == .horizontal
            ? CGPoint(x: offset.x, y: contentOffset.y) : CGPoint(x: contentOffset.x, y: offset.y)
    }

    /// The content offset that puts `frame` at `position` in a view of `viewSize`: a pure function.
    nonisolated static func contentOffset(
        showing frame: CGRect, at position: ScrollPosition, current: CGPoint, viewSize: CGSize, insets: UIEdgeInsets
    ) -> CGPoint {
        func axis(
            minEdge: CGFloat, maxEdge: CGFloat, current: CGFloat, length: CGFloat, leading: CGFloat, trailing: CGFloat,
            place: AxisPlace?
        ) -> CGFloat {
            let visible = length - leading - trailing
            switch place {
            case .start: return minEdge - leading
            case .middle: return (minEdge + maxEdge) / 2 - leading - visible / 2
            case .end: return maxEdge - length + trailing
            case nil: break
            }
            if maxEdge > current + length - trailing { return min(minEdge - leading, maxEdge - length + trailing) }
            if minEdge < current + leading { return minEdge - leading }
            return current
        }
        return CGPoint(
            x: axis(minEdge: frame.minX, maxEdge: frame.maxX, current: current.x, length: viewSize.width,
                    leading: insets.left, trailing: insets.right, place: position.place(along: .horizontal)),
            y: axis(minEdge: frame.minY, maxEdge: frame.maxY, current: current.y, length: viewSize.height,
                    leading: insets.top, trailing: insets.bottom, place: position.place(along: .vertical))
        )
    }
}

extension UICollectionView {
    /// Where a scroll by the user that would stop at `proposed`, moving at `velocity` (points per
    /// second), should stop: the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
    ///
    /// An answer that is not finite is reported and the proposal kept.
    func targetContentOffset(forScrollingTo proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        prepareLayoutIfNeeded()
        let target = collectionViewLayout.shownTargetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        return usableTarget(target, proposed: proposed)
    }

    /// Where the content offset goes after a batch update that leaves it at `proposed`: the layout's
    /// `targetContentOffset(forProposedContentOffset:)`, then the delegate's
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`, as UIKit asks during layout
    /// updates. An answer that is not finite is reported and the proposal kept.
    func targetContentOffset(afterUpdateProposing proposed: CGPoint) -> CGPoint {
        let fromLayout = collectionViewLayout.shownTargetContentOffset(forProposedContentOffset: proposed)
        let target = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: fromLayout) ?? fromLayout
        return usableTarget(target, proposed: proposed)
    }

    private func usableTarget(_ target: CGPoint, proposed: CGPoint) -> CGPoint {
        guard target.x.isFinite, target.y.isFinite else {
            report(.unusableTargetContentOffset(proposed: proposed, target: target))
            return proposed
        }
        return target
    }
}
