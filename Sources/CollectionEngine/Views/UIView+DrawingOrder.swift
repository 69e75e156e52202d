import Foundation

extension UIView {
    /// The order subviews draw in, back to front: by `layer.zPosition`, then by their order in
    /// `subviews`. Worked out once and kept by the view until its subviews or their z positions change.
    enum DrawingOrder {
        /// All subviews share one z position: `subviews` is the order, not copied.
        case asAdded
        case sorted([UIView])

        @MainActor init(of subviews: [UIView]) {
            let first = subviews.first?.layer.zPosition
            guard subviews.contains(where: { $0.layer.zPosition != first }) else {
                self = .asAdded
                return
            }
            self = .sorted(subviews.enumerated()
                .sorted { ($0.element.layer.zPosition, $0.offset) < ($1.element.layer.zPosition, $1.offset) }
                .map(\.element))
        }
    }
}
