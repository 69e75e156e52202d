import Foundation

/// Something that changes with time: a scroll animation, a view animation, an autoscroll.
@MainActor
protocol FrameTicking: AnyObject {
    /// Moves to `time`; returns whether there is more to do on later frames.
    func advance(to time: TimeInterval) -> Bool

    /// The next time this ticker will change anything, when it rests until then (a caret between
    /// blinks, a timer); nil when it changes on every frame. Frames are not wanted for a ticker
    /// while it rests, so a window whose only ticker is a blinking caret draws twice a second, not sixty times.
    var restsUntil: TimeInterval? { get }
}

extension FrameTicking {
    var restsUntil: TimeInterval? { nil }
}

/// Steps everything that animates, once per frame, at the time of its clock.
///
/// Each `UIWindow` owns one: the window's `prepareFrame()` steps it, and views in the window reach it
/// as `frameDriver`. Tests give a driver a manual clock and step it after each 16 ms advance, either as
/// the window's driver or assigned to the view under test:
///
/// ```swift
/// let clock = ManualClock()
/// collectionView.frameDriver = FrameDriver(clock: clock)
/// collectionView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
/// clock.advance(by: 0.016); collectionView.frameDriver.step()
/// ```
@MainActor
public final class FrameDriver {
    /// Where time comes from; a window's driver follows the system clock unless given another.
    public var clock: FrameClock

    private var tickers: [ObjectIdentifier: FrameTicking] = [:]
    private var order: [ObjectIdentifier] = []

    /// The time of the last `step()`: presentation values are computed for it, so one frame shows one instant.
    public var frameTime: TimeInterval { instant.time }

    /// Where `frameTime` is kept: running animations hold it, so reading a presentation value costs one
    /// load rather than a walk through their animator to this driver.
    let instant: FrameInstant

    /// The animator of view properties (`UIView.animate`, collection-view updates) stepped by this driver.
    private(set) lazy var viewAnimator = ViewAnimator(driver: self)

    /// A driver that reads time from `clock`: the system's by default, a manual one in tests.
    public init(clock: FrameClock = SystemFrameClock()) {
        self.clock = clock
        instant = FrameInstant(time: clock.now)
    }

    /// Whether anything still moves, so another frame will be needed once time has moved on.
    public var isAnimating: Bool { !tickers.isEmpty }

    /// The current time of the clock.
    public var now: TimeInterval { clock.now }

    /// Whether a frame prepared now would differ from the last one because time has moved: something
    /// animates and the clock has passed `frameTime`, and it is not resting until a later time (see
    /// `FrameTicking.restsUntil`). A paused manual clock never asks for frames.
    var hasPendingTime: Bool {
        guard isAnimating else { return false }
        let now = clock.now
        guard now != frameTime else { return false }
        return tickersRestUntil.map { now >= $0 } ?? true
    }

    /// The earliest time one of the tickers changes anything, when all of them rest; nil when one
    /// changes on every frame (or none runs).
    var tickersRestUntil: TimeInterval? {
        var earliest: TimeInterval?
        for ticker in tickers.values {
            guard let rest = ticker.restsUntil else { return nil }
            earliest = min(earliest ?? rest, rest)
        }
        return earliest
    }

    func add(_ ticker: FrameTicking) {
        let id = ObjectIdentifier(ticker)
        if tickers.updateValue(ticker, forKey: id) == nil { order.append(id) }
    }

    func remove(_ ticker: FrameTicking) {
        let id = ObjectIdentifier(ticker)
        if tickers.removeValue(forKey: id) != nil { order.removeAll { $0 == id } }
    }

    /// Advances everything that animates to the clock's current time.
    public func step() {
        let time = clock.now
        instant.time = time
        for id in order {
            guard let ticker = tickers[id] else { continue }
            if !ticker.advance(to: time) { remove(ticker) }
        }
    }
}

/// A driver can be stepped by another: a view tree that animated on a driver of its own before it
/// joined a window hands that driver to the window's, which steps it until it has nothing left.
///
/// Such a driver never rests (`restsUntil` is nil): its clock is not the window's.
extension FrameDriver: FrameTicking {
    /// Steps at this driver's own clock, in which its animations' start times were taken.
    func advance(to time: TimeInterval) -> Bool {
        step()
        return isAnimating
    }
}

/// The time of a driver's last frame, shared by reference with the animations it steps.
///
/// A class of its own, holding no references, so that animations can keep it strongly: their animator
/// and driver they reach only `unowned`, which costs a reference-count check on every read.
@MainActor
final class FrameInstant {
    var time: TimeInterval

    init(time: TimeInterval) { self.time = time }
}
