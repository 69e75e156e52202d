import Foundation

/// Where a supplementary item is pinned to its item: the edges it hugs, moved by an offset in points or
/// in fractions of the supplementary item's own size, as UIKit's `NSCollectionLayoutAnchor`.
///
/// ```swift
/// // A badge on the top-trailing corner, hanging 30 % of its size outside the item.
/// let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
/// ```
///
/// With one edge of an axis the supplementary item lies inside the container against that edge; with
/// none (or both) it is centred on that axis.
public final class NSCollectionLayoutAnchor: NSObject, Sendable {
    /// The container edges the supplementary item hugs; none on an axis centres it on that axis.
    public let edges: NSDirectionalRectEdge
    /// The offset: in points when `isAbsoluteOffset`, in fractions of the anchored item's size when
    /// `isFractionalOffset`.
    public let offset: CGPoint
    /// Whether `offset` is in points (true) or in fractions of the supplementary item's size (false).
    public let isAbsoluteOffset: Bool

    /// Whether `offset` is in fractions of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor against `edges`, with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    /// An anchor against `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    /// An anchor against `edges`, moved by fractions of the supplementary item's own size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
    }

    /// The point these edges name on a rectangle of `size`, from its origin: 0 at the leading/top
    /// edge, the full length at the trailing/bottom one, the middle otherwise.
    func point(in size: CGSize) -> CGPoint {
        func along(_ axis: ScrollAxis) -> CGFloat {
            let length = axis.length(of: size)
            switch edges.place(along: axis) {
            case .start: return 0
            case .end: return length
            case .middle, nil: return length / 2
            }
        }
        return CGPoint(x: along(.horizontal), y: along(.vertical))
    }

    /// The offset in points for an anchored item of `size`.
    func offset(for size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }

    /// Where an item of `size` goes on `container`: the container's anchor point meets the item's own
    /// (by default the same edges, so the item lies inside), then both offsets apply.
    func frame(of size: CGSize, in container: CGRect, itemAnchor: NSCollectionLayoutAnchor?) -> CGRect {
        let own = itemAnchor ?? NSCollectionLayoutAnchor(edges: edges)
        let target = point(in: container.size), grip = own.point(in: size)
        let shift = offset(for: size), back = itemAnchor?.offset(for: size) ?? .zero
        return CGRect(x: container.minX + target.x - grip.x + shift.x - back.x,
                      y: container.minY + target.y - grip.y + shift.y - back.y,
                      width: size.width, height: size.height)
    }
}
