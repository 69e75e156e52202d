import CX11
import Foundation
import XHost

/// A client of the test display that acts as the user: it moves the pointer, clicks, turns the
/// wheel and presses keys through XTest (which the server treats as real devices), and reads the
/// window's pixels back. Use it from one thread (a test's).
public final class XTestDriver {
    public let display: OpaquePointer
    public let window: UInt

    /// Connects to `displayName`; nil when it cannot be opened or lacks the XTEST extension (see
    /// `missingXTest(displayName:)` for which).
    public init?(displayName: String, window: UInt) {
        guard let display = XOpenDisplay(displayName) else { return nil }
        var eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XTestQueryExtension(display, &eventBase, &errorBase, &major, &minor) != 0 else {
            XCloseDisplay(display)
            return nil
        }
        self.display = display
        self.window = window
    }

    /// Why no driver can act on `displayName`: it cannot be opened, or it lacks XTEST; nil when it can.
    public static func unavailability(displayName: String) -> String? {
        guard let display = XOpenDisplay(displayName) else { return "cannot open X display \(displayName)" }
        defer { XCloseDisplay(display) }
        var eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XTestQueryExtension(display, &eventBase, &errorBase, &major, &minor) != 0 else {
            return "the X server \(displayName) lacks the XTEST extension, which the test driver sends input with"
        }
        return nil
    }

    private var isOpen = true

    /// Closes the connection; call it before the server goes away, or Xlib ends the process.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        XCloseDisplay(display)
    }

    deinit { close() }

    /// The window's size in pixels, as the server has it now.
    public var windowSize: (width: Int, height: Int) {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, window, &attributes)
        return (Int(attributes.width), Int(attributes.height))
    }

    /// Where the window's top-left corner is on the screen.
    private var origin: (x: Int32, y: Int32) {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, XDefaultRootWindow(display), 0, 0, &x, &y, &child)
        return (x, y)
    }

    /// Moves the pointer to (`x`, `y`) in the window's pixels.
    public func move(to x: Int, _ y: Int) {
        let o = origin
        XTestFakeMotionEvent(display, -1, o.x + Int32(x), o.y + Int32(y), 0)
        XFlush(display)
    }

    /// Presses and releases `button` (1 left, 4/5 wheel up/down) at (`x`, `y`), holding `modifiers`
    /// (keysyms such as `XK_Control_L`) down around it.
    public func click(at x: Int, _ y: Int, button: UInt32 = 1, holding modifiers: [Int32] = []) {
        move(to: x, y)
        let codes = modifiers.map { XKeysymToKeycode(display, KeySym($0)) }
        for code in codes { XTestFakeKeyEvent(display, UInt32(code), 1, 0) }
        XTestFakeButtonEvent(display, button, 1, 0)
        XTestFakeButtonEvent(display, button, 0, 0)
        for code in codes.reversed() { XTestFakeKeyEvent(display, UInt32(code), 0, 0) }
        XSync(display, 0)
    }

    /// Turns the wheel `notches` times (negative: up) with the pointer at (`x`, `y`).
    public func scrollWheel(notches: Int, at x: Int, _ y: Int) {
        move(to: x, y)
        for _ in 0..<abs(notches) {
            let button: UInt32 = notches > 0 ? 5 : 4
            XTestFakeButtonEvent(display, button, 1, 0)
            XTestFakeButtonEvent(display, button, 0, 0)
        }
        XSync(display, 0)
    }

    /// Presses and releases the key with `keysym` (such as `XK_l`, `XK_Delete`), holding `modifiers`
    /// (keysyms such as `XK_Control_L`) down around it.
    public func pressKey(_ keysym: Int32, holding modifiers: [Int32] = []) {
        let code = UInt32(XKeysymToKeycode(display, KeySym(keysym)))
        let held = modifiers.map { UInt32(XKeysymToKeycode(display, KeySym($0))) }
        for modifier in held { XTestFakeKeyEvent(display, modifier, 1, 0) }
        XTestFakeKeyEvent(display, code, 1, 0)
        XTestFakeKeyEvent(display, code, 0, 0)
        for modifier in held.reversed() { XTestFakeKeyEvent(display, modifier, 0, 0) }
        XSync(display, 0)
    }

    /// Drags with the left button from (`x0`, `y0`) to (`x1`, `y1`) in `steps` moves (one warped motion
    /// is one MotionNotify), and releases there unless `release` is false.
    ///
    /// Each move is on the server before `afterEachMove` runs; what paces the moves is the test's
    /// condition there, such as the demo having handled the move (`GallerySession.drag`) or its clock
    /// stepped, never the wall clock. With nothing there, the moves go as fast as the server takes them.
    public func drag(from x0: Int, _ y0: Int, to x1: Int, _ y1: Int, steps: Int = 20, release: Bool = true,
                     afterEachMove: () -> Void = {}) {
        move(to: x0, y0)
        XTestFakeButtonEvent(display, 1, 1, 0)
        XSync(display, 0)
        for step in 1...max(1, steps) {
            move(to: x0 + (x1 - x0) * step / max(1, steps), y0 + (y1 - y0) * step / max(1, steps))
            XSync(display, 0)
            afterEachMove()
        }
        if release { self.release() }
    }

    /// Presses the left button at (`x`, `y`) and keeps it down (`release()` lets go).
    public func press(at x: Int, _ y: Int) {
        move(to: x, y)
        XTestFakeButtonEvent(display, 1, 1, 0)
        XSync(display, 0)
    }

    /// Releases the left button where the pointer is.
    public func release() {
        XTestFakeButtonEvent(display, 1, 0, 0)
        XSync(display, 0)
    }

    public func resize(width: Int, height: Int) {
        XResizeWindow(display, window, UInt32(width), UInt32(height))
        XSync(display, 0)
    }

    /// Asks the window to close as a window manager does: a WM_DELETE_WINDOW client message.
    public func requestClose() {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(bitPattern: XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, window, 0, 0, &event)
        XSync(display, 0)
    }

    /// A window property's raw items: bytes for format 8, `long`s for format 32 (nil when unset).
    public func property(_ name: String) -> (format: Int32, items: [Int])? {
        var type: Atom = 0, format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, window, XInternAtom(display, name, 0), 0, 4096, 0, 0,
                                        &type, &format, &count, &remaining, &data)
        guard status == Success, let data, type != 0 else { return nil }
        defer { XFree(data) }
        let items: [Int]
        switch format {
        case 8: items = (0..<Int(count)).map { Int(data[$0]) }
        case 32: items = data.withMemoryRebound(to: Int.self, capacity: Int(count)) { pointer in (0..<Int(count)).map { pointer[$0] } }
        default: items = []
        }
        return (format, items)
    }

    /// A format-8 property as text (UTF-8; several strings are joined with "|").
    public func textProperty(_ name: String) -> String? {
        guard let (format, items) = property(name), format == 8 else { return nil }
        let bytes = items.map { UInt8(truncatingIfNeeded: $0) }
        return bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: "|")
    }

    public func atom(_ name: String) -> Int { Int(XInternAtom(display, name, 0)) }

    /// The window's pixels now.
    public func capture() -> PixelImage? {
        let size = windowSize
        return PixelImage.capture(display: display, drawable: window, width: size.width, height: size.height)
    }

    /// The whole screen's pixels now, with every window on it (menus included).
    public func captureScreen() -> PixelImage? {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, XDefaultRootWindow(display), &attributes)
        return PixelImage.capture(display: display, drawable: XDefaultRootWindow(display), width: Int(attributes.width), height: Int(attributes.height))
    }

    /// Where the window's top-left corner is on the screen, in pixels.
    public var screenOrigin: (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0, child: Window = 0
        XTranslateCoordinates(display, window, XDefaultRootWindow(display), 0, 0, &x, &y, &child)
        return (Int(x), Int(y))
    }

    /// The mapped override-redirect windows on the screen (menus, tooltips), bottom to top, in screen pixels.
    public func overrideRedirectWindows() -> [PixelBox] {
        var rootReturn: Window = 0, parentReturn: Window = 0, count: UInt32 = 0
        var children: UnsafeMutablePointer<Window>?
        guard XQueryTree(display, XDefaultRootWindow(display), &rootReturn, &parentReturn, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        return (0..<Int(count)).compactMap { index in
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(display, children[index], &attributes) != 0, attributes.override_redirect != 0,
                  attributes.map_state == IsViewable else { return nil }
            return PixelBox(x: Int(attributes.x), y: Int(attributes.y), width: Int(attributes.width), height: Int(attributes.height))
        }
    }

}
