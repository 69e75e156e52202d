import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Content dragged past its edges follows the finger with UIKit's resistance,
/// `f(x, d) = (1 - 1 / (x * 0.55 / d + 1)) * d`, and springs back without overshoot.
@MainActor
@Suite struct RubberBandPhysicsTests {
    /// Puts a finger down at y 100, moves it past the slop, then `distance` further down: the content
    /// at the top is dragged `distance` points past its edge.
    private func dragPastTop(_ scene: ScrollPhysicsScene, by distance: CGFloat, lift: Bool = false) {
        scene.input.touchDown(at: CGPoint(x: 200, y: 20))
        scene.input.touchMove(to: CGPoint(x: 200, y: 31))
        scene.input.stepFrames(1)
        scene.input.touchMove(to: CGPoint(x: 200, y: 31 + distance))
        if lift {
            scene.input.stepFrames(6)
            scene.input.touchUp(at: CGPoint(x: 200, y: 31 + distance))
        }
    }

    @Test(arguments: [(100, 52), (400, 179), (960, 341)] as [(CGFloat, CGFloat)])
    func dragPastTheTopOfA960PointViewShowsUIKitsResistance(drag: CGFloat, shown: CGFloat) {
        let scene = ScrollPhysicsScene(offset: 0)
        dragPastTop(scene, by: drag)
        #expect(abs(-scene.offsetY - shown) <= 1)
    }

    @Test func dragPastTheBottomResistsTheSameWay() {
        let scene = ScrollPhysicsScene(offset: 100_000 - 960)
        scene.input.touchDown(at: CGPoint(x: 200, y: 950))
        scene.input.touchMove(to: CGPoint(x: 200, y: 939))
        scene.input.touchMove(to: CGPoint(x: 200, y: 539))
        #expect(abs(scene.offsetY - (100_000 - 960) - 179) <= 1)
    }

    @Test func releasedPastTheEdgeSpringsBackWithoutOvershoot() {
        let scene = ScrollPhysicsScene(offset: 0)
        dragPastTop(scene, by: 400, lift: true)
        #expect(scene.scrollView.isDecelerating)
        var last = scene.offsetY
        while scene.scrollView.isDecelerating {
            scene.input.stepFrames(1)
            #expect(scene.offsetY <= 0 && scene.offsetY >= last)
            last = scene.offsetY
        }
        #expect(scene.offsetY == 0)
    }

    @Test func flickIntoTheEdgeRunsPastItAndSpringsBack() {
        let scene = ScrollPhysicsScene(offset: 300)
        scene.input.touchDrag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), speed: 3000)
        var furthest: CGFloat = 0
        while scene.scrollView.isDecelerating {
            scene.input.stepFrames(1)
            furthest = min(furthest, scene.offsetY)
        }
        #expect(furthest < -5)
        #expect(scene.offsetY == 0)
    }

    @Test func withoutBouncesADragStopsAtTheEdge() {
        let scene = ScrollPhysicsScene(offset: 0)
        scene.scrollView.bounces = false
        dragPastTop(scene, by: 400)
        #expect(scene.offsetY == 0)
    }

    @Test func withoutBouncesAFlickStopsAtTheEdge() {
        let scene = ScrollPhysicsScene(offset: 300)
        scene.scrollView.bounces = false
        scene.input.touchDrag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), speed: 3000)
        while scene.scrollView.isDecelerating {
            scene.input.stepFrames(1)
            #expect(scene.offsetY >= 0)
        }
        #expect(scene.offsetY == 0)
    }

    @Test func alwaysBounceVerticalLetsContentThatFitsBounce() {
        let scene = ScrollPhysicsScene(contentHeight: 500, offset: 0)
        scene.scrollView.alwaysBounceVertical = true
        dragPastTop(scene, by: 100)
        #expect(abs(scene.offsetY + 52) <= 1)
        scene.input.touchUp(at: CGPoint(x: 200, y: 131))
        scene.framesToRest()
        #expect(scene.offsetY == 0)
    }

    @Test func contentThatFitsDoesNotMoveWithoutAlwaysBounce() {
        let scene = ScrollPhysicsScene(contentHeight: 500, offset: 0)
        dragPastTop(scene, by: 100)
        #expect(scene.offsetY == 0)
        #expect(!scene.scrollView.isDragging)
    }

    @Test func alwaysBounceDoesNothingWithoutBounces() {
        let scene = ScrollPhysicsScene(contentHeight: 500, offset: 0)
        scene.scrollView.alwaysBounceVertical = true
        scene.scrollView.bounces = false
        dragPastTop(scene, by: 100)
        #expect(scene.offsetY == 0)
    }

    @Test func alwaysBounceHorizontalLetsNarrowContentBounceSideways() {
        let scene = ScrollPhysicsScene(offset: 0)
        scene.scrollView.alwaysBounceHorizontal = true
        scene.input.touchDown(at: CGPoint(x: 100, y: 400))
        scene.input.touchMove(to: CGPoint(x: 111, y: 400))
        scene.input.touchMove(to: CGPoint(x: 511, y: 400))
        #expect(scene.scrollView.contentOffset.x < -100)
    }

    @Test func aNewDragOfBouncingContentContinuesWithoutAJump() {
        let scene = ScrollPhysicsScene(offset: 0)
        dragPastTop(scene, by: 400, lift: true)
        scene.input.stepFrames(3)
        let shown = scene.offsetY
        scene.input.touchDown(at: scene.middle)
        #expect(scene.offsetY == shown, "the finger catches the content where it is")
        scene.input.touchMove(to: CGPoint(x: 200, y: 481))
        #expect(scene.offsetY < shown && shown - scene.offsetY < 1, "a point of drag moves it less than a point, past the edge")
    }
}
