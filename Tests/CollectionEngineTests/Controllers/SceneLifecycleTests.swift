@testable import CollectionEngine
import Foundation
import Testing

/// Every call either delegate hears, and the notifications observed, in order.
private final class CallLog: @unchecked Sendable {
    var lines: [String] = []
}

private let log = CallLog()

/// Scenes as the X host moves them: connected through the app delegate's configuration, active while
/// their window has the focus, in the background while it is iconified, disconnected when it closes.
@MainActor @Suite(.serialized) struct SceneLifecycleTests {

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            log.lines.append("willConnect \(scene.activationState)")
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = UIViewController()
        }
        func sceneDidDisconnect(_ scene: UIScene) { log.lines.append("didDisconnect \(scene.activationState)") }
        func sceneDidBecomeActive(_ scene: UIScene) { log.lines.append("didBecomeActive \(scene.activationState)") }
        func sceneWillResignActive(_ scene: UIScene) { log.lines.append("willResignActive \(scene.activationState)") }
        func sceneWillEnterForeground(_ scene: UIScene) { log.lines.append("willEnterForeground \(scene.activationState)") }
        func sceneDidEnterBackground(_ scene: UIScene) { log.lines.append("didEnterBackground \(scene.activationState)") }
    }

    /// A scene delegate that makes no window.
    final class EmptySceneDelegate: UIResponder, UIWindowSceneDelegate {}

    final class CustomScene: UIWindowScene {}

    final class AppDelegate: UIApplicationDelegate {
        var window: UIWindow?
        /// The scene delegate class to name; nil for an app written before scenes.
        var delegateClass: AnyClass?
        var sceneClass: AnyClass?
        var discarded: [UISceneSession] = []

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.lines.append("didFinishLaunching")
            if delegateClass == nil {
                window = UIWindow(frame: .zero)
                window?.rootViewController = UIViewController()
            }
            return true
        }

        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            log.lines.append("configurationForConnecting")
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = delegateClass
            configuration.sceneClass = sceneClass
            return configuration
        }

        func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            log.lines.append("didDiscardSceneSessions \(sceneSessions.count)")
            discarded += sceneSessions
        }

        func applicationDidBecomeActive(_ application: UIApplication) { log.lines.append("applicationDidBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) { log.lines.append("applicationWillResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { log.lines.append("applicationDidEnterBackground") }
        func applicationWillEnterForeground(_ application: UIApplication) { log.lines.append("applicationWillEnterForeground") }
        func applicationWillTerminate(_ application: UIApplication) { log.lines.append("applicationWillTerminate") }
    }

    /// Launches an app whose configuration names `delegateClass` and returns its scene, the calls
    /// cleared; the host has not shown the window yet.
    private func launch(_ app: AppDelegate, delegateClass: AnyClass? = SceneDelegate.self) throws -> UIWindowScene {
        log.lines = []
        app.delegateClass = delegateClass
        let window = try #require(UIApplication.shared.launch(with: app))
        return try #require(window.windowScene)
    }

    @Test func aSceneDelegateConnectsAfterLaunchingAndItsWindowIsTheOneShown() throws {
        let app = AppDelegate()
        let scene = try launch(app)
        defer { UIApplication.shared.terminate() }
        #expect(log.lines == ["didFinishLaunching", "configurationForConnecting", "willConnect unattached"])
        let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
        #expect(scene.keyWindow === sceneDelegate.window)
        #expect(scene.windows.count == 1 && scene.windows.first === sceneDelegate.window)
        #expect(scene.session.scene === scene)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.configuration.name == "Default Configuration")
    }

    @Test func theConnectedSceneAndItsSessionAreTheApplications() throws {
        let app = AppDelegate()
        let scene = try launch(app)
        #expect(UIApplication.shared.connectedScenes == [scene])
        #expect(UIApplication.shared.openSessions == [scene.session])
        #expect(UIApplication.shared.windows.first === scene.keyWindow)
        UIApplication.shared.terminate()
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(UIApplication.shared.openSessions.isEmpty)
    }

    @Test func showingTheFocusedWindowBringsTheSceneToTheForegroundThenMakesItActive() throws {
        let scene = try launch(AppDelegate())
        defer { UIApplication.shared.terminate() }
        scene.windowDidChange(isVisible: true, hasKeyboardFocus: true)
        #expect(log.lines == ["didFinishLaunching", "configurationForConnecting", "willConnect unattached",
                                              "willEnterForeground unattached", "didBecomeActive foregroundActive"])
        #expect(scene.activationState == .foregroundActive)
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test func losingTheFocusResignsActiveOnly() throws {
        let scene = try launch(AppDelegate())
        defer { UIApplication.shared.terminate() }
        scene.windowDidChange(isVisible: true, hasKeyboardFocus: true)
        log.lines = []
        scene.windowDidChange(isVisible: true, hasKeyboardFocus: false)
        #expect(log.lines == ["willResignActive foregroundActive"])
        #expect(scene.activationState == .foregroundInactive)
        #expect(UIApplication.shared.applicationState == .inactive)
    }

    @Test func iconifyingAnActiveSceneResignsThenEntersTheBackground() throws {
        let scene = try launch(AppDelegate())
        defer { UIApplication.shared.terminate() }
        scene.windowDidChange(isVisible: true, hasKeyboardFocus: true)
        log.lines = []
        scene.windowDidChange(isVisible: false, hasKeyboardFocus: false)
        #expect(log.lines == ["willResignActive foregroundActive", "didEnterBackground background"])
        #expect(UIApplication.shared.applicationState == .background)
    }

    @Test func mappingAgainEntersTheForegroundAndTheFocusMakesItActive() throws {
        let scene = try launch(AppDelegate())
        defer { UIApplication.shared.terminate() }
        scene.windowDidChange(isVisible: false, hasKeyboardFocus: false)
        log.lines = []
        scene.windowDidChange(isVisible: true, hasKeyboardFocus: false)
        #expect(log.lines == ["willEnterForeground background"])
        scene.windowDidChange(isVisible: true, hasKeyboardFocus: true)
        #expect(log.lines == ["willEnterForeground background", "didBecomeActive foregroundActive"])
    }

    @Test func closingTheWindowLeavesTheForegroundDisconnectsAndDiscardsTheSession() throws {
        let app = AppDelegate()
        let scene = try launch(app)
        scene.windowDidChange(isVisible: true, hasKeyboardFocus: true)
        log.lines = []
        let session = scene.session
        UIApplication.shared.terminate()
        #expect(log.lines == ["willResignActive foregroundActive", "didEnterBackground background",
                                              "didDisconnect unattached", "didDiscardSceneSessions 1", "applicationWillTerminate"])
        #expect(app.discarded == [session])
        #expect(session.scene == nil)
        #expect(scene.activationState == .unattached)
    }

    @Test func aDisconnectedSceneIgnoresTheWindowsState() throws {
        let scene = try launch(AppDelegate())
        UIApplication.shared.terminate()
        log.lines = []
        scene.windowDidChange(isVisible: true, hasKeyboardFocus: true)
        #expect(log.lines.isEmpty)
        #expect(scene.activationState == .unattached)
    }

    @Test func eachStepPostsItsSceneNotificationAfterTheDelegateHeardIt() throws {
        let scene = try launch(AppDelegate())
        defer { UIApplication.shared.terminate() }
        let names: [Notification.Name] = [UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
                                          UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: scene, queue: nil) { note in
                log.lines.append("posted \(note.name.rawValue)")
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        scene.windowDidChange(isVisible: true, hasKeyboardFocus: true)
        scene.windowDidChange(isVisible: false, hasKeyboardFocus: false)
        #expect(log.lines.dropFirst(3) == [
            "willEnterForeground unattached", "posted UISceneWillEnterForegroundNotification",
            "didBecomeActive foregroundActive", "posted UISceneDidActivateNotification",
            "willResignActive foregroundActive", "posted UISceneWillDeactivateNotification",
            "didEnterBackground background", "posted UISceneDidEnterBackgroundNotification",
        ])
    }

    @Test func theApplicationPostsItsNotificationsWhenItsStateChanges() throws {
        let scene = try launch(AppDelegate())
        defer { UIApplication.shared.terminate() }
        let posted = CallLog()
        let names: [Notification.Name] = [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
                                          UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                posted.lines.append(note.name.rawValue)
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        scene.windowDidChange(isVisible: true, hasKeyboardFocus: true)
        scene.windowDidChange(isVisible: false, hasKeyboardFocus: false)
        scene.windowDidChange(isVisible: true, hasKeyboardFocus: false)
        // Launching is already inactive: coming to the foreground at launch posts nothing.
        #expect(posted.lines == ["UIApplicationDidBecomeActiveNotification", "UIApplicationWillResignActiveNotification",
                           "UIApplicationDidEnterBackgroundNotification", "UIApplicationWillEnterForegroundNotification"])
    }

    @Test func anAppWithoutASceneDelegateHearsItsLifeThroughTheAppDelegate() throws {
        let app = AppDelegate()
        let scene = try launch(app, delegateClass: nil)
        defer { UIApplication.shared.terminate() }
        #expect(scene.keyWindow === app.window)
        #expect(app.window?.windowScene === scene)
        scene.windowDidChange(isVisible: true, hasKeyboardFocus: true)
        scene.windowDidChange(isVisible: false, hasKeyboardFocus: false)
        scene.windowDidChange(isVisible: true, hasKeyboardFocus: true)
        // As on iOS before scenes: launching goes straight to active, without willEnterForeground.
        #expect(log.lines == ["didFinishLaunching", "configurationForConnecting", "applicationDidBecomeActive",
                                              "applicationWillResignActive", "applicationDidEnterBackground",
                                              "applicationWillEnterForeground", "applicationDidBecomeActive"])
    }

    @Test func theConfigurationsSceneClassIsTheScenesClass() throws {
        let app = AppDelegate()
        app.sceneClass = CustomScene.self
        let scene = try launch(app)
        defer { UIApplication.shared.terminate() }
        #expect(scene is CustomScene)
    }

    @Test func aDelegateClassThatIsNoSceneDelegateIsLeftOutSoWithoutAnAppWindowNothingLaunches() throws {
        let app = AppDelegate()
        app.delegateClass = UIView.self
        // No scene delegate and no app window: nothing to show, so nothing launches.
        #expect(UIApplication.shared.launch(with: app) == nil)
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(UIApplication.shared.openSessions.isEmpty)
    }

    @Test func aSceneDelegateThatMakesNoWindowLaunchesNothingAndDisconnects() throws {
        let app = AppDelegate()
        app.delegateClass = EmptySceneDelegate.self
        #expect(UIApplication.shared.launch(with: app) == nil)
        #expect(log.lines.last == "didDiscardSceneSessions 1")
        #expect(UIApplication.shared.connectedScenes.isEmpty)
    }

    @Test func aWindowMadeForASceneBelongsToIt() throws {
        let scene = try launch(AppDelegate())
        defer { UIApplication.shared.terminate() }
        let second = UIWindow(windowScene: scene)
        #expect(second.windowScene === scene)
        #expect(scene.windows.last === second)
        second.windowScene = nil
        #expect(!scene.windows.contains { $0 === second })
    }

    @Test func stepsPassThroughTheForegroundInEitherDirection() {
        #expect(UIScene.steps(from: .background, to: .foregroundActive) == [.willEnterForeground, .didBecomeActive])
        #expect(UIScene.steps(from: .foregroundActive, to: .background) == [.willResignActive, .didEnterBackground])
        #expect(UIScene.steps(from: .foregroundInactive, to: .foregroundInactive) == [])
        #expect(UIScene.steps(from: .unattached, to: .foregroundInactive) == [.willEnterForeground])
        #expect(UIScene.steps(from: .foregroundInactive, to: .foregroundActive) == [.didBecomeActive])
    }
}
