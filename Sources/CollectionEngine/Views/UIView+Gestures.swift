import Foundation

extension UIView {
    /// Attaches a recognizer: it gets the primary-button presses on this view and the views inside it.
    /// A recognizer is attached to one view at a time; adding it here detaches it from its old view.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer from this view; does nothing when it is attached elsewhere.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
        gestureRecognizer.view = nil
    }
}
