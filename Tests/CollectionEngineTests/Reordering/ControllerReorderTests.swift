@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A controller subclass that reorders, written as on iOS.
@MainActor
final class ReorderingController: UICollectionViewController {
    var items = Array(0..<8)
    private(set) var targetingCalls = 0

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    override func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        targetingCalls += 1
        return proposedIndexPath
    }
}

@MainActor
@Suite struct ControllerReorderTests {
    private func makeController() -> (ReorderingController, UIWindow, SyntheticInput) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        let controller = ReorderingController(collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 430, height: 400))
        window.rootViewController = controller
        let input = SyntheticInput(window: window)
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        controller.collectionView.frameDriver = input.driver
        window.layoutIfNeeded()
        return (controller, window, input)
    }

    @Test func aControllerSubclassReordersWithTheStandardGesture() {
        let (controller, _, input) = makeController()
        input.press(at: CGPoint(x: 50, y: 50))
        input.move(to: CGPoint(x: 60, y: 50))
        input.move(to: CGPoint(x: 290, y: 50))
        input.release(at: CGPoint(x: 290, y: 50))
        input.settle()
        #expect(controller.items == [1, 2, 0, 3, 4, 5, 6, 7])
        #expect(controller.targetingCalls > 0)
    }

    @Test func turningTheStandardGestureOffLeavesPressesAsClicks() {
        let (controller, _, input) = makeController()
        controller.installsStandardGestureForInteractiveMovement = false
        input.press(at: CGPoint(x: 50, y: 50))
        input.move(to: CGPoint(x: 60, y: 50))
        input.stepFrames(30)
        input.release(at: CGPoint(x: 60, y: 50))
        #expect(controller.items == Array(0..<8))
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }
}
