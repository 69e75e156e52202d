@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// An invalidation context that says which hook made it.
final class MovementContext: UICollectionViewFlowLayoutInvalidationContext {
    var madeBy = ""
}

/// A flow layout with its own movement contexts and its own look for the lifted item; it records the
/// contexts it is invalidated with.
@MainActor
final class CustomMovementLayout: UICollectionViewFlowLayout {
    private(set) var invalidations: [UICollectionViewLayoutInvalidationContext] = []
    var liftedAlpha: CGFloat = 0.6

    override class var invalidationContextClass: AnyClass { MovementContext.self }

    override func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
            previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
        (context as? MovementContext)?.madeBy = "moving"
        return context
    }

    override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
        (context as? MovementContext)?.madeBy = movementCancelled ? "cancelled" : "ended"
        return context
    }

    override func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        attributes.alpha = liftedAlpha
        return attributes
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        invalidations.append(context)
        super.invalidateLayout(with: context)
    }

    var movementContexts: [MovementContext] { invalidations.compactMap { $0 as? MovementContext }.filter { !$0.madeBy.isEmpty } }
}

/// The layout's interactive-movement hooks: their contexts are the ones the layout is invalidated
/// with, and the lifted item is drawn with the attributes the layout gives it.
@MainActor
@Suite struct MovementLayoutHookTests {
    let scene: CollectionScene<CustomMovementLayout>
    var layout: CustomMovementLayout { scene.layout }
    private var collectionView: UICollectionView { scene.collectionView }
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    init() {
        let layout = CustomMovementLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        // The reordering scene's geometry and model, with this layout.
        scene = CollectionScene(
            layout: layout, model: [Array(0..<8), Array(100..<108)], frame: CGRect(x: 50, y: 40, width: 450, height: 340))
        scene.dataSource.canMoveItem = { _ in true }
        scene.window.layoutIfNeeded()
    }

    @Test func aTargetPositionInvalidatesWithTheLayoutsMovingContext() throws {
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 70, y: 60))
        let context = try #require(layout.movementContexts.last)
        #expect(context.madeBy == "moving")
        #expect(context.interactiveMovementTarget == CGPoint(x: 70, y: 60))
        #expect(context.previousIndexPathsForInteractivelyMovingItems == [path(0, 0)])
        #expect(context.targetIndexPathsForInteractivelyMovingItems == [path(0, 0)])
        #expect(!context.invalidateEverything, "only the lifted item moved")
    }

    @Test func aChangeOfTargetInvalidatesEverything() throws {
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, 2, dx: 20))
        let context = try #require(layout.movementContexts.last { $0.targetIndexPathsForInteractivelyMovingItems != [path(0, 0)] })
        #expect(context.previousIndexPathsForInteractivelyMovingItems == [path(0, 0)])
        #expect(context.targetIndexPathsForInteractivelyMovingItems == [path(0, 2)])
        #expect(context.invalidateEverything)
    }

    @Test func endingInvalidatesWithTheLayoutsEndingContext() throws {
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, 2, dx: 20))
        collectionView.endInteractiveMovement()
        let context = try #require(layout.movementContexts.last)
        #expect(context.madeBy == "ended")
        #expect(context.previousIndexPathsForInteractivelyMovingItems == [path(0, 0)])
        #expect(context.targetIndexPathsForInteractivelyMovingItems == [path(0, 2)])
    }

    @Test func cancellingInvalidatesWithACancelledEndingContext() throws {
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(scene.contentPoint(0, 2, dx: 20))
        collectionView.cancelInteractiveMovement()
        let context = try #require(layout.movementContexts.last)
        #expect(context.madeBy == "cancelled")
    }

    @Test func theLiftedItemIsDrawnWithTheLayoutsAttributes() throws {
        let cell = try #require(collectionView.cellForItem(at: path(0, 0)))
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 150))
        scene.settle()
        #expect(cell.alpha == 0.6)
        #expect(cell.center == CGPoint(x: 200, y: 150))
        #expect(cell.layer.transform == CATransform3DMakeScale(1.05, 1.05, 1), "the default lift scales by 5 %")
    }

    @Test func theLiftedItemLeavesTheLayoutsLookWhenTheMovementEnds() throws {
        let cell = try #require(collectionView.cellForItem(at: path(0, 0)))
        collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 150))
        collectionView.endInteractiveMovement()
        scene.settle()
        #expect(cell.alpha == 1)
        #expect(cell.layer.transform == CATransform3DIdentity)
    }
}
