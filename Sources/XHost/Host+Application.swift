import CollectionEngine
import Foundation

extension X11Host {
    /// Starts an app the way `UIApplicationMain` does: opens the window, makes `delegate` the app's
    /// delegate (`UIApplication.shared.delegate`), calls its
    /// `application(_:didFinishLaunchingWithOptions:)`, shows the window it made until the window is
    /// closed, then calls `applicationWillTerminate(_:)`. Returns the process exit status (1 when
    /// the display cannot be opened or the delegate made no window, said on standard error).
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
        guard let window = UIApplication.shared.launch(with: delegate) else { return 1 }
        let status = host.run(window)
        UIApplication.shared.terminate()
        return status
    }
}
