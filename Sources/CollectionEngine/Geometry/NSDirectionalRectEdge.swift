import Foundation

/// Edges of a rectangle, named by reading direction, as UIKit's `NSDirectionalRectEdge`.
///
/// - Note: Tessera lays out left to right only, so `leading` is the left edge and `trailing` the right.
public struct NSDirectionalRectEdge: BitFlags {
    let bits: UInt

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
