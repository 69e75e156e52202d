import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `scrollsToTop`: Tessera's "scroll to top" gesture is the Home key (there is no status bar to tap).
@MainActor
@Suite struct ScrollsToTopTests {
    private func scene() -> ScrollPhysicsScene {
        let scene = ScrollPhysicsScene(offset: 5_000)
        scene.input.move(to: scene.middle)
        return scene
    }

    @Test func homeAsksTheDelegateGlidesToTheTopAndSaysSo() {
        let scene = scene()
        scene.input.key(.home)
        scene.input.settle()
        #expect(scene.offsetY == 0)
        #expect(scene.delegate.calls == ["shouldScrollToTop", "didScrollToTop"])
    }

    @Test func delegateCanRefuse() {
        let scene = scene()
        scene.delegate.allowsScrollToTop = false
        scene.input.key(.home)
        scene.input.settle()
        #expect(scene.offsetY == 5_000)
    }

    @Test func scrollsToTopOffLeavesHomeToTheViewsAround() {
        let scene = scene()
        scene.scrollView.scrollsToTop = false
        scene.input.key(.home)
        scene.input.settle()
        #expect(scene.offsetY == 5_000)
        #expect(scene.delegate.calls == [])
    }
}
