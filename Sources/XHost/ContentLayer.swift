import CX11
import CollectionEngine

/// The scrolling content of one collection view, kept apart from the fixed backdrop behind it: an ARGB
/// pixmap the size of the collection view's visible region, with the frame it last showed, so a
/// scroll step draws only what it exposes (see `Renderer.drawLayered`).
///
/// The pixmap is a ring (`PixelRing`): a scroll step turns it instead of copying every pixel that
/// stays on screen, and its picture repeats, so it composites as one request from any origin.
@MainActor
final class ContentLayer {
    weak var view: UIView?
    let width: Int
    let height: Int
    let pixmap: Pixmap
    let picture: Picture
    /// Where its pixmap holds each pixel of the content.
    var ring: PixelRing
    /// What the layer holds now (nil: nothing reusable).
    var shown: DisplayList?
    /// Counts the changes to its pixels: the back buffer's list tells frames of the layer apart by it.
    var revision = 0
    var lastUsed: UInt64 = 0

    init(view: UIView, width: Int, height: Int, connection: DisplayConnection) {
        self.view = view
        self.width = width
        self.height = height
        ring = PixelRing(region: PixelRect(x0: 0, y0: 0, x1: width, y1: height))
        let display = connection.display
        pixmap = XCreatePixmap(display, connection.root, UInt32(clamping: width), UInt32(clamping: height), 32)
        var attributes = XRenderPictureAttributes()
        attributes.repeat = RepeatNormal
        picture = XRenderCreatePicture(display, pixmap, connection.argbFormat, UInt(CPRepeat), &attributes)
    }

    func free(_ display: OpaquePointer, paint: Paint) {
        paint.free(picture)
        XFreePixmap(display, pixmap)
    }
}
