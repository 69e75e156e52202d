import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A view that counts its layout passes.
private final class CountingView: UIView {
    var layoutPasses = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
    }
}

/// A view whose layout marks another view as needing layout.
private final class MarkingView: UIView {
    let marked: UIView
    init(marking marked: UIView) {
        self.marked = marked
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func layoutSubviews() {
        super.layoutSubviews()
        marked.setNeedsLayout()
    }
}

/// A view with its own designated initialiser, as iOS code often has.
private final class BadgeView: UIView {
    let text: String
    init(text: String) {
        self.text = text
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A view that declares `init()` itself, another common iOS spelling.
private final class SpacerView: UIView {
    init() { super.init(frame: CGRect(x: 0, y: 0, width: 8, height: 8)) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor @Suite struct ViewGeometryTests {
    @Test func frameIsCenterAndBoundsSizeWithoutATransform() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        view.bounds.size = CGSize(width: 10, height: 10)
        #expect(view.frame == CGRect(x: -5, y: -5, width: 10, height: 10))
    }

    @Test func scrollingTheBoundsOriginDoesNotMoveTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: 0, y: 300)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func transformScalesTheFrameAboutTheCenterButNotTheBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.layer.transform == CATransform3DMakeScale(2, 2, 1))
    }

    @Test func settingTheFrameUnderATransformSetsCenterAndSizeAsIfUntransformed() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.center == CGPoint(x: 5, y: 5))
        #expect(view.bounds.size == CGSize(width: 10, height: 10))
    }

    @Test func plainInitGivesAZeroFrame() {
        #expect(UIView().frame == .zero)
    }

    @Test func subclassesWithTheirOwnInitialisersKeepTheirFrame() {
        #expect(BadgeView(text: "3").frame.size == CGSize(width: 20, height: 20))
        #expect(SpacerView().frame.size == CGSize(width: 8, height: 8))
    }
}

@MainActor @Suite struct ViewHierarchyTests {
    @Test func subviewsKeepInsertionOrderAndMoveWhenReinserted() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a); parent.addSubview(b); parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        #expect(a.superview === parent)
    }

    @Test func addingToAnotherParentRemovesFromTheFirst() {
        let first = UIView(), second = UIView(), child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(child.superview === second)
        child.removeFromSuperview()
        #expect(child.superview == nil && second.subviews.isEmpty)
    }

    @Test func zPositionOrdersDrawingBeforeSubviewOrder() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        a.layer.zPosition = 2
        c.layer.zPosition = -1
        #expect(parent.subviewsInDrawingOrder.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    }

    @Test func aZPositionChangedAfterTheDrawingOrderWasReadReordersIt() {
        let parent = UIView(), a = UIView(), b = UIView()
        [a, b].forEach(parent.addSubview)
        #expect(parent.subviewsInDrawingOrder.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        a.layer.zPosition = 1
        #expect(parent.subviewsInDrawingOrder.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
    }

    /// A parent whose subviews a, b, c have z positions 1, 0, 0, its drawing order read once (b, c, a) so
    /// that the next read could come from what was kept.
    private func parentWithDrawingOrderRead() -> (parent: UIView, a: UIView, b: UIView, c: UIView) {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        a.layer.zPosition = 1
        #expect(parent.subviewsInDrawingOrder.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        return (parent, a, b, c)
    }

    @Test func aSubviewAddedAfterASortedDrawingOrderWasReadIsInIt() {
        let (parent, a, b, c) = parentWithDrawingOrderRead()
        let d = UIView()
        parent.addSubview(d)
        #expect(parent.subviewsInDrawingOrder.map(ObjectIdentifier.init) == [b, c, d, a].map(ObjectIdentifier.init))
    }

    @Test func aSubviewRemovedAfterASortedDrawingOrderWasReadLeavesIt() {
        let (parent, a, b, c) = parentWithDrawingOrderRead()
        c.removeFromSuperview()
        #expect(parent.subviewsInDrawingOrder.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
    }

    @Test func subviewsReorderedAfterASortedDrawingOrderWasReadReorderIt() {
        let (parent, a, b, c) = parentWithDrawingOrderRead()
        parent.sendSubviewToBack(c)
        #expect(parent.subviewsInDrawingOrder.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    }

    @Test func aZPositionChangedAfterASortedDrawingOrderWasReadReordersIt() {
        let (parent, a, b, c) = parentWithDrawingOrderRead()
        b.layer.zPosition = 2
        #expect(parent.subviewsInDrawingOrder.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
    }

    @Test func aViewCannotBeItsOwnSubview() {
        let view = UIView()
        view.addSubview(view)
        #expect(view.subviews.isEmpty && view.superview == nil)
    }
}

@MainActor @Suite struct ViewLayoutTests {
    @Test func layoutIfNeededRunsLayoutSubviewsOnceUntilTheNextSetNeedsLayout() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layoutPasses == 1)
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layoutPasses == 2)
    }

    @Test func aBoundsSizeChangeNeedsLayoutButAMoveDoesNot() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.center = CGPoint(x: 100, y: 100)
        view.layoutIfNeeded()
        #expect(view.layoutPasses == 1)
        view.bounds.size = CGSize(width: 20, height: 20)
        view.layoutIfNeeded()
        #expect(view.layoutPasses == 2)
    }

    @Test func layoutIfNeededLaysOutSubviewsToo() {
        let parent = CountingView(), child = CountingView()
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(parent.layoutPasses == 1 && child.layoutPasses == 1)
    }

    @Test func aViewMarkedDeepInATreeIsLaidOutByTheRootsPassAndNothingElseIs() {
        let root = CountingView(), middle = CountingView(), leaf = CountingView(), sibling = CountingView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.addSubview(sibling)
        root.layoutIfNeeded()
        leaf.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(leaf.layoutPasses == 2)
        #expect([root, middle, sibling].map(\.layoutPasses) == [1, 1, 1])
    }

    @Test func aViewMarkedByALaterSiblingsLayoutIsLaidOutByTheNextPass() {
        let parent = CountingView(), first = CountingView()
        let second = MarkingView(marking: first)
        parent.addSubview(first)
        parent.addSubview(second)
        parent.layoutIfNeeded()
        // Its turn in that pass had gone by when it was marked, as in a full walk of the tree.
        #expect(first.layoutPasses == 1)
        parent.layoutIfNeeded()
        #expect(first.layoutPasses == 2)
    }

    @Test func aSubtreeThatJoinsNeedingLayoutIsLaidOutByItsNewRootsPass() {
        let root = CountingView(), branch = UIView(), leaf = CountingView()
        root.layoutIfNeeded()
        branch.addSubview(leaf)
        root.addSubview(branch)
        root.layoutIfNeeded()
        #expect(leaf.layoutPasses == 1)
    }
}

@MainActor @Suite struct HitTestingTests {
    private func scene() -> (root: UIView, child: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        root.addSubview(child)
        return (root, child)
    }

    @Test func hitTestFindsTheDeepestViewUnderThePoint() {
        let (root, child) = scene()
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreNotHit() {
        let (root, child) = scene()
        let point = CGPoint(x: 120, y: 120)
        child.isHidden = true
        #expect(root.hitTest(point, with: nil) === root)
        child.isHidden = false
        child.alpha = 0.005
        #expect(root.hitTest(point, with: nil) === root)
        child.alpha = 0.5
        #expect(root.hitTest(point, with: nil) === child)
        child.isUserInteractionEnabled = false
        #expect(root.hitTest(point, with: nil) === root)
    }

    @Test func aScaledViewIsHitWhereItIsDrawn() {
        let (root, child) = scene()
        child.transform = CGAffineTransform(scaleX: 2, y: 2) // now covers 75…175
        #expect(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === child)
        child.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) // now covers 112.5…137.5
        #expect(root.hitTest(CGPoint(x: 105, y: 105), with: nil) === root)
    }

    @Test func aRotatedViewIsHitInsideItsTurnedShapeOnly() {
        let (root, child) = scene()
        child.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // The frame's corner region lies outside the turned square.
        #expect(root.hitTest(CGPoint(x: 98, y: 98), with: nil) === root)
        // The tip of the diamond sticks out above the untransformed square.
        #expect(root.hitTest(CGPoint(x: 125, y: 92), with: nil) === child)
    }

    @Test func theFrontMostSiblingWinsByZPosition() {
        let (root, child) = scene()
        let cover = UIView(frame: child.frame)
        root.insertSubview(cover, at: 0)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === child)
        cover.layer.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === cover)
    }
}

@MainActor @Suite struct CoordinateConversionTests {
    @Test func convertAddsTheOriginsOfTheViewsBetween() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(a); a.addSubview(b)
        #expect(b.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
        #expect(root.convert(CGPoint(x: 16, y: 26), to: b) == CGPoint(x: 1, y: 1))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root) == CGRect(x: 15, y: 25, width: 10, height: 10))
    }

    @Test func convertBetweenSiblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        root.addSubview(a); root.addSubview(b)
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -90, y: 10))
        #expect(b.convert(CGPoint.zero, from: a) == CGPoint(x: -90, y: 10))
    }

    @Test func aScrolledBoundsOriginShiftsItsSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        scroller.contentSize = CGSize(width: 200, height: 2000)
        let content = UIView(frame: CGRect(x: 0, y: 500, width: 200, height: 50))
        root.addSubview(scroller); scroller.addSubview(content)
        scroller.contentOffset = CGPoint(x: 0, y: 450)
        #expect(content.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 150))
        #expect(root.convert(CGPoint(x: 0, y: 150), to: scroller) == CGPoint(x: 0, y: 500))
        #expect(root.hitTest(CGPoint(x: 10, y: 160), with: nil) === content)
    }

    @Test func convertFollowsAScaleTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(scaled)
        #expect(scaled.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 50))
        #expect(root.convert(CGPoint(x: 50, y: 50), to: scaled) == .zero)
    }
}

@MainActor @Suite struct AutoresizingTests {
    private func container(with child: UIView, mask: UIView.AutoresizingMask) -> UIView {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = mask
        parent.addSubview(child)
        return parent
    }

    @Test func flexibleWidthAndHeightFollowTheSuperviewsSize() {
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        let parent = container(with: child, mask: [.flexibleWidth, .flexibleHeight])
        parent.frame.size = CGSize(width: 300, height: 150)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 280, height: 130))
    }

    @Test func aViewWithoutAMaskKeepsItsFrame() {
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        let parent = container(with: child, mask: [])
        parent.frame.size = CGSize(width: 300, height: 150)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    @Test func flexibleMarginsShareTheChangeInProportion() {
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 50, height: 10)) // margins 10 and 40
        let parent = container(with: child, mask: [.flexibleLeftMargin, .flexibleRightMargin])
        parent.bounds.size.width = 150
        #expect(child.frame == CGRect(x: 20, y: 0, width: 50, height: 10))
    }

    @Test func aFlexibleTopMarginKeepsTheViewAtTheBottom() {
        let child = UIView(frame: CGRect(x: 0, y: 80, width: 100, height: 20))
        let parent = container(with: child, mask: [.flexibleTopMargin, .flexibleWidth])
        parent.bounds.size = CGSize(width: 200, height: 300)
        #expect(child.frame == CGRect(x: 0, y: 280, width: 200, height: 20))
    }

    @Test func aZeroSizedFlexibleViewGrowsWithItsSuperview() {
        let parent = UIView(frame: .zero)
        let child = UIView(frame: .zero)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func scrollingDoesNotResizeSubviews() {
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroller.contentSize = CGSize(width: 100, height: 1000)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleHeight]
        scroller.addSubview(child)
        scroller.contentOffset = CGPoint(x: 0, y: 300)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func autoresizesSubviewsOffStopsIt() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = container(with: child, mask: [.flexibleWidth])
        parent.autoresizesSubviews = false
        parent.bounds.size.width = 300
        #expect(child.frame.width == 100)
    }
}

@MainActor @Suite struct CellStructureTests {
    @Test func contentViewFillsTheCellAndFollowsItsSize() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        #expect(cell.contentView.superview === cell)
        #expect(cell.contentView.frame == cell.bounds)
        cell.bounds.size = CGSize(width: 100, height: 100)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func backgroundsStackBehindTheContentInUIKitsOrder() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        let background = UIView(), selected = UIView()
        cell.selectedBackgroundView = selected
        cell.backgroundView = background
        cell.layoutIfNeeded()
        #expect(cell.subviews.map(ObjectIdentifier.init) == [background, selected, cell.contentView].map(ObjectIdentifier.init))
        #expect(background.frame == cell.bounds && selected.frame == cell.bounds)
    }

    @Test func theSelectedBackgroundShowsWhileSelectedOrHighlighted() {
        let cell = UICollectionViewCell(frame: .zero)
        let selected = UIView()
        cell.selectedBackgroundView = selected
        #expect(selected.isHidden)
        cell.isHighlighted = true
        #expect(!selected.isHidden)
        cell.isHighlighted = false
        cell.isSelected = true
        #expect(!selected.isHidden)
        cell.isSelected = false
        #expect(selected.isHidden)
    }

    @Test func replacingABackgroundViewRemovesTheOldOne() {
        let cell = UICollectionViewCell(frame: .zero)
        let old = UIView()
        cell.backgroundView = old
        cell.backgroundView = UIView()
        #expect(old.superview == nil)
        #expect(cell.subviews.count == 2)
    }
}

@MainActor @Suite struct RectConversionTests {
    @Test func convertingARectThroughARotationGivesTheBoundingBoxOfItsCorners() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let turned = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 4)
        root.addSubview(turned)
        let converted = turned.convert(turned.bounds, to: root)
        #expect(close(converted, turned.frame, 1e-6), "\(converted) vs \(turned.frame)")
        let back = root.convert(turned.frame, to: turned)
        #expect(back.contains(turned.bounds.insetBy(dx: 1, dy: 1)))
    }
}

@MainActor @Suite struct PerspectiveConversionTests {
    /// A card turned about the y axis with perspective, as a cover-flow layout turns its cells.
    private func turnedCard() -> (root: UIView, card: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let card = UIView(frame: CGRect(x: 200, y: 100, width: 200, height: 200))
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500
        card.transform3D = CATransform3DRotate(transform, .pi / 3, 0, 1, 0)
        root.addSubview(card)
        return (root, card)
    }

    @Test func convertingIntoAPerspectiveViewUndoesTheProjection() {
        let (root, card) = turnedCard()
        for point in [CGPoint(x: 10, y: 10), CGPoint(x: 190, y: 20), CGPoint(x: 100, y: 100), CGPoint(x: 180, y: 190)] {
            let onScreen = card.convert(point, to: root)
            #expect(close(card.convert(onScreen, from: root), point, 1e-6), "\(point) → \(onScreen)")
        }
    }

    @Test func aPerspectiveViewIsHitWhereItIsDrawn() {
        let (root, card) = turnedCard()
        // Points just inside each corner of the drawn (projected) card hit it.
        for corner in [CGPoint(x: 3, y: 3), CGPoint(x: 197, y: 3), CGPoint(x: 3, y: 197), CGPoint(x: 197, y: 197)] {
            #expect(root.hitTest(card.convert(corner, to: root), with: nil) === card, "\(corner)")
        }
        // And points just outside them do not.
        for corner in [CGPoint(x: -3, y: 3), CGPoint(x: 203, y: 3), CGPoint(x: 3, y: -3), CGPoint(x: 197, y: 203)] {
            #expect(root.hitTest(card.convert(corner, to: root), with: nil) === root, "\(corner)")
        }
    }
}
