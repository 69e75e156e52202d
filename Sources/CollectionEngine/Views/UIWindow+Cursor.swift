import Foundation

extension UIWindow {
    /// The pointer shapes the engine asks for; the host maps each to an Xcursor.
    public enum Cursor: Sendable, Hashable {
        case arrow
        /// An item is being moved or dragged.
        case grabbing
        /// A drag over a target that would copy the items.
        case copy
        /// A drag over a target that refuses the items.
        case notAllowed
    }
}
