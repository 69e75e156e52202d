@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Swipe actions on list rows: revealed by dragging, by two fingers on a touchpad or by a sideways
/// wheel; a full swipe performs the first action.
@MainActor
@Suite struct SwipeActionTests {
    /// A plain list of A, B, C whose rows have a trailing Delete (which deletes the row) and Flag, and
    /// a leading Pin; `performed` records the actions run.
    @MainActor
    private final class Fixture {
        let scene: ListScene
        var performed: [String] = []
        var fullSwipe = true

        init() {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            scene = ListScene(UICollectionLayoutListConfiguration(appearance: .plain))
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                let item = self.scene.dataSource.itemIdentifier(for: indexPath) ?? "?"
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    self.performed.append("delete \(item)")
                    var snapshot = self.scene.dataSource.snapshot()
                    snapshot.deleteItems([item])
                    self.scene.dataSource.apply(snapshot)
                    done(true)
                }
                let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                    self.performed.append("flag \(item)")
                    done(true)
                }
                let actions = UISwipeActionsConfiguration(actions: [delete, flag])
                actions.performsFirstActionWithFullSwipe = self.fullSwipe
                return actions
            }
            configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] _ in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                    self.performed.append("pin")
                    done(false)
                }])
            }
            scene.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
            scene.window.layoutIfNeeded()
        }

        var offset: CGFloat { scene.collectionView.swipeState.offset }
        /// Where the open row rests: the actions' own widths together, as the trailing side's.
        var openOffset: CGFloat { -(scene.collectionView.swipeState.row?.actionsWidth ?? .nan) }
    }

    private func button(_ title: String, in cell: UICollectionViewCell?) -> UIControl? {
        var stack = cell?.subviews ?? []
        while let view = stack.popLast() {
            if let control = view as? UIControl, control.subviews.contains(where: { ($0 as? UILabel)?.text == title }) { return control }
            stack += view.subviews
        }
        return nil
    }

    @Test func draggingARowLeftPastHalfItsActionsOpensThem() throws {
        let fixture = Fixture()
        let scene = fixture.scene
        scene.input.drag(from: scene.point(0, dx: 300), to: scene.point(0, dx: 180), steps: 6)
        scene.input.settle()
        let delete = try #require(button("Delete", in: scene.cell(0)))
        let flag = try #require(button("Flag", in: scene.cell(0)))
        #expect(fixture.offset == fixture.openOffset)
        #expect(delete.frame.width + flag.frame.width == -fixture.offset)
        #expect(delete.frame.width >= 74 && flag.frame.width >= 74, "buttons are at least 74 points wide")
        #expect(delete.convert(delete.bounds, to: nil).maxX == 400, "the first action sits at the row's edge")
        #expect(flag.convert(flag.bounds, to: nil).maxX == 400 - delete.frame.width)
        #expect(scene.cell(0)?.configurationState.isSwiped == true)
        #expect(scene.cell(0)?.contentView.frame.minX == fixture.offset)
        #expect(scene.collectionView.indexPathsForSelectedItems?.isEmpty ?? true, "a swipe does not select")
    }

    @Test func aShortDragSnapsTheRowBack() {
        let fixture = Fixture()
        let scene = fixture.scene
        scene.input.drag(from: scene.point(0, dx: 300), to: scene.point(0, dx: 250), steps: 5)
        scene.input.settle()
        #expect(fixture.offset == 0)
        #expect(scene.cell(0)?.contentView.frame.minX == 0)
        #expect(scene.cell(0)?.configurationState.isSwiped == false)
    }

    @Test func clickingAnActionPerformsItAndClosesTheRow() throws {
        let fixture = Fixture()
        let scene = fixture.scene
        scene.input.drag(from: scene.point(1, dx: 300), to: scene.point(1, dx: 150), steps: 6)
        scene.input.settle()
        let flag = try #require(button("Flag", in: scene.cell(1)))
        scene.input.click(at: flag.convert(CGPoint(x: flag.bounds.midX, y: flag.bounds.midY), to: nil))
        scene.input.settle()
        #expect(fixture.performed == ["flag B"])
        #expect(fixture.offset == 0)
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let fixture = Fixture()
        let scene = fixture.scene
        scene.input.drag(from: scene.point(2, dx: 380), to: scene.point(2, dx: 20), steps: 12)
        scene.input.settle()
        #expect(fixture.performed == ["delete C"])
        #expect(scene.visibleTexts == ["A", "B"])
        #expect(scene.errors.isEmpty)
    }

    @Test func withoutFullSwipesALongDragOnlyOpensTheActions() {
        let fixture = Fixture()
        fixture.fullSwipe = false
        let scene = fixture.scene
        scene.input.drag(from: scene.point(2, dx: 380), to: scene.point(2, dx: 20), steps: 12)
        scene.input.settle()
        #expect(fixture.performed.isEmpty)
        #expect(fixture.offset == fixture.openOffset && fixture.offset <= -148)
    }

    @Test func aPressElsewhereClosesTheOpenRowWithoutSelecting() {
        let fixture = Fixture()
        let scene = fixture.scene
        scene.input.drag(from: scene.point(0, dx: 300), to: scene.point(0, dx: 150), steps: 6)
        scene.input.settle()
        scene.input.click(at: scene.point(2))
        scene.input.settle()
        #expect(fixture.offset == 0)
        #expect(scene.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func draggingRightRevealsTheLeadingActions() throws {
        let fixture = Fixture()
        let scene = fixture.scene
        scene.input.drag(from: scene.point(0, dx: 20), to: scene.point(0, dx: 120), steps: 6)
        scene.input.settle()
        #expect(fixture.offset == 74)
        let pin = try #require(button("Pin", in: scene.cell(0)))
        #expect(pin.convert(pin.bounds, to: nil).minX == 0)
    }

    @Test func twoFingersSwipingSidewaysOnATouchpadRevealTheActions() {
        let fixture = Fixture()
        let scene = fixture.scene
        let point = scene.point(1)
        for _ in 0..<8 { scene.input.touchpadScroll(dx: 15, dy: 0, at: point) }
        scene.input.touchpadLift(at: point)
        scene.input.settle()
        #expect(fixture.offset == fixture.openOffset && fixture.offset <= -148)
    }

    @Test func aSidewaysWheelOpensTheActionsAndAnotherClosesThem() {
        let fixture = Fixture()
        let scene = fixture.scene
        scene.input.scroll(dx: 40, dy: 0, at: scene.point(0))
        scene.input.settle()
        #expect(fixture.offset == fixture.openOffset && fixture.offset <= -148)
        scene.input.scroll(dx: 40, dy: 0, at: scene.point(0))
        scene.input.settle()
        #expect(fixture.offset == 0)
    }

    @Test func aRowDeletedWhileItIsSwipedEndsTheSwipeAndItsCellComesBackClosed() {
        let fixture = Fixture()
        let scene = fixture.scene
        scene.input.press(at: scene.point(0, dx: 300))
        for x in stride(from: 290, through: 200, by: -15) { scene.input.move(to: scene.point(0, dx: CGFloat(x))) }
        var snapshot = scene.dataSource.snapshot()
        snapshot.deleteItems(["A"])
        scene.dataSource.apply(snapshot)
        scene.input.move(to: scene.point(0, dx: 150))
        scene.input.release(at: scene.point(0, dx: 150))
        scene.input.settle()
        #expect(fixture.offset == 0)
        #expect(scene.visibleTexts == ["B", "C"])
        #expect(scene.cell(0)?.contentView.frame.minX == 0)
        #expect(scene.errors.isEmpty)
    }

    @Test func aDeleteAccessoryWithoutAHandlerRevealsTheTrailingActions() {
        let fixture = Fixture()
        let scene = fixture.scene
        scene.configureCell = { cell, _ in cell.accessories = [.delete(displayed: .always)] }
        var snapshot = scene.dataSource.snapshot()
        snapshot.reconfigureItems(["A"])
        scene.dataSource.apply(snapshot, animatingDifferences: false)
        scene.window.layoutIfNeeded()
        let minus = scene.cell(0)?.subviews.first { $0 is UIControl && $0.frame.width == 22 }
        scene.input.click(at: minus.map { $0.convert(CGPoint(x: 11, y: 11), to: nil) } ?? .zero)
        scene.input.settle()
        #expect(fixture.offset == fixture.openOffset && fixture.offset <= -148)
    }
}

/// The swipe's rules alone.
@Suite struct SwipeStateTests {
    private func row(fullSwipe: Bool = true) -> SwipeRow {
        SwipeRow(indexPath: IndexPath(item: 0, section: 0), edge: .trailing, actionsWidth: 150, rowWidth: 400, allowsFullSwipe: fullSwipe)
    }

    private func released(after travel: CGFloat) -> (SwipeState, [SwipeEffect]) {
        let (began, _) = SwipeState.idle.next(.began(row()))
        let (moved, _) = began.next(.moved(travel))
        return moved.next(.released)
    }

    @Test func followingTheDragPastTheActionsSlowsDownWithoutFullSwipes() {
        let slow = row(fullSwipe: false)
        #expect(slow.offset(forTravel: -100) == -100)
        #expect(slow.offset(forTravel: -240) == -180)
        #expect(slow.offset(forTravel: 50) == 0, "a trailing swipe does not move the other way")
    }

    @Test func aShortReleaseCloses() {
        let (state, effects) = released(after: -70)
        #expect(state == .idle)
        #expect(effects == [.show(0, animated: true)])
    }

    @Test func aReleasePastHalfTheActionsOpensThem() {
        let (state, effects) = released(after: -80)
        #expect(state == .open(row(), offset: -150))
        #expect(effects == [.show(-150, animated: true)])
    }

    @Test func aReleasePastTheFullSwipeDistancePerformsTheFirstAction() {
        let (state, effects) = released(after: -250)
        #expect(state == .performing(row()))
        #expect(effects == [.show(-400, animated: true), .performFirstAction])
    }

    @Test func theItemGoingAwayEndsTheSwipeAndMovingFollowsIt() {
        let open = SwipeState.open(row(), offset: -150)
        #expect(open.next(.itemMoved(nil)).0 == .idle)
        #expect(open.next(.itemMoved(IndexPath(item: 3, section: 0))).0.row?.indexPath == IndexPath(item: 3, section: 0))
    }

    @Test func draggingAnOpenRowPicksItUpWhereItRests() {
        let open = SwipeState.open(row(), offset: -150)
        let (tracking, _) = open.next(.began(row()))
        #expect(tracking.offset == -150)
        #expect(tracking.next(.moved(20)).0.offset == -130)
    }
}
