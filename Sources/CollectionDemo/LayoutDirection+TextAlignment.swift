import CollectionEngine
import Foundation

// The demo's views that place their subviews by frame (the toolbar, section headers) lay them out left
// to right and mirror the result in a right-to-left window with the engine's
// `mirrorFramesForLayoutDirection` (SPI), as an iOS app with manual layout mirrors its frames.

extension UIView {
    /// The alignment of text that sits at the trailing edge: right, or left in a right-to-left window.
    var trailingTextAlignment: NSTextAlignment {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
    }
}
