import Foundation

// Questions about a view's place in its tree that UIKit does not let subclasses answer differently.

extension UIView {
    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag`, this view included, searched depth first in `subviews` order.
    ///
    /// - Complexity: O(v) for v views in the subtree.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    /// Where `view` is in `subviews`, searched from the end (recent subviews are removed first).
    ///
    /// - Note: A plain loop rather than `firstIndex(where:)`: a main-actor closure is checked for its
    ///   executor on every call, which made removing views from a large parent quadratic in practice.
    func index(ofSubview view: UIView) -> Int? {
        var index = subviews.count - 1
        while index >= 0 {
            if subviews[index] === view { return index }
            index -= 1
        }
        return nil
    }
}
