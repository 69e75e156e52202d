import CollectionEngine
import Foundation
import Testing

/// Systems of one structure share the plan of their rows (`ViewConstraintSystem+Plan.swift`): a view
/// laid out from a plan another view made must land exactly where its own constraints put it, and a
/// view whose structure changes must be planned again.
///
/// Each specification lays out a row: a box of fixed size at the leading edge, a second box after it
/// and a sized view (an intrinsic size) after that, in a container 300 points wide.
@MainActor
struct ConstraintPlanTests {
    @MainActor
    private struct Row {
        let container = constraintContainer(width: 300, height: 100)
        let first: UIView
        let second: UIView
        let sized: SizedView
        let gap: NSLayoutConstraint
        let firstWidth: NSLayoutConstraint

        /// A row whose first box is `width` wide and whose gap after it is `gap`.
        init(width: CGFloat, gap gapValue: CGFloat, sized size: CGSize = CGSize(width: 40, height: 20)) {
            first = constrainedSubview(of: container)
            second = constrainedSubview(of: container)
            sized = constrainedSubview(of: container, SizedView(size.width, size.height))
            gap = second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: gapValue)
            firstWidth = first.widthAnchor.constraint(equalToConstant: width)
            NSLayoutConstraint.activate([
                first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                first.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
                firstWidth,
                first.heightAnchor.constraint(equalToConstant: 30),
                gap,
                second.topAnchor.constraint(equalTo: first.topAnchor),
                second.widthAnchor.constraint(equalToConstant: 20),
                second.heightAnchor.constraint(equalTo: first.heightAnchor),
                sized.leadingAnchor.constraint(equalTo: second.trailingAnchor, constant: 4),
                sized.topAnchor.constraint(equalTo: second.bottomAnchor),
            ])
            container.layoutIfNeeded()
        }
    }

    @Test func aSecondViewOfOneStructureIsLaidOutByItsOwnConstants() {
        let first = Row(width: 50, gap: 8), second = Row(width: 70, gap: 2, sized: CGSize(width: 25, height: 12))
        #expect(first.second.frame == CGRect(x: 68, y: 5, width: 20, height: 30))
        #expect(first.sized.frame == CGRect(x: 92, y: 35, width: 40, height: 20))
        #expect(second.second.frame == CGRect(x: 82, y: 5, width: 20, height: 30))
        #expect(second.sized.frame == CGRect(x: 106, y: 35, width: 25, height: 12))
    }

    @Test func aConstantChangedAfterPlanningMovesOnlyItsOwnView() {
        let changed = Row(width: 50, gap: 8)
        changed.gap.constant = 30
        changed.container.layoutIfNeeded()
        let untouched = Row(width: 50, gap: 8)
        #expect(changed.second.frame.minX == 90)
        #expect(untouched.second.frame.minX == 68)
    }

    @Test func aConstantChangedWhileAnotherViewIsLaidOutIsTakenAtItsOwnNextPass() {
        // A system reads its constraints' constants again only after some constant changed; another
        // system reading them first must not make this one miss the change.
        let changed = Row(width: 50, gap: 8), other = Row(width: 50, gap: 8)
        changed.gap.constant = 30
        other.container.bounds.size.width = 280
        other.container.layoutIfNeeded()
        changed.container.layoutIfNeeded()
        #expect(changed.second.frame.minX == 90)
        changed.sized.size = CGSize(width: 45, height: 20)
        changed.container.layoutIfNeeded()
        #expect(changed.second.frame.minX == 90, "a pass that only measured again keeps the constant")
        #expect(changed.sized.frame.width == 45)
    }

    @Test func aConstraintRemovedAndReplacedIsPlannedAgain() {
        let row = Row(width: 50, gap: 8)
        row.firstWidth.isActive = false
        row.first.widthAnchor.constraint(equalTo: row.second.widthAnchor, multiplier: 3).isActive = true
        row.container.layoutIfNeeded()
        #expect(row.first.frame.width == 60)
        #expect(row.second.frame.minX == 78)
        let fresh = Row(width: 50, gap: 8)
        #expect(fresh.first.frame.width == 50)
    }

    @Test func aPriorityChangedMidLifeIsPlannedAgain() {
        let row = Row(width: 50, gap: 8)
        let wider = row.first.widthAnchor.constraint(equalToConstant: 90)
        wider.priority = .defaultLow
        wider.isActive = true
        row.container.layoutIfNeeded()
        #expect(row.first.frame.width == 50)
        row.firstWidth.priority = .defaultLow - 1
        row.container.layoutIfNeeded()
        #expect(row.first.frame.width == 90)
    }

    @Test func anIntrinsicSizeThatAppearsJoinsThePlan() {
        let row = Row(width: 50, gap: 8)
        row.sized.size = CGSize(width: UIView.noIntrinsicMetric, height: 20)
        row.sized.widthAnchor.constraint(equalToConstant: 33).isActive = true
        row.container.layoutIfNeeded()
        #expect(row.sized.frame.width == 33)
        row.sized.size = CGSize(width: 40, height: 20)
        row.container.layoutIfNeeded()
        #expect(row.sized.frame.width == 33, "the required width beats the intrinsic size's compression resistance")
    }

    @Test func twoStructuresAlternatingKeepTheirOwnLayouts() {
        for round in 0..<3 {
            let plain = Row(width: 50, gap: 8)
            let pinned = Row(width: 50, gap: 8)
            pinned.sized.trailingAnchor.constraint(equalTo: pinned.container.trailingAnchor, constant: -10).isActive = true
            pinned.container.layoutIfNeeded()
            #expect(plain.sized.frame == CGRect(x: 92, y: 35, width: 40, height: 20), "round \(round)")
            #expect(pinned.sized.frame == CGRect(x: 92, y: 35, width: 198, height: 20), "round \(round)")
        }
    }

    @Test func hidingAndShowingAnArrangedViewInStacksOfOneStructure() {
        for _ in 0..<2 {
            let views = [SizedView(50, 20), SizedView(60, 20), SizedView(70, 20)]
            let stack = contentSizedStack(views) { $0.spacing = 10 }
            #expect(views[2].frame.minX == 130)
            views[1].isHidden = true
            stack.superview?.layoutIfNeeded()
            #expect(views[2].frame.minX == 60)
            views[1].isHidden = false
            stack.superview?.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == [0, 60, 130])
        }
    }
}
