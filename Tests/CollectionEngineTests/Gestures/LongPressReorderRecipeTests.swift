@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The classic iOS recipe for reordering with a long press, ported with one changed line (the
/// recognizer's target-action), and the collection view's own reorder yielding to it.
@MainActor
@Suite struct LongPressReorderRecipeTests {
    /// The recipe as iOS tutorials write it; only the marked line differs (and `@objc` is gone).
    @MainActor
    final class RecipeController {
        let collectionView: UICollectionView
        var log: [UIGestureRecognizer.State] = []

        init(collectionView: UICollectionView) {
            self.collectionView = collectionView
            // iOS: UILongPressGestureRecognizer(target: self, action: #selector(handleLongGesture(gesture:)))
            let gesture = UILongPressGestureRecognizer(target: self, action: RecipeController.handleLongGesture)
            collectionView.addGestureRecognizer(gesture)
        }

        func handleLongGesture(gesture: UILongPressGestureRecognizer) {
            log.append(gesture.state)
            switch gesture.state {
            case .began:
                guard let selectedIndexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) else { break }
                collectionView.beginInteractiveMovementForItem(at: selectedIndexPath)
            case .changed:
                collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: gesture.view!))
            case .ended:
                collectionView.endInteractiveMovement()
            default:
                collectionView.cancelInteractiveMovement()
            }
        }
    }

    @Test func holdingThenDraggingMovesTheItemThroughTheRecipe() {
        let scene = CollectionScene.reorderable()
        let controller = RecipeController(collectionView: scene.collectionView)
        scene.input.press(at: scene.point(0, 0))
        scene.input.stepFrames(31)
        #expect(controller.log == [.began])
        #expect(scene.phase != .idle, "began started the interactive movement")
        scene.input.move(to: scene.point(0, 1, dx: 10))
        scene.input.move(to: scene.point(0, 2, dx: 10))
        scene.input.release(at: scene.point(0, 2, dx: 10))
        scene.settle()
        #expect(controller.log.first == .began && controller.log.last == .ended)
        #expect(scene.dataSource.model[0] == [1, 2, 0, 3, 4, 5, 6, 7])
        #expect(scene.selected == [], "the recognizer cancelled the click")
    }

    @Test func theStandardReorderWaitsWhileTheLongPressMayStillBegin() {
        let scene = CollectionScene.reorderable()
        _ = RecipeController(collectionView: scene.collectionView)
        scene.input.press(at: scene.point(0, 0))
        // Past the standard gesture's 0.3 s hold, before the long press's 0.5 s.
        scene.input.stepFrames(24)
        #expect(scene.phase == .idle, "the collection view's own reorder yielded to the app's recognizer")
        scene.input.release(at: scene.point(0, 0))
    }
}
