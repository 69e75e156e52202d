import Foundation

/// A description of a view's content that can make the view showing it, as UIKit's
/// `UIContentConfiguration`. Assign one to a cell's `contentConfiguration`.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Inbox"
/// content.secondaryText = "12 unread"
/// cell.contentConfiguration = content
/// ```
///
/// A cell replaces its configuration with `updated(for:)` its state whenever the state changes (while
/// `automaticallyUpdatesContentConfiguration` is true), so a configuration can show selection itself.
@MainActor
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration as it looks in `state`; by default, unchanged.
    func updated(for state: UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    /// The configuration unchanged: a configuration that looks the same in every state.
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// A view that shows a content configuration, as UIKit's `UIContentView`.
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else the cell makes a new view for it). By default,
    /// a configuration of the same type as the current one.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// True for a configuration of the same type as the one shown.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
