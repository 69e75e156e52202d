import CollectionEngine
import Foundation

/// The demo's app delegate, as a modern iOS app has it: it names the scene delegate, which makes the
/// window when the scene connects. What the window shows comes from the command line (`main.swift`
/// hands it over as `makeWindow`), where an iOS app would build it in the scene delegate itself.
///
/// Debug lines: `sessions discarded N` when the window's session ends, `terminate` as the app ends.
final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    private let makeWindow: (UIWindowScene) -> UIWindow

    init(makeWindow: @escaping (UIWindowScene) -> UIWindow) {
        self.makeWindow = makeWindow
        super.init()
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Gallery", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = GallerySceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        DebugChannel.say("sessions discarded \(sceneSessions.count)")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        DebugChannel.say("terminate")
    }

    /// The window for a connecting scene.
    func window(for scene: UIWindowScene) -> UIWindow { makeWindow(scene) }
}

/// The demo's scene delegate: it makes the window when the scene connects, and says on the debug
/// channel each step of the scene's life (`scene willConnect`, `scene willEnterForeground`,
/// `scene didBecomeActive`, `scene willResignActive`, `scene didEnterBackground`,
/// `scene didDisconnect`), which the host takes as the window is focused, iconified and closed.
final class GallerySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene, let app = UIApplication.shared.delegate as? GalleryAppDelegate else { return }
        let window = app.window(for: windowScene)
        window.makeKeyAndVisible()
        self.window = window
        DebugChannel.say("scene willConnect")
    }

    func sceneWillEnterForeground(_ scene: UIScene) { DebugChannel.say("scene willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { DebugChannel.say("scene didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { DebugChannel.say("scene willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { DebugChannel.say("scene didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { DebugChannel.say("scene didDisconnect") }
}
