import CollectionEngine
import Foundation
import Testing

/// A view whose every layout pass changes one of its constraints: a layout loop.
private final class LoopingView: UIView {
    let width: NSLayoutConstraint
    private(set) var passes = 0
    init(child: UIView) {
        width = child.widthAnchor.constraint(equalToConstant: 1)
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.translatesAutoresizingMaskIntoConstraints = false
        addSubview(child)
        NSLayoutConstraint.activate([width, child.leadingAnchor.constraint(equalTo: leadingAnchor),
                                     child.topAnchor.constraint(equalTo: topAnchor), child.heightAnchor.constraint(equalToConstant: 1)])
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        width.constant += 1
    }
}

/// Where UIKit raises or logs, Tessera reports once, in UIKit's words, and lays out the rest.
@MainActor @Suite struct ConstraintBadInputTests {
    @Test func contradictoryRequiredConstraintsAreReportedInUIKitsWordsAndOneIsBroken() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let narrow = child.widthAnchor.constraint(equalToConstant: 10)
        let wide = child.widthAnchor.constraint(equalToConstant: 20)
        let errors = constraintErrors {
            NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                                         child.topAnchor.constraint(equalTo: parent.topAnchor),
                                         child.heightAnchor.constraint(equalToConstant: 5), narrow, wide])
            parent.layoutIfNeeded()
        }
        #expect(errors.count == 1)
        guard case let .unsatisfiable(conflicting, broken)? = errors.first else { return }
        #expect(broken == wide.description, "the constraint added last is broken")
        #expect(conflicting.contains(narrow.description) && conflicting.contains(wide.description))
        let text = errors.first?.description ?? ""
        #expect(text.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(text.contains("Will attempt to recover by breaking constraint"))
        #expect(child.frame.width == 10, "the rest is laid out")
        #expect(wide.isActive, "a broken constraint stays active, as in UIKit")
    }

    @Test func aConflictIsReportedOnceNotOnEveryPass() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let unrelated = child.heightAnchor.constraint(equalToConstant: 5)
        let errors = constraintErrors {
            NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 10), child.widthAnchor.constraint(equalToConstant: 20)])
            for width in [200, 250, 300] as [CGFloat] {
                parent.frame.size.width = width
                parent.layoutIfNeeded()
                unrelated.isActive.toggle()
                parent.layoutIfNeeded()
            }
        }
        #expect(errors.count == 1)
    }

    @Test func aConstraintThatFightsAnAutoresizingFrameIsBroken() {
        let parent = constraintContainer(), fixed = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        parent.addSubview(fixed)
        let errors = constraintErrors {
            fixed.widthAnchor.constraint(equalToConstant: 80).isActive = true
            parent.layoutIfNeeded()
        }
        #expect(errors.count == 1)
        #expect(errors.first?.description.contains("NSAutoresizingMaskLayoutConstraint UIView") == true, "the frame's width is listed")
        #expect(fixed.frame.width == 40)
    }

    @Test func itemsInDifferentTreesAreReportedAndTheConstraintStaysInactive() {
        let a = UIView(), b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let errors = constraintErrors { constraint.isActive = true }
        #expect(!constraint.isActive)
        guard case .noCommonAncestor? = errors.first else { Issue.record("\(errors)"); return }
        #expect(errors.first?.description.contains("because they have no common ancestor") == true)
    }

    @Test func aGuideWithNoOwningViewHasNoCommonAncestor() {
        let view = UIView(), guide = UILayoutGuide()
        let errors = constraintErrors { view.topAnchor.constraint(equalTo: guide.topAnchor).isActive = true }
        #expect(errors.count == 1)
    }

    @Test func addConstraintOnAViewThatDoesNotHoldTheItemsIsReported() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent), sibling = constrainedSubview(of: parent)
        let constraint = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor)
        let errors = constraintErrors { sibling.addConstraint(constraint) }
        #expect(!constraint.isActive)
        guard case .hierarchyNotPrepared? = errors.first else { Issue.record("\(errors)"); return }
    }

    @Test func aNonFiniteConstantIsRefusedAtActivation() {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalToConstant: .nan)
        let errors = constraintErrors { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(errors == [.nonFiniteValue(constraint: constraint.description, what: "constant")])
    }

    @Test func aNonFiniteMultiplierIsRefusedAtActivation() {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: .infinity)
        let errors = constraintErrors { constraint.isActive = true }
        #expect(!constraint.isActive)
        guard case .nonFiniteValue(_, "multiplier")? = errors.first else { Issue.record("\(errors)"); return }
    }

    @Test func aNonFiniteConstantSetLaterIsNotTaken() {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalToConstant: 5)
        constraint.isActive = true
        let errors = constraintErrors { constraint.constant = .infinity }
        #expect(constraint.constant == 5)
        #expect(errors.count == 1)
    }

    @Test func aLocationEqualToAConstantIsRefused() {
        let view = UIView()
        let constraint = NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: nil,
                                            attribute: .notAnAttribute, multiplier: 1, constant: 10)
        let errors = constraintErrors { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(errors.first?.description.contains("Location attributes must be specified in pairs") == true)
    }

    @Test func attributesOfDifferentAxesAreRefused() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let constraint = NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: parent,
                                            attribute: .top, multiplier: 1, constant: 0)
        let errors = constraintErrors { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(errors.first?.description.contains("Invalid pairing of layout attributes") == true)
    }

    @Test func leadingAgainstLeftIsRefused() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let constraint = NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: parent,
                                            attribute: .left, multiplier: 1, constant: 0)
        let errors = constraintErrors { constraint.isActive = true }
        #expect(!constraint.isActive && errors.count == 1)
    }

    @Test func leadingMarginAgainstLeftMarginIsRefusedAndLeftMarginAgainstLeftIsTaken() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let mixed = NSLayoutConstraint(item: child, attribute: .leadingMargin, relatedBy: .equal, toItem: parent,
                                       attribute: .leftMargin, multiplier: 1, constant: 0)
        let errors = constraintErrors { mixed.isActive = true }
        #expect(!mixed.isActive && errors.count == 1)
        let matched = NSLayoutConstraint(item: child, attribute: .leftMargin, relatedBy: .equal, toItem: parent,
                                         attribute: .left, multiplier: 1, constant: 0)
        #expect(constraintErrors { matched.isActive = true }.isEmpty && matched.isActive)
    }

    @Test func changingAnActiveConstraintBetweenRequiredAndOptionalIsReportedAndTaken() {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalToConstant: 5)
        constraint.isActive = true
        let errors = constraintErrors { constraint.priority = .defaultHigh }
        #expect(constraint.priority == .defaultHigh)
        guard case .priorityChangedBetweenRequiredAndOptional? = errors.first else { Issue.record("\(errors)"); return }
    }

    @Test func aLayoutLoopIsStoppedAfterABoundedNumberOfPassesAndReportedOnce() {
        let view = LoopingView(child: UIView())
        let errors = constraintErrors {
            for _ in 0..<50 { view.layoutIfNeeded() }
        }
        #expect(view.passes < 50, "the loop stopped")
        #expect(errors.count == 1)
        guard case .layoutLoop? = errors.first else { Issue.record("\(errors)"); return }
    }

    @Test func anAmbiguousLayoutIsTheSameEveryTimeAndSaysSo() {
        func build() -> (UIView, UIView) {
            let parent = constraintContainer(), child = constrainedSubview(of: parent)
            NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
                                         child.leadingAnchor.constraint(greaterThanOrEqualTo: parent.leadingAnchor),
                                         child.topAnchor.constraint(equalTo: parent.topAnchor)])
            parent.layoutIfNeeded()
            return (parent, child)
        }
        let (firstParent, first) = build(), (secondParent, second) = build()
        #expect(first.frame == second.frame)
        #expect(first.hasAmbiguousLayout)
        withExtendedLifetime((firstParent, secondParent)) {}
    }

    @Test func aFullyConstrainedViewIsNotAmbiguous() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
                                     child.leadingAnchor.constraint(equalTo: parent.leadingAnchor), child.topAnchor.constraint(equalTo: parent.topAnchor)])
        parent.layoutIfNeeded()
        #expect(!child.hasAmbiguousLayout)
    }
}
