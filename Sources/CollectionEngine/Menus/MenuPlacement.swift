import Foundation

/// Where a menu window goes on the screen: pure geometry, so the host only creates the window.
enum MenuPlacement {
    /// The frame of a `size` menu opened at `anchor`, kept inside `screen` (all in one coordinate space).
    ///
    /// A context menu's anchor is the pointer (an empty rect): the menu opens below and to the right of
    /// it, and flips above or to the left when it would leave the screen. A submenu's anchor is its row
    /// in the parent menu: it opens to the right of the row, top edges aligned, and to the left of the
    /// parent when there is no room on the right. Whatever still sticks out is pushed back on screen.
    static func frame(size: CGSize, anchor: CGRect, screen: CGRect, isSubmenu: Bool) -> CGRect {
        var origin: CGPoint
        if isSubmenu {
            origin = CGPoint(x: anchor.maxX, y: anchor.minY)
            if origin.x + size.width > screen.maxX { origin.x = anchor.minX - size.width }
        } else {
            origin = anchor.origin
            if origin.x + size.width > screen.maxX { origin.x = anchor.minX - size.width }
            if origin.y + size.height > screen.maxY { origin.y = anchor.minY - size.height }
        }
        origin.x = min(max(origin.x, screen.minX), max(screen.minX, screen.maxX - size.width))
        origin.y = min(max(origin.y, screen.minY), max(screen.minY, screen.maxY - size.height))
        return CGRect(origin: origin, size: size)
    }
}
