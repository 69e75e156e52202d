import Foundation

/// A rectangle or rounded rectangle, as the shapes UIKit's `UIBezierPath` makes most often: enough
/// to say which part of a view a drag preview shows.
///
/// ```swift
/// let parameters = UIDragPreviewParameters()
/// parameters.visiblePath = UIBezierPath(roundedRect: cell.bounds, cornerRadius: 12)
/// ```
///
/// - Note: Tessera draws no arbitrary paths: there are no lines, curves or arcs to add, only the two
///   initialisers below.
public final class UIBezierPath: NSObject, @unchecked Sendable {
    /// The rectangle the path encloses.
    public let bounds: CGRect
    /// The radius of its corners; zero for a plain rectangle.
    public let cornerRadius: CGFloat

    /// A rectangle.
    public init(rect: CGRect) {
        bounds = rect
        cornerRadius = 0
        super.init()
    }

    /// A rectangle with corners rounded to `cornerRadius` (at most half its shorter side, as UIKit
    /// clamps it).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        bounds = rect
        let limit = min(abs(rect.width), abs(rect.height)) / 2
        self.cornerRadius = cornerRadius.isFinite ? min(max(0, cornerRadius), limit) : 0
        super.init()
    }
}
