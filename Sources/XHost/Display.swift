import CX11
import Foundation

/// Why the host could not start.
public enum HostError: Error, CustomStringConvertible {
    case noDisplay(String)
    case missingExtension(String)

    public var description: String {
        switch self {
        case .noDisplay(let name):
            "cannot open X display \(name.isEmpty ? "(DISPLAY is not set)" : "'\(name)'"): start an X server or set DISPLAY"
        case .missingExtension(let name):
            "the X server lacks the \(name) extension, which Tessera draws with"
        }
    }
}

/// The connection to the X server and what every other part of the host needs from it: the screen,
/// the picture formats, the atoms, and the scale from points to pixels.
///
/// Errors from the server arrive in exactly one place, `installErrorHandlers()`: a protocol error is
/// logged and ignored (a request about a window that has just gone away is harmless), and losing the
/// connection ends the process instead of letting Xlib abort it.
@MainActor
final class DisplayConnection {
    let display: OpaquePointer
    let screen: Int32
    let root: Window
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    /// The format of pictures on the window's visual (the back buffer's).
    let windowFormat: UnsafeMutablePointer<XRenderPictFormat>
    /// Premultiplied ARGB32, for every cached piece of content.
    let argbFormat: UnsafeMutablePointer<XRenderPictFormat>
    /// Alpha only, for the shape masks.
    let alphaFormat: UnsafeMutablePointer<XRenderPictFormat>
    /// Pixels per point: `Xft.dpi / 96`, so that a 96-dpi screen draws one pixel per point.
    let scale: CGFloat

    init(name: String? = nil) throws(HostError) {
        // The window title goes to old window managers in the locale's encoding (HostWindow.setTitle):
        // take the user's character set, or keep C's when Xlib has no support for it.
        if setlocale(LC_CTYPE, "") == nil || XSupportsLocale() == 0 { setlocale(LC_CTYPE, "C") }
        guard let display = XOpenDisplay(name) else {
            throw .noDisplay(name ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "")
        }
        DisplayConnection.installErrorHandlers()
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XRenderQueryExtension(display, &eventBase, &errorBase) != 0,
              let argb = XRenderFindStandardFormat(display, Int32(PictStandardARGB32)),
              let alpha = XRenderFindStandardFormat(display, Int32(PictStandardA8)) else {
            XCloseDisplay(display)
            throw .missingExtension("RENDER")
        }
        self.display = display
        screen = XDefaultScreen(display)
        root = XRootWindow(display, screen)
        visual = XDefaultVisual(display, screen)
        depth = XDefaultDepth(display, screen)
        guard let format = XRenderFindVisualFormat(display, visual) else {
            XCloseDisplay(display)
            throw .missingExtension("RENDER (no format for the default visual)")
        }
        windowFormat = format
        argbFormat = argb
        alphaFormat = alpha
        scale = DisplayConnection.scale(fromResources: XResourceManagerString(display).map { String(cString: $0) })
    }

    /// The file descriptor to `poll()` on while waiting for events.
    var fileDescriptor: Int32 { XConnectionNumber(display) }

    func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    /// Reads `Xft.dpi` from the resource database text (`xrdb`); 96 dpi, or a missing or absurd value,
    /// is scale 1.
    nonisolated static func scale(fromResources resources: String?) -> CGFloat {
        guard let resources else { return 1 }
        for line in resources.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi",
                  let dpi = Double(parts[1].trimmingCharacters(in: .whitespaces)), dpi.isFinite else { continue }
            return CGFloat(min(4, max(0.5, dpi / 96)))
        }
        return 1
    }

    /// The one place X errors go. Protocol errors are logged and ignored; the connection's loss
    /// (the server was killed, the session ended) is a failure: a one-line message and status 1, at
    /// once (Xlib must not return from this handler, and nothing is left to draw on).
    static func installErrorHandlers() {
        XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            var text = [CChar](repeating: 0, count: 256)
            XGetErrorText(display, Int32(event.pointee.error_code), &text, Int32(text.count))
            let message = "Tessera: X error ignored: \(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) "
                + "(request \(event.pointee.request_code).\(event.pointee.minor_code), resource 0x\(String(event.pointee.resourceid, radix: 16)))\n"
            FileHandle.standardError.write(Data(message.utf8))
            return 0
        }
        XSetIOErrorHandler { display in
            let name = display.flatMap { XDisplayString($0) }.map { String(cString: $0) } ?? "?"
            FileHandle.standardError.write(Data("Tessera: lost the connection to the X server \(name) (it quit or was killed); exiting\n".utf8))
            exit(1)
        }
    }

    func close() { XCloseDisplay(display) }
}
