import CollectionEngine
import Foundation
import Testing

/// `UIApplication` launching its delegate, as `UIApplicationMain` does.
@MainActor @Suite struct ApplicationTests {
    private final class AppDelegate: UIApplicationDelegate {
        var window: UIWindow?
        var makesWindow = true
        var launched = 0
        var terminated = 0

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            launched += 1
            if makesWindow {
                window = UIWindow(frame: .zero)
                window?.rootViewController = UINavigationController(rootViewController: UIViewController())
            }
            return true
        }

        func applicationWillTerminate(_ application: UIApplication) { terminated += 1 }
    }

    @Test func launchingTellsTheDelegateAndReturnsTheWindowItMade() {
        let delegate = AppDelegate()
        let window = UIApplication.shared.launch(with: delegate)
        #expect(delegate.launched == 1)
        #expect(window === delegate.window)
        #expect(UIApplication.shared.delegate === delegate)
        #expect(UIApplication.shared.windows.first === window)
        UIApplication.shared.terminate()
        #expect(delegate.terminated == 1)
    }

    @Test func aDelegateThatMakesNoWindowLaunchesNothing() {
        let delegate = AppDelegate()
        delegate.makesWindow = false
        #expect(UIApplication.shared.launch(with: delegate) == nil)
    }
}
