import Foundation

/// The state a view shows, which configurations update themselves for, as UIKit's `UIConfigurationState`.
///
/// ```swift
/// cell.configurationUpdateHandler = { cell, state in
///     var content = UIListContentConfiguration.cell().updated(for: state)
///     content.text = state[.isFavorite] as? Bool == true ? "★ Inbox" : "Inbox"
///     cell.contentConfiguration = content
/// }
/// ```
public protocol UIConfigurationState: Sendable {
    /// A state for views with these traits, every flag off.
    init(traitCollection: UITraitCollection)
    /// The traits of the view the state describes.
    var traitCollection: UITraitCollection { get set }
    /// An app's own state, stored under a key of its own; nil when not set.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The name of an app's own part of a configuration state, as UIKit's `UIConfigurationStateCustomKey`.
///
/// ```swift
/// extension UIConfigurationStateCustomKey {
///     static let isFavorite = UIConfigurationStateCustomKey("com.example.isFavorite")
/// }
/// override var configurationState: UICellConfigurationState {
///     var state = super.configurationState
///     state[.isFavorite] = photo.isFavorite
///     return state
/// }
/// ```
///
/// A value read back as another type than it was stored as casts to nil (`state[.isFavorite] as? Int`),
/// as in UIKit: the subscript holds `AnyHashable`, so the wrong type is never a crash.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key named `rawValue`; use reverse-DNS names so that keys of different modules do not meet.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
