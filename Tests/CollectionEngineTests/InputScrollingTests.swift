import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Wheel, touchpad, key and drag scrolling through `UIScrollView`.
///
/// The scene's content is 40 items in 10 rows: 1110 points tall in a 340-point view, so offsets run
/// from 0 to 770. Scenes made with `glides: true` animate wheel and key scrolling, stepped in frames.
@MainActor
@Suite struct InputScrollingTests {
    private let inside = CGPoint(x: CollectionScene<GridTestLayout>.inputGridOrigin.x + 200, y: CollectionScene<GridTestLayout>.inputGridOrigin.y + 150)

    private func offsetY(_ scene: CollectionScene<GridTestLayout>) -> CGFloat { scene.collectionView.contentOffset.y }

    // MARK: Wheel

    @Test func wheelNotchScrollsByOneWheelStep() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.wheel(notches: 1, at: inside)
        #expect(offsetY(scene) == InputEvent.wheelStep)
    }

    @Test func wheelReportsDidScrollToTheDelegate() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.wheel(notches: 1, at: inside)
        #expect(scene.delegate.calls == ["didScroll 0.0,48.0"])
    }

    @Test func wheelStopsAtTheEndOfTheContent() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.wheel(notches: 20, at: inside)
        #expect(offsetY(scene) == 770)
        scene.input.wheel(notches: 1, at: inside)
        #expect(offsetY(scene) == 770)
    }

    @Test func wheelUpAtTheTopDoesNothing() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.wheel(notches: -1, at: inside)
        #expect(offsetY(scene) == 0)
        #expect(scene.delegate.calls == [])
    }

    @Test func touchpadDeltasAddUpToExactlyTheirSum() {
        let scene = CollectionScene.inputGrid(counts: [40])
        let deltas: [CGFloat] = Array(repeating: 0.1, count: 30) + [7.3, -2.05, 13.7]
        for delta in deltas { scene.input.scroll(dx: 0, dy: delta, at: inside) }
        #expect(offsetY(scene) == deltas.reduce(0, +))
    }

    @Test func wheelScrollingBringsTheNextRowsOnScreen() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.wheel(notches: 5, at: inside)
        #expect(scene.collectionView.indexPathsForVisibleItems.first == IndexPath(item: 8, section: 0))
    }

    @Test func verticalWheelScrollsContentThatOnlyMovesSideways() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.layout.columns = 40
        scene.layout.invalidateLayout()
        scene.window.layoutIfNeeded()
        scene.input.wheel(notches: 1, at: inside)
        #expect(scene.collectionView.contentOffset == CGPoint(x: 48, y: 0))
    }

    @Test func horizontalDeltaScrollsSideways() {
        let scene = CollectionScene.inputGrid(counts: [400])
        scene.layout.columns = 20
        scene.layout.invalidateLayout()
        scene.window.layoutIfNeeded()
        scene.input.scroll(dx: 30, dy: 0, at: inside)
        #expect(scene.collectionView.contentOffset == CGPoint(x: 30, y: 0))
    }

    @Test func wheelIsIgnoredWhileScrollingIsDisabled() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.collectionView.isScrollEnabled = false
        scene.input.wheel(notches: 1, at: inside)
        scene.input.move(to: inside)
        scene.input.key(.pageDown)
        #expect(offsetY(scene) == 0)
    }

    // MARK: Gliding

    @Test func burstOfTwentyNotchesInOneMillisecondGlidesToExactlyTheirSum() {
        let scene = CollectionScene.inputGrid(counts: [400], glides: true)
        for _ in 0..<20 {
            scene.input.wheel(notches: 1, at: inside)
            scene.input.wait(0.00005)
        }
        scene.input.stepFrames(1)
        #expect(offsetY(scene) > 0 && offsetY(scene) < 960)
        scene.input.settle()
        #expect(offsetY(scene) == 960)
    }

    @Test func notchesArrivingMidGlideAddToTheDestination() {
        let scene = CollectionScene.inputGrid(counts: [400], glides: true)
        scene.input.wheel(notches: 3, at: inside)
        scene.input.stepFrames(2)
        scene.input.wheel(notches: 2, at: inside)
        scene.input.stepFrames(1)
        scene.input.wheel(notches: -1, at: inside)
        scene.input.stepFrames(3)
        scene.input.wheel(notches: 1, at: inside)
        scene.input.settle()
        #expect(offsetY(scene) == 5 * InputEvent.wheelStep)
    }

    @Test func glideMovesSteadilyTowardItsDestinationWithoutOvershooting() {
        let scene = CollectionScene.inputGrid(counts: [400], glides: true)
        var offsets: [CGFloat] = [0]
        for _ in 0..<12 {
            scene.input.wheel(notches: 1, at: inside)
            scene.input.stepFrames(1)
            offsets.append(offsetY(scene))
        }
        scene.input.settle()
        offsets.append(offsetY(scene))
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(offsets.allSatisfy { $0 <= 12 * InputEvent.wheelStep })
        #expect(offsets.last == 12 * InputEvent.wheelStep)
    }

    @Test func glideEndsWhereImmediateScrollingWouldAtEveryEdge() {
        let gliding = CollectionScene.inputGrid(counts: [40], glides: true)
        let immediate = CollectionScene.inputGrid(counts: [40])
        let notches: [CGFloat] = [-2, 3, 30, -1, 5, -40, 2, 0.5]
        for (index, notch) in notches.enumerated() {
            gliding.input.wheel(notches: notch, at: inside)
            immediate.input.wheel(notches: notch, at: inside)
            gliding.input.stepFrames(index % 3)
        }
        gliding.input.settle()
        #expect(offsetY(gliding) == offsetY(immediate))
        #expect(offsetY(immediate) == 2.5 * InputEvent.wheelStep)
    }

    @Test func glideReportsDidScrollButNotTheEndOfAScrollingAnimation() {
        let scene = CollectionScene.inputGrid(counts: [40], glides: true)
        scene.input.wheel(notches: 2, at: inside)
        scene.input.settle()
        #expect(scene.delegate.calls.last == "didScroll 0.0,96.0")
        #expect(!scene.delegate.calls.contains("didEndScrollingAnimation"))
    }

    @Test func scrollingByCodeDuringAGlideWins() {
        let scene = CollectionScene.inputGrid(counts: [40], glides: true)
        scene.input.wheel(notches: 5, at: inside)
        scene.input.stepFrames(2)
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        scene.input.settle()
        #expect(offsetY(scene) == 100)
        scene.input.wheel(notches: 1, at: inside)
        scene.input.settle()
        #expect(offsetY(scene) == 148)
    }

    // MARK: Keys

    @Test func pageDownScrollsAPageLessOneLine() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.move(to: inside)
        scene.input.key(.pageDown)
        #expect(offsetY(scene) == 340 - InputEvent.wheelStep)
    }

    @Test func pageUpScrollsBackAPage() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 500)
        scene.input.move(to: inside)
        scene.input.key(.pageUp)
        #expect(offsetY(scene) == 500 - (340 - InputEvent.wheelStep))
    }

    @Test func endAndHomeGoToTheEdges() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.move(to: inside)
        scene.input.key(.end)
        #expect(offsetY(scene) == 770)
        scene.input.key(.home)
        #expect(offsetY(scene) == 0)
    }

    @Test func arrowKeysScrollOneLine() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.move(to: inside)
        scene.input.key(.down)
        scene.input.key(.down)
        scene.input.key(.up)
        #expect(offsetY(scene) == InputEvent.wheelStep)
    }

    @Test func spaceAndShiftSpacePage() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.move(to: inside)
        scene.input.key(.space)
        scene.input.key(.space)
        scene.input.key(.space, modifiers: .shift)
        #expect(offsetY(scene) == 340 - InputEvent.wheelStep)
    }

    @Test func keysPressedDuringAGlideAddUpExactly() {
        let scene = CollectionScene.inputGrid(counts: [400], glides: true)
        scene.input.move(to: inside)
        scene.input.key(.pageDown)
        scene.input.stepFrames(1)
        scene.input.key(.pageDown)
        scene.input.key(.down)
        scene.input.settle()
        #expect(offsetY(scene) == 2 * (340 - InputEvent.wheelStep) + InputEvent.wheelStep)
    }

    // MARK: Drags

    /// The window point at the centre of the vertical scroll indicator's thumb.
    private func thumbCenter(_ scene: CollectionScene<GridTestLayout>) -> CGPoint {
        let thumb = scene.collectionView.verticalScrollIndicatorFrame ?? .zero
        return scene.collectionView.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: scene.window)
    }

    /// The thumb's distance from the top of the view (not of the content).
    private func thumbTop(_ scene: CollectionScene<GridTestLayout>) -> CGFloat {
        (scene.collectionView.verticalScrollIndicatorFrame?.minY ?? 0) - scene.collectionView.bounds.minY
    }

    @Test func draggedThumbStaysUnderThePointer() {
        let scene = CollectionScene.inputGrid(counts: [200])
        let start = thumbCenter(scene), top = thumbTop(scene)
        scene.input.drag(from: start, to: CGPoint(x: start.x, y: start.y + 100))
        #expect(abs(thumbTop(scene) - (top + 100)) < 1e-9)
        #expect(offsetY(scene) > 900)
    }

    @Test func draggedHorizontalThumbStaysUnderThePointer() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.layout.columns = 40
        scene.layout.invalidateLayout()
        scene.window.layoutIfNeeded()
        let thumb = scene.collectionView.horizontalScrollIndicatorFrame ?? .zero
        let start = scene.collectionView.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: scene.window)
        scene.input.drag(from: start, to: CGPoint(x: start.x + 60, y: start.y))
        let moved = (scene.collectionView.horizontalScrollIndicatorFrame?.minX ?? 0) - scene.collectionView.bounds.minX
        #expect(abs(moved - (thumb.minX + 60)) < 1e-9)
        #expect(scene.collectionView.contentOffset.y == 0)
    }

    @Test func clickOnTheTrackBelowTheThumbPagesDown() {
        let scene = CollectionScene.inputGrid(counts: [200])
        let thumb = thumbCenter(scene)
        scene.input.click(at: CGPoint(x: thumb.x, y: thumb.y + 200))
        scene.input.settle()
        #expect(offsetY(scene) == 340 - InputEvent.wheelStep)
    }

    @Test func clickOnTheTrackAboveTheThumbPagesUp() {
        let scene = CollectionScene.inputGrid(counts: [200])
        scene.scroll(toY: 1000)
        let thumb = thumbCenter(scene)
        scene.input.click(at: CGPoint(x: thumb.x, y: thumb.y - 40))
        scene.input.settle()
        #expect(offsetY(scene) == 1000 - (340 - InputEvent.wheelStep))
    }

    @Test func thumbDraggedPastTheEndStopsAtTheEnd() {
        let scene = CollectionScene.inputGrid(counts: [200])
        let start = thumbCenter(scene)
        scene.input.drag(from: start, to: CGPoint(x: start.x, y: start.y + 10_000))
        #expect(offsetY(scene) == scene.collectionView.contentOffsetRange.max.y)
    }

    @Test func thumbDragReportsDragging() {
        let scene = CollectionScene.inputGrid(counts: [200])
        let start = thumbCenter(scene)
        scene.input.drag(from: start, to: CGPoint(x: start.x, y: start.y + 10), steps: 1)
        #expect(scene.delegate.calls.first == "willBeginDragging")
        #expect(scene.delegate.calls.last == "didEndDragging")
        #expect(scene.delegate.calls.dropFirst().dropLast().allSatisfy { $0.hasPrefix("didScroll") })
    }

    @Test func pressJustBesideTheThumbGrabsItRatherThanTheItemUnderIt() {
        let scene = CollectionScene.inputGrid(counts: [200])
        let thumb = thumbCenter(scene)
        // 439 in the collection view is inside item 3 (340…440) and within the thumb's grab margin.
        let beside = CGPoint(x: CollectionScene<GridTestLayout>.inputGridOrigin.x + 439, y: thumb.y)
        scene.input.press(at: beside)
        #expect(scene.delegate.calls == ["willBeginDragging"])
        scene.input.move(to: CGPoint(x: beside.x, y: beside.y + 50))
        scene.input.release(at: CGPoint(x: beside.x, y: beside.y + 50))
        #expect(offsetY(scene) > 0)
        #expect(scene.selected == [])
    }

    @Test func middleButtonDragMovesTheContentWithThePointer() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.drag(from: inside, to: CGPoint(x: inside.x, y: inside.y - 150), button: .middle)
        #expect(offsetY(scene) == 150)
        #expect(scene.selectionCalls == [])
    }

    @Test func scrollViewIsDraggingFromPressToRelease() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.press(at: inside, button: .middle)
        #expect(scene.collectionView.isDragging)
        scene.input.move(to: CGPoint(x: inside.x, y: inside.y - 20))
        #expect(scene.collectionView.isDragging)
        scene.input.release(at: CGPoint(x: inside.x, y: inside.y - 20), button: .middle)
        #expect(!scene.collectionView.isDragging)
    }

    @Test func middleButtonDragStopsAtTheContentEdges() {
        let scene = CollectionScene.inputGrid(counts: [40])
        scene.input.drag(from: inside, to: CGPoint(x: inside.x + 80, y: inside.y + 150), button: .middle)
        #expect(scene.collectionView.contentOffset == .zero)
    }
}
