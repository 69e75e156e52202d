import Foundation

/// How much room a size class gives, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// The traits of an environment that layouts and views adapt to, as UIKit's `UITraitCollection`.
///
/// - Note: A desktop window has no device idiom; Tessera derives the size classes from the window
///   area a layout has: compact below 500 points (about a phone held that way), regular above.
///   `displayScale` is 1: the X host draws one pixel per point.
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

    /// The traits of an area of `size` points on the host's display.
    static func forArea(_ size: CGSize) -> UITraitCollection {
        func sizeClass(_ length: CGFloat) -> UIUserInterfaceSizeClass { length < 500 ? .compact : .regular }
        return UITraitCollection(horizontalSizeClass: sizeClass(size.width), verticalSizeClass: sizeClass(size.height), displayScale: 1)
    }
}
