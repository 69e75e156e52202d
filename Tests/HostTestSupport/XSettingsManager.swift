import CX11
import Foundation

/// A minimal XSETTINGS manager for tests, as a desktop's settings daemon is: it owns the
/// `_XSETTINGS_S0` selection with a window of its own, announces itself to the root window
/// (`MANAGER`), and publishes settings in that window's `_XSETTINGS_SETTINGS` property.
@MainActor
public final class XSettingsManager {
    /// A setting's value.
    public enum Value: Sendable {
        case integer(Int32)
        case string(String)
    }

    private let display: OpaquePointer
    private var window: Window = 0
    private let settingsAtom: Atom
    private var serial: UInt32 = 0

    /// Takes the selection on `displayName` and publishes `settings`; nil when the display cannot be opened.
    public init?(displayName: String, settings: [String: Value]) {
        guard let display = XOpenDisplay(displayName) else { return nil }
        self.display = display
        settingsAtom = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        let root = XDefaultRootWindow(display)
        window = XCreateSimpleWindow(display, root, -10, -10, 1, 1, 0, 0, 0)
        publish(settings)
        let selection = XInternAtom(display, "_XSETTINGS_S\(XDefaultScreen(display))", 0)
        XSetSelectionOwner(display, selection, window, UInt(CurrentTime))
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = root
        event.xclient.message_type = XInternAtom(display, "MANAGER", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(CurrentTime)
        event.xclient.data.l.1 = Int(selection)
        event.xclient.data.l.2 = Int(window)
        XSendEvent(display, root, 0, StructureNotifyMask, &event)
        XSync(display, 0)
    }

    /// Replaces the published settings; returns once the server has them (clients are told after).
    public func publish(_ settings: [String: Value]) {
        serial &+= 1
        publishRaw(XSettingsManager.encode(settings, serial: serial))
    }

    /// Publishes `bytes` as they are, well-formed or not.
    public func publishRaw(_ bytes: [UInt8]) {
        guard window != 0 else { return }
        bytes.withUnsafeBufferPointer { buffer in
            _ = XChangeProperty(display, window, settingsAtom, settingsAtom, 8, PropModeReplace, buffer.baseAddress, Int32(buffer.count))
        }
        XSync(display, 0)
    }

    /// Destroys the manager's window, as a settings daemon that quits or crashes does.
    public func vanish() {
        guard window != 0 else { return }
        XDestroyWindow(display, window)
        window = 0
        XSync(display, 0)
    }

    /// Closes the connection (which also ends the manager).
    public func close() {
        vanish()
        XCloseDisplay(display)
    }

    /// The XSETTINGS wire format, little-endian: byte order, serial, count, then each setting's
    /// type, name, serial and value, padded to four bytes.
    nonisolated public static func encode(_ settings: [String: Value], serial: UInt32 = 1) -> [UInt8] {
        var bytes: [UInt8] = [0, 0, 0, 0]
        func card32(_ value: UInt32) { bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)] }
        func padded(_ text: [UInt8]) { bytes += text + [UInt8](repeating: 0, count: (4 - text.count % 4) % 4) }
        card32(serial)
        card32(UInt32(settings.count))
        for (name, value) in settings.sorted(by: { $0.key < $1.key }) {
            let nameBytes = Array(name.utf8)
            switch value {
            case .integer: bytes.append(0)
            case .string: bytes.append(1)
            }
            bytes += [0, UInt8(nameBytes.count & 0xFF), UInt8(nameBytes.count >> 8)]
            padded(nameBytes)
            card32(serial)
            switch value {
            case let .integer(number): card32(UInt32(bitPattern: number))
            case let .string(text):
                card32(UInt32(text.utf8.count))
                padded(Array(text.utf8))
            }
        }
        return bytes
    }
}
