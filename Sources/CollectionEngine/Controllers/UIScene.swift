import Foundation

/// One instance of the app's interface on screen, as UIKit's `UIScene`: its session, its delegate and
/// where it is in its life (`activationState`).
///
/// The X host moves a scene through its life as a desktop moves a window: it is in the foreground
/// while its window is mapped, active while the window has the keyboard focus, in the background
/// while the window is iconified (unmapped), and disconnected when the window is closed
/// (`WM_DELETE_WINDOW`). Each move tells the delegate (`UISceneDelegate`) and then posts the matching
/// notification, with the scene as its object.
///
/// - Note: UIKit can also disconnect a background scene to save memory and connect it again later;
///   Tessera disconnects a scene only when its window closes, and then discards its session.
@MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        /// Not connected (before it connects, and after it disconnects).
        case unattached = -1
        /// On screen and taking input: its window has the keyboard focus.
        case foregroundActive = 0
        /// On screen, not taking input: another window has the focus.
        case foregroundInactive = 1
        /// Not on screen: its window is iconified.
        case background = 2
    }

    /// What the scene was connected with, as UIKit's `UIScene.ConnectionOptions`.
    ///
    /// - Note: UIKit's carries the URLs, user activities, shortcut or notification that opened the
    ///   scene; an X window opens with none of these, so Tessera's is empty.
    @MainActor
    open class ConnectionOptions: NSObject {
        public override init() { super.init() }
    }

    /// Posted after the scene connected (after `scene(_:willConnectTo:options:)`).
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after the scene disconnected (after `sceneDidDisconnect(_:)`).
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after the scene became active (after `sceneDidBecomeActive(_:)`).
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted as the scene is about to stop being active (after `sceneWillResignActive(_:)`).
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted as the scene is about to come to the foreground (after `sceneWillEnterForeground(_:)`).
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after the scene went to the background (after `sceneDidEnterBackground(_:)`).
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The session the scene shows.
    public let session: UISceneSession
    /// The scene's delegate, made from the configuration's `delegateClass` (the scene keeps it).
    open var delegate: UISceneDelegate?
    /// Where the scene is in its life; `.unattached` until it connects.
    public private(set) var activationState: ActivationState = .unattached
    /// Between connecting and disconnecting (the state is `.unattached` until the window is first shown).
    var isConnected = false

    /// A scene for `session`, not yet connected (UIKit makes scenes; so does `UIApplication` here).
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The window's state changed: `isVisible` (mapped, not iconified) and `hasKeyboardFocus` decide
    /// the new activation state, and the scene moves to it, telling its delegate of each step.
    ///
    /// - Note: Not in UIKit, where the system moves scenes; the X host calls it on `MapNotify`,
    ///   `UnmapNotify`, `FocusIn` and `FocusOut`.
    public func windowDidChange(isVisible: Bool, hasKeyboardFocus: Bool) {
        guard isConnected else { return }
        move(to: isVisible ? (hasKeyboardFocus ? .foregroundActive : .foregroundInactive) : .background)
    }

    // MARK: Moving through the states (the one place that changes `activationState`)

    /// One step of a scene's life between two neighbouring states.
    enum Step: Equatable {
        case willEnterForeground, didBecomeActive, willResignActive, didEnterBackground
    }

    /// The steps from `state` to `target`, in order: the foreground lies between the background and
    /// being active, so the background and active never follow each other directly.
    nonisolated static func steps(from state: ActivationState, to target: ActivationState) -> [Step] {
        func rank(_ state: ActivationState) -> Int {
            switch state {
            case .unattached, .background: return 0
            case .foregroundInactive: return 1
            case .foregroundActive: return 2
            }
        }
        let (from, to) = (rank(state), rank(target))
        let rising: [Step] = [.willEnterForeground, .didBecomeActive]
        let falling: [Step] = [.willResignActive, .didEnterBackground]
        return from < to ? Array(rising[from..<to]) : Array(falling[(2 - from)..<(2 - to)])
    }

    /// Moves the scene to `target` step by step. A "will" step tells the delegate before the state
    /// changes, a "did" step after it, as UIKit does.
    func move(to target: ActivationState) {
        for step in UIScene.steps(from: activationState, to: target) {
            switch step {
            case .willEnterForeground:
                tell(step)
                activationState = .foregroundInactive
            case .didBecomeActive:
                activationState = .foregroundActive
                tell(step)
            case .willResignActive:
                tell(step)
                activationState = .foregroundInactive
            case .didEnterBackground:
                activationState = .background
                tell(step)
            }
        }
        // Connecting (unattached to background) and disconnecting take no step of their own.
        activationState = target
    }

    /// Tells the delegate, posts the scene's notification, then lets the app follow.
    private func tell(_ step: Step) {
        let name: Notification.Name
        switch step {
        case .willEnterForeground:
            delegate?.sceneWillEnterForeground(self)
            name = UIScene.willEnterForegroundNotification
        case .didBecomeActive:
            delegate?.sceneDidBecomeActive(self)
            name = UIScene.didActivateNotification
        case .willResignActive:
            delegate?.sceneWillResignActive(self)
            name = UIScene.willDeactivateNotification
        case .didEnterBackground:
            delegate?.sceneDidEnterBackground(self)
            name = UIScene.didEnterBackgroundNotification
        }
        NotificationCenter.default.post(name: name, object: self)
        UIApplication.shared.sceneDidMove(self, by: step)
    }
}

/// What a scene tells its delegate about its life, as UIKit's `UISceneDelegate`. Every method has
/// an empty default.
///
/// - Note: Tessera makes the delegate from the configuration's `delegateClass` with `init()`, which
///   Swift allows only for a `final` class or a `required init()`: mark the scene delegate `final`.
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// The delegate as `UIScene` makes it from `UISceneConfiguration.delegateClass`.
    init()
    /// The scene is connecting: the place to make its window and root view controller.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene's window was closed; it is gone from `UIApplication.shared.connectedScenes`.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene's window took the keyboard focus.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene's window is about to lose the keyboard focus (or to be iconified or closed).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene's window is about to be shown: at launch, or mapped again after it was iconified.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene's window was iconified (or is closing).
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
