import CollectionEngine
import Foundation
import XHost

/// One line at a time on standard output, written straight to the file descriptor so a parent
/// process reading a pipe sees it at once (`print` would sit in a block buffer). With `--manual-clock`
/// the channel also takes commands on standard input (`DebugCommands`).
///
/// The lines, for tests and scripts that drive the demo:
/// - `cell S.I X Y W H`: after the first frame, each visible card, in window pixels;
/// - `control NAME X Y W H`: after the first frame, each control of the navigation bar (Add, Delete,
///   Shuffle, Reset, Select, Layout, Slider, Immediate, Fast, Slow), in window pixels;
/// - `ready window=ID scale=S`: the first frame is on screen (ID is the X window id, decimal);
/// - `selected S.I` / `deselected S.I`: the collection view's delegate heard a selection change;
/// - `button …`: a bar button was clicked (or its key pressed);
/// - `open S.I`, `pushed detail S.I`, `shown gallery`: a card was opened (Enter, double click), its
///   page slid in, and the gallery came back on top (GalleryScreen.swift);
/// - `items section=S count=N numbers=…`: an edit changed section S (GalleryController+Editing.swift);
/// - `layout …`, `scrub …`: layout switches (GalleryController+Layouts.swift);
/// - `moved S.I -> S.I`: a dragged card was dropped and the model moved it (GalleryController+Reordering.swift);
/// - `pointer SHAPE`: the window's pointer shape changed (arrow, grabbing…), as the host shows it;
/// - `screenshot PATH`: with `--screenshot`, the PNG was written;
/// - `large S.I` / `grid`: with `--photos`, photo S.I was opened large / the grid came back;
/// - `zoom S`: with `--photos`, a zoom of the large photo (a pinch, Ctrl+wheel, a double click's
///   animation) ended at scale S (Photos/PhotoZoomView.swift);
/// - `bar hidden` / `bar shown`: a click on a card's page slid the navigation bar away or back
///   (CardDetailController.swift);
/// - `scene …`, `sessions discarded N`, `terminate`: the scene's life as the window is focused,
///   iconified and closed (GalleryApp.swift);
/// - `bench …`: with `--scroll-through`, the benchmark's figures (Photos/ScrollBenchmark.swift);
/// - `clock MS redrawn=F animating=yes|no`: with `--manual-clock`, the answer to a command: the frame
///   for MS milliseconds of clock time is on screen, the share of the window's pixels the command's
///   frames composited on average (the rest was kept or copied), and whether anything still moves.
enum DebugChannel {
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The `cell` lines, the `control` lines and the `ready` line, once the frame drawn is on the server:
    /// a test captures the window as soon as it reads `ready`, so the frame must not wait in Xlib's buffer.
    @MainActor
    static func announceReady(host: X11Host, collectionView: UICollectionView, controls: [(String, UIView)]) {
        host.sync()
        let scale = host.scale
        for line in cellLines(of: collectionView, scale: scale) { say(line) }
        for (name, control) in controls { say("control \(name) " + pixels(of: control, scale: scale)) }
        say("ready window=\(host.windowID) scale=\(scale)")
    }

    /// A `cell S.I X Y W H` line for each visible card, in index-path order.
    @MainActor
    static func cellLines(of collectionView: UICollectionView, scale: CGFloat) -> [String] {
        let cards = collectionView.visibleCells.compactMap { cell -> (IndexPath, UICollectionViewCell)? in
            collectionView.indexPath(for: cell).map { ($0, cell) }
        }.sorted { $0.0 < $1.0 }
        return cards.map { indexPath, cell in "cell \(indexPath.section).\(indexPath.item) " + pixels(of: cell, scale: scale) }
    }

    /// A view's frame in the window, in pixels: "X Y W H".
    @MainActor
    private static func pixels(of view: UIView, scale: CGFloat) -> String {
        let frame = view.convert(view.bounds, to: nil)
        return [frame.minX, frame.minY, frame.width, frame.height].map { String(Int(($0 * scale).rounded())) }.joined(separator: " ")
    }
}

/// The commands a test sends on standard input with `--manual-clock`, one a line:
/// - `advance MS`: moves the clock MS milliseconds on, in frames of at most 1/60 s, each one drawn;
/// - `settle`: moves the clock on, a 1/60 s frame at a time, until nothing animates (10 s at most);
/// - `photos`: with `--photos`, settles, waits (10 s of wall time at most) until every visible photo has
///   loaded or failed, settles again (the fade-ins), and says `photos waiting=N placeholders=N broken=N
///   shown=S,S… items=N` (the library's sections on screen, the photos the grid holds) before its `clock` line;
/// - `flick VX VY`: two fingers flick the touchpad at the window's centre at VX, VY points a second
///   (positive: content further right and down comes into view): six smooth-scroll deltas a frame
///   apart, each drawn, then the fingers lift and the content moves on by itself (`advance` or
///   `settle` to watch it);
/// - `xi2 EVENT`: one recorded XInput 2 event (a touch, a touchpad pinch or swipe, written as
///   XHost's `XInput2Recording.swift` says) through the host's live XInput 2 translation, then a frame
///   at the same clock time;
/// - `cells`: settles (as `settle`), then says a `cell S.I X Y W H` line for each visible card where it
///   is now: a test clicks a card there, since a change (edit mode's longer Delete title wraps the
///   navigation bar onto a second row) can move the grid after the first frame;
/// - `check`: prints the whole model and whether the screen agrees with it (`GalleryController.checkReport`;
///   with `--photos`, the sidebar's rows and chevrons, then the engine's invariants).
/// - `scene`: says `scene state=STATE application=STATE`, the window's scene's `activationState`
///   (foregroundActive, foregroundInactive, background) and `UIApplication.shared.applicationState`;
/// - `memory`: says `memory kept=BYTES frame=BYTES limit=BYTES backbuffer=BYTES`, what the host holds on
///   the X server (`X11Host.serverMemoryUsed`), for a test to set beside the server's own count.
///
/// Each is answered by a `clock` line once its last frame is on the server; `worst=` is the wall time
/// of its slowest frame, drawn and on the server, in milliseconds, and `parts=` where that frame's time
/// went (`FrameTimings`: engine, renderer, handing over, uploads, and the main thread's CPU; the rest
/// of `worst` is waiting for the server). The host handles every
/// X event sent before a command first, so a click followed by `advance 150` shows the click's
/// animation 150 ms in.
@MainActor
final class DebugCommands {
    private let host: X11Host
    private let window: UIWindow
    private let clock: ManualClock
    private let check: () -> [String]
    private let origin: TimeInterval
    private var pending = ""
    private static let frame: TimeInterval = 1.0 / 60
    /// With `--photos`: the gallery the `photos` command waits for.
    var photos: PhotoGalleryController?
    /// The collection view whose cards the `cells` command reports.
    var collectionView: UICollectionView?

    init(host: X11Host, window: UIWindow, clock: ManualClock, check: @escaping () -> [String]) {
        self.host = host
        self.window = window
        self.clock = clock
        self.check = check
        origin = clock.now
    }

    /// Reads what standard input has and runs each complete line; false at the end of input.
    func readAvailable() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else { return false }
        pending += String(decoding: buffer[..<count], as: UTF8.self)
        while let newline = pending.firstIndex(of: "\n") {
            // Trimmed in Swift: Foundation's `trimmingCharacters` bridges every command through NSString.
            var line = pending[..<newline]
            while line.first?.isWhitespace == true { line.removeFirst() }
            while line.last?.isWhitespace == true { line.removeLast() }
            pending = String(pending[pending.index(after: newline)...])
            run(String(line))
        }
        return true
    }

    private func run(_ line: String) {
        let words = line.split(separator: " ")
        switch (words.first, words.count) {
        case ("advance", 2):
            guard let milliseconds = Double(words[1]), milliseconds >= 0, milliseconds <= 60_000 else {
                return DebugChannel.say("error advance needs 0…60000 milliseconds: \(line)")
            }
            let frames = max(1, Int((milliseconds / 1000 / Self.frame).rounded(.up)))
            var animating = false
            var redrawn = 0.0
            for _ in 0..<frames {
                clock.advance(by: milliseconds / 1000 / Double(frames))
                animating = drawTimedFrame()
                redrawn += host.lastFrameRedrawnFraction
            }
            answer(animating: animating, redrawn: redrawn / Double(frames))
        case ("flick", 3):
            guard let dx = Double(words[1]), let dy = Double(words[2]), abs(dx) <= 20_000, abs(dy) <= 20_000 else {
                return DebugChannel.say("error flick needs two speeds in points a second (±20000): \(line)")
            }
            let centre = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
            for _ in 0..<6 {
                let delta = InputEvent.Kind.touchpadScroll(dx: CGFloat(dx * Self.frame), dy: CGFloat(dy * Self.frame))
                window.sendEvent(InputEvent(delta, at: centre, timestamp: clock.now))
                clock.advance(by: Self.frame)
                _ = drawTimedFrame()
            }
            window.sendEvent(InputEvent(.touchpadScrollEnded, at: centre, timestamp: clock.now))
            answer(animating: drawTimedFrame())
        case ("xi2", _):
            guard host.replayXInput2(words.dropFirst().joined(separator: " ")) else {
                return DebugChannel.say("error xi2 needs a recorded XInput 2 event and a server with XInput 2: \(line)")
            }
            answer(animating: drawTimedFrame())
        case ("settle", 1):
            answer(animating: DebugCommands.settle(host: host, clock: clock))
        case ("photos", 1):
            guard let photos else { return DebugChannel.say("error photos needs --photos") }
            // Settled first: a scroll still under way brings other cells on screen.
            var animating = DebugCommands.settle(host: host, clock: clock)
            let waiting = photos.finishVisibleLoads(host: host, timeout: 10)
            animating = DebugCommands.settle(host: host, clock: clock)
            DebugChannel.say("photos waiting=\(waiting) placeholders=\(photos.placeholderCells) broken=\(photos.brokenCells) shown=\(photos.visibleSections.map(String.init).joined(separator: ",")) items=\(photos.gridItemCount)")
            answer(animating: animating)
        case ("cells", 1):
            guard let collectionView else { return DebugChannel.say("error cells needs the gallery") }
            let animating = DebugCommands.settle(host: host, clock: clock)
            for line in DebugChannel.cellLines(of: collectionView, scale: host.scale) { DebugChannel.say(line) }
            answer(animating: animating)
        case ("check", 1):
            for line in check() { DebugChannel.say(line) }
        case ("scene", 1):
            let state = window.windowScene.map { "\($0.activationState)" } ?? "none"
            DebugChannel.say("scene state=\(state) application=\(UIApplication.shared.applicationState)")
        case ("memory", 1):
            let used = host.serverMemoryUsed
            DebugChannel.say("memory kept=\(used.kept) frame=\(used.lastFrame) limit=\(host.serverMemoryLimit) backbuffer=\(used.backBuffer)")
        default:
            DebugChannel.say("error unknown command: \(line)")
        }
    }

    /// Moves `clock` on a 1/60 s frame at a time, drawing each, until nothing animates (10 s of clock
    /// time at most); returns whether something still animates.
    static func settle(host: X11Host, clock: ManualClock) -> Bool {
        var animating = host.drawFrame()
        var frames = 0
        while animating, frames < 600 {
            clock.advance(by: frame)
            animating = host.drawFrame()
            frames += 1
        }
        return animating
    }

    /// Draws a frame and waits until the server has it; keeps the longest such wall time since the
    /// last answer. Returns whether something still animates.
    private func drawTimedFrame() -> Bool {
        let start = ContinuousClock.now
        let animating = host.drawFrame()
        host.sync()
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15
        if milliseconds >= worstFrame {
            worstFrame = milliseconds
            worstParts = host.lastFrameTimings
        }
        return animating
    }

    /// The slowest frame `drawTimedFrame` drew since the last answer, in milliseconds, and where its time went.
    private var worstFrame = 0.0
    private var worstParts = FrameTimings()

    /// Waits for the server to have the frame, so pixels read after the answer are that frame's.
    private func answer(animating: Bool, redrawn: Double? = nil) {
        host.sync()
        let milliseconds = ((clock.now - origin) * 1000 * 10).rounded() / 10
        let share = DebugCommands.threeDecimals(redrawn ?? host.lastFrameRedrawnFraction)
        let worst = DebugCommands.threeDecimals(worstFrame)
        let parts = [("prepare", worstParts.prepare), ("render", worstParts.render), ("present", worstParts.present),
                     ("upload", worstParts.upload), ("cpu", worstParts.cpu)]
            .map { "\($0.0):\(DebugCommands.threeDecimals($0.1))" }.joined(separator: ",")
        (worstFrame, worstParts) = (0, FrameTimings())
        DebugChannel.say("clock \(milliseconds) redrawn=\(share) worst=\(worst) parts=\(parts) animating=\(animating ? "yes" : "no")")
    }

    /// `value` with three decimals ("0.190"), as `%.3f` writes it, without `String(format:)`: a wheel
    /// benchmark asks for an answer every three frames, and Foundation's formatting cost more than a
    /// frame's layout.
    nonisolated static func threeDecimals(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let thousandths = Int((abs(value) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        let sign = value < 0 && thousandths > 0 ? "-" : ""
        return sign + String(thousandths / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
