import CX11
import CollectionEngine

/// The pointer shapes the engine asks for (`UIWindow.cursor`), as X cursors.
///
/// Each shape is looked up once in the user's Xcursor theme by its freedesktop name; without a theme
/// (a bare Xvfb, say) the core cursor font stands in, so the shape still changes while dragging.
@MainActor
final class PointerShapes {
    private let display: OpaquePointer
    private var loaded: [UIWindow.Cursor: Cursor] = [:]
    /// The shape the window shows now.
    private(set) var current: UIWindow.Cursor = .arrow

    init(display: OpaquePointer) { self.display = display }

    /// The freedesktop cursor name and the core-font glyph that stands in for it.
    static func names(for shape: UIWindow.Cursor) -> (theme: String, fallbackGlyph: UInt32) {
        switch shape {
        case .arrow: ("left_ptr", UInt32(XC_left_ptr))
        case .grabbing: ("grabbing", UInt32(XC_fleur))
        case .copy: ("copy", UInt32(XC_plus))
        case .notAllowed: ("not-allowed", UInt32(XC_X_cursor))
        }
    }

    /// Shows `shape` on `window` if it is not what the window shows already.
    func show(_ shape: UIWindow.Cursor, on window: Window) {
        guard shape != current else { return }
        current = shape
        XDefineCursor(display, window, cursor(for: shape))
    }

    private func cursor(for shape: UIWindow.Cursor) -> Cursor {
        if let cursor = loaded[shape] { return cursor }
        let (theme, glyph) = PointerShapes.names(for: shape)
        var cursor = XcursorLibraryLoadCursor(display, theme)
        if cursor == 0 { cursor = XCreateFontCursor(display, glyph) }
        loaded[shape] = cursor
        return cursor
    }

    func freeAll() {
        for cursor in loaded.values where cursor != 0 { XFreeCursor(display, cursor) }
        loaded.removeAll()
    }
}
