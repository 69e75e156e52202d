import Foundation

/// How much of a navigation controller's bar is on screen, from 0 (hidden) to 1 (shown), and its
/// move between the two on the frame clock when it is hidden or shown with animation, as UIKit
/// slides its bars (`UINavigationControllerHideShowBarDuration`: 0.2 s). The navigation bar slides
/// up out of the window, the toolbar down, and the page takes the room as they go.
struct BarReveal: Equatable {
    static let duration: TimeInterval = 0.2
    static let curve = TimingCurve.easeInOut

    /// Where the bar is going: 1 to be shown, 0 to be hidden.
    private(set) var target: CGFloat
    /// Where the move under way started, when, and for how long (0: at once).
    private var origin: CGFloat
    private var start: TimeInterval = 0
    private var duration: TimeInterval = 0

    init(shown: Bool) {
        target = shown ? 1 : 0
        origin = target
    }

    var isShownEventually: Bool { target == 1 }

    /// The share of the bar on screen at `time`.
    func shown(at time: TimeInterval) -> CGFloat {
        guard duration > 0 else { return target }
        let linear = CGFloat(min(1, max(0, (time - start) / duration)))
        return origin + (target - origin) * Self.curve.progress(linear)
    }

    /// Whether the bar still moves after `time`.
    func isMoving(at time: TimeInterval) -> Bool { duration > 0 && time < start + duration }

    /// Starts towards shown or hidden from where the bar is at `time`; a move reversed half-way
    /// takes half the time.
    mutating func move(shown: Bool, at time: TimeInterval, animated: Bool) {
        let now = self.shown(at: time)
        target = shown ? 1 : 0
        origin = now
        start = time
        duration = animated ? Self.duration * Double(abs(target - now)) : 0
    }
}
