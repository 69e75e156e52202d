import Foundation

/// What an app is told about its life, as UIKit's `UIApplicationDelegate`. An app written for
/// scenes names its scene delegate in `application(_:configurationForConnecting:options:)`, which
/// makes the window; an app written before iOS 13 makes its `window` when it has finished launching.
/// Every method has a default, as every one is optional in UIKit.
///
/// ```swift
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
///                      options: UIScene.ConnectionOptions) -> UISceneConfiguration {
///         let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
///         configuration.delegateClass = SceneDelegate.self  // a UIWindowSceneDelegate
///         return configuration
///     }
/// }
/// // main.swift, where iOS has @main:
/// exit(X11Host.runApplication(AppDelegate(), title: "Gallery", size: CGSize(width: 1000, height: 700)))
/// ```
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window when it has no scene delegate; such an app makes it in
    /// `application(_:didFinishLaunchingWithOptions:)`.
    var window: UIWindow? { get set }
    /// Called once, before any scene connects; return false to end the app at once (status 1).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The configuration of a scene about to connect: name its `delegateClass` here. The default has
    /// no delegate class, so the app delegate's `window` is the scene's.
    ///
    /// - Note: UIKit reads the configuration from Info.plist when this is not implemented; Tessera
    ///   has no Info.plist, so an app with a scene delegate implements it.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions were discarded: on the X host, their windows were closed.
    ///
    /// - Note: UIKit tells the app at some later launch, when the user removed a scene in the app
    ///   switcher; closing a desktop window ends its session, so Tessera tells the app at once.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The app became active (a window took the keyboard focus). Scene delegates hear it instead
    /// where the app has them, as in UIKit.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active (no window of it will have the keyboard focus).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background (its windows were iconified).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come back from the background (a window of it is mapped again).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Called after the last window was closed, before the process ends.
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        // A delegate that declares no `window` has none to keep, as in UIKit, where the property is optional.
        set {}
    }

    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
}

/// The running app, as UIKit's `UIApplication`: `UIApplication.shared` holds its delegate, its
/// scenes and sessions, whether it is active, and its layout direction.
///
/// - Note: No URL openings, background tasks, badges or status bar. A host starts the app
///   (`X11Host.runApplication`, as `UIApplicationMain` does) and moves its scenes as their windows
///   are focused, iconified and closed (`UIScene`).
@MainActor
open class UIApplication: UIResponder {
    /// Keys of the launch options; Tessera launches with none.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Whether the app is active, as its scenes are.
    public enum State: Int, Sendable {
        /// A scene of the app is active.
        case active = 0
        /// A scene is in the foreground, none is active (and while launching).
        case inactive = 1
        /// Every scene is in the background.
        case background = 2
    }

    /// Posted when the app became active (after the app delegate heard it, if it does).
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app went to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// The app.
    public static let shared = UIApplication()

    /// The app's delegate, set when the host launches it.
    open weak var delegate: UIApplicationDelegate?

    /// The scenes connected now: one per window the host shows.
    public private(set) var connectedScenes: Set<UIScene> = []
    /// The sessions open now, connected or not.
    public private(set) var openSessions: Set<UISceneSession> = []
    /// Whether the app is active: as its most active scene is.
    public private(set) var applicationState: State = .inactive

    /// The windows of the connected scenes (or the delegate's, before a scene connects).
    public var windows: [UIWindow] {
        let scenes = connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
        return scenes.isEmpty ? (delegate?.window.map { [$0] } ?? []) : scenes
    }

    /// Tells the delegate the app has finished launching, then connects the app's first scene;
    /// returns the window the host shows for it, or nil when none was made or the delegate declined
    /// to launch (said on standard error). The window's `windowScene` is the scene.
    ///
    /// - Note: Not in UIKit; the host calls it, as `UIApplicationMain` does.
    public func launch(with delegate: UIApplicationDelegate) -> UIWindow? {
        self.delegate = delegate
        applicationState = .inactive
        guard delegate.application(self, didFinishLaunchingWithOptions: nil) else {
            report("the application delegate declined to launch")
            return nil
        }
        return connectScene()?.keyWindow
    }

    /// Makes a session and its scene as the app delegate's configuration says, connects it (the scene
    /// delegate makes its window) and returns it; nil, with the scene disconnected again, when no
    /// window was made.
    func connectScene() -> UIWindowScene? {
        guard let delegate else { return nil }
        let options = UIScene.ConnectionOptions()
        let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication),
                                     identifier: UUID().uuidString)
        let configuration = delegate.application(self, configurationForConnecting: session, options: options)
        session.configuration = configuration
        let scene = makeScene(configuration, session: session, options: options)
        openSessions.insert(session)
        connectedScenes.insert(scene)
        scene.isConnected = true
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        if let sceneDelegate = scene.delegate {
            scene.shownWindow = (sceneDelegate as? UIWindowSceneDelegate)?.window
        } else {
            scene.shownWindow = delegate.window
        }
        guard let window = scene.shownWindow else {
            report(scene.delegate == nil
                   ? "the application delegate made no window in application(_:didFinishLaunchingWithOptions:) and named no scene delegate"
                   : "the scene delegate made no window in scene(_:willConnectTo:options:)")
            disconnect(scene)
            return nil
        }
        if window.windowScene == nil { window.windowScene = scene }
        return scene
    }

    /// The scene and its delegate the configuration names; a class that is not a window scene or a
    /// scene delegate is reported and left out.
    private func makeScene(_ configuration: UISceneConfiguration, session: UISceneSession, options: UIScene.ConnectionOptions) -> UIWindowScene {
        var sceneType: UIWindowScene.Type = UIWindowScene.self
        if let sceneClass = configuration.sceneClass {
            if let windowScene = sceneClass as? UIWindowScene.Type {
                sceneType = windowScene
            } else {
                report("the scene class \(sceneClass) is not a UIWindowScene; the scene is a UIWindowScene")
            }
        }
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        if let delegateClass = configuration.delegateClass {
            if let delegateType = delegateClass as? UISceneDelegate.Type {
                scene.delegate = delegateType.init()
            } else {
                report("the scene delegate class \(delegateClass) is not a UISceneDelegate; the scene has no delegate")
            }
        }
        return scene
    }

    /// Disconnects `scene` (its window was closed): it leaves the foreground, its delegate hears
    /// `sceneDidDisconnect(_:)`, and its session is discarded (`application(_:didDiscardSceneSessions:)`).
    ///
    /// - Note: Not in UIKit; the host calls it when the scene's window closes.
    public func disconnect(_ scene: UIScene) {
        guard connectedScenes.contains(scene) else { return }
        scene.move(to: .background)
        scene.isConnected = false
        scene.move(to: .unattached)
        connectedScenes.remove(scene)
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        let session = scene.session
        session.scene = nil
        openSessions.remove(session)
        delegate?.application(self, didDiscardSceneSessions: [session])
    }

    /// A scene took `step`: when that changes the app's state, the app's notification is posted, and
    /// an app without scene delegates hears it through its app delegate, as in UIKit.
    func sceneDidMove(_ scene: UIScene, by step: UIScene.Step) {
        let destination: UIScene.ActivationState
        switch step {
        case .willEnterForeground, .willResignActive: destination = .foregroundInactive
        case .didBecomeActive: destination = .foregroundActive
        case .didEnterBackground: destination = .background
        }
        let states = connectedScenes.map { $0 === scene ? destination : $0.activationState }
        let state: State = states.contains(.foregroundActive) ? .active : states.contains(.foregroundInactive) ? .inactive : .background
        guard state != applicationState else { return }
        applicationState = state
        let tellsDelegate = scene.delegate == nil
        switch step {
        case .willEnterForeground:
            if tellsDelegate { delegate?.applicationWillEnterForeground(self) }
            NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
        case .didBecomeActive:
            if tellsDelegate { delegate?.applicationDidBecomeActive(self) }
            NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
        case .willResignActive:
            if tellsDelegate { delegate?.applicationWillResignActive(self) }
            NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
        case .didEnterBackground:
            if tellsDelegate { delegate?.applicationDidEnterBackground(self) }
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
        }
    }

    private func report(_ problem: String) {
        FileHandle.standardError.write(Data("Tessera: \(problem)\n".utf8))
    }

    /// The direction of the app's language: right to left for Arabic, Hebrew, Persian or Urdu.
    /// Windows made after it is set take it as their `systemLayoutDirection`.
    ///
    /// ```swift
    /// let mirrored = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
    /// ```
    ///
    /// - Note: UIKit derives it from the app's localization and it cannot be set; Tessera's host sets
    ///   it from the locale (`LANG`) or `--layout-direction` before it makes its window, through
    ///   `setUserInterfaceLayoutDirection(_:)`.
    public private(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    /// Sets the app's direction (the host calls it once at start).
    ///
    /// - Note: Not in UIKit (see `userInterfaceLayoutDirection`).
    public func setUserInterfaceLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
        userInterfaceLayoutDirection = direction
    }

    /// The direction a locale such as `ar_EG.UTF-8` or `he` reads in: right to left for Arabic,
    /// Hebrew, Persian, Urdu, Yiddish, Pashto, Sindhi, Uyghur, Kurdish (Sorani) and Dhivehi.
    ///
    /// - Note: Not in UIKit (where `Locale.characterDirection(forLanguage:)` answers this); it reads
    ///   the language code only, so it needs no locale data.
    public nonisolated static func layoutDirection(forLocale identifier: String) -> UIUserInterfaceLayoutDirection {
        let language = identifier.prefix { $0.isLetter }.lowercased()
        let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "ckb", "dv"]
        return rightToLeft.contains(language) ? .rightToLeft : .leftToRight
    }

    /// Disconnects the scenes still connected, then tells the delegate the app is ending.
    ///
    /// - Note: Not in UIKit; the host calls it when the last window has closed.
    public func terminate() {
        for scene in connectedScenes { disconnect(scene) }
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
    }
}
