// XHost: the X11 host that shows a Tessera view tree in a window. Start reading here.
//
// X11Host (this file)   owns everything below and runs a frame: the window prepares it, the renderer draws it.
// Display.swift         the connection, the picture formats, Xft.dpi, and the one X error handler.
// Window.swift          the top-level window and its desktop conventions (title, class, close button).
// EventLoop.swift       poll() when idle, 60 Hz frames when busy, motion coalescing.
// EventTranslation.swift the one table from X event types to handlers; X events become InputEvents.
// Renderer.swift        the one drawing layer: back buffer, a frame's record and repair, one copy per frame;
//   +TreeWalk           back to front through the views; +Flattening  cards drawn into one picture (and ahead);
//   +PictureCache       what was drawn for a view, stretched or redrawn; +Recording  requests recorded and replayed.
// ContentLayer.swift, LayerCarry.swift, PixelRing.swift   scrolling by moving pixels instead of drawing them.
// DisplayList.swift     a frame's drawing requests, compared with the last frame's to redraw only what changed.
// ViewContent.swift     a single view's own look (shadow, background, image, text, border).
// Paint.swift, ShapeMasks.swift, PixelTransform.swift   the XRender primitives they share.
// Text.swift, Images.swift   Xft fonts (the window's TextMeasuring) and libpng images.
// ServerMemory.swift, ByteBudget.swift   everything kept on the X server, counted in one place, least recently used freed.
// SharedMemoryUpload.swift   MIT-SHM uploads of pixels, with XPutImage when the server cannot share memory.
// Screenshot.swift      reading pixels back and saving PNGs.
//
// The host decides nothing about collection views: it forwards input and draws what the engine built.

import CX11
import CollectionEngine
import Foundation

/// A window on an X display that shows one `UIWindow` and feeds it input.
///
/// ```swift
/// let host = try X11Host(title: "Gallery", size: CGSize(width: 1024, height: 720))
/// let window = UIWindow(frame: .zero)
/// window.addSubview(myCollectionView)
/// exit(host.run(window))
/// ```
@MainActor
public final class X11Host {
    /// Pixels per point, from `Xft.dpi` (1 at 96 dpi).
    public let scale: CGFloat
    /// The X window's id, for tools and tests that drive it from outside.
    public var windowID: UInt { window.id }
    /// The raw display connection, for tools that read pixels back.
    public var display: OpaquePointer { connection.display }
    /// Called after every frame is shown; the demo prints its `ready` line from it.
    public var onFrame: (() -> Void)?
    /// Called as each frame begins, before the window prepares it: the place to move things by the
    /// clock's time (the demo's steady benchmark scroll).
    public var beforeFrame: (() -> Void)?
    /// The most bytes the host keeps on the X server for later frames, beside the back buffer: views'
    /// cached pictures, shape masks, content layers and pictures of images, together. Over it, the
    /// least recently used are freed at the end of a frame (and made again if drawn again); what one
    /// frame shows is always kept. 64 MiB unless set.
    public var serverMemoryLimit: Int {
        get { memory.limit }
        set { memory.limit = newValue }
    }

    /// What the host holds on the X server now, for tools that check it against the server's own count
    /// (X-Resource): the bytes it keeps for later frames, of which the last frame used `lastFrame`, and
    /// its back buffer's. After a frame, `kept` is within `serverMemoryLimit` unless the last frame
    /// used all of it.
    public var serverMemoryUsed: (kept: Int, lastFrame: Int, backBuffer: Int) {
        (memory.bytes, memory.currentFrameBytes, renderer.bufferWidth * renderer.bufferHeight * 4)
    }

    private let connection: DisplayConnection
    private let window: HostWindow
    private let text: TextSystem
    /// Everything kept on the server for later frames, under one budget.
    private let memory = ServerMemory()
    /// The pictures made from images (`keepPrepared` hands it pixels made off the main thread).
    let images: ImageStore
    private let renderer: Renderer
    private let translator: EventTranslator
    private let loop: EventLoop
    private let pointerShapes: PointerShapes
    private let menus: HostMenuWindows
    private let settings: XSettingsWatcher
    /// The CLIPBOARD and PRIMARY selections, which the shown window's text fields copy to and paste from.
    private let selections: X11Selections
    private var messages = OnceMessages()
    private var root: UIWindow?
    private var isMapped = false
    /// Whether the window holds the keyboard focus. A window manager focuses a window it maps; without
    /// one (the focus is PointerRoot) the window counts as focused until a focus change says otherwise.
    private var hasKeyboardFocus = true
    /// The state last told to `onWindowStateChange`.
    private var toldWindowState: (isVisible: Bool, hasKeyboardFocus: Bool)?

    /// Called when the window is mapped or unmapped (iconified) and when it takes or loses the
    /// keyboard focus, with the new state; `runApplication` moves the app's scene with it.
    public var onWindowStateChange: ((_ isVisible: Bool, _ hasKeyboardFocus: Bool) -> Void)?
    /// The server lost some of the window's pixels: copy the back buffer again.
    private var exposed = false
    /// `TESSERA_ANNOUNCE_FRAMES` is set: each frame, once on the server, prints a `frame` line, so a
    /// test of any app on this host waits for the picture it needs instead of for time.
    private let announcesFrames = ProcessInfo.processInfo.environment["TESSERA_ANNOUNCE_FRAMES"] != nil
    private var framesShown = 0
    /// Another client destroyed the window: the run ends with a failure.
    private var destroyedElsewhere = false

    /// Light or dark whatever the desktop says (`--appearance`); nil follows the desktop's theme.
    public var appearanceOverride: UIUserInterfaceStyle? {
        didSet { if appearanceOverride != oldValue { applyDesktopSettings() } }
    }

    /// The text size whatever the desktop's scaling (`--content-size`); nil follows `Xft/DPI`.
    public var contentSizeCategoryOverride: UIContentSizeCategory? {
        didSet { if contentSizeCategoryOverride != oldValue { applyDesktopSettings() } }
    }

    /// Right to left or left to right whatever the locale says (`--layout-direction`); nil follows
    /// the locale (`UIApplication.shared.userInterfaceLayoutDirection`, which the host sets from
    /// `LC_ALL`, `LC_MESSAGES` or `LANG` when it starts).
    public var layoutDirectionOverride: UIUserInterfaceLayoutDirection? {
        didSet {
            if layoutDirectionOverride != oldValue, let root {
                root.systemLayoutDirection = layoutDirectionOverride ?? UIApplication.shared.userInterfaceLayoutDirection
                renderer.discardCaches()
            }
        }
    }

    /// The direction of the language the environment names: the first of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG` that is set (`ar_EG.UTF-8` and `he_IL.UTF-8` read right to left).
    public nonisolated static func localeLayoutDirection(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> UIUserInterfaceLayoutDirection {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        return UIApplication.layoutDirection(forLocale: locale)
    }

    /// Opens the display (`displayName`, or `$DISPLAY`) and creates the window, not yet shown.
    public init(title: String, className: String = "Tessera", size: CGSize, minimumSize: CGSize = CGSize(width: 480, height: 320),
                displayName: String? = nil) throws(HostError) {
        connection = try DisplayConnection(name: displayName)
        scale = connection.scale
        UIApplication.shared.setUserInterfaceLayoutDirection(X11Host.localeLayoutDirection())
        window = HostWindow(connection: connection, title: title, className: className, size: size, minimumSize: minimumSize)
        text = TextSystem(connection: connection)
        let paint = Paint(connection: connection)
        images = ImageStore(paint: paint, memory: memory)
        renderer = Renderer(connection: connection, paint: paint, text: text, images: images, memory: memory)
        translator = EventTranslator(window: window, scale: connection.scale)
        loop = EventLoop(connection: connection, translator: translator)
        pointerShapes = PointerShapes(display: connection.display)
        menus = HostMenuWindows(connection: connection, parent: window, text: text) { [connection, paint, text, images, memory] in
            Renderer(connection: connection, paint: paint, text: text, images: images, memory: memory)
        }
        settings = XSettingsWatcher(connection: connection)
        selections = X11Selections(display: connection.display, window: window.id) {
            FileHandle.standardError.write(Data("\($0)\n".utf8))
        }
        translator.selections = selections
        loop.serviceDeadlines = { [unowned selections] now in selections.expire(now: now) }
        renderer.ensureBackBuffer(width: window.pixelWidth, height: window.pixelHeight, for: window.id)

        translator.onResize = { [unowned self] width, height in resize(width: width, height: height) }
        translator.onExpose = { [unowned self] in exposed = true }
        translator.onMapped = { [unowned self] in
            isMapped = true
            windowStateDidChange()
        }
        translator.onUnmapped = { [unowned self] in
            isMapped = false
            windowStateDidChange()
        }
        translator.onFocusChange = { [unowned self] focused in
            hasKeyboardFocus = focused
            windowStateDidChange()
        }
        translator.onClose = { [unowned self] in loop.stop() }
        translator.onDestroyed = { [unowned self] in
            destroyedElsewhere = true
            loop.stop()
        }
        translator.otherWindow = { [unowned self] event in
            settings.handle(&event)
            return menus.handle(&event)
        }
        settings.onChange = { [unowned self] _ in applyDesktopSettings() }
        applyDesktopSettings()
        loop.wantsFrame = { [unowned self] in exposed || root?.needsFrame == true || menus.needsFrame }
        // An animation that rests (a caret between blinks) wakes the idle loop when it next changes,
        // instead of keeping it drawing unchanged frames.
        loop.nextDeadline = { [unowned self] in
            let frame = root?.secondsUntilFrameNeeded.map { EventLoop.monotonicNow() + $0 }
            return [selections.nextDeadline, frame].compactMap { $0 }.min()
        }
        loop.drawFrame = { [unowned self] in drawFrame() }
    }

    /// The XInput 2 version the server agreed to (major × 10 + minor: 21 smooth scrolling, 22 touch,
    /// 24 touchpad gestures), or nil when the host reads core events only.
    var xinputVersion: Int32? { translator.xinput?.version }

    /// Where the live XInput 2 events go: tests replay recorded sequences into it.
    var xinputTranslator: XInput2Translator? { translator.xinput?.translator }

    /// The last frame as drawn, from the back buffer (tests read what a frame showed).
    func captureBackBuffer() -> PixelImage? {
        XSync(connection.display, 0)
        return PixelImage.capture(display: connection.display, drawable: renderer.backPixmap, width: window.pixelWidth, height: window.pixelHeight)
    }

    /// Gives the window its application icons (`_NET_WM_ICON`), several sizes for the window manager
    /// to choose from.
    public func setIcons(_ icons: [WindowIcon]) { window.setIcons(icons) }

    /// Shows `root` until the window is closed; returns the process exit status: 0, or 1 when another
    /// client destroyed the window (said on standard error).
    ///
    /// - Note: Losing the X server ends the process from Xlib's I/O error handler, with status 1 and a
    ///   message on standard error; `run` does not return then.
    public func run(_ root: UIWindow) -> Int32 {
        show(root)
        connectPasteboard()
        loop.run()
        if destroyedElsewhere {
            FileHandle.standardError.write(Data("Tessera: the window was destroyed by another client; exiting\n".utf8))
        }
        shutDown()
        return destroyedElsewhere ? 1 : 0
    }

    /// Shows `root`, draws its first frame, lets `prepare` finish what is on screen (load pictures,
    /// step animations, drawing frames itself), and reads the frame back (for `--screenshot`); nil
    /// when it cannot be read.
    ///
    /// The pixels come from the back buffer, which holds the whole frame the window shows: reading the
    /// window itself fails (`BadMatch`) when it does not fit on the screen, as a large `--size` or a
    /// 144-dpi scale makes it.
    public func captureFirstFrame(of root: UIWindow, preparing prepare: () -> Void = {}) -> PixelImage? {
        show(root)
        waitUntilMapped()
        drawFrame()
        prepare()
        XSync(connection.display, 0)
        let image = PixelImage.capture(display: connection.display, drawable: renderer.backPixmap, width: window.pixelWidth, height: window.pixelHeight)
        shutDown()
        return image
    }

    /// Makes `UIPasteboard.general` this display's `CLIPBOARD` selection, until the host shuts down.
    func connectPasteboard() { UIPasteboard.general.desktopClipboard = selections }

    /// Makes `root` the window's content: it measures text with the host's fonts, and input reaches it
    /// stamped with its clock's time.
    private func show(_ root: UIWindow) {
        self.root = root
        // Views in no window (sizing cells, labels measured before they are shown) measure with the
        // host's fonts too, as UIKit's fonts do anywhere.
        UIWindow.defaultTextMeasurer = text
        root.textMeasurer = text
        root.clipboard = selections
        root.displayScale = scale
        root.systemLayoutDirection = layoutDirectionOverride ?? UIApplication.shared.userInterfaceLayoutDirection
        applyDesktopSettings()
        translator.clock = { [unowned root] in root.frameDriver.now }
        menus.clock = { [unowned root] in root.frameDriver.now }
        translator.deliver = { [unowned root] event in root.sendEvent(event) }
        root.frame = CGRect(x: 0, y: 0, width: CGFloat(window.pixelWidth) / scale, height: CGFloat(window.pixelHeight) / scale)
        window.map()
        XFlush(connection.display)
    }

    /// Gives the window the desktop's look: light or dark, text size, UI font and icon theme, from
    /// its settings (XSETTINGS) under the command line's overrides. A change redraws everything.
    private func applyDesktopSettings() {
        let desktop = settings.settings
        images.symbols.themeName = desktop.iconThemeName ?? "Adwaita"
        let (family, message) = TextSystem.systemFamily(for: desktop.fontFamily)
        if let message { messages.say(message) }
        let familyChanged = family != UIFont.systemFamilyName
        UIFont.systemFamilyName = family
        guard let root else { return }
        let style = appearanceOverride ?? (desktop.prefersDark ? .dark : .light)
        let category = contentSizeCategoryOverride ?? textSizeCategory(desktop)
        guard familyChanged || style != root.systemUserInterfaceStyle || category != root.systemContentSizeCategory else { return }
        root.systemUserInterfaceStyle = style
        root.systemContentSizeCategory = category
        if familyChanged { X11Host.setNeedsLayoutAndDisplay(root) }
        renderer.discardCaches()
    }

    /// The text size the desktop's `Xft/DPI` asks for beyond the window's pixel scale; `large` when
    /// it says nothing, or something absurd (said once).
    private func textSizeCategory(_ desktop: DesktopSettings) -> UIContentSizeCategory {
        guard let textScale = desktop.textScale(pixelScale: scale) else { return .large }
        guard let category = UIContentSizeCategory.nearest(toTextScale: textScale) else {
            messages.say("Tessera: the desktop's Xft/DPI of \(desktop.dpi ?? 0) is out of range (text scale \(textScale)); text keeps its default size")
            return .large
        }
        return category
    }

    private static func setNeedsLayoutAndDisplay(_ view: UIView) {
        view.setNeedsLayout()
        view.setNeedsDisplay()
        for subview in view.subviews { setNeedsLayoutAndDisplay(subview) }
    }

    private func windowStateDidChange() {
        let state = (isVisible: isMapped, hasKeyboardFocus: hasKeyboardFocus)
        guard toldWindowState.map({ $0 != state }) ?? true else { return }
        toldWindowState = state
        onWindowStateChange?(state.isVisible, state.hasKeyboardFocus)
    }

    /// Blocks (at most two seconds) until the server has mapped the window.
    private func waitUntilMapped() {
        let deadline = EventLoop.monotonicNow() + 2
        while !isMapped, EventLoop.monotonicNow() < deadline {
            loop.drainEvents()
            if !isMapped { loop.wait(seconds: 0.02) }
        }
    }

    private func resize(width: Int, height: Int) {
        guard width > 0, height > 0, width != window.pixelWidth || height != window.pixelHeight else { return }
        window.pixelWidth = width
        window.pixelHeight = height
        renderer.ensureBackBuffer(width: width, height: height, for: window.id)
        root?.frame = CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
    }

    /// One frame: the window prepares it (animations to its clock's time, layout), the renderer draws
    /// it into the back buffer and shows it. Returns whether anything still animates.
    @discardableResult
    public func drawFrame() -> Bool {
        guard let root else { return false }
        var stopwatch = FrameTimings.Stopwatch()
        memory.nextFrame()
        beforeFrame?()
        let animating = root.prepareFrame()
        lastFrameTimings.prepare = stopwatch.lap()
        let wasExposed = exposed
        exposed = false
        renderer.render(root, width: window.pixelWidth, height: window.pixelHeight)
        lastFrameTimings.render = stopwatch.lap()
        renderer.present(to: window.id, width: window.pixelWidth, height: window.pixelHeight, whole: wasExposed)
        menus.sync(with: root)
        menus.draw()
        pointerShapes.show(root.cursor, on: window.id)
        lastFrameTimings.present = stopwatch.lap()
        images.sweep()
        // After the frame is on its way: the next images to be drawn, a few a frame.
        images.uploadPrepared(byteBudget: X11Host.preparedUploadBudget)
        // Whatever this frame used stays; what goes is made again when it is next needed.
        memory.freeOverLimit()
        lastFrameTimings.upload = stopwatch.lap()
        lastFrameTimings.cpu = stopwatch.cpu
        onFrame?()
        if announcesFrames { announceFrame(animating: animating) }
        return animating
    }

    /// Bytes of prepared images uploaded after each frame: about five 256×192 thumbnails, more than a
    /// gallery scrolled at 3 screens a second brings in (three a frame), so none wait long.
    static let preparedUploadBudget = 1 << 20

    /// Prints `frame N animating=BOOL` once the server has drawn the frame (`XSync`).
    private func announceFrame(animating: Bool) {
        XSync(connection.display, 0)
        framesShown += 1
        FileHandle.standardOutput.write(Data("frame \(framesShown) animating=\(animating)\n".utf8))
    }

    /// Calls `onReadable` from the event loop whenever `descriptor` has data to read (the demo's debug
    /// commands on standard input), after handling every X event the server sent before that data came.
    /// It returns false to stop watching (the descriptor reached its end).
    public func watch(fileDescriptor descriptor: Int32, onReadable: @escaping () -> Bool) {
        loop.watch(descriptor, onReadable: onReadable)
    }

    /// Stops watching `descriptor`: for a reader that took its data some other way (a blocking wait),
    /// so the loop no longer polls a descriptor that will never be readable again.
    public func unwatch(fileDescriptor descriptor: Int32) {
        loop.unwatch(descriptor)
    }

    /// On any thread: an in-memory image's pixels in the X server's order, so that making its picture
    /// on the main thread is only an upload (`keepPrepared`); nil for an image read from a file.
    ///
    /// - Complexity: O(pixels).
    public nonisolated static func preparePixels(of image: UIImage) -> DecodedImage? {
        guard case let .rgba(width, height, bytes) = image.source else { return nil }
        return ImageStore.fromRGBA(bytes, width: width, height: height)
    }

    /// Keeps `pixels` (from `preparePixels(of: image)`) until `image` is drawn, or uploads them sooner
    /// between frames; pixels that no longer match the image are ignored.
    public func keepPrepared(_ pixels: DecodedImage, for image: UIImage) { images.prepare(image, pixels: pixels) }

    /// Waits up to `milliseconds` for X events or a watched descriptor, then serves what is ready: one
    /// turn of the event loop, for tests.
    func serveWatchedDescriptors(waitingUpTo milliseconds: Int32) {
        loop.wait(seconds: TimeInterval(milliseconds) / 1000)
    }

    /// Waits up to `milliseconds` for X events, then handles every one that has arrived, without
    /// drawing: one turn of the event loop, for tests that talk to other X clients.
    func handleEvents(waitingUpTo milliseconds: Int32) {
        loop.wait(seconds: TimeInterval(milliseconds) / 1000)
        loop.drainEvents()
    }

    /// The pointer shape the window shows now (what the engine last asked for).
    public var pointerShape: UIWindow.Cursor { pointerShapes.current }

    // MARK: For benchmarks

    /// Shows `root` and waits until the window is on screen, without running the event loop.
    public func showForBenchmark(_ root: UIWindow) {
        show(root)
        waitUntilMapped()
    }

    /// Copies the back buffer to the window once, as every frame ends: the unit frame times are measured in.
    public func presentOnly() { renderer.present(to: window.id, width: window.pixelWidth, height: window.pixelHeight) }

    /// Forgets every cached picture and the last frame, so the next frame draws every view's content
    /// afresh and repaints the whole window.
    public func discardRenderedContent() { renderer.discardCaches() }

    /// Forgets the last frame (not the cached pictures), so the next frame composites every view again.
    public func repaintWholeWindowNextFrame() { renderer.forgetLastFrame() }

    /// Where the last frame's time went (HostBench's deceleration figures say what slow frames spent it on).
    public private(set) var lastFrameTimings = FrameTimings()

    /// The share of the window's pixels the last frame composited: 1 for a full repaint, less when it
    /// kept or copied what had not changed (tests check that scrolling copies).
    public var lastFrameRedrawnFraction: Double { renderer.lastRedrawnFraction }

    /// The share of a scrolling content layer's pixels the last frame composited (nil when no
    /// collection view over a fixed `backgroundView` was drawn): less than 1 when a scroll step copied
    /// the cards that stayed on screen within the layer.
    public var lastFrameLayerRedrawnFraction: Double? { renderer.lastLayerRedrawnFraction }

    /// Waits until the server has executed everything sent so far (a round trip).
    public func sync() { XSync(connection.display, 0) }

    private func shutDown() {
        // The fonts close with the connection: views measured after this (a later host's, a test's)
        // must not reach them through the process-wide default.
        if UIWindow.defaultTextMeasurer === text { UIWindow.defaultTextMeasurer = UIWindow.estimatedTextMeasurer }
        // The selections go with the connection; what was copied stays in the process.
        if UIPasteboard.general.desktopClipboard === selections { UIPasteboard.general.desktopClipboard = nil }
        translator.inputMethod.close()
        menus.destroyAll()
        pointerShapes.freeAll()
        renderer.freeAll()
        images.symbols.freeAll()
        text.closeAll()
        if !destroyedElsewhere { window.destroy() }
        connection.close()
    }
}
