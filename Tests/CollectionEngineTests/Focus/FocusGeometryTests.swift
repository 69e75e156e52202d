@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Arrow keys follow the layout's geometry, not index order: a ring and overlapping cards.
@MainActor
@Suite struct FocusGeometryTests {
    /// Eight 40-point items on a circle of radius 120 around (200, 200), item 0 at the top, clockwise.
    private func ringScene() -> CollectionScene<FixedFramesLayout> {
        let frames = (0..<8).map { item -> CGRect in
            let angle = CGFloat(item) * .pi / 4
            return CGRect(x: 200 + 120 * sin(angle) - 20, y: 200 - 120 * cos(angle) - 20, width: 40, height: 40)
        }
        let layout = FixedFramesLayout(elements: FixedFramesLayout.cells(frames), contentSize: CGSize(width: 400, height: 400))
        let scene = CollectionScene(layout: layout, model: ReferenceModel(counts: [8]), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.window.keyTarget = scene.collectionView
        scene.layoutPass()
        return scene
    }

    @Test func rightFromTheTopOfTheRingGoesToTheNextItemRound() {
        let scene = ringScene()
        scene.input.click(at: scene.point(0, 0))
        scene.input.key(.right)
        #expect(scene.collectionView.focus.focused == IndexPath(item: 1, section: 0))
    }

    @Test func rightThenDownWalkTheRightSideOfTheRing() {
        let scene = ringScene()
        scene.input.click(at: scene.point(0, 0))
        var walked: [Int] = []
        for key in [InputEvent.Key.right, .right, .down, .down] {
            scene.input.key(key)
            walked.append(scene.collectionView.focus.focused?.item ?? -1)
        }
        #expect(walked == [1, 2, 3, 4])
    }

    @Test func downFromTheTopGoesToTheItemStraightBelow() {
        let scene = ringScene()
        scene.input.click(at: scene.point(0, 0))
        scene.input.key(.down)
        #expect(scene.collectionView.focus.focused == IndexPath(item: 4, section: 0))
    }

    @Test func upFromTheBottomGoesTheOtherWayWhenComingFromTheLeft() {
        let scene = ringScene()
        scene.input.click(at: scene.point(0, 6))
        scene.input.key(.up)
        #expect(scene.collectionView.focus.focused == IndexPath(item: 7, section: 0))
    }

    @Test func overlappingCardsInARowAreWalkedByTheirCentres() {
        // A cover flow: 100-point cards 30 points apart, each overlapping the next.
        let frames = (0..<6).map { CGRect(x: 20 + CGFloat($0) * 30, y: 50, width: 100, height: 100) }
        #expect(FocusMovement.target(
            from: frames[2], heading: .right,
            among: frames.enumerated().map { .init(indexPath: IndexPath(item: $0, section: 0), frame: $1) }.filter { $0.indexPath.item != 2 })
            == IndexPath(item: 3, section: 0))
        #expect(FocusMovement.target(
            from: frames[2], heading: .left,
            among: frames.enumerated().map { .init(indexPath: IndexPath(item: $0, section: 0), frame: $1) }.filter { $0.indexPath.item != 2 })
            == IndexPath(item: 1, section: 0))
    }

    @Test func aCandidateInLineWinsOverANearerOneFarToTheSide() {
        let origin = CGRect(x: 0, y: 0, width: 10, height: 10)
        let inLine = FocusMovement.Candidate(indexPath: IndexPath(item: 1, section: 0), frame: CGRect(x: 100, y: 0, width: 10, height: 10))
        let aside = FocusMovement.Candidate(indexPath: IndexPath(item: 2, section: 0), frame: CGRect(x: 20, y: 60, width: 10, height: 10))
        #expect(FocusMovement.target(from: origin, heading: .right, among: [aside, inLine]) == inLine.indexPath)
    }
}
