@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Drag and drop inside one collection view: sessions, proposals and intents, drops, placeholders.
@MainActor
@Suite struct DragAndDropTests {
    let scene = CollectionScene.reorderable()
    let drag: ModelDragDelegate
    let drop = ScriptedDropDelegate()
    private var collectionView: UICollectionView { scene.collectionView }
    private var input: SyntheticInput { scene.input }
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    init() {
        drag = ModelDragDelegate(scene.dataSource)
        scene.collectionView.dragDelegate = drag
        scene.collectionView.dropDelegate = drop
        // The app moves the items itself in performDrop, as on iOS.
        drop.perform = { collectionView, coordinator in
            guard let item = coordinator.items.first, let from = item.sourceIndexPath, let to = coordinator.destinationIndexPath else { return }
            let dataSource = collectionView.dataSource as? ModelDataSource<Int>
            collectionView.performBatchUpdates {
                dataSource?.collectionView(collectionView, moveItemAt: from, to: to)
                collectionView.moveItem(at: from, to: to)
            }
            coordinator.drop(item.dragItem, toItemAt: to)
        }
    }

    @Test func aDragBeginsWhenTheDragDelegateGivesItems() {
        scene.lift(0, 1)
        #expect(collectionView.hasActiveDrag)
        #expect(collectionView.hasActiveDrop)
        #expect(drag.calls == ["begin 0-1", "willBegin"])
        #expect(drop.calls == ["enter"])
        #expect(scene.dataSource.moves.isEmpty)
        #expect(scene.window.cursor == .grabbing)
    }

    @Test func insertAtDestinationOpensAGapAndTheDropMovesTheItem() {
        scene.lift(0, 0)
        input.move(to: scene.point(0, 2, dx: 20))
        #expect(scene.target == path(0, 2))
        #expect(drop.destinations.last == path(0, 2))
        input.release(at: scene.point(0, 2, dx: 20))
        scene.settle()
        #expect(drop.calls == ["enter", "performDrop", "end"])
        #expect(scene.dataSource.moves == ["move 0-0 > 0-2"])
        #expect(scene.shown[0] == [1, 2, 0, 3, 4, 5, 6, 7])
        #expect(!collectionView.hasActiveDrag && !collectionView.hasActiveDrop)
        #expect(drag.calls.last == "didEnd")
    }

    @Test func dragsDoNotAskTheInteractiveMovementTargetingMethod() {
        let targeting = TargetingDelegate()
        collectionView.delegate = targeting
        scene.lift(0, 0)
        input.move(to: scene.point(0, 2, dx: 20))
        #expect(scene.target == path(0, 2))
        #expect(targeting.asked.isEmpty)
    }

    @Test func unspecifiedIntentOpensNoGap() {
        drop.proposal = UICollectionViewDropProposal(operation: .move, intent: .unspecified)
        scene.lift(0, 0)
        input.move(to: scene.point(0, 2, dx: 20))
        #expect(scene.target == path(0, 0))
        #expect(drop.destinations.last == path(0, 2))
    }

    @Test func insertIntoDestinationHighlightsTheItemUnderThePointer() {
        drop.proposal = UICollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
        scene.lift(0, 0)
        // Over its own place there is nothing to drop into.
        #expect(scene.window.cursor == .grabbing)
        input.move(to: scene.point(0, 2))
        #expect(scene.target == path(0, 0))
        #expect(collectionView.cellForItem(at: path(0, 2))?.isHighlighted == true)
        #expect(scene.window.cursor == .copy)
        input.move(to: scene.point(0, 3))
        #expect(collectionView.cellForItem(at: path(0, 2))?.isHighlighted == false)
        #expect(collectionView.cellForItem(at: path(0, 3))?.isHighlighted == true)
        var destination: IndexPath?
        drop.perform = { _, coordinator in destination = coordinator.destinationIndexPath }
        input.release(at: scene.point(0, 3))
        #expect(destination == path(0, 3))
        #expect(collectionView.cellForItem(at: path(0, 3))?.isHighlighted == false)
        scene.settle()
    }

    @Test func cancelProposalDropsNothingAndTheItemSettlesBack() {
        drop.proposal = UICollectionViewDropProposal(operation: .cancel)
        scene.lift(0, 0)
        input.move(to: scene.point(0, 2, dx: 20))
        input.release(at: scene.point(0, 2, dx: 20))
        scene.settle()
        #expect(!drop.calls.contains("performDrop"))
        #expect(scene.shown[0] == Array(0..<8))
        #expect(collectionView.cellForItem(at: path(0, 0))?.center == scene.contentPoint(0, 0))
    }

    @Test func aMoveProposalForASessionThatForbidsMovingIsReportedAsForbidden() {
        drag.allowsMove = false
        scene.lift(0, 0)
        input.move(to: scene.point(0, 2, dx: 20))
        #expect(scene.errors.last == .invalidDrop(reason: "a .move proposal for a session that does not allow moving", destination: path(0, 2)))
        #expect(scene.window.cursor == .notAllowed)
        input.release(at: scene.point(0, 2, dx: 20))
        scene.settle()
        #expect(!drop.calls.contains("performDrop"))
    }

    @Test func escapeCancelsTheDrag() {
        scene.lift(0, 0)
        input.move(to: scene.point(0, 3, dx: 20))
        input.key(.escape)
        scene.settle()
        #expect(drop.calls == ["enter", "exit", "end"])
        #expect(!collectionView.hasActiveDrag)
        #expect(scene.shown[0] == Array(0..<8))
        #expect(scene.window.cursor == .arrow)
    }

    @Test func cancelInteractiveMovementDuringADragCancelsTheDrag() {
        scene.lift(0, 0)
        input.move(to: scene.point(0, 3, dx: 20))
        collectionView.cancelInteractiveMovement()
        #expect(!collectionView.hasActiveDrag && !collectionView.hasActiveDrop)
        input.move(to: scene.point(0, 4, dx: 20))
        input.release(at: scene.point(0, 4, dx: 20))
        scene.settle()
        #expect(!drop.calls.contains("performDrop"))
        #expect(scene.shown[0] == Array(0..<8))
    }

    @Test func releasingOutsideEveryDropTargetCancelsTheDrag() {
        scene.lift(0, 0)
        input.move(to: scene.point(0, 3, dx: 20))
        input.move(to: CGPoint(x: 700, y: 300))
        #expect(!collectionView.hasActiveDrop)
        input.release(at: CGPoint(x: 700, y: 300))
        scene.settle()
        #expect(!drop.calls.contains("performDrop"))
        #expect(scene.dataSource.moves.isEmpty)
    }

    @Test func selectedItemsAreDraggedTogether() {
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: path(0, 1), animated: false, scrollPosition: [])
        collectionView.selectItem(at: path(0, 4), animated: false, scrollPosition: [])
        var dropped: [Int] = []
        drop.perform = { _, coordinator in dropped = coordinator.items.compactMap { $0.dragItem.localObject as? Int } }
        scene.lift(0, 1)
        #expect(drag.calls == ["begin 0-1", "add 0-4", "willBegin"])
        input.move(to: scene.point(1, 2))
        input.release(at: scene.point(1, 2))
        scene.settle()
        #expect(dropped == [1, 4])
    }

    @Test func theDropSessionLoadsTheDraggedObjects() {
        var loaded: [String] = []
        var canLoadStrings = false, canLoadData = true
        drop.perform = { _, coordinator in
            canLoadStrings = coordinator.session.canLoadObjects(ofClass: String.self)
            canLoadData = coordinator.session.canLoadObjects(ofClass: Data.self)
            coordinator.session.loadObjects(ofClass: String.self) { loaded = $0 }
        }
        scene.lift(0, 5)
        input.release(at: scene.point(0, 5))
        scene.settle()
        #expect(canLoadStrings && !canLoadData)
        #expect(loaded == ["5"])
    }

    @Test func aPlaceholderIsShownUntilItsInsertionIsCommitted() throws {
        drop.proposal = UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        var context: UICollectionViewDropPlaceholderContext?
        drop.perform = { _, coordinator in
            let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: IndexPath(item: 1, section: 1), reuseIdentifier: ModelDataSource<Int>.cellIdentifier)
            placeholder.cellUpdateHandler = { cell in (cell as? TestCell)?.label.text = "-1" }
            context = coordinator.drop(coordinator.items[0].dragItem, to: placeholder)
        }
        scene.lift(0, 0)
        input.move(to: scene.point(1, 1))
        input.release(at: scene.point(1, 1))
        scene.settle()
        #expect(collectionView.hasUncommittedUpdates)
        #expect(scene.shown[1] == [100, -1, 101, 102, 103, 104, 105, 106, 107].prefix(scene.shown[1].count).map { $0 })
        #expect(collectionView.numberOfItems(inSection: 1) == 9)
        let committed = try #require(context).commitInsertion { indexPath in
            scene.dataSource.model[indexPath.section].insert(0, at: indexPath.item)
        }
        scene.settle()
        #expect(committed)
        #expect(!collectionView.hasUncommittedUpdates)
        #expect(scene.dataSource.model[1].prefix(3) == [100, 0, 101])
        #expect(scene.shown[1].prefix(3) == [100, 0, 101])
        #expect(scene.errors.isEmpty)
    }

    @Test func aDeletedPlaceholderLeavesTheDataAsItWas() throws {
        var context: UICollectionViewDropPlaceholderContext?
        drop.proposal = UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        drop.perform = { _, coordinator in
            context = coordinator.drop(
                coordinator.items[0].dragItem, to: UICollectionViewDropPlaceholder(insertionIndexPath: IndexPath(item: 0, section: 0), reuseIdentifier: ModelDataSource<Int>.cellIdentifier))
        }
        scene.lift(0, 3)
        input.release(at: scene.point(0, 3))
        scene.settle()
        #expect(collectionView.numberOfItems(inSection: 0) == 9)
        #expect(try #require(context).deletePlaceholder())
        scene.settle()
        #expect(!collectionView.hasUncommittedUpdates)
        #expect(collectionView.numberOfItems(inSection: 0) == 8)
        #expect(scene.shown[0] == Array(0..<8))
        #expect(try #require(context).deletePlaceholder() == false)
    }

    @Test func aCommitThatDoesNotInsertIsReportedAndReloaded() throws {
        var context: UICollectionViewDropPlaceholderContext?
        drop.proposal = UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        drop.perform = { _, coordinator in
            context = coordinator.drop(
                coordinator.items[0].dragItem, to: UICollectionViewDropPlaceholder(insertionIndexPath: IndexPath(item: 2, section: 0), reuseIdentifier: ModelDataSource<Int>.cellIdentifier))
        }
        scene.lift(0, 3)
        input.release(at: scene.point(0, 3))
        scene.settle()
        try #require(context).commitInsertion { _ in }
        scene.settle()
        #expect(scene.errors == [.placeholderInsertionNotApplied(indexPath: path(0, 2), expectedCounts: [9, 8], actualCounts: [8, 8])])
        #expect(scene.shown[0] == Array(0..<8))
    }

    @Test func aPlaceholderOutOfRangeIsReportedAndNotShown() {
        drop.proposal = UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        drop.perform = { _, coordinator in
            coordinator.drop(
                coordinator.items[0].dragItem, to: UICollectionViewDropPlaceholder(insertionIndexPath: IndexPath(item: 20, section: 0), reuseIdentifier: ModelDataSource<Int>.cellIdentifier))
        }
        scene.lift(0, 3)
        input.release(at: scene.point(0, 3))
        scene.settle()
        #expect(scene.errors == [.indexPathOutOfRange(
            operation: "drop(_:to:) placeholder", indexPath: path(0, 20), numberOfSections: 2, numberOfItemsInSection: 8)])
        #expect(!collectionView.hasUncommittedUpdates)
    }

    @Test func dragInteractionDisabledFallsBackToInteractiveMovement() {
        collectionView.dragInteractionEnabled = false
        scene.lift(0, 0)
        #expect(!collectionView.hasActiveDrag)
        #expect(scene.target == path(0, 0))
    }
}

/// A drag from one collection view dropped into another in the same window.
@MainActor
@Suite struct CrossViewDropTests {
    @Test func anItemDraggedIntoAnotherCollectionViewIsCopiedThereWithoutAGapHere() {
        let scene = CollectionScene.reorderable()
        let drag = ModelDragDelegate(scene.dataSource)
        scene.collectionView.dragDelegate = drag
        let otherLayout = UICollectionViewFlowLayout()
        otherLayout.itemSize = CGSize(width: 100, height: 100)
        let other = UICollectionView(frame: CGRect(x: 520, y: 40, width: 260, height: 400), collectionViewLayout: otherLayout)
        let otherData = ModelDataSource<Int>(model: [[500, 501]])
        otherData.canMoveItem = { _ in true }
        otherData.install(in: other)
        other.frameDriver = scene.input.driver
        scene.window.addSubview(other)
        let drop = ScriptedDropDelegate()
        drop.proposal = UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        var received: (items: [Int], destination: IndexPath?, source: IndexPath?)?
        drop.perform = { collectionView, coordinator in
            let numbers = coordinator.items.compactMap { $0.dragItem.localObject as? Int }
            received = (numbers, coordinator.destinationIndexPath, coordinator.items.first?.sourceIndexPath)
            collectionView.performBatchUpdates {
                otherData.model[0].insert(contentsOf: numbers, at: 0)
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        other.dropDelegate = drop
        scene.window.layoutIfNeeded()
        scene.lift(0, 3)
        let over = other.convert(CGPoint(x: 30, y: 50), to: scene.window)
        scene.input.move(to: over)
        #expect(other.hasActiveDrop && !scene.collectionView.hasActiveDrop)
        #expect(scene.window.cursor == .copy)
        #expect(scene.target == IndexPath(item: 3, section: 0))
        scene.input.release(at: over)
        scene.settle()
        #expect(received?.items == [3])
        #expect(received?.destination == IndexPath(item: 0, section: 0))
        #expect(received?.source == nil)
        #expect(otherData.model == [[3, 500, 501]])
        #expect(scene.dataSource.model[0] == Array(0..<8))
        #expect(other.checkInvariants() == [])
    }
}

@MainActor
@Suite struct DragAutoscrollTests {
    @Test func aDragHeldAtTheBottomEdgeOfTheDropTargetAutoscrollsIt() {
        let scene = CollectionScene.reorderable(model: [Array(0..<40)])
        let drag = ModelDragDelegate(scene.dataSource)
        let drop = ScriptedDropDelegate()
        scene.collectionView.dragDelegate = drag
        scene.collectionView.dropDelegate = drop
        let bottom = scene.collectionView.convert(CGPoint(x: 0, y: scene.collectionView.bounds.maxY), to: scene.window).y
        scene.lift(0, 0)
        scene.input.move(to: CGPoint(x: 230, y: bottom - 5))
        scene.input.stepFrames(20)
        #expect(scene.collectionView.contentOffset.y > 100)
        #expect(scene.target?.item ?? 0 > 4)
        scene.input.key(.escape)
        scene.settle()
        #expect(scene.dataSource.model[0] == Array(0..<40))
    }
}
