@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Sections that scroll on their own, right to left, as UIKit's do: they start at their right edge
/// (their leading end), later groups come in from the left as the content moves rightwards, input
/// moves the content the way the finger, wheel or pointer goes on screen, and every paging behaviour
/// rests on the mirror image of where it rests left to right.
@MainActor
@Suite struct MirroredOrthogonalScrollingTests {
    /// `CollectionScene.orthogonalRow` (groups 300 wide, 10 apart, in a 400-point row), right to left.
    private func scene(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, leadingInset: CGFloat = 0,
                       handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil)
        -> CollectionScene<UICollectionViewCompositionalLayout> {
        let scene = CollectionScene.orthogonalRow(behavior, leadingInset: leadingInset, handler: handler)
        scene.window.systemLayoutDirection = .rightToLeft
        scene.window.layoutIfNeeded()
        return scene
    }

    private let overSection = CGPoint(x: 100, y: 50)

    /// Where the collection view shows `item` of section 0 (the layout's own frames are left to right).
    private func shown(_ scene: CollectionScene<UICollectionViewCompositionalLayout>, _ item: Int) -> CGRect? {
        scene.window.layoutIfNeeded()
        return scene.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    private func settle(_ scene: CollectionScene<UICollectionViewCompositionalLayout>) {
        scene.input.settle()
        scene.layoutPass()
    }

    /// A finger from `overSection` moved sideways by `distance` (positive: rightwards) at `speed`.
    private func swipe(_ scene: CollectionScene<UICollectionViewCompositionalLayout>, by distance: CGFloat, speed: CGFloat) {
        scene.input.touchDrag(from: overSection, to: CGPoint(x: overSection.x + distance, y: overSection.y), speed: speed)
        settle(scene)
    }

    @Test func everyBehaviourStartsAtTheRightEdge() {
        for behavior in [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging] {
            #expect(shown(scene(behavior), 0)?.maxX == 400, "\(behavior)")
        }
        // Its leading inset is at the right too.
        #expect(shown(scene(.continuous, leadingInset: 20), 0)?.maxX == 380)
    }

    @Test func aCentredSectionStartsWithItsFirstGroupInTheMiddle() {
        #expect(shown(scene(.groupPagingCentered), 0)?.midX == 200)
    }

    @Test func theFingerPullsLaterGroupsInFromTheLeft() {
        let scene = scene(.continuous)
        scene.input.touchDown(at: overSection)
        scene.input.touchMove(to: CGPoint(x: 111, y: 50))
        scene.input.touchMove(to: CGPoint(x: 211, y: 50))
        scene.layoutPass()
        #expect(shown(scene, 0)?.maxX == 500)
        #expect(shown(scene, 1)?.maxX == 190)
        #expect(scene.collectionView.contentOffset == .zero)
    }

    @Test func pullingPastTheStartResistsAndSpringsBackToTheRightEdge() {
        let scene = scene(.continuous)
        scene.input.touchDown(at: CGPoint(x: 300, y: 50))
        scene.input.touchMove(to: CGPoint(x: 289, y: 50))
        scene.input.touchMove(to: CGPoint(x: 189, y: 50))
        scene.layoutPass()
        // The same resistance as left to right, leftwards: 48.35 points for 100.
        #expect(abs((shown(scene, 0)?.maxX ?? 0) - (400 - 48.35)) <= 0.5)
        scene.input.stepFrames(6)
        scene.input.touchUp(at: CGPoint(x: 189, y: 50))
        settle(scene)
        #expect(shown(scene, 0)?.maxX == 400)
    }

    @Test func theSectionEndsWithItsLastGroupAtTheLeftEdge() {
        let scene = scene(.continuous)
        for _ in 0..<100 { scene.input.scroll(dx: -48, dy: 0, at: overSection) }
        #expect(shown(scene, 9)?.minX == 0)
    }

    @Test func aPagingFlickRestsAPageFurtherToTheLeft() {
        let scene = scene(.paging)
        swipe(scene, by: 100, speed: 1000)
        #expect(shown(scene, 0)?.maxX == 800)
    }

    @Test func theLastPageEndsAtTheLeftEdge() {
        let scene = scene(.paging)
        for _ in 0..<12 { scene.input.scroll(dx: -48, dy: 0, at: overSection); settle(scene) }
        #expect(shown(scene, 9)?.minX == 0)
    }

    @Test func aGroupPagingFlickRestsWithTheNextGroupAtTheRightEdge() {
        let scene = scene(.groupPaging)
        swipe(scene, by: 100, speed: 1000)
        #expect(shown(scene, 1)?.maxX == 400)
    }

    @Test func aSlowGroupPagingReleaseReturnsToTheNearestGroup() {
        let scene = scene(.groupPaging)
        swipe(scene, by: 100, speed: 100)
        #expect(shown(scene, 0)?.maxX == 400)
    }

    @Test func aCentredFlickCentresTheNextGroup() {
        let scene = scene(.groupPagingCentered)
        swipe(scene, by: 100, speed: 1000)
        #expect(shown(scene, 1)?.midX == 200)
    }

    @Test func aLeadingBoundarySectionRestsWithAGroupsRightEdgeAtTheRight() {
        let scene = scene(.continuousGroupLeadingBoundary)
        swipe(scene, by: 250, speed: 1000)
        let rightEdges = (0..<10).compactMap { shown(scene, $0)?.maxX }
        #expect(rightEdges.contains(400), "group right edges at \(rightEdges)")
        #expect(shown(scene, 0)?.maxX ?? 0 > 400, "it moved on from the first group")
    }

    @Test func aWheelNotchPagesByGroupsTheWayTheContentMoves() {
        let scene = scene(.groupPaging)
        scene.input.scroll(dx: -48, dy: 0, at: overSection)
        settle(scene)
        #expect(shown(scene, 1)?.maxX == 400)
        scene.input.scroll(dx: 48, dy: 0, at: overSection)
        settle(scene)
        #expect(shown(scene, 0)?.maxX == 400)
    }

    @Test func aMiddleButtonDragMovesTheContentWithThePointer() {
        let scene = scene(.continuous)
        scene.input.drag(from: overSection, to: CGPoint(x: 220, y: 90), button: .middle)
        settle(scene)
        #expect(shown(scene, 0)?.maxX == 520)
    }

    @Test func aTouchpadMovesTheContentTheWayItMovesLeftToRight() {
        let scene = scene(.continuous)
        scene.input.touchpadScroll(dx: -60, dy: 0, at: overSection)
        scene.layoutPass()
        #expect(shown(scene, 0)?.maxX == 460)
    }

    @Test func clicksOnAScrolledSectionSelectTheItemDrawnUnderThePointer() {
        let scene = scene(.continuous)
        scene.input.scroll(dx: -300, dy: 0, at: overSection)
        scene.input.click(at: CGPoint(x: 300, y: 50))
        #expect(scene.selected == ["0-1"])
    }

    @Test func theVisibleItemsHandlerMeasuresFromTheLeadingEnd() {
        var seen: [(offset: CGPoint, firstMinX: CGFloat?)] = []
        let scene = scene(.continuous) { items, offset, _ in
            seen.append((offset, items.first { $0.indexPath == IndexPath(item: 0, section: 0) }?.frame.minX))
        }
        #expect(seen.last?.offset == .zero)
        #expect(seen.last?.firstMinX == 0)
        scene.input.scroll(dx: -48, dy: 0, at: overSection)
        scene.layoutPass()
        // The content moved 48 points rightwards on screen: 48 points on from the leading end.
        #expect(seen.last?.offset == CGPoint(x: 48, y: 0))
        #expect(shown(scene, 0)?.maxX == 448)
    }

    @Test func scrollingToAnItemPlacesItByItsEdgesAsDrawn() {
        let scene = scene(.continuous)
        let item = IndexPath(item: 5, section: 0)
        scene.collectionView.scrollToItem(at: item, at: .left, animated: false)
        #expect(shown(scene, 5)?.minX == 0)
        scene.collectionView.scrollToItem(at: item, at: .right, animated: false)
        #expect(shown(scene, 5)?.maxX == 400)
        scene.collectionView.scrollToItem(at: item, at: .centeredHorizontally, animated: false)
        #expect(shown(scene, 5)?.midX == 200)
        #expect(scene.collectionView.contentOffset == .zero)
    }

    @Test func theLeftArrowBringsThePartlyHiddenNextGroupInFromTheLeft() {
        let scene = scene(.continuous)
        scene.window.keyTarget = scene.collectionView
        scene.input.click(at: CGPoint(x: 300, y: 50))
        scene.input.key(.left)
        settle(scene)
        #expect(scene.collectionView.focus.focused == IndexPath(item: 1, section: 0))
        #expect(shown(scene, 1)?.minX == 0)
    }
}
