import CollectionEngine
import Foundation

// The demo's views that place their subviews by frame (the toolbar, section headers) lay them out left
// to right and mirror the result in a right-to-left window, as an iOS app with manual layout does.

extension UIView {
    /// Right to left, moves `views` (subviews of this view) to the mirror image, within the bounds,
    /// of the places just given them left to right; left to right, leaves them.
    func mirrorForLayoutDirection(_ views: [UIView]) {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return }
        for view in views { view.frame.origin.x = bounds.minX + bounds.maxX - view.frame.maxX }
    }

    /// The alignment of text that sits at the trailing edge: right, or left in a right-to-left window.
    var trailingTextAlignment: NSTextAlignment {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
    }
}
