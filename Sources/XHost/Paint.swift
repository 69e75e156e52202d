import CX11
import CollectionEngine
import Foundation

/// The handful of XRender operations everything else is drawn with: solid colours, fills, and one
/// composite that takes the cheap path (a plain copy at a whole-pixel offset) whenever it can and
/// samples through a transform only when a view is scaled, rotated or in perspective.
@MainActor
final class Paint {
    let connection: DisplayConnection
    private var solids: [UInt64: Picture] = [:]
    /// Pictures left with a transform or a sampling other than identity and bilinear by their last
    /// draw. A picture is shared between draws, so each draw states what it needs, but a request is
    /// sent only when that differs: a card stretched on every frame of a layout change costs one
    /// transform request a frame, not four state changes around each composite.
    private var sourceStates: [Picture: SourceState] = [:]
    /// Where pictures are known to hold only opaque pixels (an opaque image, an opaque background), in
    /// their own pixels: composited there at full opacity, they hide whatever lies beneath.
    private var opaqueAreas: [Picture: PixelRect] = [:]
    /// The GC each upload into a pixmap of a depth uses, by depth (32 for images, 8 for masks): made on
    /// first use and kept, since a GC made and freed per upload is two more requests and a client-side
    /// record each time, and an upload sets nothing in it.
    private var uploadGCs: [Int32: GC] = [:]

    private struct SourceState: Equatable {
        var transform = PixelTransform.identity
        var sampling = Sampling.bilinear
    }

    init(connection: DisplayConnection) { self.connection = connection }

    var display: OpaquePointer { connection.display }

    /// `color` at `opacity`, premultiplied, as XRender wants it.
    static func renderColor(_ color: UIColor, opacity: Double = 1) -> XRenderColor {
        let r = color.red, g = color.green, b = color.blue
        let alpha = Double(color.alpha) * opacity
        let channel = XNumbers.channel
        return XRenderColor(red: channel(Double(r) * alpha), green: channel(Double(g) * alpha),
                            blue: channel(Double(b) * alpha), alpha: channel(alpha))
    }

    /// A one-colour source picture, kept by colour (a UI has few colours).
    func solid(_ color: XRenderColor) -> Picture {
        let key = UInt64(color.red >> 8) << 24 | UInt64(color.green >> 8) << 16 | UInt64(color.blue >> 8) << 8 | UInt64(color.alpha >> 8)
        if let picture = solids[key] { return picture }
        if solids.count > 1024 { clearSolids() }
        var value = color
        let picture = XRenderCreateSolidFill(display, &value)
        solids[key] = picture
        return picture
    }

    func solid(_ color: UIColor, opacity: Double = 1) -> Picture { solid(Paint.renderColor(color, opacity: opacity)) }

    /// Whether a view's opacity is drawn as full: with no mask, so an opaque picture stays opaque.
    static func isOpaque(_ opacity: Double) -> Bool { opacity >= 0.998 }

    /// The mask that applies a view's opacity, or none (0) when it is opaque.
    func opacityMask(_ opacity: Double) -> Picture {
        guard !Paint.isOpaque(opacity) else { return 0 }
        return solid(XRenderColor(red: 0, green: 0, blue: 0, alpha: XNumbers.channel(opacity)))
    }

    func fill(_ target: Picture, _ rect: PixelRect, color: XRenderColor, op: Int32 = PictOpOver) {
        guard !rect.isEmpty else { return }
        var value = color
        XRenderFillRectangle(display, op, target, &value, Int32(clamping: rect.x0), Int32(clamping: rect.y0),
                             UInt32(clamping: rect.width), UInt32(clamping: rect.height))
    }

    /// Fills each of `rects` (which must not overlap, or a translucent colour is drawn twice there) in one request.
    func fill(_ target: Picture, _ rects: [PixelRect], color: XRenderColor, op: Int32 = PictOpOver) {
        var value = color
        var list = rects.filter { !$0.isEmpty }.map(\.xRectangle)
        guard !list.isEmpty else { return }
        XRenderFillRectangles(display, op, target, &value, &list, Int32(list.count))
    }

    /// Limits every later draw into `target` to `rects`, until `unclip`.
    func clip(_ target: Picture, to rects: [PixelRect]) {
        var list = rects.map(\.xRectangle)
        XRenderSetPictureClipRectangles(display, target, 0, 0, &list, Int32(list.count))
    }

    /// Lifts `clip`'s limit.
    func unclip(_ target: Picture) {
        var none = XRenderPictureAttributes()
        none.clip_mask = 0
        XRenderChangePicture(display, target, UInt(CPClipMask), &none)
    }

    /// Makes an empty ARGB picture of `width` × `height` pixels; with `cleared` false its pixels are
    /// undefined, for a caller that covers all of them.
    func makePicture(width: Int, height: Int, cleared: Bool = true) -> Picture {
        let pixmap = XCreatePixmap(display, connection.root, UInt32(clamping: width), UInt32(clamping: height), 32)
        let picture = XRenderCreatePicture(display, pixmap, connection.argbFormat, 0, nil)
        XFreePixmap(display, pixmap)  // the picture holds it
        XRenderSetPictureFilter(display, picture, "bilinear", nil, 0)
        if cleared { fill(picture, PixelRect(x0: 0, y0: 0, x1: width, y1: height), color: XRenderColor(), op: PictOpSrc) }
        return picture
    }

    /// How a picture drawn through a scaling or turning transform is sampled.
    enum Sampling {
        /// Bilinear: smooth, what every picture is set to.
        case bilinear
        /// The nearest pixel: several times cheaper for the X server, for pictures shown only for a frame.
        case nearest
    }

    /// Draws `source` (`width` × `height` pixels) where `placement` maps its pixels in `target`,
    /// limited to `clip`. `mask` (0 for none) is read at the source's coordinates; the source itself
    /// `sourceOrigin` further on (a repeating picture read from another start: a `ContentLayer`).
    func composite(_ source: Picture, width: Int, height: Int, placement: PixelTransform, mask: Picture = 0,
                   op: Int32 = PictOpOver, into target: Picture, clip: PixelRect, sampling: Sampling = .bilinear,
                   sourceOrigin: SIMD2<Int> = .zero) {
        if let offset = placement.translationOnly {
            let area = PixelRect(x0: offset.x, y0: offset.y, x1: offset.x + width, y1: offset.y + height).intersection(clip)
            guard !area.isEmpty else { return }
            prepare(source, SourceState())
            let mx = Int32(clamping: area.x0 - offset.x), my = Int32(clamping: area.y0 - offset.y)
            XRenderComposite(display, op, source, mask, target, mx + Int32(clamping: sourceOrigin.x), my + Int32(clamping: sourceOrigin.y), mx, my,
                             Int32(clamping: area.x0), Int32(clamping: area.y0), UInt32(clamping: area.width), UInt32(clamping: area.height))
            return
        }
        guard let inverse = placement.inverse.map({ .translation(Double(sourceOrigin.x), Double(sourceOrigin.y)) * $0 }),
              let area = placement.boundingBox(width: Double(width), height: Double(height))?.intersection(clip),
              !area.isEmpty else { return }
        composite(source, through: inverse, mask: mask, into: target, area: area, op: op, sampling: sampling)
    }

    /// Composites `area` of `target` from `source` sampled through `inverse` (target to source pixels).
    private func composite(_ source: Picture, through inverse: PixelTransform, mask: Picture, into target: Picture,
                           area: PixelRect, op: Int32, sampling: Sampling = .bilinear) {
        prepare(source, SourceState(transform: inverse, sampling: sampling))
        let x = Int32(clamping: area.x0), y = Int32(clamping: area.y0)
        XRenderComposite(display, op, source, mask, target, x, y, 0, 0, x, y, UInt32(clamping: area.width), UInt32(clamping: area.height))
    }

    /// Sets `source`'s transform and sampling to `state`, sending only what differs from its last draw.
    private func prepare(_ source: Picture, _ state: SourceState) {
        let current = sourceStates[source] ?? SourceState()
        guard current != state else { return }
        if current.transform != state.transform {
            var transform = state.transform.xTransform
            XRenderSetPictureTransform(display, source, &transform)
        }
        if current.sampling != state.sampling {
            XRenderSetPictureFilter(display, source, state.sampling == .nearest ? "nearest" : "bilinear", nil, 0)
        }
        sourceStates[source] = state == SourceState() ? nil : state
    }

    /// Draws `source` through a perspective `placement` at `opacity`, covering exactly the projected
    /// quadrilateral.
    ///
    /// Sampling through a projective transform picks up the picture's edge just outside the quad (thin
    /// seams above a card turned in perspective), so the pixels drawn are limited by a coverage mask of
    /// the quad, drawn with the opacity as its colour. The quad is first cut to `clip` and to what is in
    /// front of the eye (`PixelTransform.outline`), so its corners fit XRender's fixed point however far
    /// they project.
    func compositeProjected(_ source: Picture, width: Int, height: Int, placement: PixelTransform, opacity: Double,
                            into target: Picture, clip: PixelRect) {
        let outline = placement.outline(width: Double(width), height: Double(height), clippedTo: clip)
        guard let inverse = placement.inverse,
              let minX = outline.map(\.x).min(), let maxX = outline.map(\.x).max(),
              let minY = outline.map(\.y).min(), let maxY = outline.map(\.y).max() else { return }
        let area = PixelRect(x0: XNumbers.clamped(minX, .down), y0: XNumbers.clamped(minY, .down),
                             x1: XNumbers.clamped(maxX, .up), y1: XNumbers.clamped(maxY, .up)).intersection(clip)
        guard !area.isEmpty else { return }
        func point(_ corner: (x: Double, y: Double)) -> XPointFixed {
            XPointFixed(x: XNumbers.fixed(corner.x - Double(area.x0)), y: XNumbers.fixed(corner.y - Double(area.y0)))
        }
        // The outline is convex: a fan from its first vertex covers it.
        var triangles = (1..<(outline.count - 1)).map { XTriangle(p1: point(outline[0]), p2: point(outline[$0]), p3: point(outline[$0 + 1])) }
        let pixmap = XCreatePixmap(display, connection.root, UInt32(clamping: area.width), UInt32(clamping: area.height), 8)
        let coverage = XRenderCreatePicture(display, pixmap, connection.alphaFormat, 0, nil)
        XFreePixmap(display, pixmap)
        fill(coverage, PixelRect(x0: 0, y0: 0, x1: area.width, y1: area.height), color: XRenderColor(), op: PictOpSrc)
        let ink = solid(XRenderColor(red: 0, green: 0, blue: 0, alpha: XNumbers.channel(opacity)))
        XRenderCompositeTriangles(display, PictOpAdd, ink, coverage, connection.alphaFormat, 0, 0, &triangles, Int32(triangles.count))
        composite(source, through: inverse, mask: coverage, into: target, area: area, op: PictOpOver)
        XRenderFreePicture(display, coverage)
    }

    /// A picture holding client pixels: premultiplied ARGB32 (4 bytes a pixel, B G R A in memory) or
    /// A8 coverage (1 byte a pixel), rows packed. It filters bilinearly when drawn scaled.
    func picture(fromPixels pixels: [UInt8], width: Int, height: Int, bytesPerPixel: Int, sharedMemory: SharedMemoryUpload? = nil) -> Picture {
        let depth: Int32 = bytesPerPixel == 4 ? 32 : 8
        let pixmap = XCreatePixmap(display, connection.root, UInt32(width), UInt32(height), UInt32(depth))
        // Through shared memory when the server reads ours: the socket never fills with a large image.
        if bytesPerPixel != 4 || sharedMemory?.put(pixels, width: width, height: height, into: pixmap, gc: uploadGC(depth: depth, for: pixmap)) != true {
            put(pixels, width: width, height: height, bytesPerPixel: bytesPerPixel, depth: depth, into: pixmap)
        }
        let picture = XRenderCreatePicture(display, pixmap, bytesPerPixel == 4 ? connection.argbFormat : connection.alphaFormat, 0, nil)
        XFreePixmap(display, pixmap)  // the picture keeps it alive
        if bytesPerPixel == 4 { XRenderSetPictureFilter(display, picture, "bilinear", nil, 0) }
        return picture
    }

    /// Uploads `pixels` (4 bytes a pixel, or 1 for an alpha mask) as a picture that `owner` keeps as
    /// `kind`, counted in `memory` from now on at the size the server stores it.
    func picture(fromPixels pixels: [UInt8], width: Int, height: Int, bytesPerPixel: Int,
                 countedIn memory: ServerMemory, as kind: ServerMemory.Resource.Kind, owner: AnyObject) -> Picture {
        let picture = picture(fromPixels: pixels, width: width, height: height, bytesPerPixel: bytesPerPixel)
        memory.add(kind, bytes: ServerMemory.pixmapBytes(width: width, height: height, depth: bytesPerPixel == 4 ? 32 : 8),
                   owner: owner)
        return picture
    }

    /// Sends client pixels to `pixmap` through the socket (XPutImage).
    private func put(_ pixels: [UInt8], width: Int, height: Int, bytesPerPixel: Int, depth: Int32, into pixmap: Pixmap) {
        // XPutImage only reads the bytes: no copy of them for Xlib's mutable pointer.
        pixels.withUnsafeBytes { buffer in
            guard buffer.count >= width * height * bytesPerPixel,
                  let image = XCreateImage(display, connection.visual, UInt32(depth), ZPixmap, 0,
                                           buffer.baseAddress.map { UnsafeMutablePointer(mutating: $0.assumingMemoryBound(to: CChar.self)) },
                                           UInt32(width), UInt32(height), Int32(bytesPerPixel * 8), Int32(width * bytesPerPixel)) else { return }
            defer {
                image.pointee.data = nil  // the bytes are Swift's; XDestroyImage must not free them
                XDestroyImage(image)
            }
            guard let gc = uploadGC(depth: depth, for: pixmap) else { return }
            XPutImage(display, pixmap, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height))  // Xlib splits large ones
        }
    }

    /// The GC that uploads into pixmaps of `depth`; `drawable`, of that depth and on the root's screen,
    /// makes it when there is none yet (a GC works on every drawable of the depth and screen it was made for).
    /// Nil only when the GC cannot be made (Xlib is out of memory).
    func uploadGC(depth: Int32, for drawable: Pixmap) -> GC? {
        if let gc = uploadGCs[depth] { return gc }
        guard let gc = XCreateGC(display, drawable, 0, nil) else { return nil }
        uploadGCs[depth] = gc
        return gc
    }

    /// Frees the upload GCs, at shutdown: Xlib keeps each GC's client-side record until `XFreeGC`.
    func freeGCs() {
        for gc in uploadGCs.values { XFreeGC(display, gc) }
        uploadGCs.removeAll()
    }

    /// Records that `picture` holds only opaque pixels over `area`.
    func noteOpaque(_ picture: Picture, _ area: PixelRect) {
        if !area.isEmpty { opaqueAreas[picture] = area }
    }

    /// Where `picture` is known to hold only opaque pixels, in its own pixels (empty: nowhere known).
    func opaqueArea(of picture: Picture) -> PixelRect {
        opaqueAreas[picture] ?? PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    }

    /// The pixels an opaque `width` × `height` source composited through `placement` (a move, or a
    /// move and a scale, sampled bilinearly) leaves opaque; nil for any other placement.
    ///
    /// Scaled, a pixel is opaque only when both of bilinear's taps along each axis fall inside the
    /// source: at an enlarged image's edges a tap falls outside, where a picture that does not repeat
    /// is transparent, so the edge pixels are partly see-through. A sixteenth of a pixel is kept
    /// clear of the limit for the server's fixed-point rounding.
    nonisolated static func opaqueArea(ofOpaque width: Int, _ height: Int, placement: PixelTransform) -> PixelRect? {
        if let offset = placement.translationOnly {
            return PixelRect(x0: offset.x, y0: offset.y, x1: offset.x + width, y1: offset.y + height)
        }
        let m = placement.m
        guard placement.isAffine, m[1] == 0, m[3] == 0, m[0] > 0, m[4] > 0 else { return nil }
        // Target pixel i's centre samples the source at u = (i + ½ − move) / scale; its taps lie inside
        // while ½ ≤ u ≤ size − ½.
        func span(move: Double, scale: Double, size: Int) -> (Int, Int)? {
            let margin = 1.0 / 16
            let low = (move + scale * (0.5 + margin) - 0.5).rounded(.up)
            let high = (move + scale * (Double(size) - 0.5 - margin) - 0.5).rounded(.down) + 1
            guard low.isFinite, high.isFinite, abs(low) < 1e6, abs(high) < 1e6, low < high else { return nil }
            return (Int(low), Int(high))
        }
        guard let x = span(move: m[2], scale: m[0], size: width), let y = span(move: m[5], scale: m[4], size: height) else { return nil }
        return PixelRect(x0: x.0, y0: y.0, x1: x.1, y1: y.1)
    }

    func free(_ picture: Picture) {
        sourceStates[picture] = nil
        opaqueAreas[picture] = nil
        XRenderFreePicture(display, picture)
    }

    func clearSolids() {
        for picture in solids.values { free(picture) }
        solids.removeAll()
    }
}
