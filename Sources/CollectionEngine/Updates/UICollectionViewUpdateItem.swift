import Foundation

/// One change of a batch update, as the layout sees it in `prepare(forCollectionViewUpdates:)`, as
/// UIKit's `UICollectionViewUpdateItem`.
///
/// A whole-section change has an index path of length 1 (the section alone), as in UIKit.
open class UICollectionViewUpdateItem: NSObject {
    /// What happened to the item or section.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// Where the element was before the update; nil for inserts.
    public let indexPathBeforeUpdate: IndexPath?
    /// Where the element is after the update; nil for deletes.
    public let indexPathAfterUpdate: IndexPath?
    /// What happened to the item or section.
    public let updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }

    /// The action and its index paths, such as `move 0-3 -> 1-0`.
    open override var description: String {
        func path(_ indexPath: IndexPath?) -> String {
            indexPath.map { $0.map(String.init).joined(separator: "-") } ?? "nil"
        }
        return "\(updateAction) \(path(indexPathBeforeUpdate)) -> \(path(indexPathAfterUpdate))"
    }
}
