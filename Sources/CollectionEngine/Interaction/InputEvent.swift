import Foundation

/// One input event, as the host translates it from the window system.
///
/// Locations are in the root view's (`UIWindow`'s) coordinates, in points. Times come from the same
/// clock as the `FrameDriver`'s, so tests can build events with a manual clock.
public struct InputEvent: Sendable, Equatable {
    /// What happened: a pointer, wheel, touchpad, touch, pinch, swipe or key event.
    ///
    /// - Note: Not in UIKit, whose events arrive as touches, presses and gesture recognizers; the
    ///   `InputRouter` turns these into those.
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
        /// Two fingers moving on a touchpad (XInput 2 smooth scrolling), in points with the signs of
        /// `scroll`: the content under the pointer follows them 1:1, past its edges with resistance.
        case touchpadScroll(dx: CGFloat, dy: CGFloat)
        /// The fingers left the touchpad (XInput 2's scroll stop): the content moves on at their speed.
        case touchpadScrollEnded
        /// A finger touched a touchscreen at the event's location. `id` tells the fingers apart.
        case touchBegan(id: Int)
        case touchMoved(id: Int)
        case touchEnded(id: Int)
        /// The touch will report nothing more (its device went away): what it began is undone or ended.
        case touchCancelled(id: Int)
        /// A two-finger pinch on a touchpad; `scale` is the spread relative to its start (1 at `.began`).
        case pinch(GesturePhase, scale: CGFloat)
        /// Three or more fingers swiping on a touchpad (XInput 2.4); `dx`, `dy` are how far the fingers
        /// moved since the last event, in points (positive: right and down), `touches` how many there are.
        case swipe(GesturePhase, dx: CGFloat, dy: CGFloat, touches: Int)
        case keyDown(Key)
        case keyUp(Key)
    }

    /// Where a continuous gesture (a pinch, a swipe) is in its course.
    public enum GesturePhase: Sendable, Equatable {
        case began, changed, ended, cancelled
    }

    /// The mouse button of a `pointerDown` or `pointerUp`: left, right or middle, or the side buttons
    /// that browsers use for back and forward (X buttons 8 and 9).
    public enum PointerButton: Sendable, Equatable {
        case primary, secondary, middle, back, forward
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

    /// What happened.
    public var kind: Kind
    /// Where, in the window's coordinates, in points.
    public var location: CGPoint
    /// The modifier keys held when it happened.
    public var modifiers: Modifiers
    /// When it happened, in seconds on the frame driver's clock.
    public var timestamp: TimeInterval

    /// An event of `kind` at `location`.
    public init(_ kind: Kind, at location: CGPoint, modifiers: Modifiers = [], timestamp: TimeInterval) {
        self.kind = kind
        self.location = location
        self.modifiers = modifiers
        self.timestamp = timestamp
    }
}
