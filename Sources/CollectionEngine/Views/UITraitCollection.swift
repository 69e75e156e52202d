import Foundation

/// How much room a size class gives, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// The traits of an environment that layouts and views adapt to, as UIKit's `UITraitCollection`.
///
/// - Note: A desktop window has no device idiom; Tessera derives the size classes from the window
///   area a layout has: compact below 500 points (about a phone held that way), regular above.
///   `displayScale` is the window's (`UIWindow.displayScale`, which the X host sets from `Xft.dpi`).
public final class UITraitCollection: NSObject, Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; layouts round frames to it.
    public let displayScale: CGFloat

    public init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass, displayScale: CGFloat) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }

    /// The traits of an area of `size` points on a display of `displayScale` pixels per point.
    static func forArea(_ size: CGSize, displayScale: CGFloat = 1) -> UITraitCollection {
        func sizeClass(_ length: CGFloat) -> UIUserInterfaceSizeClass { length < 500 ? .compact : .regular }
        return UITraitCollection(horizontalSizeClass: sizeClass(size.width), verticalSizeClass: sizeClass(size.height),
                                 displayScale: displayScale > 0 && displayScale.isFinite ? displayScale : 1)
    }
}

extension UIView {
    /// The traits of the view's environment: size classes from its window's size (its own, outside a
    /// window) and the window's `displayScale`.
    ///
    /// ```swift
    /// let pixel = 1 / view.traitCollection.displayScale
    /// ```
    ///
    /// - Note: Computed on each read; UIKit also notifies views when traits change, Tessera lays the
    ///   tree out again instead (see `UIWindow.displayScale`).
    public var traitCollection: UITraitCollection {
        let host = window
        return .forArea(host?.bounds.size ?? bounds.size, displayScale: host?.displayScale ?? 1)
    }
}
