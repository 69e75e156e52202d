import Foundation

// What a view needs from its host (time, text measuring, frame requests) comes through its window, so
// two windows, or a test's window with a manual clock, share no state.

extension UIView {
    /// The window at the root of this view's tree, or nil when the view is not in a window.
    public var window: UIWindow? { (self as? UIWindow) ?? windowOfTree }

    /// Records `window` as the window of this view and its subviews (they joined or left it); a
    /// subtree already in that window is left alone.
    func setWindowInSubtree(_ window: UIWindow?) {
        guard windowOfTree !== window else { return }
        windowOfTree = window
        // A label that was out of the tree (a cell in a reuse queue) when the text size changed
        // catches up as it comes back.
        if let window { (self as? UILabel)?.adjustFont(to: window.systemContentSizeCategory) }
        for subview in subviews { subview.setWindowInSubtree(window) }
    }

    /// The driver that steps this view's animations and animated scrolls, and whose clock is its time.
    ///
    /// Setting it gives the driver to this view and its subviews (a test steps that driver with a manual
    /// clock). Otherwise a view uses the driver set on its nearest ancestor, which in a window is the
    /// window's own.
    ///
    /// - Note: Not in UIKit, where Core Animation keeps time. A tree outside any window, with no driver
    ///   set, animates on a driver of its own that nothing steps: a view built in a unit test keeps its
    ///   running animations at their start until it joins a window, whose driver then steps them to
    ///   their end on their own clock.
    public var frameDriver: FrameDriver {
        get {
            var view = self
            while true {
                if let driver = view.assignedFrameDriver { return driver }
                guard let parent = view.superview else { break }
                view = parent
            }
            if let driver = view.detachedFrameDriver { return driver }
            let driver = FrameDriver()
            view.detachedFrameDriver = driver
            return driver
        }
        set { assignedFrameDriver = newValue }
    }

    /// Called when this view has joined a superview: animations it started while it was the root of
    /// a tree in no window go on under the new tree's driver instead of being left unstepped.
    func handOverDetachedFrameDriver() {
        guard let detached = detachedFrameDriver else { return }
        detachedFrameDriver = nil
        if detached.isAnimating { frameDriver.add(detached) }
    }

    /// Tells the window, if there is one, that its next frame must be drawn.
    func windowNeedsFrame() {
        window?.hasChangesSinceLastFrame = true
    }
}
