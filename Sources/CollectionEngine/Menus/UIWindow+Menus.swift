import Foundation

extension UIWindow {
    /// The menus open over the window, the context menu first and its open submenus after it; the host
    /// shows each in its own window (see `MenuWindow`).
    ///
    /// - Note: Not in UIKit, where the system presents menus.
    public var presentedMenuWindows: [MenuWindow] { menuSession?.levels ?? [] }

    /// Opens `menu` at `point` (window points), closing any menu already open.
    func presentMenu(_ menu: UIMenu, preview: UIView?, at point: CGPoint, onEnd: @escaping (MenuSession.Outcome) -> Void) -> MenuSession {
        menuSession?.dismiss(choosing: nil)
        let session = MenuSession(menu: menu, preview: preview, at: point, in: self, onEnd: onEnd)
        menuSession = session
        return session
    }

    func menusDidChange() { hasChangesSinceLastFrame = true }

    func menuSessionDidEnd(_ session: MenuSession) {
        if menuSession === session { menuSession = nil }
        hasChangesSinceLastFrame = true
    }
}
