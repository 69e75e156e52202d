import Foundation

/// One input event, as the host translates it from the window system.
///
/// Locations are in the root view's (`UIWindow`'s) coordinates, in points. Times come from the same
/// clock as the `FrameDriver`'s, so tests can build events with a manual clock.
public struct InputEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case pointerDown(PointerButton)
        case pointerUp(PointerButton)
        /// The pointer moved (with or without buttons held).
        case pointerMoved
        case pointerEntered
        case pointerExited
        /// A wheel or touchpad scroll, in points: positive `dy` moves the content up (scrolls down),
        /// positive `dx` scrolls right. One wheel notch is `InputEvent.wheelStep` points.
        case scroll(dx: CGFloat, dy: CGFloat)
        case keyDown(Key)
        case keyUp(Key)
    }

    public enum PointerButton: Sendable, Equatable {
        case primary, secondary, middle
    }

    /// Keys the engine understands; anything else arrives as `.character` or is dropped by the host.
    public enum Key: Sendable, Equatable {
        case character(String)
        case escape, enter, tab, backspace, delete, space
        case up, down, left, right, pageUp, pageDown, home, end
        /// The Menu (context menu) key.
        case contextMenu
        /// F1…F12.
        case function(Int)
    }

    /// The modifier keys held: UIKit's own flags (Alt is `.alternate`, the Super/Windows key `.command`),
    /// so an event's modifiers reach `UIKey.modifierFlags` unchanged.
    public typealias Modifiers = UIKey.ModifierFlags

    /// How far one wheel notch scrolls, in points.
    public static let wheelStep: CGFloat = 48

    public var kind: Kind
    public var location: CGPoint
    public var modifiers: Modifiers
    public var timestamp: TimeInterval

    public init(_ kind: Kind, at location: CGPoint, modifiers: Modifiers = [], timestamp: TimeInterval) {
        self.kind = kind
        self.location = location
        self.modifiers = modifiers
        self.timestamp = timestamp
    }
}
