import CX11
import CollectionEngine
import Foundation

// Recording and replaying: a frame's requests go into its `DisplayList` (or straight into a card's
// picture), and are replayed into the back buffer where the repair says pixels must change.
extension Renderer {
    /// Records a request into the back buffer's list, or draws it at once into another picture (a
    /// card being flattened).
    func emit(_ source: DisplayList.Request.Source, placement: PixelTransform, opacity: Double, clip: PixelRect,
              scroller: ObjectIdentifier?, into target: Picture) {
        let visible = Renderer.footprint(of: source, placement: placement, clip: clip)
        let request = DisplayList.Request(source: source, placement: placement, opacity: opacity, clip: clip, visible: visible,
                                          scroller: scroller, covers: cover(of: source, placement: placement, opacity: opacity, visible: visible))
        if target == recording {
            if !request.visible.isEmpty { append(request) } else { clippedAway &+= 1 }
        } else {
            execute(request, clip: clip, into: target)
        }
    }

    func record(_ source: DisplayList.Request.Source, placement: PixelTransform, opacity: Double, clip: PixelRect,
                visible: PixelRect, scroller: ObjectIdentifier?) {
        append(DisplayList.Request(source: source, placement: placement, opacity: opacity, clip: clip, visible: visible,
                                   scroller: scroller, covers: cover(of: source, placement: placement, opacity: opacity, visible: visible)))
    }

    /// Adds a request to the list being recorded. While a frame streams into the back buffer, the
    /// request before it is drawn now: one held back, so an opaque fill over the whole window can still
    /// drop the window's white beneath it undrawn.
    func append(_ request: DisplayList.Request) {
        guard streaming, recording == backPicture else {
            list.append(request)
            return
        }
        streamed -= list.append(request, prefix: streamed)
        drawStreamed(upTo: list.requests.count - 1)
    }

    /// Draws the recorded requests not yet drawn, up to `end`, into the back buffer, and hands them to
    /// the X server every `streamBatch` requests, so it starts on them before Xlib's buffer fills.
    func drawStreamed(upTo end: Int) {
        while streamed < end {
            let request = list.requests[streamed]
            execute(request, clip: request.clip, into: backPicture)
            streamed += 1
            if streamed % Renderer.streamBatch == 0 { XFlush(connection.display) }
        }
    }

    /// How many requests a streamed frame draws between flushes: a flush is a system call, a card two
    /// requests of about 90 bytes.
    static let streamBatch = 32

    /// The pixels within `visible` a request sets whatever lies beneath (see `DisplayList.Request.covers`).
    func cover(of source: DisplayList.Request.Source, placement: PixelTransform, opacity: Double, visible: PixelRect) -> PixelRect {
        switch source {
        case let .fill(color, op) where op == PictOpSrc || (op == PictOpOver && color.alpha == 0xFFFF):
            return visible
        case let .picture(picture, _, _) where Paint.isOpaque(opacity):
            guard let offset = placement.translationOnly else { break }
            return paint.opaqueArea(of: picture).offsetBy(offset.x, offset.y).intersection(visible)
        default:
            break
        }
        return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    }

    /// Replays `list` into `picture` where `areas` (in the frame's pixels) must be drawn again; `ring`
    /// says where the picture's pixmap stores each pixel. What is sent is `DisplayList.draws(in:ring:)`:
    /// a request clipped to several rectangles sets the picture's clip to them for its composite.
    func replay(_ list: DisplayList, in areas: [PixelRect], ring: PixelRing, into picture: Picture) {
        var clipped: [PixelRect]?
        for draw in list.draws(in: areas, ring: ring) {
            let request = list.requests[draw.request]
            let placed = draw.offset == .zero ? request : request.offsetBy(draw.offset)
            if case let .fill(color, op) = placed.source {
                // Fill rectangles are a list of their own: no clip needed.
                if clipped != nil { paint.unclip(picture) }
                clipped = nil
                paint.fill(picture, draw.rects, color: color, op: op)
                continue
            }
            let wanted = draw.rects.count > 1 ? draw.rects : nil
            if wanted != clipped {
                if let wanted { paint.clip(picture, to: wanted) } else { paint.unclip(picture) }
                clipped = wanted
            }
            execute(placed, clip: draw.rects.dropFirst().reduce(draw.rects[0]) { $0.union($1) }, into: picture,
                    op: draw.replaces ? PictOpSrc : PictOpOver)
        }
        if clipped != nil { paint.unclip(picture) }
    }

    static func footprint(of source: DisplayList.Request.Source, placement: PixelTransform, clip: PixelRect) -> PixelRect {
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

    /// Draws `request` within `clip`; a picture with `op` (`PictOpSrc` only where it is opaque).
    func execute(_ request: DisplayList.Request, clip: PixelRect, into target: Picture, op: Int32 = PictOpOver) {
        switch request.source {
        case let .fill(color, op):
            paint.fill(target, request.visible.intersection(clip), color: color, op: op)
        case let .picture(picture, width, height):
            paint.composite(picture, width: width, height: height, placement: request.placement,
                            mask: paint.opacityMask(request.opacity), op: op, into: target, clip: clip)
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
}
