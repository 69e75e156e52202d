import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `isPagingEnabled`: a release comes to rest on a multiple of the view's height.
@MainActor
@Suite struct PagingTests {
    private func pagingScene(page: Int = 5) -> ScrollPhysicsScene {
        let scene = ScrollPhysicsScene(offset: CGFloat(page) * 960)
        scene.scrollView.isPagingEnabled = true
        return scene
    }

    @Test(arguments: [400, 1000, 4000, 11_000] as [CGFloat])
    func flickEndsOnTheNextPage(speed: CGFloat) {
        let scene = pagingScene()
        scene.flickUp(speed: speed, distance: speed / 10)
        scene.framesToRest()
        #expect(scene.offsetY == CGFloat(6 * 960))
    }

    @Test func flickDownEndsOnThePreviousPage() {
        let scene = pagingScene()
        scene.input.touchDrag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), speed: 1500)
        scene.framesToRest()
        #expect(scene.offsetY == CGFloat(4 * 960))
    }

    /// A slow drag up by `distance`, held still, then released: past half a page it settles on the
    /// next page, short of half it goes back.
    @Test(arguments: [(600, 6), (200, 5)] as [(CGFloat, Int)])
    func slowReleaseSettlesOnTheNearestPage(distance: CGFloat, page: Int) {
        let scene = pagingScene()
        scene.input.touchDrag(from: CGPoint(x: 200, y: 900), to: CGPoint(x: 200, y: 900 - distance), speed: 600, lift: false)
        scene.input.stepFrames(6)
        scene.input.touchUp(at: CGPoint(x: 200, y: 900 - distance))
        scene.framesToRest()
        #expect(scene.offsetY == CGFloat(page * 960))
    }

    @Test func pageSettlesWithoutPassingItsBoundary() {
        let scene = pagingScene()
        scene.flickUp(speed: 4000)
        while scene.scrollView.isDecelerating {
            scene.input.stepFrames(1)
            #expect(scene.offsetY <= CGFloat(6 * 960))
        }
    }

    @Test func delegatesChangedTargetIsHonouredExactlyWhilePaging() {
        let scene = pagingScene()
        scene.delegate.changeTarget = { _ in CGPoint(x: 0, y: 8 * 960) }
        scene.flickUp(speed: 1000)
        #expect(scene.delegate.proposedTargets == [CGPoint(x: 0, y: 6 * 960)])
        scene.framesToRest()
        #expect(scene.offsetY == CGFloat(8 * 960))
    }
}
