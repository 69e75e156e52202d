import CX11
import CollectionEngine

/// The scrolling content of one collection view, kept apart from the fixed backdrop behind it: an ARGB
/// pixmap the size of the collection view's visible region, with the frame it last showed, so a
/// scroll step copies within it and draws only what it exposes (see `Renderer.drawLayered`).
@MainActor
final class ContentLayer {
    weak var view: UIView?
    let width: Int
    let height: Int
    let pixmap: Pixmap
    let picture: Picture
    /// Copies within the pixmap, with no GraphicsExpose/NoExpose event per copy.
    let gc: GC?
    /// What the layer holds now (nil: nothing reusable).
    var shown: DisplayList?
    /// Counts the changes to its pixels: the back buffer's list tells frames of the layer apart by it.
    var revision = 0
    var lastUsed: UInt64 = 0

    init(view: UIView, width: Int, height: Int, connection: DisplayConnection, paint: Paint) {
        self.view = view
        self.width = width
        self.height = height
        let display = connection.display
        pixmap = XCreatePixmap(display, connection.root, UInt32(clamping: width), UInt32(clamping: height), 32)
        picture = XRenderCreatePicture(display, pixmap, connection.argbFormat, 0, nil)
        gc = XCreateGC(display, pixmap, 0, nil)
        XSetGraphicsExposures(display, gc, 0)
    }

    func free(_ display: OpaquePointer, paint: Paint) {
        paint.free(picture)
        if let gc { XFreeGC(display, gc) }
        XFreePixmap(display, pixmap)
    }
}
