import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// How iOS code subclasses a stack view: a convenience initialiser over the inherited designated one.
final class ToolbarStack: UIStackView {
    convenience init() {
        self.init(arrangedSubviews: [])
        axis = .vertical
    }
}

/// The other common pattern: both designated initialisers overridden, `init(arrangedSubviews:)` inherited.
final class SpacedStack: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        spacing = 8
    }

    required init(coder: NSCoder) { super.init(coder: coder)! }
}

/// A list cell whose content is a vertical stack of a title and a subtitle, pinned 8 points inside
/// the content view, as iOS cells are commonly built.
final class StackRowCell: UICollectionViewListCell {
    let title = UILabel(), subtitle = UILabel()
    lazy var stack = UIStackView(arrangedSubviews: [title, subtitle])

    override init(frame: CGRect) {
        super.init(frame: frame)
        subtitle.font = .systemFont(ofSize: 12)
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Arranged subviews, hidden views, nesting, subclassing and self-sizing cells.
@MainActor @Suite struct UIStackViewBehaviourTests {
    // MARK: Arranged subviews

    @Test func arrangedSubviewsBecomeSubviewsPlacedByConstraints() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews == [a, b])
        #expect(stack.subviews == [a, b])
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func insertingPlacesTheViewAtTheIndexAndMovesAnArrangedOne() {
        let a = SizedView(10, 10), b = SizedView(20, 10), c = SizedView(30, 10)
        let stack = contentSizedStack([a, b])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        stack.insertArrangedSubview(b, at: 0)
        #expect(stack.arrangedSubviews == [b, c, a])
        stack.superview?.layoutIfNeeded()
        #expect([b, c, a].map(\.frame.minX) == [0, 20, 50])
    }

    @Test func removingAnArrangedViewKeepsItAsASubviewOutOfTheLayout() {
        let a = SizedView(10, 10), b = SizedView(20, 10)
        let stack = contentSizedStack([a, b])
        stack.removeArrangedSubview(a)
        stack.superview?.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [b])
        #expect(a.superview === stack)
        #expect(b.frame.minX == 0)
        #expect(stack.frame.width == 20)
    }

    @Test func removingFromTheSuperviewRemovesFromTheArrangedViews() {
        let a = SizedView(10, 10), b = SizedView(20, 10)
        let stack = contentSizedStack([a, b])
        a.removeFromSuperview()
        #expect(stack.arrangedSubviews == [b])
    }

    @Test func anIndexBeyondTheEndIsReportedAndTheViewAddedAtTheEnd() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a])
        let errors = constraintErrors { stack.insertArrangedSubview(b, at: 5) }
        #expect(errors == [.arrangedSubviewIndexOutOfBounds(index: 5, count: 1)])
        #expect(stack.arrangedSubviews == [a, b])
    }

    @Test func theStackOrAnAncestorIsNotArrangedInsideItself() {
        let outer = UIView(), stack = UIStackView()
        outer.addSubview(stack)
        stack.addArrangedSubview(stack)
        stack.addArrangedSubview(outer)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(stack.subviews.isEmpty)
    }

    @Test func aSpacingThatIsNotFiniteIsReportedAndTheRestLaidOut() {
        let a = SizedView(50, 20), b = SizedView(60, 20)
        var stack: UIStackView?
        let errors = constraintErrors { stack = contentSizedStack([a, b]) { $0.spacing = .nan } }
        #expect(errors.contains { if case .nonFiniteValue = $0 { true } else { false } })
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(stack?.frame.height == 20)
    }

    // MARK: Hidden views

    @Test func aHiddenViewCollapsesAndItsGapGoesWithIt() {
        let views = [SizedView(50, 20), SizedView(60, 20), SizedView(70, 20)]
        let stack = contentSizedStack(views) { $0.spacing = 10 }
        views[1].isHidden = true
        stack.superview?.layoutIfNeeded()
        #expect(views[2].frame.minX == 60)
        #expect(views[1].frame.width == 0)
        #expect(stack.frame.width == 130)
    }

    @Test func showingAHiddenViewOpensItsPlaceAgain() {
        let views = [SizedView(50, 20), SizedView(60, 20)]
        let stack = contentSizedStack(views) { $0.spacing = 10 }
        views[0].isHidden = true
        stack.superview?.layoutIfNeeded()
        views[0].isHidden = false
        stack.superview?.layoutIfNeeded()
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 60, y: 0, width: 60, height: 20)])
    }

    @Test func hidingInsideAnAnimationMovesTheNeighboursWithIt() {
        let (clock, window, views) = Self.equalStackInWindow()
        #expect(views[2].frame.minX == 200)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { views[1].isHidden = true }, completion: nil)
        #expect(views[2].frame == CGRect(x: 150, y: 0, width: 150, height: 50))
        #expect(views[2].isAnimating)
        clock.now += 0.5
        window.prepareFrame()
        #expect(views[2].presentation.frame == CGRect(x: 175, y: 0, width: 125, height: 50))
        #expect(views[0].presentation.frame == CGRect(x: 0, y: 0, width: 125, height: 50))
        clock.now += 0.6
        window.prepareFrame()
        #expect(!views[2].isAnimating)
        #expect(views[2].presentation.frame == CGRect(x: 150, y: 0, width: 150, height: 50))
    }

    /// Three views filling a 300-point stack equally, in a window on a manual clock, laid out.
    static func equalStackInWindow() -> (ManualClock, UIWindow, [SizedView]) {
        let clock = ManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        window.frameDriver = FrameDriver(clock: clock)
        let views = [SizedView(10, 10), SizedView(10, 10), SizedView(10, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        window.addSubview(stack)
        window.prepareFrame()
        return (clock, window, views)
    }

    @Test func aViewHiddenInsideAnAnimationIsDrawnUntilItsCollapseEnds() {
        let (clock, window, views) = Self.equalStackInWindow()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { views[1].isHidden = true }, completion: nil)
        #expect(views[1].isHidden)
        clock.now += 0.5
        window.prepareFrame()
        #expect(!views[1].presentation.isHidden)
        #expect(views[1].presentation.bounds.width == 50)
        clock.now += 0.6
        window.prepareFrame()
        #expect(views[1].presentation.isHidden)
    }

    @Test func aViewHiddenWithoutAnimationIsLeftOutOfDrawingAtOnce() {
        let view = SizedView(10, 10)
        let stack = laidOutStack([view, SizedView(10, 10)], frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        view.isHidden = true
        stack.layoutIfNeeded()
        #expect(view.presentation.isHidden)
    }

    @Test func showingInsideAnAnimationGrowsTheViewOutOfItsCollapsedPlace() {
        let clock = ManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        window.frameDriver = FrameDriver(clock: clock)
        let views = [SizedView(10, 10), SizedView(10, 10), SizedView(10, 10)]
        views[1].isHidden = true
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        window.addSubview(stack)
        window.prepareFrame()
        #expect(views[1].frame == CGRect(x: 150, y: 0, width: 0, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { views[1].isHidden = false }, completion: nil)
        clock.now += 0.5
        window.prepareFrame()
        #expect(views[1].presentation.frame == CGRect(x: 125, y: 0, width: 50, height: 30))
        clock.now += 0.6
        window.prepareFrame()
        #expect(views.map(\.frame.minX) == [0, 100, 200])
    }

    // MARK: Nesting and subclassing

    @Test func nestedStacksSizeFromTheInsideOut() {
        let a = SizedView(30, 30), b = SizedView(40, 20), c = SizedView(50, 10)
        let inner = UIStackView(arrangedSubviews: [a, b])
        inner.alignment = .center
        inner.spacing = 5
        let outer = contentSizedStack([inner, c]) {
            $0.axis = .vertical
            $0.alignment = .leading
            $0.spacing = 10
        }
        #expect(outer.frame == CGRect(x: 0, y: 0, width: 75, height: 50))
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 75, height: 30))
        #expect(b.frame == CGRect(x: 35, y: 5, width: 40, height: 20))
        #expect(c.frame == CGRect(x: 0, y: 40, width: 50, height: 10))
    }

    @Test func aSubclassInheritsInitWithArrangedSubviews() {
        let toolbar = ToolbarStack()
        #expect(toolbar.axis == .vertical)
        #expect(toolbar.arrangedSubviews.isEmpty)
        let a = SizedView(10, 10)
        let inherited = ToolbarStack(arrangedSubviews: [a])
        #expect(inherited.arrangedSubviews == [a])
        #expect(ToolbarStack(frame: .zero).axis == .horizontal)
    }

    @Test func aSubclassOverridingItsDesignatedInitialisersInheritsInitWithArrangedSubviews() {
        let a = SizedView(10, 10)
        let stack = SpacedStack(arrangedSubviews: [a])
        #expect(stack.arrangedSubviews == [a])
        #expect(stack.spacing == 8)
    }

    // MARK: Self-sizing cells

    @Test func aStackViewInASelfSizingCellSizesTheCell() {
        let scene = CollectionScene(layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)),
                                    model: ReferenceModel(counts: [10]), cellClass: StackRowCell.self)
        scene.dataSource.cellProvider = { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ModelDataSource<Int>.cellIdentifier, for: indexPath)
            (cell as? StackRowCell)?.title.text = "Title \(indexPath.item)"
            (cell as? StackRowCell)?.subtitle.text = "Subtitle"
            (cell as? StackRowCell)?.subtitle.isHidden = indexPath.item == 1
            return cell
        }
        scene.layoutPass()
        let probe = StackRowCell(frame: .zero)
        probe.title.text = "Title 0"
        probe.subtitle.text = "Subtitle"
        let title = probe.title.intrinsicContentSize.height, subtitle = probe.subtitle.intrinsicContentSize.height
        #expect(scene.frame(0)?.height == (8 + title + 4 + subtitle + 8).rounded(.up))
        #expect(scene.frame(1)?.height == (8 + title + 8).rounded(.up))
    }
}
