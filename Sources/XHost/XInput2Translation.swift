import CollectionEngine
import Foundation

/// One XInput 2 event, read out of its X structure: what the translation needs and nothing more.
///
/// Live events (`XInput2.swift`) and recorded sequences in tests go through the same
/// `XInput2Translator`, so a replayed touchpad flick exercises exactly the code a real one does.
enum XInput2Event: Equatable, Sendable {
    /// A device appeared or its classes changed (XIQueryDevice, XI_DeviceChanged): its scroll axes.
    case device(XInput2Device)
    /// A device was unplugged or disabled (XI_HierarchyChanged).
    case deviceRemoved(id: Int32)
    /// XI_Motion from `source`, at `x`, `y` in the window (pixels), with the valuators the event carries
    /// (number → absolute value). `emulated`: made by the server from something else (XIPointerEmulated).
    case motion(source: Int32, x: Double, y: Double, valuators: [Int32: Double], modifiers: UInt32, emulated: Bool)
    /// XI_ButtonPress / XI_ButtonRelease.
    case button(pressed: Bool, source: Int32, button: Int32, x: Double, y: Double, modifiers: UInt32, emulated: Bool)
    /// XI_TouchBegin / Update / End (XI 2.2), `touch` being the touch's id (the event's detail).
    case touch(XInput2TouchPhase, source: Int32, touch: Int32, x: Double, y: Double, modifiers: UInt32)
    /// XI_GesturePinchBegin / Update / End (XI 2.4); `scale` is relative to the pinch's start.
    case pinch(InputEvent.GesturePhase, x: Double, y: Double, scale: Double, modifiers: UInt32)
    /// XI_GestureSwipeBegin / Update / End (XI 2.4): the fingers moved `dx`, `dy` pixels since the last
    /// event; `touches` is how many there are (the event's detail).
    case swipe(InputEvent.GesturePhase, x: Double, y: Double, dx: Double, dy: Double, touches: Int32, modifiers: UInt32)
}

enum XInput2TouchPhase: Sendable, Equatable { case begin, update, end }

/// A pointer device's scroll valuators, and whether it is a touchpad (its scrolling is precise and it
/// sends a scroll stop when the fingers lift) rather than a wheel.
struct XInput2Device: Equatable, Sendable {
    struct ScrollAxis: Equatable, Sendable {
        var number: Int32
        var vertical: Bool
        /// The valuator change that equals one wheel notch (XI 2.1's increment); negative increments
        /// scroll the other way.
        var increment: Double
    }

    var id: Int32
    var scrollAxes: [ScrollAxis]
    var isTouchpad: Bool
}

/// XInput 2 events in, engine `InputEvent`s out: smooth scrolling (XI 2.1) by each device's
/// increment, on both axes, touchpads as drags that end with the scroll stop, wheels as notches;
/// touches (XI 2.2); pinches and swipes (XI 2.4).
///
/// - Emulated events are dropped: the server turns smooth scrolling into wheel buttons 4–7 (and back)
///   for clients that want those, and flags them; counting them too would scroll twice.
/// - A valuator's first value after a device appears or changes is its baseline, not a delta.
/// - A jump of more than `jumpLimit` notches (a device reset) is reported and taken as a new baseline.
/// - A device removed in mid-gesture ends its scroll and cancels its touches.
/// - A swipe's delta that is not finite is reported and taken as no movement.
@MainActor
final class XInput2Translator {
    /// Where translated events go.
    var deliver: (InputEvent) -> Void = { _ in }
    /// Where problems with the input are told (a valuator jump); the host writes them to standard error.
    var report: (String) -> Void = { _ in }
    /// The time events are stamped with.
    var clock: () -> TimeInterval = { 0 }

    /// The largest change of a scroll valuator taken as scrolling, in notches.
    static let jumpLimit: Double = 200

    private let scale: CGFloat
    private var devices: [Int32: XInput2Device] = [:]
    /// Each device's last value of each scroll valuator.
    private var lastValues: [Int32: [Int32: Double]] = [:]
    /// The touchpad whose fingers are scrolling, until its scroll stop.
    private var scrollingDevice: Int32?
    /// Touches down, by device, to cancel if the device goes away.
    private var touches: [Int32: Set<Int32>] = [:]
    private var lastPointer: CGPoint?

    init(scale: CGFloat) {
        self.scale = scale
    }

    func handle(_ event: XInput2Event) {
        switch event {
        case let .device(device):
            devices[device.id] = device
            lastValues[device.id] = nil
        case let .deviceRemoved(id):
            deviceRemoved(id)
        case let .motion(source, x, y, valuators, modifiers, emulated):
            guard !emulated else { return }
            motion(source: source, at: point(x, y), valuators: valuators, modifiers: modifiers)
        case let .button(pressed, _, button, x, y, modifiers, emulated):
            guard !emulated else { return }
            let flags = EventTranslator.modifiers(fromState: modifiers)
            guard let kind = EventTranslator.pointerKind(button: UInt32(button), pressed: pressed, shift: flags.contains(.shift)) else { return }
            send(kind, at: point(x, y), modifiers: modifiers)
        case let .touch(phase, source, touch, x, y, modifiers):
            self.touch(phase, source: source, touch: touch, at: point(x, y), modifiers: modifiers)
        case let .pinch(phase, x, y, scale, modifiers):
            send(.pinch(phase, scale: CGFloat(scale)), at: point(x, y), modifiers: modifiers)
        case let .swipe(phase, x, y, dx, dy, touches, modifiers):
            var delta = point(dx, dy)
            if !delta.x.isFinite || !delta.y.isFinite {
                report("XInput2: a swipe moved by \(dx), \(dy); taken as no movement")
                delta = .zero
            }
            send(.swipe(phase, dx: delta.x, dy: delta.y, touches: Int(touches)), at: point(x, y), modifiers: modifiers)
        }
    }

    // MARK: Pointer motion and scrolling

    private func motion(source: Int32, at location: CGPoint, valuators: [Int32: Double], modifiers: UInt32) {
        if location != lastPointer {
            lastPointer = location
            send(.pointerMoved, at: location, modifiers: modifiers)
        }
        guard let device = devices[source], !device.scrollAxes.isEmpty else { return }
        var delta = CGPoint.zero
        var carriesScroll = false
        for axis in device.scrollAxes {
            guard let value = valuators[axis.number] else { continue }
            carriesScroll = true
            guard let notches = notches(of: axis, device: source, value: value) else { continue }
            let points = CGFloat(notches) * InputEvent.wheelStep
            if axis.vertical { delta.y += points } else { delta.x += points }
        }
        guard carriesScroll else { return }
        scroll(delta, device: device, at: location, modifiers: modifiers)
    }

    /// The change of a scroll valuator since its last value, in notches; nil for a baseline, a value
    /// that is not finite, or a jump.
    private func notches(of axis: XInput2Device.ScrollAxis, device: Int32, value: Double) -> Double? {
        let last = lastValues[device]?[axis.number]
        guard value.isFinite else {
            report("XInput2: device \(device) valuator \(axis.number) sent \(value); ignored")
            return nil
        }
        lastValues[device, default: [:]][axis.number] = value
        guard let last, axis.increment != 0, axis.increment.isFinite else { return nil }
        let notches = (value - last) / axis.increment
        guard abs(notches) <= Self.jumpLimit else {
            report("XInput2: device \(device) valuator \(axis.number) jumped by \(value - last) (\(notches) notches, a device reset?); taken as a new baseline")
            return nil
        }
        return notches
    }

    private func scroll(_ delta: CGPoint, device: XInput2Device, at location: CGPoint, modifiers: UInt32) {
        if device.isTouchpad {
            if delta == .zero {
                // The scroll stop: the fingers lifted.
                guard scrollingDevice == device.id else { return }
                scrollingDevice = nil
                send(.touchpadScrollEnded, at: location, modifiers: modifiers)
            } else {
                scrollingDevice = device.id
                send(.touchpadScroll(dx: delta.x, dy: delta.y), at: location, modifiers: modifiers)
            }
        } else if delta != .zero {
            send(.scroll(dx: delta.x, dy: delta.y), at: location, modifiers: modifiers)
        }
    }

    // MARK: Touches

    private func touch(_ phase: XInput2TouchPhase, source: Int32, touch: Int32, at location: CGPoint, modifiers: UInt32) {
        let id = Int(touch)
        switch phase {
        case .begin:
            touches[source, default: []].insert(touch)
            send(.touchBegan(id: id), at: location, modifiers: modifiers)
        case .update:
            send(.touchMoved(id: id), at: location, modifiers: modifiers)
        case .end:
            touches[source]?.remove(touch)
            send(.touchEnded(id: id), at: location, modifiers: modifiers)
        }
    }

    private func deviceRemoved(_ id: Int32) {
        let location = lastPointer ?? .zero
        if scrollingDevice == id {
            scrollingDevice = nil
            report("XInput2: device \(id) went away while scrolling; the scroll ended")
            send(.touchpadScrollEnded, at: location, modifiers: 0)
        }
        for touch in (touches.removeValue(forKey: id) ?? []).sorted() {
            report("XInput2: device \(id) went away with touch \(touch) down; the touch was cancelled")
            send(.touchCancelled(id: Int(touch)), at: location, modifiers: 0)
        }
        devices[id] = nil
        lastValues[id] = nil
    }

    // MARK: Helpers

    private func point(_ x: Double, _ y: Double) -> CGPoint {
        CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
    }

    private func send(_ kind: InputEvent.Kind, at location: CGPoint, modifiers: UInt32) {
        deliver(InputEvent(kind, at: location, modifiers: EventTranslator.modifiers(fromState: modifiers), timestamp: clock()))
    }
}
