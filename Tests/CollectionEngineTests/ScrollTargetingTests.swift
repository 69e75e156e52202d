import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A grid layout that snaps the content offset to whole rows of 50 points, in the direction of the
/// scroll: the usual paging layout. It records what the collection view asked.
@MainActor
final class RowSnappingLayout: GridTestLayout {
    private(set) var asked: [(proposed: CGPoint, velocity: CGPoint)] = []
    /// Answers this instead of snapping, when set.
    var forcedAnswer: CGPoint?

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        asked.append((proposedContentOffset, velocity))
        if let forcedAnswer { return forcedAnswer }
        let rows = proposedContentOffset.y / 50
        let row = velocity.y > 0 ? rows.rounded(.up) : velocity.y < 0 ? rows.rounded(.down) : rows.rounded()
        return CGPoint(x: proposedContentOffset.x, y: row * 50)
    }
}

/// A 200 × 190 collection view at the window's origin over 100 items of a 4-column grid of 50-point
/// rows (content 1250 high), with a snapping layout and synthetic input.
@MainActor
private struct SnappingScene {
    let scene = CollectionScene(layout: RowSnappingLayout(), model: [Array(0..<100)])
    var layout: RowSnappingLayout { scene.layout }
    var collectionView: UICollectionView { scene.collectionView }
    var input: SyntheticInput { scene.input }
    var errors: [CollectionViewError] { scene.errors }
    let inside = CGPoint(x: 100, y: 100)

    init(glides: Bool) {
        scene.collectionView.inputScrollAnimationDuration = glides ? 0.15 : 0
        scene.window.layoutIfNeeded()
        scene.input.move(to: inside)
    }

    var offsetY: CGFloat { collectionView.contentOffset.y }
}

/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` where a scroll with a
/// velocity ends: key scrolling, wheel bursts, middle-button drags.
@MainActor @Suite struct ScrollTargetingTests {
    @Test func pageDownStopsWhereThePagingLayoutSays() {
        let scene = SnappingScene(glides: false)
        scene.input.key(.pageDown)
        // A page less a line: 190 - 48 = 142, snapped forward to the next row.
        #expect(scene.layout.asked.map(\.proposed) == [CGPoint(x: 0, y: 142)])
        #expect(scene.offsetY == 150)
    }

    @Test func pageUpProposesWithAnUpwardVelocity() {
        let scene = SnappingScene(glides: false)
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 400)
        scene.input.key(.pageUp)
        #expect(scene.layout.asked.last?.velocity.y ?? 0 < 0)
        #expect(scene.offsetY == 250, "400 - 142 = 258, snapped back to the row above")
    }

    @Test func aKeysVelocityIsItsDistanceOverTheGlide() {
        let scene = SnappingScene(glides: true)
        scene.input.key(.pageDown)
        #expect(scene.layout.asked.first?.velocity == CGPoint(x: 0, y: 142 / 0.15))
    }

    @Test func aGlidingPageDownEndsOnTheSnappedOffset() {
        let scene = SnappingScene(glides: true)
        scene.input.key(.pageDown)
        scene.input.settle()
        #expect(scene.offsetY == 150)
    }

    @Test func aWheelBurstIsTargetedOnceWhenItsGlideComesToRest() {
        let scene = SnappingScene(glides: true)
        for _ in 0..<3 { scene.input.wheel(notches: 1, at: scene.inside) }
        #expect(scene.layout.asked.isEmpty, "the burst is still under way")
        scene.input.settle()
        #expect(scene.layout.asked.count == 1)
        #expect(scene.layout.asked.first?.proposed == CGPoint(x: 0, y: 144))
        #expect(scene.offsetY == 150, "144 snapped forward to the next row")
    }

    @Test func aWheelBurstsVelocityPointsTheWayItScrolled() {
        let scene = SnappingScene(glides: true)
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 500)
        scene.input.wheel(notches: -1, at: scene.inside)
        scene.input.settle()
        let velocity = scene.layout.asked.first?.velocity ?? .zero
        #expect(velocity.y < 0 && velocity.x == 0)
        #expect(scene.offsetY == 450, "452 snapped back to the row above")
    }

    @Test func aLongerBurstOverTheSameTimeIsFaster() {
        func velocity(notches: Int) -> CGFloat {
            let scene = SnappingScene(glides: true)
            for _ in 0..<notches { scene.input.wheel(notches: 1, at: scene.inside) }
            scene.input.settle()
            return scene.layout.asked.first?.velocity.y ?? 0
        }
        #expect(velocity(notches: 4) > velocity(notches: 1))
    }

    @Test func wheelNotchesArrivingDuringTheGlideJoinOneBurst() {
        let scene = SnappingScene(glides: true)
        scene.input.wheel(notches: 1, at: scene.inside)
        scene.input.stepFrames(3)
        scene.input.wheel(notches: 1, at: scene.inside)
        scene.input.settle()
        #expect(scene.layout.asked.count == 1)
        #expect(scene.offsetY == 100, "96 snapped forward")
    }

    @Test func withoutAGlideEachWheelEventIsTargetedAtOnce() {
        let scene = SnappingScene(glides: false)
        scene.input.wheel(notches: 1, at: scene.inside)
        #expect(scene.layout.asked.count == 1)
        #expect(scene.offsetY == 50)
    }

    @Test func aScrollByCodeDuringTheBurstEndsItWithoutTargeting() {
        let scene = SnappingScene(glides: true)
        scene.input.wheel(notches: 1, at: scene.inside)
        scene.collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        scene.input.settle()
        #expect(scene.layout.asked.isEmpty)
        #expect(scene.offsetY == 300)
    }

    @Test func aMiddleButtonDragIsTargetedOnReleaseWithThePointersSpeed() {
        let scene = SnappingScene(glides: false)
        scene.input.press(at: CGPoint(x: 100, y: 150), button: .middle)
        for step in 1...4 {
            scene.input.wait(0.01)
            scene.input.move(to: CGPoint(x: 100, y: 150 - CGFloat(step) * 20))
        }
        scene.input.release(at: CGPoint(x: 100, y: 70), button: .middle)
        let asked = scene.layout.asked
        #expect(asked.count == 1)
        #expect(asked.first?.proposed == CGPoint(x: 0, y: 80))
        #expect(asked.first?.velocity == CGPoint(x: 0, y: 2000), "60 points in the last 30 ms")
        #expect(scene.offsetY == 100)
    }

    @Test func aTargetThatIsNotFiniteIsReportedAndTheProposalKept() {
        let scene = SnappingScene(glides: false)
        scene.layout.forcedAnswer = CGPoint(x: 0, y: CGFloat.nan)
        scene.input.key(.pageDown)
        #expect(scene.offsetY == 142)
        guard case .unusableTargetContentOffset? = scene.errors.first else {
            Issue.record("expected unusableTargetContentOffset, got \(scene.errors)")
            return
        }
    }

    @Test func theDefaultLayoutKeepsEveryProposal() {
        let scene = CollectionScene()
        let (collectionView, input) = (scene.collectionView, scene.input)
        collectionView.inputScrollAnimationDuration = 0.15
        input.wheel(notches: 3, at: CGPoint(x: 100, y: 100))
        input.settle()
        #expect(collectionView.contentOffset.y == 144)
    }
}

/// A delegate that moves every proposed offset after an update down by `shift`.
@MainActor
private final class ShiftingDelegate: NSObject, UICollectionViewDelegate {
    var shift: CGFloat = 0
    private(set) var proposals: [CGPoint] = []
    func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposals.append(proposedContentOffset)
        return CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + shift)
    }
}

/// A grid layout that puts the offset after an update on a whole row of 50 points.
@MainActor
private final class RowAligningLayout: GridTestLayout {
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 50).rounded(.down) * 50)
    }
}

/// `targetContentOffset(forProposedContentOffset:)` and the delegate's
/// `collectionView(_:targetContentOffsetForProposedContentOffset:)` after a batch update.
@MainActor @Suite struct UpdateTargetOffsetTests {
    private let scene = CollectionScene(layout: RowAligningLayout(), model: [Array(0..<100)])
    private let delegate = ShiftingDelegate()
    private var layout: RowAligningLayout { scene.layout }
    private var collectionView: UICollectionView { scene.collectionView }
    private var dataSource: ModelDataSource<Int> { scene.dataSource }

    init() {
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 130)
    }

    private func deleteFirstItem() {
        UIView.performWithoutAnimation {
            collectionView.performBatchUpdates({
                dataSource.model[0].removeFirst()
                collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            })
        }
    }

    @Test func theLayoutPlacesTheOffsetAfterAnUpdate() {
        deleteFirstItem()
        #expect(collectionView.contentOffset.y == 100)
    }

    @Test func theDelegateHasTheLastWordAfterTheLayout() {
        delegate.shift = 20
        deleteFirstItem()
        #expect(delegate.proposals == [CGPoint(x: 0, y: 100)])
        #expect(collectionView.contentOffset.y == 120)
    }
}
