import CollectionEngine
import Foundation

extension X11Host {
    /// Starts an app the way `UIApplicationMain` does: opens the window, then runs the app in it
    /// (`runApplication(_:)`). Returns the process exit status (1 when the display cannot be opened
    /// or the app made no window, said on standard error).
    ///
    /// ```swift
    /// exit(X11Host.runApplication(AppDelegate(), title: "Gallery", size: CGSize(width: 1000, height: 700)))
    /// ```
    @MainActor
    public static func runApplication(_ delegate: UIApplicationDelegate, title: String, className: String = "Tessera",
                                      size: CGSize, minimumSize: CGSize = CGSize(width: 480, height: 320)) -> Int32 {
        let host: X11Host
        do {
            host = try X11Host(title: title, className: className, size: size, minimumSize: minimumSize)
        } catch {
            FileHandle.standardError.write(Data("Tessera: \(error)\n".utf8))
            return 1
        }
        return host.runApplication(delegate)
    }

    /// Runs an app in this host's window: makes `delegate` the app's delegate
    /// (`UIApplication.shared.delegate`), calls its `application(_:didFinishLaunchingWithOptions:)`,
    /// connects a scene as its `application(_:configurationForConnecting:options:)` says (the scene
    /// delegate makes the window; without one, the app delegate's `window` is shown), and shows that
    /// window until it is closed. Meanwhile the scene follows the window as a desktop moves it: active
    /// while it has the keyboard focus, inactive while another window has it, in the background while
    /// it is iconified. Closing the window disconnects the scene, discards its session and ends the
    /// app (`applicationWillTerminate(_:)`). Returns the process exit status.
    ///
    /// Use it instead of the static `runApplication` to set the host up first (icons, overrides):
    ///
    /// ```swift
    /// let host = try X11Host(title: "Gallery", size: CGSize(width: 1000, height: 700))
    /// host.appearanceOverride = .dark
    /// exit(host.runApplication(AppDelegate()))
    /// ```
    @MainActor
    public func runApplication(_ delegate: UIApplicationDelegate) -> Int32 {
        guard let window = UIApplication.shared.launch(with: delegate) else { return 1 }
        let scene = window.windowScene
        onWindowStateChange = { [weak scene] isVisible, hasKeyboardFocus in
            scene?.windowDidChange(isVisible: isVisible, hasKeyboardFocus: hasKeyboardFocus)
        }
        let status = run(window)
        onWindowStateChange = nil
        UIApplication.shared.terminate()
        return status
    }
}
