import CX11
import CollectionEngine
import Foundation

/// X events in, engine `InputEvent`s out. One table maps each X event type to its handler; the host
/// decides nothing about what the input means (that is the engine's job) beyond the conventions of
/// the X pointer: buttons 1–3 are primary, middle and secondary; 4–7 are wheel notches (up, down,
/// left, right), 8 and 9 back and forward, and Shift turns a vertical notch horizontal, as desktop toolkits do.
///
/// When the server speaks XInput 2, pointer buttons and motion, smooth scrolling, touches and pinches
/// arrive as its GenericEvents instead and go to `XInput2Input` (XInput2.swift); keys, crossings and
/// window events stay core events.
@MainActor
final class EventTranslator {
    /// Where translated events go (`UIWindow.sendEvent`).
    var deliver: (InputEvent) -> Void = { _ in }
    /// Called for events about the window itself rather than input.
    var onResize: (_ width: Int, _ height: Int) -> Void = { _, _ in }
    var onExpose: () -> Void = {}
    var onClose: () -> Void = {}
    var onMapped: () -> Void = {}
    /// The window was unmapped: iconified by the window manager, or withdrawn.
    var onUnmapped: () -> Void = {}
    /// The window took or lost the keyboard focus (not a grab's passing change, nor a focus that only
    /// follows the pointer).
    var onFocusChange: (_ focused: Bool) -> Void = { _ in }
    /// The window is gone: another client destroyed it.
    var onDestroyed: () -> Void = {}

    private let window: HostWindow
    private let scale: CGFloat
    /// The time input events are stamped with: the shown window's clock.
    var clock: () -> TimeInterval = { 0 }
    private var table: [Int32: (EventTranslator, inout XEvent) -> Void] = [:]
    /// XInput 2 (smooth scrolling, touch, pinch), when the server has it; nil keeps core events only.
    private(set) var xinput: XInput2Input?
    /// The X input method: key presses become text by layout, dead keys and compose.
    let inputMethod: InputMethod
    /// The CLIPBOARD and PRIMARY selections: their requests, answers and transfers arrive as events.
    var selections: X11Selections?
    /// A key press reached the engine since the loop last asked (`takeKeyPress()`): its frame is drawn
    /// at once rather than at the next display period.
    private var keyPressDelivered = false

    /// Whether a key press reached the engine since the last call.
    func takeKeyPress() -> Bool {
        defer { keyPressDelivered = false }
        return keyPressDelivered
    }

    init(window: HostWindow, scale: CGFloat) {
        self.window = window
        self.scale = scale
        inputMethod = InputMethod(display: window.connection.display, window: window.id) {
            FileHandle.standardError.write(Data("\($0)\n".utf8))
        }
        xinput = XInput2Input(display: window.connection.display, window: window.id, root: window.connection.root, scale: scale)
        xinput?.translator.deliver = { [unowned self] in deliver($0) }
        xinput?.translator.clock = { [unowned self] in clock() }
        xinput?.translator.report = { FileHandle.standardError.write(Data("Tessera: \($0)\n".utf8)) }
        table = [
            ButtonPress: { $0.button(&$1, pressed: true) },
            ButtonRelease: { $0.button(&$1, pressed: false) },
            MotionNotify: { $0.motion(&$1) },
            KeyPress: { $0.key(&$1, pressed: true) },
            KeyRelease: { $0.key(&$1, pressed: false) },
            EnterNotify: { $0.crossing(&$1, entered: true) },
            LeaveNotify: { $0.crossing(&$1, entered: false) },
            Expose: { translator, event in if event.xexpose.count == 0 { translator.onExpose() } },
            ConfigureNotify: { $0.configure(&$1) },
            MapNotify: { translator, _ in translator.onMapped() },
            DestroyNotify: { translator, _ in translator.onDestroyed() },
            ClientMessage: { translator, event in
                if translator.window.isCloseRequest(event.xclient) { translator.onClose() }
            },
            FocusIn: { $0.focus(&$1, focused: true) },
            FocusOut: { $0.focus(&$1, focused: false) },
            UnmapNotify: { translator, _ in translator.onUnmapped() },
            SelectionRequest: { translator, event in translator.selections?.answer(event.xselectionrequest) },
            SelectionNotify: { translator, event in translator.selections?.received(event.xselection) },
            SelectionClear: { translator, event in translator.selections?.lost(event.xselectionclear) },
            PropertyNotify: { translator, event in _ = translator.selections?.propertyChanged(event.xproperty) },
        ]
    }

    /// Offered events for other windows (the menus'); returns whether the window is one of ours, whose
    /// key events are then handled as the main window's.
    var otherWindow: (inout XEvent) -> Bool = { _ in false }

    /// Handles one event; events for windows that are not ours and types nobody handles are dropped.
    func dispatch(_ event: inout XEvent) {
        // The input method sees every event first: a dead key or a compose step is its alone.
        if inputMethod.filter(&event) { return }
        // A clipboard transfer's property changes come on the requesting program's window, not ours
        // (other windows' changes, such as the XSETTINGS manager's, go on to their owners).
        if event.type == PropertyNotify, event.xany.window != window.id, selections?.propertyChanged(event.xproperty) == true {
            return
        }
        // A GenericEvent's window is inside its extension's data: XInput reads it there.
        if event.type == GenericEvent {
            _ = xinput?.dispatch(&event)
            return
        }
        if event.xany.window != window.id {
            guard otherWindow(&event), event.type == KeyPress || event.type == KeyRelease else { return }
        }
        table[event.type]?(self, &event)
    }

    // MARK: Handlers

    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
    }

    nonisolated static func modifiers(fromState state: UInt32) -> InputEvent.Modifiers {
        var modifiers: InputEvent.Modifiers = []
        if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alternate) }
        if state & UInt32(Mod4Mask) != 0 { modifiers.insert(.command) }
        return modifiers
    }

    /// The engine event for pointer button `button`; nil for buttons the engine has no use for
    /// (wheel releases).
    nonisolated static func pointerKind(button: UInt32, pressed: Bool, shift: Bool) -> InputEvent.Kind? {
        let step = InputEvent.wheelStep
        switch button {
        case 1: return pressed ? .pointerDown(.primary) : .pointerUp(.primary)
        case 2: return pressed ? .pointerDown(.middle) : .pointerUp(.middle)
        case 3: return pressed ? .pointerDown(.secondary) : .pointerUp(.secondary)
        case 4 where pressed: return shift ? .scroll(dx: -step, dy: 0) : .scroll(dx: 0, dy: -step)
        case 5 where pressed: return shift ? .scroll(dx: step, dy: 0) : .scroll(dx: 0, dy: step)
        case 6 where pressed: return .scroll(dx: -step, dy: 0)
        case 7 where pressed: return .scroll(dx: step, dy: 0)
        case 8: return pressed ? .pointerDown(.back) : .pointerUp(.back)
        case 9: return pressed ? .pointerDown(.forward) : .pointerUp(.forward)
        default: return nil
        }
    }

    private func button(_ event: inout XEvent, pressed: Bool) {
        let e = event.xbutton
        selections?.lastEventTime = e.time
        let modifiers = EventTranslator.modifiers(fromState: e.state)
        guard let kind = EventTranslator.pointerKind(button: e.button, pressed: pressed, shift: modifiers.contains(.shift)) else { return }
        deliver(InputEvent(kind, at: point(e.x, e.y), modifiers: modifiers, timestamp: clock()))
    }

    private func motion(_ event: inout XEvent) {
        let e = event.xmotion
        deliver(InputEvent(.pointerMoved, at: point(e.x, e.y), modifiers: EventTranslator.modifiers(fromState: e.state), timestamp: clock()))
    }

    private func crossing(_ event: inout XEvent, entered: Bool) {
        let e = event.xcrossing
        deliver(InputEvent(entered ? .pointerEntered : .pointerExited, at: point(e.x, e.y),
                           modifiers: EventTranslator.modifiers(fromState: e.state), timestamp: clock()))
    }

    private func key(_ event: inout XEvent, pressed: Bool) {
        selections?.lastEventTime = event.xkey.time
        let (keysym, text) = inputMethod.lookUp(&event)
        guard let key = EventTranslator.key(keysym: keysym, text: text) else { return }
        let e = event.xkey
        deliver(InputEvent(pressed ? .keyDown(key) : .keyUp(key), at: point(e.x, e.y),
                           modifiers: EventTranslator.modifiers(fromState: e.state), timestamp: clock()))
        if pressed { keyPressDelivered = true }
    }

    /// The engine key for a key press: named keys (Space, Enter, arrows…) by their keysym; otherwise
    /// the input method's text when it is printable (a composed "é", a non-Latin letter, several
    /// characters at once), else the keysym's character (Ctrl-A types a control code, which is not text).
    nonisolated static func key(keysym: UInt, text: String) -> InputEvent.Key? {
        let named = key(keysym: keysym)
        if let named, case .character = named {} else if let named { return named }
        return isPrintable(text) ? .character(text) : named
    }

    /// Whether `text` is something to type: not empty, and no control characters.
    nonisolated static func isPrintable(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { !($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
    }

    /// The engine key for an X keysym; printable keys arrive as the character on the key (so Ctrl-L
    /// is `.character("l")` with `.control`, not a control code), others are dropped.
    nonisolated static func key(keysym: UInt) -> InputEvent.Key? {
        switch Int32(truncatingIfNeeded: keysym) {
        case XK_Escape: return .escape
        case XK_Return, XK_KP_Enter: return .enter
        case XK_Tab, XK_ISO_Left_Tab: return .tab
        case XK_BackSpace: return .backspace
        case XK_Delete, XK_KP_Delete: return .delete
        case XK_space: return .space
        case XK_Up, XK_KP_Up: return .up
        case XK_Down, XK_KP_Down: return .down
        case XK_Left, XK_KP_Left: return .left
        case XK_Right, XK_KP_Right: return .right
        case XK_Page_Up, XK_KP_Page_Up: return .pageUp
        case XK_Page_Down, XK_KP_Page_Down: return .pageDown
        case XK_Home, XK_KP_Home: return .home
        case XK_End, XK_KP_End: return .end
        case XK_Menu: return .contextMenu
        case XK_F1...XK_F12: return .function(Int(Int32(truncatingIfNeeded: keysym) - XK_F1 + 1))
        default: return character(keysym: keysym).map { .character(String($0)) }
        }
    }

    /// Keysyms 0x20–0x7E and 0xA0–0xFF are Latin-1 code points; 0x1000000 + U is Unicode U.
    nonisolated static func character(keysym: UInt) -> Character? {
        let code: UInt
        switch keysym {
        case 0x21...0x7E, 0xA0...0xFF: code = keysym
        case 0x100_0000...0x110_FFFF: code = keysym - 0x100_0000
        default: return nil
        }
        return UnicodeScalar(UInt32(code)).map(Character.init)
    }

    private func focus(_ event: inout XEvent, focused: Bool) {
        inputMethod.focusChanged(focused: focused)
        let e = event.xfocus
        if EventTranslator.isFocusTransfer(mode: e.mode, detail: e.detail) { onFocusChange(focused) }
    }

    /// Whether a FocusIn or FocusOut moves the keyboard focus to or from the window: not the passing
    /// change of a keyboard grab (a menu's, the window manager's Alt+Tab), not a move between the
    /// window and its own subwindows, and not the focus following the pointer while it is PointerRoot
    /// (no window manager chose a window; the window keeps its state then).
    nonisolated static func isFocusTransfer(mode: Int32, detail: Int32) -> Bool {
        guard mode == NotifyNormal || mode == NotifyWhileGrabbed else { return false }
        return detail != NotifyInferior && detail != NotifyPointer
    }

    private func configure(_ event: inout XEvent) {
        let e = event.xconfigure
        onResize(Int(e.width), Int(e.height))
    }
}
