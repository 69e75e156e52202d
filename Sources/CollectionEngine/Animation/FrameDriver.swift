import Foundation

/// Something that changes with time: a scroll animation, a view animation, an autoscroll.
@MainActor
protocol FrameTicking: AnyObject {
    /// Moves to `time`; returns whether there is more to do on later frames.
    func advance(to time: TimeInterval) -> Bool
}

/// Steps everything that animates, once per frame, at the time of its clock.
///
/// The host calls `step()` before it draws a frame and keeps drawing frames while `isAnimating`;
/// tests give the driver a manual clock and call `step()` after each 16 ms advance.
///
/// ```swift
/// let clock = ManualClock()
/// FrameDriver.shared.clock = clock
/// collectionView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
/// clock.advance(by: 0.016); FrameDriver.shared.step()
/// ```
@MainActor
public final class FrameDriver {
    /// The driver UIKit-style static calls (`UIView.animate`, animated scrolling) use.
    public static let shared = FrameDriver()

    /// Where time comes from; the host leaves the system clock, tests install a manual one.
    public var clock: FrameClock

    private var tickers: [ObjectIdentifier: FrameTicking] = [:]
    private var order: [ObjectIdentifier] = []

    /// The time of the last `step()`: presentation values are computed for it, so one frame shows one instant.
    public private(set) var frameTime: TimeInterval = 0

    /// The animator of view properties (`UIView.animate`, collection-view updates) stepped by this driver.
    private(set) lazy var viewAnimator = ViewAnimator(driver: self)

    public init(clock: FrameClock = SystemFrameClock()) {
        self.clock = clock
        frameTime = clock.now
    }

    /// Whether anything still moves, so the host must draw another frame.
    public var isAnimating: Bool { !tickers.isEmpty }

    /// The current time of the clock.
    public var now: TimeInterval { clock.now }

    func add(_ ticker: FrameTicking) {
        let id = ObjectIdentifier(ticker)
        if tickers.updateValue(ticker, forKey: id) == nil { order.append(id) }
        DisplayInvalidation.shared.needsFrame = true
    }

    func remove(_ ticker: FrameTicking) {
        let id = ObjectIdentifier(ticker)
        if tickers.removeValue(forKey: id) != nil { order.removeAll { $0 == id } }
    }

    /// Advances everything that animates to the clock's current time.
    public func step() {
        let time = clock.now
        frameTime = time
        for id in order {
            guard let ticker = tickers[id] else { continue }
            if !ticker.advance(to: time) { remove(ticker) }
        }
        if isAnimating { DisplayInvalidation.shared.needsFrame = true }
    }
}

/// The flag that tells the host a new frame must be drawn.
@MainActor
public final class DisplayInvalidation {
    public static let shared = DisplayInvalidation()
    /// Set by any change to geometry, look or layout; the host clears it when it draws.
    public var needsFrame = true
}
