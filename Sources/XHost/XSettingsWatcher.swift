import CX11
import CollectionEngine
import Foundation

/// Follows the desktop's XSETTINGS manager: the client that owns the `_XSETTINGS_S<screen>` selection
/// and publishes the settings in its window's `_XSETTINGS_SETTINGS` property.
///
/// It reads the settings at start, again whenever the owner changes the property, and starts over
/// when a new manager announces itself (a `MANAGER` client message on the root window). Malformed
/// data or a manager that goes away leaves the defaults in force, said once on standard error.
@MainActor
final class XSettingsWatcher {
    private let connection: DisplayConnection
    private let selection: Atom
    private let settingsAtom: Atom
    private let managerAtom: Atom
    /// The manager's window; 0 when there is none.
    private(set) var owner: Window = 0
    /// The settings now in force.
    private(set) var settings = DesktopSettings()
    /// Called when `settings` change.
    var onChange: (DesktopSettings) -> Void = { _ in }
    private var messages = OnceMessages()

    /// The most bytes of settings read: real ones are a few kilobytes.
    static let maximumBytes = 1 << 20

    init(connection: DisplayConnection) {
        self.connection = connection
        selection = connection.atom("_XSETTINGS_S\(connection.screen)")
        settingsAtom = connection.atom("_XSETTINGS_SETTINGS")
        managerAtom = connection.atom("MANAGER")
        // A new manager announces itself to the root window's StructureNotify listeners.
        var attributes = XWindowAttributes()
        XGetWindowAttributes(connection.display, connection.root, &attributes)
        XSelectInput(connection.display, connection.root, attributes.your_event_mask | StructureNotifyMask)
        findOwner()
    }

    /// Looks for the manager and reads its settings; with the server grabbed, as the specification
    /// asks, so the owner cannot go between finding it and watching it.
    private func findOwner() {
        let display = connection.display
        XGrabServer(display)
        owner = XGetSelectionOwner(display, selection)
        if owner != 0 { XSelectInput(display, owner, StructureNotifyMask | PropertyChangeMask) }
        XUngrabServer(display)
        XFlush(display)
        read()
    }

    /// Reads the owner's settings (the defaults when there is no owner or its data is malformed).
    private func read() {
        var next = DesktopSettings()
        if owner != 0, let bytes = propertyBytes() {
            do {
                next = DesktopSettings(try XSettingsFormat.parse(bytes))
            } catch {
                messages.say("Tessera: the desktop's settings (XSETTINGS) are malformed (\(error)); using the defaults")
            }
        }
        guard next != settings else { return }
        settings = next
        onChange(next)
    }

    /// The `_XSETTINGS_SETTINGS` property's bytes; nil when it is missing or not 8-bit data.
    private func propertyBytes() -> [UInt8]? {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(connection.display, owner, settingsAtom, 0, XSettingsWatcher.maximumBytes / 4, 0,
                                        settingsAtom, &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, let data, format == 8 else {
            if status == Success, type != 0 {
                messages.say("Tessera: the desktop's settings (XSETTINGS) are not 8-bit data (format \(format)); using the defaults")
            }
            return nil
        }
        return Array(UnsafeBufferPointer(start: data, count: Int(count)))
    }

    /// Offered every event not for the host's window; handles those about the manager.
    func handle(_ event: inout XEvent) {
        switch event.type {
        case ClientMessage where event.xclient.window == connection.root && event.xclient.message_type == managerAtom
            && Atom(truncatingIfNeeded: event.xclient.data.l.1) == selection:
            findOwner()
        case PropertyNotify where owner != 0 && event.xproperty.window == owner && event.xproperty.atom == settingsAtom:
            read()
        case DestroyNotify where owner != 0 && event.xdestroywindow.window == owner:
            messages.say("Tessera: the desktop's settings manager (XSETTINGS) went away; using the defaults until another starts")
            findOwner()
        default:
            break
        }
    }

}
