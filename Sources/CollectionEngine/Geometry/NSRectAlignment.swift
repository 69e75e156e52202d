import Foundation

/// Where something sits against a rectangle: an edge's middle, a corner, or nowhere in particular, as
/// UIKit's `NSRectAlignment`.
///
/// `leading` is the left side left to right and the right side right to left (compositional layouts
/// compute left to right, and the collection view mirrors what they place).
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Where on each axis: -1 at the start (top, leading), 0 in the middle, +1 at the end.
    var placement: (horizontal: Int, vertical: Int) {
        switch self {
        case .none: (0, 0)
        case .top: (0, -1)
        case .topLeading: (-1, -1)
        case .leading: (-1, 0)
        case .bottomLeading: (-1, 1)
        case .bottom: (0, 1)
        case .bottomTrailing: (1, 1)
        case .trailing: (1, 0)
        case .topTrailing: (1, -1)
        }
    }
}
