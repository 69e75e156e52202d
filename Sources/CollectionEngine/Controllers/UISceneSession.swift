import Foundation

/// One instance of the app's interface, as UIKit's `UISceneSession`: what kind of scene it is, the
/// configuration it was made with, and the scene showing it while it is connected.
///
/// On the X host a session is one top-level window: it opens with the window and is discarded when
/// the window is closed.
@MainActor
open class UISceneSession: NSObject {
    /// The kinds of scene an app can show.
    public struct Role: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A window of the app's own interface: the only role the X host shows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The kind of scene.
    public let role: Role
    /// The configuration the app delegate chose for it (`application(_:configurationForConnecting:options:)`).
    public internal(set) var configuration: UISceneConfiguration
    /// An identifier unique among the app's sessions.
    ///
    /// - Note: UIKit keeps sessions, with their identifiers, across launches; Tessera's last as long as
    ///   their window.
    public let persistentIdentifier: String
    /// The scene showing the session while it is connected; nil before and after.
    public internal(set) weak var scene: UIScene?

    init(role: Role, configuration: UISceneConfiguration, identifier: String) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = identifier
        super.init()
    }
}

/// What a scene is made of, as UIKit's `UISceneConfiguration`: the classes of the scene and of its
/// delegate, which the app delegate names in `application(_:configurationForConnecting:options:)`.
///
/// ```swift
/// func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
///                  options: UIScene.ConnectionOptions) -> UISceneConfiguration {
///     let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
///     configuration.delegateClass = SceneDelegate.self
///     return configuration
/// }
/// ```
///
/// - Note: UIKit reads the configurations from the app's Info.plist (`UIApplicationSceneManifest`)
///   and makes the delegate through the Objective-C runtime. Tessera has neither: the app delegate's
///   `application(_:configurationForConnecting:options:)` sets `delegateClass`, and the class must
///   be a `UISceneDelegate` that Swift can make with `init()` (a `final` class, or one with a
///   `required init()`). A configuration without a delegate class connects the scene without a
///   delegate: the app delegate's `window` is the scene's, as in an app written before iOS 13.
@MainActor
open class UISceneConfiguration: NSObject {
    /// The name the app gave it (Info.plist's `UISceneConfigurationName` on iOS).
    public let name: String?
    /// The role of the sessions it makes scenes for.
    public let role: UISceneSession.Role
    /// The class of the scene; nil (or a class that is not a `UIScene`) makes a `UIWindowScene`.
    public var sceneClass: AnyClass?
    /// The class of the scene's delegate, made with `init()` when the scene connects; nil for none.
    public var delegateClass: AnyClass?

    /// A configuration called `name` for sessions of `sessionRole`, with no classes set.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
