import Foundation

extension UIView {
    /// The window at the root of this view's tree, or nil when the view is not in a window.
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }
}
