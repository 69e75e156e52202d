@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The drop placeholder context's animations and completions, and drag preview parameters applied to
/// the lifted cell.
@MainActor
@Suite struct DropAnimationAndPreviewTests {
    let scene = CollectionScene.reorderable()
    let drop = ScriptedDropDelegate()
    private let drag: ModelDragDelegate
    private var collectionView: UICollectionView { scene.collectionView }
    private var input: SyntheticInput { scene.input }

    init() {
        drag = ModelDragDelegate(scene.dataSource)
        scene.collectionView.dragDelegate = drag
        scene.collectionView.dropDelegate = drop
        drop.proposal = UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    /// Drops item (0, 3) on itself; `perform` gets the placeholder context the drop creates.
    private func dropIntoPlaceholder(_ perform: @escaping (UICollectionViewDropPlaceholderContext) -> Void) {
        drop.perform = { _, coordinator in
            let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: IndexPath(item: 0, section: 0), reuseIdentifier: ModelDataSource<Int>.cellIdentifier)
            perform(coordinator.drop(coordinator.items[0].dragItem, to: placeholder))
        }
        scene.lift(0, 3)
        input.release(at: scene.point(0, 3))
    }

    // MARK: Placeholder context

    @Test func placeholderAnimationsRunWhenTheDropAnimationStarts() {
        var ran = false
        dropIntoPlaceholder { context in context.addAnimations { ran = true } }
        #expect(ran)
        #expect(collectionView.frameDriver.isAnimating, "the drop animation is still under way")
    }

    @Test func placeholderCompletionsWaitForTheAnimationsAddedAlongside() throws {
        let other = try #require(collectionView.cellForItem(at: IndexPath(item: 6, section: 0)))
        var positions: [UIViewAnimatingPosition] = []
        dropIntoPlaceholder { context in
            context.addAnimations { other.alpha = 0.5 }
            context.addCompletion { positions.append($0) }
        }
        input.stepFrames(1)
        #expect(positions.isEmpty, "the fade is still under way")
        #expect(other.alpha == 0.5, "the model value is set at once, as in a UIView animation")
        scene.settle()
        #expect(positions == [.end])
    }

    @Test func placeholderCompletionsAreNotCalledDuringPerformDrop() {
        var positions: [UIViewAnimatingPosition] = []
        var calledDuringPerform = true
        dropIntoPlaceholder { context in
            context.addCompletion { positions.append($0) }
            calledDuringPerform = !positions.isEmpty
        }
        scene.settle()
        #expect(!calledDuringPerform)
        #expect(positions == [.end])
    }

    @Test func aCompletionAddedAfterTheDropAnimationIsCalledAtOnce() throws {
        var context: UICollectionViewDropPlaceholderContext?
        dropIntoPlaceholder { context = $0 }
        scene.settle()
        var positions: [UIViewAnimatingPosition] = []
        try #require(context).addCompletion { positions.append($0) }
        #expect(positions == [.end])
    }

    @Test func animationsAddedAfterTheDropAnimationRunAtOnce() throws {
        var context: UICollectionViewDropPlaceholderContext?
        dropIntoPlaceholder { context = $0 }
        scene.settle()
        var ran = false
        try #require(context).addAnimations { ran = true }
        #expect(ran)
    }

    // MARK: Preview parameters

    @Test func theLiftedCellTakesThePreviewsBackgroundColourWhileDragged() throws {
        let parameters = UIDragPreviewParameters()
        parameters.backgroundColor = .systemRed
        drag.previewParameters = parameters
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        let own = cell.backgroundColor
        scene.lift(0, 3)
        #expect(collectionView.hasActiveDrag)
        #expect(cell.backgroundColor == .systemRed)
        input.release(at: scene.point(0, 3))
        scene.settle()
        #expect(cell.backgroundColor == own)
    }

    @Test func theVisiblePathsCornerRadiusRoundsAndClipsTheLiftedCell() throws {
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: cell.bounds, cornerRadius: 12)
        drag.previewParameters = parameters
        scene.lift(0, 3)
        #expect(cell.layer.cornerRadius == 12)
        #expect(cell.layer.masksToBounds)
        input.release(at: scene.point(0, 3))
        #expect(cell.layer.cornerRadius == 0)
        #expect(!cell.layer.masksToBounds)
    }

    @Test func aCancelledDragGivesTheCellItsOwnLookBack() throws {
        let parameters = UIDragPreviewParameters()
        parameters.backgroundColor = .systemBlue
        parameters.visiblePath = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 8)
        drag.previewParameters = parameters
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        cell.backgroundColor = .systemGreen
        cell.layer.cornerRadius = 4
        scene.lift(0, 3)
        input.key(.escape)
        scene.settle()
        #expect(!collectionView.hasActiveDrag)
        #expect(cell.backgroundColor == .systemGreen)
        #expect(cell.layer.cornerRadius == 4)
    }

    @Test func withoutPreviewParametersTheLiftedCellKeepsItsLook() throws {
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        cell.backgroundColor = .systemGreen
        scene.lift(0, 3)
        #expect(collectionView.hasActiveDrag)
        #expect(cell.backgroundColor == .systemGreen)
        #expect(cell.layer.cornerRadius == 0)
    }

    @Test func aRoundedRectsRadiusIsAtMostHalfItsShorterSide() {
        #expect(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 100), cornerRadius: 50).cornerRadius == 20)
        #expect(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 100), cornerRadius: -3).cornerRadius == 0)
        #expect(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 100)).cornerRadius == 0)
    }
}
