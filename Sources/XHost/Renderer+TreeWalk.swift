import CX11
import CollectionEngine
import Foundation

// The tree walk: back to front through the view tree, each view's own look, its border, a scroll view's
// indicators, and the content layers of collection views with a fixed background.
extension Renderer {
    /// `parent` maps the superview's bounds coordinates (points) to the target's pixels.
    ///
    /// Geometry, alpha and background come from the view's `presentation`: what is on screen now, mid
    /// animation, rather than where the view is going.
    func draw(_ view: UIView, parent: PixelTransform, opacity: Double, clip: PixelRect, scroller: ObjectIdentifier?,
              into target: Picture) {
        // An animating view records something else every frame: keeping it would be bookkeeping for
        // nothing (a layout change animates hundreds of cards).
        if target == recording, !drawingSettled, !view.isAnimating {
            drawRecorded(view, parent: parent, opacity: opacity, clip: clip, scroller: scroller, into: target)
        } else {
            drawWalked(view, parent: parent, opacity: opacity, clip: clip, scroller: scroller, into: target)
        }
    }

    /// `draw` without replaying what the subtree recorded last time (see `drawRecorded`).
    func drawWalked(_ view: UIView, parent: PixelTransform, opacity: Double, clip: PixelRect, scroller: ObjectIdentifier?,
                    into target: Picture) {
        // What an animation shows changes with every frame: no recording of the subtree is kept.
        if view.isAnimating { subtreeUnkept = true }
        // A subtree with its own appearance resolves its dynamic colours in it.
        let outerTraits = view.userInterfaceStyleOverride.map { style in
            let outer = UITraitCollection.current
            UITraitCollection.current = UITraitCollection(traitsFrom: [outer, UITraitCollection(userInterfaceStyle: style)])
            return outer
        }
        defer { if let outerTraits { UITraitCollection.current = outerTraits } }
        let shown = Renderer.state(of: view, settled: drawingSettled)
        let alpha = opacity * Double(shown.alpha)
        let size = shown.bounds.size
        guard !shown.isHidden, alpha > 0.002, size.width.isFinite, size.height.isFinite,
              shown.center.x.isFinite, shown.center.y.isFinite else { return }
        var local = parent * .translation(Double(shown.center.x), Double(shown.center.y))
        if !shown.hasIdentityTransform { local = local * PixelTransform(shown.transform3D) }
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
            if childClip.isEmpty {
                clippedAway &+= 1
                return
            }
        }
        var children = local * .translation(-Double(view.bounds.minX), -Double(view.bounds.minY))
        // A scroll view's content moves with its bounds' origin: the next frame may copy it.
        let contentScroller = view is UIScrollView ? ObjectIdentifier(view) : scroller
        var layered = false
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
                layered = true
            } else if target == recording {
                list.scrollers[ObjectIdentifier(view)] = DisplayList.Scroller(region: childClip, origin: unscaled ? (children.m[2], children.m[5]) : nil)
            }
        }
        if !layered {
            for subview in view.subviewsInDrawingOrder {
                draw(subview, parent: children, opacity: alpha, clip: childClip, scroller: contentScroller, into: target)
            }
        }
        // Above the content, layered or not, and once: the thumb is translucent, so a second draw would darken it.
        if let scrollView = view as? UIScrollView {
            drawScrollIndicators(of: scrollView, boundsToTarget: children, alpha: alpha, clip: childClip, scroller: scroller, into: target)
        }
    }

    /// A collection view whose `backgroundView` stays put while its content scrolls over it: copying a
    /// scroll step within the back buffer would drag the backdrop along under translucent cards, so the
    /// content is kept in a layer of its own, scrolled by turning the layer's ring (drawing only the
    /// exposed strip and what changed there), and the frame is the backdrop with the layer over it:
    /// two composites, however many cards show, and over the opaque cards none (see `LayerCarry`).
    func drawLayered(_ view: UIView, pinned: UIView, children: PixelTransform, alpha: Double, region: PixelRect,
                     scroller: ObjectIdentifier?) {
        draw(pinned, parent: children, opacity: alpha, clip: region, scroller: scroller, into: backPicture)
        let id = ObjectIdentifier(view)
        let layer: ContentLayer
        if let existing = layers[id], existing.view === view, existing.width == region.width, existing.height == region.height {
            layer = existing
            memory.touch(.contentLayer(id), owner: self)
        } else {
            discardLayer(id)
            layer = ContentLayer(view: view, width: region.width, height: region.height, connection: connection)
            layers[id] = layer
            memory.add(.contentLayer(id), bytes: ServerMemory.pixmapBytes(width: region.width, height: region.height, depth: 32), owner: self)
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

    func drawOwnContent(_ view: UIView, shown: ViewPresentation, local: PixelTransform, alpha: Double, clip: PixelRect,
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
        let magnification = contentMagnification(of: view, size: shown.bounds.size, local: local)
        guard let fitted = cachedContent(of: view, shown: shown, magnification: magnification) else { return }
        show(fitted, local: local, alpha: alpha, clip: clip, scroller: scroller, into: target)
    }

    /// How many times its size an image view's picture is drawn: a photo zoomed in a scroll view shows
    /// the image's own pixels, as on iOS, where the layer's contents are the image itself, rather than
    /// its picture at the view's size enlarged. 1 for any other view (borders, corners and shadows are
    /// drawn at the view's size), and never more than the image has pixels for, or 4.
    func contentMagnification(of view: UIView, size: CGSize, local: PixelTransform) -> Int {
        guard let image = (view as? UIImageView)?.displayedImage, local.isAffine, view.layer.borderWidth <= 0,
              view.layer.cornerRadius <= 0, view.layer.shadowOpacity <= 0 else { return 1 }
        // `local` maps the view's points to pixels: beyond the pixel scale, it is the zoom.
        let zoom = abs(local.m[0] * local.m[4] - local.m[1] * local.m[3]).squareRoot() / scale
        guard zoom > 1.01 else { return 1 }
        let viewPixels = Double(max(size.width, size.height)) * scale
        let imagePixels = Double(max(image.size.width, image.size.height) * image.scale)
        guard viewPixels >= 1 else { return 1 }
        let limits = [zoom.rounded(.up), (imagePixels / viewPixels).rounded(.up), (8192 / viewPixels).rounded(.down), 4]
        return Int(max(1, limits.min() ?? 1))
    }

    /// Composites a cached picture where the view is: `local` maps the view's points to the target.
    func show(_ fitted: Fitted, local: PixelTransform, alpha: Double, clip: PixelRect, scroller: ObjectIdentifier?,
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

    /// The border of a view with subviews, which goes above them.
    func drawBorderAbove(_ view: UIView, size: CGSize, local: PixelTransform, alpha: Double, clip: PixelRect,
                         scroller: ObjectIdentifier?, into target: Picture) {
        guard view.layer.borderWidth > 0, !view.subviews.isEmpty,
              let fitted = cached(in: .borders, view: view, size: size, key: Renderer.contentKey(view, size: size, background: nil),
                                  look: Renderer.contentKey(view, size: .zero, background: nil),
                                  make: { painter.drawBorderOnly(view, size: size) })
        else { return }
        show(fitted, local: local, alpha: alpha, clip: clip, scroller: scroller, into: target)
    }

    func drawScrollIndicators(of scrollView: UIScrollView, boundsToTarget: PixelTransform, alpha: Double,
                              clip: PixelRect, scroller: ObjectIdentifier?, into target: Picture) {
        for thumb in [scrollView.verticalScrollIndicatorFrame, scrollView.horizontalScrollIndicatorFrame].compactMap({ $0 }) {
            let placement = boundsToTarget * .translation(Double(thumb.minX), Double(thumb.minY)) * .scale(1 / scale, 1 / scale)
            guard let (width, height) = painter.pixelSize(thumb.size) else { continue }
            let shape = ShapeMasks.Shape.fill(width: width, height: height, radius: min(width, height) / 2)
            emit(.shape(Paint.renderColor(UIColor(white: 0.1, alpha: 0.45), opacity: alpha), shape, width: width, height: height),
                 placement: placement, opacity: 1, clip: clip, scroller: scroller, into: target)
        }
    }
}
