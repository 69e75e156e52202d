import CX11
import CollectionEngine

/// The scrolling content of one collection view, kept apart from the fixed backdrop behind it: an ARGB
/// pixmap the size of the collection view's visible region, with the frame it last showed, so a
/// scroll step draws only what it exposes (see `Renderer.drawLayered`).
///
/// The pixmap is a ring: content pixel (x, y) is at ((x + origin.x) mod width, (y + origin.y) mod
/// height), and its picture repeats, so it composites as one request from any origin. A scroll step
/// moves the origin instead of copying every pixel that stays on screen.
@MainActor
final class ContentLayer {
    weak var view: UIView?
    let width: Int
    let height: Int
    let pixmap: Pixmap
    let picture: Picture
    /// Where the content's top-left pixel is in the pixmap, each coordinate in 0..<width (height).
    private(set) var origin = SIMD2<Int>(0, 0)
    /// What the layer holds now (nil: nothing reusable).
    var shown: DisplayList?
    /// Counts the changes to its pixels: the back buffer's list tells frames of the layer apart by it.
    var revision = 0
    var lastUsed: UInt64 = 0

    init(view: UIView, width: Int, height: Int, connection: DisplayConnection) {
        self.view = view
        self.width = width
        self.height = height
        let display = connection.display
        pixmap = XCreatePixmap(display, connection.root, UInt32(clamping: width), UInt32(clamping: height), 32)
        var attributes = XRenderPictureAttributes()
        attributes.repeat = RepeatNormal
        picture = XRenderCreatePicture(display, pixmap, connection.argbFormat, UInt(CPRepeat), &attributes)
    }

    /// The content moved by `shift` pixels (what was at p is now at p + shift).
    func scroll(by shift: (x: Int, y: Int)) {
        origin = SIMD2(ContentLayer.wrap(origin.x - shift.x, width), ContentLayer.wrap(origin.y - shift.y, height))
    }

    /// `area` (content pixels, within the layer) cut where the ring wraps, each piece with the offset
    /// that takes it to its pixels in the pixmap: up to four pieces.
    func pieces(of area: PixelRect) -> [(area: PixelRect, offset: SIMD2<Int>)] {
        ContentLayer.pieces(of: area, origin: origin, width: width, height: height)
    }

    nonisolated static func pieces(of area: PixelRect, origin: SIMD2<Int>, width: Int, height: Int) -> [(area: PixelRect, offset: SIMD2<Int>)] {
        // Content coordinates from `size - origin` on wrap to the pixmap's start.
        func spans(_ low: Int, _ high: Int, origin: Int, size: Int) -> [(low: Int, high: Int, offset: Int)] {
            let cut = size - origin
            return [(low, min(high, cut), origin), (max(low, cut), high, origin - size)].filter { $0.low < $0.high }
        }
        var result: [(area: PixelRect, offset: SIMD2<Int>)] = []
        for row in spans(area.y0, area.y1, origin: origin.y, size: height) {
            for column in spans(area.x0, area.x1, origin: origin.x, size: width) {
                result.append((PixelRect(x0: column.low, y0: row.low, x1: column.high, y1: row.high), SIMD2(column.offset, row.offset)))
            }
        }
        return result
    }

    private nonisolated static func wrap(_ value: Int, _ size: Int) -> Int { size > 0 ? ((value % size) + size) % size : 0 }

    func free(_ display: OpaquePointer, paint: Paint) {
        paint.free(picture)
        XFreePixmap(display, pixmap)
    }
}
