import Foundation

/// How a view's content is measured without Auto Layout: the rule behind the default
/// `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
///
/// - A view with an intrinsic content size (a label, an image view) measures itself with
///   `sizeThatFits(_:)`, given the target length on fixed axes (so a label wraps at the target width).
/// - A view with subviews is as long, on each measured axis, as its longest subview needs: the
///   subview keeps where it starts and the space it leaves after itself (as placed by
///   `layoutSubviews` at the target size), and takes its own fitting length in between.
/// - Other views (plain fills, separators) do not push the size; a view with nothing to measure
///   keeps the target size.
enum ContentFitting {
    /// One axis of a subview inside its container: where it starts, its fitted length, and how much
    /// of the container it leaves after itself as laid out now (a negative gap means it overflowed,
    /// and counts as none).
    struct Placement {
        var start: CGFloat
        var fittedLength: CGFloat
        var trailingGap: CGFloat
    }

    /// The container length that holds every placement; nil when there is none.
    static func length(holding placements: [Placement]) -> CGFloat? {
        placements.map { $0.start + $0.fittedLength + max(0, $0.trailingGap) }.max()
    }
}

extension UIView {
    /// The default fitting rule (see `ContentFitting`).
    func contentFittingSize(_ targetSize: CGSize, horizontalFixed: Bool, verticalFixed: Bool) -> CGSize {
        let intrinsic = intrinsicContentSize
        if subviews.isEmpty, intrinsic.width != UIView.noIntrinsicMetric || intrinsic.height != UIView.noIntrinsicMetric {
            let fitted = sizeThatFits(CGSize(
                width: horizontalFixed ? targetSize.width : .greatestFiniteMagnitude,
                height: verticalFixed ? targetSize.height : .greatestFiniteMagnitude))
            return CGSize(width: horizontalFixed ? targetSize.width : fitted.width,
                          height: verticalFixed ? targetSize.height : fitted.height)
        }
        if horizontalFixed && verticalFixed { return targetSize }
        // Place the subviews for the target size, as they will be shown.
        layoutIfNeeded()
        var horizontal: [ContentFitting.Placement] = [], vertical: [ContentFitting.Placement] = []
        let own = bounds.size
        for subview in subviews where !subview.isHidden && subview.measuresContent {
            let frame = subview.frame
            let fitted = subview.systemLayoutSizeFitting(
                frame.size, withHorizontalFittingPriority: horizontalFixed ? .required : .fittingSizeLevel,
                verticalFittingPriority: verticalFixed ? .required : .fittingSizeLevel)
            horizontal.append(.init(start: frame.minX, fittedLength: fitted.width, trailingGap: own.width - frame.maxX))
            vertical.append(.init(start: frame.minY, fittedLength: fitted.height, trailingGap: own.height - frame.maxY))
        }
        return CGSize(
            width: horizontalFixed ? targetSize.width : ContentFitting.length(holding: horizontal) ?? targetSize.width,
            height: verticalFixed ? targetSize.height : ContentFitting.length(holding: vertical) ?? targetSize.height)
    }

    /// Whether this view has anything to measure: an intrinsic size, or subviews that do.
    var measuresContent: Bool {
        let intrinsic = intrinsicContentSize
        if intrinsic.width != UIView.noIntrinsicMetric || intrinsic.height != UIView.noIntrinsicMetric { return true }
        return subviews.contains { !$0.isHidden && $0.measuresContent }
    }
}
