import CX11
import CollectionEngine
import Foundation

// Flattening: a card and its subtree drawn into one picture, keyed by a hash of everything in the
// subtree that shows, and drawn ahead at its final size while its size animates.
extension Renderer {
    /// A card-like view: its subtree drawn into one picture, cut to its rounded bounds, kept until any
    /// view in the subtree changes.
    func drawFlattened(_ view: UIView, shown: ViewPresentation, local: PixelTransform, alpha: Double, clip: PixelRect,
                       scroller: ObjectIdentifier?, into target: Picture) {
        let size = shown.bounds.size, id = ObjectIdentifier(view)
        let fitted: Fitted?
        if !drawingSettled, let entry = groups[id], entry.view === view, entry.current == view.subtreeRevision {
            // Nothing in the subtree changed or animated since its picture was drawn: no need to look.
            noteUsed(entry)
            fitted = Fitted(drawn: entry.drawn, stretch: (1, 1))
        } else {
            var hasher = Hasher(), lookHasher = Hasher(), partsResize = false, animating = false
            Renderer.hashSubtree(view, shown: shown, into: &hasher, look: &lookHasher, partsResize: &partsResize,
                                 animating: &animating, isRoot: true, settled: drawingSettled)
            let key = hasher.finalize()
            if let ready = settledGroups[id], ready.view === view, ready.key == key {
                // Its size animation ended where the picture drawn ahead expected.
                settledGroups[id] = nil
                memory.remove(ready.resource, owner: self)
                ready.store = .groups
                keep(ready)
            }
            // While its parts keep their sizes, a card whose size animates is drawn afresh from them (its
            // pictures and text composited crisp from their own cached pictures) rather than stretched.
            fitted = cached(in: .groups, view: view, size: size, key: key, look: lookHasher.finalize(), mayStretch: partsResize) {
                flatten(view, shown: shown)
            }
            if let entry = groups[id], entry.key == key {
                // Read with the state just hashed: until the revision moves, the picture stays current.
                entry.current = animating || drawingSettled ? nil : view.subtreeRevision
            }
            if animating { subtreeUnkept = true }
        }
        guard let fitted else { return }
        show(fitted, local: local, alpha: alpha, clip: clip, scroller: scroller, into: target)
        // Its own opaque background under everything it holds makes it opaque but for its rounded corners;
        // only a content layer's scroll step reads that (see LayerCarry), so other lists skip it.
        if target == recording, recording != backPicture, fitted.stretch == (1, 1), alpha >= 1, (shown.backgroundColor?.alpha ?? 0) >= 1,
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
    func prepareSettled(_ view: UIView) {
        let id = ObjectIdentifier(view)
        if let ready = settledGroups[id], ready.view === view, ready.size == view.bounds.size { return }
        guard settledThisFrame < Renderer.settledPerFrame, !drawingSettled else { return }
        settledThisFrame += 1
        drawingSettled = true
        defer { drawingSettled = false }
        let settled = Renderer.state(of: view, settled: true)
        var hasher = Hasher(), lookHasher = Hasher(), partsResize = false, animating = false
        Renderer.hashSubtree(view, shown: settled, into: &hasher, look: &lookHasher, partsResize: &partsResize, animating: &animating,
                             isRoot: true, settled: true)
        discard(.settledGroups, id)
        guard let drawn = flatten(view, shown: settled) else { return }
        keep(Cached(view: view, store: .settledGroups, key: hasher.finalize(), look: lookHasher.finalize(), size: settled.bounds.size,
                    drawn: drawn, lastUsed: frame))
    }

    /// Draws a card-like view and its subtree, as `shown`, into a new picture cut to its rounded bounds.
    func flatten(_ view: UIView, shown: ViewPresentation) -> ViewContentPainter.Drawn? {
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
        paint.composite(painter.masks.mask(.fill(width: width, height: height, radius: radius, corners: ShapeMasks.corners(of: view.layer))),
                        width: width, height: height,
                        placement: .identity, op: PictOpInReverse, into: picture, clip: whole)
        painter.drawBorder(of: view, into: picture, at: 0, width: width, height: height)
        return ViewContentPainter.Drawn(picture: picture, width: width, height: height, padding: 0)
    }

    /// What `view` shows: its presentation, or with `settled` its model values (where its animations end).
    static func state(of view: UIView, settled: Bool) -> ViewPresentation {
        var shown = view.presentation
        guard settled, view.isAnimating else { return shown }
        shown.center = view.center
        shown.bounds = view.bounds
        shown.transform3D = view.layer.transform
        shown.alpha = view.alpha
        shown.backgroundColor = view.backgroundColor
        shown.isHidden = view.isHidden
        return shown
    }

    /// Everything about a subtree that changes its pixels, as shown now, into `hasher`; geometry of the
    /// root itself does not (it only moves the cached picture), except its size. The same without any
    /// geometry into `look`: what the subtree looks like whatever its size, the test for stretching its
    /// last picture. One walk feeds both, since reading each view's presentation is most of the cost.
    /// `animating` becomes true when any view of the subtree animates.
    static func hashSubtree(_ view: UIView, shown: ViewPresentation, into hasher: inout Hasher, look: inout Hasher,
                            partsResize: inout Bool, animating: inout Bool, isRoot: Bool, settled: Bool) {
        let id = ObjectIdentifier(view), revision = view.displayRevision
        if view.isAnimating { animating = true }
        hasher.combine(id)
        look.combine(id)
        hasher.combine(revision)
        look.combine(revision)
        hasher.combine(shown.bounds)
        hasher.combine(shown.backgroundColor)
        look.combine(shown.backgroundColor)
        hasher.combine(shown.isHidden)
        look.combine(shown.isHidden)
        if !isRoot {
            hasher.combine(shown.center)
            let zPosition = view.layer.zPosition
            hasher.combine(shown.alpha)
            look.combine(shown.alpha)
            // Most views are not transformed: a flag hashes far faster than sixteen numbers.
            if shown.hasIdentityTransform {
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
        guard !shown.isHidden else { return }
        let subviews = view.subviews
        hasher.combine(subviews.count)
        look.combine(subviews.count)
        for subview in subviews {
            let shown = state(of: subview, settled: settled)
            if !shown.isHidden, shown.bounds.size != subview.bounds.size { partsResize = true }
            hashSubtree(subview, shown: shown, into: &hasher, look: &look, partsResize: &partsResize, animating: &animating,
                        isRoot: false, settled: settled)
        }
    }
}
