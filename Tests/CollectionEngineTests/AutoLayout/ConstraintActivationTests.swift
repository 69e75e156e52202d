import CollectionEngine
import Foundation
import Testing

/// Making, activating and installing constraints: UIKit's bookkeeping, before any layout.
@MainActor @Suite struct ConstraintActivationTests {
    @Test func aNewConstraintIsInactiveUntilActivated() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let constraint = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 8)
        #expect(!constraint.isActive)
        #expect(parent.constraints.isEmpty)
        constraint.isActive = true
        #expect(constraint.isActive)
    }

    @Test func activationInstallsOnTheNearestCommonAncestor() {
        let root = constraintContainer(), left = constrainedSubview(of: root), right = constrainedSubview(of: root)
        let inner = constrainedSubview(of: left)
        let constraint = inner.trailingAnchor.constraint(equalTo: right.leadingAnchor)
        NSLayoutConstraint.activate([constraint])
        #expect(root.constraints.contains(constraint))
        #expect(left.constraints.isEmpty && right.constraints.isEmpty)
    }

    @Test func aConstraintOnOneViewIsInstalledOnThatView() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        #expect(child.constraints == [width])
    }

    @Test func deactivationRemovesTheConstraintFromItsView() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let constraint = child.topAnchor.constraint(equalTo: parent.topAnchor)
        NSLayoutConstraint.activate([constraint])
        NSLayoutConstraint.deactivate([constraint])
        #expect(!constraint.isActive)
        #expect(parent.constraints.isEmpty)
    }

    @Test func addConstraintInstallsOnTheReceiverAndRemoveConstraintDeactivates() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let constraint = NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal,
                                            toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30)
        parent.addConstraint(constraint)
        #expect(parent.constraints == [constraint] && constraint.isActive)
        parent.removeConstraint(constraint)
        #expect(!constraint.isActive)
    }

    @Test func theFullInitialiserKeepsEveryPart() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let constraint = NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .lessThanOrEqual,
                                            toItem: parent, attribute: .trailingMargin, multiplier: 0.5, constant: -4)
        #expect(constraint.firstItem === child && constraint.secondItem === parent)
        #expect(constraint.firstAttribute == .centerX && constraint.secondAttribute == .trailingMargin)
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.multiplier == 0.5 && constraint.constant == -4)
        #expect(constraint.priority == .required)
        #expect(constraint.firstAnchor.item === child && constraint.secondAnchor?.item === parent)
    }

    @Test func anchorsMakeConstraintsOfTheirKind() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let aspect = child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 2, constant: 1)
        #expect(aspect.firstAttribute == .height && aspect.secondAttribute == .width && aspect.multiplier == 2)
        let atMost = child.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
        #expect(atMost.secondItem == nil && atMost.secondAttribute == .notAnAttribute && atMost.relation == .lessThanOrEqual)
        let spaced = child.topAnchor.constraint(equalToSystemSpacingBelow: parent.topAnchor, multiplier: 2)
        #expect(spaced.constant == 16, "twice UIKit's standard 8-point spacing")
        let after = child.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: parent.leadingAnchor, multiplier: 1)
        #expect(after.relation == .greaterThanOrEqual && after.constant == 8)
    }

    @Test func aViewsAnchorsAreTheSameObjectsEachTime() {
        let view = UIView()
        #expect(view.leadingAnchor === view.leadingAnchor)
        #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
        #expect(view.layoutMarginsGuide.owningView === view)
    }

    @Test func translatesAutoresizingMaskIntoConstraintsIsTrueByDefault() {
        #expect(UIView().translatesAutoresizingMaskIntoConstraints)
        #expect(UILabel().translatesAutoresizingMaskIntoConstraints)
    }

    @Test func theDescriptionReadsLikeUIKits() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let constraint = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 8)
        constraint.identifier = "inset"
        constraint.priority = .defaultHigh
        constraint.isActive = true
        let text = constraint.description
        #expect(text.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(text.contains("'inset'") && text.contains(".leading == UIView:0x") && text.contains(".leading + 8"))
        #expect(text.contains("@750") && text.hasSuffix("(active)>"))
    }

    @Test func removingAViewDeactivatesTheConstraintsThatTieItToTheTreeItLeft() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let toParent = child.topAnchor.constraint(equalTo: parent.topAnchor)
        let own = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([toParent, own])
        child.removeFromSuperview()
        #expect(!toParent.isActive)
        #expect(own.isActive, "a constraint within the view that left stays")
    }

    @Test func addedLayoutGuidesAreListedAndOwned() {
        let view = UIView(), guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        #expect(view.layoutGuides == [guide] && guide.owningView === view)
        view.removeLayoutGuide(guide)
        #expect(view.layoutGuides.isEmpty && guide.owningView == nil)
    }

    @Test func contentPrioritiesDefaultToUIKitsAndCanBeSetPerAxis() {
        let label = UILabel()
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        label.setContentHuggingPriority(.defaultHigh + 1, for: .vertical)
        #expect(label.contentHuggingPriority(for: .vertical).rawValue == 751)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test func layoutPrioritiesAddAndSubtract() {
        #expect((UILayoutPriority.required - 1).rawValue == 999)
        #expect((UILayoutPriority.defaultLow + 10) < .defaultHigh)
    }

    @Test func directionalMarginsAreTheLayoutMarginsByLeadingAndTrailing() {
        let view = UIView()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
}
