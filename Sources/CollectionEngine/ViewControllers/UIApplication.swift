import Foundation

/// What an app is told about its life, as UIKit's `UIApplicationDelegate`: it makes its window and
/// root view controller when it has finished launching.
///
/// ```swift
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     var window: UIWindow?
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         window = UIWindow(frame: .zero)
///         window?.rootViewController = UINavigationController(rootViewController: GalleryViewController())
///         window?.makeKeyAndVisible()
///         return true
///     }
/// }
/// // main.swift, where iOS has @main:
/// exit(X11Host.runApplication(AppDelegate(), title: "Gallery", size: CGSize(width: 1000, height: 700)))
/// ```
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The window the app shows; the delegate makes it in `application(_:didFinishLaunchingWithOptions:)`.
    var window: UIWindow? { get set }
    /// Called once, before the window is shown; return false to end the app at once (status 1).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called after the window was closed, before the process ends.
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func applicationWillTerminate(_ application: UIApplication) {}
}

/// The running app, as UIKit's `UIApplication`: `UIApplication.shared` holds its delegate and the
/// window the host shows.
///
/// - Note: There are no scenes (`UISceneDelegate`): the delegate's `window` is the app's one window,
///   as before iOS 13. There are no URL openings, background tasks, badges or status bar. A host
///   starts the app (`X11Host.runApplication`, as `UIApplicationMain` does).
@MainActor
open class UIApplication: UIResponder {
    /// Keys of the launch options; Tessera launches with none.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The app.
    public static let shared = UIApplication()

    /// The app's delegate, set when the host launches it.
    open weak var delegate: UIApplicationDelegate?

    /// The windows the host shows (the delegate's, once launched).
    public var windows: [UIWindow] { delegate?.window.map { [$0] } ?? [] }

    /// Tells the delegate the app has finished launching; returns its window, or nil when it made
    /// none or declined to launch (reported on standard error).
    ///
    /// - Note: Not in UIKit; the host calls it, as `UIApplicationMain` does.
    public func launch(with delegate: UIApplicationDelegate) -> UIWindow? {
        self.delegate = delegate
        guard delegate.application(self, didFinishLaunchingWithOptions: nil) else {
            FileHandle.standardError.write(Data("Tessera: the application delegate declined to launch\n".utf8))
            return nil
        }
        guard let window = delegate.window else {
            FileHandle.standardError.write(Data("Tessera: the application delegate made no window in application(_:didFinishLaunchingWithOptions:)\n".utf8))
            return nil
        }
        return window
    }

    /// Tells the delegate the app is ending.
    ///
    /// - Note: Not in UIKit; the host calls it when the window closes.
    public func terminate() {
        delegate?.applicationWillTerminate(self)
    }
}
