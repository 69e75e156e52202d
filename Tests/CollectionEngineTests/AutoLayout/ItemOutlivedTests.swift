import CollectionEngine
import Foundation
import Testing

/// What refers to a view without keeping it (a subview's `superview`, a layer's view, a constraint's
/// items and the view it is installed on, an anchor's item, a guide's owning view) reads nil once the
/// view is freed, as UIKit's weak references do, and using it then reports instead of crashing.
@MainActor @Suite struct ItemOutlivedTests {
    @Test func aSubviewThatOutlivesItsSuperviewHasNoSuperview() {
        let child = UIView(frame: .zero)
        do {
            let parent = UIView(frame: .zero)
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        // It can join another tree as if it had been removed.
        let adopter = UIView(frame: .zero)
        adopter.addSubview(child)
        #expect(child.superview === adopter)
        #expect(adopter.subviews.count == 1)
    }

    @Test func aLayerThatOutlivesItsViewCanStillBeChanged() {
        let layer: CALayer
        do {
            let view = UIView(frame: .zero)
            layer = view.layer
        }
        layer.cornerRadius = 8
        layer.borderWidth = 2
        #expect(layer.cornerRadius == 8)
    }

    @Test func aConstraintThatOutlivesItsItemsNamesNoItemAndActivatingItReports() {
        let constraint: NSLayoutConstraint
        do {
            let root = constraintContainer()
            let label = constrainedSubview(of: root, UILabel())
            constraint = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        }
        #expect(constraint.firstItem == nil)
        #expect(constraint.secondItem == nil)
        #expect(constraint.description.contains("nil.leading"))
        let errors = constraintErrors { constraint.isActive = true }
        #expect(constraint.isActive == false)
        guard case .invalidConstraint? = errors.first else {
            Issue.record("expected an invalid-constraint report, got \(errors)")
            return
        }
    }

    @Test func anActiveConstraintWhoseViewsAreFreedIsNoLongerActive() {
        let constraint: NSLayoutConstraint
        do {
            let root = constraintContainer()
            let label = constrainedSubview(of: root, UILabel())
            constraint = label.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)
            constraint.isActive = true
            root.layoutIfNeeded()
            #expect(constraint.isActive)
        }
        #expect(constraint.firstItem == nil)
        #expect(!constraint.isActive)
        // Changing it, or deactivating it, touches nothing that is gone.
        let errors = constraintErrors {
            constraint.constant = 12
            constraint.priority = .defaultHigh
            constraint.isActive = false
        }
        #expect(errors.isEmpty)
    }

    @Test func anAnchorThatOutlivesItsViewNamesNoItem() {
        let anchor: NSLayoutXAxisAnchor
        do {
            let view = UIView(frame: .zero)
            anchor = view.leadingAnchor
        }
        #expect(anchor.item == nil)
        let other = UIView(frame: .zero)
        let errors = constraintErrors { anchor.constraint(equalTo: other.leadingAnchor).isActive = true }
        #expect(errors.count == 1)
    }

    @Test func aGuideThatOutlivesItsOwningViewHasNoOwningView() {
        let guide = UILayoutGuide()
        do {
            let view = constraintContainer()
            view.addLayoutGuide(guide)
            #expect(guide.owningView === view)
        }
        #expect(guide.owningView == nil)
        #expect(guide.layoutFrame == .zero)
        // It can be added to another view.
        let next = constraintContainer()
        next.addLayoutGuide(guide)
        #expect(guide.owningView === next)
        #expect(next.layoutGuides.count == 1)
    }
}
