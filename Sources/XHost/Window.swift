import CX11
import Foundation

/// The top-level window with the conventions a desktop expects of it: a UTF-8 title, a class for
/// the window manager's rules, the close button wired to `WM_DELETE_WINDOW`, the process id, and a
/// minimum size below which the gallery would be useless.
@MainActor
final class HostWindow {
    let connection: DisplayConnection
    let id: Window
    let deleteAtom: Atom
    private let protocolsAtom: Atom
    /// The size in pixels, as the last ConfigureNotify reported it.
    var pixelWidth: Int
    var pixelHeight: Int

    init(connection: DisplayConnection, title: String, className: String, size: CGSize, minimumSize: CGSize) {
        self.connection = connection
        let display = connection.display
        pixelWidth = max(1, Int((size.width * connection.scale).rounded()))
        pixelHeight = max(1, Int((size.height * connection.scale).rounded()))

        // No background: the server would otherwise clear the window before each Expose and the
        // gallery would flash between the clear and the next copy of the back buffer.
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = 0
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask
            | PointerMotionMask | KeyPressMask | KeyReleaseMask | EnterWindowMask | LeaveWindowMask
            // The input method follows keyboard focus; incoming clipboard data arrives as property changes.
            | FocusChangeMask | PropertyChangeMask
        id = XCreateWindow(
            display, connection.root, 0, 0, UInt32(pixelWidth), UInt32(pixelHeight), 0, connection.depth,
            UInt32(InputOutput), connection.visual, UInt(CWBackPixmap | CWBitGravity | CWEventMask), &attributes)

        protocolsAtom = connection.atom("WM_PROTOCOLS")
        deleteAtom = connection.atom("WM_DELETE_WINDOW")
        var protocols = [deleteAtom]
        XSetWMProtocols(display, id, &protocols, 1)
        setTitle(title)
        setClass(className)
        setProcessID()
        setMinimumSize(minimumSize)
    }

    /// `_NET_WM_NAME` carries UTF-8 for modern window managers; `WM_NAME` and `WM_ICON_NAME` the title
    /// in the locale's encoding for old ones (Xutf8SetWMProperties converts it: STRING when Latin-1
    /// holds it, COMPOUND_TEXT otherwise), so "—" does not arrive as mojibake.
    func setTitle(_ title: String) {
        let bytes = Array(title.utf8)
        XChangeProperty(connection.display, id, connection.atom("_NET_WM_NAME"), connection.atom("UTF8_STRING"),
                        8, PropModeReplace, bytes, Int32(bytes.count))
        XChangeProperty(connection.display, id, connection.atom("_NET_WM_ICON_NAME"), connection.atom("UTF8_STRING"),
                        8, PropModeReplace, bytes, Int32(bytes.count))
        Xutf8SetWMProperties(connection.display, id, title, title, nil, 0, nil, nil, nil)
    }

    /// Sets `_NET_WM_ICON`, the icons a window manager and a task bar show for the window.
    func setIcons(_ icons: [WindowIcon]) {
        let values = WindowIcon.propertyValues(icons)
        values.withUnsafeBytes { raw in
            _ = XChangeProperty(connection.display, id, connection.atom("_NET_WM_ICON"), Atom(6), 32,  // XA_CARDINAL
                                PropModeReplace, raw.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(clamping: raw.count / MemoryLayout<Int>.size))
        }
    }

    private func setClass(_ className: String) {
        let name = strdup(className.lowercased()), resourceClass = strdup(className)
        defer { free(name); free(resourceClass) }
        var hint = XClassHint(res_name: name, res_class: resourceClass)
        XSetClassHint(connection.display, id, &hint)
    }

    private func setProcessID() {
        var pid = Int(getpid())
        withUnsafeBytes(of: &pid) { raw in
            _ = XChangeProperty(connection.display, id, connection.atom("_NET_WM_PID"), Atom(6), 32,
                                PropModeReplace, raw.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)  // XA_CARDINAL is a cast macro Swift does not import: atom 6
        }
    }

    private func setMinimumSize(_ size: CGSize) {
        guard let hints = XAllocSizeHints() else { return }
        defer { XFree(hints) }
        hints.pointee.flags = PMinSize
        hints.pointee.min_width = Int32((size.width * connection.scale).rounded())
        hints.pointee.min_height = Int32((size.height * connection.scale).rounded())
        XSetWMNormalHints(connection.display, id, hints)
    }

    func map() { XMapWindow(connection.display, id) }

    /// Whether a ClientMessage is the window manager asking us to close.
    func isCloseRequest(_ event: XClientMessageEvent) -> Bool {
        event.message_type == protocolsAtom && Atom(bitPattern: event.data.l.0) == deleteAtom
    }

    func destroy() { XDestroyWindow(connection.display, id) }
}
