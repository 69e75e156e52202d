import Foundation

/// Edges of a rectangle, named by reading direction, as UIKit's `NSDirectionalRectEdge`.
///
/// - Note: Tessera lays out left to right only, so `leading` is the left edge and `trailing` the right.
public struct NSDirectionalRectEdge: BitFlags {
    let bits: UInt

    public static let top = NSDirectionalRectEdge(bit: 0)
    public static let leading = NSDirectionalRectEdge(bit: 1)
    public static let bottom = NSDirectionalRectEdge(bit: 2)
    public static let trailing = NSDirectionalRectEdge(bit: 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
