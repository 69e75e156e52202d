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

/// The running app, as UIKit's `UIApplication`: `UIApplication.shared` holds its delegate, the
/// window the host shows and the app's layout direction.
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

    /// Tells the delegate the app is ending.
    ///
    /// - Note: Not in UIKit; the host calls it when the window closes.
    public func terminate() {
        delegate?.applicationWillTerminate(self)
    }
}
