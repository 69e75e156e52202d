import Foundation

extension UIView {
    /// Constraints were added, removed or re-prioritised in this view's system.
    func constraintStructureDidChange() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// A constant the system reads changed (a constraint's, a margin, an intrinsic size).
    func constraintConstantsDidChange() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The frame the last solve gave `guide`, in this view's coordinates.
    func solvedFrame(of guide: UILayoutGuide) -> CGRect? { nil }
}
