import Foundation

extension UIView {
    /// Which parts of a view stretch when its superview's size changes, as UIKit's `UIView.AutoresizingMask`.
    ///
    /// ```swift
    /// collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    /// collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    /// view.addSubview(collectionView)
    /// ```
    public struct AutoresizingMask: AxisPlaces {
        let bits: UInt

        /// The space to the superview's left edge stretches.
        public static let flexibleLeftMargin = AutoresizingMask(.start, along: .horizontal)
        /// The view's width stretches.
        public static let flexibleWidth = AutoresizingMask(.middle, along: .horizontal)
        /// The space to the superview's right edge stretches.
        public static let flexibleRightMargin = AutoresizingMask(.end, along: .horizontal)
        /// The space to the superview's top edge stretches.
        public static let flexibleTopMargin = AutoresizingMask(.start, along: .vertical)
        /// The view's height stretches.
        public static let flexibleHeight = AutoresizingMask(.middle, along: .vertical)
        /// The space to the superview's bottom edge stretches.
        public static let flexibleBottomMargin = AutoresizingMask(.end, along: .vertical)

        /// UIKit's values: the horizontal margin, width, margin in bits 0–2, then the vertical ones.
        static func bit(for place: AxisPlace, along axis: ScrollAxis) -> Int? {
            (axis == .horizontal ? 0 : 3) + place.rawValue
        }
    }

    /// Moves and resizes every subview with a mask after this view's size changed from `oldSize`.
    func resizeSubviews(from oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask, frame = subview.frame
            let (x, width) = UIView.autoresize(
                start: frame.minX, length: frame.width, in: oldSize.width, to: newSize.width,
                flexible: { mask.contains($0, along: .horizontal) })
            let (y, height) = UIView.autoresize(
                start: frame.minY, length: frame.height, in: oldSize.height, to: newSize.height,
                flexible: { mask.contains($0, along: .vertical) })
            subview.frame = CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// One axis of autoresizing: the change of the container's length is shared among the flexible
    /// parts (leading margin at `.start`, length at `.middle`, trailing margin at `.end`) in proportion
    /// to their current sizes, or equally when those are all zero, as UIKit shares it.
    nonisolated static func autoresize(
        start: CGFloat, length: CGFloat, in oldContainer: CGFloat, to newContainer: CGFloat,
        flexible: (AxisPlace) -> Bool
    ) -> (start: CGFloat, length: CGFloat) {
        let delta = newContainer - oldContainer
        let parts = [start, length, oldContainer - start - length]
        let isFlexible = AxisPlace.allCases.map(flexible)
        let flexibleCount = isFlexible.filter { $0 }.count
        guard delta != 0, flexibleCount > 0 else { return (start, length) }
        let flexibleTotal = zip(parts, isFlexible).reduce(0) { $1.1 ? $0 + max(0, $1.0) : $0 }
        func share(_ index: Int) -> CGFloat {
            guard isFlexible[index] else { return 0 }
            return flexibleTotal > 0 ? delta * max(0, parts[index]) / flexibleTotal : delta / CGFloat(flexibleCount)
        }
        return (start + share(0), max(0, length + share(1)))
    }
}
