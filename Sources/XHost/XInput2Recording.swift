import CollectionEngine
import Foundation

// XInput 2 events written as text, one a line, so a test can replay a recorded touchscreen or
// touchpad gesture into a running program (the demo's `xi2` command) through the translator live
// events go through: no X server here can fake a touchscreen or a touchpad's gestures.
//
//     touch begin|update|end ID X Y                     XI_TouchBegin / Update / End
//     pinch began|changed|ended|cancelled X Y SCALE     XI_GesturePinch…
//     swipe began|changed|ended|cancelled X Y DX DY N   XI_GestureSwipe…, N fingers
//
// X and Y are in window pixels, as the server reports them; the source device is 0.

extension XInput2Event {
    /// The event a recorded line describes; nil when the line is not one.
    init?(recorded line: String) {
        let words = line.split(separator: " ").map(String.init)
        guard let kind = words.first else { return nil }
        let numbers = words.dropFirst(2).compactMap(Double.init)
        guard numbers.count == words.count - 2, words.count >= 2 else { return nil }
        switch (kind, numbers.count) {
        case ("touch", 3):
            let phases: [String: XInput2TouchPhase] = ["begin": .begin, "update": .update, "end": .end]
            guard let phase = phases[words[1]], let id = Int32(exactly: numbers[0]) else { return nil }
            self = .touch(phase, source: 0, touch: id, x: numbers[1], y: numbers[2], modifiers: 0)
        case ("pinch", 3):
            guard let phase = Self.gesturePhase(words[1]) else { return nil }
            self = .pinch(phase, x: numbers[0], y: numbers[1], scale: numbers[2], modifiers: 0)
        case ("swipe", 5):
            guard let phase = Self.gesturePhase(words[1]), let touches = Int32(exactly: numbers[4]) else { return nil }
            self = .swipe(phase, x: numbers[0], y: numbers[1], dx: numbers[2], dy: numbers[3], touches: touches, modifiers: 0)
        default:
            return nil
        }
    }

    private static func gesturePhase(_ word: String) -> InputEvent.GesturePhase? {
        ["began": .began, "changed": .changed, "ended": .ended, "cancelled": .cancelled][word]
    }
}

extension X11Host {
    /// Hands one recorded XInput 2 event (a line as `XInput2Recording.swift` describes) to the
    /// translator live events go through. Returns false when the line is not a recorded event, or
    /// the host reads core events only (no XInput 2).
    public func replayXInput2(_ line: String) -> Bool {
        guard let translator = xinputTranslator, let event = XInput2Event(recorded: line) else { return false }
        translator.handle(event)
        return true
    }
}
