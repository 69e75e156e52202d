import CX11
import CollectionEngine
import Foundation

/// The one drawing layer: composites the engine's view tree back to front into an off-screen back
/// buffer, then shows the buffer with one XCopyArea per frame, so the window never shows a half-drawn
/// frame.
///
/// How a frame is drawn, chosen from the costs in shared/X11-NOTES.md (the X server pays per
/// request; caching a view's content and compositing it beat redrawing it; tessellated rounded
/// corners are ruinous):
/// - a plain coloured rectangle is one fill;
/// - any other view's own look is drawn once into a cached picture (`ViewContentPainter`) and
///   composited each frame, through a transform only when the view is not merely moved;
/// - a view that clips its subviews to rounded corners (a card) is flattened with its subtree into one
///   cached picture, redrawn only when something in the subtree changes, so a frame of 500 unchanged
///   cards is 500 composites.
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
        var drawn: ViewContentPainter.Drawn
        var lastUsed: UInt64
        init(view: UIView, key: Int, drawn: ViewContentPainter.Drawn, lastUsed: UInt64) {
            self.view = view
            self.key = key
            self.drawn = drawn
            self.lastUsed = lastUsed
        }
    }

    private var contents: [ObjectIdentifier: Cached] = [:]
    private var groups: [ObjectIdentifier: Cached] = [:]
    private var borders: [ObjectIdentifier: Cached] = [:]
    private var frame: UInt64 = 0
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
        if copyGC == nil { copyGC = XCreateGC(display, window, 0, nil) }
    }

    /// Draws `root` (sized `width` × `height` pixels) into the back buffer.
    func render(_ root: UIView, width: Int, height: Int) {
        frame &+= 1
        let clip = PixelRect(x0: 0, y0: 0, x1: min(width, bufferWidth), y1: min(height, bufferHeight))
        paint.fill(backPicture, clip, color: Paint.renderColor(.white), op: PictOpSrc)
        draw(root, parent: .scale(scale, scale), opacity: 1, clip: clip, into: backPicture)
        if frame % 60 == 0 { sweep() }
    }

    /// Shows the back buffer: one request.
    func present(to window: Window, width: Int, height: Int) {
        guard let copyGC else { return }
        XCopyArea(connection.display, backPixmap, window, copyGC, 0, 0,
                  UInt32(min(width, bufferWidth)), UInt32(min(height, bufferHeight)), 0, 0)
    }

    /// Forgets every cached picture (the benchmark uses it to time a cold, full repaint).
    func discardCaches() {
        for store in [contents, groups, borders] { for entry in store.values { paint.free(entry.drawn.picture) } }
        contents.removeAll()
        groups.removeAll()
        borders.removeAll()
    }

    // MARK: The tree walk

    /// `parent` maps the superview's bounds coordinates (points) to the target's pixels.
    ///
    /// Geometry, alpha and background come from the view's `presentation`: what is on screen now, mid
    /// animation, rather than where the view is going.
    private func draw(_ view: UIView, parent: PixelTransform, opacity: Double, clip: PixelRect, into target: Picture) {
        let shown = view.presentation
        let alpha = opacity * Double(shown.alpha)
        let size = shown.bounds.size
        guard !view.isHidden, alpha > 0.002, size.width.isFinite, size.height.isFinite,
              shown.center.x.isFinite, shown.center.y.isFinite else { return }
        var local = parent * .translation(Double(shown.center.x), Double(shown.center.y))
        if shown.transform3D != CATransform3DIdentity { local = local * PixelTransform(shown.transform3D) }
        local = local * .translation(-Double(size.width) / 2, -Double(size.height) / 2)

        if view.clipsToBounds, view.layer.cornerRadius > 0, !view.subviews.isEmpty {
            drawFlattened(view, shown: shown, local: local, alpha: alpha, clip: clip, into: target)
            return
        }
        drawOwnContent(view, shown: shown, local: local, alpha: alpha, clip: clip, into: target)
        defer { drawBorderAbove(view, size: size, local: local, alpha: alpha, clip: clip, into: target) }
        var childClip = clip
        if view.clipsToBounds {
            guard let box = local.boundingBox(width: Double(size.width), height: Double(size.height)) else { return }
            childClip = clip.intersection(box)
            if childClip.isEmpty { return }
        }
        let children = local * .translation(-Double(view.bounds.minX), -Double(view.bounds.minY))
        for subview in view.subviewsInDrawingOrder {
            draw(subview, parent: children, opacity: alpha, clip: childClip, into: target)
        }
        if let scrollView = view as? UIScrollView {
            drawScrollIndicators(of: scrollView, boundsToTarget: children, alpha: alpha, clip: childClip, into: target)
        }
    }

    private func drawOwnContent(_ view: UIView, shown: ViewPresentation, local: PixelTransform, alpha: Double, clip: PixelRect,
                                into target: Picture) {
        guard ViewContentPainter.hasContent(view, background: shown.backgroundColor) else { return }
        if ViewContentPainter.isPlainRectangle(view), let color = shown.backgroundColor, let offset = local.translationOnly,
           let (width, height) = painter.pixelSize(shown.bounds.size) {
            let rect = PixelRect(x0: offset.x, y0: offset.y, x1: offset.x + width, y1: offset.y + height).intersection(clip)
            paint.fill(target, rect, color: Paint.renderColor(color, opacity: alpha))
            return
        }
        guard let drawn = cachedContent(of: view, shown: shown) else { return }
        show(drawn, local: local, alpha: alpha, clip: clip, into: target)
    }

    /// Composites a cached picture where the view is: `local` maps the view's points to the target.
    private func show(_ drawn: ViewContentPainter.Drawn, local: PixelTransform, alpha: Double, clip: PixelRect, into target: Picture) {
        let placement = local * .scale(1 / scale, 1 / scale) * .translation(-Double(drawn.padding), -Double(drawn.padding))
        if placement.isAffine {
            paint.composite(drawn.picture, width: drawn.width, height: drawn.height, placement: placement,
                            mask: paint.opacityMask(alpha), into: target, clip: clip)
        } else {
            paint.compositeProjected(drawn.picture, width: drawn.width, height: drawn.height, placement: placement,
                                     opacity: alpha, into: target, clip: clip)
        }
    }

    private func cachedContent(of view: UIView, shown: ViewPresentation) -> ViewContentPainter.Drawn? {
        cached(in: &contents, view: view, key: Renderer.contentKey(view, size: shown.bounds.size, background: shown.backgroundColor)) {
            painter.draw(view, size: shown.bounds.size, background: shown.backgroundColor,
                         withShadow: true, withBorder: view.subviews.isEmpty)
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
    private func drawBorderAbove(_ view: UIView, size: CGSize, local: PixelTransform, alpha: Double, clip: PixelRect, into target: Picture) {
        guard view.layer.borderWidth > 0, !view.subviews.isEmpty,
              let drawn = cached(in: &borders, view: view, key: Renderer.contentKey(view, size: size, background: nil),
                                 make: { painter.drawBorderOnly(view, size: size) })
        else { return }
        show(drawn, local: local, alpha: alpha, clip: clip, into: target)
    }

    /// A card-like view: its subtree drawn into one picture, cut to its rounded bounds, kept until any
    /// view in the subtree changes.
    private func drawFlattened(_ view: UIView, shown: ViewPresentation, local: PixelTransform, alpha: Double, clip: PixelRect,
                               into target: Picture) {
        var hasher = Hasher()
        Renderer.hashSubtree(view, into: &hasher, isRoot: true)
        let size = shown.bounds.size
        let drawn = cached(in: &groups, view: view, key: hasher.finalize()) { () -> ViewContentPainter.Drawn? in
            guard let (width, height) = painter.pixelSize(size) else { return nil }
            let picture = paint.makePicture(width: width, height: height)
            let whole = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
            let inside = PixelTransform.scale(scale, scale)
            // The view's own look without its shadow (masksToBounds clips shadows on iOS too).
            if let own = painter.draw(view, size: size, background: shown.backgroundColor, withShadow: false, withBorder: false) {
                paint.composite(own.picture, width: own.width, height: own.height, placement: .identity, into: picture, clip: whole)
                paint.free(own.picture)
            }
            let children = inside * .translation(-Double(view.bounds.minX), -Double(view.bounds.minY))
            for subview in view.subviewsInDrawingOrder {
                draw(subview, parent: children, opacity: 1, clip: whole, into: picture)
            }
            let radius = XNumbers.clamped(min(16384, max(0, view.layer.cornerRadius * CGFloat(scale))), as: Int.self)
            paint.composite(painter.masks.mask(.fill(width: width, height: height, radius: radius)), width: width, height: height,
                            placement: .identity, op: PictOpInReverse, into: picture, clip: whole)
            painter.drawBorder(of: view, into: picture, at: 0, width: width, height: height)
            return ViewContentPainter.Drawn(picture: picture, width: width, height: height, padding: 0)
        }
        guard let drawn else { return }
        show(drawn, local: local, alpha: alpha, clip: clip, into: target)
    }

    /// Everything about a subtree that changes its pixels, as shown now; geometry of the root itself
    /// does not (it only moves the cached picture), except its size.
    private static func hashSubtree(_ view: UIView, into hasher: inout Hasher, isRoot: Bool) {
        let shown = view.presentation
        hasher.combine(ObjectIdentifier(view))
        hasher.combine(view.displayRevision)
        hasher.combine(shown.bounds)
        hasher.combine(shown.backgroundColor)
        hasher.combine(view.isHidden)
        if !isRoot {
            hasher.combine(shown.center)
            hasher.combine(shown.alpha)
            hasher.combine(shown.transform3D)
            hasher.combine(view.layer.zPosition)
        }
        guard !view.isHidden else { return }
        hasher.combine(view.subviews.count)
        for subview in view.subviews { hashSubtree(subview, into: &hasher, isRoot: false) }
    }

    private func cached(in store: inout [ObjectIdentifier: Cached], view: UIView, key: Int,
                        make: () -> ViewContentPainter.Drawn?) -> ViewContentPainter.Drawn? {
        let id = ObjectIdentifier(view)
        if let entry = store[id], entry.view === view, entry.key == key {
            entry.lastUsed = frame
            return entry.drawn
        }
        if let stale = store.removeValue(forKey: id) { paint.free(stale.drawn.picture) }
        guard let drawn = make() else { return nil }
        store[id] = Cached(view: view, key: key, drawn: drawn, lastUsed: frame)
        return drawn
    }

    private func drawScrollIndicators(of scrollView: UIScrollView, boundsToTarget: PixelTransform, alpha: Double,
                                      clip: PixelRect, into target: Picture) {
        for thumb in [scrollView.verticalScrollIndicatorFrame, scrollView.horizontalScrollIndicatorFrame].compactMap({ $0 }) {
            let placement = boundsToTarget * .translation(Double(thumb.minX), Double(thumb.minY)) * .scale(1 / scale, 1 / scale)
            guard let (width, height) = painter.pixelSize(thumb.size) else { continue }
            let mask = painter.masks.mask(.fill(width: width, height: height, radius: min(width, height) / 2))
            paint.composite(paint.solid(UIColor(white: 0.1, alpha: 0.45), opacity: alpha), width: width, height: height,
                            placement: placement, mask: mask, into: target, clip: clip)
        }
    }

    /// Frees pictures of views that are gone or have not been drawn for a while.
    private func sweep() {
        for store in [\Renderer.contents, \Renderer.groups, \Renderer.borders] {
            for (id, entry) in self[keyPath: store] where entry.view == nil || frame &- entry.lastUsed > keepFrames {
                paint.free(entry.drawn.picture)
                self[keyPath: store][id] = nil
            }
        }
    }
}
