import CX11
import CollectionEngine
import Foundation

/// The live side of XInput 2: asks the server for the newest version it speaks (up to 2.4), selects
/// pointer, touch and gesture events on the window, describes each pointer device's scroll axes, and
/// reads every XI2 event out of its X structure into an `XInput2Event` for `XInput2Translator`.
///
/// Selecting XI2 pointer events replaces the window's core button and motion events (the server
/// delivers one kind to a window), so buttons and motion come through here too while XI2 is on.
/// Without XI2 (an old server, or `TESSERA_NO_XINPUT2=1` in the environment) the host keeps the core
/// events: plain wheels scroll by notches as before.
///
/// XI 2.4's gestures (pinch and swipe) come from touchpads through libinput; a server's own gestures
/// (a desktop that takes three-finger swipes for itself) never reach the window.
@MainActor
final class XInput2Input {
    let translator: XInput2Translator
    /// The version the server agreed to, as major * 10 + minor (21 smooth scrolling, 22 touch, 24 gestures).
    let version: Int32
    private let display: OpaquePointer
    private let opcode: Int32

    init?(display: OpaquePointer, window: Window, root: Window, scale: CGFloat) {
        guard ProcessInfo.processInfo.environment["TESSERA_NO_XINPUT2"] == nil else { return nil }
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else { return nil }
        var major: Int32 = 2, minor: Int32 = 4
        guard XIQueryVersion(display, &major, &minor) == Success, major >= 2 else { return nil }
        self.display = display
        self.opcode = opcode
        version = major * 10 + minor
        translator = XInput2Translator(scale: scale)
        var windowEvents = [XI_Motion, XI_ButtonPress, XI_ButtonRelease]
        if version >= 22 { windowEvents += [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] }
        if version >= 24 {
            windowEvents += [XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd,
                             XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd]
        }
        select(windowEvents, devices: Int32(XIAllMasterDevices), on: window)
        select([XI_HierarchyChanged, XI_DeviceChanged], devices: Int32(XIAllDevices), on: root)
        describeDevices(Int32(XIAllDevices))
    }

    private func select(_ types: [Int32], devices: Int32, on window: Window) {
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT >> 3) + 1)
        for type in types { bits[Int(type >> 3)] |= UInt8(1 << (type & 7)) }
        bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: devices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = XISelectEvents(display, window, &mask, 1)
        }
    }

    /// Tells the translator the scroll axes of `id` (or of every device for `XIAllDevices`).
    private func describeDevices(_ id: Int32) {
        var count: Int32 = 0
        guard let infos = XIQueryDevice(display, id, &count) else { return }
        defer { XIFreeDeviceInfo(infos) }
        for info in UnsafeBufferPointer(start: infos, count: Int(count))
        where info.use == XISlavePointer || info.use == XIFloatingSlave {
            translator.handle(.device(XInput2Device(id: info.deviceid, scrollAxes: scrollAxes(of: info), isTouchpad: isTouchpad(info.deviceid))))
        }
    }

    private func scrollAxes(of info: XIDeviceInfo) -> [XInput2Device.ScrollAxis] {
        guard let classes = info.classes else { return [] }
        return UnsafeBufferPointer(start: classes, count: Int(info.num_classes)).compactMap { any in
            guard let any, any.pointee.type == XIScrollClass else { return nil }
            let scroll = UnsafeRawPointer(any).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
            return XInput2Device.ScrollAxis(number: scroll.number, vertical: scroll.scroll_type == XIScrollTypeVertical, increment: scroll.increment)
        }
    }

    /// Whether the device is a touchpad: its driver (libinput or synaptics) gives it a property that
    /// only touchpads have.
    private func isTouchpad(_ id: Int32) -> Bool {
        let names = ["libinput Tapping Enabled", "Synaptics Finger"]
        let wanted = Set(names.map { XInternAtom(display, $0, 1) }.filter { $0 != 0 })
        guard !wanted.isEmpty else { return false }
        var count: Int32 = 0
        guard let atoms = XIListProperties(display, id, &count) else { return false }
        defer { XFree(atoms) }
        return UnsafeBufferPointer(start: atoms, count: Int(count)).contains { wanted.contains($0) }
    }

    /// Handles a GenericEvent; returns false when it is not XInput's.
    func dispatch(_ event: inout XEvent) -> Bool {
        guard event.xcookie.extension == opcode, XGetEventData(display, &event.xcookie) != 0 else { return false }
        defer { XFreeEventData(display, &event.xcookie) }
        guard let data = event.xcookie.data else { return true }
        if let translated = read(type: event.xcookie.evtype, data: data) { translator.handle(translated) }
        return true
    }

    private func read(type: Int32, data: UnsafeMutableRawPointer) -> XInput2Event? {
        switch type {
        case XI_Motion, XI_ButtonPress, XI_ButtonRelease, XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            return XInput2Input.deviceEvent(type: type, data.assumingMemoryBound(to: XIDeviceEvent.self).pointee)
        case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
            let e = data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee
            let cancelled = e.flags & Int32(XIGesturePinchEventCancelled) != 0
            let phase: InputEvent.GesturePhase = type == XI_GesturePinchBegin ? .began : type == XI_GesturePinchUpdate ? .changed : cancelled ? .cancelled : .ended
            return .pinch(phase, x: e.event_x, y: e.event_y, scale: e.scale, modifiers: UInt32(bitPattern: e.mods.effective))
        case XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd:
            let e = data.assumingMemoryBound(to: XIGestureSwipeEvent.self).pointee
            let cancelled = e.flags & Int32(XIGestureSwipeEventCancelled) != 0
            let phase: InputEvent.GesturePhase = type == XI_GestureSwipeBegin ? .began : type == XI_GestureSwipeUpdate ? .changed : cancelled ? .cancelled : .ended
            return .swipe(phase, x: e.event_x, y: e.event_y, dx: e.delta_x, dy: e.delta_y, touches: e.detail,
                          modifiers: UInt32(bitPattern: e.mods.effective))
        case XI_HierarchyChanged:
            let e = data.assumingMemoryBound(to: XIHierarchyEvent.self).pointee
            for info in UnsafeBufferPointer(start: e.info, count: Int(e.num_info)) {
                if info.flags & Int32(XISlaveRemoved | XIDeviceDisabled) != 0 {
                    translator.handle(.deviceRemoved(id: info.deviceid))
                } else if info.flags & Int32(XISlaveAdded | XIDeviceEnabled) != 0 {
                    describeDevices(info.deviceid)
                }
            }
            return nil
        case XI_DeviceChanged:
            describeDevices(data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee.sourceid)
            return nil
        default:
            return nil
        }
    }

    private static func deviceEvent(type: Int32, _ e: XIDeviceEvent) -> XInput2Event {
        let modifiers = UInt32(bitPattern: e.mods.effective)
        let emulated = e.flags & Int32(XIPointerEmulated) != 0
        switch type {
        case XI_Motion:
            return .motion(source: e.sourceid, x: e.event_x, y: e.event_y, valuators: valuators(e.valuators), modifiers: modifiers, emulated: emulated)
        case XI_ButtonPress, XI_ButtonRelease:
            return .button(pressed: type == XI_ButtonPress, source: e.sourceid, button: e.detail, x: e.event_x, y: e.event_y,
                           modifiers: modifiers, emulated: emulated)
        default:
            let phase: XInput2TouchPhase = type == XI_TouchBegin ? .begin : type == XI_TouchUpdate ? .update : .end
            return .touch(phase, source: e.sourceid, touch: e.detail, x: e.event_x, y: e.event_y, modifiers: modifiers)
        }
    }

    /// The valuators an event carries: the mask's set bits, in order, name the packed values.
    private static func valuators(_ state: XIValuatorState) -> [Int32: Double] {
        guard let mask = state.mask, let values = state.values else { return [:] }
        var result: [Int32: Double] = [:]
        var next = 0
        for byte in 0..<Int(state.mask_len) {
            for bit in 0..<8 where mask[byte] & UInt8(1 << bit) != 0 {
                result[Int32(byte * 8 + bit)] = values[next]
                next += 1
            }
        }
        return result
    }
}
