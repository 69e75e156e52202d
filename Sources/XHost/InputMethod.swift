import CX11
import CollectionEngine
import Foundation

/// Typing as on any X desktop: the X input method (XIM) turns key presses into text by the keyboard
/// layout, dead keys and compose sequences (or an input-method server such as IBus or fcitx when
/// `XMODIFIERS` names one); key presses it consumes (a dead key) never reach the engine.
///
/// When no input method can be opened, or the one in use goes away (its server quit), keys are
/// translated plainly by their keysyms, as before, and that is said once on standard error.
@MainActor
final class InputMethod {
    private let display: OpaquePointer
    private let window: Window
    private var method: XIM?
    private var context: XIC?
    private var report: (String) -> Void

    init(display: OpaquePointer, window: Window, report: @escaping (String) -> Void) {
        self.display = display
        self.window = window
        self.report = report
        open()
    }

    /// Whether key presses go through an input context now.
    var isActive: Bool { context != nil }

    private func open() {
        // The modifiers pick the input method: the user's XMODIFIERS, or Xlib's built-in one (compose).
        XSetLocaleModifiers("")
        var opened = XOpenIM(display, nil, nil, nil)
        if opened == nil {
            XSetLocaleModifiers("@im=none")
            opened = XOpenIM(display, nil, nil, nil)
        }
        guard let opened else {
            report("Tessera: no X input method could be opened; keys are translated without dead keys or compose")
            return
        }
        guard let created = tessera_create_input_context(opened, window) else {
            XCloseIM(opened)
            report("Tessera: the X input method offers no plain input style; keys are translated without it")
            return
        }
        method = opened
        context = created
        // Told when the input-method server goes away, so its context is no longer used.
        let me = Unmanaged.passUnretained(self).toOpaque()
        _ = tessera_set_input_method_destroy_callback(opened, { _, data, _ in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<InputMethod>.fromOpaque(data).takeUnretainedValue().methodWentAway() }
        }, me.assumingMemoryBound(to: CChar.self))
        // Local input methods ask for key events on the window; the window already selects them.
        _ = tessera_input_context_filter_events(created)
    }

    /// The server behind the input method quit: Xlib has freed it, so only forget it and fall back.
    private func methodWentAway() {
        context = nil
        method = nil
        report("Tessera: the X input method went away; keys are translated without it from now on")
    }

    /// Offers `event` to the input method first; true when it consumed it (part of a dead-key or
    /// compose sequence) and nothing else should see it.
    func filter(_ event: inout XEvent) -> Bool {
        guard context != nil else { return false }
        return XFilterEvent(&event, 0) != 0
    }

    func focusChanged(focused: Bool) {
        guard let context else { return }
        focused ? XSetICFocus(context) : XUnsetICFocus(context)
    }

    /// The keysym and the text of a key press: the input method's text (UTF-8, any script) when there
    /// is a context, else the keysym's character. Key releases are looked up without the method.
    func lookUp(_ event: inout XEvent) -> (keysym: UInt, text: String) {
        var keysym: KeySym = 0
        if let context, event.type == KeyPress {
            var buffer = [CChar](repeating: 0, count: 64)
            var status: Int32 = 0
            var count = Xutf8LookupString(context, &event.xkey, &buffer, Int32(buffer.count), &keysym, &status)
            if status == XBufferOverflow {
                // A long commit (a whole phrase from an input-method server): ask again with room for it.
                buffer = [CChar](repeating: 0, count: Int(count) + 1)
                count = Xutf8LookupString(context, &event.xkey, &buffer, Int32(buffer.count), &keysym, &status)
            }
            let hasText = status == XLookupChars || status == XLookupBoth
            let hasKeysym = status == XLookupKeySym || status == XLookupBoth
            let bytes = buffer.prefix(max(0, Int(count))).map { UInt8(bitPattern: $0) }
            return (hasKeysym ? UInt(keysym) : 0, hasText ? String(decoding: bytes, as: UTF8.self) : "")
        }
        var buffer = [CChar](repeating: 0, count: 32)
        // XLookupString applies Shift and Caps Lock to the keysym; its Latin-1 text is not used.
        XLookupString(&event.xkey, &buffer, Int32(buffer.count - 1), &keysym, nil)
        return (UInt(keysym), "")
    }

    func close() {
        if let context { XDestroyIC(context) }
        if let method { XCloseIM(method) }
        context = nil
        method = nil
    }
}
