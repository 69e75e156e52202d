import Foundation

/// An action revealed by swiping a row, as UIKit's `UIContextualAction`.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
///     model.remove(item)
///     completion(true)
/// }
/// ```
///
/// The handler is given the action, the view of its button and a completion to call once it is done:
/// `true` closes the row's actions (a destructive one the row was deleted with), `false` closes them
/// and leaves the row as it was.
@MainActor
open class UIContextualAction: NSObject {
    /// How an action looks: a grey button, or a red one that may delete its row.
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    /// Runs when the action is chosen; call the completion when done.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's look.
    public let style: Style
    /// The button's text.
    open var title: String?
    /// The button's fill; by style (red for destructive, grey otherwise) when nil.
    open var backgroundColor: UIColor!
    /// The button's image, above its title.
    open var image: UIImage?
    /// What the action does.
    public let handler: Handler

    /// An action with a style, a title and what it does.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions a swipe over a row reveals, as UIKit's `UISwipeActionsConfiguration`.
///
/// ```swift
/// configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
///     UISwipeActionsConfiguration(actions: [delete, archive])
/// }
/// ```
///
/// The first action sits at the row's edge; a swipe past most of the row's width (a full swipe)
/// performs it, unless `performsFirstActionWithFullSwipe` is false.
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the row's edge inwards.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`; an empty list reveals nothing.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
