import CX11
import CollectionEngine
import Foundation

/// The menus the engine has open (`UIWindow.presentedMenuWindows`), each in an override-redirect X
/// window: no frame, no window-manager placement, above everything, drawn with the same `Renderer` as
/// the main window. The pointer is grabbed while any is open, so a click anywhere else reaches the
/// first menu, outside its bounds, and closes them all.
///
/// Pointer events of a menu's X window go to its `MenuWindow`; its keys go to the main window (whose
/// menu session takes keys while menus are open), as the keyboard focus stays there.
@MainActor
final class HostMenuWindows {
    private struct Shown {
        let menu: MenuWindow
        let id: Window
        let width: Int
        let height: Int
    }

    private let connection: DisplayConnection
    private let parent: HostWindow
    private let makeRenderer: () -> Renderer
    private let text: TextSystem
    private var shown: [Shown] = []
    /// One renderer per menu level, reused from one menu to the next (each keeps its back buffer).
    private var renderers: [Renderer] = []
    private var grabbed = false
    /// A menu's X window lost pixels: draw again.
    private(set) var exposed = false
    /// The time pointer events are stamped with.
    var clock: () -> TimeInterval = { 0 }

    init(connection: DisplayConnection, parent: HostWindow, text: TextSystem, makeRenderer: @escaping () -> Renderer) {
        self.connection = connection
        self.parent = parent
        self.text = text
        self.makeRenderer = makeRenderer
    }

    var needsFrame: Bool { exposed || shown.contains { $0.menu.needsFrame } }

    /// Creates X windows for menus that opened and destroys those of menus that closed.
    func sync(with root: UIWindow) {
        let wanted = root.presentedMenuWindows
        for entry in shown where !wanted.contains(where: { $0 === entry.menu }) { XDestroyWindow(connection.display, entry.id) }
        shown.removeAll { entry in !wanted.contains { $0 === entry.menu } }
        for menu in wanted where !shown.contains(where: { $0.menu === menu }) { show(menu) }
        updateGrab()
    }

    /// Draws every open menu into its window.
    func draw() {
        exposed = false
        for (level, entry) in shown.enumerated() {
            entry.menu.prepareFrame()
            let renderer = renderer(forLevel: level, window: entry.id, width: entry.width, height: entry.height)
            renderer.render(entry.menu, width: entry.width, height: entry.height)
            renderer.present(to: entry.id, width: entry.width, height: entry.height)
        }
    }

    private func renderer(forLevel level: Int, window: Window, width: Int, height: Int) -> Renderer {
        while renderers.count <= level { renderers.append(makeRenderer()) }
        renderers[level].ensureBackBuffer(width: width, height: height, for: window)
        return renderers[level]
    }

    /// The screen, in the main window's points: the menu is placed inside it.
    private func screenInWindowPoints() -> (CGRect, x: Int32, y: Int32) {
        let display = connection.display
        var x: Int32 = 0, y: Int32 = 0, child: Window = 0
        XTranslateCoordinates(display, parent.id, connection.root, 0, 0, &x, &y, &child)
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, connection.root, &attributes)
        let scale = connection.scale
        let screen = CGRect(x: -CGFloat(x) / scale, y: -CGFloat(y) / scale,
                            width: CGFloat(attributes.width) / scale, height: CGFloat(attributes.height) / scale)
        return (screen, x, y)
    }

    private func show(_ menu: MenuWindow) {
        let display = connection.display, scale = connection.scale
        menu.textMeasurer = text
        let (screen, originX, originY) = screenInWindowPoints()
        let frame = menu.place(onScreen: screen)
        let width = max(1, Int((frame.width * scale).rounded())), height = max(1, Int((frame.height * scale).rounded()))
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.background_pixmap = 0
        attributes.event_mask = ExposureMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | EnterWindowMask
            | KeyPressMask | KeyReleaseMask
        let id = XCreateWindow(
            display, connection.root, originX + Int32((frame.minX * scale).rounded()), originY + Int32((frame.minY * scale).rounded()),
            UInt32(width), UInt32(height), 0, connection.depth, UInt32(InputOutput), connection.visual,
            UInt(CWOverrideRedirect | CWBackPixmap | CWEventMask), &attributes)
        var type = connection.atom("_NET_WM_WINDOW_TYPE_POPUP_MENU")
        XChangeProperty(display, id, connection.atom("_NET_WM_WINDOW_TYPE"), Atom(4), 32, PropModeReplace,  // XA_ATOM
                        withUnsafeBytes(of: &type) { Array($0) }, 1)
        XMapRaised(display, id)
        shown.append(Shown(menu: menu, id: id, width: width, height: height))
        exposed = true
    }

    private func updateGrab() {
        let display = connection.display
        if let first = shown.first, !grabbed {
            let mask = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask)
            grabbed = XGrabPointer(display, first.id, 1, mask, GrabModeAsync, GrabModeAsync, 0, 0, UInt(CurrentTime)) == GrabSuccess
        } else if shown.isEmpty, grabbed {
            XUngrabPointer(display, UInt(CurrentTime))
            grabbed = false
        }
    }

    /// Takes an event for one of the menus' windows: pointer events go to its `MenuWindow`. Returns
    /// whether the window is a menu's (its key events are then the main window's to handle).
    func handle(_ event: inout XEvent) -> Bool {
        guard let entry = shown.first(where: { $0.id == event.xany.window }) else { return false }
        let scale = connection.scale
        func point(_ x: Int32, _ y: Int32) -> CGPoint { CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale) }
        switch event.type {
        case ButtonPress, ButtonRelease:
            let e = event.xbutton
            let modifiers = EventTranslator.modifiers(fromState: e.state)
            if let kind = EventTranslator.pointerKind(button: e.button, pressed: event.type == ButtonPress, shift: modifiers.contains(.shift)) {
                entry.menu.sendEvent(InputEvent(kind, at: point(e.x, e.y), modifiers: modifiers, timestamp: clock()))
            }
        case MotionNotify:
            let e = event.xmotion
            entry.menu.sendEvent(InputEvent(.pointerMoved, at: point(e.x, e.y), timestamp: clock()))
        case EnterNotify:
            let e = event.xcrossing
            entry.menu.sendEvent(InputEvent(.pointerEntered, at: point(e.x, e.y), timestamp: clock()))
        case Expose:
            exposed = true
        default:
            break
        }
        return true
    }

    /// Closes every menu window (the host is shutting down).
    func destroyAll() {
        for entry in shown { XDestroyWindow(connection.display, entry.id) }
        shown.removeAll()
        if grabbed { XUngrabPointer(connection.display, UInt(CurrentTime)) }
        grabbed = false
        for renderer in renderers { renderer.discardCaches() }
    }
}
