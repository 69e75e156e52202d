import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Sections that scroll on their own: wheel and drag routing, paging, and the visible-items handler.
@MainActor
@Suite struct OrthogonalScrollingTests {
    private typealias C = Compose

    private func scene(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
                       handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil) -> CollectionScene<UICollectionViewCompositionalLayout> {
        .orthogonalRow(behavior, handler: handler)
    }

    private let overSection = CGPoint(x: 200, y: 50)

    /// A middle-button drag leftwards from `overSection` to `x`, `step` points every `interval` seconds.
    private func middleDrag(in scene: CollectionScene<UICollectionViewCompositionalLayout>, toX x: CGFloat, by step: CGFloat,
                            every interval: TimeInterval) {
        scene.input.press(at: overSection, button: .middle)
        for position in stride(from: overSection.x - step, through: x, by: -step) {
            scene.input.wait(interval)
            scene.input.move(to: CGPoint(x: position, y: overSection.y))
        }
        scene.input.release(at: CGPoint(x: x, y: overSection.y), button: .middle)
    }

    @Test func shiftWheelScrollsTheSectionUnderThePointerOnly() {
        let scene = scene(.continuous)
        scene.input.scroll(dx: 48, dy: 0, at: overSection)
        #expect(scene.frame(0)?.minX == -48)
        #expect(scene.frame(1)?.minX == 262)
        #expect(scene.collectionView.contentOffset == .zero)
        #expect(scene.visiblePaths.contains(IndexPath(item: 1, section: 0)))
    }

    @Test func aSectionsScrollOffsetFollowsItThroughAMove() {
        let item = C.item(.fractionalWidth(1), .fractionalHeight(1))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: C.size(.fractionalWidth(0.75), .absolute(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        let scene = CollectionScene.compositional(UICollectionViewCompositionalLayout(section: section), width: 400, height: 300, counts: [10, 10])
        scene.input.scroll(dx: 48, dy: 0, at: overSection)
        #expect(scene.frame(0, 0)?.minX == -48)
        scene.dataSource.model.replaceSubrange(0..<2, with: [scene.dataSource.model[1], scene.dataSource.model[0]])
        scene.collectionView.moveSection(0, toSection: 1)
        scene.settle()
        #expect(scene.frame(0, 1)?.minX == -48, "the scrolled section kept its offset in its new place")
        #expect(scene.frame(0, 0)?.minX == 0)
    }

    @Test func verticalWheelOverTheSectionScrollsTheCollectionView() {
        let scene = scene(.continuous)
        scene.input.wheel(notches: 1, at: overSection)
        #expect(scene.collectionView.contentOffset.y == 48)
        #expect(scene.frame(0)?.minX == 0)
    }

    @Test func sectionStopsAtTheEndOfItsGroups() {
        // 10 groups of 300 with 9 gaps of 10: 3090 points in a 400-point viewport.
        let scene = scene(.continuous)
        for _ in 0..<100 { scene.input.scroll(dx: 48, dy: 0, at: overSection) }
        #expect(scene.frame(9)?.maxX == 400)
    }

    @Test func groupPagingMovesOneGroupPerNotch() {
        let scene = scene(.groupPaging)
        scene.input.scroll(dx: 48, dy: 0, at: overSection)
        scene.settle()
        #expect(scene.frame(1)?.minX == 0)
        scene.input.scroll(dx: -48, dy: 0, at: overSection)
        scene.settle()
        #expect(scene.frame(0)?.minX == 0)
    }

    @Test func groupPagingCenteredRestsWithAGroupInTheMiddle() {
        let scene = scene(.groupPagingCentered)
        #expect(scene.frame(0)?.midX == 200)
        scene.input.scroll(dx: 48, dy: 0, at: overSection)
        scene.settle()
        #expect(scene.frame(1)?.midX == 200)
    }

    @Test func pagingMovesByTheWidthOfTheView() {
        let scene = scene(.paging)
        scene.input.scroll(dx: 48, dy: 0, at: overSection)
        scene.settle()
        #expect(scene.frame(1)?.minX == -90)  // group 1 starts at 310; a page is 400
    }

    @Test func middleDragMovesTheSectionWithThePointer() {
        let scene = scene(.continuous)
        scene.input.drag(from: overSection, to: CGPoint(x: 80, y: 90), button: .middle)
        scene.settle()
        #expect(scene.frame(0)?.minX == -120)
        #expect(scene.collectionView.contentOffset == .zero)
    }

    @Test func slowDragOfAPagingSectionSettlesOnTheNearestGroup() {
        let scene = scene(.groupPaging)
        middleDrag(in: scene, toX: 100, by: 10, every: 0.1)
        scene.settle()
        #expect(scene.frame(0)?.minX == 0)  // moved 100 of a 310 stride: back to the first group
    }

    @Test func flickOfAPagingSectionGoesOnToTheNextGroup() {
        let scene = scene(.groupPaging)
        middleDrag(in: scene, toX: 140, by: 20, every: 0.016)
        scene.settle()
        #expect(scene.frame(1)?.minX == 0)
    }

    @Test func visibleItemsHandlerSeesTheSectionOffsetAndChangesWhatIsShown() {
        var offsets: [CGPoint] = []
        let scene = scene(.continuous) { items, offset, _ in
            offsets.append(offset)
            for item in items { item.alpha = 0.5 }
        }
        scene.input.scroll(dx: 48, dy: 0, at: overSection)
        #expect(offsets.last == CGPoint(x: 48, y: 0))
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha == 0.5)
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.alpha == 1)
    }

    @Test func clicksOnAScrolledSectionSelectTheItemUnderThePointer() {
        let scene = scene(.continuous)
        scene.input.scroll(dx: 300, dy: 0, at: overSection)
        scene.input.click(at: CGPoint(x: 100, y: 50))
        #expect(scene.selected == ["0-1"])
    }

    @Test func scrollingToAnItemScrollsTheSectionItIsIn() {
        let scene = scene(.continuous)
        scene.collectionView.scrollToItem(at: IndexPath(item: 5, section: 0), at: .left, animated: false)
        scene.layoutPass()
        #expect(scene.frame(5)?.minX == 0)
        #expect(scene.collectionView.contentOffset == .zero, "the collection view does not move sideways")
    }

    @Test func scrollingToAnItemWithNoHorizontalPlaceMovesItsSectionTheLeastDistance() {
        let scene = scene(.continuous)
        scene.collectionView.scrollToItem(at: IndexPath(item: 2, section: 0), at: [], animated: false)
        scene.layoutPass()
        #expect(scene.frame(2)?.maxX == 400)
    }
}
