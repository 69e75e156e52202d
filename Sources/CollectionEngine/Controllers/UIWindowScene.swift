import Foundation

/// A scene that shows windows, as UIKit's `UIWindowScene`: the kind of scene the X host makes, one
/// per top-level X window.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     var window: UIWindow?
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///         guard let windowScene = scene as? UIWindowScene else { return }
///         let window = UIWindow(windowScene: windowScene)
///         window.rootViewController = UINavigationController(rootViewController: GalleryViewController())
///         window.makeKeyAndVisible()
///         self.window = window
///     }
/// }
/// ```
@MainActor
open class UIWindowScene: UIScene {
    /// The windows that belong to the scene (`UIWindow(windowScene:)`, or `windowScene` set), oldest first.
    public var windows: [UIWindow] { members.compactMap(\.window) }

    /// The window the host shows for the scene: the one its delegate (or, without one, the app
    /// delegate) holds in `window` once it connected.
    ///
    /// - Note: UIKit's is the scene's window that last became key; Tessera's host shows one window
    ///   per scene, and that one is key.
    public var keyWindow: UIWindow? { shownWindow }

    /// The window the host shows, chosen when the scene connects.
    weak var shownWindow: UIWindow?

    private final class Member {
        weak var window: UIWindow?
        init(_ window: UIWindow) { self.window = window }
    }

    private var members: [Member] = []

    func add(_ window: UIWindow) {
        members.removeAll { $0.window == nil || $0.window === window }
        members.append(Member(window))
    }

    func remove(_ window: UIWindow) {
        members.removeAll { $0.window == nil || $0.window === window }
    }
}

/// What a window scene tells its delegate, as UIKit's `UIWindowSceneDelegate`: everything a
/// `UISceneDelegate` hears, and the delegate holds the scene's window.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, which the delegate makes in `scene(_:willConnectTo:options:)`; the
    /// host shows it.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        // A delegate that declares no `window` has none to keep, as in UIKit, where the property is optional.
        set {}
    }
}

extension UIWindow {
    /// A window that belongs to `windowScene`, sized by the host when the scene's window is shown.
    ///
    /// - Note: UIKit sizes it to the scene's screen at once; Tessera's host sizes it to the X window
    ///   when it shows it.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: .zero)
        // An initializer's own assignment runs no observer: join the scene here.
        self.windowScene = windowScene
        windowScene.add(self)
    }
}
