import CX11
import CollectionEngine
import Foundation

/// The one drawing layer: composites the engine's view tree back to front into an off-screen back
/// buffer, then shows the buffer with one XCopyArea per frame, so the window never shows a half-drawn
/// frame.
///
/// A frame is first recorded as a `DisplayList`; compared with the last frame's, it says which pixels
/// must be drawn again. A scroll step copies what stays on screen within the back buffer and composites
/// only the strip it exposes and what changed; a frame where nothing moved draws nothing; a frame that
/// follows one drawn whole (a layout change) is drawn while it is recorded, so the X server works
/// alongside the tree walk.
///
/// How a frame is drawn, chosen from the costs in shared/X11-NOTES.md (the X server pays per
/// request; caching a view's content and compositing it beat redrawing it; tessellated rounded
/// corners are ruinous):
/// - a plain coloured rectangle is one fill;
/// - any other view's own look is drawn once into a cached picture (`ViewContentPainter`) and
///   composited each frame, through a transform only when the view is not merely moved;
/// - a view that clips its subviews to rounded corners (a card) is flattened with its subtree into one
///   cached picture, redrawn only when something in the subtree changes, so a frame of 500 unchanged
///   cards is 500 composites;
/// - while a view's size animates, its last picture is drawn scaled to the size shown (as Core
///   Animation stretches a layer's contents), and drawn afresh, crisp, once the size settles; a card
///   is drawn at its final size ahead, a few cards a frame, so the frame a layout change of hundreds
///   of cards ends in finds their crisp pictures ready (`prepareSettled`). A card whose parts keep
///   their sizes while it resizes is never stretched: it is drawn afresh from their cached pictures,
///   so its text stays crisp.
/// - a collection view whose `backgroundView` stays put behind scrolling content (cards over a
///   picture) keeps that content in a `ContentLayer` of its own; the frame is the backdrop with the
///   layer composited over it. A scroll step turns the layer's ring (`PixelRing`) and draws the strip
///   it exposes; where opaque cards hide the backdrop the back buffer's own ring turns with it
///   (`LayerCarry`), and only the gaps between cards are composited again.
/// Opacity multiplies down the tree; `clipsToBounds` clips to the (transformed) bounds' box.
@MainActor
final class Renderer {
    let paint: Paint
    let painter: ViewContentPainter
    let connection: DisplayConnection
    let scale: Double

    private(set) var backPixmap: Pixmap = 0
    private(set) var backPicture: Picture = 0
    private(set) var bufferWidth = 0
    private(set) var bufferHeight = 0
    var copyGC: GC?

    /// Where the pictures kept on the server are counted and bounded, with the host's other ones.
    let memory: ServerMemory
    var contents: [ObjectIdentifier: Cached] = [:]
    var groups: [ObjectIdentifier: Cached] = [:]
    /// Flattened cards drawn ahead as they will be when their size animation ends (see `prepareSettled`).
    var settledGroups: [ObjectIdentifier: Cached] = [:]
    /// How many settled pictures this frame drew ahead; at most `settledPerFrame`.
    var settledThisFrame = 0
    /// While true, the tree walk draws views as their model says (where their animations end), not as
    /// they are shown now.
    var drawingSettled = false
    var borders: [ObjectIdentifier: Cached] = [:]
    /// What each view's subtree recorded into the last frame's lists, to be replayed (see `drawRecorded`).
    var recordings: [ObjectIdentifier: SubtreeRecording] = [:]
    /// The cached pictures shown by the subtrees being recorded, and how deep recordings are nested.
    var usedPictures: [Cached] = []
    var recordingDepth = 0
    /// Whether the subtree being recorded holds something no recording may keep (an animation, a scroll view).
    var subtreeUnkept = false
    /// How many requests, and subtrees, were left out of the lists for lying wholly outside their clip.
    var clippedAway = 0
    var frame: UInt64 = 0
    /// The frame being recorded, and the last one drawn (nil: the back buffer holds nothing reusable).
    var list = DisplayList()
    var shown: DisplayList?
    var shownSize = (width: 0, height: 0)
    /// The picture whose requests `list` records (the back buffer, or a content layer).
    var recording: Picture = 0
    /// The scrolling content of collection views with a fixed `backgroundView`, by collection view.
    var layers: [ObjectIdentifier: ContentLayer] = [:]
    /// The share of a content layer's pixels the last frame composited (1: it was drawn afresh; nil:
    /// no layer was drawn).
    var lastLayerRedrawnFraction: Double?
    /// This frame's scroll step of a content layer, and where in the back buffer it stayed opaque and copied.
    var carry: (step: LayerCarry, stable: [PixelRect])?
    /// Where the back buffer holds the pixels of the collection view whose content layer last scrolled.
    var backRing = PixelRing(region: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0))
    /// Whether this frame draws each request into the back buffer as it records it (see `render`), and
    /// how many of `list`'s requests it has drawn so far.
    var streaming = false
    var streamed = 0
    /// Whether the last frame, compared with the one before it, had to be drawn whole.
    var lastRepairWasWhole = false
    /// The part of the back buffer the last frame changed, which `present` copies to the window.
    var changed: PixelRect?
    /// The share of the window's pixels the last frame composited (1: a full repaint).
    private(set) var lastRedrawnFraction = 1.0
    /// How far a cached picture may be stretched along either axis before it is drawn again at the size shown.
    static let stretchRange = 0.7...1.45
    /// How many cards whose size animates a frame draws ahead at their final size: a layout change of
    /// 500 cards spreads their crisp redraw over the ~30 frames it animates for, instead of doing all
    /// of it in the frame it ends.
    static let settledPerFrame = 16
    /// How many frames a cached picture survives without being drawn (a view in a reuse queue).
    let keepFrames: UInt64 = 300

    init(connection: DisplayConnection, paint: Paint, text: TextSystem, images: ImageStore, memory: ServerMemory) {
        self.connection = connection
        self.paint = paint
        self.memory = memory
        scale = Double(connection.scale)
        let masks = ShapeMasks(paint: paint, memory: memory)
        painter = ViewContentPainter(paint: paint, text: text, images: images, masks: masks, scale: connection.scale)
        memory.register(self)
    }

    /// Makes the back buffer at least `width` × `height`; it grows in steps so a live resize does not
    /// reallocate on every ConfigureNotify.
    func ensureBackBuffer(width: Int, height: Int, for window: Window) {
        guard width > bufferWidth || height > bufferHeight || backPixmap == 0 else { return }
        let display = connection.display
        if backPicture != 0 { paint.free(backPicture) }
        if backPixmap != 0 { XFreePixmap(display, backPixmap) }
        bufferWidth = max(bufferWidth, (width + 127) / 128 * 128)
        bufferHeight = max(bufferHeight, (height + 127) / 128 * 128)
        backPixmap = XCreatePixmap(display, window, UInt32(bufferWidth), UInt32(bufferHeight), UInt32(connection.depth))
        backPicture = XRenderCreatePicture(display, backPixmap, connection.windowFormat, 0, nil)
        if copyGC == nil {
            copyGC = XCreateGC(display, window, 0, nil)
            // Copies from a pixmap never miss pixels: no GraphicsExpose/NoExpose event per copy.
            XSetGraphicsExposures(display, copyGC, 0)
        }
        shown = nil
    }

    /// Draws `root` (sized `width` × `height` pixels) into the back buffer: records the frame, then
    /// draws only what differs from the last one.
    ///
    /// When the last frame had to be drawn whole (every card of a layout change moved), this one most
    /// likely must be too, so it is drawn as it is recorded instead of after: the X server composites
    /// on the other core while the tree walk goes on, rather than once it has ended. A full repaint is
    /// right whatever changed, so a wrong guess costs only drawing that a repair would have spared.
    func render(_ root: UIView, width: Int, height: Int) {
        frame &+= 1
        settledThisFrame = 0
        let bounds = PixelRect(x0: 0, y0: 0, x1: min(width, bufferWidth), y1: min(height, bufferHeight))
        list = DisplayList()
        recording = backPicture
        lastLayerRedrawnFraction = nil
        carry = nil
        streaming = lastRepairWasWhole
        streamed = 0
        // Drawn whole, the frame is stored as it is shown.
        if streaming { backRing = PixelRing(region: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)) }
        record(.fill(Paint.renderColor(.systemBackground), op: PictOpSrc), placement: .identity, opacity: 1, clip: bounds, visible: bounds,
               scroller: nil)
        draw(root, parent: .scale(scale, scale), opacity: 1, clip: bounds, scroller: nil, into: backPicture)
        let previous = shownSize == (width, height) ? shown : nil
        // Drawn from nothing, the frame is stored as it is shown (and so the pixel tests' full repaints
        // do not go through the ring they check).
        if previous == nil { backRing = PixelRing(region: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)) }
        let carried = carry.flatMap { carry in
            list.repair(from: previous, carrying: carry.step, stable: carry.stable, bounds: bounds).map { (carry.step.region, $0) }
        }
        let repair = carried?.1 ?? list.repair(from: previous, bounds: bounds)
        lastRepairWasWhole = previous != nil && repair.copy == nil && repair.redraw == [bounds]
        if streaming {
            drawStreamed(upTo: list.requests.count)
            streaming = false
            changed = bounds
            lastRedrawnFraction = 1
        } else {
            let (copied, _, redrawn) = bring(backPixmap, picture: backPicture, gc: copyGC, ring: &backRing, turning: carried?.0,
                                             repair: repair, of: list)
            changed = redrawn.reduce(copied) { ($0 ?? $1).union($1) }
            lastRedrawnFraction = Double(redrawn.reduce(0) { $0 + $1.area }) / Double(max(1, bounds.area))
        }
        shown = list
        shownSize = (width, height)
        list = DisplayList()
        if frame % 60 == 0 { sweep() }
    }

    /// Turns `pixmap` (drawn through `picture`, holding `ring`'s region turned), which shows its last
    /// frame, into `list`'s: moves what scrolled, then replays the list clipped to what must be drawn
    /// again. A step of everything in the region `turning` turns the ring; any other step is copied
    /// where the ring is not turned, and drawn again where it is. Returns where pixels moved to, by
    /// how much, and what was redrawn.
    func bring(_ pixmap: Pixmap, picture: Picture, gc: GC?, ring: inout PixelRing, turning: PixelRect?,
               repair: DisplayList.Repair, of list: DisplayList) -> (moved: PixelRect?, shift: (x: Int, y: Int)?, redrawn: [PixelRect]) {
        var redraw = repair.redraw
        var moved: PixelRect?
        var shift: (x: Int, y: Int)?
        if let copy = repair.copy {
            let landed = copy.source.offsetBy(copy.dx, copy.dy)
            let whole = turning.map { landed == $0.intersection($0.offsetBy(copy.dx, copy.dy)) } ?? false
            if whole, let turning, ring.region != turning, ring.origin != .zero {
                // Another region to turn (the collection view moved or resized): both are drawn afresh.
                redraw += [ring.region, landed]
                ring = PixelRing(region: turning)
            } else if whole, let turning {
                if ring.region != turning { ring = PixelRing(region: turning) }
                ring.scroll(by: (copy.dx, copy.dy))
                (moved, shift) = (landed, (copy.dx, copy.dy))
            } else if let gc, ring.origin == .zero || !ring.region.intersects(copy.source.union(landed)) {
                XCopyArea(connection.display, pixmap, pixmap, gc, Int32(copy.source.x0), Int32(copy.source.y0),
                          UInt32(copy.source.width), UInt32(copy.source.height), Int32(landed.x0), Int32(landed.y0))
                (moved, shift) = (landed, (copy.dx, copy.dy))
            } else {
                // A scroll view nested in the content moved, or one over a turned ring: drawn again.
                redraw.append(landed)
            }
        }
        replay(list, in: redraw, ring: ring, into: picture)
        return (moved, shift, redraw)
    }

    /// Shows the back buffer: one request (a few where its ring wraps), covering what the last frame
    /// changed, or all of it when `whole` (the window lost its pixels).
    func present(to window: Window, width: Int, height: Int, whole: Bool = true) {
        guard let copyGC else { return }
        let all = PixelRect(x0: 0, y0: 0, x1: min(width, bufferWidth), y1: min(height, bufferHeight))
        let area = whole ? all : (changed ?? PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)).intersection(all)
        guard !area.isEmpty else { return }
        for piece in backRing.pieces(of: area) {
            let stored = piece.area.offsetBy(piece.offset.x, piece.offset.y)
            XCopyArea(connection.display, backPixmap, window, copyGC, Int32(stored.x0), Int32(stored.y0),
                      UInt32(piece.area.width), UInt32(piece.area.height), Int32(piece.area.x0), Int32(piece.area.y0))
        }
    }

    /// Forgets every cached picture and the last frame (the benchmark uses it to time a cold, full repaint).
    func discardCaches() {
        for store in PictureStore.allCases {
            for id in self[keyPath: store.path].keys { discard(store, id) }
        }
        recordings.removeAll()
        forgetLastFrame()
    }

    /// Makes the next frame a full repaint, drawn once it is recorded.
    func forgetLastFrame() {
        shown = nil
        lastRepairWasWhole = false
        for id in layers.keys { discardLayer(id) }
    }

    /// Frees every X resource the renderer holds (cached pictures, the back buffer, the copy and upload GCs), at
    /// shutdown: the server would free the server-side ones with the connection, but Xlib keeps each
    /// GC's client-side record until `XFreeGC`.
    func freeAll() {
        discardCaches()
        painter.masks.clear()
        if backPicture != 0 { paint.free(backPicture) }
        if backPixmap != 0 { XFreePixmap(connection.display, backPixmap) }
        if let copyGC { XFreeGC(connection.display, copyGC) }
        paint.freeGCs()
        (backPicture, backPixmap, copyGC) = (0, 0, nil)
        (bufferWidth, bufferHeight) = (0, 0)
    }
}
