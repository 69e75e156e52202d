import CX11
import CollectionEngine
import Foundation

/// Waits for X events and draws frames, nothing more.
///
/// - Idle: blocks in `poll()` on the connection's descriptor, so an idle gallery uses no CPU.
/// - Busy (the engine animates, or something changed): draws at most one frame per display period
///   (60 Hz), sleeping in the same `poll()` until the next frame is due, so input keeps flowing.
/// - Keys: a key press is drawn at once, not at the next period: measured, a key waited 6 ms for its
///   slot at the median and up to 16 ms, more than the engine's, the client's and the server's work
///   on its frame together. Keys come at most at the keyboard's repeat rate, so this adds few
///   frames; the periods go on from the key's frame.
/// - Motion: of a burst of MotionNotify events only the last is delivered before the next other
///   event, which keeps dragging smooth when the server queues faster than we draw.
/// - Other descriptors (`watch`) are polled with the connection; when one is readable, every X event
///   the server sent before is handled first, so a test's XTest input and its commands keep their order.
@MainActor
final class EventLoop {
    private let display: OpaquePointer
    private let fileDescriptor: Int32
    private let translator: EventTranslator
    /// Draws a frame; the loop calls it when a frame is due.
    var drawFrame: () -> Void = {}
    /// Whether a frame must be drawn: the engine changed, or it animates.
    var wantsFrame: () -> Bool = { false }
    /// When something timed is next due (a clipboard paste's time limit, a caret's next blink), in
    /// `monotonicNow()` seconds, or nil; the loop wakes for it even when idle and then calls `serviceDeadlines`.
    var nextDeadline: () -> TimeInterval? = { nil }
    var serviceDeadlines: (TimeInterval) -> Void = { _ in }
    /// Descriptors polled with the connection, and what to do when one is readable.
    private var watched: [(descriptor: Int32, onReadable: () -> Bool)] = []
    /// Set by `stop()` (the window was closed): no further event is handled.
    private var stopRequested = false
    private var lastFrame: TimeInterval = -.infinity
    let framePeriod: TimeInterval = 1.0 / 60

    init(connection: DisplayConnection, translator: EventTranslator) {
        display = connection.display
        fileDescriptor = connection.fileDescriptor
        self.translator = translator
    }

    func stop() { stopRequested = true }

    func watch(_ descriptor: Int32, onReadable: @escaping () -> Bool) {
        watched.append((descriptor, onReadable))
    }

    func unwatch(_ descriptor: Int32) {
        watched.removeAll { $0.descriptor == descriptor }
    }

    func run() {
        stopRequested = false
        while !stopRequested {
            drainEvents()
            guard !stopRequested else { break }
            let keyPressed = translator.takeKeyPress()
            if wantsFrame() {
                let now = EventLoop.monotonicNow()
                let next = EventLoop.nextFrame(now: now, lastSlot: lastFrame, period: framePeriod, keyPressed: keyPressed)
                if next.drawNow {
                    lastFrame = next.slot
                    drawFrame()
                    XFlush(display)
                } else {
                    wait(seconds: next.slot - now)
                }
            } else {
                XFlush(display)
                if XPending(display) == 0 { wait(seconds: secondsUntilDeadline()) }
            }
            if let deadline = nextDeadline(), deadline <= EventLoop.monotonicNow() { serviceDeadlines(EventLoop.monotonicNow()) }
        }
    }

    /// When the next frame is drawn, and whether that is now: at once after a key press; else one
    /// period after the last frame's slot, or now if that has passed. A slot under a millisecond away counts as now
    /// (`wait` sleeps whole milliseconds; rounding the wait up instead made every animation frame
    /// 0.5 ms late on average, 57.8 frames a second), and the next period counts from the slot, not
    /// from the moment the frame was drawn, so the cadence holds.
    nonisolated static func nextFrame(now: TimeInterval, lastSlot: TimeInterval, period: TimeInterval, keyPressed: Bool)
        -> (slot: TimeInterval, drawNow: Bool) {
        let due = lastSlot + period
        if keyPressed || due <= now { return (now, true) }
        return (due, due - now < 0.001)
    }

    /// How long an idle wait may last: until just after the next deadline (waits round down to the
    /// millisecond), or forever (nil) when there is none.
    private func secondsUntilDeadline() -> TimeInterval? {
        guard let deadline = nextDeadline() else { return nil }
        return max(0, min(60, deadline - EventLoop.monotonicNow() + 0.001))
    }

    /// Hands every queued event to the translator, keeping only the last of consecutive motions.
    func drainEvents() {
        var pendingMotion: XEvent?
        while !stopRequested, XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            if event.type == MotionNotify {
                pendingMotion = event
                continue
            }
            if var motion = pendingMotion {
                translator.dispatch(&motion)
                pendingMotion = nil
            }
            translator.dispatch(&event)
        }
        if var motion = pendingMotion { translator.dispatch(&motion) }
    }

    /// Sleeps until the connection or a watched descriptor has data, or `seconds` pass (nil: no
    /// limit; the wait is in whole milliseconds, rounded down); then serves the watched descriptors
    /// that are readable.
    func wait(seconds: TimeInterval?) {
        var descriptors = [pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)]
            + watched.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
        let milliseconds = seconds.map { Int32(max(0, $0 * 1000).rounded(.down)) } ?? -1
        let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        guard ready > 0 else { return }
        var finished: Set<Int32> = []
        let polled = watched
        for (index, source) in polled.enumerated() where descriptors[index + 1].revents != 0 {
            // A callback before it may have stopped watching it.
            guard watched.contains(where: { $0.descriptor == source.descriptor }) else { continue }
            // A round trip first: every event the server generated before it is then in our queue.
            XSync(display, 0)
            drainEvents()
            guard !stopRequested else { return }
            if !source.onReadable() { finished.insert(source.descriptor) }
        }
        watched.removeAll { finished.contains($0.descriptor) }
    }

    nonisolated static func monotonicNow() -> TimeInterval {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) * 1e-9
    }
}
