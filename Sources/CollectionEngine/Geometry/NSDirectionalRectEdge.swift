import Foundation

/// Edges of a rectangle, named by reading direction, as UIKit's `NSDirectionalRectEdge`.
///
/// `leading` is the left edge left to right and the right edge right to left.
public struct NSDirectionalRectEdge: AxisPlaces {
    let bits: UInt

    /// The top edge.
    public static let top = NSDirectionalRectEdge(.start, along: .vertical)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(.start, along: .horizontal)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(.end, along: .vertical)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(.end, along: .horizontal)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// UIKit's values: top, leading, bottom, trailing in bits 0–3; an edge has no middle.
    static func bit(for place: AxisPlace, along axis: ScrollAxis) -> Int? {
        switch place {
        case .start: axis == .vertical ? 0 : 1
        case .middle: nil
        case .end: axis == .vertical ? 2 : 3
        }
    }
}
