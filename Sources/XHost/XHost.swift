import CX11
import CollectionEngine

/// The X11 host: placeholder until the host issue fills it (display, window, event loop, renderer).
public enum XHost {
    /// Whether an X display can be opened (used by the demo to say why it cannot start).
    public static func canOpenDisplay() -> Bool {
        guard let display = XOpenDisplay(nil) else { return false }
        XCloseDisplay(display)
        return true
    }
}
