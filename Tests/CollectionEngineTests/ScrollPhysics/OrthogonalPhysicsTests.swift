import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Sections that scroll on their own get the collection view's physics under a finger or touchpad:
/// 1:1 with resistance past their ends, momentum, and their behaviour's snapping.
@MainActor
@Suite struct OrthogonalPhysicsTests {
    private typealias C = Compose

    /// Section 0 scrolls sideways with `behavior`: groups 300 wide (75 % of 400), 100 tall, 10 apart
    /// (offsets 0…2690 for 10 groups); section 1 is a column of 100-point rows.
    private func scene(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> CollectionScene<UICollectionViewCompositionalLayout> {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let item = C.item(.fractionalWidth(1), .fractionalHeight(1))
            let width: NSCollectionLayoutDimension = index == 0 ? .fractionalWidth(0.75) : .fractionalWidth(1)
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: C.size(width, .absolute(100)), subitems: [item]))
            if index == 0 {
                section.orthogonalScrollingBehavior = behavior
                section.interGroupSpacing = 10
            }
            return section
        }
        return CollectionScene.compositional(layout, width: 400, height: 300, counts: [10, 20])
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
