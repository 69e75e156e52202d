import Foundation

/// The direction an interface reads in, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left: English, French, Hindi.
    case leftToRight
    /// Leading is right: Arabic, Hebrew, Persian.
    case rightToLeft
}

/// A trait environment's layout direction, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1

    /// The trait for `direction`.
    init(_ direction: UIUserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

/// How a view's content behaves when the layout direction is right to left, as UIKit's
/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Mirrors with the layout direction.
    case unspecified
    /// Media playback controls (play, fast-forward), which keep left to right.
    case playback
    /// Directional controls (a D-pad, text alignment buttons), which keep left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

extension UIView {
    /// The direction that `attribute` gives content in the app's direction
    /// (`UIApplication.shared.userInterfaceLayoutDirection`).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction that `attribute` gives content in an environment whose direction is `layoutDirection`.
    ///
    /// ```swift
    /// UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft)   // .leftToRight
    /// ```
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                    relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction the view arranges its own content in: its `semanticContentAttribute` applied to
    /// its environment's direction (its window's `systemLayoutDirection`, or the app's outside one).
    ///
    /// ```swift
    /// let chevron = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? "chevron.left" : "chevron.right"
    /// ```
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: inheritedLayoutDirection)
    }

    /// Whether the view's own content runs right to left.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The environment's direction: the window's, or the app's for a view in no window.
    var inheritedLayoutDirection: UIUserInterfaceLayoutDirection {
        (window?.systemLayoutDirection) ?? UIApplication.shared.userInterfaceLayoutDirection
    }

    /// The direction changed for this view's subtree: constraints resolve leading and trailing again,
    /// layouts mirror, text realigns, and each view hears `traitCollectionDidChange(_:)`.
    func layoutDirectionDidChange() {
        let current = traitCollection
        let flipped: UITraitEnvironmentLayoutDirection = current.layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
        let previous = UITraitCollection(traitsFrom: [current, UITraitCollection(layoutDirection: flipped)])
        walkLayoutDirectionChange(previous: previous)
    }

    private func walkLayoutDirectionChange(previous: UITraitCollection) {
        if autoLayout != nil { constraintStructureDidChange() }
        (self as? UICollectionView)?.collectionViewLayout.invalidateLayout()
        setNeedsLayout()
        setNeedsDisplay()
        traitCollectionDidChange(previous)
        owningViewController?.traitCollectionDidChange(previous)
        for subview in subviews { subview.walkLayoutDirectionChange(previous: previous) }
    }
}

/// Mirroring across a vertical line: what right-to-left layout does to frames computed left to right.
///
/// A pure function of the width mirrored within, so layouts compute left to right once and mirror
/// the result (as UIKit's `flipsHorizontallyInOppositeLayoutDirection` does).
struct HorizontalMirror: Equatable {
    /// The width of the space mirrored: x becomes `width − x`.
    let width: CGFloat

    func x(_ x: CGFloat) -> CGFloat { width - x }

    func rect(_ rect: CGRect) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return rect }
        return CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    func point(_ point: CGPoint) -> CGPoint { CGPoint(x: width - point.x, y: point.y) }

    /// A mirrored copy: frame and centre move, size and everything else stay.
    func attributes(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let copy = attributes.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        copy.center = point(attributes.center)
        return copy
    }
}

extension UIView {
    /// Right to left, moves `views` (subviews of this view) to the mirror image, within the bounds,
    /// of the places just given them left to right; left to right, leaves them. For views that lay
    /// out their subviews by frame in `layoutSubviews` (the bars, an app's own toolbar).
    ///
    /// ```swift
    /// override func layoutSubviews() {
    ///     super.layoutSubviews()
    ///     icon.frame = CGRect(x: 8, y: 4, width: 20, height: 20)
    ///     title.frame = CGRect(x: 32, y: 0, width: bounds.width - 40, height: bounds.height)
    ///     mirrorFramesForLayoutDirection([icon, title])
    /// }
    /// ```
    ///
    /// - Note: Not in UIKit, whose apps mirror frames themselves; offered as SPI (`@_spi(ManualLayout)`)
    ///   so that an app laying out by frame uses the rule the engine's own views use.
    @_spi(ManualLayout)
    public func mirrorFramesForLayoutDirection(_ views: [UIView]) {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return }
        for view in views { view.frame.origin.x = bounds.minX + bounds.maxX - view.frame.maxX }
    }
}
