import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Sections that scroll on their own get the collection view's physics under a finger or touchpad:
/// 1:1 with resistance past their ends, momentum, and their behaviour's snapping.
@MainActor
@Suite struct OrthogonalPhysicsTests {
    private func scene(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> CollectionScene<UICollectionViewCompositionalLayout> {
        .orthogonalRow(behavior)
    }

    private let overSection = CGPoint(x: 300, y: 50)

    /// A finger from `overSection` moved sideways by `distance` (negative: leftwards) at `speed`.
    private func swipe(_ scene: CollectionScene<UICollectionViewCompositionalLayout>, by distance: CGFloat, speed: CGFloat, lift: Bool = true) {
        scene.input.touchDrag(from: overSection, to: CGPoint(x: overSection.x + distance, y: overSection.y), speed: speed, lift: lift)
    }

    private func settle(_ scene: CollectionScene<UICollectionViewCompositionalLayout>) {
        scene.input.settle()
        scene.layoutPass()
    }

    @Test func sectionFollowsTheFingerOneToOne() {
        let scene = scene(.continuous)
        scene.input.touchDown(at: overSection)
        scene.input.touchMove(to: CGPoint(x: 289, y: 50))
        scene.input.touchMove(to: CGPoint(x: 189, y: 50))
        scene.layoutPass()
        #expect(scene.frame(0)?.minX == -100)
        #expect(scene.collectionView.contentOffset == .zero)
    }

    @Test func sectionDraggedPastItsStartResistsAndSpringsBack() {
        let scene = scene(.continuous)
        scene.input.touchDown(at: CGPoint(x: 100, y: 50))
        scene.input.touchMove(to: CGPoint(x: 111, y: 50))
        scene.input.touchMove(to: CGPoint(x: 211, y: 50))
        scene.layoutPass()
        // f(100, 400) = (1 - 1 / (100 * 0.55 / 400 + 1)) * 400 = 48.35
        #expect(abs((scene.frame(0)?.minX ?? 0) - 48.35) <= 0.5, "frames are whole pixels")
        scene.input.stepFrames(6)
        scene.input.touchUp(at: CGPoint(x: 211, y: 50))
        settle(scene)
        #expect(scene.frame(0)?.minX == 0)
    }

    @Test func continuousSectionDeceleratesToTheProjection() {
        let scene = scene(.continuous)
        swipe(scene, by: -200, speed: 1000)
        scene.layoutPass()
        let released = scene.frame(0)?.minX ?? 0
        settle(scene)
        #expect(abs((scene.frame(0)?.minX ?? 0) - (released - 499)) <= 1)
    }

    @Test func pagingFlickStopsOnTheNextPage() {
        let scene = scene(.paging)
        swipe(scene, by: -100, speed: 1000)
        settle(scene)
        #expect(scene.frame(0)?.minX == -400)
    }

    @Test func groupPagingFlickStopsOnTheNextGroup() {
        let scene = scene(.groupPaging)
        swipe(scene, by: -100, speed: 1000)
        settle(scene)
        #expect(scene.frame(1)?.minX == 0)
    }

    @Test func groupPagingCenteredFlickCentresTheNextGroup() {
        let scene = scene(.groupPagingCentered)
        swipe(scene, by: -100, speed: 1000)
        settle(scene)
        #expect(scene.frame(1)?.midX == 200)
    }

    @Test func touchpadSidewaysOverTheSectionDragsIt() {
        let scene = scene(.continuous)
        scene.input.touchpadScroll(dx: 60, dy: 0, at: overSection)
        scene.layoutPass()
        #expect(scene.frame(0)?.minX == -60)
        #expect(scene.collectionView.contentOffset == .zero)
    }

    @Test func verticalFingerOverTheSectionScrollsTheCollectionView() {
        let scene = scene(.continuous)
        scene.input.touchDown(at: CGPoint(x: 300, y: 90))
        scene.input.touchMove(to: CGPoint(x: 300, y: 79))
        scene.input.touchMove(to: CGPoint(x: 300, y: 49))
        #expect(scene.collectionView.contentOffset.y == 30)
        scene.layoutPass()
        #expect(scene.frame(0)?.minX == 0)
    }
}
