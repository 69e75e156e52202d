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
    private let connection: DisplayConnection
    private let scale: Double

    private(set) var backPixmap: Pixmap = 0
    private(set) var backPicture: Picture = 0
    private(set) var bufferWidth = 0
    private(set) var bufferHeight = 0
    private var copyGC: GC?

    /// What was drawn for a view, and the state it was drawn from.
    private final class Cached {
        weak var view: UIView?
        var key: Int
        /// The same state without sizes and positions: while it holds, the picture can be stretched.
        var look: Int
        /// The size, in points, the picture was drawn at.
        var size: CGSize
        var drawn: ViewContentPainter.Drawn
        var lastUsed: UInt64
        init(view: UIView, key: Int, look: Int, size: CGSize, drawn: ViewContentPainter.Drawn, lastUsed: UInt64) {
            self.view = view
            self.key = key
            self.look = look
            self.size = size
            self.drawn = drawn
            self.lastUsed = lastUsed
        }
    }

    /// A cached picture and how to stretch it onto the size the view shows now (1 when drawn at that size).
    private struct Fitted {
        var drawn: ViewContentPainter.Drawn
        var stretch: (x: Double, y: Double)
    }

    private var contents: [ObjectIdentifier: Cached] = [:]
    private var groups: [ObjectIdentifier: Cached] = [:]
    /// Flattened cards drawn ahead as they will be when their size animation ends (see `prepareSettled`).
    private var settledGroups: [ObjectIdentifier: Cached] = [:]
    /// How many settled pictures this frame drew ahead; at most `settledPerFrame`.
    private var settledThisFrame = 0
    /// While true, the tree walk draws views as their model says (where their animations end), not as
    /// they are shown now.
    private var drawingSettled = false
    private var borders: [ObjectIdentifier: Cached] = [:]
    private var frame: UInt64 = 0
    /// The frame being recorded, and the last one drawn (nil: the back buffer holds nothing reusable).
    private var list = DisplayList()
    private var shown: DisplayList?
    private var shownSize = (width: 0, height: 0)
    /// The picture whose requests `list` records (the back buffer, or a content layer).
    private var recording: Picture = 0
    /// The scrolling content of collection views with a fixed `backgroundView`, by collection view.
    private var layers: [ObjectIdentifier: ContentLayer] = [:]
    /// The share of a content layer's pixels the last frame composited (1: it was drawn afresh; nil:
    /// no layer was drawn).
    private(set) var lastLayerRedrawnFraction: Double?
    /// This frame's scroll step of a content layer, and where in the back buffer it stayed opaque and copied.
    private var carry: (step: LayerCarry, stable: [PixelRect])?
    /// Where the back buffer holds the pixels of the collection view whose content layer last scrolled.
    private var backRing = PixelRing(region: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0))
    /// Whether this frame draws each request into the back buffer as it records it (see `render`), and
    /// how many of `list`'s requests it has drawn so far.
    private var streaming = false
    private var streamed = 0
    /// Whether the last frame, compared with the one before it, had to be drawn whole.
    private var lastRepairWasWhole = false
    /// The part of the back buffer the last frame changed, which `present` copies to the window.
    private var changed: PixelRect?
    /// The share of the window's pixels the last frame composited (1: a full repaint).
    private(set) var lastRedrawnFraction = 1.0
    /// How far a cached picture may be stretched along either axis before it is drawn again at the size shown.
    static let stretchRange = 0.7...1.45
    /// How many cards whose size animates a frame draws ahead at their final size: a layout change of
    /// 500 cards spreads their crisp redraw over the ~30 frames it animates for, instead of doing all
    /// of it in the frame it ends.
    static let settledPerFrame = 16
    /// How many frames a cached picture survives without being drawn (a view in a reuse queue).
    private let keepFrames: UInt64 = 300

    init(connection: DisplayConnection, paint: Paint, text: TextSystem, images: ImageStore) {
        self.connection = connection
        self.paint = paint
        scale = Double(connection.scale)
        let masks = ShapeMasks(paint: paint)
        painter = ViewContentPainter(paint: paint, text: text, images: images, masks: masks, scale: connection.scale)
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
        record(.fill(Paint.renderColor(.white), op: PictOpSrc), placement: .identity, opacity: 1, clip: bounds, visible: bounds,
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
    private func bring(_ pixmap: Pixmap, picture: Picture, gc: GC?, ring: inout PixelRing, turning: PixelRect?,
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
        for area in redraw {
            for piece in ring.pieces(of: area) {
                let stored = piece.area.offsetBy(piece.offset.x, piece.offset.y)
                for request in list.requests where request.visible.intersects(piece.area) {
                    let placed = piece.offset == .zero ? request : request.offsetBy(piece.offset)
                    execute(placed, clip: placed.clip.intersection(stored), into: picture)
                }
            }
        }
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
        for store in [contents, groups, settledGroups, borders] { for entry in store.values { paint.free(entry.drawn.picture) } }
        contents.removeAll()
        groups.removeAll()
        settledGroups.removeAll()
        borders.removeAll()
        forgetLastFrame()
    }

    /// Makes the next frame a full repaint, drawn once it is recorded.
    func forgetLastFrame() {
        shown = nil
        lastRepairWasWhole = false
        for layer in layers.values { layer.free(connection.display, paint: paint) }
        layers.removeAll()
    }

    /// Frees every X resource the renderer holds (cached pictures, the back buffer, the copy GC), at
    /// shutdown: the server would free the server-side ones with the connection, but Xlib keeps each
    /// GC's client-side record until `XFreeGC`.
    func freeAll() {
        discardCaches()
        painter.masks.clear()
        if backPicture != 0 { paint.free(backPicture) }
        if backPixmap != 0 { XFreePixmap(connection.display, backPixmap) }
        if let copyGC { XFreeGC(connection.display, copyGC) }
        (backPicture, backPixmap, copyGC) = (0, 0, nil)
        (bufferWidth, bufferHeight) = (0, 0)
    }

    // MARK: Recording and replaying

    /// Records a request into the back buffer's list, or draws it at once into another picture (a
    /// card being flattened).
    private func emit(_ source: DisplayList.Request.Source, placement: PixelTransform, opacity: Double, clip: PixelRect,
                      scroller: ObjectIdentifier?, into target: Picture) {
        let request = DisplayList.Request(source: source, placement: placement, opacity: opacity, clip: clip,
                                          visible: Renderer.footprint(of: source, placement: placement, clip: clip), scroller: scroller)
        if target == recording {
            if !request.visible.isEmpty { append(request) }
        } else {
            execute(request, clip: clip, into: target)
        }
    }

    private func record(_ source: DisplayList.Request.Source, placement: PixelTransform, opacity: Double, clip: PixelRect,
                        visible: PixelRect, scroller: ObjectIdentifier?) {
        append(DisplayList.Request(source: source, placement: placement, opacity: opacity, clip: clip, visible: visible,
                                   scroller: scroller))
    }

    /// Adds a request to the list being recorded. While a frame streams into the back buffer, the
    /// request before it is drawn now: one held back, so an opaque fill over the whole window can still
    /// drop the window's white beneath it undrawn.
    private func append(_ request: DisplayList.Request) {
        guard streaming, recording == backPicture else {
            list.append(request)
            return
        }
        streamed -= list.append(request, prefix: streamed)
        drawStreamed(upTo: list.requests.count - 1)
    }

    /// Draws the recorded requests not yet drawn, up to `end`, into the back buffer, and hands them to
    /// the X server every `streamBatch` requests, so it starts on them before Xlib's buffer fills.
    private func drawStreamed(upTo end: Int) {
        while streamed < end {
            let request = list.requests[streamed]
            execute(request, clip: request.clip, into: backPicture)
            streamed += 1
            if streamed % Renderer.streamBatch == 0 { XFlush(connection.display) }
        }
    }

    /// How many requests a streamed frame draws between flushes: a flush is a system call, a card two
    /// requests of about 90 bytes.
    private static let streamBatch = 32

    private static func footprint(of source: DisplayList.Request.Source, placement: PixelTransform, clip: PixelRect) -> PixelRect {
        let size: (Int, Int)
        switch source {
        case .fill: return clip
        case let .picture(_, width, height), let .stretched(_, width, height), let .projected(_, width, height),
             let .shape(_, _, width, height), let .layer(_, width, height, _, _): size = (width, height)
        }
        if let offset = placement.translationOnly {
            return PixelRect(x0: offset.x, y0: offset.y, x1: offset.x + size.0, y1: offset.y + size.1).intersection(clip)
        }
        return placement.boundingBox(width: Double(size.0), height: Double(size.1))?.intersection(clip) ?? PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    }

    private func execute(_ request: DisplayList.Request, clip: PixelRect, into target: Picture) {
        switch request.source {
        case let .fill(color, op):
            paint.fill(target, request.visible.intersection(clip), color: color, op: op)
        case let .picture(picture, width, height):
            paint.composite(picture, width: width, height: height, placement: request.placement,
                            mask: paint.opacityMask(request.opacity), into: target, clip: clip)
        case let .layer(picture, width, height, _, origin):
            paint.composite(picture, width: width, height: height, placement: request.placement,
                            mask: paint.opacityMask(request.opacity), into: target, clip: clip, sourceOrigin: origin)
        case let .stretched(picture, width, height):
            paint.composite(picture, width: width, height: height, placement: request.placement,
                            mask: paint.opacityMask(request.opacity), into: target, clip: clip, sampling: .nearest)
        case let .projected(picture, width, height):
            paint.compositeProjected(picture, width: width, height: height, placement: request.placement,
                                     opacity: request.opacity, into: target, clip: clip)
        case let .shape(color, shape, width, height):
            paint.composite(paint.solid(color), width: width, height: height, placement: request.placement,
                            mask: painter.masks.mask(shape), into: target, clip: clip)
        }
    }

    // MARK: The tree walk

    /// `parent` maps the superview's bounds coordinates (points) to the target's pixels.
    ///
    /// Geometry, alpha and background come from the view's `presentation`: what is on screen now, mid
    /// animation, rather than where the view is going.
    private func draw(_ view: UIView, parent: PixelTransform, opacity: Double, clip: PixelRect, scroller: ObjectIdentifier?,
                      into target: Picture) {
        let shown = Renderer.state(of: view, settled: drawingSettled)
        let alpha = opacity * Double(shown.alpha)
        let size = shown.bounds.size
        guard !view.isHidden, alpha > 0.002, size.width.isFinite, size.height.isFinite,
              shown.center.x.isFinite, shown.center.y.isFinite else { return }
        var local = parent * .translation(Double(shown.center.x), Double(shown.center.y))
        if shown.transform3D != CATransform3DIdentity { local = local * PixelTransform(shown.transform3D) }
        local = local * .translation(-Double(size.width) / 2, -Double(size.height) / 2)

        if view.clipsToBounds, view.layer.cornerRadius > 0, !view.subviews.isEmpty {
            drawFlattened(view, shown: shown, local: local, alpha: alpha, clip: clip, scroller: scroller, into: target)
            return
        }
        drawOwnContent(view, shown: shown, local: local, alpha: alpha, clip: clip, scroller: scroller, into: target)
        defer { drawBorderAbove(view, size: size, local: local, alpha: alpha, clip: clip, scroller: scroller, into: target) }
        var childClip = clip
        if view.clipsToBounds {
            guard let box = local.boundingBox(width: Double(size.width), height: Double(size.height)) else { return }
            childClip = clip.intersection(box)
            if childClip.isEmpty { return }
        }
        var children = local * .translation(-Double(view.bounds.minX), -Double(view.bounds.minY))
        // A scroll view's content moves with its bounds' origin: the next frame may copy it.
        let contentScroller = view is UIScrollView ? ObjectIdentifier(view) : scroller
        if view is UIScrollView {
            let unscaled = children.isAffine && children.m[0] == 1 && children.m[1] == 0 && children.m[3] == 0 && children.m[4] == 1
            if unscaled {
                // Content lands on whole pixels, as UIKit aligns a scroll view's offset to the screen's
                // pixels: a glide's fractional offsets then move every card by the same whole number of
                // pixels, which the next frame can copy, instead of rounding each card its own way.
                children.m[2].round()
                children.m[5].round()
            }
            if unscaled, view.clipsToBounds, target == backPicture, recording == backPicture,
               let pinned = (view as? UICollectionView)?.backgroundView, pinned.superview === view,
               view.subviewsInDrawingOrder.first === pinned {
                drawLayered(view, pinned: pinned, children: children, alpha: alpha, region: childClip, scroller: scroller)
                if let scrollView = view as? UIScrollView {
                    drawScrollIndicators(of: scrollView, boundsToTarget: children, alpha: alpha, clip: childClip, scroller: scroller, into: target)
                }
                return
            }
            if target == recording {
                list.scrollers[ObjectIdentifier(view)] = DisplayList.Scroller(region: childClip, origin: unscaled ? (children.m[2], children.m[5]) : nil)
            }
        }
        for subview in view.subviewsInDrawingOrder {
            draw(subview, parent: children, opacity: alpha, clip: childClip, scroller: contentScroller, into: target)
        }
        if let scrollView = view as? UIScrollView {
            drawScrollIndicators(of: scrollView, boundsToTarget: children, alpha: alpha, clip: childClip, scroller: scroller, into: target)
        }
    }

    /// A collection view whose `backgroundView` stays put while its content scrolls over it: copying a
    /// scroll step within the back buffer would drag the backdrop along under translucent cards, so the
    /// content is kept in a layer of its own, scrolled by turning the layer's ring (drawing only the
    /// exposed strip and what changed there), and the frame is the backdrop with the layer over it:
    /// two composites, however many cards show, and over the opaque cards none (see `LayerCarry`).
    private func drawLayered(_ view: UIView, pinned: UIView, children: PixelTransform, alpha: Double, region: PixelRect,
                             scroller: ObjectIdentifier?) {
        draw(pinned, parent: children, opacity: alpha, clip: region, scroller: scroller, into: backPicture)
        let id = ObjectIdentifier(view)
        let layer: ContentLayer
        if let existing = layers[id], existing.view === view, existing.width == region.width, existing.height == region.height {
            layer = existing
        } else {
            layers[id]?.free(connection.display, paint: paint)
            layer = ContentLayer(view: view, width: region.width, height: region.height, connection: connection)
            layers[id] = layer
        }
        layer.lastUsed = frame
        let outer = list
        list = DisplayList()
        recording = layer.picture
        let bounds = PixelRect(x0: 0, y0: 0, x1: region.width, y1: region.height)
        record(.fill(XRenderColor(), op: PictOpSrc), placement: .identity, opacity: 1, clip: bounds, visible: bounds, scroller: nil)
        let inLayer = PixelTransform.translation(-Double(region.x0), -Double(region.y0)) * children
        list.scrollers[id] = DisplayList.Scroller(region: bounds, origin: (inLayer.m[2], inLayer.m[5]))
        for subview in view.subviewsInDrawingOrder.dropFirst() {
            draw(subview, parent: inLayer, opacity: alpha, clip: bounds, scroller: id, into: layer.picture)
        }
        let (_, shift, redrawn) = bring(layer.pixmap, picture: layer.picture, gc: nil, ring: &layer.ring, turning: bounds,
                                        repair: list.repair(from: layer.shown, bounds: bounds), of: list)
        if shift != nil || !redrawn.isEmpty { layer.revision &+= 1 }
        if let shift {
            // Opaque content that moved with the layer and was not redrawn: the back buffer may copy
            // it too (see LayerCarry).
            let moved = bounds.intersection(bounds.offsetBy(shift.x, shift.y))
            let stable = list.opaque.map { $0.intersection(moved) }
                .filter { rect in !rect.isEmpty && !redrawn.contains { $0.intersects(rect) } }
                .map { $0.offsetBy(region.x0, region.y0) }
            carry = (LayerCarry(picture: layer.picture, revision: layer.revision, region: region, shift: shift), stable)
        }
        layer.shown = list
        lastLayerRedrawnFraction = Double(redrawn.reduce(0) { $0 + $1.area }) / Double(max(1, bounds.area))
        list = outer
        recording = backPicture
        emit(.layer(layer.picture, width: region.width, height: region.height, revision: layer.revision, origin: layer.ring.origin),
             placement: .translation(Double(region.x0), Double(region.y0)), opacity: 1, clip: region, scroller: scroller, into: backPicture)
    }

    private func drawOwnContent(_ view: UIView, shown: ViewPresentation, local: PixelTransform, alpha: Double, clip: PixelRect,
                                scroller: ObjectIdentifier?, into target: Picture) {
        guard ViewContentPainter.hasContent(view, background: shown.backgroundColor) else { return }
        if ViewContentPainter.isPlainRectangle(view), let color = shown.backgroundColor, let offset = local.translationOnly,
           let (width, height) = painter.pixelSize(shown.bounds.size) {
            let rect = PixelRect(x0: offset.x, y0: offset.y, x1: offset.x + width, y1: offset.y + height).intersection(clip)
            emit(.fill(Paint.renderColor(color, opacity: alpha), op: PictOpOver), placement: .identity, opacity: 1, clip: rect,
                 scroller: scroller, into: target)
            return
        }
        if target != recording, drawingSettled || shown.bounds.size != view.bounds.size, alpha >= 0.998,
           let offset = (local * .scale(1 / scale, 1 / scale)).translationOnly, let (width, height) = painter.pixelSize(shown.bounds.size) {
            // Inside a card being flattened, a part drawn at a size it shows only now (its own size
            // animates) or at the end of its animations goes straight into the card's picture: a picture
            // of its own would be composited once.
            let body = PixelRect(x0: offset.x, y0: offset.y, x1: offset.x + width, y1: offset.y + height)
            if clip.contains(body),
               painter.drawPlainContent(of: view, size: shown.bounds.size, background: shown.backgroundColor, into: target, body: body) {
                return
            }
        }
        guard let fitted = cachedContent(of: view, shown: shown) else { return }
        show(fitted, local: local, alpha: alpha, clip: clip, scroller: scroller, into: target)
    }

    /// Composites a cached picture where the view is: `local` maps the view's points to the target.
    private func show(_ fitted: Fitted, local: PixelTransform, alpha: Double, clip: PixelRect, scroller: ObjectIdentifier?,
                      into target: Picture) {
        let drawn = fitted.drawn
        let placement = local * .scale(fitted.stretch.x / scale, fitted.stretch.y / scale)
            * .translation(-Double(drawn.padding), -Double(drawn.padding))
        let source: DisplayList.Request.Source = if !placement.isAffine {
            .projected(drawn.picture, width: drawn.width, height: drawn.height)
        } else if fitted.stretch != (1, 1) {
            .stretched(drawn.picture, width: drawn.width, height: drawn.height)
        } else {
            .picture(drawn.picture, width: drawn.width, height: drawn.height)
        }
        emit(source, placement: placement, opacity: alpha, clip: clip, scroller: scroller, into: target)
    }

    private func cachedContent(of view: UIView, shown: ViewPresentation) -> Fitted? {
        let size = shown.bounds.size
        return cached(in: &contents, view: view, size: size,
                      key: Renderer.contentKey(view, size: size, background: shown.backgroundColor),
                      look: Renderer.contentKey(view, size: .zero, background: shown.backgroundColor)) {
            painter.draw(view, size: size, background: shown.backgroundColor, withShadow: true, withBorder: view.subviews.isEmpty)
        }
    }

    /// What a cached drawing depends on: the view's own revision, and the size and background it is
    /// shown with now (both change every frame while they animate).
    private static func contentKey(_ view: UIView, size: CGSize, background: UIColor?) -> Int {
        var hasher = Hasher()
        hasher.combine(view.displayRevision)
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(background)
        return hasher.finalize()
    }

    /// The border of a view with subviews, which goes above them.
    private func drawBorderAbove(_ view: UIView, size: CGSize, local: PixelTransform, alpha: Double, clip: PixelRect,
                                 scroller: ObjectIdentifier?, into target: Picture) {
        guard view.layer.borderWidth > 0, !view.subviews.isEmpty,
              let fitted = cached(in: &borders, view: view, size: size, key: Renderer.contentKey(view, size: size, background: nil),
                                  look: Renderer.contentKey(view, size: .zero, background: nil),
                                  make: { painter.drawBorderOnly(view, size: size) })
        else { return }
        show(fitted, local: local, alpha: alpha, clip: clip, scroller: scroller, into: target)
    }

    /// A card-like view: its subtree drawn into one picture, cut to its rounded bounds, kept until any
    /// view in the subtree changes.
    private func drawFlattened(_ view: UIView, shown: ViewPresentation, local: PixelTransform, alpha: Double, clip: PixelRect,
                               scroller: ObjectIdentifier?, into target: Picture) {
        var hasher = Hasher(), lookHasher = Hasher(), partsResize = false
        Renderer.hashSubtree(view, shown: shown, into: &hasher, look: &lookHasher, partsResize: &partsResize, isRoot: true,
                             settled: drawingSettled)
        let size = shown.bounds.size, key = hasher.finalize()
        let id = ObjectIdentifier(view)
        if let ready = settledGroups[id], ready.view === view, ready.key == key {
            // Its size animation ended where the picture drawn ahead expected.
            if let replaced = groups.removeValue(forKey: id) { paint.free(replaced.drawn.picture) }
            groups[id] = settledGroups.removeValue(forKey: id)
        }
        // While its parts keep their sizes, a card whose size animates is drawn afresh from them (its
        // pictures and text composited crisp from their own cached pictures) rather than stretched.
        let fitted = cached(in: &groups, view: view, size: size, key: key, look: lookHasher.finalize(), mayStretch: partsResize) {
            flatten(view, shown: shown)
        }
        guard let fitted else { return }
        show(fitted, local: local, alpha: alpha, clip: clip, scroller: scroller, into: target)
        // Its own opaque background under everything it holds makes it opaque but for its rounded corners.
        if target == recording, fitted.stretch == (1, 1), alpha >= 1, (shown.backgroundColor?.alpha ?? 0) >= 1,
           let offset = (local * .scale(1 / scale, 1 / scale)).translationOnly {
            let drawn = PixelRect(x0: offset.x, y0: offset.y, x1: offset.x + fitted.drawn.width, y1: offset.y + fitted.drawn.height)
            let radius = Int((view.layer.cornerRadius * CGFloat(scale)).rounded(.up))
            list.opaque += drawn.outsideCorners(radius: radius).map { $0.intersection(clip) }.filter { !$0.isEmpty }
        }
        if target == recording, size != view.bounds.size { prepareSettled(view) }
    }

    /// Draws a card whose size is animating as it will be when its animations end, once per size it
    /// animates to and for at most `settledPerFrame` cards a frame, so the frame where a layout change
    /// ends finds most cards' crisp pictures ready. The picture is used only when the card's state at
    /// the end hashes exactly as predicted; otherwise that frame draws the card afresh, as it would
    /// have anyway.
    private func prepareSettled(_ view: UIView) {
        let id = ObjectIdentifier(view)
        if let ready = settledGroups[id], ready.view === view, ready.size == view.bounds.size { return }
        guard settledThisFrame < Renderer.settledPerFrame, !drawingSettled else { return }
        settledThisFrame += 1
        drawingSettled = true
        defer { drawingSettled = false }
        let settled = Renderer.state(of: view, settled: true)
        var hasher = Hasher(), lookHasher = Hasher(), partsResize = false
        Renderer.hashSubtree(view, shown: settled, into: &hasher, look: &lookHasher, partsResize: &partsResize, isRoot: true,
                             settled: true)
        if let stale = settledGroups.removeValue(forKey: id) { paint.free(stale.drawn.picture) }
        guard let drawn = flatten(view, shown: settled) else { return }
        settledGroups[id] = Cached(view: view, key: hasher.finalize(), look: lookHasher.finalize(), size: settled.bounds.size,
                                   drawn: drawn, lastUsed: frame)
    }

    /// Draws a card-like view and its subtree, as `shown`, into a new picture cut to its rounded bounds.
    private func flatten(_ view: UIView, shown: ViewPresentation) -> ViewContentPainter.Drawn? {
        let size = shown.bounds.size
        guard let (width, height) = painter.pixelSize(size) else { return nil }
        let isPlain = !(view is UILabel) && !(view is UIImageView)
        // An opaque background covers every pixel of the new picture: no need to clear it first.
        let picture = paint.makePicture(width: width, height: height, cleared: !isPlain || (shown.backgroundColor?.alpha ?? 0) < 1)
        let whole = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        let inside = PixelTransform.scale(scale, scale)
        let radius = XNumbers.clamped(min(16384, max(0, view.layer.cornerRadius * CGFloat(scale))), as: Int.self)
        // The view's own look without its shadow (masksToBounds clips shadows on iOS too).
        if isPlain {
            // A plain view's own look is its background alone: one fill, which the rounded cut below shapes.
            if let background = shown.backgroundColor, background.alpha > 0 {
                paint.fill(picture, whole, color: Paint.renderColor(background))
            }
        } else if let own = painter.draw(view, size: size, background: shown.backgroundColor, withShadow: false, withBorder: false) {
            paint.composite(own.picture, width: own.width, height: own.height, placement: .identity, into: picture, clip: whole)
            paint.free(own.picture)
        }
        let children = inside * .translation(-Double(view.bounds.minX), -Double(view.bounds.minY))
        for subview in view.subviewsInDrawingOrder {
            draw(subview, parent: children, opacity: 1, clip: whole, scroller: nil, into: picture)
        }
        paint.composite(painter.masks.mask(.fill(width: width, height: height, radius: radius)), width: width, height: height,
                        placement: .identity, op: PictOpInReverse, into: picture, clip: whole)
        painter.drawBorder(of: view, into: picture, at: 0, width: width, height: height)
        return ViewContentPainter.Drawn(picture: picture, width: width, height: height, padding: 0)
    }

    /// What `view` shows: its presentation, or with `settled` its model values (where its animations end).
    private static func state(of view: UIView, settled: Bool) -> ViewPresentation {
        var shown = view.presentation
        guard settled, view.isAnimating else { return shown }
        shown.center = view.center
        shown.bounds = view.bounds
        shown.transform3D = view.layer.transform
        shown.alpha = view.alpha
        shown.backgroundColor = view.backgroundColor
        return shown
    }

    /// Everything about a subtree that changes its pixels, as shown now, into `hasher`; geometry of the
    /// root itself does not (it only moves the cached picture), except its size. The same without any
    /// geometry into `look`: what the subtree looks like whatever its size, the test for stretching its
    /// last picture. One walk feeds both, since reading each view's presentation is most of the cost.
    private static func hashSubtree(_ view: UIView, shown: ViewPresentation, into hasher: inout Hasher, look: inout Hasher,
                                    partsResize: inout Bool, isRoot: Bool, settled: Bool) {
        let id = ObjectIdentifier(view), revision = view.displayRevision
        hasher.combine(id)
        look.combine(id)
        hasher.combine(revision)
        look.combine(revision)
        hasher.combine(shown.bounds)
        hasher.combine(shown.backgroundColor)
        look.combine(shown.backgroundColor)
        hasher.combine(view.isHidden)
        look.combine(view.isHidden)
        if !isRoot {
            hasher.combine(shown.center)
            let zPosition = view.layer.zPosition
            hasher.combine(shown.alpha)
            look.combine(shown.alpha)
            // Most views are not transformed: a flag hashes far faster than sixteen numbers.
            if shown.transform3D == CATransform3DIdentity {
                hasher.combine(false)
                look.combine(false)
            } else {
                hasher.combine(true)
                hasher.combine(shown.transform3D)
                look.combine(true)
                look.combine(shown.transform3D)
            }
            hasher.combine(zPosition)
            look.combine(zPosition)
        }
        guard !view.isHidden else { return }
        let subviews = view.subviews
        hasher.combine(subviews.count)
        look.combine(subviews.count)
        for subview in subviews {
            let shown = state(of: subview, settled: settled)
            if !subview.isHidden, shown.bounds.size != subview.bounds.size { partsResize = true }
            hashSubtree(subview, shown: shown, into: &hasher, look: &look, partsResize: &partsResize, isRoot: false, settled: settled)
        }
    }

    /// The view's cached picture for `key`, drawing it when there is none. While the view's size is
    /// animating (the size shown is not its model size) and only sizes and positions changed since the
    /// picture was drawn (`look` is the same), the picture is stretched instead, by at most
    /// `stretchRange`: redrawing every card at every size of a layout change costs several frames'
    /// time, and the text is drawn crisp again when the size settles. Beyond that range it is drawn
    /// afresh, so a card growing from nothing is never a few pixels blown up into blocks of colour and
    /// text is never visibly squashed. Without `mayStretch` (a card whose parts keep their sizes) it is
    /// always drawn afresh.
    private func cached(in store: inout [ObjectIdentifier: Cached], view: UIView, size: CGSize, key: Int, look: Int,
                        mayStretch: Bool = true, make: () -> ViewContentPainter.Drawn?) -> Fitted? {
        let id = ObjectIdentifier(view)
        if let entry = store[id], entry.view === view {
            if entry.key == key {
                entry.lastUsed = frame
                return Fitted(drawn: entry.drawn, stretch: (1, 1))
            }
            if mayStretch, entry.look == look, size != view.bounds.size, entry.size.width > 0, entry.size.height > 0 {
                let stretch = (x: Double(size.width / entry.size.width), y: Double(size.height / entry.size.height))
                if Renderer.stretchRange.contains(stretch.x), Renderer.stretchRange.contains(stretch.y) {
                    entry.lastUsed = frame
                    return Fitted(drawn: entry.drawn, stretch: stretch)
                }
            }
        }
        if let stale = store.removeValue(forKey: id) { paint.free(stale.drawn.picture) }
        guard let drawn = make() else { return nil }
        store[id] = Cached(view: view, key: key, look: look, size: size, drawn: drawn, lastUsed: frame)
        return Fitted(drawn: drawn, stretch: (1, 1))
    }

    private func drawScrollIndicators(of scrollView: UIScrollView, boundsToTarget: PixelTransform, alpha: Double,
                                      clip: PixelRect, scroller: ObjectIdentifier?, into target: Picture) {
        for thumb in [scrollView.verticalScrollIndicatorFrame, scrollView.horizontalScrollIndicatorFrame].compactMap({ $0 }) {
            let placement = boundsToTarget * .translation(Double(thumb.minX), Double(thumb.minY)) * .scale(1 / scale, 1 / scale)
            guard let (width, height) = painter.pixelSize(thumb.size) else { continue }
            let shape = ShapeMasks.Shape.fill(width: width, height: height, radius: min(width, height) / 2)
            emit(.shape(Paint.renderColor(UIColor(white: 0.1, alpha: 0.45), opacity: alpha), shape, width: width, height: height),
                 placement: placement, opacity: 1, clip: clip, scroller: scroller, into: target)
        }
    }

    /// Frees pictures of views that are gone or have not been drawn for a while.
    private func sweep() {
        for (id, layer) in layers where layer.view == nil || frame &- layer.lastUsed > keepFrames {
            layer.free(connection.display, paint: paint)
            layers[id] = nil
        }
        for store in [\Renderer.contents, \Renderer.groups, \Renderer.settledGroups, \Renderer.borders] {
            for (id, entry) in self[keyPath: store] where entry.view == nil || frame &- entry.lastUsed > keepFrames {
                paint.free(entry.drawn.picture)
                self[keyPath: store][id] = nil
            }
        }
    }
}
