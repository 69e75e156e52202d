import Foundation

/// A view a collection view recycles: the base of cells, headers, footers and decoration views.
///
/// When a view scrolls out of sight the collection view puts it in a reuse queue; the next dequeue
/// with the same reuse identifier takes it back out and calls `prepareForReuse()` first.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with; nil for views made by hand.
    public internal(set) var reuseIdentifier: String?

    /// The layout frame `make(_:frame:)` hands to the one `init()` it runs, bound only for that call.
    ///
    /// Only a required initialiser can be called on a metatype, and `init(frame:)` cannot be required
    /// without breaking every iOS subclass that overrides it; so the frame travels beside the call.
    @TaskLocal private static var frameHandover: FrameHandover?

    /// Creates a view from its class through `init(frame:)` with `frame`, as UIKit creates registered
    /// classes with their layout frame, even though only `init()` can be called on a metatype.
    static func make(_ type: UICollectionReusableView.Type, frame: CGRect) -> UICollectionReusableView {
        $frameHandover.withValue(FrameHandover(frame)) { type.init() }
    }

    /// A view made through `init(frame:)`: with a zero frame, or with the layout frame when the
    /// collection view creates it from its registered class. Required so that registered classes can
    /// be created from their metatype; subclasses that override `init(frame:)` and `init?(coder:)`,
    /// as iOS subclasses do, inherit it.
    public required convenience init() {
        // Taken once: a view the subclass's initialiser makes in turn starts with a zero frame.
        self.init(frame: UICollectionReusableView.frameHandover?.take() ?? .zero)
    }

    /// Resets state before the view is handed out again. Call `super`.
    open func prepareForReuse() {}

    /// Reads custom attributes; the collection view has already applied geometry, alpha, z order and
    /// hidden state. The default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the collection view changes from `oldLayout` to `newLayout`.
    ///
    /// - Note: A view that comes into sight while the change is under way is told too, before it is
    ///   shown, so every view that hears `didTransition(from:to:)` heard this first. UIKit does not
    ///   document what such a view hears.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the collection view changed from `oldLayout` to `newLayout`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes this view would like, given the ones the layout proposes: the collection view
    /// asks each cell and supplementary view as it is displayed, and again when its content asks to be
    /// resized (see `UICollectionView.selfSizingInvalidation`).
    ///
    /// When the layout sizes the element by its content (a flow layout with `estimatedItemSize`), the
    /// default measures the view with `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// on the axes the layout leaves free and returns the attributes with that size; otherwise it
    /// returns them unchanged. Override it to size the view yourself:
    ///
    /// ```swift
    /// override func preferredLayoutAttributesFitting(
    ///     _ layoutAttributes: UICollectionViewLayoutAttributes
    /// ) -> UICollectionViewLayoutAttributes {
    ///     let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    ///     attributes.size.height = max(attributes.size.height, 44)
    ///     return attributes
    /// }
    /// ```
    ///
    /// A cell whose content view's subviews are placed by constraints is measured by them (the content
    /// view's system solved at the proposed size, with the layout's free axes at `.fittingSizeLevel`);
    /// one without constraints by the rule described at `systemLayoutSizeFitting`.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let axes = layoutAttributes.selfSizingAxes
        guard !axes.isEmpty else { return layoutAttributes }
        let fitted = systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: axes.contains(.horizontal) ? .fittingSizeLevel : .required,
            verticalFittingPriority: axes.contains(.vertical) ? .fittingSizeLevel : .required)
        layoutAttributes.frame = CGRect(origin: layoutAttributes.frame.origin, size: fitted)
        return layoutAttributes
    }

    /// The size this view last preferred while displayed; nil until it is measured, and again once
    /// its display ends. A live view is measured again only when it is given another size than this.
    var preferredSizeShown: CGSize?

    /// Called through `invalidateIntrinsicContentSize()` on this view (or a cell's content view).
    func contentSizeDidChange() {
        (superview as? UICollectionView)?.viewAskedToResize(self)
    }
}

extension UIView {
    /// The collection view's element this view sizes: itself when it is one, or the cell whose
    /// `contentView` it is (UIKit resizes a cell for changes in either, not deeper).
    var selfSizingReusableView: UICollectionReusableView? {
        self as? UICollectionReusableView ?? (superview as? UICollectionViewCell).flatMap { $0.contentView === self ? $0 : nil }
    }
}

/// A frame handed to one initialiser: the first to take it gets it, later ones get nil.
@MainActor
private final class FrameHandover {
    private var frame: CGRect?

    init(_ frame: CGRect) { self.frame = frame }

    func take() -> CGRect? {
        defer { frame = nil }
        return frame
    }
}
