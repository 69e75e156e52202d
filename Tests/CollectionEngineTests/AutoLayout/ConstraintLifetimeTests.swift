import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Auto Layout keeps no view alive: a view's constraints, the system its root keeps and the solved
/// shapes shared between cells hold views weakly or not at all, so a cell laid out by constraints is
/// freed when its owner lets it go, as one laid out by hand is.
@MainActor
struct ConstraintLifetimeTests {
    /// Makes a cell of `type`, measures it at a width, lays it out and lets it go; returns how many
    /// of the cell, its content view and its feed views are still alive.
    private func survivorsOfReleasedCell<Cell: FeedCell>(_ type: Cell.Type) -> Int {
        var boxes: [WeakBox] = []
        do {
            let cell = Cell(frame: .zero)
            cell.bind(.sample(3))
            let height = cell.height(fittingWidth: 375)
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: height)
            cell.layoutIfNeeded()
            boxes = ([cell, cell.contentView] + cell.feedViews).map(WeakBox.init)
        }
        return boxes.filter { $0.view != nil }.count
    }

    private final class WeakBox {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    @Test func aCellLaidOutByConstraintsIsFreedWithItsViewsWhenReleased() {
        #expect(survivorsOfReleasedCell(ConstraintFeedCell.self) == 0)
    }

    @Test func aCellOfNestedStackViewsIsFreedWithItsViewsWhenReleased() {
        #expect(survivorsOfReleasedCell(StackFeedCell.self) == 0)
    }

    @Test func aViewWithConstraintsIsFreedWhenReleased() {
        weak var weakLabel: UILabel?
        weak var weakRoot: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let label = UILabel(frame: .zero)
            label.text = "Held weakly"
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            ])
            root.layoutIfNeeded()
            weakLabel = label
            weakRoot = root
        }
        #expect(weakRoot == nil)
        #expect(weakLabel == nil)
    }
}
