import Foundation

/// UIKit's menu identifiers (`UIAction.Identifier`, `UIMenu.Identifier`): a name, made with or
/// without the `rawValue:` label as UIKit allows. The conforming type stores only `name`.
protocol MenuIdentifier: RawRepresentable, Hashable, Sendable where RawValue == String {
    init(name: String)
    var name: String { get }
}

extension MenuIdentifier {
    /// An identifier named `rawValue`.
    public init(rawValue: String) { self.init(name: rawValue) }
    /// An identifier named `rawValue`, without the label, as UIKit allows.
    public init(_ rawValue: String) { self.init(name: rawValue) }
    /// The identifier's name.
    public var rawValue: String { name }
}
