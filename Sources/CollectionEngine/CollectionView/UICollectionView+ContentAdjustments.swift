import Foundation

/// The content offset and size adjustments of the invalidations since a layout was last prepared.
struct ContentAdjustments: Equatable {
    var offset: CGPoint = .zero
    var size: CGSize = .zero

    mutating func add(_ context: UICollectionViewLayoutInvalidationContext) {
        // A non-finite adjustment would leave the offset or the size unusable: it counts as none.
        let offset = context.contentOffsetAdjustment, size = context.contentSizeAdjustment
        if offset.x.isFinite, offset.y.isFinite {
            self.offset.x += offset.x
            self.offset.y += offset.y
        }
        if size.width.isFinite, size.height.isFinite {
            self.size.width += size.width
            self.size.height += size.height
        }
    }
}

extension UICollectionView {
    /// Takes the freshly prepared layout's content size, then applies the adjustments its
    /// invalidations asked for: the size adjustment grows (or shrinks) that content size, and the
    /// offset adjustment moves the content offset, clamped to the adjusted content.
    ///
    /// Applying them once the layout is prepared, rather than when `invalidateLayout(with:)` is called,
    /// lets a layout shift the offset by exactly what it grew above the visible items (the usual use:
    /// keeping the visible content still while items above it change size) without the offset being
    /// clamped to the content size from before the change.
    func takeContentSizeFromLayout() {
        let adjustments = collectionViewLayout.takeAdjustments()
        let size = collectionViewLayout.collectionViewContentSize
        func usable(_ length: CGFloat, _ adjustment: CGFloat) -> CGFloat {
            max(0, (length.isFinite ? length : 0) + adjustment)
        }
        contentSize = CGSize(width: usable(size.width, adjustments.size.width), height: usable(size.height, adjustments.size.height))
        if adjustments.offset != .zero {
            applyContentOffset(CGPoint(x: bounds.origin.x + adjustments.offset.x, y: bounds.origin.y + adjustments.offset.y))
        }
    }
}
