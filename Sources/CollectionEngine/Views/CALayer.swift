import Foundation

/// The drawing properties of a view that UIKit keeps on its Core Animation layer.
///
/// ```swift
/// cell.layer.cornerRadius = 12
/// cell.layer.borderWidth = 1
/// cell.layer.borderColor = UIColor.separator.cgColor
/// ```
///
/// - Note: Tessera has no separate layer tree: every view owns exactly one `CALayer`, which stores the
///   properties below and nothing else (no sublayers, no implicit animations). `transform` is the
///   view's 3-D transform; `UIView.transform` reads and writes its affine part, as on iOS.
@MainActor
public final class CALayer {
    /// The view, not kept alive: it keeps the layer, and its deinit clears this (not `weak`, which
    /// would give every view a side table; see `LayoutItemReference`).
    nonisolated(unsafe) unowned(unsafe) var owner: UIView?

    init(owner: UIView?) { self.owner = owner }

    /// Redraws the owner when a look property really changed: setting the value it has must not throw
    /// away the renderer's cached picture of the view and its ancestors' recordings.
    private func changed<Value: Equatable>(_ value: Value, from oldValue: Value) {
        if value != oldValue { owner?.setNeedsDisplay() }
    }

    // The properties a renderer reads for every view each frame come first, so that they share the
    // object's first cache line; the 128-byte transform comes last (see `UIView.hasIdentityTransform`).
    /// The radius of the rounded corners of the background and border; 0 for square corners.
    ///
    /// Subviews are clipped to the rounded shape only when `masksToBounds` is set.
    public var cornerRadius: CGFloat = 0 { didSet { changed(cornerRadius, from: oldValue) } }
    /// Which corners `cornerRadius` rounds; all four by default.
    ///
    /// ```swift
    /// firstRow.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]   // the top two
    /// ```
    public var maskedCorners: CACornerMask = .all { didSet { changed(maskedCorners, from: oldValue) } }
    /// Clips sublayers (subviews) to the rounded bounds, as `clipsToBounds` does.
    public var masksToBounds: Bool = false { didSet { changed(masksToBounds, from: oldValue) } }
    /// The stacking order among siblings: larger values draw in front; equal values keep subview order.
    public var zPosition: CGFloat = 0 {
        didSet {
            changed(zPosition, from: oldValue)
            if zPosition != oldValue { owner?.superview?.subviewOrderDidChange() }
        }
    }
    /// The width of the border drawn inside the bounds, over the content.
    public var borderWidth: CGFloat = 0 { didSet { changed(borderWidth, from: oldValue) } }
    /// The border's colour; black by default, as in UIKit.
    public var borderColor: CGColor? = .black { didSet { changed(borderColor, from: oldValue) } }
    /// The shadow's colour; black by default, as in UIKit.
    public var shadowColor: CGColor? = .black { didSet { changed(shadowColor, from: oldValue) } }
    /// The shadow's opacity; 0 (the default) draws no shadow.
    public var shadowOpacity: Float = 0 { didSet { changed(shadowOpacity, from: oldValue) } }
    /// How far the shadow's edge is blurred, in points; 3 by default, as in UIKit.
    public var shadowRadius: CGFloat = 3 { didSet { changed(shadowRadius, from: oldValue) } }
    /// Where the shadow is drawn relative to the view; (0, -3) by default, as in UIKit.
    public var shadowOffset = CGSize(width: 0, height: -3) { didSet { changed(shadowOffset, from: oldValue) } }
    /// The view's full 3-D transform about its centre.
    public var transform: CATransform3D = CATransform3DIdentity {
        didSet {
            guard transform != oldValue else { return }
            owner?.hasIdentityTransform = transform == CATransform3DIdentity
            owner?.modelDidChange(.transform, from: .transform(oldValue), to: .transform(transform))
            owner?.geometryChanged()
        }
    }
    /// The view's alpha, as `Float` like Core Animation's.
    public var opacity: Float {
        get { Float(owner?.alpha ?? 1) }
        set { owner?.alpha = CGFloat(newValue) }
    }
}

/// A set of a layer's corners, as Core Animation's `CACornerMask`: the corners `cornerRadius` rounds.
///
/// Min and max name the view's own coordinates: `.layerMinXMinYCorner` is its top left corner.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corners' bits: 1 top left, 2 top right, 4 bottom left, 8 bottom right.
    public let rawValue: UInt
    /// The corners whose bits are set.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)

    /// All four corners: a layer's default.
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}
