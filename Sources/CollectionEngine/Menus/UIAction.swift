import Foundation

/// An action with a title and a handler, for a control or a menu, as UIKit's `UIAction`.
///
/// ```swift
/// let delete = UIAction(title: "Delete", attributes: .destructive) { _ in remove(selection) }
/// ```
@MainActor
public final class UIAction: UIMenuElement {
    /// A name that tells actions apart (UIKit's `UIAction.Identifier`).
    public struct Identifier: MenuIdentifier {
        let name: String
    }

    /// Tells this action apart; a new UUID string when none was given.
    public let identifier: Identifier
    /// How the action looks and behaves in a menu, such as `.destructive` or `.disabled`.
    public let attributes: UIMenuElement.Attributes
    /// Whether a menu shows a check mark beside it.
    public var state: UIMenuElement.State
    let handler: (UIAction) -> Void

    /// What ran the action while its handler runs: the `UIBarButtonItem` or `UIControl` clicked; nil
    /// for a menu choice.
    public internal(set) var sender: Any?

    /// An action that runs `handler` with itself when chosen.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping (UIAction) -> Void) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler, as choosing the action does, with `sender` set to what ran it.
    func perform(sender: Any? = nil) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
